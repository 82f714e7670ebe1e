import { describe, expect, it } from 'vitest';
import './zod-config';

describe('zod configuration of the storefront', () => {
  it('is jitless, so zod never probes eval (a CSP violation)', async () => {
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // And parsing still works without the compiled fast path.
    expect(z.object({ a: z.string() }).parse({ a: 'x', b: 1 })).toEqual({ a: 'x' });
  });
});
