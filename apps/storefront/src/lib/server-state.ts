import type { DehydratedState } from '@tanstack/react-query';

/**
 * The element of a server-rendered page that holds the data it was rendered with: a JSON script,
 * which browsers never run (the page's CSP allows only hashed inline scripts).
 */
export const SERVER_STATE_ID = 'patchbay-state';

/** JSON that cannot close its <script> element or open a comment in it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The data of a server-rendered page, or undefined on a page the browser renders alone. */
export function readServerState(doc: Document): DehydratedState | undefined {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return undefined;
  }
}
