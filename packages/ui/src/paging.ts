/**
 * A page past the last one (`?page=99` of a list that fills 3): the list is not empty, the page
 * is. Every paged list says so alike ('No orders on this page') and links to the last page,
 * instead of 'No orders yet'. Returns that last page, or null when the page is not past the end.
 */
export function lastPageWhenPast(page: number, pageSize: number, total: number): number | null {
  if (total <= 0 || pageSize <= 0) return null;
  const last = Math.ceil(total / pageSize);
  return page > last ? last : null;
}
