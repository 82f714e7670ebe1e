import {
  accountMessages,
  RESELLER_CERTIFICATE_URL_PATTERN,
  type ResellerCertificate,
  type ResellerCertificateListQuery,
  type ResellerCertificateListResponse,
  type ReviewResellerCertificateBody,
  type ReviewResellerCertificateResponse,
  type SessionUser,
} from '@patchbay/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { assertCan, inScope, organizationScope } from './policy';
import {
  type CertificateListRow,
  claimCertificateUpload,
  findCertificate,
  findCertificates,
  insertCertificateUpload,
  lockCertificate,
  updateCertificateReview,
} from './reseller-certificates.repository';

/**
 * Reseller certificates (docs/checkout.md, tax): an upload is recorded with the browser that made
 * it; a registration from that browser claims it; a company admin of the storefront's organization
 * (or the operator) approves or rejects it; only an approved one exempts the buyer from tax.
 */

/** Records an accepted certificate image under its id (the file name) and the uploading browser. */
export async function recordCertificateUpload(
  ctx: AppContext,
  input: { id: string; url: string; guestId: string | null },
): Promise<void> {
  await insertCertificateUpload(ctx.db, {
    id: input.id,
    url: input.url,
    uploaderGuestId: input.guestId,
    uploadedAt: ctx.now(),
  });
}

export const certificateUnknownError = () =>
  new AppError('invalid_data', accountMessages.certificateUnknown, {
    fields: { resellerCertificateUrl: accountMessages.certificateUnknown },
  });

/**
 * Inside the registration's transaction: the certificate URL must name an upload made from this
 * browser that nobody has claimed; it becomes the new buyer's, pending review. Anything else is
 * 400 on the field, and the registration writes nothing.
 */
export async function claimResellerCertificate(
  tx: Tx,
  input: {
    url: string;
    guestId: string | null;
    userId: string;
    storefront: { id: string; organizationId: string };
    now: Date;
  },
): Promise<void> {
  const id = RESELLER_CERTIFICATE_URL_PATTERN.test(input.url)
    ? input.url.slice(input.url.lastIndexOf('/') + 1, -'.png'.length)
    : null;
  if (!id || !input.guestId) throw certificateUnknownError();
  const claimed = await claimCertificateUpload(tx, {
    id,
    url: input.url,
    guestId: input.guestId,
    userId: input.userId,
    storefrontId: input.storefront.id,
    reviewOrganizationId: input.storefront.organizationId,
    now: input.now,
  });
  if (!claimed) throw certificateUnknownError();
}

function toResellerCertificate(row: CertificateListRow): ResellerCertificate {
  const { certificate, buyer, reviewer } = row;
  const fullName = (p: { firstName: string | null; lastName: string | null }) =>
    [p.firstName, p.lastName].filter(Boolean).join(' ');
  return {
    id: certificate.id,
    url: certificate.url,
    status: certificate.status,
    submittedAt: certificate.submittedAt?.toISOString() ?? null,
    reviewedAt: certificate.reviewedAt?.toISOString() ?? null,
    reviewedBy: reviewer ? fullName(reviewer) || reviewer.email : null,
    buyer: {
      id: buyer.id,
      name: fullName(buyer) || buyer.displayName || buyer.email,
      email: buyer.email,
      companyName: row.companyName,
    },
    storefront: row.storefront,
  };
}

/** GET /api/admin/reseller-certificates: the actor's organization's (the operator: all), oldest first. */
export async function listResellerCertificates(
  ctx: AppContext,
  actor: SessionUser,
  query: ResellerCertificateListQuery,
): Promise<ResellerCertificateListResponse> {
  assertCan(actor, 'resellerCertificates.review');
  const rows = await findCertificates(ctx.db, { scope: organizationScope(actor), status: query.status });
  return { items: rows.map(toResellerCertificate) };
}

const certificateNotFound = () => new AppError('not_found', accountMessages.certificateNotFound);

/**
 * POST /api/admin/reseller-certificates/{id}/review: approve or reject, recording who and when. A
 * decision may be changed later (an approval withdrawn). Another organization's certificate is 404.
 */
export async function reviewResellerCertificate(
  ctx: AppContext,
  actor: SessionUser,
  id: string,
  body: ReviewResellerCertificateBody,
): Promise<ReviewResellerCertificateResponse> {
  assertCan(actor, 'resellerCertificates.review');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockCertificate(tx, id);
    if (!row || !inScope(actor, row.reviewOrganizationId)) throw certificateNotFound();
    await updateCertificateReview(tx, { id, status: body.decision, reviewerId: actor.id, now });
  });
  const row = await findCertificate(ctx.db, id);
  if (!row) throw certificateNotFound();
  return {
    certificate: toResellerCertificate(row),
    message:
      body.decision === 'approved'
        ? accountMessages.certificateApproved
        : accountMessages.certificateRejected,
  };
}
