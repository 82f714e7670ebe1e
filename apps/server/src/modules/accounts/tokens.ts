import { createHash, randomBytes } from 'node:crypto';

/**
 * Secrets handed to a browser or a mailbox (session tokens, reset and verification tokens):
 * 32 random bytes, base64url. Only their SHA-256 is stored, so a database leak signs nobody in.
 */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A guest id: 128 random bits, base64url (22 characters). */
export function newGuestId(): string {
  return randomBytes(16).toString('base64url');
}

/** What a guest id sent back by a browser must look like; anything else is replaced. */
export const GUEST_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * A password hash no password matches: users created without a password (invitations) get one
 * until they set theirs through the emailed link. Sign-in treats it like a missing user (a
 * dummy scrypt run), so the timing does not tell invited accounts apart.
 */
export function unusablePasswordHash(): string {
  return `unusable$${randomBytes(16).toString('base64url')}`;
}

export function isUsablePasswordHash(hash: string): boolean {
  return hash.startsWith('scrypt$');
}
