import { describe, expect, it } from 'vitest';
import { isCustomPageSlug, moveInOrder, slugFromTitle } from './content';

describe('slugFromTitle', () => {
  it.each([
    ['About us', 'about-us'],
    ['  Shipping & Returns!  ', 'shipping-returns'],
    ['Réseau café', 'reseau-cafe'],
    ['FAQ -- 2026', 'faq-2026'],
    ['!!!', ''],
    ['日本語', ''],
    ['a'.repeat(100), 'a'.repeat(80)],
    [`${'a'.repeat(79)} b`, 'a'.repeat(79)],
  ])('%j suggests %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });
});

describe('isCustomPageSlug', () => {
  it.each([
    ['about-us', true],
    ['returns-2026', true],
    ['a', true],
    ['a'.repeat(80), true],
    ['a'.repeat(81), false],
    ['About-us', false],
    ['about--us', false],
    ['-about', false],
    ['about-', false],
    ['about us', false],
    ['about_us', false],
    ['', false],
    ['0190f3c2-1a2b-7c3d-8e4f-0123456789ab', false],
  ])('%j is %s', (slug, ok) => {
    expect(isCustomPageSlug(slug)).toBe(ok);
  });
});

describe('moveInOrder', () => {
  const ids = ['a', 'b', 'c'];
  it.each<[string, 'up' | 'down', string[]]>([
    ['b', 'up', ['b', 'a', 'c']],
    ['b', 'down', ['a', 'c', 'b']],
    ['a', 'up', ['a', 'b', 'c']],
    ['c', 'down', ['a', 'b', 'c']],
    ['x', 'up', ['a', 'b', 'c']],
  ])('%s %s gives %j', (id, direction, order) => {
    expect(moveInOrder(ids, id, direction)).toEqual(order);
    expect(ids).toEqual(['a', 'b', 'c']);
  });
});
