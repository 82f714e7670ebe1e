import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, like, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { organizations, users } from '../../db/schema/index';
import { isUniqueViolation } from '../../lib/pg-errors';

export type OrganizationRow = typeof organizations.$inferSelect;
export type OrganizationInsert = Omit<typeof organizations.$inferInsert, 'id' | 'slug'>;
type Db = Database | Tx;

/** 'Acme Wireless, Inc.' -> 'acme-wireless-inc'. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'organization';
}

async function freeSlug(db: Db, base: string): Promise<string> {
  const taken = new Set(
    (
      await db
        .select({ slug: organizations.slug })
        .from(organizations)
        .where(or(eq(organizations.slug, base), like(organizations.slug, `${base}-%`)))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Inserts an organization with a unique slug made from its name ('acme', 'acme-2', ...). Two
 * concurrent inserts of the same name can pick the same slug; the loser retries with a random
 * suffix inside a savepoint, so the caller's transaction survives.
 */
export async function insertOrganization(tx: Tx, values: OrganizationInsert): Promise<OrganizationRow> {
  const base = slugify(values.name);
  let slug = await freeSlug(tx, base);
  for (let attempt = 0; ; attempt++) {
    try {
      return await tx.transaction(async (sp) => {
        const [row] = await sp
          .insert(organizations)
          .values({ ...values, slug })
          .returning();
        return row!;
      });
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error, 'organizations_slug_unique')) throw error;
      slug = `${base}-${randomBytes(3).toString('hex')}`;
    }
  }
}

// Written out in full: inside a select list drizzle leaves column names unqualified, and an
// unqualified "id" in the subquery would be the user's id.
const memberCount = sql<number>`(select count(*)::int from "users" where "users"."organization_id" = "organizations"."id" and "users"."disabled_at" is null)`;

export async function findOrganization(
  db: Db,
  id: string,
): Promise<(OrganizationRow & { memberCount: number }) | undefined> {
  const [row] = await db
    .select({ organization: organizations, memberCount })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  return row ? { ...row.organization, memberCount: Number(row.memberCount) } : undefined;
}

/**
 * Another organization that is not a buyer and has this name, ignoring case (the rule of the
 * organizations_name_lower_unique index); `exceptId` is the one being edited.
 */
export async function findNamesake(db: Db, name: string, exceptId?: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        sql`lower(${organizations.name}) = lower(${name})`,
        ne(organizations.orgType, 'buyer'),
        ...(exceptId ? [ne(organizations.id, exceptId)] : []),
      ),
    )
    .limit(1);
  return row?.id;
}

/** All organizations, or only the one the scope names. */
export async function listOrganizations(db: Db, scope: string | null) {
  const where: SQL | undefined = scope === null ? undefined : eq(organizations.id, scope);
  const rows = await db
    .select({ organization: organizations, memberCount })
    .from(organizations)
    .where(where)
    .orderBy(asc(organizations.name));
  return rows.map((r) => ({ ...r.organization, memberCount: Number(r.memberCount) }));
}

export async function updateOrganization(
  db: Db,
  id: string,
  patch: Partial<OrganizationInsert>,
  now: Date,
): Promise<void> {
  await db
    .update(organizations)
    .set({ ...patch, updatedAt: now })
    .where(eq(organizations.id, id));
}

/**
 * Who hears about a seller's orders, quote requests and offers: the organization's address, else its
 * company admins who are not disabled (a disabled admin gets no mail of any kind).
 */
export async function findSellerRecipients(db: Db, organizationId: string): Promise<string[]> {
  const [org] = await db
    .select({ email: organizations.email })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (org?.email) return [org.email];
  const admins = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(eq(users.organizationId, organizationId), eq(users.role, 'companyAdmin'), isNull(users.disabledAt)),
    )
    .orderBy(asc(users.email));
  return admins.map((a) => a.email);
}
