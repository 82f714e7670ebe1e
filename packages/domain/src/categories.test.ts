import { describe, expect, it } from 'vitest';
import { categoryMergeProblem, categoryPath, categorySlug } from './categories';

describe('categorySlug', () => {
  it.each([
    ['Routers', 'routers'],
    ['Switches & Hubs', 'switches-hubs'],
    ['  Optics / SFP+ ', 'optics-sfp'],
    ['Réseau Câblé', 'reseau-cable'],
    ['---', ''],
    ['日本語', ''],
    ['10G Modules', '10g-modules'],
    [`${'a'.repeat(79)} b`, 'a'.repeat(79)],
  ])('%j -> %j', (name, slug) => {
    expect(categorySlug(name)).toBe(slug);
  });
});

describe('categoryPath', () => {
  it.each([
    ['routers', undefined, '/routers'],
    ['routers', null, '/routers'],
    ['routers', 'core', '/routers/core'],
  ])('%s %s -> %s', (category, sub, path) => {
    expect(categoryPath(category, sub)).toBe(path);
  });
});

describe('categoryMergeProblem', () => {
  const top = (id: string) => ({ id, parentId: null });
  const sub = (id: string, parentId = 'p') => ({ id, parentId });
  it.each([
    [top('a'), top('b'), null],
    [sub('a'), sub('b', 'q'), null],
    [sub('a'), sub('b'), null],
    [top('a'), top('a'), 'A category cannot be merged into itself'],
    [top('a'), sub('b'), 'A category merges into a category, a sub-category into a sub-category'],
    [sub('a'), top('b'), 'A category merges into a category, a sub-category into a sub-category'],
  ])('%j into %j', (source, target, problem) => {
    expect(categoryMergeProblem(source, target)).toBe(problem);
  });
});
