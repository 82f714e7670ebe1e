import { formatDate } from '@patchbay/domain';

/**
 * Dates as both apps show them (DESIGN.md §4: stored in UTC, shown in the viewer's zone; SPEC.md §9:
 * MM/DD/YYYY). The zone is a parameter, defaulting to the viewer's, so the rules are tested in any.
 */

/** A calendar day without a time ('2025-03-14'): shown as that day, whatever the viewer's zone. */
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The viewer's IANA time zone, or undefined where the browser does not say (then UTC is shown). */
export function viewerTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** 'MM/DD/YYYY' in the viewer's zone. */
export function formatDay(value: string | Date, timeZone: string | undefined = viewerTimeZone()): string {
  if (typeof value === 'string' && DAY_ONLY.test(value)) return formatDate(value, 'MM/DD/YYYY');
  return formatDate(value, 'MM/DD/YYYY', timeZone ? { timeZone } : {});
}

/**
 * 'MM/DD/YYYY, 3:05 PM' in the viewer's zone, for times that matter to the hour (offer validity,
 * an order's history). A day without a time shows as the day alone.
 */
export function formatDateTime(
  value: string | Date,
  timeZone: string | undefined = viewerTimeZone(),
): string {
  if (typeof value === 'string' && DAY_ONLY.test(value)) return formatDay(value);
  const time = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: timeZone ?? 'UTC',
  }).format(new Date(value));
  return `${formatDay(value, timeZone)}, ${time}`;
}

/** Today as 'YYYY-MM-DD' in the viewer's zone: the default of a date input. */
export function todayIsoDate(
  now: Date = new Date(),
  timeZone: string | undefined = viewerTimeZone(),
): string {
  return formatDate(now, 'YYYY-MM-DD', timeZone ? { timeZone } : {});
}

/** How long ago `value` was, in its largest whole unit: 'just now', '5 min', '3 h', '2 d'. */
export function formatAge(value: string | Date, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - new Date(value).getTime()) / 1000));
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h`;
  return `${Math.floor(seconds / 86_400)} d`;
}
