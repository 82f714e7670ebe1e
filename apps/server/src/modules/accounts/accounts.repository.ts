import { and, asc, desc, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import {
  crossDomainTokens,
  organizations,
  passwordResets,
  sessions,
  storefronts,
  users,
} from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type UserInsert = Omit<typeof users.$inferInsert, 'id'>;
type Db = Database | Tx;

/** What a SessionUser is built from: the user, its organization and that organization's storefront. */
export interface AccountRow {
  user: UserRow;
  organization: { id: string; name: string; slug: string } | null;
  homeStorefront: { customerDomain: string | null; localUrl: string } | null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function insertUser(db: Db, values: UserInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function findAccount(db: Db, userId: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select({
      user: users,
      organizationId: organizations.id,
      organizationName: organizations.name,
      organizationSlug: organizations.slug,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  const organization =
    row.organizationId && row.organizationName && row.organizationSlug
      ? { id: row.organizationId, name: row.organizationName, slug: row.organizationSlug }
      : null;
  let homeStorefront: AccountRow['homeStorefront'] = null;
  if (organization) {
    const [store] = await db
      .select({ customerDomain: storefronts.customerDomain, localUrl: storefronts.localUrl })
      .from(storefronts)
      .where(eq(storefronts.organizationId, organization.id))
      .orderBy(desc(storefronts.isMarketplace), asc(storefronts.createdAt))
      .limit(1);
    homeStorefront = store ?? null;
  }
  return { user: row.user, organization, homeStorefront };
}

// ---- sessions ---------------------------------------------------------------------------

export async function insertSession(
  db: Db,
  values: {
    userId: string;
    tokenHash: string;
    now: Date;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: values.userId,
      tokenHash: values.tokenHash,
      createdAt: values.now,
      lastSeenAt: values.now,
      expiresAt: values.expiresAt,
      ip: values.ip,
      userAgent: values.userAgent,
    })
    .returning({ id: sessions.id });
  return row!;
}

export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function touchSession(db: Db, id: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Signs a user out everywhere, or everywhere but one session. */
export async function deleteSessionsOfUser(db: Db, userId: string, exceptSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
        : eq(sessions.userId, userId),
    );
}

// ---- passwords ----------------------------------------------------------------------------

export async function updateUserPassword(db: Db, userId: string, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/** Sets emailVerifiedAt if unset; returns the user's e-mail. */
export async function markEmailVerified(db: Db, userId: string, now: Date): Promise<string | null> {
  await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

export async function findPasswordReset(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      userId: passwordResets.userId,
      usedAt: passwordResets.usedAt,
      expiresAt: passwordResets.expiresAt,
    })
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Marks every unused reset link of a user as used: only the newest one works. */
export async function invalidatePasswordResets(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** A password link without its token yet (see setPasswordResetToken); returns its id. */
export async function insertPasswordReset(
  db: Db,
  values: { userId: string; now: Date; expiresAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(passwordResets)
    .values({ userId: values.userId, createdAt: values.now, expiresAt: values.expiresAt })
    .returning({ id: passwordResets.id });
  return row!.id;
}

/** The hash of the token a mail is being written with; an earlier token of the link stops working. */
export async function setPasswordResetToken(db: Db, resetId: string, tokenHash: string): Promise<void> {
  await db.update(passwordResets).set({ tokenHash }).where(eq(passwordResets.id, resetId));
}

/**
 * Uses a reset link once: the guarded UPDATE succeeds for exactly one caller, even when two
 * requests race. Returns the user id, or null for an unknown, used or expired link.
 */
export async function consumePasswordReset(db: Db, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId ?? null;
}

// ---- cross-domain sign-in -----------------------------------------------------------------

export async function insertCrossDomainToken(
  db: Db,
  values: { userId: string; tokenHash: string; targetStorefrontId: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(crossDomainTokens).values({
    userId: values.userId,
    tokenHash: values.tokenHash,
    targetStorefrontId: values.targetStorefrontId,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  });
}

/** A cross-domain token that is unused, not expired, and issued for this storefront (or any). */
const usableCrossDomainToken = (tokenHash: string, storefrontId: string, now: Date) =>
  and(
    eq(crossDomainTokens.tokenHash, tokenHash),
    isNull(crossDomainTokens.usedAt),
    gt(crossDomainTokens.expiresAt, now),
    or(eq(crossDomainTokens.targetStorefrontId, storefrontId), isNull(crossDomainTokens.targetStorefrontId)),
  );

/**
 * The user a cross-domain token would sign in on this storefront, without using it up: unknown,
 * used, expired and foreign tokens give undefined.
 */
export async function findCrossDomainTokenUser(
  db: Db,
  tokenHash: string,
  storefrontId: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: crossDomainTokens.userId })
    .from(crossDomainTokens)
    .where(usableCrossDomainToken(tokenHash, storefrontId, now))
    .limit(1);
  return row?.userId;
}

/**
 * Redeems a cross-domain token once, on the storefront it was issued for. A token presented on
 * another storefront is not used up. Returns the user id, or null.
 */
export async function consumeCrossDomainToken(
  db: Db,
  tokenHash: string,
  storefrontId: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .update(crossDomainTokens)
    .set({ usedAt: now })
    .where(usableCrossDomainToken(tokenHash, storefrontId, now))
    .returning({ userId: crossDomainTokens.userId });
  return row?.userId ?? null;
}
