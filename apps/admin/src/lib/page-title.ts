import { useEffect } from 'react';

/** SPEC.md §2: admin page titles are "<page> | Admin Portal", e.g. "dashboard | Admin Portal". */
export function usePageTitle(page: string) {
  useEffect(() => {
    document.title = `${page} | Admin Portal`;
  }, [page]);
}
