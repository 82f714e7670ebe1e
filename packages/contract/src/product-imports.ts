/**
 * Catalogue files: the one column set of the export (/myproducts) and the import (/product/import,
 * /product/updateimport, /allbackendbulkdataupdate), and the import's API. A column's header is
 * the field's key, its cell the field's canonical text: money as stored (4 decimals, never
 * scaled), whole numbers, 'true'/'false', and JSON for lists (tags, image URLs, specifications,
 * tiered pricing). An exported file imported unchanged changes nothing.
 */
import { z } from 'zod';

export const CATALOGUE_COLUMNS = [
  'productId',
  'listingId',
  'name',
  'displayName',
  'description',
  'category',
  'subCategory',
  'minPrice',
  'maxPrice',
  'price',
  'msrpPrice',
  'totalPrice',
  'minQuantity',
  'quantityMultiple',
  'numAvailable',
  'condition',
  'minShippingEstimate',
  'maxShippingEstimate',
  'oemName',
  'oemModelName',
  'oemPartNumber',
  'sellerPartNumber',
  'sellerInternalLocation',
  'arrivalDate',
  'productType',
  'isActive',
  'tags',
  'industry',
  'partType',
  'manufacturerName',
  'manufacturerCountry',
  'country',
  'weight',
  'weightUnit',
  'length',
  'width',
  'height',
  'dimensionUnit',
  'imageUrls',
  'specifications',
  'tieredPricing',
  'notes',
  'hsCode',
  'isShippingIncluded',
  'canMakeOfferIfQtyIsZero',
  'isOnOffer',
  'showPriceWOLogin',
  'isFeaturedListing',
  'excludeFromCollectorPortal',
] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];

const INTEGER_COLUMNS = new Set<CatalogueColumn>([
  'minQuantity',
  'quantityMultiple',
  'numAvailable',
  'minShippingEstimate',
  'maxShippingEstimate',
]);
const BOOLEAN_COLUMNS = new Set<CatalogueColumn>([
  'isActive',
  'isShippingIncluded',
  'canMakeOfferIfQtyIsZero',
  'isOnOffer',
  'showPriceWOLogin',
  'isFeaturedListing',
  'excludeFromCollectorPortal',
]);
const JSON_COLUMNS = new Set<CatalogueColumn>(['tags', 'imageUrls', 'specifications', 'tieredPricing']);
/** Not product fields: which product the row updates. */
const KEY_COLUMNS = new Set<CatalogueColumn>(['productId', 'listingId']);

/** A spreadsheet cell as a reader gives it. */
export type CatalogueCell = string | number | boolean | Date | null | undefined;

/** A cell as text: numbers written the shortest exact way, dates as YYYY-MM-DD. */
export function cellText(cell: CatalogueCell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell);
}

/** Keeps only the keys a list entry may have: an exported tier or specification carries no more. */
const pick = (value: unknown, keys: readonly string[]) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(
        keys.filter((k) => k in value).map((k) => [k, (value as Record<string, unknown>)[k]]),
      )
    : value;

function parseJsonCell(column: CatalogueColumn, text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Left as text: the field's own message says it is not a list.
    return text;
  }
  if (!Array.isArray(value)) return value;
  if (column === 'tieredPricing') return value.map((t) => pick(t, ['minQty', 'maxQty', 'price']));
  if (column === 'specifications') return value.map((s) => pick(s, ['type', 'value']));
  return value;
}

/**
 * One file row, read through the mapping (field -> cell), as the product form's input plus the
 * product it names. A blank cell of a required field is left out (the field's 'Please enter'
 * message); a blank optional text clears the value; typed cells that do not read as their type are
 * passed on as text, so the form's rules word the problem.
 */
export function catalogueRowInput(cells: Partial<Record<CatalogueColumn, CatalogueCell>>): {
  productId: string | undefined;
  input: Record<string, unknown>;
} {
  const input: Record<string, unknown> = {};
  for (const column of CATALOGUE_COLUMNS) {
    if (KEY_COLUMNS.has(column) || !(column in cells)) continue;
    const text = cellText(cells[column]).trim() === '' ? '' : cellText(cells[column]);
    const trimmed = text.trim();
    if (INTEGER_COLUMNS.has(column)) {
      if (trimmed === '') continue;
      input[column] = /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
    } else if (BOOLEAN_COLUMNS.has(column)) {
      if (trimmed === '') continue;
      const lower = trimmed.toLowerCase();
      input[column] = ['true', 'yes', '1'].includes(lower)
        ? true
        : ['false', 'no', '0'].includes(lower)
          ? false
          : trimmed;
    } else if (JSON_COLUMNS.has(column)) {
      if (trimmed === '') continue;
      input[column] = parseJsonCell(column, trimmed);
    } else if (column === 'msrpPrice') {
      input[column] = trimmed === '' ? null : trimmed;
    } else {
      // Text keeps its line breaks and inner spaces; only the cell's outer blanks go.
      if (trimmed === '' && isRequiredText(column)) continue;
      input[column] = trimmed;
    }
  }
  const productId = cellText(cells.productId).trim();
  return { productId: productId === '' ? undefined : productId, input };
}

const REQUIRED_TEXT = new Set<CatalogueColumn>([
  'name',
  'displayName',
  'description',
  'category',
  'subCategory',
  'minPrice',
  'maxPrice',
  'price',
  'totalPrice',
  'condition',
  'oemName',
  'oemModelName',
  'oemPartNumber',
  'sellerPartNumber',
  'sellerInternalLocation',
  'arrivalDate',
  'productType',
]);
function isRequiredText(column: CatalogueColumn): boolean {
  return REQUIRED_TEXT.has(column);
}

/** The mapping a file gets when nothing is remembered: every header that names a column. */
export function defaultMapping(headers: readonly string[]): Partial<Record<CatalogueColumn, string>> {
  const mapping: Partial<Record<CatalogueColumn, string>> = {};
  for (const column of CATALOGUE_COLUMNS) {
    const header = headers.find((h) => h.trim().toLowerCase() === column.toLowerCase());
    if (header !== undefined) mapping[column] = header;
  }
  return mapping;
}

// ---- API -----------------------------------------------------------------------------------------

export const PRODUCT_IMPORT_MAX_BYTES = 200 * 1024 * 1024;
export const IMPORT_PREVIEW_ROWS = 50;

export const productImportMessages = {
  fileType: 'Upload a CSV or XLSX file',
  fileTooLarge: 'The file is too large (at most 200 MB)',
  noHeader: 'The file has no header row',
  tooMuchText:
    'This workbook holds more distinct text than an import can read at once: save it as CSV (UTF-8) and upload that',
  notFound: 'Import not found',
  notMapped: 'Map the columns before starting the import',
  alreadyStarted: 'This import has already started',
  notCancellable: 'This import has finished',
  unknownHeader: 'This column is not in the file',
  productNotFound: 'Product not found',
  cancelled: 'Import cancelled',
  started: 'Import started',
} as const;

export const productImportModeSchema = z.enum(['create', 'update']);
export const productImportStatusSchema = z.enum([
  'uploaded',
  'queued',
  'running',
  'cancelling',
  'cancelled',
  'done',
  'failed',
]);

/** Field -> the file's header that holds it; fields left out are not imported. */
export const importMappingSchema = z.partialRecord(z.enum(CATALOGUE_COLUMNS), z.string().max(500));
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const productImportSchema = z.object({
  id: z.string(),
  organization: z.object({ id: z.string(), name: z.string() }),
  createdBy: z.string().nullable(),
  mode: productImportModeSchema,
  format: z.enum(['csv', 'xlsx']),
  fileName: z.string(),
  headers: z.array(z.string()),
  /** The mapping used, or (before the start) the one offered: the organization's last, else by header name. */
  mapping: z.record(z.string(), z.string()),
  status: productImportStatusSchema,
  totalRows: z.number().int().nullable(),
  processedRows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ProductImport = z.infer<typeof productImportSchema>;

export const productImportListResponseSchema = z.object({ items: z.array(productImportSchema) });
export type ProductImportListResponse = z.infer<typeof productImportListResponseSchema>;

export const productImportUploadQuerySchema = z.strictObject({
  mode: productImportModeSchema.default('create'),
  /** The operator (/allbackendbulkdataupdate): whose catalogue the file is for. */
  organizationId: z.uuid().optional(),
});
export type ProductImportUploadQuery = z.infer<typeof productImportUploadQuerySchema>;

export const productImportMappingBodySchema = z.strictObject({ mapping: importMappingSchema });
export type ProductImportMappingBody = z.infer<typeof productImportMappingBodySchema>;

export const productImportPreviewResponseSchema = z.object({
  rows: z.array(
    z.object({
      rowNumber: z.number().int(),
      values: z.record(z.string(), z.string()),
      /** Field -> the SPEC.md message; empty when the row is good. */
      errors: z.record(z.string(), z.string()),
    }),
  ),
});
export type ProductImportPreviewResponse = z.infer<typeof productImportPreviewResponseSchema>;

export const productImportResponseSchema = z.object({ import: productImportSchema, message: z.string() });
export type ProductImportResponse = z.infer<typeof productImportResponseSchema>;

export const productImportListQuerySchema = z.strictObject({
  organizationId: z.uuid().optional(),
});
export type ProductImportListQuery = z.infer<typeof productImportListQuerySchema>;

export const importTemplateQuerySchema = z.strictObject({ format: z.enum(['csv', 'xlsx']).default('csv') });
export type ImportTemplateQuery = z.infer<typeof importTemplateQuerySchema>;
