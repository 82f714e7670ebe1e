import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMoney, compareMoney, fromUnits, MoneyError, sumMoney, toUnits } from './money';
import {
  lineTotal,
  type OrderTotalInput,
  orderTotal,
  promoDiscount,
  shippingMarkup,
  shippingWithMarkup,
  tieredUnitPrice,
} from './totals';

const centsArb = fc.bigInt({ min: 0n, max: 10_000_000_000n }).map((cents) => fromUnits(cents * 100n));
const unitPriceArb = fc.bigInt({ min: 0n, max: 100_000_000n }).map((units) => fromUnits(units));

describe('orderTotal', () => {
  const base = { subtotal: '3000', tax: '240', serviceFee: '30', processingFee: '90' };

  it.each<[string, OrderTotalInput, string]>([
    ['all parts added', base, '3360.00'],
    ['only a subtotal: missing fees count as 0', { subtotal: '100' }, '100.00'],
    [
      'null and empty fees count as 0',
      { subtotal: '100', tax: null, serviceFee: '', processingFee: undefined },
      '100.00',
    ],
    ['empty order', { subtotal: '0' }, '0.00'],
    ['flag set, subtotal at/over minimum: fee charged', { ...base, creditCardPayPalFlag: true }, '3360.00'],
    [
      'flag set, subtotal under minimum: fee waived',
      { ...base, subtotal: '2499.99', creditCardPayPalFlag: true },
      '2769.99',
    ],
    [
      'flag set, subtotal exactly the minimum: fee charged',
      { ...base, subtotal: '2500', creditCardPayPalFlag: true },
      '2860.00',
    ],
    [
      'flag unset, under minimum: fee charged',
      { ...base, subtotal: '100', creditCardPayPalFlag: false },
      '460.00',
    ],
    [
      'custom minimum order value',
      { ...base, subtotal: '3000', creditCardPayPalFlag: true, minimumOrderValue: '5000' },
      '3270.00',
    ],
    ['discount subtracted', { ...base, discount: '360' }, '3000.00'],
    ['discount larger than the order stops at zero', { subtotal: '10', tax: '1', discount: '50' }, '0.00'],
    ['additional fees ignored unless requested', { ...base, additionalFees: ['10', '5'] }, '3360.00'],
    [
      'positive additional fees added when requested',
      { ...base, additionalFees: ['10', '5.5'], includeAdditionalFees: true },
      '3375.50',
    ],
    ['a single additional fee', { ...base, additionalFees: '12.34', includeAdditionalFees: true }, '3372.34'],
    [
      'negative and zero additional fees skipped',
      { ...base, additionalFees: ['-20', '0', '7', ''], includeAdditionalFees: true },
      '3367.00',
    ],
    [
      'additional fees after a discount to zero',
      { subtotal: '10', discount: '50', additionalFees: '5', includeAdditionalFees: true },
      '5.00',
    ],
    ['4-decimal parts rounded once at the end', { subtotal: '10.0025', tax: '0.0025' }, '10.01'],
    ['4-decimal parts summing under half a cent', { subtotal: '10.0024', tax: '0.0025' }, '10.00'],
    ['huge amounts keep every cent', { subtotal: '999999999999.9999', tax: '0.0001' }, '1000000000000.00'],
    ['0.1 + 0.2 is exactly 0.30', { subtotal: '0.1', tax: '0.2' }, '0.30'],
  ])('%s', (_name, input, total) => {
    expect(orderTotal(input)).toBe(total);
  });

  it.each<[string, OrderTotalInput]>([
    ['malformed subtotal', { subtotal: '12,50' }],
    ['empty subtotal', { subtotal: '' }],
    ['negative tax', { subtotal: '10', tax: '-1' }],
    ['negative discount', { subtotal: '10', discount: '-1' }],
    ['too many decimals', { subtotal: '10.00001' }],
    ['malformed additional fee', { subtotal: '10', additionalFees: ['x'], includeAdditionalFees: true }],
  ])('throws MoneyError on %s', (_name, input) => {
    expect(() => orderTotal(input)).toThrow(MoneyError);
  });

  it('a discount never makes a total negative', () => {
    fc.assert(
      fc.property(
        centsArb,
        centsArb,
        centsArb,
        centsArb,
        fc.boolean(),
        (subtotal, tax, processingFee, discount, flag) => {
          const total = orderTotal({ subtotal, tax, processingFee, discount, creditCardPayPalFlag: flag });
          expect(compareMoney(total, '0')).toBeGreaterThanOrEqual(0);
          expect(
            compareMoney(total, orderTotal({ subtotal, tax, processingFee, creditCardPayPalFlag: flag })),
          ).toBeLessThanOrEqual(0);
        },
      ),
    );
  });

  it('equals the sum of its parts in integer cents', () => {
    fc.assert(
      fc.property(centsArb, centsArb, centsArb, centsArb, (subtotal, tax, serviceFee, processingFee) => {
        const cents = (amount: string) => toUnits(amount) / 100n;
        const expected = cents(subtotal) + cents(tax) + cents(serviceFee) + cents(processingFee);
        expect(cents(orderTotal({ subtotal, tax, serviceFee, processingFee }))).toBe(expected);
      }),
    );
  });
});

describe('shippingWithMarkup', () => {
  it.each([
    ['100', '130.00'],
    ['0', '0.00'],
    ['10.01', '13.01'],
    ['10.05', '13.07'],
    ['0.0385', '0.05'],
    ['999999999999.9999', '1300000000000.00'],
  ])('%s → %s', (rate, marked) => {
    expect(shippingWithMarkup(rate)).toBe(marked);
  });

  it.each([['-1'], [''], ['ten']])('throws MoneyError on %j', (rate) => {
    expect(() => shippingWithMarkup(rate)).toThrow(MoneyError);
  });
});

describe('lineTotal', () => {
  it.each([
    [{ purchasePrice: '10', purchaseQty: 3 }, '30.00'],
    [{ purchasePrice: '10', purchaseQty: 3, offerPrice: '8.5' }, '25.50'],
    [{ purchasePrice: '10', purchaseQty: 3, offerPrice: null }, '30.00'],
    [{ purchasePrice: '10', purchaseQty: 3, offerPrice: '' }, '30.00'],
    [{ purchasePrice: '10', purchaseQty: 0 }, '0.00'],
    [{ purchasePrice: '0.1234', purchaseQty: 3 }, '0.37'],
    [{ purchasePrice: '1.2345', purchaseQty: 1 }, '1.23'],
    [{ purchasePrice: '1.0050', purchaseQty: 1 }, '1.01'],
    [{ purchasePrice: '999999999999.9999', purchaseQty: 1 }, '1000000000000.00'],
    [{ purchasePrice: '0.0001', purchaseQty: 50 }, '0.01'],
  ])('%j = %s', (line, total) => {
    expect(lineTotal(line)).toBe(total);
  });

  it.each([
    [{ purchasePrice: '10', purchaseQty: -1 }],
    [{ purchasePrice: '10', purchaseQty: 1.5 }],
    [{ purchasePrice: '10', purchaseQty: Number.NaN }],
    [{ purchasePrice: '-10', purchaseQty: 1 }],
    [{ purchasePrice: '10', purchaseQty: 1, offerPrice: 'abc' }],
  ])('throws MoneyError for %j', (line) => {
    expect(() => lineTotal(line)).toThrow(MoneyError);
  });

  it('summing lines in any order gives the same cents', () => {
    const lineArb = fc.record({
      purchasePrice: unitPriceArb,
      purchaseQty: fc.integer({ min: 0, max: 10_000 }),
    });
    fc.assert(
      fc.property(
        fc
          .array(lineArb, { maxLength: 20 })
          .chain((lines) =>
            fc.tuple(fc.constant(lines), fc.shuffledSubarray(lines, { minLength: lines.length })),
          ),
        ([lines, shuffled]) => {
          const totals = lines.map(lineTotal);
          const sum = sumMoney(totals);
          expect(sumMoney(shuffled.map(lineTotal))).toBe(sum);
          expect(sumMoney([...totals].reverse())).toBe(sum);
          // Integer check: each line is price units × qty rounded half-up to cents.
          const expected = lines.reduce((total, line) => {
            const units = toUnits(line.purchasePrice) * BigInt(line.purchaseQty);
            return total + (units + 50n) / 100n;
          }, 0n);
          expect(toUnits(sum) / 100n).toBe(expected);
        },
      ),
    );
  });
});

describe('tieredUnitPrice', () => {
  const tiers = [
    { minQty: 1, maxQty: 9, price: '10' },
    { minQty: 10, maxQty: 49, price: '9.5' },
    { minQty: 50, maxQty: null, price: '8.1234' },
  ];

  it.each([
    [1, '10.0000'],
    [9, '10.0000'],
    [10, '9.5000'],
    [49, '9.5000'],
    [50, '8.1234'],
    [1_000_000, '8.1234'],
    [0, '11.0000'],
  ])('quantity %s → %s', (quantity, price) => {
    expect(tieredUnitPrice(tiers, quantity, '11')).toBe(price);
  });

  it('uses the base price without tiers or outside every tier', () => {
    expect(tieredUnitPrice([], 5, '12.3456')).toBe('12.3456');
    expect(tieredUnitPrice([{ minQty: 10, maxQty: 20, price: '1' }], 21, '2')).toBe('2.0000');
  });

  it('prefers the tier with the highest minimum when tiers overlap', () => {
    const overlapping = [
      { minQty: 1, maxQty: null, price: '5' },
      { minQty: 100, maxQty: null, price: '4' },
    ];
    expect(tieredUnitPrice(overlapping, 150, '6')).toBe('4.0000');
    expect(tieredUnitPrice(overlapping, 99, '6')).toBe('5.0000');
  });

  it.each([[-1], [2.5], [Number.POSITIVE_INFINITY]])('throws MoneyError for quantity %s', (quantity) => {
    expect(() => tieredUnitPrice(tiers, quantity, '1')).toThrow(MoneyError);
  });

  it('throws MoneyError on a malformed tier price', () => {
    expect(() => tieredUnitPrice([{ minQty: 1, maxQty: null, price: 'cheap' }], 2, '1')).toThrow(MoneyError);
  });
});

describe('promoDiscount', () => {
  it.each([
    [{ type: 'flat', value: '10' }, '100', '10.00'],
    [{ type: 'flat', value: '150' }, '100', '100.00'],
    [{ type: 'flat', value: '-5' }, '100', '0.00'],
    [{ type: 'flat', value: '0' }, '100', '0.00'],
    [{ type: 'percentage', value: '10' }, '99.99', '10.00'],
    [{ type: 'percentage', value: 15 }, '33.33', '5.00'],
    [{ type: 'percentage', value: '150' }, '80', '80.00'],
    [{ type: 'percentage', value: '-10' }, '80', '0.00'],
    [{ type: 'percentage', value: '100' }, '10.0050', '10.00'],
    [{ type: 'percentage', value: '10' }, '0', '0.00'],
    [{ type: 'percentage', value: '12.5' }, '999999999999.9999', '125000000000.00'],
  ] as const)('%j on %s = %s', (promo, subtotal, discount) => {
    expect(promoDiscount(promo, subtotal)).toBe(discount);
  });

  it.each([
    [{ type: 'flat', value: 'ten' }, '100'],
    [{ type: 'percentage', value: '10' }, '-100'],
    [{ type: 'bogus', value: '10' }, '100'],
  ])('throws MoneyError for %j on %s', (promo, subtotal) => {
    expect(() => promoDiscount(promo as Parameters<typeof promoDiscount>[0], subtotal)).toThrow(MoneyError);
  });

  it('never goes below zero nor above the subtotal', () => {
    const promoArb = fc.record({
      type: fc.constantFrom('flat' as const, 'percentage' as const),
      value: fc.integer({ min: -100_000, max: 1_000_000 }).map((n) => fromUnits(BigInt(n) * 100n)),
    });
    fc.assert(
      fc.property(promoArb, unitPriceArb, (promo, subtotal) => {
        const discount = promoDiscount(promo, subtotal);
        expect(compareMoney(discount, '0')).toBeGreaterThanOrEqual(0);
        expect(compareMoney(discount, subtotal)).toBeLessThanOrEqual(0);
      }),
    );
  });
});

describe('shippingMarkup', () => {
  it.each([
    ['100', '100.00', '30.00', '130.00'],
    ['0', '0.00', '0.00', '0.00'],
    ['10.05', '10.05', '3.02', '13.07'],
    ['12.345', '12.35', '3.70', '16.05'],
    ['0.0385', '0.04', '0.01', '0.05'],
  ])('%s: carrier %s + markup %s = %s', (rate, carrierAmount, markupAmount, amount) => {
    expect(shippingMarkup(rate)).toEqual({ carrierAmount, markupPercent: 30, markupAmount, amount });
  });

  it('charges what the checkout charges, and its parts add up', () => {
    fc.assert(
      fc.property(centsArb, (rate) => {
        const parts = shippingMarkup(rate);
        expect(parts.amount).toBe(shippingWithMarkup(rate));
        expect(addMoney(parts.carrierAmount, parts.markupAmount)).toBe(parts.amount);
      }),
    );
  });
});
