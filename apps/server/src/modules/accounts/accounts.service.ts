import {
  accountMessages,
  type crossDomainStartBodySchema,
  type RegisterBody,
  type SessionUser,
} from '@patchbay/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database, Tx } from '../../db/client';
import { LINK_TOKEN_SLOT, type MailLinkToken } from '../../integrations/mail/mail';
import { enqueueOutbox } from '../../jobs/outbox';
import { AppError, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { mergeGuestCart } from '../cart/cart.service';
import { claimGuestOffers } from '../offers/offers.service';
import { createOrganizationRecord } from '../organizations/organizations.service';
import {
  findStorefrontByHost,
  type ResolvedStorefront,
  storefrontOrigin,
  surfaceOrigin,
} from '../storefronts/storefronts.service';
import {
  consumeCrossDomainToken,
  consumePasswordReset,
  deleteSession,
  deleteSessionsOfUser,
  findAccount,
  findCrossDomainTokenUser,
  findPasswordReset,
  findSessionByTokenHash,
  findUserByEmail,
  insertCrossDomainToken,
  insertPasswordReset,
  insertSession,
  insertUser,
  invalidatePasswordResets,
  markEmailVerified,
  setPasswordResetToken,
  touchSession,
  type UserRow,
  updateUserPassword,
} from './accounts.repository';
import { hashPassword, verifyPassword } from './password';
import { isStaffRole } from './policy';
import { hasApprovedCertificate } from './reseller-certificates.repository';
import { claimResellerCertificate } from './reseller-certificates.service';
import { toSessionUser } from './session-user';
import {
  claimSignInAttempt,
  consume,
  FORGOT_PER_EMAIL_LIMIT,
  FORGOT_PER_IP_LIMIT,
  REGISTER_PER_EMAIL_LIMIT,
  REGISTER_PER_IP_LIMIT,
  resetThrottle,
  throttleKeys,
} from './throttles';
import { hashToken, isUsablePasswordHash, newSecretToken } from './tokens';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
/** A session ends 30 days after sign-in whatever happens (absolute lifetime)... */
export const SESSION_LIFETIME_MS = 30 * DAY;
/** ...or after 7 days without a request (idle timeout). */
export const SESSION_IDLE_MS = 7 * DAY;
/** lastSeenAt is written at most this often, so reads do not each cost a write. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * MINUTE;
export const RESET_LINK_VALID_MS = 60 * MINUTE;
export const INVITATION_LINK_VALID_MS = 7 * DAY;
export const CROSS_DOMAIN_TOKEN_VALID_MS = 2 * MINUTE;

/** Where a request comes from: the site (host) and the client. */
export interface RequestPlace {
  surface: 'storefront' | 'admin';
  storefront: ResolvedStorefront;
  ip: string;
  userAgent: string | null;
  /** The browser's guest id, whose cart and offers a sign-in merges into the account. */
  guestId: string | null;
}

export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
  user: SessionUser;
}

// A sign-in for an unknown e-mail still runs scrypt once, so it takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;
const dummyPasswordHash = () => {
  dummyHash ??= hashPassword(newSecretToken());
  return dummyHash;
};

async function loadSessionUser(ctx: AppContext, userId: string): Promise<SessionUser> {
  const account = await findAccount(ctx.db, userId);
  if (!account) throw new AppError('unauthorized', accountMessages.signInRequired);
  return toSessionUser(ctx.config, account);
}

/**
 * The session a token names, or null when it is unknown, past its absolute lifetime, idle for
 * more than 7 days, or its user is disabled. Dead sessions are deleted on sight.
 */
export async function resolveSession(
  ctx: AppContext,
  token: string,
): Promise<{ user: SessionUser; sessionId: string } | null> {
  if (token.length > 200) return null;
  const session = await findSessionByTokenHash(ctx.db, hashToken(token));
  if (!session) return null;
  const now = ctx.now();
  const idleSince = now.getTime() - session.lastSeenAt.getTime();
  if (session.expiresAt.getTime() <= now.getTime() || idleSince >= SESSION_IDLE_MS) {
    await deleteSession(ctx.db, session.id);
    return null;
  }
  const account = await findAccount(ctx.db, session.userId);
  if (!account || account.user.disabledAt) {
    await deleteSession(ctx.db, session.id);
    return null;
  }
  if (idleSince >= SESSION_TOUCH_INTERVAL_MS) await touchSession(ctx.db, session.id, now);
  return { user: toSessionUser(ctx.config, account), sessionId: session.id };
}

/**
 * Opens a session for a user inside the caller's transaction: a new random token every time (only
 * its hash is stored), and the browser's guest cart and offers become the user's.
 */
async function openSession(
  tx: Tx,
  user: Pick<UserRow, 'id' | 'organizationId'>,
  place: Pick<RequestPlace, 'ip' | 'userAgent' | 'guestId'>,
  now: Date,
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  if (place.guestId) {
    await mergeGuestCart(tx, place.guestId, user.id);
    await claimGuestOffers(tx, place.guestId, user.id, user.organizationId);
  }
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  const { id } = await insertSession(tx, {
    userId: user.id,
    tokenHash: hashToken(token),
    now,
    expiresAt,
    ip: place.ip || null,
    userAgent: place.userAgent?.slice(0, 500) ?? null,
  });
  return { token, sessionId: id, expiresAt };
}

/**
 * The password check shared by cookie and token sign-in. Unknown e-mail, wrong password, disabled
 * or invited-but-not-activated account: the same 401 after the same work. The attempt is counted
 * before the password is checked, so ten attempts in 15 minutes for the account, or from the IP,
 * refuse every further one for the rest of the window, however many arrive at once.
 */
async function checkCredentials(
  ctx: AppContext,
  input: { email: string; password: string; surface: RequestPlace['surface']; ip: string },
): Promise<UserRow> {
  const email = input.email.trim().toLowerCase();
  const now = ctx.now();
  const attempt = await claimSignInAttempt(
    ctx.db,
    { account: throttleKeys.loginAccount(email), ip: throttleKeys.loginIp(input.ip) },
    now,
  );

  const user = await findUserByEmail(ctx.db, email);
  const usable = user && !user.disabledAt && isUsablePasswordHash(user.passwordHash);
  const ok = usable
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyPassword(input.password, await dummyPasswordHash()).then(() => false);
  if (!ok || !user) throw new AppError('unauthorized', accountMessages.loginFailed);
  // The password was right: the attempt does not count, whether or not this host lets the user in.
  await attempt.succeeded();
  if (input.surface === 'admin' && !isStaffRole(user.role)) {
    throw new AppError('forbidden', accountMessages.notStaff);
  }
  return user;
}

/** Cookie sign-in on a storefront or the admin portal. */
export async function signIn(
  ctx: AppContext,
  input: { email: string; password: string },
  place: RequestPlace,
): Promise<IssuedSession> {
  const user = await checkCredentials(ctx, { ...input, surface: place.surface, ip: place.ip });
  const now = ctx.now();
  const session = await ctx.db.transaction((tx) =>
    openSession(tx, user, { ...place, guestId: place.surface === 'storefront' ? place.guestId : null }, now),
  );
  return { ...session, user: await loadSessionUser(ctx, user.id) };
}

/** Bearer-token sign-in for API clients: the same check, no cookie, no guest merge. */
export async function issueToken(
  ctx: AppContext,
  input: { email: string; password: string },
  place: RequestPlace,
): Promise<IssuedSession> {
  const user = await checkCredentials(ctx, { ...input, surface: place.surface, ip: place.ip });
  const now = ctx.now();
  const session = await ctx.db.transaction((tx) => openSession(tx, user, { ...place, guestId: null }, now));
  return { ...session, user: await loadSessionUser(ctx, user.id) };
}

function emailTaken(): AppError {
  return new AppError('conflict', accountMessages.emailTaken, {
    fields: { email: accountMessages.emailTaken },
  });
}

/**
 * A buyer signs up on a storefront: a buyer organization named after the company, the user
 * (role buyer), a welcome mail through the outbox, and a session, in one transaction. An existing
 * address answers 409 (SPEC.md §8), so sign-up is rate limited like forgot-password (5 per address,
 * 20 per IP in 15 minutes), counted before the address is looked up.
 */
export async function register(
  ctx: AppContext,
  body: RegisterBody,
  place: RequestPlace,
): Promise<IssuedSession> {
  if (place.surface === 'admin') throw notFound('Not found');
  const email = body.email.trim().toLowerCase();
  const now = ctx.now();
  await consume(
    ctx.db,
    [
      { key: throttleKeys.registerEmail(email), limit: REGISTER_PER_EMAIL_LIMIT },
      { key: throttleKeys.registerIp(place.ip), limit: REGISTER_PER_IP_LIMIT },
    ],
    now,
  );
  if (await findUserByEmail(ctx.db, email)) throw emailTaken();
  const passwordHash = await hashPassword(body.password);
  const storefrontName = place.storefront.storefrontTitle;
  const origin = storefrontOrigin(ctx.config, place.storefront);

  const { session, outboxIds, userId } = await ctx.db
    .transaction(async (tx) => {
      const organization = await createOrganizationRecord(tx, {
        name: body.companyName,
        orgType: 'buyer',
        phone: body.phone,
        email,
        createdAt: now,
        updatedAt: now,
      });
      const user = await insertUser(tx, {
        organizationId: organization.id,
        email,
        passwordHash,
        role: 'buyer',
        firstName: body.firstName,
        lastName: body.lastName,
        phone: body.phone,
        resellerCertificateUrl: body.resellerCertificateUrl ?? null,
        registeredDate: now,
        updatedAt: now,
      });
      if (body.resellerCertificateUrl) {
        await claimResellerCertificate(tx, {
          url: body.resellerCertificateUrl,
          guestId: place.guestId,
          userId: user.id,
          storefront: place.storefront,
          now,
        });
      }
      const mailId = await enqueueOutbox(tx, {
        kind: 'mail',
        payload: {
          template: 'welcome',
          to: [email],
          subject: `Welcome to ${storefrontName}`,
          text: [
            `Hello ${body.firstName},`,
            '',
            `your ${storefrontName} account for ${body.companyName} is ready.`,
            `Browse listings, make offers and check out at ${origin}/`,
            '',
            'You can sign in with this e-mail address and the password you chose.',
          ].join('\n'),
        },
      });
      const opened = await openSession(tx, user, place, now);
      return { session: opened, outboxIds: [mailId], userId: user.id };
    })
    .catch((error: unknown) => {
      // Two sign-ups with one e-mail at once: the unique index decides, the loser gets the 409.
      if (isUniqueViolation(error, 'users_email_unique')) throw emailTaken();
      throw error;
    });
  ctx.outbox.wake(outboxIds);
  return { ...session, user: await loadSessionUser(ctx, userId) };
}

/**
 * Whether checkout charges this viewer no tax: only a buyer whose reseller certificate a company
 * admin or the operator approved. A certificate URL alone exempts nothing.
 */
export async function isTaxExempt(ctx: AppContext, viewer: Pick<SessionUser, 'id'> | null): Promise<boolean> {
  return viewer !== null && hasApprovedCertificate(ctx.db, viewer.id);
}

/**
 * Whether `email` is the signed-in user's own address and they proved they read it (a password
 * link opened from it): only then may a mail to that address quote text the request carried.
 */
export async function isVerifiedEmailOf(
  ctx: AppContext,
  viewer: Pick<SessionUser, 'id'> | null,
  email: string,
): Promise<boolean> {
  if (!viewer) return false;
  const account = await findAccount(ctx.db, viewer.id);
  return (
    account !== undefined &&
    account.user.emailVerifiedAt !== null &&
    account.user.email === email.trim().toLowerCase()
  );
}

export async function signOut(ctx: AppContext, sessionId: string | null): Promise<void> {
  if (sessionId) await deleteSession(ctx.db, sessionId);
}

/**
 * Writes a single-use password link for a user (reset or invitation) inside the caller's
 * transaction. Earlier unused links of the user stop working. Returns the link with
 * LINK_TOKEN_SLOT where the token goes, and the mail's linkToken: the token itself is made when the
 * mail is written (mintPasswordLinkToken), so it is never stored, not even in the outbox.
 */
export async function issuePasswordLink(
  tx: Tx,
  input: { userId: string; origin: string; validForMs: number; now: Date },
): Promise<{ link: string; linkToken: MailLinkToken }> {
  await invalidatePasswordResets(tx, input.userId, input.now);
  const resetId = await insertPasswordReset(tx, {
    userId: input.userId,
    now: input.now,
    expiresAt: new Date(input.now.getTime() + input.validForMs),
  });
  return {
    link: `${input.origin}/reset-password?token=${LINK_TOKEN_SLOT}`,
    linkToken: { kind: 'password-link', id: resetId },
  };
}

/**
 * The token of a password link, made as its mail is written: random, and only its hash is stored.
 * The link keeps its expiry and single use; a used or expired link stays refused.
 */
export async function mintPasswordLinkToken(db: Database, resetId: string): Promise<string> {
  const token = newSecretToken();
  await setPasswordResetToken(db, resetId, hashToken(token));
  return token;
}

/**
 * Mails a reset link valid for 60 minutes. SPEC.md §8 requires telling an unknown address
 * ('Provided email do not exists.'); the rate limit (5 per address, 20 per IP in 15 minutes)
 * keeps that from becoming a fast address oracle. The link points at the configured origin of
 * the site asked from, never at the request's Host.
 */
export async function forgotPassword(
  ctx: AppContext,
  input: { email: string },
  place: Pick<RequestPlace, 'surface' | 'storefront' | 'ip'>,
): Promise<{ status: 'sent' }> {
  const email = input.email.trim().toLowerCase();
  const now = ctx.now();
  await consume(
    ctx.db,
    [
      { key: throttleKeys.forgotEmail(email), limit: FORGOT_PER_EMAIL_LIMIT },
      { key: throttleKeys.forgotIp(place.ip), limit: FORGOT_PER_IP_LIMIT },
    ],
    now,
  );
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.disabledAt) {
    throw new AppError('not_found', accountMessages.forgotUnknownEmail, {
      fields: { email: accountMessages.forgotUnknownEmail },
    });
  }
  const siteName = place.surface === 'admin' ? 'Patchbay Admin Portal' : place.storefront.storefrontTitle;
  const origin = surfaceOrigin(ctx.config, place);
  const outboxIds = await ctx.db.transaction(async (tx) => {
    const { link, linkToken } = await issuePasswordLink(tx, {
      userId: user.id,
      origin,
      validForMs: RESET_LINK_VALID_MS,
      now,
    });
    return [
      await enqueueOutbox(tx, {
        kind: 'mail',
        payload: {
          template: 'password-reset',
          linkToken,
          to: [email],
          subject: `Reset your ${siteName} password`,
          text: [
            user.firstName ? `Hello ${user.firstName},` : 'Hello,',
            '',
            `someone asked to reset the password of your ${siteName} account.`,
            'Choose a new password here (the link works once, for 60 minutes):',
            link,
            '',
            'If it was not you, ignore this mail: your password stays as it is.',
          ].join('\n'),
        },
      }),
    ];
  });
  ctx.outbox.wake(outboxIds);
  return { status: 'sent' };
}

function resetLinkInvalid(): AppError {
  return new AppError('invalid_data', accountMessages.resetLinkInvalid, {
    fields: { token: accountMessages.resetLinkInvalid },
  });
}

/**
 * Sets a new password from a reset or invitation link. The link works once (a guarded UPDATE);
 * every session of the user ends, since whoever knew the old password may hold one.
 */
export async function resetPassword(
  ctx: AppContext,
  input: { token: string; password: string },
): Promise<{ status: 'ok' }> {
  const now = ctx.now();
  const tokenHash = hashToken(input.token);
  // Check before hashing, so garbage tokens cost no scrypt run.
  const known = await findPasswordReset(ctx.db, tokenHash);
  if (!known || known.usedAt || known.expiresAt.getTime() <= now.getTime()) throw resetLinkInvalid();
  const passwordHash = await hashPassword(input.password);
  const email = await ctx.db.transaction(async (tx) => {
    const userId = await consumePasswordReset(tx, tokenHash, now);
    if (!userId) throw resetLinkInvalid();
    await updateUserPassword(tx, userId, passwordHash, now);
    // The link proved the mailbox is theirs.
    const address = await markEmailVerified(tx, userId, now);
    await deleteSessionsOfUser(tx, userId);
    return address;
  });
  if (email) await resetThrottle(ctx.db, throttleKeys.loginAccount(email));
  return { status: 'ok' };
}

/**
 * Changes the signed-in user's password after checking the old one. The current session stays;
 * every other session ends. Wrong old passwords count against the account's sign-in limit.
 */
export async function changePassword(
  ctx: AppContext,
  actor: SessionUser,
  sessionId: string | null,
  input: { oldPassword: string; newPassword: string },
): Promise<{ status: 'ok' }> {
  const now = ctx.now();
  const user = await findUserByEmail(ctx.db, actor.email);
  if (!user) throw new AppError('unauthorized', accountMessages.signInRequired);
  // Counted before the check, like a sign-in: a burst of guesses cannot outrun the count.
  const attempt = await claimSignInAttempt(ctx.db, { account: throttleKeys.loginAccount(actor.email) }, now);
  const ok =
    isUsablePasswordHash(user.passwordHash) && (await verifyPassword(input.oldPassword, user.passwordHash));
  if (!ok) {
    throw new AppError('invalid_data', accountMessages.oldPasswordWrong, {
      fields: { oldPassword: accountMessages.oldPasswordWrong },
    });
  }
  await attempt.succeeded();
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await updateUserPassword(tx, user.id, passwordHash, now);
    await deleteSessionsOfUser(tx, user.id, sessionId ?? undefined);
  });
  return { status: 'ok' };
}

function crossDomainFailed(internal: string, field?: string): AppError {
  return new AppError('invalid_data', accountMessages.crossDomainFailed, {
    internal,
    ...(field ? { fields: { [field]: accountMessages.crossDomainFailed } } : {}),
  });
}

/**
 * SPEC.md §2 cross-domain sign-in, step 1: a one-time verification token for another storefront
 * (valid 2 minutes, stored hashed), and the URL to open there. Never the session itself.
 */
export async function startCrossDomain(
  ctx: AppContext,
  actor: SessionUser,
  body: z.infer<typeof crossDomainStartBodySchema>,
): Promise<{ url: string; expiresAt: string }> {
  const host = body.targetHost.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const target = await findStorefrontByHost(ctx.db, host);
  if (!target) throw crossDomainFailed(`unknown target host ${host}`, 'targetHost');
  // The host the client named, which is one of the storefront's own: its customer domain (https)
  // or its local name on this server.
  const origin =
    host === target.customerDomain
      ? storefrontOrigin(ctx.config, target)
      : storefrontOrigin(ctx.config, { customerDomain: null, localUrl: target.localUrl });
  const url = new URL(`${origin}${body.path ?? '/'}`);
  // A path like '//elsewhere.example' must not leave the storefront.
  if (url.origin !== new URL(origin).origin) throw crossDomainFailed('path leaves the target origin', 'path');

  const token = newSecretToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + CROSS_DOMAIN_TOKEN_VALID_MS);
  await insertCrossDomainToken(ctx.db, {
    userId: actor.id,
    tokenHash: hashToken(token),
    targetStorefrontId: target.id,
    now,
    expiresAt,
  });
  url.searchParams.set('verification_token', token);
  if (body.typeform) url.searchParams.set('typeform', 'yes');
  return { url: url.toString(), expiresAt: expiresAt.toISOString() };
}

/**
 * Step 2a, on the target storefront: whose account the link would sign this browser into, so the
 * storefront can ask "Continue as <email>?" before anything changes. Anyone can mint a link for
 * their own account and send it to someone else (login CSRF): the person opening it decides.
 * Nothing is used up or written.
 */
export async function previewCrossDomain(
  ctx: AppContext,
  input: { verificationToken: string },
  place: Pick<RequestPlace, 'surface' | 'storefront'>,
): Promise<{ user: { email: string; displayName: string } }> {
  if (place.surface !== 'storefront') throw crossDomainFailed('preview on the admin host');
  const userId = await findCrossDomainTokenUser(
    ctx.db,
    hashToken(input.verificationToken),
    place.storefront.id,
    ctx.now(),
  );
  if (!userId) throw crossDomainFailed('unknown, used, expired or foreign verification token');
  const account = await findAccount(ctx.db, userId);
  if (!account || account.user.disabledAt) throw crossDomainFailed('user missing or disabled');
  const user = toSessionUser(ctx.config, account);
  return { user: { email: user.email, displayName: user.displayName } };
}

/**
 * Step 2b, once the person confirmed: the token is used once (a guarded UPDATE, so two concurrent
 * redeems cannot both win), only on the storefront it was made for, and opens a new session there.
 * The browser's guest cart and offers stay with the guest: a link can be made by someone else, so
 * guest data is merged only into an account the person signed into with their own password.
 */
export async function redeemCrossDomain(
  ctx: AppContext,
  input: { verificationToken: string },
  place: RequestPlace,
): Promise<IssuedSession> {
  if (place.surface !== 'storefront') throw crossDomainFailed('redeem on the admin host');
  const now = ctx.now();
  const tokenHash = hashToken(input.verificationToken);
  const session = await ctx.db.transaction(async (tx) => {
    const userId = await consumeCrossDomainToken(tx, tokenHash, place.storefront.id, now);
    if (!userId) throw crossDomainFailed('unknown, used, expired or foreign verification token');
    const account = await findAccount(tx, userId);
    if (!account || account.user.disabledAt) throw crossDomainFailed('user missing or disabled');
    const opened = await openSession(tx, account.user, { ...place, guestId: null }, now);
    return { ...opened, userId };
  });
  return { ...session, user: await loadSessionUser(ctx, session.userId) };
}

/** What the users module needs of accounts' tables (a module never reads another's repository). */
export { deleteSessionsOfUser, insertUser, type UserInsert } from './accounts.repository';
