import {
  Anchor,
  Button,
  Container,
  EmptyState,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { BuyerOrderListQuery, OrderStatusValue } from '@patchbay/contract';
import { formatCount, formatMoney, ORDER_STATUSES, type OrderSortKey } from '@patchbay/domain';
import {
  ErrorState,
  formatDay,
  lastPageWhenPast,
  PastLastPage,
  PHONE_QUERY,
  SCROLLABLE_REGION,
  StatusBadge,
} from '@patchbay/ui';
import { IconReceipt } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { paths } from '@/config/paths';
import { failureMessage } from '@/lib/failure-message';
import { useStorefront } from '@/lib/storefront';
import { useOrders } from '../api/get-orders';
import {
  formatOrderFilters,
  type OrderListFilters,
  parseOrderFilters,
  toOrderListQuery,
  updateOrderFilters,
} from '../utils/order-list-query';

const statusData = [
  { value: '', label: 'All statuses' },
  ...ORDER_STATUSES.map((status) => ({
    value: status,
    label: status.charAt(0).toUpperCase() + status.slice(1),
  })),
];
const sortData: { value: OrderSortKey; label: string }[] = [
  { value: 'date', label: 'Date' },
  { value: 'quantity', label: 'Quantity' },
];
const directionLabels: Record<OrderSortKey, { desc: string; asc: string }> = {
  date: { desc: 'Newest first', asc: 'Oldest first' },
  quantity: { desc: 'Largest first', asc: 'Smallest first' },
};

export interface OrderListProps {
  scope: BuyerOrderListQuery['scope'];
  heading: string;
  description: ReactNode;
}

/**
 * A buyer's orders (/mypurchases: 'mine'; /orders: the whole organization's), newest first,
 * filtered by status and sorted by date or quantity (SPEC.md §9), a page at a time. The filters
 * live in the URL, so back and reload keep them.
 */
export function OrderList({ scope, heading, description }: OrderListProps) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const filters = parseOrderFilters(search);
  const orders = useOrders(toOrderListQuery(filters, scope));
  const current = useStorefront();
  const { data } = orders;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const lastPage = data ? lastPageWhenPast(data.page, data.pageSize, data.total) : null;
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  const setFilters = (change: Partial<OrderListFilters>) =>
    void navigate({ pathname, search: formatOrderFilters(updateOrderFilters(filters, change)) });

  let content: ReactNode;
  if (!data && orders.isError) {
    content = (
      <ErrorState
        title="Your orders could not be loaded"
        message={failureMessage(orders.error)}
        onRetry={() => void orders.refetch()}
      />
    );
  } else if (!data) {
    content = (
      <Stack gap="xs" aria-label="Loading orders" role="status">
        {Array.from({ length: 5 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <Skeleton key={index} height={44} />
        ))}
      </Stack>
    );
  } else if (lastPage !== null) {
    content = (
      <PastLastPage
        noun="orders"
        lastPage={lastPage}
        lastPageHref={`${pathname}${formatOrderFilters(updateOrderFilters(filters, { page: lastPage }))}`}
        onLastPage={() => setFilters({ page: lastPage })}
      />
    );
  } else if (data.items.length === 0) {
    content = (
      <EmptyState
        icon={<IconReceipt size={28} aria-hidden="true" />}
        withIndicatorBackground
        title={
          filters.status
            ? `No ${filters.status} orders.`
            : filters.storefront
              ? 'No orders on this storefront.'
              : 'No orders yet.'
        }
        description={
          filters.status || filters.storefront
            ? 'Try another status or storefront.'
            : 'Orders you place on any of our storefronts are listed here.'
        }
        py={48}
      >
        <EmptyState.Actions>
          {filters.status || filters.storefront ? (
            <Button onClick={() => setFilters({ status: null, storefront: null })}>Show all orders</Button>
          ) : (
            <ButtonLink to={paths.products.getHref()}>Browse products</ButtonLink>
          )}
        </EmptyState.Actions>
      </EmptyState>
    );
  } else if (phone) {
    // Phones: one card per order instead of a table to scroll sideways.
    content = (
      <Stack
        component="ul"
        aria-label={heading}
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none', opacity: orders.isPlaceholderData ? 0.55 : 1 }}
        data-testid="order-cards"
      >
        {data.items.map((order) => (
          <Paper component="li" key={order.id} withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={paths.orderDetails.getHref(order.id)} fw={600}>
                #{order.orderNumber}
              </Anchor>
              <StatusBadge status={order.status} size="sm" />
            </Group>
            <Text size="sm" c="gray.7">
              {formatDay(order.dateOrdered)} · {order.seller.name}
              {scope === 'organization' ? ` · ${order.buyer.name}` : ''}
            </Text>
            <Group justify="space-between" mt={4}>
              <Text size="sm">
                {formatCount(order.totalQuantity)} ({order.itemCount}{' '}
                {order.itemCount === 1 ? 'item' : 'items'})
              </Text>
              <Text size="sm" fw={600}>
                {formatMoney(order.orderTotal)}
                {order.requestedShippingQuote ? ' + shipping quote' : ''}
              </Text>
            </Group>
            <Text size="sm" ta="right">
              Balance due {formatMoney(order.balanceDue)}
            </Text>
          </Paper>
        ))}
      </Stack>
    );
  } else {
    content = (
      <Table.ScrollContainer
        minWidth={880}
        scrollAreaProps={SCROLLABLE_REGION}
        style={{ opacity: orders.isPlaceholderData ? 0.55 : 1 }}
      >
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={heading}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Order</Table.Th>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col">Storefront</Table.Th>
              <Table.Th scope="col">Seller</Table.Th>
              {scope === 'organization' && <Table.Th scope="col">Buyer</Table.Th>}
              <Table.Th scope="col" ta="right">
                Quantity
              </Table.Th>
              <Table.Th scope="col">Status</Table.Th>
              <Table.Th scope="col" ta="right">
                Total
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Balance due
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((order) => (
              <Table.Tr key={order.id}>
                <Table.Td>
                  {order.storefront.id === current.id || !order.storefront.origin ? (
                    <Anchor component={Link} to={paths.orderDetails.getHref(order.id)} fw={600}>
                      #{order.orderNumber}
                    </Anchor>
                  ) : (
                    // Its details open on the storefront it was placed on.
                    <Anchor
                      href={`${order.storefront.origin}${paths.orderDetails.getHref(order.id)}`}
                      fw={600}
                    >
                      #{order.orderNumber}
                    </Anchor>
                  )}
                </Table.Td>
                <Table.Td>{order.storefront.title}</Table.Td>
                <Table.Td>{formatDay(order.dateOrdered)}</Table.Td>
                <Table.Td>{order.seller.name}</Table.Td>
                {scope === 'organization' && <Table.Td>{order.buyer.name}</Table.Td>}
                <Table.Td ta="right">
                  {formatCount(order.totalQuantity)}
                  <Text span size="xs" c="gray.7">
                    {' '}
                    ({order.itemCount} {order.itemCount === 1 ? 'item' : 'items'})
                  </Text>
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={order.status} size="sm" />
                </Table.Td>
                <Table.Td ta="right">
                  {formatMoney(order.orderTotal)}
                  {order.requestedShippingQuote && (
                    <Text size="xs" c="gray.7">
                      + shipping quote
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{formatMoney(order.balanceDue)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{heading}</Title>
          <Text c="gray.7">{description}</Text>
        </div>
        <Group gap="md" align="flex-end" wrap="wrap">
          <Select
            label="Storefront"
            data={[
              { value: '', label: 'All storefronts' },
              ...(data?.storefronts ?? []).map((storefront) => ({
                value: storefront.id,
                label: storefront.title,
              })),
            ]}
            value={filters.storefront ?? ''}
            onChange={(value) => setFilters({ storefront: value || null })}
            allowDeselect={false}
            w={220}
          />
          <Select
            label="Status"
            data={statusData}
            value={filters.status ?? ''}
            onChange={(value) => setFilters({ status: (value || null) as OrderStatusValue | null })}
            allowDeselect={false}
            w={200}
          />
          <Select
            label="Sort by"
            data={sortData}
            value={filters.sort}
            onChange={(value) => value && setFilters({ sort: value as OrderSortKey })}
            allowDeselect={false}
            w={160}
          />
          <SegmentedControl
            aria-label="Order"
            data={[
              { value: 'desc', label: directionLabels[filters.sort].desc },
              { value: 'asc', label: directionLabels[filters.sort].asc },
            ]}
            value={filters.direction}
            onChange={(value) => setFilters({ direction: value === 'asc' ? 'asc' : 'desc' })}
          />
          {data && (
            <Text size="sm" c="gray.7" ml="auto" role="status">
              {formatCount(data.total)} {data.total === 1 ? 'order' : 'orders'}
            </Text>
          )}
        </Group>
        {content}
        {data && pageCount > 1 && (
          <Pagination
            total={pageCount}
            value={filters.page}
            onChange={(page) => setFilters({ page })}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          />
        )}
      </Stack>
    </Container>
  );
}
