import { BarChart } from '@mantine/charts';
import { Anchor, Group, List, SegmentedControl, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { formatCount, formatMoney } from '@patchbay/domain';
import { Money, SCROLLABLE_REGION } from '@patchbay/ui';
import { DataTable } from 'mantine-datatable';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { DashboardReport } from '../api/get-dashboard';
import { ReportCard } from './report-card';

const SERIES_COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.6', 'lime.7', 'indigo.6'];

type Series = DashboardReport['salesOverTime'];

/** Rows per period with one column per storefront, as the bar chart wants them. */
export function chartRows(series: Series, measure: 'sales' | 'orders') {
  const storefronts = [...new Set(series.map((row) => row.storefrontTitle))].sort();
  const byPeriod = new Map<string, Record<string, string | number>>();
  for (const row of series) {
    const entry = byPeriod.get(row.period) ?? { period: row.period };
    entry[row.storefrontTitle] = measure === 'sales' ? Number(row.sales) : row.orders;
    byPeriod.set(row.period, entry);
  }
  const rows = [...byPeriod.values()].map((entry) => {
    for (const name of storefronts) entry[name] ??= 0;
    return entry;
  });
  return { storefronts, rows };
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" data-testid={`stat-${label.toLowerCase().replaceAll(' ', '-')}`}>
        {children}
      </Text>
    </Stack>
  );
}

export function DashboardTotals({ report }: { report: DashboardReport }) {
  const { totals } = report;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
      <Stat label="Orders">{formatCount(totals.orders)}</Stat>
      <Stat label="Sales">
        <Money amount={totals.sales} />
      </Stat>
      <Stat label="Average order value">
        <Money amount={totals.averageOrderValue} />
      </Stat>
      <Stat label="Cancelled orders">{formatCount(totals.cancelledOrders)}</Stat>
    </SimpleGrid>
  );
}

export function SalesOverTime({
  report,
  pending,
  error,
  interval,
}: {
  report: DashboardReport | undefined;
  pending: boolean;
  error: unknown;
  interval: ReactNode;
}) {
  const [measure, setMeasure] = useState<'sales' | 'orders'>('sales');
  const series = report?.salesOverTime ?? [];
  const { storefronts, rows } = chartRows(series, measure);
  const summary = report
    ? `${measure === 'sales' ? 'Sales' : 'Orders'} by ${report.range.interval} from ${report.range.from} to ${report.range.to}: ${formatCount(report.totals.orders)} orders, ${formatMoney(report.totals.sales)} in sales, over ${rows.length} ${report.range.interval}${rows.length === 1 ? '' : 's'}`
    : '';
  return (
    <ReportCard
      title="Sales and orders over time"
      description="Items sold (before tax, fees and shipping) of orders not cancelled, by storefront."
      pending={pending && !report}
      error={error}
      empty={series.length === 0}
      emptyText="No orders in this range."
    >
      <Group justify="space-between" mb="sm" wrap="wrap">
        <SegmentedControl
          aria-label="Measure"
          size="xs"
          value={measure}
          onChange={(value) => setMeasure(value as 'sales' | 'orders')}
          data={[
            { value: 'sales', label: 'Sales' },
            { value: 'orders', label: 'Orders' },
          ]}
        />
        {interval}
      </Group>
      <div role="img" aria-label={summary} data-testid="sales-chart" data-points={rows.length}>
        <BarChart
          h={280}
          data={rows}
          dataKey="period"
          type="stacked"
          withLegend={storefronts.length > 1}
          valueFormatter={(value) => (measure === 'sales' ? formatMoney(String(value)) : formatCount(value))}
          series={storefronts.map((name, i) => ({ name, color: SERIES_COLORS[i % SERIES_COLORS.length]! }))}
        />
      </div>
    </ReportCard>
  );
}

const STATUS_LABELS: Record<string, string> = {
  paid: 'Paid',
  submitted: 'Submitted',
  cancelled: 'Cancelled',
  'partially paid': 'Partially paid',
  shipped: 'Shipped',
};

export function OrdersByStatus({
  report,
  pending,
  error,
}: {
  report?: DashboardReport;
  pending: boolean;
  error: unknown;
}) {
  const rows = report?.ordersByStatus ?? [];
  const total = rows.reduce((n, r) => n + r.orders, 0);
  return (
    <ReportCard
      title="Orders by status"
      pending={pending && !report}
      error={error}
      empty={total === 0}
      emptyText="No orders in this range."
    >
      <div role="img" aria-label={rows.map((r) => `${STATUS_LABELS[r.status]}: ${r.orders}`).join(', ')}>
        <BarChart
          h={200}
          data={rows.map((r) => ({ status: STATUS_LABELS[r.status] ?? r.status, Orders: r.orders }))}
          dataKey="status"
          series={[{ name: 'Orders', color: 'blue.6' }]}
        />
      </div>
      <Table mt="sm" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Orders</Table.Th>
            <Table.Th ta="right">Order totals</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.status}>
              <Table.Td>{STATUS_LABELS[r.status] ?? r.status}</Table.Td>
              <Table.Td ta="right">{formatCount(r.orders)}</Table.Td>
              <Table.Td ta="right">
                <Money amount={r.total} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ReportCard>
  );
}

export function OffersFunnel({
  report,
  pending,
  error,
}: {
  report?: DashboardReport;
  pending: boolean;
  error: unknown;
}) {
  const funnel = report?.offersFunnel;
  const steps = funnel
    ? [
        { step: 'Made', Offers: funnel.made },
        { step: 'Countered', Offers: funnel.countered },
        { step: 'Accepted', Offers: funnel.accepted },
        { step: 'Bought', Offers: funnel.bought },
      ]
    : [];
  return (
    <ReportCard
      title="Offers funnel"
      description="Offer items made in this range, and how far they went."
      pending={pending && !report}
      error={error}
      empty={!funnel || funnel.made === 0}
      emptyText="No offers were made in this range."
    >
      <div role="img" aria-label={steps.map((s) => `${s.step}: ${s.Offers}`).join(', ')}>
        <BarChart h={200} data={steps} dataKey="step" series={[{ name: 'Offers', color: 'teal.6' }]} />
      </div>
    </ReportCard>
  );
}

export function TopProducts({
  report,
  pending,
  error,
}: {
  report?: DashboardReport;
  pending: boolean;
  error: unknown;
}) {
  const rows = report?.topProducts ?? [];
  return (
    <ReportCard
      title="Top products"
      description="By units sold in this range."
      pending={pending && !report}
      error={error}
      empty={rows.length === 0}
      emptyText="Nothing sold in this range."
    >
      <DataTable
        scrollAreaProps={SCROLLABLE_REGION}
        records={rows}
        idAccessor="productId"
        fz="sm"
        columns={[
          {
            accessor: 'title',
            title: 'Product',
            render: (r) => (
              <Stack gap={0}>
                <Text size="sm">{r.title}</Text>
                <Text size="xs" c="dimmed">
                  {r.oemName} {r.oemPartNumber}
                </Text>
              </Stack>
            ),
          },
          { accessor: 'units', title: 'Units', textAlign: 'right', render: (r) => formatCount(r.units) },
          {
            accessor: 'sales',
            title: 'Sales',
            textAlign: 'right',
            render: (r) => <Money amount={r.sales} />,
          },
        ]}
      />
    </ReportCard>
  );
}

export function SearchesWithoutResultsCard({
  report,
  pending,
  error,
  href,
}: {
  report?: DashboardReport;
  pending: boolean;
  error: unknown;
  href: string;
}) {
  const rows = report?.topSearchesWithoutResults ?? [];
  return (
    <ReportCard
      title="Top searches with no results"
      description="What buyers looked for on your storefronts and did not find: listings to add."
      pending={pending && !report}
      error={error}
      empty={rows.length === 0}
      emptyText="Every search in this range found something."
      action={
        <Anchor component={Link} to={href} size="sm" mt="sm" display="block">
          All searches without results
        </Anchor>
      }
    >
      <List spacing={4} listStyleType="none">
        {rows.map((r) => (
          <List.Item key={r.keyword}>
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Text size="sm">{r.keyword}</Text>
              <Text size="sm" fw={600}>
                {formatCount(r.searches)}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
    </ReportCard>
  );
}

export function LowStock({
  report,
  pending,
  error,
  href,
}: {
  report?: DashboardReport;
  pending: boolean;
  error: unknown;
  href: string;
}) {
  const rows = report?.lowStockListings ?? [];
  return (
    <ReportCard
      title="Low-stock listings"
      description="Listings with 5 or fewer units left, now."
      pending={pending && !report}
      error={error}
      empty={rows.length === 0}
      emptyText="No listing is running low."
      action={
        <Anchor component={Link} to={href} size="sm" mt="sm" display="block">
          Manage listings
        </Anchor>
      }
    >
      <List spacing={4} listStyleType="none">
        {rows.map((r) => (
          <List.Item key={r.listingId}>
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Text size="sm" lineClamp={1}>
                {r.title} ({r.condition})
              </Text>
              <Text size="sm" fw={600} c={r.numAvailable === 0 ? 'red.8' : undefined}>
                {r.numAvailable === 0 ? 'Sold out' : `${formatCount(r.numAvailable)} left`}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
    </ReportCard>
  );
}
