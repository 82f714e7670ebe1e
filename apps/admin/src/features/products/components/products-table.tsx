import {
  Alert,
  Anchor,
  Button,
  Group,
  Image,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminProductRow } from '@patchbay/contract';
import { CONDITIONS } from '@patchbay/domain';
import { SCROLLABLE_REGION } from '@patchbay/ui';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { useProductOptions } from '../api/get-product';
import { exportHref, type ProductListQuery, useProducts } from '../api/get-products';
import { useBulkListings, usePatchListing } from '../api/save-product';

const PAGE_SIZES = [20, 50, 100];

/** The inline edit of one number of a row: saved on Enter or when the field is left. */
function InlineValue({
  label,
  value,
  onSave,
}: {
  label: string;
  value: string;
  onSave: (value: string) => Promise<unknown>;
}) {
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (draft.trim() === value) return;
    try {
      await onSave(draft.trim());
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Something went wrong. Please try again');
    }
  };
  return (
    <TextInput
      size="xs"
      w={110}
      aria-label={label}
      value={draft}
      error={error}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={() => void save()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') void save();
      }}
    />
  );
}

/**
 * /myproducts, /myinventory, /filteredlistofproduct: the organization's listings in one data table,
 * searched, filtered, sorted and paged on the server; rows selected for bulk actions; the filtered
 * set exported as CSV or XLSX.
 */
export function ProductsTable({
  editHref,
  historyHref,
}: {
  editHref: (id: string) => string;
  historyHref: (id: string) => string;
}) {
  // long-function: one component's markup in the order it shows; its rules live in utils and hooks.
  const [query, setQuery] = useState<ProductListQuery>({
    page: 1,
    pageSize: 20,
    sort: 'updatedAt',
    direction: 'desc',
  });
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<AdminProductRow[]>([]);
  const [priceMode, setPriceMode] = useState<'percent' | 'amount'>('percent');
  const [priceValue, setPriceValue] = useState('');
  const [stockValue, setStockValue] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const products = useProducts(query);
  const options = useProductOptions();
  const bulk = useBulkListings();
  const patch = usePatchListing();
  const set = (change: Partial<ProductListQuery>) => setQuery((q) => ({ ...q, page: 1, ...change }));

  const runBulk = async (change: Parameters<typeof bulk.mutateAsync>[0]['change'], done: string) => {
    try {
      const result = await bulk.mutateAsync({ listingIds: selected.map((r) => r.listingId), change });
      const failed = result.failed.length;
      notifications.show({
        color: failed ? 'yellow' : 'green',
        message: `${result.updated} ${done}${failed ? `; ${failed} not changed: ${result.failed[0]?.message}` : ''}`,
      });
      setSelected([]);
    } catch (e) {
      notifications.show({ color: 'red', message: e instanceof Error ? e.message : 'Something went wrong' });
    }
  };

  const categoryData = (options.data?.categories ?? []).flatMap((c) => [
    { value: c.id, label: c.name },
    ...c.subCategories.map((s) => ({ value: s.id, label: `${c.name} / ${s.name}` })),
  ]);
  const sortStatus: DataTableSortStatus<AdminProductRow> = {
    columnAccessor: query.sort ?? 'updatedAt',
    direction: query.direction ?? 'desc',
  };

  return (
    <Stack gap="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          set({ q: search.trim() || undefined });
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Search"
            placeholder="Name, OEM or part number"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={240}
          />
          <Button type="submit" variant="light">
            Search
          </Button>
          <Select
            label="Category"
            clearable
            data={categoryData}
            value={query.category ?? null}
            onChange={(value) => set({ category: value ?? undefined })}
            w={220}
          />
          <Select
            label="Condition"
            clearable
            data={[...CONDITIONS]}
            value={(query.condition as string[] | undefined)?.[0] ?? null}
            onChange={(value) =>
              set({ condition: value ? ([value] as ProductListQuery['condition']) : undefined })
            }
            w={150}
          />
          <Select
            label="Stock"
            clearable
            data={[
              { value: 'in', label: 'In stock' },
              { value: 'out', label: 'Out of stock' },
            ]}
            value={query.stock ?? null}
            onChange={(value) => set({ stock: (value as 'in' | 'out' | null) ?? undefined })}
            w={140}
          />
          <Select
            label="Marketplace"
            clearable
            data={[
              { value: 'marketplace', label: 'Shown' },
              { value: 'hidden', label: 'Hidden' },
            ]}
            value={query.visibility ?? null}
            onChange={(value) => set({ visibility: (value as 'marketplace' | 'hidden' | null) ?? undefined })}
            w={140}
          />
          <TextInput
            label="Min price"
            w={100}
            defaultValue={query.minPrice ?? ''}
            onBlur={(event) => set({ minPrice: event.currentTarget.value.trim() || undefined })}
          />
          <TextInput
            label="Max price"
            w={100}
            defaultValue={query.maxPrice ?? ''}
            onBlur={(event) => set({ maxPrice: event.currentTarget.value.trim() || undefined })}
          />
        </Group>
      </form>
      <Group gap="sm">
        <Anchor href={exportHref(query, 'csv')} download>
          Export CSV
        </Anchor>
        <Anchor href={exportHref(query, 'xlsx')} download>
          Export XLSX
        </Anchor>
      </Group>

      {selected.length > 0 ? (
        <Group gap="sm" align="flex-end" wrap="wrap" aria-label="Bulk actions" role="group">
          <Text fw={600}>{selected.length} selected</Text>
          <SegmentedControl
            aria-label="Change price by"
            value={priceMode}
            onChange={(value) => setPriceMode(value as 'percent' | 'amount')}
            data={[
              { value: 'percent', label: '%' },
              { value: 'amount', label: '$' },
            ]}
          />
          <TextInput
            label="Change price by"
            placeholder={priceMode === 'percent' ? '-10' : '-5.00'}
            value={priceValue}
            onChange={(event) => setPriceValue(event.currentTarget.value)}
            w={120}
          />
          <Button
            disabled={!priceValue.trim()}
            loading={bulk.isPending}
            onClick={() =>
              void runBulk({ action: 'price', mode: priceMode, value: priceValue.trim() }, 'prices changed')
            }
          >
            Apply price
          </Button>
          <TextInput
            label="Set stock"
            value={stockValue}
            onChange={(event) => setStockValue(event.currentTarget.value)}
            w={100}
          />
          <Button
            variant="light"
            disabled={!/^\d+$/.test(stockValue.trim())}
            onClick={() =>
              void runBulk({ action: 'stock', numAvailable: Number(stockValue.trim()) }, 'stock levels set')
            }
          >
            Apply stock
          </Button>
          <Button
            variant="default"
            onClick={() =>
              void runBulk({ action: 'visibility', marketplace: true }, 'shown on the marketplace')
            }
          >
            Show on marketplace
          </Button>
          <Button
            variant="default"
            onClick={() =>
              void runBulk({ action: 'visibility', marketplace: false }, 'hidden from the marketplace')
            }
          >
            Hide from marketplace
          </Button>
          <Button color="red" variant="light" onClick={() => setConfirmDelete(true)}>
            Delete
          </Button>
        </Group>
      ) : null}

      <Modal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title="Delete the selected listings?"
      >
        <Stack>
          <Text>
            {selected.length} listing{selected.length === 1 ? '' : 's'} will leave every storefront. Orders
            keep their items.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDelete(false)}>
              Cancel
            </Button>
            <Button
              color="red"
              onClick={async () => {
                setConfirmDelete(false);
                await runBulk({ action: 'delete' }, 'removed');
              }}
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>

      {products.isError ? (
        <Alert color="red" title="The products could not be loaded">
          {products.error.message}{' '}
          <Anchor component="button" onClick={() => void products.refetch()}>
            Try again
          </Anchor>
        </Alert>
      ) : null}

      <DataTable<AdminProductRow>
        scrollAreaProps={SCROLLABLE_REGION}
        aria-label="Products"
        withTableBorder
        striped
        minHeight={200}
        idAccessor="listingId"
        fetching={products.isFetching}
        records={products.data?.items ?? []}
        totalRecords={products.data?.total ?? 0}
        recordsPerPage={query.pageSize ?? 20}
        page={query.page ?? 1}
        onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
        recordsPerPageOptions={PAGE_SIZES}
        onRecordsPerPageChange={(pageSize) => set({ pageSize })}
        sortStatus={sortStatus}
        onSortStatusChange={(status) =>
          set({ sort: status.columnAccessor as ProductListQuery['sort'], direction: status.direction })
        }
        selectedRecords={selected}
        onSelectedRecordsChange={setSelected}
        noRecordsText={
          query.q || query.category || query.stock ? 'No products match these filters' : 'No products yet'
        }
        columns={[
          {
            accessor: 'imageUrl',
            title: '',
            width: 56,
            render: (row) =>
              row.imageUrl ? <Image src={row.imageUrl} alt="" w={40} h={40} fit="contain" /> : null,
          },
          {
            accessor: 'name',
            title: 'Product',
            sortable: true,
            render: (row) => (
              <Stack gap={0}>
                <Anchor component={Link} to={editHref(row.productId)} fw={600}>
                  {row.displayName}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {row.oemName} {row.oemPartNumber}
                  {row.sellerPartNumber ? ` · ${row.sellerPartNumber}` : ''}
                </Text>
              </Stack>
            ),
          },
          {
            accessor: 'oemPartNumber',
            title: 'Part number',
            sortable: true,
            visibleMediaQuery: '(min-width: 900px)',
          },
          {
            accessor: 'category',
            title: 'Category',
            sortable: true,
            visibleMediaQuery: '(min-width: 900px)',
            render: (row) => [row.categoryName, row.subCategoryName].filter(Boolean).join(' / '),
          },
          { accessor: 'condition', title: 'Condition', sortable: true },
          {
            accessor: 'price',
            title: 'Price',
            sortable: true,
            render: (row) => (
              <InlineValue
                key={row.price}
                label={`Price of ${row.displayName}`}
                value={row.price}
                onSave={(price) => patch.mutateAsync({ id: row.listingId, body: { price } })}
              />
            ),
          },
          {
            accessor: 'numAvailable',
            title: 'Stock',
            sortable: true,
            render: (row) => (
              <InlineValue
                key={row.numAvailable}
                label={`Stock of ${row.displayName}`}
                value={String(row.numAvailable)}
                onSave={(value) =>
                  patch.mutateAsync({ id: row.listingId, body: { numAvailable: Number(value) } })
                }
              />
            ),
          },
          {
            accessor: 'excludeFromCollectorPortal',
            title: 'Marketplace',
            visibleMediaQuery: '(min-width: 900px)',
            render: (row) => (row.excludeFromCollectorPortal ? 'Hidden' : 'Shown'),
          },
          {
            accessor: 'history',
            title: '',
            render: (row) => (
              <Anchor component={Link} to={historyHref(row.productId)} size="sm">
                History
              </Anchor>
            ),
          },
        ]}
      />
    </Stack>
  );
}
