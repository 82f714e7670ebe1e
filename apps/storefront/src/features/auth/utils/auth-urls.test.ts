import { describe, expect, it } from 'vitest';
import {
  getLogoutDestination,
  getProtectedRouteOutcome,
  getSignedOutRedirect,
  readCrossDomainArrival,
  safePagePath,
} from './auth-urls';

describe('safePagePath: where /auth?page= may send a visitor after signing in', () => {
  it.each([
    ['/orders', '/orders'],
    ['/orders?sort=date#top', '/orders?sort=date#top'],
    ['orders', '/orders'],
    ['mypurchases?page=2', '/mypurchases?page=2'],
    ['/product/detail/42', '/product/detail/42'],
    ['  /myoffers  ', '/myoffers'],
  ])('keeps the same-site path %j → %j', (page, expected) => {
    expect(safePagePath(page)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['https://evil.example/phish'],
    ['//evil.example/phish'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html,hi'],
    ['evil.example:80/x'],
    ['/\torders'],
    ['http:/evil.example'],
  ])('falls back to / for %j', (page) => {
    expect(safePagePath(page)).toBe('/');
  });

  it('does not send a visitor back to the sign-in, sign-out or reset screens', () => {
    expect(safePagePath('/auth?tab=register')).toBe('/');
    expect(safePagePath('/logout')).toBe('/');
    expect(safePagePath('logout/')).toBe('/');
    expect(safePagePath('/reset-password?token=x')).toBe('/');
  });
});

describe('the protected-route guard (SPEC.md §2 Protection and layout)', () => {
  it('sends a signed-out visitor to /', () => {
    expect(getSignedOutRedirect('')).toBe('/');
    expect(getSignedOutRedirect('?sort=date')).toBe('/');
  });

  it('sends them to /auth?page={page} when the URL has a page query', () => {
    expect(getSignedOutRedirect('?page=orders')).toBe('/auth?page=orders');
    expect(getSignedOutRedirect('?x=1&page=/orders?tab=2')).toBe('/auth?page=%2Forders%3Ftab%3D2');
  });

  it('shows the screen to a signed-in user, waits while the session is read, redirects otherwise', () => {
    expect(getProtectedRouteOutcome({ search: '?page=x', isPending: false, signedIn: true })).toEqual({
      kind: 'show',
    });
    expect(getProtectedRouteOutcome({ search: '', isPending: true, signedIn: false })).toEqual({
      kind: 'wait',
    });
    expect(getProtectedRouteOutcome({ search: '', isPending: false, signedIn: false })).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(getProtectedRouteOutcome({ search: '?page=orders', isPending: false, signedIn: false })).toEqual({
      kind: 'redirect',
      to: '/auth?page=orders',
    });
  });

  it('waits while a cross-domain sign-in is being redeemed', () => {
    expect(
      getProtectedRouteOutcome({ search: '?verification_token=abc', isPending: false, signedIn: false }),
    ).toEqual({ kind: 'wait' });
  });
});

describe('readCrossDomainArrival: the verification_token URL and its clean-up', () => {
  const at = (pathname: string, search: string, hash = '') =>
    readCrossDomainArrival({ pathname, search, hash });

  it('is null without a token', () => {
    expect(at('/', '')).toBeNull();
    expect(at('/products', '?typeform=yes')).toBeNull();
  });

  it('reads the token and gives the same path without it', () => {
    expect(at('/', '?verification_token=abc')).toEqual({
      verificationToken: 'abc',
      typeform: false,
      cleanUrl: '/',
    });
    expect(at('/mypurchases', '?verification_token=abc&typeform=yes')).toEqual({
      verificationToken: 'abc',
      typeform: true,
      cleanUrl: '/mypurchases',
    });
  });

  it('keeps the other query parameters and the hash', () => {
    expect(at('/products', '?sort=price&verification_token=abc&typeform=yes&page=2', '#list')?.cleanUrl).toBe(
      '/products?sort=price&page=2#list',
    );
  });
});

describe('getLogoutDestination: the home URL plus /logout (SPEC.md §2)', () => {
  const here = { protocol: 'http:', host: 'localhost:3000', hostname: 'localhost', port: '3000' };
  const production = { protocol: 'https:', host: 'shop.example.com', hostname: 'shop.example.com', port: '' };

  it('stays on this host for "/" or nothing', () => {
    expect(getLogoutDestination('/', here)).toBe('/logout');
    expect(getLogoutDestination('', here)).toBe('/logout');
    expect(getLogoutDestination(null, here)).toBe('/logout');
  });

  it('appends /logout to an absolute URL', () => {
    expect(getLogoutDestination('https://northwind.example.com', production)).toBe(
      'https://northwind.example.com/logout',
    );
    expect(getLogoutDestination('https://northwind.example.com/', production)).toBe(
      'https://northwind.example.com/logout',
    );
  });

  it('reads a bare host name with this page’s protocol and port', () => {
    expect(getLogoutDestination('northwind.localhost', here)).toBe('http://northwind.localhost:3000/logout');
    expect(getLogoutDestination('northwind.localhost:4000', here)).toBe(
      'http://northwind.localhost:4000/logout',
    );
    expect(getLogoutDestination('northwind.example.com', production)).toBe(
      'https://northwind.example.com/logout',
    );
  });

  it('uses a relative /logout when the home URL is this very host', () => {
    expect(getLogoutDestination('localhost', here)).toBe('/logout');
    expect(getLogoutDestination('http://localhost:3000/', here)).toBe('/logout');
  });
});
