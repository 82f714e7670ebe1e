import { Button, Checkbox, Group, NativeSelect, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { OrderSummary } from '@patchbay/contract';
import { ORDER_STATUSES } from '@patchbay/domain';
import { type DataTableSortStatus, ErrorState, lastPageWhenPast, PastLastPage } from '@patchbay/ui';
import { IconFileSpreadsheet, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { errorMessage } from '@/lib/api-error';
import { backState } from '@/lib/back-target';
import { pageCount, rangeLabel } from '@/lib/pagination';
import { type OrderScope, useOrders } from '../api/get-orders';
import { useOrderListParams } from '../hooks/use-order-list-params';
import { orderStatusLabel } from '../utils/order-display';
import {
  formatOrderListParams,
  ORDER_PAGE_SIZE,
  ORDER_SORT_OPTIONS,
  ordersCsvHref,
  parseSortValue,
  sortColumnOf,
  sortOfColumn,
  sortValue,
} from '../utils/order-list-params';
import { OrdersTable } from './orders-table';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: orderStatusLabel(status) })),
];

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/** The list behind /allorder and /mysales: search, status filter, sort, the table and the pager. */
export function OrderList({
  scope,
  title,
  getOrderHref,
}: {
  scope: OrderScope;
  /** The list's name, for the detail's back link ('My sales'). */
  title: string;
  getOrderHref: (id: string) => string;
}) {
  // long-function: one component's markup in the order it shows; its rules live in utils and hooks.
  const { pathname, search: locationSearch } = useLocation();
  const { params, setParams } = useOrderListParams();
  const orders = useOrders(scope, params);
  const [search, setSearch] = useState(params.q);
  const commitSearch = useDebouncedCallback((q: string) => setParams({ q: q.trim() }), 300);
  // Back and forward (or a link) change the URL's q: the box follows it.
  useEffect(() => setSearch(params.q), [params.q]);

  const filtered = params.status !== '' || params.q !== '' || params.awaitingShippingQuote;
  const lastPage = orders.data
    ? lastPageWhenPast(orders.data.page, orders.data.pageSize, orders.data.total)
    : null;
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <TextInput
          label="Search"
          placeholder="Order number, buyer, email or company"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            commitSearch(event.currentTarget.value);
          }}
          w={{ base: '100%', sm: 340 }}
          type="search"
          maxLength={100}
        />
        <NativeSelect
          label="Status"
          data={STATUS_OPTIONS}
          value={params.status}
          onChange={({ currentTarget: { value } }) =>
            setParams({
              status: STATUS_OPTIONS.some((option) => option.value === value)
                ? (value as typeof params.status)
                : '',
            })
          }
          w={{ base: '100%', xs: 200 }}
        />
        <NativeSelect
          label="Sort by"
          data={ORDER_SORT_OPTIONS.map((option) => ({ ...option }))}
          value={sortValue(params)}
          onChange={({ currentTarget: { value } }) => {
            const sort = parseSortValue(value);
            if (sort) setParams(sort);
          }}
          w={{ base: '100%', xs: 220 }}
        />
        <Checkbox
          label="Awaiting a shipping quote"
          checked={params.awaitingShippingQuote}
          onChange={(event) => setParams({ awaitingShippingQuote: event.currentTarget.checked })}
          mb={8}
        />
        {/* The filtered set, every page of it: what the list shows, as a spreadsheet. */}
        <Button
          component="a"
          href={ordersCsvHref(scope, params)}
          download
          variant="default"
          ml="auto"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />}
        >
          Export CSV
        </Button>
      </Group>

      {orders.isPending ? (
        <PageLoader />
      ) : orders.isError ? (
        <ErrorState
          title="The orders could not be loaded"
          message={errorMessage(orders.error)}
          onRetry={() => void orders.refetch()}
        />
      ) : (
        <Stack gap="sm">
          {lastPage !== null ? (
            <PastLastPage
              noun="orders"
              lastPage={lastPage}
              lastPageHref={`${pathname}${formatOrderListParams({ ...params, page: lastPage })}`}
              onLastPage={() => setParams({ page: lastPage })}
            />
          ) : (
            <OrdersTable
              orders={orders.data.items}
              showSeller={scope === 'all'}
              getOrderHref={getOrderHref}
              linkState={backState(`${pathname}${locationSearch}`, title)}
              emptyText={filtered ? 'No orders match these filters.' : 'No orders yet.'}
              sortStatus={sortColumnOf(params) as DataTableSortStatus<OrderSummary>}
              onSortStatusChange={(status) => {
                const sort = sortOfColumn({
                  columnAccessor: String(status.columnAccessor),
                  direction: status.direction,
                });
                if (sort) setParams(sort);
              }}
            />
          )}
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              {orders.data.total === 0
                ? null
                : rangeLabel(orders.data.page, orders.data.pageSize, orders.data.total, 'order')}
            </Text>
            {orders.data.total > ORDER_PAGE_SIZE ? (
              <Pagination
                total={pageCount(orders.data.total, orders.data.pageSize)}
                value={params.page}
                onChange={(page) => setParams({ page })}
                getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
                getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
              />
            ) : null}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
