import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv: the VITE_OFFER_FILTER_FLAG build flag', () => {
  it('is not set when absent or empty', () => {
    expect(parseEnv({})).toEqual({ offerFilterFlag: false });
    expect(parseEnv({ VITE_OFFER_FILTER_FLAG: '' })).toEqual({ offerFilterFlag: false });
    expect(parseEnv({ VITE_OFFER_FILTER_FLAG: 'false' })).toEqual({ offerFilterFlag: false });
  });

  it('is set by true, 1 or yes, whatever the case and spacing', () => {
    for (const value of ['true', ' TRUE ', '1', 'yes']) {
      expect(parseEnv({ VITE_OFFER_FILTER_FLAG: value }).offerFilterFlag).toBe(true);
    }
  });

  it('refuses anything else instead of silently picking one', () => {
    expect(() => parseEnv({ VITE_OFFER_FILTER_FLAG: 'on-ish' })).toThrow(/VITE_OFFER_FILTER_FLAG/);
    expect(() => parseEnv({ VITE_OFFER_FILTER_FLAG: 1 })).toThrow(/VITE_OFFER_FILTER_FLAG/);
  });
});
