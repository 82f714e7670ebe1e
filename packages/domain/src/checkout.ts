import { compareMoney, formatMoney } from './money';

/** A payment method or a shipping choice at checkout: offered, or refused with the reason shown. */
export interface Availability {
  available: boolean;
  reason: string | null;
}

export const FREE_SHIPPING_NOT_AVAILABLE = 'Free shipping is not available for this order';

const AVAILABLE: Availability = { available: true, reason: null };

/**
 * Free shipping for one seller's order: every line ships included, or the subtotal reaches the
 * seller's free-shipping minimum (an amount, or null when the seller sets none).
 */
export function freeShippingAvailability(order: {
  everyLineShipsIncluded: boolean;
  subtotal: string;
  freeShippingMinimum: string | null;
}): Availability {
  if (order.everyLineShipsIncluded) return AVAILABLE;
  const minimum = order.freeShippingMinimum;
  if (minimum === null) return { available: false, reason: FREE_SHIPPING_NOT_AVAILABLE };
  if (compareMoney(order.subtotal, minimum) >= 0) return AVAILABLE;
  return { available: false, reason: `Free shipping from ${formatMoney(minimum)}` };
}

/**
 * PayLater (the seller's credit) for one seller's order: the seller offers credit and the subtotal
 * reaches its minimum credit order value (null: any amount).
 */
export function payLaterAvailability(order: {
  sellerOffersCredit: boolean;
  subtotal: string;
  minimumCreditOrderValue: string | null;
}): Availability {
  if (!order.sellerOffersCredit) return { available: false, reason: 'This seller does not offer credit' };
  const minimum = order.minimumCreditOrderValue;
  if (minimum !== null && compareMoney(order.subtotal, minimum) < 0)
    return { available: false, reason: `PayLater from ${formatMoney(minimum)}` };
  return AVAILABLE;
}
