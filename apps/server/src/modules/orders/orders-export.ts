import type { AdminOrderListQuery, OrderSummary, SessionUser } from '@patchbay/contract';
import { csvLine, formatDate } from '@patchbay/domain';
import type { AppContext } from '../../context';
import { listSellerOrders } from './orders.service';

/** At most this many orders in one export: the list's filters narrow a larger set. */
export const ORDER_EXPORT_LIMIT = 10_000;

const HEADER = [
  'Order',
  'Date',
  'Status',
  'Buyer',
  'Buyer email',
  'Buyer company',
  'Storefront',
  'Seller',
  'Items',
  'Quantity',
  'Payment',
  'Total',
  'Paid',
  'Balance due',
];

function orderLine(order: OrderSummary): string {
  return csvLine([
    order.orderNumber,
    formatDate(order.dateOrdered, 'MM/DD/YYYY'),
    order.status,
    order.buyer.name,
    order.buyer.email,
    order.buyer.organizationName,
    order.storefront.title,
    order.seller.name,
    order.itemCount,
    order.totalQuantity,
    order.paymentMethod,
    order.orderTotal,
    order.amountPaid,
    order.balanceDue,
  ]);
}

/**
 * GET /api/admin/orders.csv: the orders the list shows with the same filters, search and sort (every
 * page of them, up to ORDER_EXPORT_LIMIT), one line each; the same permission and scope as the list.
 */
export async function exportSellerOrdersCsv(
  ctx: AppContext,
  input: { actor: SessionUser; query: AdminOrderListQuery },
): Promise<string> {
  const list = await listSellerOrders(ctx, {
    actor: input.actor,
    query: { ...input.query, page: 1, pageSize: ORDER_EXPORT_LIMIT },
  });
  return `${[csvLine(HEADER), ...list.items.map(orderLine)].join('\r\n')}\r\n`;
}
