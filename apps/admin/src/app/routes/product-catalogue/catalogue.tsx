import 'mantine-datatable/styles.css';
import { Anchor, Badge, Button, Group, Stack, TextInput } from '@mantine/core';
import { Money, SCROLLABLE_REGION } from '@patchbay/ui';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  type CatalogueEntry,
  useCatalogueSearch,
  useCatalogueSelections,
} from '@/features/product-catalogue/api/product-catalogue';
import { ReportCard } from '@/features/reports/components/report-card';
import { ReportHeader } from '@/features/reports/components/report-header';
import { useUser } from '@/lib/auth';

const PAGE_SIZE = 20;
const entryHref = (id: string) => `/viewproductcatalogue/${encodeURIComponent(id)}`;

function EntryLink({ entry }: { entry: Pick<CatalogueEntry, 'id' | 'title'> }) {
  return (
    <Anchor component={Link} to={entryHref(entry.id)} size="sm">
      {entry.title}
    </Anchor>
  );
}

/** /productcatalogue: the reference catalogue, searched by brand + MPN (lower-case) and title words. */
export function ProductCatalogueRoute() {
  // long-function: one component's markup in the order it shows.
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const query = {
    brand: params.get('brand') || undefined,
    mpn: params.get('mpn') || undefined,
    q: params.get('q') || undefined,
    page: Number(params.get('page') ?? 1) || 1,
    pageSize: PAGE_SIZE,
  };
  const [draft, setDraft] = useState({ brand: query.brand ?? '', mpn: query.mpn ?? '', q: query.q ?? '' });
  const search = useCatalogueSearch(query);
  const rows = search.data?.items ?? [];
  return (
    <Stack gap="lg">
      <ReportHeader title="Product catalogue">
        The manufacturers' reference data: search by brand and part number (MPN), open a product and add it to
        your catalogue with its data filled in.
      </ReportHeader>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const next = new URLSearchParams();
          for (const [k, v] of Object.entries(draft)) if (v.trim()) next.set(k, v.trim());
          setParams(next);
        }}
      >
        <Group align="end">
          <TextInput
            label="Brand"
            value={draft.brand}
            onChange={(e) => setDraft({ ...draft, brand: e.currentTarget.value })}
          />
          <TextInput
            label="MPN"
            value={draft.mpn}
            onChange={(e) => setDraft({ ...draft, mpn: e.currentTarget.value })}
          />
          <TextInput
            label="Title"
            value={draft.q}
            onChange={(e) => setDraft({ ...draft, q: e.currentTarget.value })}
          />
          <Button type="submit">Search</Button>
          {user.permissions.includes('productCatalogue.manage') ? (
            <Button component={Link} to="/addproductcatalogue" variant="light">
              Add reference data
            </Button>
          ) : null}
        </Group>
      </form>
      <ReportCard
        title="Reference products"
        pending={search.isPending}
        error={search.isError ? search.error : null}
        empty={rows.length === 0}
        emptyText="No reference product matches this search."
      >
        <DataTable
          scrollAreaProps={SCROLLABLE_REGION}
          records={rows}
          fz="sm"
          withTableBorder={false}
          totalRecords={search.data?.total ?? 0}
          recordsPerPage={PAGE_SIZE}
          page={query.page}
          onPageChange={(page) => {
            const next = new URLSearchParams(params);
            next.set('page', String(page));
            setParams(next);
          }}
          columns={[
            { accessor: 'brand', title: 'Brand' },
            { accessor: 'mpn', title: 'MPN' },
            { accessor: 'title', title: 'Title', render: (e) => <EntryLink entry={e} /> },
            { accessor: 'categoryName', title: 'Category', render: (e) => e.categoryName ?? '' },
            {
              accessor: 'listPrice',
              title: 'List price',
              textAlign: 'right',
              render: (e) => (e.listPrice ? <Money amount={e.listPrice} /> : ''),
            },
            {
              accessor: 'selected',
              title: 'Yours',
              render: (e) =>
                e.productId ? (
                  <Badge color="teal">In your catalogue</Badge>
                ) : e.selected ? (
                  <Badge variant="light">Selected</Badge>
                ) : null,
            },
          ]}
        />
      </ReportCard>
    </Stack>
  );
}

/** /myproductcatalogue (added) and /myproductuserselecteddata (everything selected). */
function SelectionsScreen({ added }: { added: boolean }) {
  const [page, setPage] = useState(1);
  const selections = useCatalogueSelections({
    ...(added ? { added: 'true' } : {}),
    page,
    pageSize: PAGE_SIZE,
  });
  const rows = selections.data?.items ?? [];
  return (
    <Stack gap="lg">
      <ReportHeader title={added ? 'My product catalogue' : 'Selected product data'}>
        {added
          ? 'The products you added from the reference catalogue.'
          : 'The reference data you selected; open one to add it to your catalogue.'}
      </ReportHeader>
      <ReportCard
        title={added ? 'Added products' : 'Selected reference data'}
        pending={selections.isPending}
        error={selections.isError ? selections.error : null}
        empty={rows.length === 0}
        emptyText={
          added
            ? 'You have not added a product from the reference catalogue yet.'
            : 'You have not selected any reference data yet.'
        }
        action={
          <Anchor component={Link} to="/productcatalogue" size="sm" mt="sm">
            Search the product catalogue
          </Anchor>
        }
      >
        <DataTable
          scrollAreaProps={SCROLLABLE_REGION}
          records={rows}
          fz="sm"
          withTableBorder={false}
          totalRecords={selections.data?.total ?? 0}
          recordsPerPage={PAGE_SIZE}
          page={page}
          onPageChange={setPage}
          columns={[
            { accessor: 'entry.brand', title: 'Brand' },
            { accessor: 'entry.mpn', title: 'MPN' },
            { accessor: 'entry.title', title: 'Reference', render: (s) => <EntryLink entry={s.entry} /> },
            {
              accessor: 'product',
              title: 'Your product',
              render: (s) =>
                s.product ? (
                  <Anchor component={Link} to={`/product/edit/${encodeURIComponent(s.product.id)}`} size="sm">
                    {s.product.name}
                  </Anchor>
                ) : (
                  'Not added'
                ),
            },
            {
              accessor: 'product.price',
              title: 'Price',
              textAlign: 'right',
              render: (s) => (s.product?.price ? <Money amount={s.product.price} /> : ''),
            },
            {
              accessor: 'selectedAt',
              title: added ? 'Added' : 'Selected',
              render: (s) => new Date(s.addedAt ?? s.selectedAt).toLocaleDateString(),
            },
          ]}
        />
      </ReportCard>
    </Stack>
  );
}

export function MyProductCatalogueRoute() {
  return <SelectionsScreen added />;
}

export function SelectedProductDataRoute() {
  return <SelectionsScreen added={false} />;
}
