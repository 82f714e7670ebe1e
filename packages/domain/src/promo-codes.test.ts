import { describe, expect, it } from 'vitest';
import { type PromoCodeTerms, promoCodeRefusal, promoCodeStatus } from './promo-codes';

const now = new Date('2026-06-15T12:00:00Z');
const base: PromoCodeTerms = {
  active: true,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  usedCount: 0,
  minOrderValue: null,
};
const order = { subtotal: '999.99', now, sellerName: 'Cobalt Telecom' };

describe('promoCodeStatus', () => {
  it.each<[Partial<PromoCodeTerms>, string]>([
    [{}, 'active'],
    [{ active: false }, 'inactive'],
    [{ active: false, endsAt: new Date('2026-01-01') }, 'inactive'],
    [{ endsAt: now }, 'expired'],
    [{ endsAt: new Date(now.getTime() + 1) }, 'active'],
    [{ startsAt: new Date(now.getTime() + 1) }, 'scheduled'],
    [{ startsAt: now }, 'active'],
    [{ maxUses: 3, usedCount: 3 }, 'usedUp'],
    [{ maxUses: 3, usedCount: 2 }, 'active'],
    [{ maxUses: 0 }, 'usedUp'],
  ])('%j is %s', (terms, status) => {
    expect(promoCodeStatus({ ...base, ...terms }, now)).toBe(status);
  });
});

describe('promoCodeRefusal', () => {
  it('names the seller and the minimum when the order is below it', () => {
    expect(promoCodeRefusal({ ...base, minOrderValue: '1000.00' }, order)).toBe(
      'This code is for Cobalt Telecom orders of $1,000 or more',
    );
    expect(promoCodeRefusal({ ...base, minOrderValue: '1250.50' }, order)).toBe(
      'This code is for Cobalt Telecom orders of $1,250.50 or more',
    );
  });

  it('applies at exactly the minimum', () => {
    expect(promoCodeRefusal({ ...base, minOrderValue: '999.99' }, order)).toBeNull();
  });

  it.each<[Partial<PromoCodeTerms>, string]>([
    [{ active: false }, 'This promo code is not valid'],
    [{ endsAt: now }, 'This promo code has expired'],
    [{ maxUses: 1, usedCount: 1 }, 'This promo code has been used up'],
    [{ startsAt: new Date('2026-07-01') }, 'This promo code is not valid yet'],
  ])('%j: %s', (terms, message) => {
    expect(promoCodeRefusal({ ...base, ...terms }, order)).toBe(message);
  });
});
