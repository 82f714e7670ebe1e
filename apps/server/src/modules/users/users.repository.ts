import { LIST_QUERY_LIMIT } from '@patchbay/domain';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { organizations, users } from '../../db/schema/index';
import { isForeignKeyViolation } from '../../lib/pg-errors';

type Db = Database | Tx;
export type UserWithOrganization = typeof users.$inferSelect & { organizationName: string | null };

const columns = { user: users, organizationName: organizations.name };
const flatten = (row: { user: typeof users.$inferSelect; organizationName: string | null }) => ({
  ...row.user,
  organizationName: row.organizationName,
});

/** `%`, `_` and `\` typed by a person match themselves, not everything. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type UserSort = 'name' | 'email' | 'role' | 'organizationName' | 'disabled';

/** What each sortable column sorts by: the name as the table shows it (display name, else first and last name, else username, else e-mail). */
const sortExpressions: Record<UserSort, SQL> = {
  name: sql`lower(coalesce(nullif(trim(${users.displayName}), ''), nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.username}, ${users.email}))`,
  email: sql`lower(${users.email})`,
  role: sql`${users.role}`,
  organizationName: sql`lower(${organizations.name})`,
  disabled: sql`(${users.disabledAt} is not null)`,
};

/** Users of one organization (or of all when `organizationId` is null), optionally searched and sorted. */
export async function listUsers(
  db: Db,
  filter: {
    organizationId: string | null;
    q?: string | undefined;
    sort?: UserSort | undefined;
    direction?: 'asc' | 'desc' | undefined;
  },
): Promise<UserWithOrganization[]> {
  const conditions: SQL[] = [];
  if (filter.organizationId !== null) conditions.push(eq(users.organizationId, filter.organizationId));
  const q = filter.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.displayName, pattern),
        ilike(users.username, pattern),
      )!,
    );
  }
  const rows = await db
    .select(columns)
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(
      (filter.direction === 'desc' ? desc : asc)(sortExpressions[filter.sort ?? 'email']),
      asc(users.email),
      asc(users.id),
    )
    .limit(LIST_QUERY_LIMIT);
  return rows.map(flatten);
}

export async function findUserWithOrganization(
  db: Db,
  id: string,
): Promise<UserWithOrganization | undefined> {
  const [row] = await db
    .select(columns)
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, id))
    .limit(1);
  return row ? flatten(row) : undefined;
}

export async function findExistingEmails(db: Db, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  return new Set(rows.map((r) => r.email));
}

export async function updateUserRow(
  db: Db,
  id: string,
  patch: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await db.update(users).set(patch).where(eq(users.id, id));
}

/**
 * Serialises changes to one organization's people (row lock on the organization) until the
 * transaction ends, so two admins cannot demote each other at the same moment and leave none.
 */
export async function lockOrganization(tx: Tx, organizationId: string): Promise<void> {
  await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
}

/** Active users with a role, in an organization (or platform-wide when null), besides one user. */
export async function countActiveWithRole(
  db: Db,
  input: { organizationId: string | null; role: string; exceptUserId: string },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        input.organizationId === null ? undefined : eq(users.organizationId, input.organizationId),
        sql`${users.role} = ${input.role}`,
        isNull(users.disabledAt),
        ne(users.id, input.exceptUserId),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Deletes a user for good when nothing points at them. A user whose orders, offers or payments
 * must stay (foreign keys with ON DELETE RESTRICT) is kept and reported as 'referenced'. The
 * attempt runs in a savepoint, so the caller's transaction goes on either way.
 */
export async function hardDeleteUser(tx: Tx, id: string): Promise<'deleted' | 'referenced'> {
  try {
    await tx.transaction(async (sp) => {
      await sp.delete(users).where(eq(users.id, id));
    });
    return 'deleted';
  } catch (error) {
    if (isForeignKeyViolation(error)) return 'referenced';
    throw error;
  }
}

/** The e-mail addresses of the platform's active operators. */
export async function listOperatorEmails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'operator'), isNull(users.disabledAt)))
    .orderBy(asc(users.email));
  return rows.map((r) => r.email);
}
