/** Date display (SPEC.md §7, §9; DESIGN.md §4: stored in UTC, shown in the viewer's zone). */
import type { DateFormat } from './constants';

/**
 * Formats a date as 'MM/DD/YYYY' or 'YYYY-MM-DD'. The calendar day is the UTC one unless
 * `options.timeZone` (an IANA name such as 'America/New_York') is given. Accepts a Date, an ISO
 * 8601 string or epoch milliseconds. Throws a RangeError for an invalid date or time zone.
 */
export function formatDate(
  date: Date | string | number,
  format: DateFormat,
  options: { timeZone?: string } = {},
): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) throw new RangeError(`Invalid date: ${String(date)}`);
  let year: number;
  let month: number;
  let day: number;
  if (options.timeZone === undefined) {
    year = value.getUTCFullYear();
    month = value.getUTCMonth() + 1;
    day = value.getUTCDate();
  } else {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: options.timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    }).formatToParts(value);
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    year = part('year');
    month = part('month');
    day = part('day');
  }
  const yyyy = String(year).padStart(4, '0');
  const mm = String(month).padStart(2, '0');
  const dd = String(day).padStart(2, '0');
  if (format === 'YYYY-MM-DD') return `${yyyy}-${mm}-${dd}`;
  if (format === 'MM/DD/YYYY') return `${mm}/${dd}/${yyyy}`;
  throw new RangeError(`Unknown date format: ${String(format)}`);
}

/** The earliest and the latest time zones in use: UTC−12 and UTC+14. */
const EARLIEST_ZONE_MS = -12 * 3_600_000;
const LATEST_ZONE_MS = 14 * 3_600_000;

/**
 * Whether the day something happened to an order (its shipment, a payment received), written
 * 'YYYY-MM-DD', can be true: not after today and not before the day the order was placed. The
 * person types the day where they are, so "today" is today anywhere on earth (UTC+14) and the
 * order's day is its day anywhere (UTC−12): nobody is refused a true date because of their zone.
 * 'future' or 'beforeOrder' when it cannot, null when it can.
 */
export function orderEventDateProblem(
  day: string,
  orderedAt: Date,
  now: Date,
): 'future' | 'beforeOrder' | null {
  const latest = formatDate(now.getTime() + LATEST_ZONE_MS, 'YYYY-MM-DD');
  const earliest = formatDate(orderedAt.getTime() + EARLIEST_ZONE_MS, 'YYYY-MM-DD');
  if (day > latest) return 'future';
  if (day < earliest) return 'beforeOrder';
  return null;
}
