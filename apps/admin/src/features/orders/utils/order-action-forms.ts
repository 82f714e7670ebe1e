import {
  type Courier,
  compareMoney,
  isIsoDate,
  isMoney,
  messages,
  orderEventDateProblem,
  subtractMoney,
} from '@patchbay/domain';
import { normalizeMoneyInput } from '../../../lib/money-input';

/**
 * What the seller's forms hold (every field a string, as inputs give them) and the request bodies
 * they become. The bodies are checked by the contract's own schemas (the domain's shipmentSchema
 * for a shipment), so the form shows the same messages the server would answer.
 */

/** An amount as typed, in the form the API takes (lib/money-input). */
export const normalizeAmount = normalizeMoneyInput;

export interface ShippingQuoteValues {
  amount: string;
}
export const toShippingQuoteBody = (values: ShippingQuoteValues) => ({
  amount: normalizeAmount(values.amount),
});

export interface AdditionalFeeValues {
  feesDetail: string;
  amount: string;
}
export const toAdditionalFeeBody = (values: AdditionalFeeValues) => ({
  feesDetail: values.feesDetail,
  amount: normalizeAmount(values.amount),
});

export interface RecordPaymentValues {
  amount: string;
  paymentMode: string;
  referenceNumber: string;
  comment: string;
  /** 'YYYY-MM-DD' from the date input. */
  dateRecordPayment: string;
}

/** Modes offered in the payment form; any other text may be typed. */
export const PAYMENT_MODE_SUGGESTIONS = [
  'Bank transfer',
  'ACH',
  'Wire transfer',
  'Check',
  'Card',
  'PayPal',
  'Cash',
] as const;

export function toRecordPaymentBody(values: RecordPaymentValues): Record<string, string> {
  const body: Record<string, string> = {
    amount: normalizeAmount(values.amount),
    paymentMode: values.paymentMode,
  };
  if (values.referenceNumber.trim()) body.referenceNumber = values.referenceNumber;
  if (values.comment.trim()) body.comment = values.comment;
  if (values.dateRecordPayment.trim()) body.dateRecordPayment = values.dateRecordPayment.trim();
  return body;
}

/**
 * What a payment of `amount` leaves of `balanceDue`, for the form to say before it is sent. The
 * status it leads to is the server's to decide (docs/orders.md) and is shown from its answer.
 */
export type PaymentPreview =
  | { kind: 'none' }
  | { kind: 'settles' }
  | { kind: 'partial'; remaining: string }
  | { kind: 'exceeds'; over: string };

export function paymentPreview(balanceDue: string, amountText: string): PaymentPreview {
  const amount = normalizeAmount(amountText);
  if (!isMoney(amount) || !isMoney(balanceDue) || compareMoney(amount, '0') <= 0) return { kind: 'none' };
  const order = compareMoney(amount, balanceDue);
  if (order === 0) return { kind: 'settles' };
  if (order < 0) return { kind: 'partial', remaining: subtractMoney(balanceDue, amount) };
  return { kind: 'exceeds', over: subtractMoney(amount, balanceDue) };
}

export interface ShipmentValues {
  courierCompany: Courier | '';
  courierName: string;
  trackingNumber: string;
  trackingUrl: string;
  /** 'YYYY-MM-DD' from the date input. */
  shipmentDate: string;
}

/** The courier's name is sent only with Other (SPEC.md §5: 'name if Other'). */
export function toShipmentBody(values: ShipmentValues): Record<string, string> {
  const body: Record<string, string> = {
    courierCompany: values.courierCompany,
    trackingNumber: values.trackingNumber,
    trackingUrl: values.trackingUrl.trim(),
    shipmentDate: values.shipmentDate,
  };
  if (values.courierCompany === 'Other') body.courierName = values.courierName;
  return body;
}

/** The reason is optional: a blank one is left out. */
export function toCancelBody(values: { reason: string }): { reason?: string } {
  return values.reason.trim() ? { reason: values.reason } : {};
}

/**
 * The server's rule for a shipment or payment day (orderEventDateProblem: not after today, not
 * before the order's day), said in the form before it is sent; null for a good or unreadable day
 * (the schema names an unreadable one).
 */
export function orderEventDateError(day: string, dateOrdered: string, now: Date = new Date()): string | null {
  if (!isIsoDate(day.trim())) return null;
  const problem = orderEventDateProblem(day.trim(), new Date(dateOrdered), now);
  return problem ? messages.orderEventDate[problem] : null;
}

/** The schema's errors plus the date rule on `field` when the schema found nothing there. */
export function withOrderEventDate<Errors extends Record<string, unknown>>(
  errors: Errors,
  field: string,
  day: string,
  dateOrdered: string,
): Errors {
  if (errors[field]) return errors;
  const dateError = orderEventDateError(day, dateOrdered);
  return dateError ? { ...errors, [field]: dateError } : errors;
}
