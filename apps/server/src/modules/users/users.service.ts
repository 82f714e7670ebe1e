import {
  type AdminUser,
  accountMessages,
  type CreateUserBody,
  type inviteUsersBodySchema,
  type SessionUser,
  type UpdateUserBody,
} from '@patchbay/contract';
import { emailSchema, passwordSchema } from '@patchbay/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database, Tx } from '../../db/client';
import { enqueueOutbox } from '../../jobs/outbox';
import { AppError, invalidData, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import {
  deleteSessionsOfUser,
  INVITATION_LINK_VALID_MS,
  insertUser,
  issuePasswordLink,
  type UserInsert,
} from '../accounts/accounts.service';
import { hashPassword } from '../accounts/password';
import { assertCan, inScope, organizationScope } from '../accounts/policy';
import { isUsablePasswordHash, unusablePasswordHash } from '../accounts/tokens';
import { findOrganization } from '../organizations/organizations.service';
import { adminOrigin, ensureMarketplace } from '../storefronts/storefronts.service';
import {
  countActiveWithRole,
  findExistingEmails,
  findUserWithOrganization,
  hardDeleteUser,
  listOperatorEmails,
  listUsers,
  lockOrganization,
  type UserSort,
  type UserWithOrganization,
  updateUserRow,
} from './users.repository';

type InviteUsersBody = z.infer<typeof inviteUsersBodySchema>;

export function toAdminUser(row: UserWithOrganization): AdminUser {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    firstName: row.firstName,
    lastName: row.lastName,
    displayName: row.displayName,
    username: row.username,
    employeeId: row.employeeId,
    phone: row.phone,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    registeredDate: row.registeredDate.toISOString(),
    disabled: row.disabledAt !== null,
    invited: !isUsablePasswordHash(row.passwordHash),
  };
}

const userNotFound = () => notFound('User not found');
const organizationNotFound = () => notFound('Organization not found');
const emailTaken = () =>
  new AppError('conflict', accountMessages.emailTaken, { fields: { email: accountMessages.emailTaken } });

/**
 * A user the actor may see. Someone of another organization answers 404 as if they did not
 * exist: an id never confirms that another company has that person.
 */
async function loadVisible(ctx: AppContext, actor: SessionUser, id: string) {
  const row = await findUserWithOrganization(ctx.db, id);
  if (!row || !inScope(actor, row.organizationId)) throw userNotFound();
  return row;
}

/** The organization new people join: the actor's own, or any the operator names. */
async function targetOrganization(ctx: AppContext, actor: SessionUser, organizationId: string | undefined) {
  const id = organizationId ?? actor.organization?.id;
  if (!id || !inScope(actor, id)) throw organizationNotFound();
  const organization = await findOrganization(ctx.db, id);
  if (!organization) throw organizationNotFound();
  return organization;
}

export async function listUsersFor(
  ctx: AppContext,
  actor: SessionUser,
  query: {
    organizationId?: string | undefined;
    q?: string | undefined;
    sort?: UserSort | undefined;
    direction?: 'asc' | 'desc' | undefined;
  },
) {
  assertCan(actor, 'users.view');
  if (query.organizationId && !inScope(actor, query.organizationId)) throw organizationNotFound();
  const rows = await listUsers(ctx.db, {
    organizationId: query.organizationId ?? organizationScope(actor),
    q: query.q,
    sort: query.sort,
    direction: query.direction,
  });
  return { items: rows.map(toAdminUser), total: rows.length };
}

export async function getUser(ctx: AppContext, actor: SessionUser, id: string): Promise<AdminUser> {
  const row = await loadVisible(ctx, actor, id);
  assertCan(actor, 'users.view');
  return toAdminUser(row);
}

async function queueInvitation(
  tx: Tx,
  ctx: AppContext,
  input: { userId: string; email: string; organizationName: string; invitedBy: SessionUser; now: Date },
): Promise<string> {
  const { link, linkToken } = await issuePasswordLink(tx, {
    userId: input.userId,
    origin: adminOrigin(ctx.config),
    validForMs: INVITATION_LINK_VALID_MS,
    now: input.now,
  });
  return enqueueOutbox(tx, {
    kind: 'mail',
    payload: {
      template: 'user-invitation',
      linkToken,
      to: [input.email],
      subject: `You are invited to ${input.organizationName} on Patchbay`,
      text: [
        'Hello,',
        '',
        `${input.invitedBy.displayName} added you to ${input.organizationName} in the Patchbay admin portal.`,
        'Choose your password here (the link works once, for 7 days):',
        link,
      ].join('\n'),
    },
  });
}

/**
 * The first company admin of a new organization, invited by e-mail (no password until they choose
 * one through the link), in the caller's transaction: a store opened from a sign-up. Answers the
 * user id and the invitation's outbox row.
 */
export async function inviteFirstCompanyAdmin(
  tx: Tx,
  ctx: AppContext,
  input: {
    organizationId: string;
    organizationName: string;
    email: string;
    firstName: string;
    lastName: string;
    invitedBy: SessionUser;
    now: Date;
  },
): Promise<{ userId: string; outboxId: string }> {
  const email = input.email.trim().toLowerCase();
  const user = await insertUser(tx, {
    organizationId: input.organizationId,
    email,
    firstName: input.firstName,
    lastName: input.lastName,
    passwordHash: unusablePasswordHash(),
    role: 'companyAdmin',
    registeredDate: input.now,
    updatedAt: input.now,
  });
  const outboxId = await queueInvitation(tx, ctx, {
    userId: user.id,
    email,
    organizationName: input.organizationName,
    invitedBy: input.invitedBy,
    now: input.now,
  });
  return { userId: user.id, outboxId };
}

/** Who hears of the platform's news (store sign-ups): its active operators. */
export const operatorEmails = (ctx: AppContext) => listOperatorEmails(ctx.db);

/** Whether an account has this e-mail (any case). */
export async function hasAccountWithEmail(ctx: AppContext, email: string): Promise<boolean> {
  const normalized = email.trim().toLowerCase();
  return (await findExistingEmails(ctx.db, [normalized])).has(normalized);
}

/**
 * Adds a person to an organization. Without a password the account cannot sign in until its
 * owner sets one through the invitation mail.
 */
export async function createUser(ctx: AppContext, actor: SessionUser, body: CreateUserBody) {
  assertCan(actor, 'users.manage');
  const organization = await targetOrganization(ctx, actor, body.organizationId);
  const email = body.email.trim().toLowerCase();
  if ((await findExistingEmails(ctx.db, [email])).has(email)) throw emailTaken();
  const passwordHash = body.password ? await hashPassword(body.password) : unusablePasswordHash();
  const now = ctx.now();
  const values: UserInsert = {
    organizationId: organization.id,
    email,
    passwordHash,
    role: body.role as UserInsert['role'],
    firstName: body.firstName,
    lastName: body.lastName,
    displayName: body.displayName || null,
    username: body.username || null,
    employeeId: body.employeeId || null,
    phone: body.phone || null,
    registeredDate: now,
    updatedAt: now,
  };
  const { userId, outboxIds } = await ctx.db
    .transaction(async (tx) => {
      const user = await insertUser(tx, values);
      const ids = body.password
        ? []
        : [
            await queueInvitation(tx, ctx, {
              userId: user.id,
              email,
              organizationName: organization.name,
              invitedBy: actor,
              now,
            }),
          ];
      return { userId: user.id, outboxIds: ids };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'users_email_unique')) throw emailTaken();
      throw error;
    });
  ctx.outbox.wake(outboxIds);
  const row = await findUserWithOrganization(ctx.db, userId);
  return { user: toAdminUser(row!), message: accountMessages.userAdded };
}

/** Invites several people by e-mail; addresses that already have an account are skipped. */
export async function inviteUsers(ctx: AppContext, actor: SessionUser, body: InviteUsersBody) {
  assertCan(actor, 'users.manage');
  const organization = await targetOrganization(ctx, actor, body.organizationId);
  const emails = [...new Set(body.emails.map((e) => e.trim().toLowerCase()))];
  const existing = await findExistingEmails(ctx.db, emails);
  const skipped = emails
    .filter((e) => existing.has(e))
    .map((email) => ({ email, reason: accountMessages.emailTaken }));
  const now = ctx.now();
  const { invitedIds, outboxIds, raced } = await ctx.db.transaction(async (tx) => {
    const invitedIds: string[] = [];
    const outboxIds: string[] = [];
    const raced: string[] = [];
    for (const email of emails.filter((e) => !existing.has(e))) {
      try {
        // A savepoint per address: one taken meanwhile does not undo the others.
        const user = await tx.transaction((sp) =>
          insertUser(sp, {
            organizationId: organization.id,
            email,
            passwordHash: unusablePasswordHash(),
            role: body.role as UserInsert['role'],
            registeredDate: now,
            updatedAt: now,
          }),
        );
        invitedIds.push(user.id);
        outboxIds.push(
          await queueInvitation(tx, ctx, {
            userId: user.id,
            email,
            organizationName: organization.name,
            invitedBy: actor,
            now,
          }),
        );
      } catch (error) {
        if (!isUniqueViolation(error, 'users_email_unique')) throw error;
        raced.push(email);
      }
    }
    return { invitedIds, outboxIds, raced };
  });
  ctx.outbox.wake(outboxIds);
  const invited = await Promise.all(invitedIds.map((id) => findUserWithOrganization(ctx.db, id)));
  return {
    invited: invited.filter((u) => u !== undefined).map(toAdminUser),
    skipped: [...skipped, ...raced.map((email) => ({ email, reason: accountMessages.emailTaken }))],
  };
}

/**
 * An organization keeps at least one active companyAdmin, and the platform at least one active
 * operator: a change that would remove the last one is refused (409).
 */
async function assertKeepsLastAdmin(
  tx: Tx,
  target: UserWithOrganization,
  change: { role?: string | undefined; disabled?: boolean | undefined; deleted?: boolean },
) {
  if (target.disabledAt) return;
  const leaves = (role: string) =>
    target.role === role &&
    (change.deleted || change.disabled === true || (change.role !== undefined && change.role !== role));
  if (leaves('companyAdmin') && target.organizationId) {
    const others = await countActiveWithRole(tx, {
      organizationId: target.organizationId,
      role: 'companyAdmin',
      exceptUserId: target.id,
    });
    if (others === 0) throw new AppError('conflict', accountMessages.lastCompanyAdmin);
  }
  if (leaves('operator')) {
    const others = await countActiveWithRole(tx, {
      organizationId: null,
      role: 'operator',
      exceptUserId: target.id,
    });
    if (others === 0) throw new AppError('conflict', 'The platform must keep at least one active operator.');
  }
}

export async function updateUser(ctx: AppContext, actor: SessionUser, id: string, body: UpdateUserBody) {
  const current = await loadVisible(ctx, actor, id);
  assertCan(actor, 'users.manage');
  if (body.disabled === true && id === actor.id)
    throw new AppError('conflict', accountMessages.cannotDisableSelf);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (current.organizationId) await lockOrganization(tx, current.organizationId);
    const target = (await findUserWithOrganization(tx, id)) ?? current;
    await assertKeepsLastAdmin(tx, target, body);
    const { disabled, ...fields } = body;
    const patch: Partial<UserInsert> = { updatedAt: now };
    for (const [key, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      // Optional text fields sent empty are cleared.
      (patch as Record<string, unknown>)[key] = value === '' ? null : value;
    }
    if (disabled !== undefined) patch.disabledAt = disabled ? (target.disabledAt ?? now) : null;
    await updateUserRow(tx, id, patch);
    if (disabled === true) await deleteSessionsOfUser(tx, id);
  });
  const row = await findUserWithOrganization(ctx.db, id);
  return { user: toAdminUser(row!), message: accountMessages.userUpdated };
}

/**
 * Deletes a person. Someone with orders, offers or payments on record is disabled instead (their
 * history stays attached to them) and signed out everywhere; either way the answer is the same.
 */
export async function deleteUser(ctx: AppContext, actor: SessionUser, id: string) {
  const current = await loadVisible(ctx, actor, id);
  assertCan(actor, 'users.manage');
  if (id === actor.id) throw new AppError('conflict', accountMessages.cannotDeleteSelf);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (current.organizationId) await lockOrganization(tx, current.organizationId);
    const target = await findUserWithOrganization(tx, id);
    if (!target) throw userNotFound();
    await assertKeepsLastAdmin(tx, target, { deleted: true });
    if ((await hardDeleteUser(tx, id)) === 'referenced') {
      await updateUserRow(tx, id, { disabledAt: target.disabledAt ?? now, updatedAt: now });
      await deleteSessionsOfUser(tx, id);
    }
  });
  return { message: accountMessages.userDeleted };
}

/** The person behind `id` while they have not set a password; anyone else is 409. */
async function loadInvited(ctx: AppContext, actor: SessionUser, id: string) {
  const row = await loadVisible(ctx, actor, id);
  assertCan(actor, 'users.manage');
  if (isUsablePasswordHash(row.passwordHash)) throw new AppError('conflict', accountMessages.notInvited);
  return row;
}

/**
 * POST /api/admin/users/{id}/invitation: a new invitation mail. Its link replaces the earlier
 * one (issuePasswordLink ends the links still open), so only the latest mail works.
 */
export async function resendInvitation(ctx: AppContext, actor: SessionUser, id: string) {
  const row = await loadInvited(ctx, actor, id);
  const organization = row.organizationId ? await findOrganization(ctx.db, row.organizationId) : undefined;
  const now = ctx.now();
  const outboxId = await ctx.db.transaction((tx) =>
    queueInvitation(tx, ctx, {
      userId: row.id,
      email: row.email,
      organizationName: organization?.name ?? 'Patchbay',
      invitedBy: actor,
      now,
    }),
  );
  ctx.outbox.wake([outboxId]);
  return { user: toAdminUser(row), message: accountMessages.invitationResent };
}

/**
 * DELETE /api/admin/users/{id}/invitation: the invitation is taken back. The person never signed
 * in, so their account goes (deleteUser: its last-admin rule holds, its links die with it).
 */
export async function revokeInvitation(ctx: AppContext, actor: SessionUser, id: string) {
  await loadInvited(ctx, actor, id);
  await deleteUser(ctx, actor, id);
  return { message: accountMessages.invitationRevoked };
}

/**
 * The platform operator an installation starts with (`npm run create-operator`, or OPERATOR_EMAIL
 * and OPERATOR_PASSWORD at start): made by whoever runs the server, not by another user, in the
 * platform organization (made with its marketplace storefront when the database has none, so the
 * admin portal has a site to serve). The e-mail counts as verified; the e-mail and password follow
 * the sign-up rules.
 */
export async function createOperator(
  db: Database,
  input: { email: string; password: string; now: Date; marketplaceHost?: string | undefined },
): Promise<{ id: string; email: string }> {
  const fields: Record<string, string> = {};
  const email = emailSchema.safeParse(input.email.trim().toLowerCase());
  if (!email.success) fields.email = email.error.issues[0]!.message;
  const password = passwordSchema.safeParse(input.password);
  if (!password.success) fields.password = password.error.issues[0]!.message;
  if (!email.success || !password.success) throw invalidData(Object.values(fields)[0]!, fields);
  if ((await findExistingEmails(db, [email.data])).has(email.data)) throw emailTaken();
  const passwordHash = await hashPassword(password.data);
  const platform = await ensureMarketplace(db, { now: input.now, customerDomain: input.marketplaceHost });
  const user = await insertUser(db, {
    organizationId: platform.organizationId,
    email: email.data,
    passwordHash,
    role: 'operator',
    emailVerifiedAt: input.now,
    registeredDate: input.now,
    updatedAt: input.now,
  }).catch((error: unknown) => {
    if (isUniqueViolation(error, 'users_email_unique')) throw emailTaken();
    throw error;
  });
  return { id: user.id, email: email.data };
}
