import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { prettyLogs, welcomeText } from './welcome';

describe('the start on a terminal', () => {
  it('pretty-prints only outside production and only on a terminal', () => {
    expect(prettyLogs({ env: 'development' }, true)).toBe(true);
    expect(prettyLogs({ env: 'development' }, false)).toBe(false);
    expect(prettyLogs({ env: 'test' }, true)).toBe(true);
    expect(prettyLogs({ env: 'production' }, true)).toBe(false);
  });

  it('ends with the URLs and the demo accounts in plain words', () => {
    const config = parseConfig({ PORT: '3000' });
    const text = welcomeText(config, ['northwind.localhost', 'cobalt.localhost'], true);
    expect(text).toContain('Marketplace:   http://localhost:3000');
    expect(text).toContain('Storefronts:   http://northwind.localhost:3000, http://cobalt.localhost:3000');
    expect(text).toContain('Admin portal:  http://admin.localhost:3000');
    expect(text).toContain('Demo accounts (password Demo1234):');
    expect(text).toMatch(/admin@northwind\.test\s+seller/);
    // No ANSI colours or JSON: words a person reads.
    expect(text.includes(String.fromCharCode(27))).toBe(false);
    expect(text).not.toMatch(/[{}]/);
  });

  it('names no demo account when there is no demo data', () => {
    const text = welcomeText(parseConfig({ PORT: '8080', ADMIN_HOSTS: 'admin.shop.example' }), [], false);
    expect(text).toContain('Admin portal:  http://admin.shop.example:8080');
    expect(text).not.toContain('Demo');
    expect(text).not.toContain('Storefronts:');
  });
});
