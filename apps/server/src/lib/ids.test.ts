import { describe, expect, it } from 'vitest';
import { uuidv7 } from './ids';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('uuidv7', () => {
  it('gives ids that sort in the order they were made, thousands within one millisecond', () => {
    const ids = Array.from({ length: 20_000 }, () => uuidv7());
    for (const id of ids) expect(id).toMatch(UUID_V7);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('carries the time it was made, or the time it is given', () => {
    const before = Date.now();
    const ms = (id: string) => Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    const made = ms(uuidv7());
    expect(made).toBeGreaterThanOrEqual(before);
    expect(made).toBeLessThan(before + 5_000);
    expect(ms(uuidv7(Date.UTC(2026, 0, 2)))).toBe(Date.UTC(2026, 0, 2));
    // A back-dated id does not hold back the ids made after it.
    expect(uuidv7() > uuidv7(Date.UTC(2026, 0, 2))).toBe(true);
  });
});
