// The dashboard's figures: a chunk of its own, so charts load only for people who may see reports.
import '@mantine/charts/styles.css';
import 'mantine-datatable/styles.css';
import { Grid, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import type { ReportInterval } from '@patchbay/contract';
import { formatDateTime } from '@patchbay/ui';
import { useOrganizations } from '@/features/organizations/api/get-organizations';
import { useDashboard } from '@/features/reports/api/get-dashboard';
import {
  DashboardTotals,
  LowStock,
  OffersFunnel,
  OrdersByStatus,
  SalesOverTime,
  SearchesWithoutResultsCard,
  TopProducts,
} from '@/features/reports/components/dashboard-figures';
import { ReportCard } from '@/features/reports/components/report-card';
import { ReportRangePicker } from '@/features/reports/components/report-range-picker';
import { useReportParams } from '@/features/reports/hooks/use-report-params';
import { parseInterval, queryString, toReportQuery } from '@/features/reports/utils/report-params';
import { DashboardAttention } from './dashboard-attention';

/** The operator's organization picker: every seller, or the platform as a whole. */
export function OrganizationPicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const organizations = useOrganizations();
  const sellers = (organizations.data?.items ?? []).filter((o) => o.orgType !== 'buyer');
  return (
    <NativeSelect
      label="Organization"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[
        { value: '', label: organizations.isPending ? 'Loading…' : 'All organizations (platform)' },
        ...sellers.map((o) => ({ value: o.id, label: o.name })),
      ]}
      w={{ base: '100%', xs: 260 }}
    />
  );
}

export function DashboardInsights({
  operator,
  orders,
  offers,
}: {
  operator: boolean;
  orders: boolean;
  offers: boolean;
}) {
  const { params, search, set } = useReportParams();
  const interval = parseInterval(search);
  const dashboard = useDashboard({ ...toReportQuery(params), interval });
  const report = dashboard.data;
  const pending = dashboard.isPending;
  const error = dashboard.isError ? dashboard.error : null;
  const range = { from: report?.range.from ?? '', to: report?.range.to ?? '' };
  return (
    <Stack gap="lg">
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
        {report
          ? `${report.range.organization ? report.range.organization.name : 'Every organization'}, ${report.range.from} to ${report.range.to} (UTC days). ${
              report.snapshotAsOf
                ? `Top products and searches without results as of ${formatDateTime(report.snapshotAsOf)}, counted again every ${report.refreshMinutes} minutes; the other figures are live.`
                : 'Live figures.'
            }`
          : ' '}
      </Text>
      <ReportCard title="Totals" pending={pending} error={error} empty={false} emptyText="">
        {report ? <DashboardTotals report={report} /> : null}
      </ReportCard>
      <Grid gap="md">
        <Grid.Col span={12}>
          <SalesOverTime
            report={report}
            pending={pending}
            error={error}
            interval={
              <SegmentedControl
                aria-label="Interval"
                size="xs"
                value={interval}
                onChange={(value) =>
                  set({ interval: value === 'day' ? undefined : (value as ReportInterval) })
                }
                data={[
                  { value: 'day', label: 'Day' },
                  { value: 'week', label: 'Week' },
                  { value: 'month', label: 'Month' },
                ]}
              />
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <OrdersByStatus report={report} pending={pending} error={error} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <OffersFunnel report={report} pending={pending} error={error} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <DashboardAttention
            orders={orders}
            offers={offers}
            operator={operator && !params.organizationId}
            waiting={report?.waitingOnYou}
            pending={pending}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <TopProducts report={report} pending={pending} error={error} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <SearchesWithoutResultsCard
            report={report}
            pending={pending}
            error={error}
            href={`/searchhistory${queryString({ ...range, organizationId: params.organizationId, view: 'without-results' })}`}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <LowStock report={report} pending={pending} error={error} href="/myproducts" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
