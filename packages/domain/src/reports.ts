/** Rules of the reports (docs/insights.md): date ranges, averages, rates and CSV cells. No clock: `now` is passed. */
import { divideHalfUp, fromUnits, toUnits } from './money';

const DAY_MS = 86_400_000;

export interface ReportRange {
  /** First day, YYYY-MM-DD (UTC), inclusive. */
  from: string;
  /** Last day, YYYY-MM-DD (UTC), inclusive. */
  to: string;
}

export type ReportRangeProblem = 'fromAfterTo' | 'tooLong';

/** Days a report shows when none are asked for: the last 30, today included. */
export const DEFAULT_REPORT_DAYS = 30;

function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The range a report covers: the one asked for, or the last 30 days up to today (UTC). A missing
 * end is today; a missing start is 29 days before the end. Returns a problem instead when the start
 * follows the end or the range is longer than `maxDays`.
 */
export function reportRange(
  asked: { from?: string | undefined; to?: string | undefined },
  now: Date,
  maxDays: number,
): ReportRange | { problem: ReportRangeProblem } {
  const to = asked.to ?? dayOf(now);
  const from =
    asked.from ?? dayOf(new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_REPORT_DAYS - 1) * DAY_MS));
  if (from > to) return { problem: 'fromAfterTo' };
  if (reportDays({ from, to }) > maxDays) return { problem: 'tooLong' };
  return { from, to };
}

/** How many days a range covers, both ends included. */
export function reportDays(range: ReportRange): number {
  return (
    Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS) + 1
  );
}

/** The half-open instants [start, end) of a range, for `timestamptz` comparisons. */
export function reportInstants(range: ReportRange): { start: Date; end: Date } {
  return {
    start: new Date(`${range.from}T00:00:00Z`),
    end: new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY_MS),
  };
}

/** `total / count` rounded half-up to cents; '0.00' when count is 0. */
export function averageMoney(total: string, count: number): string {
  if (count <= 0) return '0.00';
  return fromUnits(divideHalfUp(toUnits(total), BigInt(count)), 2);
}

/** `part / whole × 100` with 2 decimals, half-up; null when whole is 0. */
export function ratePercent(part: number, whole: number): string | null {
  if (whole <= 0) return null;
  const hundredths = divideHalfUp(BigInt(part) * 10_000n, BigInt(whole));
  const negative = hundredths < 0n;
  const magnitude = negative ? -hundredths : hundredths;
  return `${negative ? '-' : ''}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
}

/**
 * One CSV line (RFC 4180): cells with a comma, quote or line break are quoted, quotes doubled. A
 * cell starting with =, +, - or @ gets a leading apostrophe, so a spreadsheet never runs a searched
 * keyword as a formula (CSV injection); numbers are passed as numbers and left alone.
 */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return cells
    .map((cell) => {
      if (cell === null || cell === undefined) return '';
      if (typeof cell === 'number') return String(cell);
      const safe = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
      return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
    })
    .join(',');
}
