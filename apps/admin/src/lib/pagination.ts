/** Paged lists of the portal (orders, offers): what the pager and the count line show. */

/** How many pages `total` rows fill (at least 1, so an empty list still shows page 1 of 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** 'Showing 21–40 of 45 orders', '1 order', 'No orders'. */
export function rangeLabel(page: number, pageSize: number, total: number, noun: string): string {
  if (total === 0) return `No ${noun}s`;
  if (total === 1) return `1 ${noun}`;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  if (first > total) return `${total} ${noun}s`;
  return `Showing ${first}–${last} of ${total} ${noun}s`;
}
