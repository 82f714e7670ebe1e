import { useSyncExternalStore } from 'react';

// SPEC.md §4: the sidebar is open or closed. One drawer for the whole page (in the header), opened
// from the cart button and after something is added to the cart anywhere on the page.
let open = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openSidebarCart = () => setOpen(true);
export const closeSidebarCart = () => setOpen(false);

export function useSidebarCartOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    // Closed on a page the server renders, and in the render that takes it over.
    () => false,
  );
}
