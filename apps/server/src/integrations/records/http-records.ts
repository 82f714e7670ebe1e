import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordsRefs } from '../../db/schema/index';
import type { RecordsMessage, RecordsMirror, RecordTable } from './records';

/** Airtable's limits: 10 records a request, about 5 requests a second per base. */
export const AIRTABLE_MAX_RECORDS = 10;
const DEFAULT_REQUESTS_PER_SECOND = 5;
/** 429s answered inside one push before it fails and the outbox backs off instead. */
const MAX_THROTTLED_RETRIES = 4;

/** Where the records service's row ids (`rec...`) are kept between the create and later patches. */
export interface RecordRefStore {
  get(table: RecordTable, keys: readonly string[]): Promise<Map<string, string>>;
  set(table: RecordTable, entries: readonly (readonly [string, string])[]): Promise<void>;
  remove(table: RecordTable, keys: readonly string[]): Promise<void>;
}

export function createDatabaseRefStore(db: Database): RecordRefStore {
  return {
    async get(table, keys) {
      if (keys.length === 0) return new Map();
      const rows = await db
        .select({ key: recordsRefs.recordKey, ref: recordsRefs.ref })
        .from(recordsRefs)
        .where(and(eq(recordsRefs.recordTable, table), inArray(recordsRefs.recordKey, [...keys])));
      return new Map(rows.map((r) => [r.key, r.ref]));
    },
    async set(table, entries) {
      if (entries.length === 0) return;
      for (const [recordKey, ref] of entries) {
        await db
          .insert(recordsRefs)
          .values({ recordTable: table, recordKey, ref })
          .onConflictDoUpdate({ target: [recordsRefs.recordTable, recordsRefs.recordKey], set: { ref } });
      }
    },
    async remove(table, keys) {
      if (keys.length === 0) return;
      await db
        .delete(recordsRefs)
        .where(and(eq(recordsRefs.recordTable, table), inArray(recordsRefs.recordKey, [...keys])));
    },
  };
}

/** The field that names a record when the row carries no `id` (e.g. a CartItem delete). */
const KEY_FIELD: Partial<Record<RecordTable, string>> = {
  Order: 'orderId',
  OrderItem: 'orderItemId',
  Offer: 'offerId',
  OfferItem: 'offerItemId',
  CartItem: 'cartItemId',
};

type MirrorRecord = RecordsMessage['records'][number];

function keyOf(table: RecordTable, record: MirrorRecord): string | undefined {
  if (record.id) return record.id;
  const field = KEY_FIELD[table];
  const value = field ? record.fields[field] : undefined;
  return value === undefined || value === null ? undefined : String(value);
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Keeps a base under `rate` requests in any second as the base counts them, whatever the network's
 * jitter: a request starts only a second after the request `rate` places before it *answered*
 * (when the base had surely counted it), so no `rate + 1` requests reach it within one second.
 * A 429's Retry-After holds every request back. Per process: N processes share a base's 5 a
 * second only if each is given 5/N (docs/operations.md).
 */
class Limiter {
  private readonly answered = new Map<number, Promise<number>>();
  private count = 0;
  private holdUntil = 0;
  constructor(
    private readonly rate: number,
    private readonly windowMs: number,
  ) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    const index = this.count++;
    const before = this.answered.get(index - this.rate);
    this.answered.delete(index - this.rate);
    const turn = (async () => {
      if (before) {
        const wait = (await before) + this.windowMs - Date.now();
        if (wait > 0) await sleep(wait);
      }
      for (let hold = this.holdUntil - Date.now(); hold > 0; hold = this.holdUntil - Date.now()) {
        await sleep(hold);
      }
    })();
    const result = turn.then(work);
    this.answered.set(
      index,
      result.then(
        () => Date.now(),
        () => Date.now(),
      ),
    );
    return result;
  }

  holdFor(ms: number): void {
    this.holdUntil = Math.max(this.holdUntil, Date.now() + ms);
  }
}
const limiters = new Map<string, Limiter>();

/** Retry-After in seconds or as an HTTP date; Airtable asks for 30 s when it sends none. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
    const date = Date.parse(header);
    if (Number.isFinite(date)) return Math.max(0, date - now);
  }
  return 30_000;
}

export interface HttpRecordsOptions {
  requestsPerSecond?: number;
}

/**
 * The real adapter, speaking Airtable's API (`{base}/{table}`): creates by POST and keeps each new
 * row's id; patches by PATCH with those ids (a create or patch of a record with no id kept is a POST,
 * of one with an id a PATCH, so a retried create never makes a second row);
 * deletes by DELETE with `records[]` query parameters. At most 10 records a request, requests
 * spaced to the base's rate, and a 429 waited out for its Retry-After.
 */
export function createHttpRecordsMirror(
  apiUrl: string,
  apiToken: string | undefined,
  refs: RecordRefStore,
  options: HttpRecordsOptions = {},
): RecordsMirror {
  // long-function: one adapter's closure: its limiter, id store and three request shapes share state.
  const base = apiUrl.replace(/\/$/, '');
  const rate = options.requestsPerSecond ?? DEFAULT_REQUESTS_PER_SECOND;
  const limiterKey = `${base} ${rate}`;
  // A rate under 1 a second (5/N over many processes) counts whole requests over a longer window.
  const perWindow = Math.max(1, Math.floor(rate));
  // 10 ms over: a timer may fire a millisecond early.
  const limiter =
    limiters.get(limiterKey) ?? new Limiter(perWindow, Math.ceil((perWindow / rate) * 1000) + 10);
  limiters.set(limiterKey, limiter);

  async function request(method: string, url: string, body?: unknown): Promise<unknown> {
    for (let throttled = 0; ; throttled++) {
      const response = await limiter.run(() =>
        fetch(url, {
          method,
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(apiToken ? { authorization: `Bearer ${apiToken}` } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(10_000),
        }),
      );
      if (response.status === 429 && throttled < MAX_THROTTLED_RETRIES) {
        const wait = retryAfterMs(response.headers.get('retry-after'));
        limiter.holdFor(wait);
        await response.body?.cancel();
        continue;
      }
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        throw new Error(`records service answered ${response.status}: ${text.slice(0, 200)}`);
      }
      return response.json().catch(() => ({}));
    }
  }

  const tableUrl = (table: RecordTable) => `${base}/${encodeURIComponent(table)}`;

  async function create(table: RecordTable, records: readonly MirrorRecord[]): Promise<void> {
    for (const batch of chunks(records, AIRTABLE_MAX_RECORDS)) {
      const answer = (await request('POST', tableUrl(table), {
        records: batch.map((r) => ({ fields: r.fields })),
        typecast: true,
      })) as { records?: { id?: string }[] };
      // Airtable answers the created rows in the order sent.
      const entries: [string, string][] = [];
      batch.forEach((record, i) => {
        const key = keyOf(table, record);
        const ref = answer.records?.[i]?.id;
        if (key && ref) entries.push([key, ref]);
      });
      await refs.set(table, entries);
    }
  }

  return {
    name: 'airtable',
    async push(message: RecordsMessage) {
      const { table, records } = message;
      const keys = records.map((r) => keyOf(table, r)).filter((k): k is string => k !== undefined);
      const known = await refs.get(table, keys);
      const refOf = (r: MirrorRecord) => {
        const key = keyOf(table, r);
        return key === undefined ? undefined : known.get(key);
      };
      if (message.operation === 'delete') {
        // A record never created there has nothing to delete.
        const ids = records.map(refOf).filter((ref): ref is string => ref !== undefined);
        for (const batch of chunks(ids, AIRTABLE_MAX_RECORDS)) {
          const query = batch.map((id) => `records[]=${encodeURIComponent(id)}`).join('&');
          await request('DELETE', `${tableUrl(table)}?${query}`);
        }
        await refs.remove(table, [...known.keys()]);
        return;
      }
      const patches = records.filter((r) => refOf(r) !== undefined);
      for (const batch of chunks(patches, AIRTABLE_MAX_RECORDS)) {
        await request('PATCH', tableUrl(table), {
          records: batch.map((r) => ({ id: refOf(r), fields: r.fields })),
          typecast: true,
        });
      }
      // A create retried after part of it was sent, or a patch whose create never reached the service,
      // goes by the id when there is one and is created when there is none: nothing is sent twice.
      const unknown = records.filter((r) => refOf(r) === undefined);
      if (unknown.length > 0) await create(table, unknown);
    },
  };
}
