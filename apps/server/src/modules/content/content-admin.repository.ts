import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { customPages, faqs, storefronts } from '../../db/schema/index';

const pageColumns = {
  page: customPages,
  storefrontTitle: storefronts.storefrontTitle,
  localUrl: storefronts.localUrl,
  customerDomain: storefronts.customerDomain,
};

export type CustomPageRow = {
  page: typeof customPages.$inferSelect;
  storefrontTitle: string;
  localUrl: string;
  customerDomain: string | null;
};

const pageSorts = {
  title: sql`lower(${customPages.title})`,
  slug: customPages.slug,
  storefront: sql`lower(${storefronts.storefrontTitle})`,
  sortOrder: customPages.sortOrder,
  updatedAt: customPages.updatedAt,
} as const;

/** Rows of storefronts of `organizationId` (null: every storefront, the operator). */
const inOrganization = (organizationId: string | null, ...conditions: (SQL | undefined)[]) =>
  and(organizationId === null ? undefined : eq(storefronts.organizationId, organizationId), ...conditions);

const likePattern = (q: string | undefined) => (q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null);

export async function listCustomPageRows(
  db: Database,
  input: {
    organizationId: string | null;
    q?: string | undefined;
    storefrontId?: string | undefined;
    status?: 'draft' | 'published' | undefined;
    sort: keyof typeof pageSorts;
    dir: 'asc' | 'desc';
  },
): Promise<CustomPageRow[]> {
  const pattern = likePattern(input.q);
  const order = input.dir === 'asc' ? asc : desc;
  return db
    .select(pageColumns)
    .from(customPages)
    .innerJoin(storefronts, eq(storefronts.id, customPages.storefrontId))
    .where(
      inOrganization(
        input.organizationId,
        pattern ? or(ilike(customPages.title, pattern), ilike(customPages.slug, pattern)) : undefined,
        input.storefrontId ? eq(customPages.storefrontId, input.storefrontId) : undefined,
        input.status ? eq(customPages.published, input.status === 'published') : undefined,
      ),
    )
    .orderBy(order(pageSorts[input.sort]), asc(customPages.title), asc(customPages.id))
    .limit(1000);
}

/** One page inside the scope; another organization's is as absent as an unknown id. */
export async function findCustomPageRow(
  db: Database | Tx,
  id: string,
  organizationId: string | null,
): Promise<CustomPageRow | undefined> {
  const [row] = await db
    .select(pageColumns)
    .from(customPages)
    .innerJoin(storefronts, eq(storefronts.id, customPages.storefrontId))
    .where(inOrganization(organizationId, eq(customPages.id, id)))
    .limit(1);
  return row;
}

export async function insertCustomPage(
  db: Database | Tx,
  values: typeof customPages.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(customPages).values(values).returning({ id: customPages.id });
  return row!.id;
}

export async function updateCustomPageRow(
  db: Database | Tx,
  id: string,
  patch: Partial<typeof customPages.$inferInsert>,
  now: Date,
): Promise<void> {
  await db
    .update(customPages)
    .set({ ...patch, updatedAt: now })
    .where(eq(customPages.id, id));
}

export async function deleteCustomPageRow(db: Database | Tx, id: string): Promise<void> {
  await db.delete(customPages).where(eq(customPages.id, id));
}

/** The next place at the end of a storefront's pages. */
export async function nextPageSortOrder(db: Database | Tx, storefrontId: string): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${customPages.sortOrder}) + 1, 0)::int` })
    .from(customPages)
    .where(eq(customPages.storefrontId, storefrontId));
  return Number(row?.next ?? 0);
}

const faqColumns = {
  id: faqs.id,
  question: faqs.question,
  answer: faqs.answer,
  sortOrder: faqs.sortOrder,
};

/** A storefront's FAQ in its order (published only, for guests). */
export async function listFaqRows(db: Database | Tx, storefrontId: string, publishedOnly = false) {
  return db
    .select(faqColumns)
    .from(faqs)
    .where(and(eq(faqs.storefrontId, storefrontId), publishedOnly ? eq(faqs.published, true) : undefined))
    .orderBy(asc(faqs.sortOrder), asc(faqs.createdAt), asc(faqs.id));
}

/** One FAQ entry inside the scope, with its storefront. */
export async function findFaqRow(db: Database | Tx, id: string, organizationId: string | null) {
  const [row] = await db
    .select({ ...faqColumns, storefrontId: faqs.storefrontId })
    .from(faqs)
    .innerJoin(storefronts, eq(storefronts.id, faqs.storefrontId))
    .where(inOrganization(organizationId, eq(faqs.id, id)))
    .limit(1);
  return row;
}

export async function insertFaq(db: Database | Tx, values: typeof faqs.$inferInsert): Promise<string> {
  const [row] = await db.insert(faqs).values(values).returning({ id: faqs.id });
  return row!.id;
}

export async function nextFaqSortOrder(db: Database | Tx, storefrontId: string): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${faqs.sortOrder}) + 1, 0)::int` })
    .from(faqs)
    .where(eq(faqs.storefrontId, storefrontId));
  return Number(row?.next ?? 0);
}

export async function updateFaqRow(
  db: Database | Tx,
  id: string,
  patch: Partial<typeof faqs.$inferInsert>,
  now: Date,
): Promise<void> {
  await db
    .update(faqs)
    .set({ ...patch, updatedAt: now })
    .where(eq(faqs.id, id));
}

export async function deleteFaqRow(db: Database | Tx, id: string): Promise<void> {
  await db.delete(faqs).where(eq(faqs.id, id));
}

/** A storefront inside the scope (another organization's is as absent as an unknown id). */
export async function findStorefrontInScope(db: Database | Tx, id: string, organizationId: string | null) {
  const [row] = await db
    .select({ id: storefronts.id, title: storefronts.storefrontTitle })
    .from(storefronts)
    .where(inOrganization(organizationId, eq(storefronts.id, id)))
    .limit(1);
  return row;
}
