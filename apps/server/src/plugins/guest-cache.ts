import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A guest's answer is the same for every guest of the storefront: it carries an ETag (a
     * matching If-None-Match gets 304) and may be kept by a shared cache for GUEST_SHARED_MAX_AGE
     * seconds. A signed-in reply is private and never stored (docs/caching.md).
     */
    guestCache?: boolean;
  }
}

/**
 * Seconds a CDN or proxy may keep a guest's reply before it asks again (with If-None-Match): the
 * most a price or stock change can lag behind for guests served by a shared cache. Browsers keep
 * nothing (max-age=0) and revalidate every time, so a browser never shows a stale price by itself.
 */
export const GUEST_SHARED_MAX_AGE = 10;

export const GUEST_CACHE_CONTROL = `public, max-age=0, must-revalidate, s-maxage=${GUEST_SHARED_MAX_AGE}`;
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** Sign-in is carried by the session cookie or a bearer token: either changes the answer. */
export const SIGN_IN_VARY = ['cookie', 'authorization'];

const SESSION_COOKIE = 'pb_session';

/** An entity tag of a reply body (weak: a proxy that compresses it may keep it). */
export function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether If-None-Match names this tag (weak comparison, RFC 9110 §13.1.2). */
export function matchesIfNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return value.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** Adds names to Vary, keeping what another part of the server put there. */
export function addVary(reply: FastifyReply, names: readonly string[]): void {
  const current = reply.getHeader('vary');
  const have = (typeof current === 'string' ? current.split(',') : Array.isArray(current) ? current : [])
    .map((v) => String(v).trim())
    .filter(Boolean);
  const lower = new Set(have.map((v) => v.toLowerCase()));
  for (const name of names) if (!lower.has(name.toLowerCase())) have.push(name);
  reply.header('vary', have.join(', '));
}

/**
 * A guest: no session cookie, no bearer token, no signed-in user, and nothing set for this browser
 * in the reply. Only a guest's reply may be shared.
 */
export function isGuestRequest(request: FastifyRequest, reply?: FastifyReply): boolean {
  if ((request as { user?: unknown }).user) return false;
  if (request.headers.authorization !== undefined) return false;
  if (request.cookies?.[SESSION_COOKIE] !== undefined) return false;
  if (reply?.hasHeader('set-cookie')) return false;
  return true;
}

/**
 * Caching headers of a guest-cacheable reply with this body; true when the request's
 * If-None-Match already names it and a 304 is the answer (the caller then sends no body).
 */
export function guestCacheHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
): { notModified: boolean } {
  addVary(reply, SIGN_IN_VARY);
  if (!isGuestRequest(request, reply)) {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return { notModified: false };
  }
  reply.header('cache-control', GUEST_CACHE_CONTROL);
  reply.header('etag', etag);
  return { notModified: matchesIfNoneMatch(request.headers['if-none-match'], etag) };
}

/**
 * Routes marked `guestCache` get an ETag from their body and answer 304 to a matching
 * If-None-Match; signed-in replies of them are private. Registered before the auth plugin's
 * onSend, which leaves a reply that set its own Cache-Control alone.
 */
export const guestCachePlugin = fp(async function guestCachePlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config?.guestCache !== true) return payload;
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      addVary(reply, SIGN_IN_VARY);
      return payload;
    }
    const { notModified } = guestCacheHeaders(request, reply, etagOf(payload));
    if (!notModified) return payload;
    reply.code(304);
    reply.removeHeader('content-length');
    reply.removeHeader('content-type');
    return '';
  });
});
