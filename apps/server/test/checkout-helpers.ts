import type { InjectOptions } from 'fastify';
import type { TestApp } from './helpers';

/** A browser on one host: keeps its guest cookie; optionally signed in with a bearer token. */
export function testBrowser(t: TestApp, host = 'localhost', bearer?: string) {
  let guest: string | undefined;
  const call = async (
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await t.app.inject({
      method,
      url,
      headers: {
        host,
        ...(guest ? { cookie: `pb_guest=${guest}` } : {}),
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...headers,
      },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
    const set = res.cookies.find((c) => c.name === 'pb_guest');
    if (set) guest = set.value;
    return res;
  };
  return {
    call,
    guestId: () => guest,
    add: (listingId: string, quantity: number) => call('POST', '/api/cart/items', { listingId, quantity }),
    cart: async () => (await call('GET', '/api/cart')).json(),
    tokenize: async (cardNumber = '4111 1111 1111 1111') =>
      (
        await call('POST', '/api/payments/sandbox/tokens', {
          cardNumber,
          expiry: '12/30',
          cvv: '123',
          name: 'Sam Patel',
        })
      ).json().token as string,
    checkout: (body: unknown, key: string) => call('POST', '/api/checkout', body, { 'idempotency-key': key }),
  };
}
export type TestBrowser = ReturnType<typeof testBrowser>;

export const coloradoAddress = {
  firstname: 'Sam',
  lastname: 'Patel',
  company: 'Acme Wireless',
  email: 'sam@acme.test',
  contactnumber: '+1 303-555-0100',
  streetAddress: '1600 Blake St',
  city: 'Denver',
  state: 'CO',
  country: 'US',
  zipcode: '80202',
};

export const ontarioAddress = {
  ...coloradoAddress,
  streetAddress: '100 King St W',
  city: 'Toronto',
  state: 'ON',
  country: 'Canada',
  zipcode: 'M5H 1A1',
};

export const guestContact = {
  firstName: 'Gail',
  lastName: 'Guest',
  email: 'Gail@Example.com',
  companyName: 'Guest Networks',
};

let keys = 0;
/** A fresh Idempotency-Key. */
export function newKey(): string {
  keys += 1;
  return `test-key-${process.pid}-${Date.now()}-${keys}`;
}

/**
 * A checkout answer with each guest order link's token taken out: every answer (a replay too)
 * carries a fresh token, so answers compare equal without them.
 */
export function withoutLinkTokens<T>(answer: T): T {
  return JSON.parse(JSON.stringify(answer).replace(/\?token=[A-Za-z0-9_-]{43}/g, '?token=…')) as T;
}
