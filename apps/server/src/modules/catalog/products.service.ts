/**
 * The seller's catalogue write path: products with their listings created, changed and removed by
 * the admin form, the API, bulk edits and imports, all through `saveProducts`. Each write, in one
 * transaction: the rows, the search index (listing_search), a history entry field by field, and
 * the records mirror row (SPEC.md §7 productSaveSheet / productImportSheet /
 * updatedImportProductSave) in the outbox.
 */
import {
  type AdminProduct,
  CATALOGUE_COLUMNS,
  type ChangeSource,
  type ProductFormOptions,
  type ProductHistoryResponse,
  productMessages,
  type SessionUser,
} from '@patchbay/contract';
import {
  type CatalogueProductInput,
  CONDITIONS,
  catalogueProductSchema,
  defaultDisplayName,
  discountPercent,
  formatDate,
  messages,
  normalisedMeasurements,
  productPath,
  roundMoney,
} from '@patchbay/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { RecordsMessage } from '../../integrations/records/records';
import { enqueueOutbox } from '../../jobs/outbox';
import { AppError, notFound } from '../../lib/errors';
import { uuidv7 } from '../../lib/ids';
import { assertCan, can, inScope, organizationScope } from '../accounts/policy';
import { sanitizeHtml } from '../content/sanitize-html';
import { syncListingSearch } from '../search/search.service';
import { findListingShareRequests } from './listing-requests.repository';
import {
  type CatalogueEntry,
  type CategoryOption,
  countLiveListings,
  findCategories,
  findEntry,
  findHistory,
  findProductIdBySellerPartNumber,
  findProductIdsBySellerPartNumbers,
  findShares,
  guestPriceDefault,
  type HistoryInsert,
  insertCatalogueRows,
  insertHistory,
  insertListing,
  insertProduct,
  type ListingInsert,
  type ProductInsert,
  productTouchedBy,
  replaceSpecifications,
  replaceTiers,
  setProductsInactive,
  softDeleteListings,
  updateListingRow,
  updateProductRow,
} from './products.repository';

/** Who acts: a signed-in staff member, or the person who started an import job. */
export type CatalogueActor = Pick<SessionUser, 'id' | 'role' | 'organization'>;

/** A field's value as the history and the "did anything change" check compare it. */
type FieldValue = string | null;
type FieldMap = Record<string, FieldValue>;

export interface SaveProductRow {
  /** Update this product; without it the row creates one (or, with matchBy, updates the match). */
  productId?: string | undefined;
  /** The row as received; validated here with the form's rules (left out with listingChange). */
  input?: unknown;
  /** Which live listing of the product the row writes (default: the organization's first). */
  listingId?: string | undefined;
  /**
   * Instead of a whole form: only these listing fields change (a relisting approval, whose price,
   * quantity and condition its service has checked). Needs productId.
   */
  listingChange?: ListingChange | undefined;
}

export interface ListingChange {
  price: string;
  numAvailable: number;
  condition: string;
  /** An expired listing's product comes back to the catalogue. */
  isActive?: boolean;
}

function fieldsOfListingChange(change: ListingChange): FieldMap {
  return {
    price: roundMoney(change.price, 4),
    numAvailable: String(change.numAvailable),
    condition: change.condition,
    ...(change.isActive === undefined ? {} : { isActive: bool(change.isActive) }),
  };
}

export type SaveOutcome =
  | { status: 'created' | 'updated' | 'unchanged'; productId: string; listingId: string }
  | {
      status: 'failed';
      /** invalid: `fields` says why; not_found: not the organization's; forbidden: role. */
      reason: 'invalid' | 'not_found' | 'forbidden';
      message: string;
      fields: Record<string, string>;
    };

export interface SaveOptions {
  source: ChangeSource;
  /** Imports: a row without productId updates the organization's product with that seller part number. */
  matchBy?: 'sellerPartNumber';
  /** The operator only: the organization new rows belong to (everyone else: their own). */
  organizationId?: string;
  /**
   * The organization whose listings the rows write, when another service has already decided that
   * the actor may (a relisting approval writes the requester's listing): replaces the actor's scope.
   */
  actingFor?: string;
}

// ---- Canonical field maps --------------------------------------------------------------------

const json = (value: unknown) => JSON.stringify(value);
const text = (value: string | null | undefined): FieldValue =>
  value === undefined || value === null || value === '' ? null : value;
const bool = (value: boolean) => (value ? 'true' : 'false');
const unitMoney = (value: string | null | undefined) => (text(value) === null ? null : roundMoney(value!, 4));
const measure = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? null : Number(value).toFixed(2);

/** The whole state of a stored product with its listing, field by field. */
function fieldsOfEntry(entry: CatalogueEntry): FieldMap {
  const { product: p, listing: l } = entry;
  return {
    name: p.name,
    displayName: p.displayName,
    description: p.description,
    category: p.categoryId,
    subCategory: text(p.subCategoryId),
    minPrice: unitMoney(p.minPrice),
    maxPrice: unitMoney(p.maxPrice),
    price: unitMoney(l.price),
    msrpPrice: unitMoney(l.msrpPrice),
    totalPrice: l.totalPrice === null ? null : roundMoney(l.totalPrice, 2),
    minQuantity: String(l.minQuantity),
    quantityMultiple: String(l.quantityMultiple),
    numAvailable: String(l.numAvailable),
    condition: l.condition,
    minShippingEstimate: l.minShippingEstimate === null ? null : String(l.minShippingEstimate),
    maxShippingEstimate: l.maxShippingEstimate === null ? null : String(l.maxShippingEstimate),
    oemName: p.oemName,
    oemModelName: text(p.oemModelName),
    oemPartNumber: p.oemPartNumber,
    sellerPartNumber: text(p.sellerPartNumber),
    sellerInternalLocation: text(p.sellerInternalLocation),
    arrivalDate: text(l.arrivalDate),
    productType: text(p.productType),
    isActive: bool(p.isActive),
    tags: json(p.tags),
    industry: text(p.industry),
    partType: text(p.partType),
    manufacturerName: text(p.manufacturerName),
    manufacturerCountry: text(p.manufacturerCountry),
    country: text(p.country),
    weight: measure(p.weight),
    length: measure(p.length),
    width: measure(p.width),
    height: measure(p.height),
    imageUrls: json(p.imageUrls),
    specifications: json(entry.specifications),
    tieredPricing: json(entry.tiers.map((t) => ({ ...t, price: roundMoney(t.price, 4) }))),
    notes: text(l.notes),
    hsCode: text(l.hsCode),
    isShippingIncluded: bool(l.isShippingIncluded),
    canMakeOfferIfQtyIsZero: bool(l.canMakeOfferIfQtyIsZero),
    isOnOffer: bool(l.isOnOffer),
    showPriceWOLogin: bool(l.showPriceWOLogin),
    isFeaturedListing: bool(l.isFeaturedListing),
    excludeFromCollectorPortal: bool(l.excludeFromCollectorPortal),
  };
}

/**
 * The fields an input sets, in the same canonical form: required fields always, optional ones
 * only when given (an import column left out keeps the stored value; an empty one clears it).
 */
function fieldsOfInput(input: CatalogueProductInput, category: ResolvedCategory): FieldMap {
  const fields: FieldMap = {
    name: input.name,
    displayName: input.displayName || defaultDisplayName(input.oemName, input.oemPartNumber),
    description: sanitizeHtml(input.description),
    category: category.categoryId,
    subCategory: category.subCategoryId,
    minPrice: roundMoney(input.minPrice, 4),
    maxPrice: roundMoney(input.maxPrice, 4),
    price: roundMoney(input.price, 4),
    totalPrice: roundMoney(input.totalPrice, 2),
    minQuantity: String(input.minQuantity),
    quantityMultiple: String(input.quantityMultiple),
    numAvailable: String(input.numAvailable),
    condition: input.condition,
    minShippingEstimate: String(input.minShippingEstimate),
    maxShippingEstimate: String(input.maxShippingEstimate),
    oemName: input.oemName,
    oemModelName: input.oemModelName,
    oemPartNumber: input.oemPartNumber,
    sellerPartNumber: input.sellerPartNumber,
    sellerInternalLocation: input.sellerInternalLocation,
    arrivalDate: input.arrivalDate,
    productType: input.productType,
  };
  const optional = <K extends keyof CatalogueProductInput>(
    key: K,
    map: (v: NonNullable<CatalogueProductInput[K]>) => FieldValue,
  ) => {
    const value = input[key];
    if (value === undefined) return;
    fields[key] = value === null ? null : map(value as NonNullable<CatalogueProductInput[K]>);
  };
  optional('msrpPrice', (v) => unitMoney(v));
  optional('isActive', bool);
  optional('tags', json);
  for (const key of [
    'industry',
    'partType',
    'manufacturerName',
    'manufacturerCountry',
    'country',
    'notes',
    'hsCode',
  ] as const) {
    optional(key, (v) => text(v as string));
  }
  const measured = normalisedMeasurements(input);
  for (const key of ['weight', 'length', 'width', 'height'] as const) {
    if (input[key] !== undefined) fields[key] = measure(measured[key]);
  }
  optional('imageUrls', json);
  optional('specifications', (rows) => json(rows.map((r) => ({ type: r.type, value: r.value }))));
  optional('tieredPricing', (rows) =>
    json(rows.map((t) => ({ minQty: t.minQty, maxQty: t.maxQty ?? null, price: roundMoney(t.price, 4) }))),
  );
  for (const key of [
    'isShippingIncluded',
    'canMakeOfferIfQtyIsZero',
    'isOnOffer',
    'showPriceWOLogin',
    'isFeaturedListing',
    'excludeFromCollectorPortal',
  ] as const) {
    optional(key, bool);
  }
  return fields;
}

/**
 * The export's columns are the import's (CATALOGUE_COLUMNS in packages/contract), named as the
 * form's fields so an exported file imports back unchanged: category by name, weight in pounds and
 * sizes in inches (with their unit columns), lists as JSON.
 */
export const EXPORT_COLUMNS = CATALOGUE_COLUMNS;

/** One exported row: the entry's fields as text, in EXPORT_COLUMNS order ('' for none). */
export function exportRowOf(entry: CatalogueEntry, categoryRows: readonly CategoryOption[]): string[] {
  const fields = fieldsOfEntry(entry);
  const nameOf = (id: string | null) => categoryRows.find((c) => c.id === id)?.name ?? '';
  const values: Record<string, string | null> = {
    ...fields,
    productId: entry.product.id,
    listingId: entry.listing.id,
    category: nameOf(entry.product.categoryId),
    subCategory: nameOf(entry.product.subCategoryId),
    weightUnit: fields.weight === null ? null : 'lb',
    dimensionUnit: [fields.length, fields.width, fields.height].some((v) => v !== null) ? 'in' : null,
  };
  return EXPORT_COLUMNS.map((column) => values[column] ?? '');
}

const PRICE_AND_STOCK = ['price', 'msrpPrice', 'numAvailable'] as const;

function changedFields(before: FieldMap | null, after: FieldMap): string[] {
  return Object.keys(after).filter((key) => (before ? before[key] : null) !== after[key]);
}

/** The product and listing columns of a full field map. */
function columnsOf(fields: FieldMap) {
  const num = (key: string) =>
    fields[key] === null || fields[key] === undefined ? null : Number(fields[key]);
  const flag = (key: string) => fields[key] === 'true';
  const parsed = <T>(key: string, fallback: T): T =>
    fields[key] ? (JSON.parse(fields[key]!) as T) : fallback;
  const product: Omit<ProductInsert, 'id' | 'createdByOrganizationId'> = {
    name: fields.name!,
    displayName: fields.displayName!,
    description: fields.description ?? '',
    categoryId: fields.category!,
    subCategoryId: fields.subCategory ?? null,
    minPrice: fields.minPrice ?? null,
    maxPrice: fields.maxPrice ?? null,
    oemName: fields.oemName!,
    oemModelName: fields.oemModelName ?? null,
    oemPartNumber: fields.oemPartNumber!,
    sellerPartNumber: fields.sellerPartNumber ?? null,
    sellerInternalLocation: fields.sellerInternalLocation ?? null,
    productType: fields.productType ?? null,
    isActive: fields.isActive === undefined ? true : flag('isActive'),
    tags: parsed<string[]>('tags', []),
    industry: fields.industry ?? null,
    partType: fields.partType ?? null,
    manufacturerName: fields.manufacturerName ?? null,
    manufacturerCountry: fields.manufacturerCountry ?? null,
    country: fields.country ?? null,
    weight: fields.weight ?? null,
    length: fields.length ?? null,
    width: fields.width ?? null,
    height: fields.height ?? null,
    imageUrls: parsed<string[]>('imageUrls', []),
  };
  const listing: Omit<ListingInsert, 'id' | 'productId' | 'organizationId'> = {
    price: fields.price!,
    msrpPrice: fields.msrpPrice ?? null,
    totalPrice: fields.totalPrice ?? null,
    condition: fields.condition as ListingInsert['condition'],
    minQuantity: num('minQuantity') ?? 1,
    quantityMultiple: num('quantityMultiple') ?? 1,
    numAvailable: num('numAvailable') ?? 0,
    minShippingEstimate: num('minShippingEstimate'),
    maxShippingEstimate: num('maxShippingEstimate'),
    arrivalDate: fields.arrivalDate ?? null,
    notes: fields.notes ?? null,
    hsCode: fields.hsCode ?? null,
    isShippingIncluded: flag('isShippingIncluded'),
    canMakeOfferIfQtyIsZero: flag('canMakeOfferIfQtyIsZero'),
    isOnOffer: flag('isOnOffer'),
    showPriceWOLogin: fields.showPriceWOLogin === undefined ? true : flag('showPriceWOLogin'),
    isFeaturedListing: flag('isFeaturedListing'),
    excludeFromCollectorPortal: flag('excludeFromCollectorPortal'),
  };
  return {
    product,
    listing,
    specifications: parsed<{ type: string; value: string }[]>('specifications', []),
    tiers: parsed<{ minQty: number; maxQty: number | null; price: string }[]>('tieredPricing', []),
  };
}

// ---- Categories ----------------------------------------------------------------------------

interface ResolvedCategory {
  categoryId: string;
  subCategoryId: string | null;
}

/** Looks a category up by id, slug or name (case-insensitive): forms send ids, imports names. */
function categoryResolver(all: readonly CategoryOption[]) {
  const match = (candidates: readonly CategoryOption[], key: string) => {
    const k = key.trim().toLowerCase();
    return candidates.find((c) => c.id === key.trim() || c.slug === k || c.name.toLowerCase() === k);
  };
  const tops = all.filter((c) => c.parentId === null);
  return (category: string, subCategory: string): ResolvedCategory | { error: Record<string, string> } => {
    const top = match(tops, category);
    if (!top) return { error: { category: messages.invalid.category } };
    const sub = match(
      all.filter((c) => c.parentId === top.id),
      subCategory,
    );
    if (!sub) return { error: { subCategory: messages.invalid.subCategory } };
    return { categoryId: top.id, subCategoryId: sub.id };
  };
}

// ---- Validation ----------------------------------------------------------------------------

function fieldErrors(input: unknown): { input: CatalogueProductInput } | { fields: Record<string, string> } {
  const parsed = catalogueProductSchema.safeParse(input);
  if (parsed.success) return { input: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return { fields };
}

const invalidOutcome = (fields: Record<string, string>): SaveOutcome => ({
  status: 'failed',
  reason: 'invalid',
  message: Object.values(fields)[0] ?? messages.invalid.tooLong,
  fields,
});

// ---- Mirror rows ---------------------------------------------------------------------------

function mirrorRecord(
  productId: string,
  listingId: string,
  organizationId: string,
  fields: FieldMap,
  now: Date,
) {
  return {
    id: productId,
    fields: {
      productId,
      listingId,
      organizationId,
      name: fields.name ?? null,
      displayName: fields.displayName ?? null,
      oemName: fields.oemName ?? null,
      oemPartNumber: fields.oemPartNumber ?? null,
      sellerPartNumber: fields.sellerPartNumber ?? null,
      condition: fields.condition ?? null,
      price: fields.price ?? null,
      numAvailable:
        fields.numAvailable === null || fields.numAvailable === undefined
          ? null
          : Number(fields.numAvailable),
      isActive: fields.isActive !== 'false',
      // SPEC.md §7: dates in the records service are MM/DD/YYYY.
      date: formatDate(now, 'MM/DD/YYYY'),
    },
  };
}

type MirrorTable = 'productSaveSheet' | 'productImportSheet' | 'updatedImportProductSave';

function mirrorTable(source: ChangeSource, created: boolean): MirrorTable {
  if (source !== 'import') return 'productSaveSheet';
  return created ? 'productImportSheet' : 'updatedImportProductSave';
}

async function enqueueMirrors(
  tx: Tx,
  rows: Map<MirrorTable, RecordsMessage['records']>,
  created: Set<MirrorTable>,
) {
  for (const [table, records] of rows) {
    if (records.length === 0) continue;
    await enqueueOutbox(tx, {
      kind: 'records',
      payload: { table, operation: created.has(table) ? 'create' : 'patch', records },
    });
  }
}

// ---- Saving --------------------------------------------------------------------------------

/** What a batch's written rows leave for its end: history, mirror rows and the listings to index. */
interface WriteLog {
  listingIds: string[];
  history: HistoryInsert[];
  mirrors: Map<MirrorTable, RecordsMessage['records']>;
  createdTables: Set<MirrorTable>;
}

interface WrittenRow {
  ids: { productId: string; listingId: string; organizationId: string };
  beforeFields: FieldMap | null;
  after: FieldMap;
  changed: string[];
}

function logWrite(log: WriteLog, actor: CatalogueActor, options: SaveOptions, row: WrittenRow, now: Date) {
  const { ids, beforeFields, after, changed } = row;
  log.history.push({
    entityId: ids.productId,
    action: beforeFields ? 'update' : 'create',
    source: options.source,
    actorUserId: actor.id,
    organizationId: ids.organizationId,
    before: beforeFields ? Object.fromEntries(changed.map((f) => [f, beforeFields[f] ?? null])) : null,
    after: Object.fromEntries(changed.map((f) => [f, after[f] ?? null])),
    createdAt: now,
  });
  const table = mirrorTable(options.source, !beforeFields);
  if (!beforeFields) log.createdTables.add(table);
  const records = log.mirrors.get(table) ?? [];
  records.push(mirrorRecord(ids.productId, ids.listingId, ids.organizationId, after, now));
  log.mirrors.set(table, records);
  log.listingIds.push(ids.listingId);
}

/** A batch row that passed the form's rules (or a listing change), with its place in the batch. */
interface PreparedRow {
  index: number;
  productId?: string | undefined;
  listingId?: string | undefined;
  input?: CatalogueProductInput;
  category?: ResolvedCategory;
  change?: ListingChange;
}

interface BatchContext {
  actor: CatalogueActor;
  options: SaveOptions;
  targetOrganization: string | null;
  showPriceDefault: boolean;
  now: Date;
}

/** A new row's fields: the input's, and the storefront default where it does not say. */
function newRowFields(row: PreparedRow, showPriceDefault: boolean): FieldMap {
  const after = fieldsOfInput(row.input as CatalogueProductInput, row.category as ResolvedCategory);
  if (after.showPriceWOLogin === undefined) after.showPriceWOLogin = String(showPriceDefault);
  return after;
}

/**
 * The batch's new products written with one INSERT per table (an import of 50,000 rows would
 * otherwise spend most of its time on a savepoint and six statements per row): rows without a
 * product id whose seller part number, when rows are matched by it, is none of the organization's
 * and comes once in the batch (a repeat goes row by row after, and updates the first). Rows that
 * match are given their product's id. Should the database refuse the INSERTs, their savepoint
 * is rolled back and the rows go row by row, where a bad one fails alone. Returns the rows written.
 */
async function createNewRows(
  tx: Tx,
  rows: PreparedRow[],
  batch: BatchContext,
  outcomes: SaveOutcome[],
  log: WriteLog,
): Promise<Set<number>> {
  const written = new Set<number>();
  const organizationId = batch.targetOrganization;
  const candidates = rows.filter((r) => !r.productId && !r.change && r.input);
  if (!organizationId || candidates.length === 0) return written;
  let fresh = candidates;
  if (batch.options.matchBy === 'sellerPartNumber') {
    const matched = await findProductIdsBySellerPartNumbers(
      tx,
      organizationId,
      candidates.map((r) => r.input!.sellerPartNumber),
    );
    const seen = new Set<string>();
    fresh = candidates.filter((r) => {
      const partNumber = r.input!.sellerPartNumber;
      const productId = matched.get(partNumber);
      if (productId) r.productId = productId;
      if (productId || seen.has(partNumber)) return false;
      seen.add(partNumber);
      return true;
    });
  }
  if (fresh.length === 0) return written;
  const { actor, now } = batch;
  const made = fresh.map((row) => {
    const after = newRowFields(row, batch.showPriceDefault);
    return { row, after, columns: columnsOf(after), productId: uuidv7(), listingId: uuidv7() };
  });
  try {
    await tx.transaction((savepoint) =>
      insertCatalogueRows(savepoint, {
        products: made.map((m) => ({
          ...m.columns.product,
          id: m.productId,
          createdByOrganizationId: organizationId,
          createdAt: now,
          updatedAt: now,
        })),
        listings: made.map((m) => ({
          ...m.columns.listing,
          id: m.listingId,
          productId: m.productId,
          organizationId,
          createdByUserId: actor.id,
          createdAt: now,
          updatedAt: now,
        })),
        specifications: made.flatMap((m) =>
          m.columns.specifications.map((spec, sortOrder) => ({
            productId: m.productId,
            type: spec.type,
            value: spec.value,
            sortOrder,
          })),
        ),
        tiers: made.flatMap((m) => m.columns.tiers.map((tier) => ({ productId: m.productId, ...tier }))),
      }),
    );
  } catch {
    return written;
  }
  for (const m of made) {
    const ids = { productId: m.productId, listingId: m.listingId, organizationId };
    outcomes[m.row.index] = { status: 'created', productId: m.productId, listingId: m.listingId };
    logWrite(
      log,
      actor,
      batch.options,
      { ids, beforeFields: null, after: m.after, changed: changedFields(null, m.after) },
      now,
    );
    written.add(m.row.index);
  }
  return written;
}

class RowFailure extends Error {
  constructor(readonly outcome: SaveOutcome) {
    super(outcome.status === 'failed' ? outcome.message : 'failed');
  }
}

/**
 * Creates or updates products with their listings, in batches: the import job's entry point and
 * the form's. Every row is validated with the form's rules, then written in its own savepoint of
 * one transaction (a bad row fails alone); the search index, history and mirror rows of the batch
 * are written in the same transaction. Returns one outcome per row, in order.
 */
export async function saveProducts(
  ctx: AppContext,
  actor: CatalogueActor,
  rows: readonly SaveProductRow[],
  options: SaveOptions,
): Promise<SaveOutcome[]> {
  const outcomes = await ctx.db.transaction((tx) => saveProductsIn(tx, ctx, actor, rows, options));
  // Committed: every process's search pages, counts and category caches read again (lib/cache-bus.ts).
  await ctx.cache.publish('catalog');
  return outcomes;
}

/**
 * saveProducts inside the caller's transaction (a relisting approval writes its listing with the
 * request's decision); the caller publishes `catalog` after its commit.
 */
export async function saveProductsIn(
  tx: Tx,
  ctx: AppContext,
  actor: CatalogueActor,
  rows: readonly SaveProductRow[],
  options: SaveOptions,
): Promise<SaveOutcome[]> {
  // long-function: a batch of product writes: every row checked, then written in order, each in its savepoint.
  assertCan(actor, options.source === 'import' ? 'products.import' : 'products.manage');
  const scope = options.actingFor ?? organizationScope(actor);
  const ownOrganization = actor.organization?.id ?? null;
  const targetOrganization = scope === null ? (options.organizationId ?? ownOrganization) : scope;
  const mayPrice = can(actor, 'listings.manage');
  const resolveCategory = categoryResolver(await findCategories(tx));
  const showPriceDefault = targetOrganization ? await guestPriceDefault(tx, targetOrganization) : true;
  const now = ctx.now();

  const outcomes: SaveOutcome[] = rows.map(() => invalidOutcome({}));
  const prepared: PreparedRow[] = [];
  rows.forEach((row, index) => {
    if (row.listingChange && row.productId) {
      prepared.push({ index, productId: row.productId, listingId: row.listingId, change: row.listingChange });
      return;
    }
    const checked = fieldErrors(row.input);
    if ('fields' in checked) {
      outcomes[index] = invalidOutcome(checked.fields);
      return;
    }
    const category = resolveCategory(checked.input.category, checked.input.subCategory);
    if ('error' in category) {
      outcomes[index] = invalidOutcome(category.error);
      return;
    }
    prepared.push({
      index,
      productId: row.productId,
      listingId: row.listingId,
      input: checked.input,
      category,
    });
  });
  if (prepared.length === 0) return outcomes;

  const log: WriteLog = { listingIds: [], history: [], mirrors: new Map(), createdTables: new Set() };
  const batch = { actor, options, targetOrganization, showPriceDefault, now };
  const inBulk = await createNewRows(tx, prepared, batch, outcomes, log);
  for (const row of prepared) {
    if (inBulk.has(row.index)) continue;
    try {
      const outcome = await tx.transaction(async (savepoint) => {
        // long-function: one row's savepoint, its writes in the order they must happen.
        let productId = row.productId;
        if (!productId && options.matchBy === 'sellerPartNumber' && targetOrganization && row.input) {
          productId =
            (await findProductIdBySellerPartNumber(
              savepoint,
              targetOrganization,
              row.input.sellerPartNumber,
            )) ?? undefined;
        }
        const before = productId
          ? await findEntry(savepoint, productId, scope, { lock: true, listingId: row.listingId })
          : null;
        if (productId && !before) {
          throw new RowFailure({
            status: 'failed',
            reason: 'not_found',
            message: productMessages.notFound,
            fields: {},
          });
        }
        const beforeFields = before ? fieldsOfEntry(before) : null;
        const after: FieldMap = {
          ...(beforeFields ?? {}),
          ...(row.change
            ? fieldsOfListingChange(row.change)
            : fieldsOfInput(row.input as CatalogueProductInput, row.category as ResolvedCategory)),
        };
        if (row.change && !before) {
          throw new RowFailure({
            status: 'failed',
            reason: 'not_found',
            message: productMessages.notFound,
            fields: {},
          });
        }
        // A new listing that does not say takes its organization's storefront default.
        if (!before && after.showPriceWOLogin === undefined)
          after.showPriceWOLogin = String(showPriceDefault);
        const changed = changedFields(beforeFields, after);
        if (before && changed.length === 0) {
          return {
            status: 'unchanged',
            productId: before.product.id,
            listingId: before.listing.id,
          } as const;
        }
        if (before && !mayPrice && changed.some((f) => (PRICE_AND_STOCK as readonly string[]).includes(f))) {
          throw new RowFailure({
            status: 'failed',
            reason: 'forbidden',
            message: productMessages.priceAndStockForbidden,
            fields: {},
          });
        }
        const columns = columnsOf(after);
        let ids: { productId: string; listingId: string; organizationId: string };
        if (before) {
          await updateProductRow(savepoint, before.product.id, { ...columns.product, updatedAt: now });
          await updateListingRow(savepoint, before.listing.id, { ...columns.listing, updatedAt: now });
          if (changed.includes('specifications'))
            await replaceSpecifications(savepoint, before.product.id, columns.specifications);
          if (changed.includes('tieredPricing'))
            await replaceTiers(savepoint, before.product.id, columns.tiers);
          ids = {
            productId: before.product.id,
            listingId: before.listing.id,
            organizationId: before.listing.organizationId,
          };
        } else {
          if (!targetOrganization) {
            throw new RowFailure({
              status: 'failed',
              reason: 'not_found',
              message: 'Organization not found',
              fields: {},
            });
          }
          const product = await insertProduct(savepoint, {
            ...columns.product,
            createdByOrganizationId: targetOrganization,
            createdAt: now,
            updatedAt: now,
          });
          const listing = await insertListing(savepoint, {
            ...columns.listing,
            productId: product.id,
            organizationId: targetOrganization,
            createdByUserId: actor.id,
            createdAt: now,
            updatedAt: now,
          });
          await replaceSpecifications(savepoint, product.id, columns.specifications);
          await replaceTiers(savepoint, product.id, columns.tiers);
          ids = { productId: product.id, listingId: listing.id, organizationId: targetOrganization };
        }
        logWrite(log, actor, options, { ids, beforeFields, after, changed }, now);
        return {
          status: before ? 'updated' : 'created',
          productId: ids.productId,
          listingId: ids.listingId,
        } as const;
      });
      outcomes[row.index] = outcome;
    } catch (error) {
      if (error instanceof RowFailure) outcomes[row.index] = error.outcome;
      else throw error;
    }
  }
  await insertHistory(tx, log.history);
  await enqueueMirrors(tx, log.mirrors, log.createdTables);
  await syncListingSearch(tx, { listingIds: log.listingIds });
  return outcomes;
}

/** One outcome as the API answers it: the row's failure becomes the error it stands for. */
export function throwIfFailed(
  outcome: SaveOutcome | undefined,
): asserts outcome is Exclude<SaveOutcome, { status: 'failed' }> {
  if (!outcome) throw new Error('no outcome');
  if (outcome.status !== 'failed') return;
  if (outcome.reason === 'not_found') throw notFound(outcome.message);
  if (outcome.reason === 'forbidden') throw new AppError('forbidden', outcome.message);
  throw new AppError('invalid_data', outcome.message, { fields: outcome.fields });
}

export async function createProduct(
  ctx: AppContext,
  actor: CatalogueActor,
  input: unknown,
  source: ChangeSource = 'form',
) {
  const [outcome] = await saveProducts(ctx, actor, [{ input }], { source });
  throwIfFailed(outcome);
  return { message: productMessages.saved, product: await getProduct(ctx, actor, outcome.productId) };
}

export async function updateProduct(
  ctx: AppContext,
  actor: CatalogueActor,
  productId: string,
  input: unknown,
  source: ChangeSource = 'form',
) {
  assertCan(actor, 'products.manage');
  const [outcome] = await saveProducts(ctx, actor, [{ productId, input }], { source });
  throwIfFailed(outcome);
  return { message: productMessages.saved, product: await getProduct(ctx, actor, outcome.productId) };
}

// ---- Reading -------------------------------------------------------------------------------

export async function getProduct(
  ctx: AppContext,
  actor: CatalogueActor,
  productId: string,
): Promise<AdminProduct> {
  assertCan(actor, 'products.manage');
  const entry = await findEntry(ctx.db, productId, organizationScope(actor));
  if (!entry) throw notFound(productMessages.notFound);
  const [categoryRows, shares, shareRequests] = await Promise.all([
    findCategories(ctx.db),
    findShares(ctx.db, entry.listing.id),
    findListingShareRequests(ctx.db, entry.listing.id),
  ]);
  return toAdminProduct(entry, categoryRows, shares, shareRequests);
}

export function toAdminProduct(
  entry: CatalogueEntry,
  categoryRows: readonly CategoryOption[],
  shares: { id: string; name: string }[],
  shareRequests: AdminProduct['sharedListingRequests'] = [],
): AdminProduct {
  const { product: p, listing: l } = entry;
  const nameOf = (id: string | null) => categoryRows.find((c) => c.id === id)?.name ?? '';
  const fields = fieldsOfEntry(entry);
  return {
    id: p.id,
    listingId: l.id,
    organizationId: l.organizationId,
    name: p.name,
    displayName: p.displayName,
    description: p.description,
    category: p.categoryId,
    categoryName: nameOf(p.categoryId),
    subCategory: p.subCategoryId ?? '',
    subCategoryName: nameOf(p.subCategoryId),
    minPrice: fields.minPrice ?? '0.0000',
    maxPrice: fields.maxPrice ?? '0.0000',
    price: fields.price!,
    msrpPrice: fields.msrpPrice ?? null,
    discountPercent: l.msrpPrice ? discountPercent(l.msrpPrice, l.price) : 0,
    totalPrice: fields.totalPrice ?? '0.00',
    minQuantity: l.minQuantity,
    quantityMultiple: l.quantityMultiple,
    numAvailable: l.numAvailable,
    condition: l.condition,
    minShippingEstimate: l.minShippingEstimate ?? 0,
    maxShippingEstimate: l.maxShippingEstimate ?? 0,
    oemName: p.oemName,
    oemModelName: p.oemModelName ?? '',
    oemPartNumber: p.oemPartNumber,
    sellerPartNumber: p.sellerPartNumber ?? '',
    sellerInternalLocation: p.sellerInternalLocation ?? '',
    arrivalDate: l.arrivalDate ?? '',
    productType: p.productType ?? '',
    isActive: p.isActive,
    tags: p.tags,
    industry: p.industry,
    partType: p.partType,
    manufacturerName: p.manufacturerName,
    manufacturerCountry: p.manufacturerCountry,
    country: p.country,
    weight: fields.weight ?? null,
    length: fields.length ?? null,
    width: fields.width ?? null,
    height: fields.height ?? null,
    imageUrls: p.imageUrls,
    specDocUrl: p.specDocUrl,
    specifications: entry.specifications,
    tieredPricing: entry.tiers.map((t) => ({ ...t, price: roundMoney(t.price, 4) })),
    notes: l.notes,
    hsCode: l.hsCode,
    isShippingIncluded: l.isShippingIncluded,
    canMakeOfferIfQtyIsZero: l.canMakeOfferIfQtyIsZero,
    isOnOffer: l.isOnOffer,
    showPriceWOLogin: l.showPriceWOLogin,
    isFeaturedListing: l.isFeaturedListing,
    excludeFromCollectorPortal: l.excludeFromCollectorPortal,
    sharedWithOrgs: shares,
    sharedListingRequests: shareRequests,
    path: productPath(p.displayName, l.id),
    createdAt: l.createdAt.toISOString(),
    updatedAt: (p.updatedAt > l.updatedAt ? p.updatedAt : l.updatedAt).toISOString(),
  };
}

/** The form's choices: the category tree and the conditions (SPEC.md §9). */
export async function getProductFormOptions(
  ctx: AppContext,
  actor: CatalogueActor,
): Promise<ProductFormOptions> {
  assertCan(actor, 'products.manage');
  const all = await findCategories(ctx.db);
  return {
    categories: all
      .filter((c) => c.parentId === null)
      .map((c) => ({
        id: c.id,
        name: c.name,
        subCategories: all.filter((s) => s.parentId === c.id).map((s) => ({ id: s.id, name: s.name })),
      })),
    conditions: [...CONDITIONS],
    showPriceWOLogin: actor.organization ? await guestPriceDefault(ctx.db, actor.organization.id) : true,
  };
}

// ---- Removing ------------------------------------------------------------------------------

/**
 * Removes the organization's listing(s) of a product ('Product removed successfully'). Orders and
 * offers keep pointing at the rows (soft delete); a product its organization created and nobody
 * else lists any more is made inactive too.
 */
export async function deleteProduct(
  ctx: AppContext,
  actor: CatalogueActor,
  productId: string,
  source: ChangeSource = 'form',
): Promise<{ message: string }> {
  assertCan(actor, 'products.manage');
  const scope = organizationScope(actor);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const entry = await findEntry(tx, productId, scope, { lock: true });
    if (!entry) throw notFound(productMessages.notFound);
    const removed = await softDeleteListings(tx, productId, scope, now);
    const deactivate =
      (entry.product.createdByOrganizationId === entry.listing.organizationId || scope === null) &&
      (await countLiveListings(tx, productId)) === 0;
    if (deactivate) await setProductsInactive(tx, [productId], now);
    const fields = fieldsOfEntry(entry);
    await insertHistory(tx, [
      {
        entityId: productId,
        action: 'delete',
        source,
        actorUserId: actor.id,
        organizationId: entry.listing.organizationId,
        before: fields,
        after: null,
        createdAt: now,
      },
    ]);
    await enqueueOutbox(tx, {
      kind: 'records',
      payload: {
        table: 'productSaveSheet',
        operation: 'patch',
        records: [
          mirrorRecord(
            productId,
            entry.listing.id,
            entry.listing.organizationId,
            { ...fields, isActive: 'false', numAvailable: '0' },
            now,
          ),
        ],
      },
    });
    await syncListingSearch(tx, { listingIds: removed });
  });
  await ctx.cache.publish('catalog');
  return { message: productMessages.removed };
}

// ---- History -------------------------------------------------------------------------------

export async function getProductHistory(
  ctx: AppContext,
  actor: CatalogueActor,
  productId: string,
): Promise<ProductHistoryResponse> {
  assertCan(actor, 'products.manage');
  const scope = organizationScope(actor);
  const product = await productTouchedBy(ctx.db, productId, scope);
  if (!product) throw notFound(productMessages.notFound);
  const rows = await findHistory(ctx.db, productId, scope);
  return {
    productId,
    displayName: product.displayName,
    items: rows.map((row) => {
      const before = (row.before ?? {}) as FieldMap;
      const after = (row.after ?? {}) as FieldMap;
      const fieldNames = [
        ...new Set([...Object.keys(after), ...(row.action === 'delete' ? [] : Object.keys(before))]),
      ];
      const name = row.actorId
        ? row.actorDisplayName?.trim() ||
          [row.actorFirstName, row.actorLastName].filter(Boolean).join(' ').trim() ||
          row.actorEmail ||
          ''
        : '';
      return {
        id: row.id,
        action: row.action as 'create' | 'update' | 'delete',
        source: (row.source ?? 'api') as ChangeSource,
        actor: row.actorId ? { id: row.actorId, name } : null,
        at: row.createdAt.toISOString(),
        changes:
          row.action === 'delete'
            ? []
            : fieldNames.map((field) => ({
                field,
                before: before[field] ?? null,
                after: after[field] ?? null,
              })),
      };
    }),
  };
}

/** Whether an organization id is the actor's, or the operator's to name. */
export function mayActFor(actor: CatalogueActor, organizationId: string): boolean {
  return inScope(actor, organizationId);
}

// ---- Images and the spec document -----------------------------------------------------------

export interface ProductMedia {
  imageUrls: string[];
  specDocUrl: string | null;
}

/**
 * Changes a product's images or spec document under the product's lock, with a history entry:
 * `change` gets the current media and returns the new (or throws to refuse).
 */
export async function changeProductMedia(
  ctx: AppContext,
  actor: CatalogueActor,
  productId: string,
  change: (current: ProductMedia) => ProductMedia,
  source: ChangeSource = 'form',
): Promise<ProductMedia> {
  assertCan(actor, 'products.manage');
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const entry = await findEntry(tx, productId, organizationScope(actor), { lock: true });
    if (!entry) throw notFound(productMessages.notFound);
    const current = { imageUrls: entry.product.imageUrls, specDocUrl: entry.product.specDocUrl };
    const next = change(current);
    const before: FieldMap = { imageUrls: json(current.imageUrls), specDocUrl: current.specDocUrl };
    const after: FieldMap = { imageUrls: json(next.imageUrls), specDocUrl: next.specDocUrl };
    const changed = Object.keys(after).filter((key) => before[key] !== after[key]);
    if (changed.length === 0) return next;
    await updateProductRow(tx, productId, {
      imageUrls: next.imageUrls,
      specDocUrl: next.specDocUrl,
      updatedAt: now,
    });
    await insertHistory(tx, [
      {
        entityId: productId,
        action: 'update',
        source,
        actorUserId: actor.id,
        organizationId: entry.listing.organizationId,
        before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
        after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
        createdAt: now,
      },
    ]);
    return next;
  });
}
