import {
  type CreatePromoCodeBody,
  type PromoCode,
  type promoCodeListQuerySchema,
  promoCodeMessages,
  type SessionUser,
  type UpdatePromoCodeBody,
} from '@patchbay/contract';
import { promoCodeStatus } from '@patchbay/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { assertCan, organizationScope } from '../accounts/policy';
import { ownedStorefrontOrganization } from '../storefronts/storefront-settings.service';
import {
  deletePromoCode as deletePromoCodeRow,
  findPromoCodeRow,
  insertPromoCode,
  listPromoCodeRows,
  type PromoCodeListRow,
  updatePromoCodeRow,
} from './promo-codes.repository';

type ListQuery = z.infer<typeof promoCodeListQuerySchema>;

function toPromoCode(row: PromoCodeListRow, now: Date): PromoCode {
  const p = row.promo;
  return {
    id: p.id,
    code: p.code,
    description: p.description,
    type: p.type,
    value: p.value,
    seller: { id: p.organizationId, name: row.sellerName },
    storefront: p.storefrontId ? { id: p.storefrontId, title: row.storefrontTitle ?? '' } : null,
    minOrderValue: p.minOrderValue,
    startsAt: p.startsAt?.toISOString() ?? null,
    endsAt: p.endsAt?.toISOString() ?? null,
    maxUses: p.maxUses,
    usedCount: p.usedCount,
    active: p.active,
    status: promoCodeStatus(p, now),
    createdAt: p.createdAt.toISOString(),
  };
}

const fieldError = (field: string, message: string) =>
  new AppError('invalid_data', message, { fields: { [field]: message } });

/** The rules a promo code's terms must meet together (each field alone is the schema's). */
function checkTerms(terms: {
  type: 'percentage' | 'flat';
  value: string;
  startsAt: Date | null;
  endsAt: Date | null;
}) {
  if (terms.type === 'percentage' && Number(terms.value) > 100)
    throw fieldError('value', promoCodeMessages.percent);
  if (terms.startsAt && terms.endsAt && terms.endsAt <= terms.startsAt) {
    throw fieldError('endsAt', promoCodeMessages.dates);
  }
}

const asDate = (value: string | null | undefined) => (value ? new Date(value) : null);

function duplicate(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new AppError('conflict', promoCodeMessages.duplicate, {
      fields: { code: promoCodeMessages.duplicate },
    });
  }
  throw error;
}

async function loadVisible(ctx: AppContext, actor: SessionUser, id: string) {
  const row = await findPromoCodeRow(ctx.db, id, organizationScope(actor));
  if (!row) throw notFound('Promo code not found');
  return row;
}

export async function listPromoCodes(ctx: AppContext, actor: SessionUser, query: ListQuery) {
  assertCan(actor, 'promoCodes.manage');
  const rows = await listPromoCodeRows(ctx.db, { organizationId: organizationScope(actor), ...query });
  const now = ctx.now();
  return { items: rows.map((row) => toPromoCode(row, now)), total: rows.length };
}

export async function getPromoCode(ctx: AppContext, actor: SessionUser, id: string) {
  const row = await loadVisible(ctx, actor, id);
  assertCan(actor, 'promoCodes.manage');
  return toPromoCode(row, ctx.now());
}

/**
 * A promo code of the actor's organization, or, with a storefront, of that storefront's organization
 * (the operator may pick any storefront; anyone else only their own: another one is 404).
 */
export async function createPromoCode(ctx: AppContext, actor: SessionUser, body: CreatePromoCodeBody) {
  assertCan(actor, 'promoCodes.manage');
  const organizationId = body.storefrontId
    ? await ownedStorefrontOrganization(ctx, actor, body.storefrontId).catch(() => {
        throw new AppError('not_found', promoCodeMessages.storefront, {
          fields: { storefrontId: promoCodeMessages.storefront },
        });
      })
    : actor.organization?.id;
  if (!organizationId) throw notFound('Organization not found');
  const terms = {
    type: body.type,
    value: body.value,
    startsAt: asDate(body.startsAt),
    endsAt: asDate(body.endsAt),
  };
  checkTerms(terms);
  const now = ctx.now();
  const id = await insertPromoCode(ctx.db, {
    organizationId,
    storefrontId: body.storefrontId ?? null,
    code: body.code,
    description: body.description ?? null,
    ...terms,
    minOrderValue: body.minOrderValue ?? null,
    maxUses: body.maxUses ?? null,
    active: body.active ?? true,
    createdAt: now,
    updatedAt: now,
  }).catch(duplicate);
  const row = await findPromoCodeRow(ctx.db, id, null);
  return { promoCode: toPromoCode(row!, now), message: promoCodeMessages.created };
}

export async function updatePromoCode(
  ctx: AppContext,
  actor: SessionUser,
  id: string,
  body: UpdatePromoCodeBody,
) {
  const current = (await loadVisible(ctx, actor, id)).promo;
  assertCan(actor, 'promoCodes.manage');
  if (body.storefrontId) {
    const owner = await ownedStorefrontOrganization(ctx, actor, body.storefrontId).catch(() => null);
    // A code stays with its organization: only that organization's storefronts may be chosen.
    if (owner !== current.organizationId) {
      throw new AppError('not_found', promoCodeMessages.storefront, {
        fields: { storefrontId: promoCodeMessages.storefront },
      });
    }
  }
  const { startsAt, endsAt, ...rest } = body;
  const patch = {
    ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
    ...(startsAt !== undefined ? { startsAt: asDate(startsAt) } : {}),
    ...(endsAt !== undefined ? { endsAt: asDate(endsAt) } : {}),
  };
  checkTerms({
    type: body.type ?? current.type,
    value: body.value ?? current.value,
    startsAt: startsAt !== undefined ? asDate(startsAt) : current.startsAt,
    endsAt: endsAt !== undefined ? asDate(endsAt) : current.endsAt,
  });
  const now = ctx.now();
  if (Object.keys(patch).length > 0) {
    await updatePromoCodeRow(ctx.db, id, current.organizationId, patch, now).catch(duplicate);
  }
  const row = await findPromoCodeRow(ctx.db, id, null);
  return { promoCode: toPromoCode(row!, now), message: promoCodeMessages.updated };
}

/** Deletes a promo code nobody used; a used one is 409: its orders name it, deactivate it instead. */
export async function deletePromoCode(ctx: AppContext, actor: SessionUser, id: string) {
  const current = (await loadVisible(ctx, actor, id)).promo;
  assertCan(actor, 'promoCodes.manage');
  const deleted = await deletePromoCodeRow(ctx.db, id, current.organizationId);
  if (!deleted) {
    throw new AppError('conflict', promoCodeMessages.usedNoDelete);
  }
  return { message: promoCodeMessages.deleted };
}
