import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect-path';

describe('safeRedirectPath', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeRedirectPath('/users')).toBe('/users');
    expect(safeRedirectPath('/user/123?tab=role')).toBe('/user/123?tab=role');
  });

  it('refuses anything that leaves the site or is not a path', () => {
    for (const page of [
      '//evil.test',
      '/\\evil.test',
      'https://evil.test/',
      'users',
      'javascript:alert(1)',
      '/a\nb',
    ]) {
      expect(safeRedirectPath(page)).toBeNull();
    }
  });

  it('answers null without a page', () => {
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
    expect(safeRedirectPath('')).toBeNull();
  });
});
