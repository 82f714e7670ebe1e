import type { Offer } from '@patchbay/contract';
import { inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { outbox } from '../src/db/schema/index';
import type { MailMessage } from '../src/integrations/mail/mail';
import type { RecordsMessage } from '../src/integrations/records/records';
import type { TestApp } from './helpers';

/** Helpers of the offer API tests: requests as a host, a signed-in user or a guest, and the outbox. */

export const HOSTS = {
  marketplace: 'localhost',
  northwind: 'northwind.localhost',
  cobalt: 'cobalt.localhost',
};

/** A guest id as browsers keep it (22 base64url characters). */
export const guestIdOf = (n: number) => `guest${String(n).padStart(17, '0')}`;

export interface As {
  host?: string;
  /** A session token (Authorization: Bearer). */
  token?: string;
  guestId?: string;
}

export function offerClient(t: TestApp) {
  const headers = (as: As) => ({
    host: as.host ?? HOSTS.northwind,
    ...(as.token ? { authorization: `Bearer ${as.token}` } : {}),
    ...(as.guestId ? { 'x-guest-id': as.guestId } : {}),
  });
  const call = (method: 'GET' | 'POST', url: string, as: As, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: headers(as),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    call,
    make: (as: As, payload: unknown) => call('POST', '/api/offers', as, payload),
    get: (as: As, id: string, query = '') => call('GET', `/api/offers/${id}${query}`, as),
    list: (as: As, query = '') => call('GET', `/api/offers${query}`, as),
    adminList: (as: As, query = '') => call('GET', `/api/admin/offers${query}`, as),
    adminGet: (as: As, id: string) => call('GET', `/api/admin/offers/${id}`, as),
    buyer: (as: As, offer: Offer, action: 'accept' | 'edit' | 'cancel', body?: unknown, query = '') =>
      call('POST', `/api/offers/${offer.id}/items/${offer.items[0]!.id}/${action}${query}`, as, body),
    seller: (as: As, offer: Offer, action: 'accept' | 'reject' | 'counter', body?: unknown) =>
      call('POST', `/api/admin/offers/${offer.id}/items/${offer.items[0]!.id}/${action}`, as, body),
  };
}

/** Reads a 200/201 reply's offer (`offer` of a mutation, `offers[0]` of a creation, or the body). */
export function offerOf(res: { statusCode: number; body: string; json: () => unknown }, status = 200): Offer {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { offer?: Offer; offers?: Offer[] } & Offer;
  return body.offer ?? body.offers?.[0] ?? body;
}

export function expectError(
  res: { statusCode: number; body: string; json: () => unknown },
  status: number,
  message: string,
  fields?: Record<string, string>,
) {
  expect(res.statusCode, res.body).toBe(status);
  const { error } = res.json() as { error: { message: string; fields?: Record<string, string> } };
  expect(error.message).toBe(message);
  if (fields) expect(error.fields).toEqual(fields);
}

/** The outbox rows queued by the calls made since `woken` was last cleared. */
export async function queued(t: TestApp, woken: string[][]) {
  const ids = woken.flat();
  const found = ids.length > 0 ? await t.db.select().from(outbox).where(inArray(outbox.id, ids)) : [];
  // In the order they were written (the order of the woken ids), not the order the database returns.
  const rows = [...found].sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  return {
    mails: rows.filter((r) => r.kind === 'mail').map((r) => r.payload as MailMessage),
    records: rows.filter((r) => r.kind === 'records').map((r) => r.payload as RecordsMessage),
  };
}
