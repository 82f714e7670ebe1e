import { describe, expect, it } from 'vitest';
import { averageMoney, csvLine, ratePercent, reportDays, reportInstants, reportRange } from './reports';

const now = new Date('2026-03-04T15:00:00Z');

describe('reportRange', () => {
  it.each([
    [{}, { from: '2026-02-03', to: '2026-03-04' }],
    [{ to: '2026-01-31' }, { from: '2026-01-02', to: '2026-01-31' }],
    [{ from: '2026-02-01' }, { from: '2026-02-01', to: '2026-03-04' }],
    [
      { from: '2026-02-01', to: '2026-02-01' },
      { from: '2026-02-01', to: '2026-02-01' },
    ],
    [{ from: '2026-02-10', to: '2026-02-01' }, { problem: 'fromAfterTo' }],
    [
      { from: '2024-01-01', to: '2026-01-01' },
      { from: '2024-01-01', to: '2026-01-01' },
    ],
    [{ from: '2023-12-31', to: '2026-01-01' }, { problem: 'tooLong' }],
  ])('%j -> %j', (asked, expected) => {
    expect(reportRange(asked, now, 732)).toEqual(expected);
  });

  it('counts both ends and gives half-open instants', () => {
    expect(reportDays({ from: '2026-02-01', to: '2026-02-28' })).toBe(28);
    expect(reportDays({ from: '2024-02-28', to: '2024-03-01' })).toBe(3);
    expect(reportInstants({ from: '2026-02-01', to: '2026-02-28' })).toEqual({
      start: new Date('2026-02-01T00:00:00Z'),
      end: new Date('2026-03-01T00:00:00Z'),
    });
  });
});

describe('averageMoney and ratePercent', () => {
  it.each([
    ['100.00', 3, '33.33'],
    ['200.00', 3, '66.67'],
    ['0.05', 2, '0.03'],
    ['10.00', 0, '0.00'],
    ['1234567.89', 1, '1234567.89'],
  ])('averageMoney(%s, %d) = %s', (total, count, expected) => {
    expect(averageMoney(total, count)).toBe(expected);
  });

  it.each([
    [1, 3, '33.33'],
    [2, 3, '66.67'],
    [3, 3, '100.00'],
    [0, 5, '0.00'],
    [1, 0, null],
    [7, 2, '350.00'],
  ])('ratePercent(%d, %d) = %s', (part, whole, expected) => {
    expect(ratePercent(part, whole)).toBe(expected);
  });
});

describe('csvLine', () => {
  it.each([
    [['a', 'b'], 'a,b'],
    [['a,b', 'say "hi"'], '"a,b","say ""hi"""'],
    [['line\nbreak'], '"line\nbreak"'],
    [[1, null, undefined, 2.5], '1,,,2.5'],
    [['=SUM(A1)', '+1', '-2', '@x'], "'=SUM(A1),'+1,'-2,'@x"],
    [['=a,b'], `"'=a,b"`],
  ])('%j -> %s', (cells, expected) => {
    expect(csvLine(cells)).toBe(expected);
  });
});
