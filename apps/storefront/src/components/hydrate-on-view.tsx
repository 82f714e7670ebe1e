import { type ReactNode, Suspense, use, useEffect, useRef, useState } from 'react';

/**
 * The address of the page the server rendered while the browser takes its HTML over (main.tsx),
 * until the first navigation: only then is there server HTML to keep as it is.
 */
let serverRenderedUrl: string | null = null;

/** main.tsx, before hydrating a page the server rendered. */
export function startTakingOverServerHtml() {
  serverRenderedUrl = window.location.href;
}

/** The first navigation inside the app: what renders from now on has no server HTML. */
export function stopTakingOverServerHtml() {
  serverRenderedUrl = null;
}

/**
 * Whether a part mounting now comes with server HTML. A navigation changes the address before the
 * next screen renders (and the layout's effect ends the take-over only after it has).
 */
const takingOverServerHtml = () =>
  typeof window !== 'undefined' && serverRenderedUrl !== null && window.location.href === serverRenderedUrl;

interface Gate {
  promise: Promise<void>;
  open(): void;
}

/**
 * A promise React can read at once when it is open: `use` reads a promise's `status` and `value`
 * (fields React itself sets on the promises it awaits) before waiting for it.
 */
function createGate(): Gate {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  const tracked = promise as Promise<void> & { status?: string; value?: undefined };
  return {
    promise,
    open() {
      if (tracked.status === 'fulfilled') return;
      tracked.status = 'fulfilled';
      tracked.value = undefined;
      resolve();
    },
  };
}

function Gated({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate) use(gate.promise);
  return children;
}

/** How far below the screen a part starts hydrating: it is ready by the time it scrolls in. */
const ROOT_MARGIN = '300px 0px';
/** Using a part hydrates it at once (React then handles the click or key on it). */
const USE_EVENTS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/**
 * A part of a server-rendered page below the fold (issue 18): the browser keeps the server's HTML
 * for it, visible and with working links, and hydrates it (its code takes it over) only when it
 * comes near the screen or is used. The first screen's hydration then costs less, in shorter
 * tasks, on a slow phone. Rendered by the browser alone (a page it renders, any later
 * navigation), it renders at once. On the server it renders its children as they are.
 */
export function HydrateOnView({ children }: { children: ReactNode }) {
  const [gate] = useState(() => (takingOverServerHtml() ? createGate() : null));
  const box = useRef<HTMLDivElement>(null);
  const mounted = useRef(false);
  // New children before the part was seen: hydrate it now, with them (React cannot update HTML it
  // has not taken over).
  if (mounted.current) gate?.open();

  useEffect(() => {
    mounted.current = true;
    const element = box.current;
    if (!gate || !element) return;
    const open = () => gate.open();
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), {
            rootMargin: ROOT_MARGIN,
          });
    if (observer) observer.observe(element);
    else open();
    for (const type of USE_EVENTS) element.addEventListener(type, open, { capture: true, passive: true });
    return () => {
      observer?.disconnect();
      for (const type of USE_EVENTS) element.removeEventListener(type, open, { capture: true });
    };
  }, [gate]);

  return (
    <div ref={box}>
      <Suspense fallback={null}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    </div>
  );
}
