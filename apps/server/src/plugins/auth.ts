import { accountMessages, type SessionUser } from '@patchbay/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { AppContext } from '../context';
import { AppError } from '../lib/errors';
import { resolveSession } from '../modules/accounts/accounts.service';
import { isStaffRole } from '../modules/accounts/policy';
import { GUEST_ID_PATTERN, newGuestId } from '../modules/accounts/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person (cookie or bearer token), or null. Set before any /api route runs. */
    user: SessionUser | null;
    /** The session behind `user`, so sign-out and password changes know which one is current. */
    sessionId: string | null;
  }
}

export const SESSION_COOKIE = 'pb_session';
export const GUEST_COOKIE = 'pb_guest';
const GUEST_HEADER = 'x-guest-id';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** HttpOnly, SameSite=Lax, the whole host, Secure in production (DESIGN.md §5). */
function cookieOptions(config: Pick<Config, 'env'>, maxAgeSeconds?: number) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: config.env === 'production',
    ...(maxAgeSeconds !== undefined ? { maxAge: maxAgeSeconds } : {}),
  };
}

export function setSessionCookie(
  reply: FastifyReply,
  config: Pick<Config, 'env'>,
  token: string,
  expiresAt: Date,
  now: Date,
): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(config, maxAge));
}

export function clearSessionCookie(reply: FastifyReply, config: Pick<Config, 'env'>): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** The guest id this browser already has: its cookie, else the copy the app keeps (header). */
export function readGuestId(request: FastifyRequest): string | null {
  const cookie = request.cookies[GUEST_COOKIE];
  if (cookie && GUEST_ID_PATTERN.test(cookie)) return cookie;
  const header = request.headers[GUEST_HEADER];
  if (typeof header === 'string' && GUEST_ID_PATTERN.test(header)) return header;
  return null;
}

/** The browser's guest id; a browser without a valid cookie gets one (kept for a year). */
export function ensureGuestId(request: FastifyRequest, reply: FastifyReply, config: Pick<Config, 'env'>) {
  const cookie = request.cookies[GUEST_COOKIE];
  if (cookie && GUEST_ID_PATTERN.test(cookie)) return cookie;
  const guestId = readGuestId(request) ?? newGuestId();
  reply.setCookie(GUEST_COOKIE, guestId, cookieOptions(config, YEAR_SECONDS));
  return guestId;
}

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('unauthorized', accountMessages.signInRequired);
  return request.user;
}

/** A signed-in member of staff (operator or a company role); buyers get 403. */
export function requireStaff(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!isStaffRole(user.role)) {
    throw new AppError('forbidden', 'You are not allowed to do that', { internal: `role ${user.role}` });
  }
  return user;
}

/**
 * Reads the session from `Authorization: Bearer` (API clients) or the `pb_session` cookie
 * (browsers) on every /api request. It runs at onRequest, after the tenant hook, so admin routes
 * can refuse a visitor without a session before any body is parsed. A cookie whose session is
 * unknown, expired or idle for too long is cleared in the reply: the browser is signed out.
 */
export const authPlugin = fp(async function authPlugin(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const bearer = bearerToken(request);
    const cookie = request.cookies[SESSION_COOKIE];
    const token = bearer ?? cookie;
    if (!token) return;
    const session = await resolveSession(ctx, token);
    if (session) {
      request.user = session.user;
      request.sessionId = session.sessionId;
      return;
    }
    if (!bearer && cookie !== undefined) clearSessionCookie(reply, ctx.config);
  });

  // A reply for a signed-in person, or from the sign-in routes (which hand out tokens), is theirs
  // alone: no browser, proxy or CDN may keep it for the next user of the machine. Replies that set
  // their own caching (public media) keep it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return payload;
    const personal =
      request.url.startsWith('/api/auth/') ||
      request.user !== null ||
      bearerToken(request) !== null ||
      request.cookies[SESSION_COOKIE] !== undefined ||
      reply.hasHeader('set-cookie');
    if (personal) reply.header('cache-control', 'no-store');
    return payload;
  });
});
