import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareMoney, fromUnits, MoneyError, sumMoney } from './money';
import {
  amountOwed,
  balanceDue,
  headlinePrice,
  listingUnitPrice,
  type OrderAmountsInput,
  orderAmounts,
  taxPercentFor,
} from './order-amounts';
import { orderTotal } from './totals';

const base: OrderAmountsInput = {
  lineTotals: ['1000.00', '2000.00'],
  taxPercent: '8',
  serviceFeePercent: '1',
  processingFeePercent: '3',
  shipping: '26.00',
};

describe('orderAmounts', () => {
  it.each<[string, Partial<OrderAmountsInput>, Record<string, unknown>]>([
    [
      'every part',
      {},
      {
        subtotal: '3000.00',
        discount: '0.00',
        tax: '240.00',
        taxPercent: '8.0000',
        serviceFee: '30.00',
        processingFee: '90.00',
        processingFeeWaived: false,
        shipping: '26.00',
        additionalFees: '0.00',
        total: '3386.00',
      },
    ],
    [
      'percentage promo: tax on the discounted subtotal, fees on the subtotal',
      { promo: { type: 'percentage', value: '10' } },
      { discount: '300.00', tax: '216.00', serviceFee: '30.00', processingFee: '90.00', total: '3062.00' },
    ],
    [
      'flat promo larger than the subtotal stops at the subtotal: never below zero',
      { lineTotals: ['50.00'], promo: { type: 'flat', value: '80' }, shipping: '0' },
      {
        subtotal: '50.00',
        discount: '50.00',
        tax: '0.00',
        serviceFee: '0.50',
        processingFee: '1.50',
        total: '2.00',
      },
    ],
    [
      'tax exempt buyer pays no tax',
      { taxExempt: true },
      { tax: '0.00', taxPercent: '0.0000', total: '3146.00' },
    ],
    [
      'processing fee waived under 2500 with the seller flag',
      { lineTotals: ['2499.99'], creditCardPayPalFlag: true, shipping: null },
      { processingFee: '0.00', processingFeeWaived: true, shipping: null, total: '2724.99' },
    ],
    [
      'processing fee charged at exactly 2500 with the flag',
      { lineTotals: ['2500.00'], creditCardPayPalFlag: true, shipping: null },
      { processingFee: '75.00', processingFeeWaived: false, total: '2800.00' },
    ],
    [
      'processing fee charged under 2500 without the flag',
      { lineTotals: ['100.00'], creditCardPayPalFlag: false, shipping: null },
      { processingFee: '3.00', processingFeeWaived: false, total: '112.00' },
    ],
    [
      'awaiting a shipping quote: shipping null, not in the total',
      { shipping: null },
      { shipping: null, total: '3360.00' },
    ],
    [
      'positive additional fees added, others skipped',
      { additionalFees: ['15.50', '0', '-4.00', '4.50'] },
      { additionalFees: '20.00', total: '3406.00' },
    ],
    [
      'empty order',
      { lineTotals: [], shipping: null },
      { subtotal: '0.00', tax: '0.00', processingFee: '0.00', total: '0.00' },
    ],
  ])('%s', (_name, over, expected) => {
    expect(orderAmounts({ ...base, ...over })).toMatchObject(expected);
  });

  it('refuses negative percentages and shipping', () => {
    expect(() => orderAmounts({ ...base, taxPercent: '-1' })).toThrow(MoneyError);
    expect(() => orderAmounts({ ...base, shipping: '-1' })).toThrow(MoneyError);
    expect(() => orderAmounts({ ...base, lineTotals: ['-5'] })).toThrow(MoneyError);
  });

  const cents = fc.bigInt({ min: 0n, max: 1_000_000_00n }).map((c) => fromUnits(c * 100n));
  const percent = fc.integer({ min: 0, max: 2500 }).map((p) => fromUnits(BigInt(p) * 100n));
  const input = fc.record({
    lineTotals: fc.array(cents, { maxLength: 6 }),
    taxPercent: percent,
    serviceFeePercent: percent,
    processingFeePercent: percent,
    creditCardPayPalFlag: fc.boolean(),
    taxExempt: fc.boolean(),
    shipping: fc.option(cents, { nil: null }),
    additionalFees: fc.array(cents, { maxLength: 3 }),
    promo: fc.option(
      fc.oneof(
        fc.record({ type: fc.constant('flat' as const), value: cents }),
        fc.record({
          type: fc.constant('percentage' as const),
          value: fc.integer({ min: 0, max: 100 }).map(String),
        }),
      ),
      { nil: null },
    ),
  });

  it('property: the total is orderTotal of the parts and never negative', () => {
    fc.assert(
      fc.property(input, (i) => {
        const a = orderAmounts(i);
        expect(compareMoney(a.total, '0')).toBeGreaterThanOrEqual(0);
        expect(compareMoney(a.discount, a.subtotal)).toBeLessThanOrEqual(0);
        const fees = [...(a.shipping === null ? [] : [a.shipping]), ...i.additionalFees];
        const expected = orderTotal({
          subtotal: a.subtotal,
          tax: a.tax,
          serviceFee: a.serviceFee,
          processingFee: a.processingFee,
          discount: a.discount,
          additionalFees: fees,
          includeAdditionalFees: true,
        });
        expect(a.total).toBe(expected);
      }),
    );
  });

  it('property: the subtotal is the exact sum of the lines and tax exemption zeroes the tax', () => {
    fc.assert(
      fc.property(input, (i) => {
        const a = orderAmounts(i);
        expect(compareMoney(a.subtotal, sumMoney([...i.lineTotals, '0']))).toBe(0);
        if (i.taxExempt) expect(a.tax).toBe('0.00');
        if (a.processingFeeWaived) expect(a.processingFee).toBe('0.00');
      }),
    );
  });
});

describe('balanceDue', () => {
  it.each([
    ['100.00', '0.00', '100.00'],
    ['100.00', '40.00', '60.00'],
    ['100.00', '100.00', '0.00'],
    ['100.00', '120.00', '0.00'],
  ])('%s minus %s is %s', (total, paid, due) => {
    expect(balanceDue(total, paid)).toBe(due);
  });
});

describe('amountOwed', () => {
  it('is the balance due, except that a cancelled order owes nothing', () => {
    expect(amountOwed('submitted', '100.00', '40.00')).toBe('60.00');
    expect(amountOwed('partially paid', '100.00', '40.00')).toBe('60.00');
    expect(amountOwed('cancelled', '100.00', '40.00')).toBe('0.00');
    expect(amountOwed('cancelled', '100.00', '0.00')).toBe('0.00');
  });
});

describe('taxPercentFor', () => {
  const rows = [
    { country: 'US', ratePercent: '5' },
    { country: 'US', state: 'CO', ratePercent: '8.81' },
    { country: 'CA', state: 'ON', ratePercent: '13' },
  ];
  it.each([
    ['state row wins', { country: 'United States', state: 'CO' }, '8.8100'],
    ['state by name', { country: 'usa', state: 'Colorado' }, '8.8100'],
    ['country row for other states', { country: 'US', state: 'TX' }, '5.0000'],
    ['country row without a state', { country: 'US' }, '5.0000'],
    ['province', { country: 'Canada', state: 'Ontario' }, '13.0000'],
    ['no row for the province', { country: 'CA', state: 'QC' }, '0.0000'],
    ['unknown country', { country: 'Mexico', state: 'CO' }, '0.0000'],
  ])('%s', (_name, destination, expected) => {
    expect(taxPercentFor(rows, destination)).toBe(expected);
  });
});

describe('listingUnitPrice', () => {
  const tiers = [
    { minQty: 1, maxQty: 9, price: '1050' },
    { minQty: 10, maxQty: 49, price: '998' },
    { minQty: 50, maxQty: null, price: '945' },
  ];
  it.each([
    ['a tier above the listing price does not raise it', tiers, 5, '1000', '1000.0000'],
    ['a tier below the listing price applies', tiers, 20, '1000', '998.0000'],
    ['a cheaper listing keeps its price', tiers, 20, '957', '957.0000'],
    ['the largest tier', tiers, 60, '957', '945.0000'],
    ['no tiers', [], 3, '12.5', '12.5000'],
  ])('%s', (_name, list, quantity, price, expected) => {
    expect(listingUnitPrice(list, quantity, price)).toBe(expected);
  });
});

describe('headlinePrice', () => {
  // Juniper JPSU-350-AC-AFO in the demo data: listed at 1110, its 1-9 tier at 1015.
  const tiers = [
    { minQty: 1, maxQty: 9, price: '1015' },
    { minQty: 10, maxQty: null, price: '980' },
  ];
  it.each([
    ['the tier of the minimum quantity applies', { price: '1110', minQuantity: 1 }, tiers, '1015.0000'],
    ['a minimum in a later tier takes that tier', { price: '1110', minQuantity: 10 }, tiers, '980.0000'],
    ['a missing minimum counts as 1', { price: '1110', minQuantity: null }, tiers, '1015.0000'],
    ['a zero minimum counts as 1', { price: '1110', minQuantity: 0 }, tiers, '1015.0000'],
    ['a tier above the listing price does not raise it', { price: '900', minQuantity: 1 }, tiers, '900.0000'],
    [
      'no tier for the minimum: the listing price',
      { price: '50', minQuantity: 2 },
      [{ minQty: 5, maxQty: null, price: '40' }],
      '50.0000',
    ],
    ['no tiers', { price: '12.5', minQuantity: 3 }, [], '12.5000'],
  ])('%s', (_name, listing, list, expected) => {
    expect(headlinePrice(listing, list)).toBe(expected);
  });

  it('throws on a malformed price', () => {
    expect(() => headlinePrice({ price: 'abc', minQuantity: 1 }, [])).toThrow();
  });
});
