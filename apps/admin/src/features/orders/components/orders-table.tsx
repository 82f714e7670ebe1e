import { Anchor, Stack, Text } from '@mantine/core';
import type { OrderSummary } from '@patchbay/contract';
import {
  DataTable,
  type DataTableColumn,
  type DataTableSortStatus,
  formatDay,
  Money,
  StatusBadge,
} from '@patchbay/ui';
import 'mantine-datatable/styles.css';
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
  sortStatus,
  onSortStatusChange,
}: {
  orders: OrderSummary[];
  /** The operator's list holds every seller's orders. */
  showSeller: boolean;
  getOrderHref: (id: string) => string;
  /** Router state the detail reads to link back to this list, filters included. */
  linkState?: unknown;
  emptyText: string;
  /** Column sorting: the date and the quantity columns (SPEC.md §9's order sorts). */
  sortStatus?: DataTableSortStatus<OrderSummary>;
  onSortStatusChange?: (status: DataTableSortStatus<OrderSummary>) => void;
}) {
  const navigate = useNavigate();
  const columns: DataTableColumn<OrderSummary>[] = [
    {
      accessor: 'orderNumber',
      title: 'Order',
      render: (order) => (
        <Anchor component={Link} to={getOrderHref(order.id)} state={linkState} fw={600}>
          #{order.orderNumber}
        </Anchor>
      ),
    },
    {
      accessor: 'dateOrdered',
      title: 'Date',
      sortable: true,
      cellsClassName: classes.nowrap,
      render: (o) => formatDay(o.dateOrdered),
    },
    { accessor: 'buyer', title: 'Buyer', render: (order) => <TwoLines {...buyerLabel(order.buyer)} /> },
    {
      accessor: 'storefront',
      title: showSeller ? 'Seller / storefront' : 'Storefront',
      render: (order) =>
        showSeller ? (
          <TwoLines primary={order.seller.name} secondary={order.storefront.title} testId="order-seller" />
        ) : (
          <Text size="sm">{order.storefront.title}</Text>
        ),
    },
    {
      accessor: 'itemCount',
      title: 'Items / qty',
      sortable: true,
      textAlign: 'right',
      titleClassName: classes.nowrap,
      render: (order) => `${order.itemCount} / ${order.totalQuantity}`,
    },
    {
      accessor: 'orderTotal',
      title: 'Total',
      textAlign: 'right',
      cellsClassName: classes.nowrap,
      render: (order) => (
        <Stack gap={0} align="flex-end">
          <Money amount={order.orderTotal} />
          <Text size="xs" c="dimmed">
            {paymentMethodLabel(order.paymentMethod)}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'amountPaid',
      title: 'Paid',
      textAlign: 'right',
      cellsClassName: classes.nowrap,
      render: (order) => <Money amount={order.amountPaid} />,
    },
    {
      accessor: 'balanceDue',
      title: 'Balance',
      textAlign: 'right',
      cellsClassName: classes.nowrap,
      // A cancelled order's unpaid rest is not owed: shown, but greyed.
      render: (order) =>
        order.status === 'cancelled' ? (
          <Text size="sm" c="dimmed" span>
            <Money amount={order.balanceDue} />
          </Text>
        ) : (
          <Text size="sm" fw={500} span>
            <Money amount={order.balanceDue} />
          </Text>
        ),
    },
    {
      accessor: 'status',
      title: 'Status',
      cellsClassName: classes.nowrap,
      render: (order) => <StatusBadge status={order.status} className={classes.badge} />,
    },
  ];
  return (
    <DataTable<OrderSummary>
      label="Orders"
      records={orders}
      columns={columns}
      emptyText={emptyText}
      minWidth={960}
      {...(sortStatus && onSortStatusChange ? { sortStatus, onSortStatusChange } : {})}
      rowClassName={classes.row}
      rowAttributes={() => ({ 'data-testid': 'order-row' })}
      onRowClick={(order, event) => {
        // The link itself (and text being selected) keep their own behaviour.
        if ((event.target as HTMLElement).closest('a')) return;
        if (window.getSelection()?.toString()) return;
        void navigate(getOrderHref(order.id), { state: linkState });
      }}
    />
  );
}

function TwoLines({ primary, secondary, testId }: { primary: string; secondary: string; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500} data-testid={testId}>
        {primary}
      </Text>
      <Text size="xs" c="dimmed">
        {secondary}
      </Text>
    </Stack>
  );
}
