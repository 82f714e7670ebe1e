import { rmSync } from 'node:fs';
import { type AddressInfo, connect } from 'node:net';
import { requestMessages } from '@patchbay/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutFixtures, createCheckoutFixtures } from '../../test/checkout-fixtures';
import { coloradoAddress, newKey, testBrowser } from '../../test/checkout-helpers';
import { createSessionToken, createStorefrontFixtures } from '../../test/fixtures';
import {
  createClock,
  createFakeIntegrations,
  createTestApp,
  createTestDatabase,
  type TestApp,
  testConfig,
} from '../../test/helpers';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { MAX_PARAM_LENGTH } from './edge';

const ADMIN = 'admin.localhost';
const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';

/**
 * One digest of every row of every table: equal before and after a request means the request
 * changed nothing (no row written, updated or deleted anywhere).
 */
async function databaseDigest(db: Database): Promise<string> {
  const tables = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  const parts = tables.rows.map(
    ({ tablename }) =>
      sql`select ${tablename}::text as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(tablename)} t`,
  );
  const result = (await db.execute(sql.join(parts, sql` union all `))) as unknown as {
    rows: { name: string; digest: string }[];
  };
  return result.rows.map((r) => `${r.name}:${r.digest}`).join('\n');
}

interface Case {
  name: string;
  /** The request with `bad` inside one string field. */
  request: (bad: string) => InjectOptions;
  /** The field the 400 must name. */
  field: string;
  /** Whether the bad string travels in the URL (only a NUL can: a lone surrogate is no UTF-8). */
  inUrl?: boolean;
}

describe('the edge: bad bytes and framework errors answer in the error shape and change nothing', () => {
  let t: TestApp;
  let fx: CheckoutFixtures;
  const clock = createClock('2026-03-04T15:00:00Z');
  const tokens: Record<string, string> = {};
  let buyerGuest: string;
  let cardToken: string;
  let orderId: string;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    fx = await createCheckoutFixtures(t.db);
    tokens.acme = await createSessionToken(t.db, fx.users.acmeBuyer.id, clock.now());
    tokens.northwindAdmin = await createSessionToken(t.db, fx.users.northwindAdmin.id, clock.now());
    tokens.operator = await createSessionToken(t.db, fx.users.operator.id, clock.now());

    // A buyer with a cart (for quotes and checkout) and a card token; an order to add fees to.
    const buyer = testBrowser(t, 'localhost', tokens.acme);
    expect((await buyer.add(fx.listings.asr9001Northwind.id, 1)).statusCode).toBe(200);
    cardToken = await buyer.tokenize();
    buyerGuest = buyer.guestId() ?? '';
    const other = testBrowser(t);
    expect((await other.add(fx.listings.patchCordNorthwind.id, 4)).statusCode).toBe(200);
    const placed = await other.checkout(
      {
        shippingAddress: coloradoAddress,
        billingSameAsShipping: true,
        guest: { firstName: 'Gail', lastName: 'Guest', email: 'gail@example.com', companyName: 'Guest Co' },
        sellers: [
          {
            sellerId: fx.organizations.northwind.id,
            shipping: { method: 'buyerArranged', companyName: 'UPS', accountNumber: 'A1' },
          },
        ],
        payment: { paymentType: 'ach', routingNumber: '011000015', accountNumber: '12345678', name: 'Gail' },
      },
      newKey(),
    );
    expect(placed.statusCode).toBe(201);
    orderId = placed.json().orders[0].id;
  });
  afterAll(() => t.close());

  const json = (method: InjectOptions['method'], url: string, body: unknown, headers = {}) =>
    ({
      method,
      url,
      headers: { host: 'localhost', 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
    }) satisfies InjectOptions;
  const asBuyer = () => ({
    authorization: `Bearer ${tokens.acme}`,
    cookie: `pb_guest=${buyerGuest}`,
  });
  const asSeller = () => ({ host: ADMIN, authorization: `Bearer ${tokens.northwindAdmin}` });
  const asOperator = () => ({ host: ADMIN, authorization: `Bearer ${tokens.operator}` });
  const checkoutBody = (streetAddress: string) => ({
    shippingAddress: { ...coloradoAddress, streetAddress },
    billingSameAsShipping: true,
    sellers: [
      {
        sellerId: fx.organizations.northwind.id,
        shipping: { method: 'buyerArranged', companyName: 'UPS', accountNumber: 'A1' },
      },
    ],
    payment: { paymentType: 'card', token: cardToken },
  });

  // Each of these answered 500 when a NUL reached PostgreSQL (and some after money moved).
  const cases: Case[] = [
    {
      name: 'POST /api/auth/login',
      field: 'email',
      request: (bad) =>
        json('POST', '/api/auth/login', { email: `buyer${bad}@acme.test`, password: 'Secret123' }),
    },
    {
      name: 'POST /api/quote-requests',
      field: 'comments',
      request: (bad) =>
        json('POST', '/api/quote-requests', {
          listingId: fx.listings.asr9001Northwind.id,
          qty: 2,
          userName: 'Sam Patel',
          email: 'sam@acme.test',
          comments: `Need two${bad}units`,
        }),
    },
    {
      name: 'POST /api/newsletter',
      field: 'email',
      request: (bad) => json('POST', '/api/newsletter', { email: `news${bad}@acme.test` }),
    },
    {
      name: 'POST /api/auth/forgot-password',
      field: 'email',
      request: (bad) => json('POST', '/api/auth/forgot-password', { email: `buyer${bad}@acme.test` }),
    },
    {
      name: 'POST /api/checkout/quote (promoCode)',
      field: 'promoCode',
      request: (bad) => json('POST', '/api/checkout/quote', { promoCode: `NW${bad}10` }, asBuyer()),
    },
    {
      name: 'POST /api/checkout (card)',
      field: 'shippingAddress.streetAddress',
      request: (bad) =>
        json('POST', '/api/checkout', checkoutBody(`1600 Blake${bad} St`), {
          ...asBuyer(),
          'idempotency-key': newKey(),
        }),
    },
    {
      name: 'POST /api/orders/{id}/pay',
      field: 'token',
      request: (bad) =>
        json(
          'POST',
          `/api/orders/${orderId}/pay`,
          { token: `tok${bad}` },
          { ...asBuyer(), 'idempotency-key': newKey() },
        ),
    },
    {
      name: 'POST /api/admin/users',
      field: 'displayName',
      request: (bad) =>
        json(
          'POST',
          '/api/admin/users',
          {
            email: 'new.user@northwind.test',
            firstName: 'Lee',
            lastName: 'Park',
            displayName: `Lee${bad}Park`,
            role: 'businessUser',
            password: 'Secret123',
          },
          asSeller(),
        ),
    },
    {
      name: 'PATCH /api/admin/organizations/{id}',
      field: 'returnPolicy',
      request: (bad) =>
        json(
          'PATCH',
          `/api/admin/organizations/${fx.organizations.northwind.id}`,
          { returnPolicy: `30 days${bad}` },
          asSeller(),
        ),
    },
    {
      name: 'POST /api/admin/orders/{id}/additional-fees',
      field: 'feesDetail',
      request: (bad) =>
        json(
          'POST',
          `/api/admin/orders/${orderId}/additional-fees`,
          { feesDetail: `Pallet${bad}`, amount: '25.00' },
          asSeller(),
        ),
    },
    {
      name: 'POST /api/admin/orders/{id}/payments',
      field: 'paymentMode',
      request: (bad) =>
        json(
          'POST',
          `/api/admin/orders/${orderId}/payments`,
          { amount: '10.00', paymentMode: `Wire${bad}` },
          asSeller(),
        ),
    },
    {
      name: 'GET /api/pages/{id}',
      field: 'id',
      inUrl: true,
      request: () => ({ method: 'GET', url: '/api/pages/a%00b', headers: { host: 'localhost' } }),
    },
    {
      name: 'GET /api/admin/users?q=',
      field: 'q',
      inUrl: true,
      request: () => ({ method: 'GET', url: '/api/admin/users?q=a%00b', headers: asOperator() }),
    },
    {
      name: 'GET /api/admin/orders?q=',
      field: 'q',
      inUrl: true,
      request: () => ({ method: 'GET', url: '/api/admin/orders?q=a%00b', headers: asOperator() }),
    },
    {
      name: 'GET /api/listings?q=',
      field: 'q',
      inUrl: true,
      request: () => ({ method: 'GET', url: '/api/listings?q=a%00b', headers: { host: 'localhost' } }),
    },
  ];

  const badStrings = [
    { label: 'a NUL', bad: NUL, message: requestMessages.controlCharacter },
    { label: 'a lone surrogate', bad: LONE_SURROGATE, message: requestMessages.brokenCharacter },
  ];

  for (const c of cases) {
    for (const { label, bad, message } of badStrings) {
      if (c.inUrl && bad !== NUL) continue;
      it(`${c.name}: ${label} in ${c.field} answers 400 naming the field, and nothing changes`, async () => {
        const before = await databaseDigest(t.db);
        const res = await t.app.inject(c.request(bad));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          error: { code: 'invalid_data', message, fields: { [c.field]: message } },
        });
        expect(await databaseDigest(t.db)).toBe(before);
      });
    }
  }

  it('the same requests without the bad character are not refused by the edge', async () => {
    // The table above fails for the right reason: each request is otherwise one the route takes.
    for (const c of cases.filter((c) => !c.inUrl)) {
      const res = await t.app.inject(c.request(''));
      expect(res.statusCode, c.name).toBeLessThan(500);
      if (res.statusCode === 400) {
        expect(Object.values(res.json().error.fields ?? {}), c.name).not.toContain(
          requestMessages.controlCharacter,
        );
      }
    }
  });

  it('a NUL in a header the routes read (Idempotency-Key) answers 400 naming the header', async () => {
    const before = await databaseDigest(t.db);
    const res = await t.app.inject(
      json('POST', '/api/checkout', checkoutBody('1600 Blake St'), {
        ...asBuyer(),
        'idempotency-key': `key-${NUL}-12345678`,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'Idempotency-Key': requestMessages.controlCharacter });
    expect(await databaseDigest(t.db)).toBe(before);
  });

  it('a bad character in a nested array item or a property name is named by its path', async () => {
    const res = await t.app.inject(
      json('POST', '/api/checkout/quote', {
        sellers: [{ sellerId: fx.organizations.northwind.id, shipping: { method: `quo${NUL}te` } }],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      'sellers.0.shipping.method': requestMessages.controlCharacter,
    });
    const key = await t.app.inject(
      json('POST', '/api/newsletter', { [`em${LONE_SURROGATE}ail`]: 'x@y.test' }),
    );
    expect(key.statusCode).toBe(400);
    expect(key.json().error.fields).toEqual({ body: requestMessages.brokenCharacter });
  });

  it('the refusal is logged by field name, never with the raw value', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      await createStorefrontFixtures(logged.db);
      const res = await logged.app.inject(
        json('POST', '/api/newsletter', { email: `secret-value${NUL}@acme.test` }),
      );
      expect(res.statusCode).toBe(400);
      const refusal = lines.map((l) => JSON.parse(l)).find((l) => /refused/.test(l.msg));
      expect(refusal).toMatchObject({ where: 'body', fields: ['email'] });
      expect(lines.join('\n')).not.toContain('secret-value');
    } finally {
      await logged.close();
    }
  });

  it('a JSON body that is not valid UTF-8 answers 400 and changes nothing', async () => {
    const before = await databaseDigest(t.db);
    // "café" with a lone 0xE9 (Latin-1), which a lenient decoder would turn into U+FFFD.
    const payload = Buffer.concat([
      Buffer.from('{"email":"caf'),
      Buffer.from([0xe9]),
      Buffer.from('@acme.test"}'),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'invalid_data',
        message: requestMessages.invalidUtf8,
        fields: { body: requestMessages.invalidUtf8 },
      },
    });
    expect(await databaseDigest(t.db)).toBe(before);
    // A byte-order mark and multi-byte characters are fine.
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { host: 'localhost', 'content-type': 'application/json; charset=utf-8' },
      payload: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"email":"zoë@acme.test"}')]),
    });
    expect(ok.statusCode).toBe(200);
  });

  describe('framework errors', () => {
    const get = (url: string, method: InjectOptions['method'] = 'GET') =>
      t.app.inject({ method, url, headers: { host: 'localhost' } });

    it('an unknown API route is a 404 in the shape, without the URL', async () => {
      const res = await get('/api/no-such-thing-here');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: requestMessages.notFound } });
    });

    it('a known address with a method it does not take is a 405 with Allow', async () => {
      const cases: [InjectOptions['method'], string, string][] = [
        ['DELETE', '/api/health', 'GET, HEAD'],
        ['POST', '/api/listings', 'GET, HEAD'],
        ['GET', '/api/newsletter', 'POST'],
        ['PUT', '/api/pages/about-us', 'GET, HEAD'],
        ['DELETE', `/api/admin/orders/${orderId}/cancel`, 'POST'],
      ];
      for (const [method, url, allow] of cases) {
        const res = await get(url, method);
        expect(res.statusCode, `${method} ${url}`).toBe(405);
        expect(res.headers.allow, `${method} ${url}`).toBe(allow);
        expect(res.json()).toEqual({
          error: {
            code: 'method_not_allowed',
            message: requestMessages.methodNotAllowed(method as string, allow),
          },
        });
      }
    });

    it('a body over 1 MiB is a 413 in the shape', async () => {
      const res = await t.app.inject(
        json('POST', '/api/newsletter', { email: 'big@acme.test', padding: 'x'.repeat(1_100_000) }),
      );
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ error: { code: 'invalid_data', message: requestMessages.bodyTooLarge } });
    });

    it('path parameters: up to what the schema allows the route decides; past the router limit a 414 in the shape', async () => {
      // pages/{id} documents 200 characters: the router used to refuse past 100.
      const at200 = await get(`/api/pages/${'a'.repeat(200)}`);
      expect(at200.statusCode).toBe(404);
      expect(at200.json().error.code).toBe('not_found');
      const brand = await get(`/api/media/brand/${'b'.repeat(196)}.svg`);
      expect(brand.statusCode).not.toBe(414);
      const long = `/api/pages/${'a'.repeat(300)}`;
      const res = await get(long);
      expect(res.statusCode).toBe(414);
      expect(res.json()).toEqual({
        error: { code: 'invalid_data', message: requestMessages.tooLongParameter },
      });
      expect(res.body).not.toContain('aaaa');
    });

    it('the router takes every path parameter the API document allows', async () => {
      const document = t.app.swagger() as {
        paths: Record<
          string,
          Record<
            string,
            { parameters?: { in: string; name: string; schema: { maxLength?: number; format?: string } }[] }
          >
        >;
      };
      // The API's parameters; the web files' (/sitemap-products-{file}) are read by their handlers.
      const api = Object.entries(document.paths).filter(([path]) => path.startsWith('/api/'));
      const params = api.flatMap(([path, operations]) =>
        Object.values(operations).flatMap((operation) =>
          (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => ({ path, ...p })),
        ),
      );
      expect(params.length).toBeGreaterThan(10);
      for (const param of params) {
        const longest = param.schema.format === 'uuid' ? 36 : param.schema.maxLength;
        expect(longest, `${param.path} {${param.name}}`).toBeDefined();
        expect(longest, `${param.path} {${param.name}}`).toBeLessThanOrEqual(MAX_PARAM_LENGTH);
      }
      expect(Math.max(...params.map((p) => p.schema.maxLength ?? 0))).toBe(MAX_PARAM_LENGTH);
    });

    it('an unsupported content type is a 415 in the shape', async () => {
      for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/newsletter',
          headers: { host: 'localhost', 'content-type': type },
          payload: 'email=a@b.test',
        });
        expect(res.statusCode, type).toBe(415);
        expect(res.json()).toEqual({
          error: { code: 'invalid_data', message: requestMessages.unsupportedMediaType },
        });
      }
    });

    it('bad JSON and an empty JSON body are 400s in the shape', async () => {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        headers: { host: 'localhost', 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ error: { code: 'invalid_data', message: requestMessages.invalidJson } });
      const empty = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        headers: { host: 'localhost', 'content-type': 'application/json' },
        payload: '',
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ error: { code: 'invalid_data', message: requestMessages.emptyJson } });
      // Prototype poisoning is still refused by the parser behind the UTF-8 decoding.
      const poisoned = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        headers: { host: 'localhost', 'content-type': 'application/json' },
        payload: '{"email":"a@b.test","__proto__":{"admin":true}}',
      });
      expect(poisoned.statusCode).toBe(400);
      expect(poisoned.json()).toEqual({
        error: { code: 'invalid_data', message: requestMessages.invalidJson },
      });
    });

    it('a request Node cannot parse (a NUL in a header, oversized headers) is answered in the shape', async () => {
      const server = await createTestApp();
      try {
        await server.app.listen({ host: '127.0.0.1', port: 0 });
        const { port } = server.app.server.address() as AddressInfo;
        const raw = (request: string) =>
          new Promise<string>((resolve, reject) => {
            const socket = connect(port, '127.0.0.1', () => socket.write(request));
            let answer = '';
            socket.on('data', (chunk) => {
              answer += chunk.toString('utf8');
            });
            socket.on('end', () => resolve(answer));
            socket.on('close', () => resolve(answer));
            socket.on('error', reject);
          });
        const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

        const nul = await raw(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Note: a${NUL}b\r\n\r\n`);
        expect(nul).toMatch(/^HTTP\/1\.1 400 /);
        expect(bodyOf(nul)).toEqual({
          error: { code: 'invalid_data', message: requestMessages.malformedRequest },
        });

        const big = await raw(
          `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`,
        );
        expect(big).toMatch(/^HTTP\/1\.1 431 /);
        expect(bodyOf(big)).toEqual({
          error: { code: 'invalid_data', message: requestMessages.headersTooLarge },
        });
      } finally {
        await server.close();
      }
    });

    it('a malformed percent escape (%ZZ) is a 400 in the shape, without the URL', async () => {
      for (const url of ['/api/pages/%ZZ', '/api/pages/ab%E0%A4%A']) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toEqual({ error: { code: 'invalid_data', message: requestMessages.badUrl } });
      }
    });
  });

  it('a NUL in a web page path (product id, brand name) is a 400, not a lookup', async () => {
    const template =
      '<!doctype html><html><head><title>Patchbay</title><!--app-head--></head><body></body></html>';
    const database = await createTestDatabase();
    const config = testConfig();
    const { app } = await buildApp({
      config,
      database,
      integrations: createFakeIntegrations().integrations,
      logger: false,
      webTemplates: { storefront: template, admin: template },
    });
    try {
      await app.ready();
      await createStorefrontFixtures(database.db);
      for (const url of ['/Cisco-ASR-9001/dp/a%00b', '/product/detail/a%00b', '/brand/Cis%00co']) {
        const res = await app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toEqual({
          error: {
            code: 'invalid_data',
            message: requestMessages.controlCharacter,
            fields: { path: requestMessages.controlCharacter },
          },
        });
      }
      const page = await app.inject({ method: 'GET', url: '/brand/Cisco', headers: { host: 'localhost' } });
      expect(page.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });

  describe('money past its column', () => {
    it('an organization amount over numeric(14,2) is a 400 naming the field, and nothing changes', async () => {
      const url = `/api/admin/organizations/${fx.organizations.northwind.id}`;
      const before = await databaseDigest(t.db);
      for (const amount of ['1000000000000', '99999999999999999999.99']) {
        const res = await t.app.inject(
          json('PATCH', url, { freeShippingMinOrderAmount: amount }, asSeller()),
        );
        expect(res.statusCode, amount).toBe(400);
        expect(res.json().error.fields).toEqual({ freeShippingMinOrderAmount: 'Please enter valid amount' });
        const credit = await t.app.inject(
          json('PATCH', url, { minimumCreditOrderValue: amount }, asSeller()),
        );
        expect(credit.statusCode, amount).toBe(400);
        expect(credit.json().error.fields).toEqual({ minimumCreditOrderValue: 'Please enter valid amount' });
      }
      expect(await databaseDigest(t.db)).toBe(before);
      // The largest amount the column holds is taken.
      const largest = await t.app.inject(
        json('PATCH', url, { freeShippingMinOrderAmount: '999999999999.99' }, asSeller()),
      );
      expect(largest.statusCode).toBe(200);
      expect(largest.json().organization.freeShippingMinOrderAmount).toBe('999999999999.99');
      await t.app.inject(json('PATCH', url, { freeShippingMinOrderAmount: '10000.00' }, asSeller()));
    });

    it('offer prices, fees, payments and price filters past their columns are 400s', async () => {
      const offer = await t.app.inject(
        json(
          'POST',
          '/api/offers',
          { items: [{ listingId: fx.listings.asr9001Northwind.id, quantity: 1, unitPrice: '12345678901' }] },
          asBuyer(),
        ),
      );
      expect(offer.statusCode).toBe(400);
      const fee = await t.app.inject(
        json(
          'POST',
          `/api/admin/orders/${orderId}/additional-fees`,
          { feesDetail: 'Pallet', amount: '10000000000' },
          asSeller(),
        ),
      );
      expect(fee.statusCode).toBe(400);
      expect(fee.json().error.fields).toEqual({ amount: 'Please enter valid amount' });
      const filter = await t.app.inject({
        method: 'GET',
        url: '/api/listings?minPrice=100000000000000000000',
        headers: { host: 'localhost' },
      });
      expect(filter.statusCode).toBe(400);
      expect(Object.keys(filter.json().error.fields)).toEqual(['minPrice']);
    });
  });

  it('property: strings holding a NUL or a lone surrogate never get a 5xx, always the 400', async () => {
    const badChar = fc.constantFrom(NUL, '\ud800', '\udbff', '\udc00', '\udfff');
    const text = fc
      .tuple(fc.string({ maxLength: 20 }), badChar, fc.string({ maxLength: 20 }))
      .map(([a, b, c]) => `${a}${b}${c}`);
    const routes = cases.filter((c) => !c.inUrl);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), text, async (c, value) => {
        const res = await t.app.inject(c.request(value));
        expect(res.statusCode).toBe(400);
        expect(res.json().error.code).toBe('invalid_data');
      }),
      { numRuns: 60, seed: 20_261_126 },
    );
    const url = fc.tuple(fc.constantFrom('/api/pages/', '/api/listings?q=', '/api/listings?brand='), text);
    await fc.assert(
      fc.asyncProperty(url, async ([prefix, value]) => {
        const res = await t.app.inject({
          method: 'GET',
          url: `${prefix}${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))}${encodeURIComponent(NUL)}`,
          headers: { host: 'localhost' },
        });
        expect(res.statusCode).toBeLessThan(500);
        expect(res.statusCode).toBe(400);
      }),
      { numRuns: 30, seed: 20_261_126 },
    );
  });
});
