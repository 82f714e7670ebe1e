import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clientStateStore, setClientState } from '@/lib/client-state';
import {
  EMPTY_FILTERS,
  formatListingFilters,
  type ListingFilters,
  parseListingFilters,
  toPageFilters,
  updateListingFilters,
} from '../utils/listing-filters';

/** Listing pages whose filters the client state remembers (every category is a page of its own). */
const MAX_REMEMBERED_PAGES = 20;

/**
 * The filters of the current listing page, read from the URL query and written back to it (each
 * change is a history entry, so back and forward step through them). The current filters are
 * mirrored into the client state's 'page filters' under the page's path (SPEC.md §3).
 */
export function useListingFilters() {
  const { pathname, search, key } = useLocation();
  const navigate = useNavigate();
  const urlFilters = useMemo(() => parseListingFilters(search), [search]);
  // React Router commits a navigation in a transition: until then a controlled checkbox would snap
  // back to the URL's old value. The filters asked for show at once, until the location changes
  // (to them, or anywhere else: back, forward, a link).
  const [asked, setAsked] = useState<ListingFilters | null>(null);
  const [askedAt, setAskedAt] = useState(key);
  if (askedAt !== key) {
    setAskedAt(key);
    setAsked(null);
  }
  const filters = askedAt === key && asked ? asked : urlFilters;

  useEffect(() => {
    const mirrored = toPageFilters(filters);
    const saved = clientStateStore.getState().pageFilters;
    if (JSON.stringify(saved[pathname]) === JSON.stringify(mirrored)) return;
    // The page just seen goes last; only the most recent pages are kept.
    const others = Object.entries(saved).filter(([path]) => path !== pathname);
    const kept = others.slice(-(MAX_REMEMBERED_PAGES - 1));
    setClientState({ pageFilters: Object.fromEntries([...kept, [pathname, mirrored]]) });
  }, [pathname, filters]);

  // Ticking a box keeps the page where it is; a new page of results starts at the top.
  const replaceFilters = useCallback(
    (next: ListingFilters, { scrollToTop = false }: { scrollToTop?: boolean } = {}) => {
      setAsked(next);
      void navigate({ pathname, search: formatListingFilters(next) }, { preventScrollReset: !scrollToTop });
    },
    [navigate, pathname],
  );

  /** Changes some filters; any change but the page itself goes back to page 1. */
  const setFilters = useCallback(
    (change: Partial<ListingFilters>) =>
      replaceFilters(updateListingFilters(filters, change), { scrollToTop: change.page !== undefined }),
    [filters, replaceFilters],
  );

  const clearFilters = useCallback(() => replaceFilters(EMPTY_FILTERS), [replaceFilters]);

  return { filters, setFilters, clearFilters };
}
