import { type UIMatch, useMatches } from 'react-router';

/** What a route tells the layout about itself (React Router's `handle`). */
export interface RouteHandle {
  /** The page has its own 'Search listings' box: the header's would be a second one. */
  hidesHeaderSearch?: boolean;
}

export const listingPageHandle: RouteHandle = { hidesHeaderSearch: true };

export function useHidesHeaderSearch(): boolean {
  return useMatches().some(
    (match: UIMatch) => (match.handle as RouteHandle | undefined)?.hidesHeaderSearch === true,
  );
}
