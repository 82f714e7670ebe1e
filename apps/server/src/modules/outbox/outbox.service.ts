import type { OutboxListQuery, OutboxListResponse, OutboxRow, SessionUser } from '@patchbay/contract';
import type { AppContext } from '../../context';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { isOperator } from '../accounts/policy';
import {
  findOutboxRow,
  listOutboxRows,
  type OutboxRowRecord,
  requeueFailedOutboxRow,
} from './outbox.repository';

/** The outbox spans every organization: only the platform operator sees or retries it. */
function assertOperator(actor: SessionUser): void {
  if (!isOperator(actor)) {
    throw forbidden();
  }
}

function summaryOf(row: OutboxRowRecord): string {
  const payload = (row.payload ?? {}) as Record<string, unknown>;
  if (row.kind === 'mail') return `${String(payload.template ?? 'mail')}: ${String(payload.subject ?? '')}`;
  const records = Array.isArray(payload.records) ? payload.records.length : 0;
  return `${String(payload.table ?? '?')} ${String(payload.operation ?? '?')} (${records} record${records === 1 ? '' : 's'})`;
}

function toOutboxRow(row: OutboxRowRecord): OutboxRow {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    summary: summaryOf(row),
  };
}

export async function listOutbox(
  ctx: AppContext,
  actor: SessionUser,
  query: OutboxListQuery,
): Promise<OutboxListResponse> {
  assertOperator(actor);
  const { rows, total } = await listOutboxRows(ctx.db, query, 200);
  return { rows: rows.map(toOutboxRow), total };
}

/** Sends a parked row again: back in its line, due now, and the line woken. */
export async function retryOutboxRow(ctx: AppContext, actor: SessionUser, id: string): Promise<OutboxRow> {
  assertOperator(actor);
  const row = await requeueFailedOutboxRow(ctx.db, id);
  if (!row) {
    const existing = await findOutboxRow(ctx.db, id);
    if (!existing) throw notFound();
    throw conflict('Only a failed outbox row can be retried');
  }
  ctx.outbox.wake([row.id]);
  return toOutboxRow(row);
}
