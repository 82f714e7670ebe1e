/**
 * Which order status changes and seller actions are allowed (docs/orders.md). SPEC.md §4 names
 * the statuses and leaves the transitions open; these are ours.
 */
import type { OrderStatus, PaymentType } from './constants';
import { compareMoney } from './money';

/**
 * Status changes that may happen, from → to:
 * - submitted → partially paid | paid (payments), shipped (PayLater only), cancelled;
 * - partially paid → paid (payments), shipped (PayLater only), cancelled;
 * - paid → shipped | cancelled;
 * - shipped and cancelled are final.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  submitted: ['partially paid', 'paid', 'shipped', 'cancelled'],
  'partially paid': ['paid', 'shipped', 'cancelled'],
  paid: ['shipped', 'cancelled'],
  shipped: [],
  cancelled: [],
};

export interface OrderState {
  status: OrderStatus;
  paymentMethod: PaymentType | null;
  /** The order waits for the seller's shipping quote (shipping not priced yet). */
  awaitingShippingQuote: boolean;
  /** Total − paid, 2 decimals. */
  balanceDue: string;
}

/**
 * Whether an order may move from its status to `to`. Shipping before full payment is allowed only
 * for PayLater (the seller extends credit), and never while the shipping quote is outstanding.
 */
export function orderTransitionAllowed(order: OrderState, to: OrderStatus): boolean {
  if (!ORDER_TRANSITIONS[order.status].includes(to)) return false;
  if (to === 'shipped') {
    if (order.awaitingShippingQuote) return false;
    if (order.status !== 'paid' && order.paymentMethod !== 'paylater') return false;
  }
  return true;
}

/** The status an order gets once `paid` of its `total` has been received. */
export function statusAfterPayment(total: string, paid: string): 'paid' | 'partially paid' | 'submitted' {
  if (compareMoney(paid, '0') <= 0) return 'submitted';
  return compareMoney(paid, total) >= 0 ? 'paid' : 'partially paid';
}

export type SellerOrderAction = 'setShippingQuote' | 'addFee' | 'recordPayment' | 'ship' | 'cancel';

/**
 * The seller actions open on an order now:
 * - setShippingQuote: the order waits for its shipping quote and is not cancelled or shipped;
 * - addFee: submitted or partially paid (a paid order is settled; fees after that are a new order);
 * - recordPayment: a balance is due and the order is not cancelled (a PayLater order may be paid
 *   after it shipped; the status then stays shipped);
 * - ship and cancel: as `orderTransitionAllowed` says.
 */
export function sellerOrderActions(order: OrderState): SellerOrderAction[] {
  const actions: SellerOrderAction[] = [];
  const open = orderIsOpen(order);
  if (order.awaitingShippingQuote && open) actions.push('setShippingQuote');
  if (open) actions.push('addFee');
  if (paymentDue(order)) actions.push('recordPayment');
  if (orderTransitionAllowed(order, 'shipped')) actions.push('ship');
  if (orderTransitionAllowed(order, 'cancelled')) actions.push('cancel');
  return actions;
}

/**
 * Whether the order is open: submitted or partially paid. Only an open order takes fees and a
 * shipping quote, and only its status follows what is paid (a paid, shipped or cancelled order
 * keeps its status when money moves).
 */
export function orderIsOpen(order: Pick<OrderState, 'status'>): boolean {
  return order.status === 'submitted' || order.status === 'partially paid';
}

/**
 * Whether the order still waits for money: a balance is due and it is not cancelled (a PayLater
 * order may be paid after it shipped). The seller may record a payment; the buyer sees what is due.
 */
export function paymentDue(order: Pick<OrderState, 'status' | 'balanceDue'>): boolean {
  return order.status !== 'cancelled' && compareMoney(order.balanceDue, '0') > 0;
}

/** Whether the buyer may pay the balance by card now (e.g. after the shipping quote was set). */
export function buyerCanPayByCard(order: OrderState): boolean {
  return orderIsOpen(order) && !order.awaitingShippingQuote && compareMoney(order.balanceDue, '0') > 0;
}

/**
 * The encoded order id of the order summary (SPEC.md §7 sendordersummary): the id's text in
 * base64url without padding. It names the order in mails without being a second secret.
 */
export function encodeOrderId(id: string): string {
  const bytes = new TextEncoder().encode(id);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
