import { useEffect } from 'react';
import { useSession } from './auth';
import { portalTitle } from './portal-title';

/**
 * SPEC.md §2 page titles: "<page> | <portal>", the portal named as the header names it ('Northwind
 * Networks Business Portal' for a business user, else 'Admin Portal'; SPEC.md §1). The admin pages
 * SPEC.md names keep its names ('dashboard', 'user', 'product/new', ...); the others use the
 * screen's name.
 */
export function usePageTitle(page: string) {
  const { data } = useSession();
  const portal = portalTitle(data?.user ?? null);
  useEffect(() => {
    document.title = `${page} | ${portal}`;
  }, [page, portal]);
}
