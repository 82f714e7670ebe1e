import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { migrationsFolder } from '../../db/client';
import { AppError } from '../../lib/errors';

/** The last migration this build carries, from drizzle-kit's journal (read once per start). */
export interface LatestMigration {
  tag: string;
  /** The journal's `when`: what the migrator stores as `created_at` once it applied the migration. */
  when: number;
}

export function readLatestMigration(folder = migrationsFolder): LatestMigration {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: LatestMigration[];
  };
  const last = journal.entries.at(-1);
  if (!last) throw new Error(`no migration in ${folder}`);
  return { tag: last.tag, when: last.when };
}

/** How long the checks together may take: a database that does not answer is not ready. */
const CHECK_TIMEOUT_MS = 3000;

export const readinessMessages = {
  notReady: 'The server is not ready',
  database: 'The database does not answer',
  migrations: (tag: string) => `The latest migration (${tag}) is not applied`,
  outbox: (rows: number, seconds: number) =>
    `${rows} outbox ${rows === 1 ? 'row has' : 'rows have'} been due for more than ${seconds} seconds`,
};

async function failedChecks(ctx: AppContext, latest: LatestMigration): Promise<Record<string, string>> {
  try {
    await ctx.db.execute(sql`select 1`);
  } catch {
    return { database: readinessMessages.database };
  }
  const failed: Record<string, string> = {};
  // drizzle's migrator applies every migration newer than the newest `created_at` it recorded.
  const applied = await ctx.db
    .execute(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`)
    .then((r) => (r as unknown as { rows: { last: string | null }[] }).rows[0]?.last ?? null)
    .catch(() => null);
  if (applied === null || Number(applied) < latest.when) {
    failed.migrations = readinessMessages.migrations(latest.tag);
  }
  // Stuck, not slow: a row waiting out its retry backoff is not due yet. A due row left alone past
  // the bound means no worker is delivering (READY_OUTBOX_MAX_DELAY_SECONDS).
  const bound = ctx.config.ready.outboxMaxDelaySeconds;
  const stuck = await ctx.db.execute(
    sql`select count(*)::int as rows from outbox
        where status = 'pending' and next_attempt_at < now() - (${bound}::int * interval '1 second')`,
  );
  const rows = Number((stuck as unknown as { rows: { rows: number }[] }).rows[0]?.rows ?? 0);
  if (rows > 0) failed.outbox = readinessMessages.outbox(rows, bound);
  return failed;
}

/**
 * The readiness of this process for traffic: the database answers, the latest migration is
 * applied, and the outbox is not stuck. Throws an `unavailable` error naming each failed check.
 */
export async function checkReadiness(ctx: AppContext, latest: LatestMigration): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Record<string, string>>((resolve) => {
    timer = setTimeout(() => resolve({ database: readinessMessages.database }), CHECK_TIMEOUT_MS);
  });
  const failed = await Promise.race([failedChecks(ctx, latest), timeout]).finally(() => clearTimeout(timer));
  if (Object.keys(failed).length > 0) {
    throw new AppError('unavailable', readinessMessages.notReady, { fields: failed });
  }
}
