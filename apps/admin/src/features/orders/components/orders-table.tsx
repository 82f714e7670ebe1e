import { Anchor, Stack, Table, Text } from '@mantine/core';
import type { OrderSummary } from '@patchbay/contract';
import { formatDay, Money, StatusBadge } from '@patchbay/ui';
import { Link, useNavigate } from 'react-router';
import { buyerLabel, paymentMethodLabel } from '../utils/order-display';
import classes from './orders-table.module.css';

/**
 * /allorder and /mysales: one row per order. The order number is the link (keyboard and screen
 * readers); a click anywhere else on the row opens the same detail.
 */
export function OrdersTable({
  orders,
  showSeller,
  getOrderHref,
  linkState,
  emptyText,
}: {
  orders: OrderSummary[];
  /** The operator's list holds every seller's orders. */
  showSeller: boolean;
  getOrderHref: (id: string) => string;
  /** Router state the detail reads to link back to this list, filters included. */
  linkState?: unknown;
  emptyText: string;
}) {
  // long-function: one component's markup in the order it shows; its rules live in utils and hooks.
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Orders" className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Order</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Buyer</Table.Th>
            <Table.Th>{showSeller ? 'Seller / storefront' : 'Storefront'}</Table.Th>
            <Table.Th ta="right" className={classes.nowrap}>
              Items / qty
            </Table.Th>
            <Table.Th ta="right" className={classes.nowrap}>
              Total
            </Table.Th>
            <Table.Th ta="right" className={classes.nowrap}>
              Paid
            </Table.Th>
            <Table.Th ta="right" className={classes.nowrap}>
              Balance
            </Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => {
            const href = getOrderHref(order.id);
            const buyer = buyerLabel(order.buyer);
            return (
              <Table.Tr
                key={order.id}
                className={classes.row}
                data-testid="order-row"
                onClick={(event) => {
                  // The link itself (and text being selected) keep their own behaviour.
                  if ((event.target as HTMLElement).closest('a')) return;
                  if (window.getSelection()?.toString()) return;
                  void navigate(href, { state: linkState });
                }}
              >
                <Table.Td>
                  <Anchor component={Link} to={href} state={linkState} fw={600}>
                    #{order.orderNumber}
                  </Anchor>
                </Table.Td>
                <Table.Td className={classes.nowrap}>{formatDay(order.dateOrdered)}</Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm" fw={500}>
                      {buyer.primary}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {buyer.secondary}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  {showSeller ? (
                    <Stack gap={0}>
                      <Text size="sm" data-testid="order-seller">
                        {order.seller.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {order.storefront.title}
                      </Text>
                    </Stack>
                  ) : (
                    <Text size="sm">{order.storefront.title}</Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  {order.itemCount} / {order.totalQuantity}
                </Table.Td>
                <Table.Td ta="right" className={classes.nowrap}>
                  <Stack gap={0} align="flex-end">
                    <Money amount={order.orderTotal} />
                    <Text size="xs" c="dimmed">
                      {paymentMethodLabel(order.paymentMethod)}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td ta="right" className={classes.nowrap}>
                  <Money amount={order.amountPaid} />
                </Table.Td>
                {/* A cancelled order's unpaid rest is not owed: shown, but greyed. */}
                <Table.Td
                  className={classes.nowrap}
                  ta="right"
                  fw={order.status === 'cancelled' ? 400 : 500}
                  c={order.status === 'cancelled' ? 'dimmed' : undefined}
                >
                  <Money amount={order.balanceDue} />
                </Table.Td>
                <Table.Td className={classes.nowrap}>
                  <StatusBadge status={order.status} className={classes.badge} />
                </Table.Td>
              </Table.Tr>
            );
          })}
          {orders.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={9}>
                <Text c="dimmed" ta="center" py="md">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
