import '@mantine/charts/styles.css';
import 'mantine-datatable/styles.css';
import { BarChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { formatCount, formatMoney } from '@patchbay/domain';
import { formatDateTime, Money, SCROLLABLE_REGION } from '@patchbay/ui';
import { DataTable } from 'mantine-datatable';
import { useCatalogueStatistics } from '@/features/reports/api/get-catalogue-statistics';
import { ReportCard } from '@/features/reports/components/report-card';
import { ReportHeader } from '@/features/reports/components/report-header';
import { ReportRangePicker } from '@/features/reports/components/report-range-picker';
import { useReportParams } from '@/features/reports/hooks/use-report-params';
import { toReportQuery } from '@/features/reports/utils/report-params';
import { useUser } from '@/lib/auth';
import { isOperator } from '@/lib/authorization';
import { OrganizationPicker } from '../dashboard-insights';

const COPY = {
  category: {
    title: 'Category statistics',
    intro:
      'Your listings per category and sub-category: how many, the units in stock and their value at your prices, and what sold in the range.',
    column: 'Category',
  },
  brand: {
    title: 'Brand listing',
    intro:
      'Your listings brand by brand (OEM): how many, the units in stock and their value at your prices, and what sold in the range.',
    column: 'Brand',
  },
} as const;

/** /statisticsofproductscategory (by category) and /brandlisting (by brand): chart and table. */
export function CatalogueStatisticsRoute({ by }: { by: 'category' | 'brand' }) {
  // long-function: one component's markup in the order it shows; its rules live in utils and hooks.
  const user = useUser();
  const operator = isOperator(user.permissions);
  const { params, set } = useReportParams();
  const statistics = useCatalogueStatistics({ ...toReportQuery(params), by });
  const rows = statistics.data?.rows ?? [];
  // The chart compares the top level only: categories (sub-categories are in the table) or brands.
  const top = rows.filter((r) => r.parentName === null).slice(0, 20);
  const copy = COPY[by];
  return (
    <Stack gap="lg">
      <ReportHeader title={copy.title}>{copy.intro}</ReportHeader>
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
        {statistics.data
          ? `Stock figures as of ${formatDateTime(statistics.data.stockAsOf)}, counted again every ${statistics.data.refreshMinutes} minutes. ${
              statistics.data.salesAsOf
                ? `Units sold and sales as of ${formatDateTime(statistics.data.salesAsOf)}.`
                : 'Units sold and sales are live.'
            }`
          : ' '}
      </Text>
      <ReportCard
        title={`Stock value and sales by ${by}`}
        pending={statistics.isPending}
        error={statistics.isError ? statistics.error : null}
        empty={rows.length === 0}
        emptyText="No listings yet."
      >
        <div
          role="img"
          aria-label={top
            .map((r) => `${r.name}: ${formatMoney(r.value)} in stock, ${formatMoney(r.sales)} sold`)
            .join('; ')}
        >
          <BarChart
            h={260}
            data={top.map((r) => ({ name: r.name, 'Stock value': Number(r.value), Sales: Number(r.sales) }))}
            dataKey="name"
            withLegend
            valueFormatter={(value) => formatMoney(String(value))}
            // Room for the widest amount on the axis ("$30,000,000.00"): recharts' default 60 px cut it.
            yAxisProps={{ width: 110 }}
            series={[
              { name: 'Stock value', color: 'blue.6' },
              { name: 'Sales', color: 'teal.6' },
            ]}
          />
        </div>
        <DataTable
          scrollAreaProps={SCROLLABLE_REGION}
          mt="md"
          records={rows}
          idAccessor="key"
          fz="sm"
          columns={[
            {
              accessor: 'name',
              title: copy.column,
              render: (r) =>
                r.parentName ? (
                  <Text size="sm" pl="md">
                    {r.name}
                  </Text>
                ) : (
                  <Text size="sm" fw={600}>
                    {r.name}
                  </Text>
                ),
            },
            {
              accessor: 'listings',
              title: 'Listings',
              textAlign: 'right',
              render: (r) => formatCount(r.listings),
            },
            { accessor: 'units', title: 'Units', textAlign: 'right', render: (r) => formatCount(r.units) },
            {
              accessor: 'value',
              title: 'Stock value',
              textAlign: 'right',
              render: (r) => <Money amount={r.value} />,
            },
            {
              accessor: 'unitsSold',
              title: 'Units sold',
              textAlign: 'right',
              render: (r) => formatCount(r.unitsSold),
            },
            {
              accessor: 'sales',
              title: 'Sales',
              textAlign: 'right',
              render: (r) => <Money amount={r.sales} />,
            },
          ]}
        />
      </ReportCard>
    </Stack>
  );
}

export function CategoryStatisticsRoute() {
  return <CatalogueStatisticsRoute by="category" />;
}

export function BrandListingRoute() {
  return <CatalogueStatisticsRoute by="brand" />;
}
