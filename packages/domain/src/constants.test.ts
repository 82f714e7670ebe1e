import { describe, expect, it } from 'vitest';
import {
  BUYER_OFFERS_QUERY_LIMIT,
  CART_VIEWS,
  CONDITIONS,
  COURIERS,
  DEFAULT_OFFER_VALID_HOURS,
  FEE_TYPES,
  LIST_QUERY_LIMIT,
  MAX_BUYER_OFFER_EDITS,
  MAX_SELLER_COUNTER_OFFERS,
  MINIMUM_ORDER_VALUE,
  OFFER_REMINDER_HOURS_BEFORE_EXPIRY,
  OFFER_STATUSES,
  ORDER_STATUSES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  ROLES,
  SHIPPING_MARKUP_PERCENT,
  SHIPPING_METHODS,
  SORT_KEYS,
  SORT_OPTIONS,
  STORED_OFFER_STATUSES,
} from './constants';

describe('constants of SPEC.md', () => {
  it('lists the enumerations in order', () => {
    expect(CONDITIONS).toEqual(['New', 'Like New', 'Used', 'Refurbished', 'Open Box', 'Field Pull']);
    expect(ORDER_STATUSES).toEqual(['paid', 'submitted', 'cancelled', 'partially paid', 'shipped']);
    expect(OFFER_STATUSES).toEqual([
      'pending',
      'accepted',
      'countered',
      'rejected',
      'cancelled',
      'expired',
      'in negotiation',
    ]);
    expect(STORED_OFFER_STATUSES).not.toContain('in negotiation');
    expect(STORED_OFFER_STATUSES).toHaveLength(6);
    expect(COURIERS).toEqual(['FedEx', 'UPS', 'USPS', 'Other']);
    expect(FEE_TYPES).toEqual(['flat', 'percentage']);
    expect(SHIPPING_METHODS).toEqual([1, 2, 3, 4]);
    expect(CART_VIEWS).toEqual(['ReviewCart', 'Checkout', 'SidebarCart']);
    expect(ROLES).toEqual(['operator', 'companyAdmin', 'businessUser', 'productSpecialist', 'buyer']);
  });

  it('gives every sort option a unique stable key and the SPEC label', () => {
    expect(SORT_OPTIONS.map((option) => option.label)).toEqual([
      'Featured',
      'Inventory high to low',
      'Manufacturer A-Z',
      'Price ascending',
      'Price descending',
    ]);
    expect(SORT_KEYS).toEqual(['featured', 'inventory_desc', 'manufacturer_asc', 'price_asc', 'price_desc']);
  });

  it('has the numbers', () => {
    expect([LIST_QUERY_LIMIT, BUYER_OFFERS_QUERY_LIMIT]).toEqual([9999, 10000]);
    expect(MINIMUM_ORDER_VALUE).toBe('2500');
    expect(SHIPPING_MARKUP_PERCENT).toBe(30);
    expect([PASSWORD_MIN, PASSWORD_MAX]).toEqual([6, 15]);
    expect([MAX_SELLER_COUNTER_OFFERS, MAX_BUYER_OFFER_EDITS]).toEqual([5, 5]);
    expect([DEFAULT_OFFER_VALID_HOURS, OFFER_REMINDER_HOURS_BEFORE_EXPIRY]).toEqual([72, 24]);
  });
});
