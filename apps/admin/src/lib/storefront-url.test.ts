import { describe, expect, it } from 'vitest';
import { getHomeStorefrontUrl, getLogoutUrl, getStorefrontUrl, storefrontHost } from './storefront-url';

const here = { protocol: 'http:', port: '3000' };

describe('getStorefrontUrl', () => {
  it('points at localhost on the same protocol and port as the admin host', () => {
    expect(getStorefrontUrl({ protocol: 'http:', port: '3000' })).toBe('http://localhost:3000');
    expect(getStorefrontUrl({ protocol: 'https:', port: '' })).toBe('https://localhost');
  });
});

describe('getHomeStorefrontUrl', () => {
  it("opens the user's home URL when it is a URL", () => {
    expect(getHomeStorefrontUrl('https://shop.northwind.example', here)).toBe(
      'https://shop.northwind.example',
    );
  });

  it('opens a bare storefront host on this protocol and port', () => {
    expect(getHomeStorefrontUrl('northwind.localhost', here)).toBe('http://northwind.localhost:3000');
    expect(getHomeStorefrontUrl('shop.example.com:8443', here)).toBe('http://shop.example.com:8443');
  });

  it("falls back to the marketplace for '/' or nothing", () => {
    expect(getHomeStorefrontUrl('/', here)).toBe('http://localhost:3000');
    expect(getHomeStorefrontUrl('', here)).toBe('http://localhost:3000');
    expect(getHomeStorefrontUrl(null, here)).toBe('http://localhost:3000');
    expect(getHomeStorefrontUrl('javascript:alert(1)', here)).toBe('http://localhost:3000');
  });
});

describe('getLogoutUrl (SPEC.md §2: the home URL plus /logout)', () => {
  it.each([
    ['northwind.localhost', 'http://northwind.localhost:3000/logout'],
    ['https://shop.northwind.example/', 'https://shop.northwind.example/logout'],
    ['/', 'http://localhost:3000/logout'],
    [null, 'http://localhost:3000/logout'],
  ])('%j → %s', (homeUrl, url) => {
    expect(getLogoutUrl(homeUrl, here)).toBe(url);
  });

  it('names the host of a storefront URL for the cross-domain link', () => {
    expect(storefrontHost('http://northwind.localhost:3000')).toBe('northwind.localhost');
    expect(storefrontHost('https://shop.northwind.example')).toBe('shop.northwind.example');
  });
});
