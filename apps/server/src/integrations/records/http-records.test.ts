import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AccountFixtures, createAccountFixtures, createSessionToken } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { waitFor } from '../../../test/poll';
import { outbox, recordsRefs } from '../../db/schema/index';
import { createOutboxDelivery, enqueueOutbox, OutboxWorker } from '../../jobs/outbox';
import { createDatabaseRefStore, createHttpRecordsMirror, retryAfterMs } from './http-records';
import type { RecordsMessage } from './records';

const log = pino({ level: 'silent' });

interface Seen {
  method: string;
  table: string;
  at: number;
  records: number;
  status: number;
}

/**
 * A local Airtable: 429 with Retry-After past 5 requests in any second, 422 past 10 records a request,
 * PATCH only by ids it gave out, DELETE only by `records[]` query parameters and without a body.
 */
function fakeAirtable() {
  const tables = new Map<string, Map<string, Record<string, unknown>>>();
  const seen: Seen[] = [];
  const accepted: number[] = [];
  const state = { throttleNext: 0, failTable: '' as string, nextId: 1 };

  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  const server: Server = createServer(async (req, res) => {
    // Counted when the request arrives, as a rate limiter at the door would.
    const now = Date.now();
    const url = new URL(req.url ?? '/', 'http://airtable.local');
    const table = decodeURIComponent(url.pathname.split('/').pop() ?? '');
    const raw = await readBody(req);
    const answer = (status: number, body: unknown, records = 0, headers: Record<string, string> = {}) => {
      seen.push({ method: req.method ?? '', table, at: now, records, status });
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    const recentAccepted = accepted.filter((at) => now - at < 1000).length;
    if (state.throttleNext > 0 || recentAccepted >= 5) {
      if (state.throttleNext > 0) state.throttleNext--;
      return answer(429, { errors: [{ error: 'RATE_LIMIT_REACHED' }] }, 0, { 'retry-after': '1' });
    }
    accepted.push(now);
    if (req.headers.authorization !== 'Bearer pat-test')
      return answer(401, { error: 'AUTHENTICATION_REQUIRED' });
    if (table === state.failTable) return answer(500, { error: 'SERVER_ERROR' });
    const rows = tables.get(table) ?? new Map<string, Record<string, unknown>>();
    tables.set(table, rows);
    if (req.method === 'DELETE') {
      const ids = url.searchParams.getAll('records[]');
      if (raw !== '' || ids.length === 0) return answer(422, { error: 'INVALID_REQUEST' });
      if (ids.length > 10) return answer(422, { error: 'TOO_MANY_RECORDS' }, ids.length);
      if (ids.some((id) => !rows.has(id))) return answer(404, { error: 'NOT_FOUND' }, ids.length);
      for (const id of ids) rows.delete(id);
      return answer(200, { records: ids.map((id) => ({ id, deleted: true })) }, ids.length);
    }
    const body = JSON.parse(raw) as { records: { id?: string; fields: Record<string, unknown> }[] };
    const count = body.records?.length ?? 0;
    if (count === 0) return answer(422, { error: 'INVALID_REQUEST' });
    if (count > 10) return answer(422, { error: 'TOO_MANY_RECORDS' }, count);
    if (req.method === 'POST') {
      if (body.records.some((r) => r.id !== undefined))
        return answer(422, { error: 'INVALID_REQUEST' }, count);
      const created = body.records.map((r) => {
        const id = `rec${String(state.nextId++).padStart(14, '0')}`;
        rows.set(id, { ...r.fields });
        return { id, fields: r.fields };
      });
      return answer(200, { records: created }, count);
    }
    if (req.method === 'PATCH') {
      if (body.records.some((r) => !r.id || !rows.has(r.id)))
        return answer(422, { error: 'INVALID_RECORDS' }, count);
      for (const r of body.records) rows.set(r.id as string, { ...rows.get(r.id as string), ...r.fields });
      return answer(200, { records: body.records }, count);
    }
    return answer(404, { error: 'NOT_FOUND' });
  });

  return {
    tables,
    seen,
    state,
    rows: (table: string) => [...(tables.get(table)?.values() ?? [])],
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v0/appTest`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** The most requests the base accepted in any one second. */
    busiestSecond() {
      const times = seen.filter((s) => s.status !== 429).map((s) => s.at);
      return Math.max(0, ...times.map((t) => times.filter((u) => u >= t && u - t < 1000).length));
    },
  };
}

const cartItem = (
  n: number,
  operation: RecordsMessage['operation'],
  fields: Record<string, number> = {},
) => ({
  table: 'CartItem' as const,
  operation,
  records: [{ fields: { cartItemId: `item-${n}`, ...fields } }],
});

describe('records mirror against a local Airtable', () => {
  let t: TestApp;
  let fx: AccountFixtures;
  let airtable: ReturnType<typeof fakeAirtable>;
  let apiUrl: string;
  const workers: OutboxWorker[] = [];
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    fx = await createAccountFixtures(t.db);
    for (const key of ['operator', 'northwindAdmin'] as const) {
      tokens[key] = await createSessionToken(t.db, fx.users[key].id, new Date());
    }
  }, 120_000);
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    await airtable?.close();
    await t.db.delete(outbox);
    await t.db.delete(recordsRefs);
  });
  afterAll(() => t.close());

  async function start(retryLimit = 3) {
    airtable = fakeAirtable();
    apiUrl = await airtable.listen();
    const mirror = createHttpRecordsMirror(apiUrl, 'pat-test', createDatabaseRefStore(t.db));
    const worker = new OutboxWorker({
      handle: t.database,
      delivery: createOutboxDelivery(t.db, { ...t.integrations, records: mirror }, 'x@patchbay.test', log),
      log,
      retryLimit,
      retryDelaySeconds: 0.2,
      retryDelayMaxSeconds: 0.5,
      pollingIntervalSeconds: 0.1,
    });
    workers.push(worker);
    return { mirror, worker };
  }

  const statusOf = async (id: string) => (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0];
  const allDelivered = async () => {
    const rows = await t.db.select({ status: outbox.status }).from(outbox);
    return rows.every((r) => r.status === 'delivered') ? true : undefined;
  };

  it('mirrors 25 cart items, their patches and deletes, packed 10 a request within 5 requests a second', async () => {
    const { worker } = await start();
    for (let n = 1; n <= 25; n++) {
      await enqueueOutbox(
        t.db,
        { kind: 'records', payload: cartItem(n, 'create', { purchaseQty: 1 }) },
        { recordKeys: [`CartItem:item-${n}`] },
      );
    }
    for (let n = 1; n <= 12; n++) {
      await enqueueOutbox(
        t.db,
        { kind: 'records', payload: cartItem(n, 'patch', { purchaseQty: 5 }) },
        { recordKeys: [`CartItem:item-${n}`] },
      );
    }
    const gone = [3, 4, 20];
    await enqueueOutbox(
      t.db,
      {
        kind: 'records',
        payload: {
          table: 'CartItem',
          operation: 'delete',
          records: gone.map((n) => ({ fields: { cartItemId: `item-${n}` } })),
        },
      },
      { recordKeys: gone.map((n) => `CartItem:item-${n}`) },
    );
    await worker.start();
    await waitFor(allDelivered, 60_000);

    // Nothing lost, nothing doubled: 22 rows, the first 12 patched (but the deleted 3 and 4).
    const rows = airtable.rows('CartItem') as { cartItemId: string; purchaseQty: number }[];
    expect(rows).toHaveLength(22);
    expect(new Set(rows.map((r) => r.cartItemId)).size).toBe(22);
    expect(rows.map((r) => r.cartItemId)).not.toEqual(
      expect.arrayContaining(['item-3', 'item-4', 'item-20']),
    );
    for (const row of rows) {
      const n = Number(row.cartItemId.slice(5));
      expect(row.purchaseQty).toBe(n <= 12 ? 5 : 1);
    }
    // No limit broken: no 429, no 422, at most 10 records and 5 requests a second.
    expect(airtable.seen.filter((s) => s.status !== 200)).toEqual([]);
    expect(Math.max(...airtable.seen.map((s) => s.records))).toBeLessThanOrEqual(10);
    expect(airtable.busiestSecond()).toBeLessThanOrEqual(5);
    // Packed: 25 creates in 3 requests, 12 patches in 2, one delete.
    const count = (method: string) => airtable.seen.filter((s) => s.method === method).length;
    expect(count('POST')).toBe(3);
    expect(count('PATCH')).toBe(2);
    expect(count('DELETE')).toBe(1);
    // Each remaining record's Airtable id is kept; the deleted ones' are gone.
    expect(await t.db.select().from(recordsRefs)).toHaveLength(22);
  }, 90_000);

  it('keeps under 5 requests a second when one message holds 60 records, and a retried create patches', async () => {
    const { mirror } = await start();
    const message: RecordsMessage = {
      table: 'Order',
      operation: 'create',
      records: Array.from({ length: 60 }, (_, n) => ({
        fields: { orderId: `order-${n}`, status: 'placed' },
      })),
    };
    await mirror.push(message);
    // The same create again (a retry after a lost answer): the ids kept turn it into patches.
    await mirror.push({
      ...message,
      records: message.records.map((r) => ({ fields: { ...r.fields, status: 'shipped' } })),
    });
    expect(airtable.rows('Order')).toHaveLength(60);
    expect(airtable.rows('Order').every((r) => r.status === 'shipped')).toBe(true);
    expect(airtable.seen.every((s) => s.status === 200 && s.records <= 10)).toBe(true);
    expect(airtable.seen).toHaveLength(12);
    expect(airtable.busiestSecond()).toBeLessThanOrEqual(5);
  }, 60_000);

  it("waits out a 429's Retry-After, then sends", async () => {
    const { mirror } = await start();
    airtable.state.throttleNext = 1;
    await mirror.push({ table: 'Store', operation: 'create', records: [{ fields: { name: 'Northwind' } }] });
    const [throttled, sent] = airtable.seen;
    expect(throttled?.status).toBe(429);
    expect(sent?.status).toBe(200);
    expect(sent!.at - throttled!.at).toBeGreaterThanOrEqual(990);
    expect(airtable.rows('Store')).toEqual([{ name: 'Northwind' }]);
  }, 30_000);

  it('reads Retry-After as seconds or a date', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(retryAfterMs(null)).toBe(30_000);
  });

  const admin = (actor: string, method: 'GET' | 'POST', url: string) =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { host: 'admin.localhost', authorization: `Bearer ${tokens[actor]}` },
    });

  it('parks a row after its retries; the operator sees it and sends it again', async () => {
    const { worker } = await start(2);
    airtable.state.failTable = 'Order';
    const id = await enqueueOutbox(t.db, {
      kind: 'records',
      payload: { table: 'Order', operation: 'create', records: [{ fields: { orderId: 'order-parked' } }] },
    });
    await worker.start();
    const parked = await waitFor(async () => {
      const row = await statusOf(id);
      return row?.status === 'failed' ? row : undefined;
    }, 30_000);
    expect(parked.attempts).toBe(3);
    expect(parked.lastError).toMatch(/^records service answered 500/);
    expect(airtable.seen.filter((s) => s.table === 'Order')).toHaveLength(3);

    const list = await admin('operator', 'GET', '/outbox');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      total: 1,
      rows: [
        expect.objectContaining({
          id,
          kind: 'records',
          status: 'failed',
          attempts: 3,
          summary: 'Order create (1 record)',
        }),
      ],
    });
    expect((await admin('operator', 'GET', '/outbox?status=failed&kind=mail')).json()).toEqual({
      total: 0,
      rows: [],
    });
    // Only the operator: the outbox spans every organization.
    expect((await admin('northwindAdmin', 'GET', '/outbox')).statusCode).toBe(403);
    expect((await admin('northwindAdmin', 'POST', `/outbox/${id}/retry`)).statusCode).toBe(403);
    expect((await admin('operator', 'GET', '/outbox?sort=x')).statusCode).toBe(400);
    expect(
      (await admin('operator', 'POST', '/outbox/0190b7d2-0000-7000-8000-000000000000/retry')).statusCode,
    ).toBe(404);

    airtable.state.failTable = '';
    const retried = await admin('operator', 'POST', `/outbox/${id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ id, status: 'pending', attempts: 3 });
    const delivered = await waitFor(async () => {
      const row = await statusOf(id);
      return row?.status === 'delivered' ? row : undefined;
    }, 30_000);
    expect(delivered.attempts).toBe(4);
    expect(airtable.rows('Order')).toEqual([{ orderId: 'order-parked' }]);
    // Twice: a delivered row is not sent again.
    const again = await admin('operator', 'POST', `/outbox/${id}/retry`);
    expect(again.statusCode).toBe(409);
    expect((await admin('operator', 'GET', '/outbox')).json()).toEqual({ total: 0, rows: [] });
  }, 60_000);
});
