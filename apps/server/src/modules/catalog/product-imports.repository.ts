import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import {
  organizations,
  productImportFailures,
  productImportMappings,
  productImports,
  users,
} from '../../db/schema/index';

type Db = Database | Tx;

export type ProductImportRow = typeof productImports.$inferSelect;

function selectImports(db: Db) {
  return db
    .select({
      row: productImports,
      organizationName: organizations.name,
      createdBy: sql<
        string | null
      >`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email})`,
    })
    .from(productImports)
    .innerJoin(organizations, eq(organizations.id, productImports.organizationId))
    .leftJoin(users, eq(users.id, productImports.createdByUserId));
}
export type ProductImportListRow = Awaited<ReturnType<typeof selectImports>>[number];

export async function insertImport(db: Db, values: typeof productImports.$inferInsert): Promise<void> {
  await db.insert(productImports).values(values);
}

export async function findImport(db: Db, id: string): Promise<ProductImportListRow | undefined> {
  const [row] = await selectImports(db).where(eq(productImports.id, id));
  return row;
}

/** The 100 latest imports of an organization (null: of all, for the operator). */
export async function findImports(db: Db, organizationId: string | null): Promise<ProductImportListRow[]> {
  return selectImports(db)
    .where(organizationId === null ? undefined : eq(productImports.organizationId, organizationId))
    .orderBy(desc(productImports.createdAt), desc(productImports.id))
    .limit(100);
}

export async function updateImport(
  db: Db,
  id: string,
  values: Partial<typeof productImports.$inferInsert>,
  onlyIfStatus?: readonly ProductImportRow['status'][],
): Promise<ProductImportRow | undefined> {
  const [row] = await db
    .update(productImports)
    .set(values)
    .where(
      and(
        eq(productImports.id, id),
        onlyIfStatus ? inArray(productImports.status, [...onlyIfStatus]) : undefined,
      ),
    )
    .returning();
  return row;
}

/**
 * Takes an import for this process in one statement: a queued one, or a running one whose process
 * stopped writing its heartbeat (it resumes after the rows already counted). Null when another
 * process has it.
 */
export async function claimImport(db: Db, id: string, now: Date, staleBefore: Date) {
  const [row] = await db
    .update(productImports)
    .set({
      status: 'running',
      startedAt: sql`coalesce(${productImports.startedAt}, ${now})`,
      heartbeatAt: now,
    })
    .where(
      and(
        eq(productImports.id, id),
        or(
          eq(productImports.status, 'queued'),
          and(eq(productImports.status, 'running'), lt(productImports.heartbeatAt, staleBefore)),
        ),
      ),
    )
    .returning();
  return row;
}

/** Imports waiting for a process: queued, or running without a heartbeat since `staleBefore`. */
export async function findWaitingImportIds(db: Db, staleBefore: Date): Promise<string[]> {
  const rows = await db
    .select({ id: productImports.id })
    .from(productImports)
    .where(
      or(
        eq(productImports.status, 'queued'),
        and(eq(productImports.status, 'running'), lt(productImports.heartbeatAt, staleBefore)),
      ),
    )
    .orderBy(productImports.createdAt)
    .limit(10);
  return rows.map((r) => r.id);
}

/** After a batch: the counts grow by the batch's outcomes, its failed rows are kept. */
export async function recordBatch(
  tx: Tx,
  id: string,
  batch: {
    rows: number;
    created: number;
    updated: number;
    skipped: number;
    failures: { rowNumber: number; cells: string[]; message: string }[];
    now: Date;
  },
): Promise<ProductImportRow['status'] | undefined> {
  if (batch.failures.length > 0) {
    await tx.insert(productImportFailures).values(batch.failures.map((f) => ({ importId: id, ...f })));
  }
  const [row] = await tx
    .update(productImports)
    .set({
      processedRows: sql`${productImports.processedRows} + ${batch.rows}`,
      created: sql`${productImports.created} + ${batch.created}`,
      updated: sql`${productImports.updated} + ${batch.updated}`,
      skipped: sql`${productImports.skipped} + ${batch.skipped}`,
      failed: sql`${productImports.failed} + ${batch.failures.length}`,
      heartbeatAt: batch.now,
    })
    .where(eq(productImports.id, id))
    .returning({ status: productImports.status });
  return row?.status;
}

export async function findFailures(db: Db, importId: string) {
  return db
    .select()
    .from(productImportFailures)
    .where(eq(productImportFailures.importId, importId))
    .orderBy(productImportFailures.rowNumber);
}

export async function findMapping(db: Db, organizationId: string) {
  const [row] = await db
    .select({ mapping: productImportMappings.mapping })
    .from(productImportMappings)
    .where(eq(productImportMappings.organizationId, organizationId));
  return row?.mapping ?? null;
}

export async function saveMapping(
  db: Db,
  organizationId: string,
  mapping: Record<string, string>,
  now: Date,
) {
  await db
    .insert(productImportMappings)
    .values({ organizationId, mapping, updatedAt: now })
    .onConflictDoUpdate({ target: productImportMappings.organizationId, set: { mapping, updatedAt: now } });
}

/** Who started an import, as the write service needs them to act in their name. */
export async function findImportActor(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      organization: { id: organizations.id, name: organizations.name, slug: organizations.slug },
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId));
  return row;
}

export async function organizationExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
  return rows.length > 0;
}
