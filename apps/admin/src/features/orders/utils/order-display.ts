import type { OrderAction, OrderDetail, OrderSummary } from '@patchbay/contract';
import type { OrderStatus } from '@patchbay/domain';
import { statusLabel } from '@patchbay/ui';

/** 'checking' → 'Checking'. */
export function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** SPEC.md §4 order statuses as people read them: 'Partially paid'. */
export function orderStatusLabel(status: OrderStatus): string {
  return statusLabel(status);
}

/**
 * A seller action's toast: the server's message, then the status the order has now when it moved
 * ('Payment recorded. The order is now partially paid.'); a payment always says it, also when the
 * status stays ('... The order is still shipped.').
 */
export function withResultingStatus(
  message: string,
  status: OrderStatus,
  { previous, always = false }: { previous: OrderStatus; always?: boolean },
): string {
  const sentence = message.trim().replace(/[.!]+$/, '');
  if (status !== previous) return `${sentence}. The order is now ${status}.`;
  return always ? `${sentence}. The order is still ${status}.` : `${sentence}.`;
}

type PaymentMethod = NonNullable<OrderSummary['paymentMethod']>;
const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Card',
  ach: 'ACH',
  paylater: 'PayLater',
  paypal: 'PayPal',
};

export function paymentMethodLabel(method: PaymentMethod | null): string {
  return method ? PAYMENT_METHOD_LABELS[method] : '—';
}

/** The buyer as a list row names them: the company, then the person (and 'guest' for a guest). */
export function buyerLabel(buyer: OrderSummary['buyer']): { primary: string; secondary: string } {
  const company = buyer.organizationName?.trim();
  const guest = buyer.isGuest ? ' · guest' : '';
  if (company) return { primary: company, secondary: `${buyer.name}${guest}` };
  return { primary: buyer.name, secondary: buyer.isGuest ? 'Guest' : buyer.email };
}

/**
 * The card of a transaction, brand and last four digits only ('Visa ending in 4242'); whatever else
 * the masked number carries is never shown.
 */
export function cardLabel(
  transaction: Pick<NonNullable<OrderDetail['transaction']>, 'cardBrand' | 'maskedCardNo'>,
) {
  const last4 = (transaction.maskedCardNo ?? '').replace(/\D/g, '').slice(-4);
  const brand = transaction.cardBrand?.trim() || 'Card';
  return last4.length === 4 ? `${brand} ending in ${last4}` : brand;
}

type Address = OrderDetail['shippingAddress'];

/** An address as the lines of a label: name, company, street, city line, country, then contact. */
export function addressLines(address: Address): string[] {
  const name = [address.firstname, address.lastname].filter((part) => part?.trim()).join(' ');
  const cityLine = [address.city, [address.state, address.zipcode].filter(Boolean).join(' ')]
    .filter((part) => part?.trim())
    .join(', ');
  return [
    name,
    address.company ?? '',
    address.streetAddress,
    address.address2 ?? '',
    cityLine,
    address.countryLongName || address.country,
  ].filter((line) => line.trim() !== '');
}

/** 'UPS', or the name given with Other ('Other (DHL)'). */
export function courierLabel(
  shipping: Pick<OrderDetail['shipping'], 'courier' | 'courierName'>,
): string | null {
  if (!shipping.courier) return null;
  if (shipping.courier !== 'Other') return shipping.courier;
  const name = shipping.courierName?.trim();
  return name ? name : 'Other';
}

/** A tracking URL is a link only when it is http(s): anything else shows as text, never as a link. */
export function safeHttpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** The buttons of the order detail, in the order a sale goes through them. */
export const ORDER_ACTION_LABELS: Record<OrderAction, string> = {
  setShippingQuote: 'Set shipping quote',
  addFee: 'Add fee',
  recordPayment: 'Record payment',
  ship: 'Mark shipped',
  cancel: 'Cancel order',
};

/** `actions` from the server, in the order of ORDER_ACTION_LABELS, unknown values dropped. */
export function orderedActions(actions: readonly OrderAction[]): OrderAction[] {
  return (Object.keys(ORDER_ACTION_LABELS) as OrderAction[]).filter((action) => actions.includes(action));
}

/** A stored percentage ('8.2500') as people read it ('8.25%'); '0' → '0%'. */
export function formatPercent(percent: string): string {
  const text = percent.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  const [whole = '0', fraction = ''] = text.split('.');
  const kept = fraction.replace(/0+$/, '');
  return `${whole}${kept ? `.${kept}` : ''}%`;
}
