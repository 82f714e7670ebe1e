import { and, asc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import {
  organizations,
  type ResellerCertificateStatus,
  resellerCertificates,
  storefronts,
  users,
} from '../../db/schema/index';

type Db = Database | Tx;

export type ResellerCertificateRow = typeof resellerCertificates.$inferSelect;

export async function insertCertificateUpload(
  db: Db,
  values: { id: string; url: string; uploaderGuestId: string | null; uploadedAt: Date },
): Promise<void> {
  await db.insert(resellerCertificates).values({ ...values, status: 'pending' });
}

/**
 * Gives an unclaimed upload to the user who registers with it, in one statement: the upload must
 * exist under this URL, come from the same browser (guest id) and belong to nobody yet. Returns
 * whether it did.
 */
export async function claimCertificateUpload(
  db: Db,
  input: {
    id: string;
    url: string;
    guestId: string;
    userId: string;
    storefrontId: string;
    reviewOrganizationId: string;
    now: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(resellerCertificates)
    .set({
      userId: input.userId,
      storefrontId: input.storefrontId,
      reviewOrganizationId: input.reviewOrganizationId,
      submittedAt: input.now,
      status: 'pending',
    })
    .where(
      and(
        eq(resellerCertificates.id, input.id),
        eq(resellerCertificates.url, input.url),
        eq(resellerCertificates.uploaderGuestId, input.guestId),
        isNull(resellerCertificates.userId),
      ),
    )
    .returning({ id: resellerCertificates.id });
  return rows.length > 0;
}

export async function hasApprovedCertificate(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: resellerCertificates.id })
    .from(resellerCertificates)
    .where(and(eq(resellerCertificates.userId, userId), eq(resellerCertificates.status, 'approved')))
    .limit(1);
  return rows.length > 0;
}

const buyerOrganizations = alias(organizations, 'buyer_organizations');
const reviewers = alias(users, 'reviewers');

/** Claimed certificates with their buyer, storefront and reviewer. */
function selectCertificates(db: Db, where: SQL | undefined) {
  return db
    .select({
      certificate: resellerCertificates,
      buyer: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        displayName: users.displayName,
      },
      companyName: buyerOrganizations.name,
      storefront: { id: storefronts.id, title: storefronts.storefrontTitle },
      reviewer: {
        email: reviewers.email,
        firstName: reviewers.firstName,
        lastName: reviewers.lastName,
      },
    })
    .from(resellerCertificates)
    .innerJoin(users, eq(users.id, resellerCertificates.userId))
    .leftJoin(buyerOrganizations, eq(buyerOrganizations.id, users.organizationId))
    .leftJoin(storefronts, eq(storefronts.id, resellerCertificates.storefrontId))
    .leftJoin(reviewers, eq(reviewers.id, resellerCertificates.reviewedByUserId))
    .where(and(isNotNull(resellerCertificates.userId), where));
}
export type CertificateListRow = Awaited<ReturnType<typeof selectCertificates>>[number];

/** `scope`: the reviewing organization (null: every certificate, for the operator). */
export async function findCertificates(
  db: Db,
  input: { scope: string | null; status: ResellerCertificateStatus },
): Promise<CertificateListRow[]> {
  return selectCertificates(
    db,
    and(
      eq(resellerCertificates.status, input.status),
      input.scope === null ? undefined : eq(resellerCertificates.reviewOrganizationId, input.scope),
    ),
  ).orderBy(asc(resellerCertificates.submittedAt), asc(resellerCertificates.id));
}

export async function findCertificate(db: Db, id: string): Promise<CertificateListRow | undefined> {
  const [row] = await selectCertificates(db, eq(resellerCertificates.id, id)).limit(1);
  return row;
}

/** Locks a claimed certificate for its review; undefined when there is none. */
export async function lockCertificate(tx: Tx, id: string): Promise<ResellerCertificateRow | undefined> {
  const [row] = await tx
    .select()
    .from(resellerCertificates)
    .where(and(eq(resellerCertificates.id, id), isNotNull(resellerCertificates.userId)))
    .for('update');
  return row;
}

export async function updateCertificateReview(
  tx: Tx,
  input: { id: string; status: ResellerCertificateStatus; reviewerId: string; now: Date },
): Promise<void> {
  await tx
    .update(resellerCertificates)
    .set({ status: input.status, reviewedByUserId: input.reviewerId, reviewedAt: input.now })
    .where(sql`${resellerCertificates.id} = ${input.id}`);
}
