import 'mantine-datatable/styles.css';
import { Button, Group, Stack, Text } from '@mantine/core';
import { formatCount } from '@patchbay/domain';
import { formatDateTime, Money, SCROLLABLE_REGION } from '@patchbay/ui';
import { IconDownload } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useStorefrontReport } from '@/features/reports/api/get-storefront-report';
import { ReportCard } from '@/features/reports/components/report-card';
import { ReportHeader } from '@/features/reports/components/report-header';
import { ReportRangePicker } from '@/features/reports/components/report-range-picker';
import { useReportParams } from '@/features/reports/hooks/use-report-params';
import { queryString, toReportQuery } from '@/features/reports/utils/report-params';
import { useUser } from '@/lib/auth';
import { isOperator } from '@/lib/authorization';
import { OrganizationPicker } from '../dashboard-insights';

/** /storefrontreport: per storefront, product views, searches, add-to-carts, orders, revenue and conversion. */
export function StorefrontReportRoute() {
  // long-function: one component's markup in the order it shows; its rules live in utils and hooks.
  const user = useUser();
  const operator = isOperator(user.permissions);
  const { params, set } = useReportParams();
  const query = toReportQuery(params);
  const report = useStorefrontReport(query);
  const rows = report.data?.rows ?? [];
  return (
    <Stack gap="lg">
      <ReportHeader title="Storefront report">
        What buyers did on each storefront: product pages viewed, searches, add-to-carts, and the orders and
        revenue (items before tax, fees and shipping) that came of them.
      </ReportHeader>
      <ReportRangePicker
        value={params}
        onChange={(next) => set({ from: next.from, to: next.to })}
        extra={
          operator ? (
            <OrganizationPicker
              value={params.organizationId}
              onChange={(id) => set({ organizationId: id })}
            />
          ) : null
        }
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {report.data
          ? report.data.snapshotAsOf
            ? `Product views and add-to-carts as of ${formatDateTime(report.data.snapshotAsOf)}, counted again every ${report.data.refreshMinutes} minutes; searches, orders and revenue are live.`
            : 'Live figures.'
          : ' '}
      </Text>
      <ReportCard
        title="By storefront"
        description="Conversion is orders per 100 product views. Searches are shown for your own storefronts only."
        pending={report.isPending}
        error={report.isError ? report.error : null}
        empty={rows.length === 0}
        emptyText="No storefront activity in this range."
        action={
          <Group mt="md">
            <Button
              component="a"
              href={`/api/admin/reports/storefronts.csv${queryString(query)}`}
              download
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
            >
              Export CSV
            </Button>
          </Group>
        }
      >
        <DataTable
          scrollAreaProps={SCROLLABLE_REGION}
          records={rows}
          idAccessor="storefrontId"
          fz="sm"
          withTableBorder={false}
          columns={[
            { accessor: 'storefrontTitle', title: 'Storefront' },
            {
              accessor: 'productViews',
              title: 'Product views',
              textAlign: 'right',
              render: (r) => formatCount(r.productViews),
            },
            {
              accessor: 'searches',
              title: 'Searches',
              textAlign: 'right',
              render: (r) =>
                r.searches === null ? (
                  <Text span c="dimmed">
                    —
                  </Text>
                ) : (
                  formatCount(r.searches)
                ),
            },
            {
              accessor: 'addToCarts',
              title: 'Add to carts',
              textAlign: 'right',
              render: (r) => formatCount(r.addToCarts),
            },
            { accessor: 'orders', title: 'Orders', textAlign: 'right', render: (r) => formatCount(r.orders) },
            {
              accessor: 'revenue',
              title: 'Revenue',
              textAlign: 'right',
              render: (r) => <Money amount={r.revenue} />,
            },
            {
              accessor: 'conversionPercent',
              title: 'Conversion',
              textAlign: 'right',
              render: (r) => (r.conversionPercent === null ? '—' : `${r.conversionPercent} %`),
            },
          ]}
        />
      </ReportCard>
    </Stack>
  );
}
