import { describe, expect, it } from 'vitest';
import { getStorefrontUrl } from './storefront-url';

describe('getStorefrontUrl', () => {
  it('points at localhost on the same protocol and port as the admin host', () => {
    expect(getStorefrontUrl({ protocol: 'http:', port: '3000' })).toBe('http://localhost:3000');
    expect(getStorefrontUrl({ protocol: 'https:', port: '' })).toBe('https://localhost');
  });
});
