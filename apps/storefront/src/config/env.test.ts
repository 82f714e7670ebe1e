import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv: the VITE_HOME_VARIANT build flag', () => {
  it('defaults to the hero home when the flag is absent or empty', () => {
    expect(parseEnv({})).toEqual({ homeVariant: 'hero' });
    expect(parseEnv({ VITE_HOME_VARIANT: '' })).toEqual({ homeVariant: 'hero' });
  });

  it('accepts both variants, whatever the case and spacing', () => {
    expect(parseEnv({ VITE_HOME_VARIANT: 'catalog' }).homeVariant).toBe('catalog');
    expect(parseEnv({ VITE_HOME_VARIANT: ' Hero ' }).homeVariant).toBe('hero');
  });

  it('refuses an unknown value instead of silently showing the default', () => {
    expect(() => parseEnv({ VITE_HOME_VARIANT: 'catalogue' })).toThrow(/VITE_HOME_VARIANT/);
  });
});
