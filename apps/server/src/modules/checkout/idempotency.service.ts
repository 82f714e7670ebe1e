import { createHash, randomBytes } from 'node:crypto';
import { checkoutMessages, type ErrorCode } from '@patchbay/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError, conflict } from '../../lib/errors';
import {
  type ClaimRef,
  completeIdempotencyRow,
  deleteIdempotencyRow,
  findIdempotencyRow,
  type IdempotencyRef,
  insertIdempotencyClaim,
  lockIdempotencyClaim,
  renewIdempotencyClaim,
  takeOverIdempotencyClaim,
} from './idempotency.repository';

export type { ClaimRef, IdempotencyRef };

/**
 * A claim is a lease: the request that holds it renews it every `heartbeatMs` while it runs, and
 * only a claim not renewed for `leaseMs` (its holder died) may be taken over, under a new fence.
 * Tests shorten them.
 */
export const claimTiming = {
  leaseMs: 30 * 1000,
  heartbeatMs: 5 * 1000,
  /** How long a concurrent replay waits for the first request before answering 409 "still being placed". */
  waitLimitMs: 60 * 1000,
};
const WAIT_STEP_MS = 50;

/** sha256 of a request in a canonical form (object keys sorted), to tell a retry from a new request. */
export function requestHash(value: unknown): string {
  const canonical = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(canonical);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.keys(v as Record<string, unknown>)
          .sort()
          .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
      );
    }
    return v;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
}

/**
 * A failure to remember under the key: it happened after money moved (a decline after other
 * charges, stock gone after charging and refunding), so a retry with the same key must get the
 * same answer rather than run again. Failures before any payment call are not remembered: the key
 * may be used again once the request is fixed.
 */
export class FinalFailure extends Error {
  override readonly name = 'FinalFailure';
  constructor(readonly error: AppError) {
    super(error.message);
  }
}

/**
 * The claim was taken over while this request ran (its lease lapsed): it must stop without writing
 * or giving money back; whoever holds the claim now settles what it left.
 */
export class ClaimLost extends Error {
  override readonly name = 'ClaimLost';
}

export interface IdempotentWork<T> {
  readonly claim: ClaimRef;
  /** Throws ClaimLost unless the claim is still held; locks it until `tx` ends. */
  assertHeld(tx: Tx): Promise<void>;
  /** Writes the successful response under the key; call it inside the transaction that commits the work. */
  complete(tx: Tx, response: T): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const newFence = () => randomBytes(16).toString('base64url');

function replay<T>(row: { responseStatus: number | null; response: unknown }): T {
  if ((row.responseStatus ?? 200) >= 400) {
    const body = row.response as {
      error: { code: ErrorCode; message: string; fields?: Record<string, string> };
    };
    throw new AppError(
      body.error.code,
      body.error.message,
      body.error.fields ? { fields: body.error.fields } : {},
    );
  }
  return row.response as T;
}

/** Renews a claim's lease while `run` works; `lost()` says whether it was taken over meanwhile. */
async function withLease<T>(ctx: AppContext, claim: ClaimRef, run: () => Promise<T>): Promise<T> {
  const timer = setInterval(() => {
    renewIdempotencyClaim(ctx.db, claim, new Date()).catch(() => {
      // A failed renewal is retried at the next beat; the fence protects every write meanwhile.
    });
  }, claimTiming.heartbeatMs);
  timer.unref();
  try {
    return await run();
  } finally {
    clearInterval(timer);
  }
}

/**
 * Takes over the claim of (owner, key) if its lease has lapsed; the new fence, or null when its
 * holder still runs or it is gone.
 */
export async function takeOverStaleClaim(
  ctx: AppContext,
  ref: IdempotencyRef,
  now = new Date(),
): Promise<ClaimRef | null> {
  const claim = { ...ref, fence: newFence() };
  const staleBefore = new Date(now.getTime() - claimTiming.leaseMs);
  return (await takeOverIdempotencyClaim(ctx.db, claim, staleBefore, now)) ? claim : null;
}

/** Whether a request still holds (owner, key) without an answer yet. */
export async function claimIsPending(ctx: AppContext, ref: IdempotencyRef): Promise<boolean> {
  return (await findIdempotencyRow(ctx.db, ref))?.state === 'pending';
}

/** Ends a claim without an answer (nothing was done): the key may be used again. */
export async function releaseClaim(ctx: AppContext, claim: ClaimRef): Promise<void> {
  await deleteIdempotencyRow(ctx.db, claim);
}

/**
 * Runs `work` once per (owner, key). The first request claims the key and runs; a concurrent
 * replay waits for it and answers the same response (or the same remembered failure); the same
 * key with a different request is refused with checkoutMessages.idempotencyKeyReused. A claim
 * whose holder died (lease lapsed) is taken over: `recover` first settles what the dead request
 * left (e.g. a reserved checkout), then the work runs again.
 */
export async function runIdempotent<T>(
  ctx: AppContext,
  input: IdempotencyRef & { requestHash: string },
  work: (idempotency: IdempotentWork<T>) => Promise<T>,
  recover?: (claim: ClaimRef) => Promise<void>,
): Promise<T> {
  const ref = { owner: input.owner, key: input.key };
  const started = Date.now();
  for (;;) {
    const now = new Date();
    let claim: ClaimRef | null = { ...ref, fence: newFence() };
    const inserted = await insertIdempotencyClaim(ctx.db, { ...claim, requestHash: input.requestHash, now });
    if (!inserted) {
      const row = await findIdempotencyRow(ctx.db, ref);
      if (!row) continue; // the first request failed and released the key: claim it again
      if (row.requestHash !== input.requestHash) throw conflict(checkoutMessages.idempotencyKeyReused);
      if (row.state === 'done') return replay<T>(row);
      claim = await takeOverStaleClaim(ctx, ref);
      if (!claim) {
        if (Date.now() - started > claimTiming.waitLimitMs) throw conflict(checkoutMessages.inProgress);
        await sleep(WAIT_STEP_MS);
        continue;
      }
      if (recover) await withLease(ctx, claim, () => recover(claim as ClaimRef));
    }
    const held = claim;
    try {
      return await withLease(ctx, held, () =>
        work({
          claim: held,
          async assertHeld(tx) {
            if (!(await lockIdempotencyClaim(tx, held))) throw new ClaimLost('the claim was taken over');
          },
          async complete(tx, response) {
            if (!(await completeIdempotencyRow(tx, held, { status: 200, response })))
              throw new ClaimLost('the claim was taken over');
          },
        }),
      );
    } catch (error) {
      if (error instanceof ClaimLost) {
        // Whoever holds the claim now answers; a retry of this request will get its answer.
        throw conflict(checkoutMessages.inProgress);
      }
      if (error instanceof FinalFailure) {
        const { error: inner } = error;
        await completeIdempotencyRow(ctx.db, held, {
          status: inner.statusCode,
          response: {
            error: {
              code: inner.code,
              message: inner.message,
              ...(inner.fields ? { fields: inner.fields } : {}),
            },
          },
        });
        throw inner;
      }
      await deleteIdempotencyRow(ctx.db, held);
      throw error;
    }
  }
}
