import {
  accountMessages,
  type createOrganizationBodySchema,
  type Organization,
  type SessionUser,
  type updateOrganizationBodySchema,
} from '@patchbay/contract';
import { zipcodeProblem } from '@patchbay/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError, invalidData, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { assertCan, inScope, isOperator, organizationScope } from '../accounts/policy';
import {
  findNamesake,
  findOrganization,
  insertOrganization,
  listOrganizations,
  type OrganizationInsert,
  type OrganizationRow,
  updateOrganization as updateOrganizationRow,
} from './organizations.repository';

type CreateOrganizationBody = z.infer<typeof createOrganizationBodySchema>;
type UpdateOrganizationBody = z.infer<typeof updateOrganizationBodySchema>;

/** Fields only the operator may set: what kind of company it is and whether it is verified. */
const OPERATOR_ONLY_FIELDS = ['orgType', 'verified'] as const;

export function toOrganization(row: OrganizationRow & { memberCount: number }): Organization {
  return {
    id: row.id,
    slug: row.slug,
    createdAt: row.createdAt.toISOString(),
    memberCount: row.memberCount,
    name: row.name,
    orgType: row.orgType,
    verified: row.verified,
    logo: row.logo,
    phone: row.phone,
    email: row.email,
    remoteUrl: row.remoteUrl,
    address1: row.address1,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    brandName: row.brandName,
    storefrontNameForPartner: row.storefrontNameForPartner,
    isParentOrg: row.isParentOrg,
    isAuthorizedReseller: row.isAuthorizedReseller,
    isDiscreteOrg: row.isDiscreteOrg,
    isOfferCredit: row.isOfferCredit,
    creditAppLink: row.creditAppLink,
    creditTermType: row.creditTermType,
    returnPolicy: row.returnPolicy,
    warrantyPolicy: row.warrantyPolicy,
    estimatedToShip: row.estimatedToShip,
    minimumCreditOrderValue: row.minimumCreditOrderValue,
    freeShippingMinOrderAmount: row.freeShippingMinOrderAmount,
    creditCardPayPalFlag: row.creditCardPayPalFlag,
    bankTransferInstructions: row.bankTransferInstructions,
  };
}

const nameTaken = () =>
  new AppError('conflict', accountMessages.organizationNameTaken, {
    fields: { name: accountMessages.organizationNameTaken },
  });

/**
 * Organization names are unique ignoring case, buyers aside (the organizations_name_lower_unique
 * index, which also settles two saves racing each other).
 */
async function assertNameFree(ctx: AppContext, name: string, orgType: string, exceptId?: string) {
  if (orgType !== 'buyer' && (await findNamesake(ctx.db, name, exceptId))) throw nameTaken();
}

function nameViolation(error: unknown): never {
  if (isUniqueViolation(error, 'organizations_name_lower_unique')) throw nameTaken();
  throw error;
}

/** SPEC.md §5 'Please enter valid zipcode': the ZIP as it will be stored, against the country as it will be. */
function assertZipMatchesCountry(zip: string | null, country: string | null) {
  const problem = zip ? zipcodeProblem(zip, country) : null;
  if (problem) throw invalidData(problem, { zip: problem });
}

/** Creates an organization row with a unique slug; used by sign-up and by the operator. */
export async function createOrganizationRecord(tx: Tx, values: OrganizationInsert): Promise<OrganizationRow> {
  return insertOrganization(tx, values);
}

/**
 * Loads an organization the actor may see. Another organization answers 404, as if it did not
 * exist, so ids cannot be probed.
 */
async function loadVisible(ctx: AppContext, actor: SessionUser, id: string) {
  const row = await findOrganization(ctx.db, id);
  if (!row || !inScope(actor, row.id)) throw notFound('Organization not found');
  return row;
}

export async function listOrganizationsFor(ctx: AppContext, actor: SessionUser) {
  assertCan(actor, 'organization.view');
  const rows = await listOrganizations(ctx.db, organizationScope(actor));
  return { items: rows.map(toOrganization), total: rows.length };
}

export async function getOrganization(ctx: AppContext, actor: SessionUser, id: string) {
  const row = await loadVisible(ctx, actor, id);
  assertCan(actor, 'organization.view');
  return toOrganization(row);
}

export async function createOrganization(ctx: AppContext, actor: SessionUser, body: CreateOrganizationBody) {
  assertCan(actor, 'organizations.manageAll');
  await assertNameFree(ctx, body.name, body.orgType);
  const now = ctx.now();
  const id = await ctx.db
    .transaction(async (tx) => {
      const row = await createOrganizationRecord(tx, { ...body, createdAt: now, updatedAt: now });
      return row.id;
    })
    .catch(nameViolation);
  const row = await findOrganization(ctx.db, id);
  return { organization: toOrganization(row!), message: accountMessages.organizationAdded };
}

export async function updateOrganization(
  ctx: AppContext,
  actor: SessionUser,
  id: string,
  body: UpdateOrganizationBody,
) {
  const current = await loadVisible(ctx, actor, id);
  assertCan(actor, 'organization.edit');
  if (!isOperator(actor)) {
    for (const field of OPERATOR_ONLY_FIELDS) {
      if (body[field] !== undefined && body[field] !== current[field]) {
        throw new AppError(
          'forbidden',
          'Only the platform operator can change the organization type or verification',
          {
            internal: `${actor.role} tried to change ${field}`,
          },
        );
      }
    }
  }
  if (body.zip !== undefined || body.country !== undefined) {
    assertZipMatchesCountry(
      body.zip !== undefined ? body.zip : current.zip,
      body.country !== undefined ? body.country : current.country,
    );
  }
  if (body.name !== undefined || body.orgType !== undefined) {
    await assertNameFree(ctx, body.name ?? current.name, body.orgType ?? current.orgType, id);
  }
  const patch = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  if (Object.keys(patch).length > 0) {
    await updateOrganizationRow(ctx.db, id, patch, ctx.now()).catch(nameViolation);
    // Storefronts show their organization's name: every process reads them again.
    await ctx.cache.publish('storefronts');
  }
  const row = await findOrganization(ctx.db, id);
  return { organization: toOrganization(row!), message: accountMessages.organizationUpdated };
}

export { findOrganization, findSellerRecipients } from './organizations.repository';
