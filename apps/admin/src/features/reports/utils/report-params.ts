import type { ReportInterval } from '@patchbay/contract';

/** What every report screen keeps in its URL: the date range, and for the operator an organization. */
export interface ReportParams {
  /** YYYY-MM-DD, inclusive; empty means the server's default (the last 30 days). */
  from: string;
  to: string;
  /** The operator's organization picker; empty: every organization. */
  organizationId: string;
}

export const REPORT_PRESETS = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '12 months' },
] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function parseReportParams(search: URLSearchParams): ReportParams {
  const day = (name: string) => {
    const value = search.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return { from: day('from'), to: day('to'), organizationId: search.get('organizationId') ?? '' };
}

export function parseInterval(search: URLSearchParams): ReportInterval {
  const value = search.get('interval');
  return value === 'week' || value === 'month' ? value : 'day';
}

/** The range's query parameters for the API: empty fields left out. */
export function toReportQuery(params: ReportParams): { from?: string; to?: string; organizationId?: string } {
  return {
    ...(params.from ? { from: params.from } : {}),
    ...(params.to ? { to: params.to } : {}),
    ...(params.organizationId ? { organizationId: params.organizationId } : {}),
  };
}

/** The last `days` days up to `today` (YYYY-MM-DD), today included. */
export function presetRange(days: number, today: string): { from: string; to: string } {
  const end = Date.parse(`${today}T00:00:00Z`);
  return { from: new Date(end - (days - 1) * 86_400_000).toISOString().slice(0, 10), to: today };
}

/** Which preset a range is, if any. */
export function presetOf(range: { from: string; to: string }, today: string): string | null {
  for (const preset of REPORT_PRESETS) {
    const candidate = presetRange(Number(preset.value), today);
    if (candidate.from === range.from && candidate.to === range.to) return preset.value;
  }
  return null;
}

/** A query string (with '?') of the non-empty entries, for links and CSV downloads. */
export function queryString(entries: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
