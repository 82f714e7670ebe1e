import { useEffect } from 'react';
import { useStorefront } from './storefront';

/** SPEC.md §2 page titles: "<Screen> | <storefront title>". */
export function usePageTitle(screen: string) {
  const { title } = useStorefront();
  useEffect(() => {
    document.title = `${screen} | ${title}`;
  }, [screen, title]);
}
