import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { parseReportParams, type ReportParams } from '../utils/report-params';

/**
 * A report screen's range and organization, kept in the URL (a link or a reload shows the same
 * figures). `set` merges changes into the query and keeps the screen's other parameters.
 *
 * react-router's `setSearchParams(previous => …)` hands the updater the query of the render that
 * made the setter, not the query of a navigation still on its way (a data router navigates
 * asynchronously). Two quick changes (a "From" day, then a "To" day) would so start from the same
 * old query and the second would put back the first one's old value. `pending` holds the query
 * last asked for until the URL shows it, and each change builds on it.
 */
export function useReportParams() {
  const [search, setSearch] = useSearchParams();
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (pending.current?.toString() === search.toString()) pending.current = null;
  }, [search]);
  const params = parseReportParams(search);
  const set = (changes: Partial<ReportParams> & Record<string, string | undefined>) => {
    const next = new URLSearchParams(pending.current ?? search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    pending.current = next;
    setSearch(next, { replace: true });
  };
  return { params, search, set };
}
