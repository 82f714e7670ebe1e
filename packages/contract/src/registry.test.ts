import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index';

describe('the contract in zod’s global registry', () => {
  it('names no schema: a second copy of the contract (the storefront’s server bundle) would name it twice', () => {
    // The API document names the server's copies (apps/server/src/openapi/components.ts); an id set
    // here would also be set by every other copy loaded in the same process, and the document would
    // fail with "Duplicate schema id".
    const named = Object.entries(contract)
      .filter(([, value]) => value instanceof z.ZodType && z.globalRegistry.get(value)?.id !== undefined)
      .map(([name]) => name);
    expect(named).toEqual([]);
  });
});
