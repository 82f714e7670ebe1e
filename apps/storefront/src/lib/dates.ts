import { formatDate } from '@patchbay/domain';

/** The viewer's time zone (DESIGN.md §4: times are stored in UTC and shown in the viewer's zone). */
export function viewerTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** 'MM/DD/YYYY' in the viewer's zone (SPEC.md §9 date format). */
export function formatLocalDate(iso: string, timeZone = viewerTimeZone()): string {
  return formatDate(iso, 'MM/DD/YYYY', timeZone ? { timeZone } : {});
}

/** 'MM/DD/YYYY, 3:05 PM' in the viewer's zone: for times that matter to the hour (offer validity). */
export function formatLocalDateTime(iso: string, timeZone = viewerTimeZone()): string {
  const time = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
  return `${formatLocalDate(iso, timeZone)}, ${time}`;
}
