import { checkoutMessages, IDEMPOTENCY_KEY_PATTERN } from '@patchbay/contract';
import { ApiError } from '@patchbay/ui';

/** 32 random hex characters: within IDEMPOTENCY_KEY_PATTERN, and needs no secure context. */
export function randomIdempotencyKey(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer> = (bytes) =>
    crypto.getRandomValues(bytes),
) {
  const bytes = random(new Uint8Array(16));
  const key = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new Error('idempotency key out of pattern');
  return key;
}

/**
 * How a placing attempt ended, as far as retrying goes. 'refused': the server answered that it
 * placed nothing (a decline, a stock conflict, a field error): the next attempt is a new one and
 * gets a new key. 'unknown': no answer, or a server fault: the orders may have been placed, so a
 * retry must send the same key (and the server then answers with the same orders, charging once).
 */
export type AttemptOutcome = 'placed' | 'refused' | 'unknown';

export function attemptOutcome(error: unknown): AttemptOutcome {
  if (!(error instanceof ApiError) || error.code === 'network') return 'unknown';
  // 408 and 429 say "not now", not "no": the same attempt may be sent again. So does a 409 saying
  // the first request with this key is still running: its orders may yet be placed.
  if (error.status === 409 && error.message === checkoutMessages.inProgress) return 'unknown';
  if (error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429) {
    return 'refused';
  }
  return 'unknown';
}

export interface Attempt<T> {
  key: string;
  /** What the attempt carried besides its key (the card token): reused with the key on a retry. */
  payload: T | undefined;
}

/**
 * Keeps one Idempotency-Key per placing attempt. The same content (the form and the cart, by
 * fingerprint) reuses the attempt's key, on a retry after a lost answer or a double click; content
 * that changed is a new attempt with a new key. An attempt the server refused is over: the next
 * one gets a new key, even with the same content, since a refusal placed nothing.
 */
export function createIdempotencyKeeper<T = string>(newKey: () => string = () => randomIdempotencyKey()) {
  let current: { fingerprint: string; attempt: Attempt<T> } | null = null;
  return {
    /** The attempt for this content: the current one when the content is unchanged. */
    attemptFor(fingerprint: string): Attempt<T> {
      if (!current || current.fingerprint !== fingerprint) {
        current = { fingerprint, attempt: { key: newKey(), payload: undefined } };
      }
      return current.attempt;
    },
    /** Records what the attempt carried (kept for its retries). */
    remember(fingerprint: string, payload: T) {
      if (current?.fingerprint === fingerprint) current.attempt.payload = payload;
    },
    settle(outcome: AttemptOutcome) {
      if (outcome === 'refused') current = null;
    },
  };
}

/** JSON with object keys sorted: equal content gives an equal string whatever the key order. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * A short digest of the card details (FNV-1a), so the attempt's fingerprint changes with the card
 * without keeping the number itself in it. Not a security measure: it never leaves the page.
 */
export function cardDigest(card: { cardNumber: string; expiry: string; cvv: string; name: string }): string {
  const text = [card.cardNumber.replace(/\D/g, ''), card.expiry, card.cvv, card.name.trim()].join('|');
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
