import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  compareMoney,
  divideHalfUp,
  formatCount,
  formatMoney,
  fromUnits,
  isMoney,
  MONEY_COLUMNS,
  MoneyError,
  moneyPattern,
  multiplyMoney,
  parseFormattedMoney,
  percentOf,
  roundMoney,
  sortMoney,
  subtractMoney,
  sumMoney,
  toScaledDecimal,
  toUnits,
} from './money';

/** Non-negative money strings with 0 to 4 decimals, up to the 'huge' 999999999999.9999. */
const moneyArb = fc
  .tuple(fc.bigInt({ min: 0n, max: 9_999_999_999_999_999n }), fc.constantFrom(0, 1, 2, 3, 4))
  .map(([units, decimals]) => {
    const step = 10n ** BigInt(4 - decimals);
    return fromUnits((units / step) * step)
      .replace(/(\.\d*?)0+$/, '$1')
      .replace(/\.$/, '');
  });
const signedMoneyArb = fc
  .tuple(moneyArb, fc.boolean())
  .map(([amount, negative]) => (negative ? `-${amount}` : amount));

describe('moneyPattern', () => {
  it.each([
    ['unitPrice', '9999999999.9999', true],
    ['unitPrice', '10000000000', false],
    ['unitPrice', '1.23456', false],
    ['amount', '999999999999.99', true],
    ['amount', '1000000000000', false],
    ['amount', '1.234', false],
    ['amount', '000000000000012.5', true],
    ['amount', '-1', false],
    ['amount', '1e3', false],
  ] as const)('%s: %s → %s', (column, value, fits) => {
    expect(moneyPattern(column).test(value)).toBe(fits);
  });

  it('every string it takes fits its column: PostgreSQL numeric(14,4) and numeric(14,2)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('unitPrice' as const, 'amount' as const),
        fc.stringMatching(/^\d{1,16}(\.\d{1,5})?$/),
        (column, value) => {
          const { integerDigits, decimals } = MONEY_COLUMNS[column];
          const [whole = '', fraction = ''] = value.split('.');
          const fits = whole.replace(/^0+(?=\d)/, '').length <= integerDigits && fraction.length <= decimals;
          expect(moneyPattern(column).test(value)).toBe(fits);
        },
      ),
    );
  });
});

describe('toUnits', () => {
  it.each([
    ['0', 0n],
    ['1', 10_000n],
    ['0.1', 1_000n],
    ['12.34', 123_400n],
    ['0.1234', 1_234n],
    ['-12.5', -125_000n],
    ['999999999999.9999', 9_999_999_999_999_999n],
    ['00012.30', 123_000n],
  ])('%s is %s units', (text, units) => {
    expect(toUnits(text)).toBe(units);
  });

  it.each([
    [''],
    [' 1'],
    ['1 '],
    ['1.'],
    ['.5'],
    ['1.23456'],
    ['1e3'],
    ['1,000'],
    ['$1'],
    ['abc'],
    ['+1'],
    ['--1'],
    ['NaN'],
    ['Infinity'],
  ])('rejects %j', (text) => {
    expect(() => toUnits(text)).toThrow(MoneyError);
  });

  it.each([[12.5], [null], [undefined], [10n]])('rejects the non-string %s', (value) => {
    expect(() => toUnits(value as unknown as string)).toThrow(MoneyError);
  });
});

describe('toScaledDecimal', () => {
  it.each([
    ['2.9', 29n, 1],
    ['100', 100n, 0],
    ['0.00001', 1n, 5],
    [12.5, 125n, 1],
    ['-3.25', -325n, 2],
  ] as const)('%s', (value, units, scale) => {
    expect(toScaledDecimal(value)).toEqual({ units, scale });
  });

  it.each([[1e-7], [Number.NaN], [Number.POSITIVE_INFINITY], ['1e2'], [''], ['1.']])(
    'rejects %s',
    (value) => {
      expect(() => toScaledDecimal(value)).toThrow(MoneyError);
    },
  );
});

describe('divideHalfUp', () => {
  it.each([
    [5n, 10n, 1n],
    [4n, 10n, 0n],
    [15n, 10n, 2n],
    [14n, 10n, 1n],
    [-5n, 10n, -1n],
    [-4n, 10n, 0n],
    [-15n, 10n, -2n],
    [0n, 7n, 0n],
  ])('%s / %s → %s', (dividend, divisor, quotient) => {
    expect(divideHalfUp(dividend, divisor)).toBe(quotient);
  });
});

describe('fromUnits', () => {
  it.each([
    [0n, undefined, '0.00'],
    [3_000n, undefined, '0.30'],
    [1_234n, undefined, '0.1234'],
    [123_450n, undefined, '12.345'],
    [-125_000n, undefined, '-12.50'],
    [123_450n, 2, '12.35'],
    [123_449n, 2, '12.34'],
    [-123_450n, 2, '-12.35'],
    [-49n, 2, '0.00'],
    [1_234n, 4, '0.1234'],
    [10_000n, 4, '1.0000'],
    [9_999_999_999_999_999n, 2, '1000000000000.00'],
  ] as const)('%s units, %s decimals → %s', (units, decimals, text) => {
    expect(fromUnits(units, decimals)).toBe(text);
  });
});

describe('arithmetic', () => {
  it.each([
    ['0.1', '0.2', '0.30'],
    ['0.1234', '0', '0.1234'],
    ['999999999999.9999', '0.0001', '1000000000000.00'],
    ['-5', '2.5', '-2.50'],
    ['1.005', '0.005', '1.01'],
  ])('addMoney(%s, %s) = %s', (a, b, sum) => {
    expect(addMoney(a, b)).toBe(sum);
  });

  it.each([
    ['0.3', '0.1', '0.20'],
    ['1', '2.5', '-1.50'],
    ['0.0001', '0.0001', '0.00'],
  ])('subtractMoney(%s, %s) = %s', (a, b, difference) => {
    expect(subtractMoney(a, b)).toBe(difference);
  });

  it.each([
    [[], '0.00'],
    [['0.1', '0.2', '0.3'], '0.60'],
    [['12.3456', '0.0044'], '12.35'],
    [['-1', '1'], '0.00'],
  ] as const)('sumMoney(%j) = %s', (amounts, sum) => {
    expect(sumMoney(amounts)).toBe(sum);
  });

  it.each([
    ['12.3456', 3, 2, '37.04'],
    ['12.3456', 3, 4, '37.0368'],
    ['0.005', 1, 2, '0.01'],
    ['0.0049', 1, 2, '0.00'],
    ['19.99', '1.5', 2, '29.99'],
    ['100', '0.333333', 2, '33.33'],
    ['100', '0.333335', 4, '33.3335'],
    ['999999999999.9999', 2, 2, '2000000000000.00'],
    ['-10.005', 1, 2, '-10.01'],
  ] as const)('multiplyMoney(%s, %s, %s) = %s', (amount, factor, decimals, product) => {
    expect(multiplyMoney(amount, factor, decimals)).toBe(product);
  });

  it.each([
    ['100', '2.9', '2.90'],
    ['33.33', '10', '3.33'],
    ['10.05', '50', '5.03'],
    ['10.03', '50', '5.02'],
    ['0', '99', '0.00'],
    ['1234.5678', 8.875, '109.57'],
  ] as const)('percentOf(%s, %s) = %s', (base, percent, amount) => {
    expect(percentOf(base, percent)).toBe(amount);
  });

  it.each([
    ['1.005', 2, '1.01'],
    ['1.0049', 2, '1.00'],
    ['-1.005', 2, '-1.01'],
    ['2', 4, '2.0000'],
    ['0.1234', 4, '0.1234'],
  ] as const)('roundMoney(%s, %s) = %s', (amount, decimals, rounded) => {
    expect(roundMoney(amount, decimals)).toBe(rounded);
  });

  it.each([
    ['1', '1.0000', 0],
    ['1', '1.0001', -1],
    ['-1', '-2', 1],
    ['999999999999.9999', '999999999999.9998', 1],
  ] as const)('compareMoney(%s, %s) = %s', (a, b, order) => {
    expect(compareMoney(a, b)).toBe(order);
  });

  it('sorts amounts in money order, equal amounts in their given order', () => {
    expect(sortMoney(['10', '9.5', '-1', '10.0000', '0.0001', '9.50'])).toEqual([
      '-1',
      '0.0001',
      '9.5',
      '9.50',
      '10',
      '10.0000',
    ]);
    expect(() => sortMoney(['1', 'abc'])).toThrow(MoneyError);
  });

  it('sorts as compareMoney orders', () => {
    fc.assert(
      fc.property(fc.array(signedMoneyArb, { maxLength: 30 }), (amounts) => {
        const sorted = sortMoney(amounts);
        expect([...sorted].sort()).toEqual([...amounts].sort());
        for (let i = 1; i < sorted.length; i++) {
          expect(compareMoney(sorted[i - 1]!, sorted[i]!)).toBeLessThanOrEqual(0);
        }
      }),
    );
  });

  it.each([
    ['12.34', true],
    ['-0.0001', true],
    ['1.23456', false],
    ['', false],
    [12, false],
    [null, false],
  ])('isMoney(%j) = %s', (value, expected) => {
    expect(isMoney(value)).toBe(expected);
  });

  it('throws on malformed operands', () => {
    expect(() => addMoney('1', 'x')).toThrow(MoneyError);
    expect(() => multiplyMoney('1', '1e2')).toThrow(MoneyError);
    expect(() => percentOf('1.23456', '5')).toThrow(MoneyError);
  });
});

describe('formatMoney', () => {
  it.each([
    ['12345.6', undefined, '$12,345.60'],
    ['0', undefined, '$0.00'],
    ['1', undefined, '$1.00'],
    ['999.995', undefined, '$1,000.00'],
    ['1234567.891', undefined, '$1,234,567.89'],
    ['-12.5', undefined, '-$12.50'],
    ['-0.004', undefined, '$0.00'],
    ['-0.005', undefined, '-$0.01'],
    ['0.1234', undefined, '$0.12'],
    ['0.1234', true, '$0.1234'],
    ['12.5', true, '$12.50'],
    ['12.3400', true, '$12.34'],
    ['0.12', true, '$0.12'],
    ['1000.001', true, '$1,000.001'],
    ['999999999999.9999', undefined, '$1,000,000,000,000.00'],
    ['999999999999.9999', true, '$999,999,999,999.9999'],
    ['-1234.5678', true, '-$1,234.5678'],
  ] as const)('formatMoney(%s, precise %s) = %s', (amount, precise, text) => {
    expect(formatMoney(amount, precise === undefined ? {} : { precise })).toBe(text);
  });

  it.each([[''], ['abc'], ['1.23456'], ['1,000']])('throws on %j', (amount) => {
    expect(() => formatMoney(amount)).toThrow(MoneyError);
  });
});

describe('parseFormattedMoney', () => {
  it.each([
    ['$12,345.60', '12345.60'],
    ['-$12.50', '-12.50'],
    ['$0.1234', '0.1234'],
    ['1234.5', '1234.50'],
    [' $1,000 ', '1000.00'],
  ])('%j → %s', (text, amount) => {
    expect(parseFormattedMoney(text)).toBe(amount);
  });

  it.each([['$1,00.00'], ['$'], ['12,34'], ['$1.23456'], ['USD 1']])('rejects %j', (text) => {
    expect(() => parseFormattedMoney(text)).toThrow(MoneyError);
  });
});

describe('properties', () => {
  it('formatMoney round-trips: precise keeps the amount, plain keeps it rounded to cents', () => {
    fc.assert(
      fc.property(signedMoneyArb, (amount) => {
        expect(compareMoney(parseFormattedMoney(formatMoney(amount, { precise: true })), amount)).toBe(0);
        expect(parseFormattedMoney(formatMoney(amount))).toBe(roundMoney(amount, 2));
      }),
    );
  });

  it('addition is exact: a + b - b = a, whatever the decimals', () => {
    fc.assert(
      fc.property(signedMoneyArb, signedMoneyArb, (a, b) => {
        expect(compareMoney(subtractMoney(addMoney(a, b), b), a)).toBe(0);
      }),
    );
  });

  it('sums agree with integer arithmetic on ten-thousandths (no float artefacts)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100_000_000 }), { maxLength: 30 }), (units) => {
        const amounts = units.map((unit) => fromUnits(BigInt(unit)));
        const expected = units.reduce((total, unit) => total + BigInt(unit), 0n);
        expect(toUnits(sumMoney(amounts))).toBe(expected);
      }),
    );
  });

  it('roundMoney to cents is half-up: within half a cent, ties away from zero', () => {
    fc.assert(
      fc.property(signedMoneyArb, (amount) => {
        const difference = toUnits(roundMoney(amount, 2)) - toUnits(amount);
        const magnitude = difference < 0n ? -difference : difference;
        expect(magnitude <= 50n).toBe(true);
        if (magnitude === 50n) expect(difference > 0n === toUnits(amount) > 0n).toBe(true);
      }),
    );
  });
});

describe('formatCount', () => {
  it('writes whole numbers with thousands separators', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(-1000)).toBe('-1,000');
    expect(formatCount(12.9)).toBe('12');
  });

  it("gives what toLocaleString('en-US') gives for any safe whole number", () => {
    fc.assert(
      fc.property(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
      }),
    );
  });
});
