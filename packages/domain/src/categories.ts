/**
 * Categories and sub-categories (SPEC.md §2: /{category}/{subCategory} and /{category}): their
 * slugs, their storefront paths and what the operator may do to the tree (docs/catalogue.md,
 * "Categories").
 */

/** The longest slug a category gets (a path segment stays readable). */
export const CATEGORY_SLUG_MAX = 80;

/**
 * The URL segment of a category name: lower case, accents dropped, every run of characters other
 * than a-z and 0-9 one dash, no dash at either end. '' when nothing is left (the name is refused).
 */
export function categorySlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CATEGORY_SLUG_MAX)
    .replace(/-+$/, '');
}

/** The storefront path of a category or of one of its sub-categories. */
export function categoryPath(categorySlugValue: string, subCategorySlug?: string | null): string {
  return subCategorySlug ? `/${categorySlugValue}/${subCategorySlug}` : `/${categorySlugValue}`;
}

export interface CategoryNode {
  id: string;
  parentId: string | null;
}

/** Why the operator cannot merge `source` into `target` (null: the merge is allowed). */
export function categoryMergeProblem(source: CategoryNode, target: CategoryNode): string | null {
  if (source.id === target.id) return 'A category cannot be merged into itself';
  if ((source.parentId === null) !== (target.parentId === null)) {
    return 'A category merges into a category, a sub-category into a sub-category';
  }
  return null;
}
