import { describe, expect, it } from 'vitest';
import { formatDate, orderEventDateProblem } from './dates';

describe('formatDate', () => {
  it.each([
    ['2024-02-29T12:00:00Z', 'MM/DD/YYYY', '02/29/2024'],
    ['2024-02-29T12:00:00Z', 'YYYY-MM-DD', '2024-02-29'],
    ['2000-02-29T00:00:00Z', 'MM/DD/YYYY', '02/29/2000'],
    ['2023-03-01T00:00:00Z', 'YYYY-MM-DD', '2023-03-01'],
    ['2024-12-31T23:59:59.999Z', 'MM/DD/YYYY', '12/31/2024'],
    ['2024-01-01T03:00:00+05:00', 'YYYY-MM-DD', '2023-12-31'],
    ['0999-01-05T00:00:00Z', 'YYYY-MM-DD', '0999-01-05'],
  ] as const)('%s as %s → %s (UTC)', (iso, format, text) => {
    expect(formatDate(iso, format)).toBe(text);
  });

  it('accepts a Date and epoch milliseconds', () => {
    expect(formatDate(new Date(Date.UTC(2024, 1, 29)), 'MM/DD/YYYY')).toBe('02/29/2024');
    expect(formatDate(Date.UTC(1970, 0, 1), 'YYYY-MM-DD')).toBe('1970-01-01');
  });

  it.each([
    ['2024-03-01T03:00:00Z', 'America/New_York', '02/29/2024'],
    ['2024-02-29T20:00:00Z', 'Asia/Tokyo', '03/01/2024'],
    ['2024-02-29T20:00:00Z', 'UTC', '02/29/2024'],
  ])('%s in %s → %s', (iso, timeZone, text) => {
    expect(formatDate(iso, 'MM/DD/YYYY', { timeZone })).toBe(text);
  });

  it.each([['not a date'], [''], [Number.NaN]])('throws a RangeError for %j', (value) => {
    expect(() => formatDate(value, 'YYYY-MM-DD')).toThrow(RangeError);
  });

  it('throws a RangeError for an unknown time zone or format', () => {
    expect(() => formatDate('2024-01-01T00:00:00Z', 'YYYY-MM-DD', { timeZone: 'Mars/Olympus' })).toThrow(
      RangeError,
    );
    expect(() => formatDate('2024-01-01T00:00:00Z', 'DD.MM.YYYY' as 'YYYY-MM-DD')).toThrow(RangeError);
  });
});

describe('orderEventDateProblem', () => {
  const orderedAt = new Date('2026-03-02T15:00:00Z');
  const now = new Date('2026-03-04T15:00:00Z');
  it.each([
    ['2026-03-04', null],
    ['2026-03-02', null],
    ['2026-03-03', null],
    // Already the 5th east of UTC+9 at 15:00 UTC: today somewhere.
    ['2026-03-05', null],
    ['2026-03-06', 'future'],
    ['2027-01-01', 'future'],
    // 15:00 UTC on the 2nd is the 2nd even in UTC−12.
    ['2026-03-01', 'beforeOrder'],
    ['2025-12-31', 'beforeOrder'],
  ] as const)('%s → %s', (day, problem) => {
    expect(orderEventDateProblem(day, orderedAt, now)).toBe(problem);
  });

  it('an order placed early in the UTC day may carry the day before (its day in UTC−12)', () => {
    expect(orderEventDateProblem('2026-03-01', new Date('2026-03-02T05:00:00Z'), now)).toBeNull();
    expect(orderEventDateProblem('2026-02-28', new Date('2026-03-02T05:00:00Z'), now)).toBe('beforeOrder');
  });
});
