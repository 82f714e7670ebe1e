import { compareMoney, formatMoney } from './money';

/** What the promo code rules read of a promo code. */
export interface PromoCodeTerms {
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  usedCount: number;
  /** Decimal string, or null for no minimum. */
  minOrderValue: string | null;
}

export type PromoCodeStatus = 'active' | 'scheduled' | 'expired' | 'usedUp' | 'inactive';

/** Where a promo code stands at `now`, as the seller's list shows it. */
export function promoCodeStatus(promo: PromoCodeTerms, now: Date): PromoCodeStatus {
  if (!promo.active) return 'inactive';
  if (promo.endsAt && now >= promo.endsAt) return 'expired';
  if (promo.maxUses !== null && promo.usedCount >= promo.maxUses) return 'usedUp';
  if (promo.startsAt && now < promo.startsAt) return 'scheduled';
  return 'active';
}

export const PROMO_CODE_INVALID = 'This promo code is not valid';

const shortMoney = (amount: string) => formatMoney(amount).replace(/\.00$/, '');

/**
 * Why a buyer cannot use a promo code on a seller's order of `subtotal` at `now`, or null when the
 * code applies. The reason is said plainly only where it tells the buyer nothing they could not
 * read on the code's own announcement (its minimum order, its dates, that it ran out); a code the
 * seller switched off is simply not valid.
 */
export function promoCodeRefusal(
  promo: PromoCodeTerms,
  order: { subtotal: string; now: Date; sellerName: string },
): string | null {
  switch (promoCodeStatus(promo, order.now)) {
    case 'inactive':
      return PROMO_CODE_INVALID;
    case 'expired':
      return 'This promo code has expired';
    case 'usedUp':
      return 'This promo code has been used up';
    case 'scheduled':
      return 'This promo code is not valid yet';
    case 'active':
      break;
  }
  if (promo.minOrderValue !== null && compareMoney(order.subtotal, promo.minOrderValue) < 0) {
    return `This code is for ${order.sellerName} orders of ${shortMoney(promo.minOrderValue)} or more`;
  }
  return null;
}

/** Promo code text: letters, digits, dash and underscore, 3 to 30, compared without case. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{2,29}$/;
