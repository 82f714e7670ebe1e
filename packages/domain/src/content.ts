/**
 * Custom pages and FAQ entries a seller writes for a storefront (docs/content.md).
 */

/** A custom page's slug: lower-case ASCII letters and digits in words joined by single hyphens. */
export const CUSTOM_PAGE_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const CUSTOM_PAGE_SLUG_MAX = 80;

/**
 * The slug a title suggests: accents dropped, every run of other characters one hyphen, at most
 * CUSTOM_PAGE_SLUG_MAX characters, never ending in a hyphen. Empty when the title has no letter
 * or digit.
 */
export function slugFromTitle(title: string): string {
  return (typeof title === 'string' ? title : '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, CUSTOM_PAGE_SLUG_MAX)
    .replace(/^-+|-+$/g, '');
}

/** Whether a slug may be used as written (no silent rewriting of what the seller typed). */
export function isCustomPageSlug(slug: string): boolean {
  return (
    typeof slug === 'string' &&
    slug.length <= CUSTOM_PAGE_SLUG_MAX &&
    CUSTOM_PAGE_SLUG_PATTERN.test(slug) &&
    // A UUID-shaped slug would be read as a page id at /pages/{id}.
    !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(slug)
  );
}

/**
 * The order of a list after moving the item `id` one place up or down (a move past either end
 * leaves the order as it is). Positions are the indexes of the result: the new sortOrder values.
 */
export function moveInOrder<T extends string>(ids: readonly T[], id: T, direction: 'up' | 'down'): T[] {
  const order = [...ids];
  const from = order.indexOf(id);
  if (from < 0) return order;
  const to = direction === 'up' ? from - 1 : from + 1;
  if (to < 0 || to >= order.length) return order;
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order;
}
