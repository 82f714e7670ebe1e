import { randomFillSync } from 'node:crypto';

/**
 * Random bytes from the operating system's CSPRNG, fetched 4 KiB at a time: one call per id cost
 * more than the rest of the id (a 50,000-row import makes several ids per row). Node's own
 * crypto.randomUUID keeps a cache the same way.
 */
const pool = Buffer.alloc(4096);
let poolOffset = pool.length;

function randomSlice(size: number): Buffer {
  if (poolOffset + size > pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const slice = pool.subarray(poolOffset, poolOffset + size);
  poolOffset += size;
  return slice;
}

/** The last id's millisecond and 12-bit counter: ids of one process are strictly increasing. */
let lastMs = -1;
let lastCounter = 0;

/**
 * UUIDv7 (RFC 9562): 48-bit Unix milliseconds, a 12-bit counter (rand_a, method 1 of section 6.2),
 * then 62 random bits. Time ordered, so primary-key indexes stay append-mostly, and not guessable.
 * Within one process each id is greater than the one before, even in the same millisecond or when
 * the clock steps back: the outbox delivers rows sharing a record key in id order, so two rows
 * written in one millisecond must not swap. Generated here because PostgreSQL 15 has no uuidv7().
 * An explicit `now` (a back-dated seed row) takes that time and leaves the sequence alone.
 */
export function uuidv7(now?: number): string {
  let ms: number;
  let counter: number;
  if (now !== undefined) {
    ms = now;
    counter = randomSlice(2).readUInt16BE(0) & 0x07ff;
  } else {
    ms = Date.now();
    if (ms > lastMs) {
      // A new millisecond starts the counter low (0 to 2047), leaving room to count up within it.
      counter = randomSlice(2).readUInt16BE(0) & 0x07ff;
    } else {
      ms = lastMs;
      counter = lastCounter + 1;
      if (counter > 0x0fff) {
        ms += 1;
        counter = 0;
      }
    }
    lastMs = ms;
    lastCounter = counter;
  }
  // A copy: the id's bytes are written over below, and the pool's are handed out once.
  const bytes = Buffer.from(randomSlice(16));
  bytes.writeUIntBE(ms, 0, 6);
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
