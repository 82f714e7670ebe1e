import { checkoutMessages, IDEMPOTENCY_KEY_PATTERN } from '@patchbay/contract';
import { ApiError } from '@patchbay/ui';
import { describe, expect, it } from 'vitest';
import {
  attemptOutcome,
  cardDigest,
  createIdempotencyKeeper,
  randomIdempotencyKey,
  stableStringify,
} from './idempotency';

function sequence() {
  let n = 0;
  return () => {
    n += 1;
    return `key-000${n}`;
  };
}

describe('Idempotency-Key per placing attempt', () => {
  it('makes keys the server accepts, different each time', () => {
    const a = randomIdempotencyKey();
    const b = randomIdempotencyKey();
    expect(a).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(a).toHaveLength(32);
    expect(a).not.toBe(b);
  });

  it('reuses the key while the content is the same (retry, double click)', () => {
    const keeper = createIdempotencyKeeper(sequence());
    const first = keeper.attemptFor('body-1');
    expect(keeper.attemptFor('body-1').key).toBe(first.key);
    keeper.settle('unknown');
    expect(keeper.attemptFor('body-1').key).toBe(first.key);
  });

  it('starts a new attempt when the content changes', () => {
    const keeper = createIdempotencyKeeper(sequence());
    const first = keeper.attemptFor('body-1').key;
    const second = keeper.attemptFor('body-2').key;
    expect(second).not.toBe(first);
    // Going back to the first content is yet another attempt: the first one was left behind.
    expect(keeper.attemptFor('body-1').key).not.toBe(first);
  });

  it('starts a new attempt after the server refused one, even with the same content', () => {
    const keeper = createIdempotencyKeeper(sequence());
    const first = keeper.attemptFor('body-1').key;
    keeper.settle('refused');
    expect(keeper.attemptFor('body-1').key).not.toBe(first);
  });

  it("keeps the attempt's card token for its retries, and drops it with the attempt", () => {
    const keeper = createIdempotencyKeeper(sequence());
    keeper.attemptFor('body-1');
    keeper.remember('body-1', 'tok_1');
    expect(keeper.attemptFor('body-1').payload).toBe('tok_1');
    keeper.remember('body-other', 'tok_x');
    expect(keeper.attemptFor('body-1').payload).toBe('tok_1');
    keeper.settle('refused');
    expect(keeper.attemptFor('body-1').payload).toBeUndefined();
  });

  it('tells a refusal (nothing placed) from an unknown outcome (maybe placed)', () => {
    const refusal = (status: number) => new ApiError({ status, code: 'invalid_data', message: 'x' });
    expect(attemptOutcome(refusal(400))).toBe('refused');
    expect(attemptOutcome(refusal(402))).toBe('refused');
    expect(attemptOutcome(refusal(409))).toBe('refused');
    expect(attemptOutcome(refusal(429))).toBe('unknown');
    const stillRunning = new ApiError({
      status: 409,
      code: 'conflict',
      message: checkoutMessages.inProgress,
    });
    expect(attemptOutcome(stillRunning)).toBe('unknown');
    expect(attemptOutcome(refusal(408))).toBe('unknown');
    expect(attemptOutcome(refusal(500))).toBe('unknown');
    expect(attemptOutcome(refusal(503))).toBe('unknown');
    expect(attemptOutcome(new ApiError({ status: 0, code: 'network', message: 'offline' }))).toBe('unknown');
    expect(attemptOutcome(new TypeError('boom'))).toBe('unknown');
  });
});

describe('fingerprints', () => {
  it('ignore key order and undefined values', () => {
    expect(stableStringify({ b: 1, a: [{ y: 2, x: undefined, z: 'q' }] })).toBe(
      stableStringify({ a: [{ z: 'q', y: 2 }], b: 1 }),
    );
    expect(stableStringify({ a: 1 })).not.toBe(stableStringify({ a: 2 }));
  });

  it('change with any card detail, without holding the number', () => {
    const card = { cardNumber: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', name: 'Ada Lovelace' };
    const digest = cardDigest(card);
    expect(digest).toMatch(/^[0-9a-f]{8}$/);
    expect(digest).not.toContain('4111');
    expect(cardDigest({ ...card, cardNumber: '4111-1111-1111-1111' })).toBe(digest);
    expect(cardDigest({ ...card, cardNumber: '4000 0000 0000 0002' })).not.toBe(digest);
    expect(cardDigest({ ...card, expiry: '11/30' })).not.toBe(digest);
    expect(cardDigest({ ...card, cvv: '124' })).not.toBe(digest);
    expect(cardDigest({ ...card, name: 'Ada King' })).not.toBe(digest);
  });
});
