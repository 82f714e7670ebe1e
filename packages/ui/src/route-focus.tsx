import { type CSSProperties, useEffect, useRef, useState } from 'react';

/** The id of the page's <main>: where the skip link goes. */
export const MAIN_CONTENT_ID = 'main-content';

const hidden: CSSProperties = {
  position: 'absolute',
  left: 8,
  top: 8,
  zIndex: 1000,
  transform: 'translateY(-200%)',
};
const shown: CSSProperties = {
  ...hidden,
  transform: 'none',
  padding: '8px 16px',
  background: '#ffffff',
  color: '#1a1b1e',
  border: '2px solid #1a1b1e',
  borderRadius: 4,
  fontWeight: 600,
};

/**
 * 'Skip to main content': the first thing a keyboard reaches, out of sight until it has focus
 * (WCAG 2.4.1), so a keyboard user does not tab through the header on every page.
 */
export function SkipLink() {
  const [focused, setFocused] = useState(false);
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      style={focused ? shown : hidden}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        focusMainHeading(main);
      }}
    >
      Skip to main content
    </a>
  );
}

/** A screen's own heading inside <main>: its h1, or its h2 where the page's h1 is the portal's name. */
const SCREEN_HEADING = 'h1, h2';

/** Focuses the first heading of `main` (made focusable by script only), else `main` itself. */
function focusMainHeading(main: HTMLElement): boolean {
  const heading = main.querySelector<HTMLElement>(SCREEN_HEADING);
  const target = heading ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return heading !== null;
}

/** How long a new screen's heading is waited for (its code and data may still be loading). */
const HEADING_WAIT_MS = 5000;

/**
 * After each route change (not the first page load), moves focus to the new screen's main heading,
 * so a screen reader announces the page and the next Tab starts in it, not in the old header
 * position. `routeKey` is what names the screen (the pathname). The heading may arrive after the
 * screen's code and data: it is watched for a few seconds, and focus is left alone if the person
 * moved it meanwhile.
 */
export function useFocusMainOnRouteChange(routeKey: string) {
  const first = useRef(true);
  // routeKey is the trigger: the effect runs again whenever the screen changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run on each route change
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    const startedOn = document.activeElement;
    let done = false;
    const attempt = () => {
      if (done) return;
      // Someone moved focus meanwhile (into a field, a menu): leave it where they put it.
      const active = document.activeElement;
      if (active && active !== startedOn && active !== document.body) {
        done = true;
        return;
      }
      if (main.querySelector(SCREEN_HEADING)) {
        done = true;
        focusMainHeading(main);
      }
    };
    const observer = new MutationObserver(attempt);
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => {
      if (!done) focusMainHeading(main);
      done = true;
      observer.disconnect();
    }, HEADING_WAIT_MS);
    attempt();
    return () => {
      done = true;
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [routeKey]);
}
