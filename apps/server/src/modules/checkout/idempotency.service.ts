import { createHash } from 'node:crypto';
import { checkoutMessages, type ErrorCode } from '@patchbay/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError, conflict } from '../../lib/errors';
import {
  completeIdempotencyRow,
  deleteIdempotencyRow,
  findIdempotencyRow,
  type IdempotencyRef,
  insertIdempotencyClaim,
  takeOverIdempotencyClaim,
} from './idempotency.repository';

/** A claim not renewed for this long belongs to a request that died; another may take it over. */
const STALE_MS = 2 * 60 * 1000;
const WAIT_STEP_MS = 50;
const WAIT_LIMIT_MS = 60 * 1000;

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

export interface IdempotentWork<T> {
  /** Writes the successful response under the key; call it inside the transaction that commits the work. */
  complete(tx: Tx, response: T): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

/**
 * Runs `work` once per (owner, key). The first request claims the key and runs; a concurrent
 * replay waits for it and answers the same response (or the same remembered failure); the same
 * key with a different request is refused with checkoutMessages.idempotencyKeyReused.
 */
export async function runIdempotent<T>(
  ctx: AppContext,
  input: IdempotencyRef & { requestHash: string },
  work: (idempotency: IdempotentWork<T>) => Promise<T>,
): Promise<T> {
  const ref = { owner: input.owner, key: input.key };
  const started = Date.now();
  for (;;) {
    const now = new Date();
    let claimed = await insertIdempotencyClaim(ctx.db, { ...ref, requestHash: input.requestHash, now });
    if (!claimed) {
      const row = await findIdempotencyRow(ctx.db, ref);
      if (!row) continue; // the first request failed and released the key: claim it again
      if (row.requestHash !== input.requestHash) throw conflict(checkoutMessages.idempotencyKeyReused);
      if (row.state === 'done') return replay<T>(row);
      claimed = await takeOverIdempotencyClaim(ctx.db, ref, new Date(now.getTime() - STALE_MS), now);
      if (!claimed) {
        if (Date.now() - started > WAIT_LIMIT_MS) throw conflict(checkoutMessages.inProgress);
        await sleep(WAIT_STEP_MS);
        continue;
      }
    }
    try {
      return await work({
        complete: (tx, response) => completeIdempotencyRow(tx, ref, { status: 200, response }),
      });
    } catch (error) {
      if (error instanceof FinalFailure) {
        const { error: inner } = error;
        await completeIdempotencyRow(ctx.db, ref, {
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
      await deleteIdempotencyRow(ctx.db, ref);
      throw error;
    }
  }
}
