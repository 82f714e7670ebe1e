import { describe, expect, it } from 'vitest';
import { backState, backTarget } from './back-target';

const fallback = { href: '/mysales', label: 'My sales' };

describe('backTarget', () => {
  it('goes back to the list the detail was opened from, filters included', () => {
    expect(backTarget(backState('/allorder?status=paid&page=2', 'All orders'), fallback)).toEqual({
      href: '/allorder?status=paid&page=2',
      label: 'All orders',
    });
  });

  it('falls back without state (a reload, a shared link)', () => {
    expect(backTarget(null, fallback)).toEqual(fallback);
    expect(backTarget(undefined, fallback)).toEqual(fallback);
    expect(backTarget({}, fallback)).toEqual(fallback);
  });

  it('takes only in-app paths', () => {
    expect(backTarget(backState('https://evil.example/', 'x'), fallback)).toEqual(fallback);
    expect(backTarget(backState('//evil.example/', 'x'), fallback)).toEqual(fallback);
    expect(backTarget({ from: '/mysales?q=1' }, fallback)).toEqual({
      href: '/mysales?q=1',
      label: 'My sales',
    });
  });
});
