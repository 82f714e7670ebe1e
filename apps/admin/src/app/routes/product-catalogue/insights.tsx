import 'mantine-datatable/styles.css';
import { Alert, Anchor, Badge, Button, Card, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { InsightBadge } from '@patchbay/domain';
import { Money, SCROLLABLE_REGION } from '@patchbay/ui';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  useApplyInsights,
  useProductInsightList,
  useProductInsightLookup,
} from '@/features/product-catalogue/api/product-catalogue';
import { ReportCard } from '@/features/reports/components/report-card';
import { ReportHeader } from '@/features/reports/components/report-header';
import { errorMessage } from '@/lib/api-error';

const PAGE_SIZE = 20;
const BADGE_COLOR: Record<InsightBadge, string> = {
  Recommended: 'teal',
  'Potential Match': 'blue',
  Caution: 'orange',
  Original: 'grape',
};
const toolHref = (productId: string) => `/productinsighttool?${new URLSearchParams({ product: productId })}`;
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** /productinsights (ProductInsights): the organization's products with their insight flags. */
export function ProductInsightsRoute() {
  // long-function: one component's markup in the order it shows.
  const [q, setQ] = useState('');
  const [search, setSearch] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const list = useProductInsightList({ ...(search ? { q: search } : {}), page, pageSize: PAGE_SIZE });
  const rows = list.data?.items ?? [];
  return (
    <Stack gap="lg">
      <ReportHeader title="Product insights">
        Your products against the manufacturers' reference data and two retail sites: open one to see the
        matches, their badges and a suggested price.
      </ReportHeader>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setSearch(q.trim() || undefined);
        }}
      >
        <Group align="end">
          <TextInput
            label="Product, brand or part number"
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
          />
          <Button type="submit">Search</Button>
        </Group>
      </form>
      <ReportCard
        title="Products"
        pending={list.isPending}
        error={list.isError ? list.error : null}
        empty={rows.length === 0}
        emptyText="No products."
      >
        <DataTable
          scrollAreaProps={SCROLLABLE_REGION}
          records={rows}
          idAccessor="listingId"
          fz="sm"
          withTableBorder={false}
          totalRecords={list.data?.total ?? 0}
          recordsPerPage={PAGE_SIZE}
          page={page}
          onPageChange={setPage}
          columns={[
            {
              accessor: 'name',
              title: 'Product',
              render: (r) => (
                <Anchor component={Link} to={toolHref(r.productId)} size="sm">
                  {r.name}
                </Anchor>
              ),
            },
            { accessor: 'oemName', title: 'Brand' },
            { accessor: 'oemPartNumber', title: 'MPN' },
            {
              accessor: 'price',
              title: 'Price',
              textAlign: 'right',
              render: (r) => <Money amount={r.price} />,
            },
            { accessor: 'hasReference', title: 'Reference data', render: (r) => yesNo(r.hasReference) },
            {
              accessor: 'isProductInsightDataExist',
              title: 'Insight data',
              render: (r) => yesNo(r.isProductInsightDataExist),
            },
            {
              accessor: 'productInsightDataUsedDate',
              title: 'Used',
              render: (r) =>
                r.productInsightDataUsedDate
                  ? new Date(r.productInsightDataUsedDate).toLocaleDateString()
                  : 'No',
            },
          ]}
        />
      </ReportCard>
    </Stack>
  );
}

/** /productinsighttool (ProductInsightTool): one product's matches, badges and suggested price. */
export function ProductInsightToolRoute() {
  // long-function: one component's markup in the order it shows.
  const [params] = useSearchParams();
  const productId = params.get('product');
  const lookup = useProductInsightLookup(productId);
  const apply = useApplyInsights();
  if (!productId) {
    return (
      <Stack>
        <ReportHeader title="Product insight tool">
          Pick a product on the product insights screen.
        </ReportHeader>
        <Anchor component={Link} to="/productinsights">
          Product insights
        </Anchor>
      </Stack>
    );
  }
  if (lookup.isPending) return <Loader aria-label="Looking the product up" />;
  if (lookup.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(lookup.error)}
      </Alert>
    );
  const r = lookup.data;
  const use = (body: { price?: boolean; referenceData?: boolean }) =>
    apply.mutate(
      { id: productId, body: { price: false, referenceData: false, ...body } },
      { onSuccess: (result) => notifications.show({ color: 'green', message: result.message }) },
    );
  return (
    <Stack gap="lg">
      <ReportHeader title="Product insight tool">
        {r.product.name} · {r.product.oemName} {r.product.oemPartNumber} · your price{' '}
        <Money amount={r.product.price} />
      </ReportHeader>
      {r.unavailableSources.length > 0 ? (
        <Alert color="yellow" role="status">
          Not available now: {r.unavailableSources.join(', ')}. The other matches are shown.
        </Alert>
      ) : null}
      <Card withBorder component="section" aria-label="Suggested price">
        {r.suggestedPrice ? (
          <Stack gap={4}>
            <Text fw={600}>
              Suggested price: <Money amount={r.suggestedPrice.price} />
            </Text>
            <Text size="sm" c="dimmed">
              {r.suggestedPrice.reason}
            </Text>
          </Stack>
        ) : (
          <Text c="dimmed">No suggested price: no Recommended or Potential Match with a price.</Text>
        )}
        <Group mt="sm">
          <Button disabled={!r.suggestedPrice} loading={apply.isPending} onClick={() => use({ price: true })}>
            Use the suggested price
          </Button>
          <Button
            variant="light"
            disabled={!r.reference}
            loading={apply.isPending}
            onClick={() => use({ referenceData: true })}
          >
            Use the reference data
          </Button>
          <Button variant="default" onClick={() => lookup.refetch()} loading={lookup.isFetching}>
            Look up again
          </Button>
        </Group>
        {apply.isError ? (
          <Alert color="red" role="alert" mt="sm">
            {errorMessage(apply.error)}
          </Alert>
        ) : null}
        {r.product.productInsightDataUsedDate ? (
          <Text size="sm" mt="sm">
            Insight data used on {new Date(r.product.productInsightDataUsedDate).toLocaleString()}.
          </Text>
        ) : null}
      </Card>
      <ReportCard
        title="Matches"
        description="Badges: Original is the manufacturer's data; Recommended has the same part number and a similar title; Potential Match one of the two; Caution neither, or a price under half or over twice yours."
        pending={false}
        error={null}
        empty={r.matches.length === 0}
        emptyText="No reference data or retail offers were found for this brand and part number."
      >
        <DataTable
          scrollAreaProps={SCROLLABLE_REGION}
          records={r.matches.map((m, i) => ({ ...m, key: `${m.source}-${i}` }))}
          idAccessor="key"
          fz="sm"
          withTableBorder={false}
          columns={[
            {
              accessor: 'badge',
              title: 'Badge',
              render: (m) => <Badge color={BADGE_COLOR[m.badge]}>{m.badge}</Badge>,
            },
            { accessor: 'sourceName', title: 'Source' },
            {
              accessor: 'title',
              title: 'Title',
              render: (m) =>
                m.url ? (
                  <Anchor href={m.url} target="_blank" rel="noopener noreferrer sponsored" size="sm">
                    {m.title}
                  </Anchor>
                ) : (
                  m.title
                ),
            },
            {
              accessor: 'price',
              title: 'Price',
              textAlign: 'right',
              render: (m) => (m.price ? <Money amount={m.price} /> : ''),
            },
            { accessor: 'titleSimilarity', title: 'Title similarity', textAlign: 'right' },
            { accessor: 'reason', title: 'Why' },
          ]}
        />
      </ReportCard>
    </Stack>
  );
}
