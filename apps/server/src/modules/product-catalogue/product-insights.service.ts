/**
 * Product insights (SPEC.md §9, docs/insights.md): for a product of the organization, the
 * reference catalogue's entry of its brand + MPN (lower-case, SPEC.md §7) and the retail offers of
 * the two price sources, each badged by the domain rules (pg_trgm similarity of the titles, the
 * part number, the price band), with a suggested price. A look-up stores the matches and sets
 * isProductInsightDataExist; "use this data" writes the price and/or the reference data through
 * saveProducts and sets isProductInsightDataUsed and its date.
 */
import {
  type AdminProduct,
  type ProductInsightMatch,
  type ProductInsightResult,
  productCatalogueMessages,
} from '@patchbay/contract';
import { compareMoney, insightBadge, mpnMatches, roundMoney, suggestedPrice } from '@patchbay/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { invalidData } from '../../lib/errors';
import { assertCan, organizationScope } from '../accounts/policy';
import { type CatalogueActor, getProduct, saveProductsIn, throwIfFailed } from '../catalog/products.service';
import {
  findEntryByBrandMpn,
  findInsightFlags,
  listInsightProducts,
  replaceInsightData,
  setInsightFlags,
  titleSimilarities,
} from './product-catalogue.repository';
import { toCatalogueEntry } from './product-catalogue.service';

/** The source name of the reference catalogue's manufacturer data (the Original badge). */
export const ORIGINAL_SOURCE = 'original';

const money2 = (value: string | null) => (value === null ? null : roundMoney(value, 2));
/** A price bound the product has: a product without one reads as 0 (AdminProduct), which bounds nothing. */
const bound = (value: string) => (compareMoney(value, '0') > 0 ? value : null);
const dateText = (value: Date | null) => (value ? value.toISOString() : null);

export async function listProductInsights(
  ctx: AppContext,
  actor: CatalogueActor,
  query: { q?: string | undefined; page: number; pageSize: number },
) {
  assertCan(actor, 'reports.view');
  const { rows, total } = await listInsightProducts(ctx.db, organizationScope(actor), query.q, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    items: rows.map((r) => ({
      ...r,
      price: roundMoney(r.price, 2),
      productInsightDataUsedDate: dateText(r.productInsightDataUsedDate),
      hasReference: Boolean(r.hasReference),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

interface Candidate {
  source: string;
  sourceName: string;
  title: string;
  mpn: string | null;
  url: string | null;
  price: string | null;
}

/** Asks every price source at once; a source that fails is named, the others' offers kept. */
async function retailCandidates(ctx: AppContext, product: AdminProduct, referencePrice: string) {
  const unavailable: string[] = [];
  const answers = await Promise.all(
    ctx.integrations.priceSources.map(async (source) => {
      try {
        const offers = await source.search({
          brand: product.oemName,
          mpn: product.oemPartNumber.toLowerCase(),
          title: product.name,
          referencePrice,
        });
        return offers.map(
          (o): Candidate => ({ source: source.id, sourceName: source.name, ...o, price: money2(o.price) }),
        );
      } catch (error) {
        unavailable.push(source.name);
        ctx.errors.capture(error, { route: `price source ${source.id}` });
        return [];
      }
    }),
  );
  return { candidates: answers.flat(), unavailable };
}

/** A look-up's findings, not stored yet: the product, its reference entry and the badged matches. */
interface InsightFindings {
  product: AdminProduct;
  referencePrice: string;
  reference: ReturnType<typeof toCatalogueEntry> | null;
  matches: ProductInsightMatch[];
  unavailable: string[];
  at: Date;
}

/** The product's reference entry and the retail offers, badged: reads only (the sources are asked outside any transaction). */
async function findInsights(
  ctx: AppContext,
  actor: CatalogueActor,
  productId: string,
): Promise<InsightFindings> {
  assertCan(actor, 'reports.view');
  const product = await getProduct(ctx, actor, productId);
  const referencePrice = roundMoney(product.price, 2);
  const referenceRow = await findEntryByBrandMpn(
    ctx.db,
    product.oemName,
    product.oemPartNumber,
    actor.organization?.id ?? null,
  );
  const reference = referenceRow ? toCatalogueEntry(referenceRow) : null;
  const { candidates: retail, unavailable } = await retailCandidates(ctx, product, referencePrice);
  const candidates: Candidate[] = [
    ...(reference
      ? [
          {
            source: ORIGINAL_SOURCE,
            sourceName: 'Manufacturer',
            title: reference.title,
            mpn: reference.mpn,
            url: null,
            price: reference.listPrice,
          },
        ]
      : []),
    ...retail,
  ];
  const similarities = await titleSimilarities(
    ctx.db,
    product.name,
    candidates.map((c) => c.title),
  );
  const insightProduct = { mpn: product.oemPartNumber, referencePrice };
  const matches = candidates.map((c, i): ProductInsightMatch => {
    const match = { ...c, titleSimilarity: Math.round((similarities[i] ?? 0) * 1000) / 1000 };
    const decision = insightBadge(insightProduct, match);
    return { ...match, mpnMatch: mpnMatches(insightProduct, match), ...decision };
  });
  return { product, referencePrice, reference, matches, unavailable, at: ctx.now() };
}

/** Stores a look-up's matches (replacing the previous ones) and isProductInsightDataExist, in the caller's transaction. */
async function storeInsights(tx: Tx, found: InsightFindings) {
  const { product, matches } = found;
  await replaceInsightData(
    tx,
    product.id,
    matches.map((m) => ({
      productId: product.id,
      brand: product.oemName,
      mpn: product.oemPartNumber.toLowerCase(),
      source: m.source,
      title: m.title,
      url: m.url,
      price: m.price,
      badge: m.badge,
      data: {
        reason: m.reason,
        titleSimilarity: m.titleSimilarity,
        mpnMatch: m.mpnMatch,
        sourceName: m.sourceName,
      },
      fetchedAt: found.at,
    })),
  );
  // SPEC.md §7: a look-up that finds data sets isProductInsightDataExist on the product.
  await setInsightFlags(tx, product.id, { isProductInsightDataExist: matches.length > 0 });
}

function insightResult(
  found: InsightFindings,
  flags: { isProductInsightDataUsed: boolean; productInsightDataUsedDate: Date | null } | null,
): ProductInsightResult {
  const { product, reference, matches } = found;
  return {
    product: {
      productId: product.id,
      listingId: product.listingId,
      name: product.name,
      oemName: product.oemName,
      oemPartNumber: product.oemPartNumber,
      price: found.referencePrice,
      minPrice: money2(bound(product.minPrice)),
      maxPrice: money2(bound(product.maxPrice)),
      isProductInsightDataExist: matches.length > 0,
      isProductInsightDataUsed: flags?.isProductInsightDataUsed ?? false,
      productInsightDataUsedDate: dateText(flags?.productInsightDataUsedDate ?? null),
      hasReference: reference !== null,
    },
    reference,
    matches,
    unavailableSources: found.unavailable,
    suggestedPrice: suggestedPrice(matches, {
      minPrice: bound(product.minPrice),
      maxPrice: bound(product.maxPrice),
    }),
    lookedUpAt: found.at.toISOString(),
  };
}

/** Looks the product up now: its reference entry, the retail offers, badges and the suggested price. */
export async function lookUpProductInsights(
  ctx: AppContext,
  actor: CatalogueActor,
  productId: string,
): Promise<ProductInsightResult> {
  const found = await findInsights(ctx, actor, productId);
  await ctx.db.transaction((tx) => storeInsights(tx, found));
  return insightResult(found, await findInsightFlags(ctx.db, productId));
}

/** The form's required fields of a stored product, so saveProducts changes only what is given. */
function formInputOf(p: AdminProduct): Record<string, unknown> {
  return {
    name: p.name,
    displayName: p.displayName,
    description: p.description,
    category: p.category,
    subCategory: p.subCategory,
    minPrice: p.minPrice,
    maxPrice: p.maxPrice,
    price: p.price,
    totalPrice: p.totalPrice,
    minQuantity: p.minQuantity,
    quantityMultiple: p.quantityMultiple,
    numAvailable: p.numAvailable,
    condition: p.condition,
    minShippingEstimate: p.minShippingEstimate,
    maxShippingEstimate: p.maxShippingEstimate,
    oemName: p.oemName,
    oemModelName: p.oemModelName,
    oemPartNumber: p.oemPartNumber,
    sellerPartNumber: p.sellerPartNumber,
    sellerInternalLocation: p.sellerInternalLocation,
    arrivalDate: p.arrivalDate,
    productType: p.productType,
  };
}

/**
 * "Use this data": the suggested price becomes the selling price, and/or the reference entry
 * fills what the product lacks (description, model, product type, specifications, images).
 * Written by saveProducts; then isProductInsightDataUsed and its date are set.
 */
export async function applyProductInsights(
  ctx: AppContext,
  actor: CatalogueActor,
  productId: string,
  body: { price: boolean; referenceData: boolean },
) {
  const messages = productCatalogueMessages;
  if (!body.price && !body.referenceData) throw invalidData(messages.nothingToApply);
  const found = await findInsights(ctx, actor, productId);
  const result = insightResult(found, null);
  if (body.price && !result.suggestedPrice) throw invalidData(messages.noSuggestion);
  if (body.referenceData && !result.reference) throw invalidData(messages.noReference);
  const product = found.product;
  const input = formInputOf(product);
  if (body.price && result.suggestedPrice) input.price = result.suggestedPrice.price;
  const reference = body.referenceData ? result.reference : null;
  if (reference) {
    const blank = (value: string | null | undefined) => !value || value.replace(/<[^>]*>/g, '').trim() === '';
    if (blank(product.description) && reference.description) input.description = reference.description;
    if (blank(product.oemModelName) && reference.modelName) input.oemModelName = reference.modelName;
    if (blank(product.productType) && reference.productType) input.productType = reference.productType;
    if (product.specifications.length === 0) input.specifications = reference.specifications;
    if (product.imageUrls.length === 0) input.imageUrls = reference.imageUrls;
  }
  const usedAt = ctx.now();
  // SPEC.md §3: the product change and its insight flags (found, used, when) commit together or not at all.
  await ctx.db.transaction(async (tx) => {
    await storeInsights(tx, found);
    const [outcome] = await saveProductsIn(tx, ctx, actor, [{ productId, input }], { source: 'form' });
    throwIfFailed(outcome);
    await setInsightFlags(tx, productId, {
      isProductInsightDataUsed: true,
      productInsightDataUsedDate: usedAt,
    });
  });
  // Committed: every process's catalogue caches read again (as saveProducts does).
  await ctx.cache.publish('catalog');
  return {
    message: messages.applied,
    result: {
      ...result,
      product: {
        ...result.product,
        price: roundMoney(String(input.price), 2),
        isProductInsightDataUsed: true,
        productInsightDataUsedDate: usedAt.toISOString(),
      },
    },
  };
}
