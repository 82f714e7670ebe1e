import { useSearchParams } from 'react-router';
import { parseReportParams, type ReportParams } from '../utils/report-params';

/**
 * A report screen's range and organization, kept in the URL (a link or a reload shows the same
 * figures). `set` merges changes into the query and keeps the screen's other parameters.
 */
export function useReportParams() {
  const [search, setSearch] = useSearchParams();
  const params = parseReportParams(search);
  const set = (changes: Partial<ReportParams> & Record<string, string | undefined>) => {
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  };
  return { params, search, set };
}
