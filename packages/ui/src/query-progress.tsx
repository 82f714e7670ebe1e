import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * SPEC.md §4 loading: a progress bar (500 ms steps) runs and pointer events are blocked while any
 * query or mutation is in flight; both end on the reply. Driven by TanStack Query's own counters,
 * so the transport stays free of UI.
 */
export function QueryProgress() {
  const busy = useIsFetching() + useIsMutating() > 0;
  const started = useRef(false);

  useEffect(() => {
    if (busy) {
      nprogress.start();
      started.current = true;
    } else if (started.current) {
      nprogress.complete();
      started.current = false;
    }
  }, [busy]);

  return (
    <>
      {/* Accent colour: the brand colour would vanish over the home hero. */}
      <NavigationProgress stepInterval={500} size={3} color="accent" aria-label="Loading" />
      {busy && (
        <div
          data-testid="busy-overlay"
          aria-hidden="true"
          style={{ position: 'fixed', inset: 0, zIndex: 9998, cursor: 'progress', pointerEvents: 'all' }}
        />
      )}
    </>
  );
}
