import {
  type SessionUser,
  type StoreSignup,
  type StoreSignupBody,
  storeSignupMessages,
} from '@patchbay/contract';
import { formatDate, planFeeSchedule, STORE_PLANS, type StorePlanId } from '@patchbay/domain';
import type { AppContext } from '../../context';
import { enqueueOutbox } from '../../jobs/outbox';
import { AppError, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { assertCan } from '../accounts/policy';
import { recordFeeSchedule } from '../fees/fees.service';
import { createOrganizationRecord } from '../organizations/organizations.service';
import {
  adminOrigin,
  createStorefrontRecord,
  type ResolvedStorefront,
  storefrontOrigin,
} from '../storefronts/storefronts.service';
import { hasAccountWithEmail, inviteFirstCompanyAdmin, operatorEmails } from '../users/users.service';
import {
  findStoreSignupRow,
  insertStoreSignup,
  listStoreSignupRows,
  markConverted,
  type StoreSignupRow,
} from './store-signups.repository';

function toStoreSignup(row: StoreSignupRow): StoreSignup {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
    email: row.email,
    plan: row.plan,
    createdAt: row.createdAt.toISOString(),
    status: row.convertedAt ? 'converted' : 'new',
    organization:
      row.organizationId && row.organizationName
        ? { id: row.organizationId, name: row.organizationName }
        : null,
    convertedAt: row.convertedAt?.toISOString() ?? null,
  };
}

const planName = (id: string | null) => STORE_PLANS.find((p) => p.id === id)?.name ?? id ?? '';

/**
 * POST /api/store-signups: "Open your store" on the marketplace. Stores the New store signup
 * record, and in the same transaction queues its Store mirror row (SPEC.md §7) and the mail to the
 * operators, who turn it into a store in the admin portal.
 */
export async function createStoreSignup(
  ctx: AppContext,
  input: { storefront: ResolvedStorefront; body: StoreSignupBody },
) {
  if (!input.storefront.isMarketplace) throw notFound(storeSignupMessages.marketplaceOnly);
  const { body } = input;
  const email = body.email.trim().toLowerCase();
  const now = ctx.now();
  const recipients = await operatorEmails(ctx);
  const outboxIds = await ctx.db.transaction(async (tx) => {
    const row = await insertStoreSignup(tx, {
      storefrontId: input.storefront.id,
      firstName: body.firstName,
      lastName: body.lastName,
      companyName: body.companyName,
      email,
      plan: body.plan,
      createdAt: now,
    });
    const ids = [
      await enqueueOutbox(tx, {
        kind: 'records',
        payload: {
          table: 'Store',
          operation: 'create',
          records: [
            {
              fields: {
                firstName: body.firstName,
                lastName: body.lastName,
                companyName: body.companyName,
                email,
                plan: body.plan,
              },
            },
          ],
        },
      }),
    ];
    if (recipients.length > 0) {
      ids.push(
        await enqueueOutbox(tx, {
          kind: 'mail',
          payload: {
            template: 'store-signup-operator',
            to: recipients,
            subject: `New store sign-up: ${body.companyName} (${planName(body.plan)})`,
            text: [
              `${body.firstName} ${body.lastName} of ${body.companyName} <${email}> asked to open a store`,
              `on the ${planName(body.plan)} plan on ${formatDate(now, 'MM/DD/YYYY')}.`,
              '',
              `Open it in the admin portal: ${adminOrigin(ctx.config)}/storesignups?signup=${row.id}`,
            ].join('\n'),
          },
        }),
      );
    }
    return ids;
  });
  ctx.outbox.wake(outboxIds);
  return { message: storeSignupMessages.received };
}

/** GET /api/admin/store-signups: every sign-up, newest first (the operator's). */
export async function listStoreSignups(ctx: AppContext, actor: SessionUser) {
  assertCan(actor, 'organizations.manageAll');
  return { items: (await listStoreSignupRows(ctx.db)).map(toStoreSignup) };
}

/**
 * POST /api/admin/store-signups/{id}/convert: in one transaction, the sign-up becomes a seller
 * organization with its storefront (`<slug>.localhost`, the plan's fees) and its first company
 * admin, invited by e-mail. A sign-up is converted once; an e-mail that has an account is 409.
 */
export async function convertStoreSignup(ctx: AppContext, actor: SessionUser, id: string) {
  // long-function: one transaction, its steps in the order they must happen.
  assertCan(actor, 'organizations.manageAll');
  const found = await findStoreSignupRow(ctx.db, id);
  if (!found) throw notFound(storeSignupMessages.notFound);
  if (await hasAccountWithEmail(ctx, found.email)) {
    throw new AppError('conflict', storeSignupMessages.emailTaken);
  }
  const now = ctx.now();
  const planId = (STORE_PLANS.find((p) => p.id === found.plan)?.id ?? 'starter') as StorePlanId;
  let result: { storefrontId: string; slug: string; localUrl: string; userId: string; outboxId: string };
  try {
    result = await ctx.db.transaction(async (tx) => {
      const signup = await findStoreSignupRow(tx, id, true);
      if (!signup) throw notFound(storeSignupMessages.notFound);
      if (signup.convertedAt) throw new AppError('conflict', storeSignupMessages.alreadyConverted);
      const organization = await createOrganizationRecord(tx, {
        name: signup.companyName,
        orgType: 'seller',
        email: signup.email,
        createdAt: now,
        updatedAt: now,
      });
      const localUrl = `${organization.slug}.localhost`;
      const schedule = planFeeSchedule(planId);
      const storefrontId = await createStorefrontRecord(tx, {
        organizationId: organization.id,
        slug: organization.slug,
        localUrl,
        storefrontTitle: signup.companyName,
        planId,
        planName: schedule.planName ?? planId,
        now,
      });
      await recordFeeSchedule(tx, { organizationId: organization.id, schedule, changedBy: actor, now });
      const invited = await inviteFirstCompanyAdmin(tx, ctx, {
        organizationId: organization.id,
        organizationName: organization.name,
        email: signup.email,
        firstName: signup.firstName,
        lastName: signup.lastName,
        invitedBy: actor,
        now,
      });
      await markConverted(tx, signup.id, organization.id, now);
      return { storefrontId, slug: organization.slug, localUrl, ...invited };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) {
      throw new AppError('conflict', storeSignupMessages.emailTaken);
    }
    throw error;
  }
  ctx.outbox.wake([result.outboxId]);
  // Every process resolves the new storefront's host from now on.
  await ctx.cache.publish('storefronts');
  const row = await findStoreSignupRow(ctx.db, id);
  return {
    message: storeSignupMessages.converted,
    signup: toStoreSignup(row!),
    storefront: {
      id: result.storefrontId,
      slug: result.slug,
      url: storefrontOrigin(ctx.config, { customerDomain: null, localUrl: result.localUrl }),
    },
    companyAdmin: { id: result.userId, email: found.email },
  };
}
