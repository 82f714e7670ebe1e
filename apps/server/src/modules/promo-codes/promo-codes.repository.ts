import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { organizations, promoCodes, storefronts } from '../../db/schema/index';

const columns = {
  promo: promoCodes,
  sellerName: organizations.name,
  storefrontTitle: storefronts.storefrontTitle,
};

export type PromoCodeListRow = {
  promo: typeof promoCodes.$inferSelect;
  sellerName: string;
  storefrontTitle: string | null;
};

const sortColumns = {
  code: sql`lower(${promoCodes.code})`,
  value: promoCodes.value,
  startsAt: promoCodes.startsAt,
  endsAt: promoCodes.endsAt,
  usedCount: promoCodes.usedCount,
  createdAt: promoCodes.createdAt,
} as const;

function scoped(organizationId: string | null, ...conditions: (SQL | undefined)[]) {
  return and(
    organizationId === null ? undefined : eq(promoCodes.organizationId, organizationId),
    ...conditions,
  );
}

/** Promo codes of one organization (null: all, the operator), searched by code or description. */
export async function listPromoCodeRows(
  db: Database,
  input: {
    organizationId: string | null;
    q?: string | undefined;
    sort: keyof typeof sortColumns;
    dir: 'asc' | 'desc';
  },
): Promise<PromoCodeListRow[]> {
  const pattern = input.q ? `%${input.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const order = input.dir === 'asc' ? asc : desc;
  return db
    .select(columns)
    .from(promoCodes)
    .innerJoin(organizations, eq(organizations.id, promoCodes.organizationId))
    .leftJoin(storefronts, eq(storefronts.id, promoCodes.storefrontId))
    .where(
      scoped(
        input.organizationId,
        pattern ? or(ilike(promoCodes.code, pattern), ilike(promoCodes.description, pattern)) : undefined,
      ),
    )
    .orderBy(order(sortColumns[input.sort]), asc(promoCodes.id))
    .limit(1000);
}

/** One promo code inside the scope; another organization's is as absent as an unknown id. */
export async function findPromoCodeRow(
  db: Database | Tx,
  id: string,
  organizationId: string | null,
): Promise<PromoCodeListRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(promoCodes)
    .innerJoin(organizations, eq(organizations.id, promoCodes.organizationId))
    .leftJoin(storefronts, eq(storefronts.id, promoCodes.storefrontId))
    .where(scoped(organizationId, eq(promoCodes.id, id)))
    .limit(1);
  return row;
}

export async function insertPromoCode(
  db: Database | Tx,
  values: typeof promoCodes.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(promoCodes).values(values).returning({ id: promoCodes.id });
  return row!.id;
}

export async function updatePromoCodeRow(
  db: Database | Tx,
  id: string,
  organizationId: string,
  patch: Partial<typeof promoCodes.$inferInsert>,
  now: Date,
): Promise<void> {
  await db
    .update(promoCodes)
    .set({ ...patch, updatedAt: now })
    .where(and(eq(promoCodes.id, id), eq(promoCodes.organizationId, organizationId)));
}

/** Deletes a promo code nobody has used; false when it has been used (or is gone). */
export async function deletePromoCode(
  db: Database | Tx,
  id: string,
  organizationId: string,
): Promise<boolean> {
  const rows = await db
    .delete(promoCodes)
    .where(
      and(eq(promoCodes.id, id), eq(promoCodes.organizationId, organizationId), eq(promoCodes.usedCount, 0)),
    )
    .returning({ id: promoCodes.id });
  return rows.length > 0;
}
