import { useEffect } from 'react';

/**
 * SPEC.md §2 page titles: "<page> | Admin Portal". The admin pages SPEC.md names keep its names
 * ('dashboard', 'user', 'product/new', ...); the others use the screen's name.
 */
export function usePageTitle(page: string) {
  useEffect(() => {
    document.title = `${page} | Admin Portal`;
  }, [page]);
}
