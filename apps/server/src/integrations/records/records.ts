/**
 * The spreadsheet-style records service of SPEC.md §7: every call is a POST of a records array,
 * each record a set of fields. Dates there are written MM/DD/YYYY.
 */
export const recordTables = [
  'Order',
  'OrderItem',
  'Offer',
  'OfferItem',
  'CartItem',
  'OfferCartItem',
  'RequestQuote',
  'Store',
  'NewsletterSubscriptions',
  // SPEC.md §7's product mirror calls, one table each: a product saved by the form (or a bulk
  // edit), a product created by an import, a product an import updated.
  'productSaveSheet',
  'productImportSheet',
  'updatedImportProductSave',
] as const;
export type RecordTable = (typeof recordTables)[number];

export interface RecordsMessage {
  table: RecordTable;
  operation: 'create' | 'patch' | 'delete';
  records: { id?: string; fields: Record<string, string | number | boolean | null> }[];
}

export interface RecordsMirror {
  readonly name: string;
  push(message: RecordsMessage): Promise<void>;
}
