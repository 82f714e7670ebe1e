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
import { invalidData } from '../../lib/errors';
import { assertCan, organizationScope } from '../accounts/policy';
import { type CatalogueActor, getProduct, saveProducts, throwIfFailed } from '../catalog/products.service';
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

/** Looks the product up now: its reference entry, the retail offers, badges and the suggested price. */
export async function lookUpProductInsights(
  ctx: AppContext,
  actor: CatalogueActor,
  productId: string,
): Promise<ProductInsightResult> {
  // long-function: one look-up, its steps in order: product, reference, sources, badges, storing.
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
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await replaceInsightData(
      tx,
      productId,
      matches.map((m) => ({
        productId,
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
        fetchedAt: now,
      })),
    );
    // SPEC.md §7: a look-up that finds data sets isProductInsightDataExist on the product.
    await setInsightFlags(tx, productId, { isProductInsightDataExist: matches.length > 0 });
  });
  const row = await findInsightFlags(ctx.db, productId);
  return {
    product: {
      productId: product.id,
      listingId: product.listingId,
      name: product.name,
      oemName: product.oemName,
      oemPartNumber: product.oemPartNumber,
      price: referencePrice,
      minPrice: money2(bound(product.minPrice)),
      maxPrice: money2(bound(product.maxPrice)),
      isProductInsightDataExist: matches.length > 0,
      isProductInsightDataUsed: row?.isProductInsightDataUsed ?? false,
      productInsightDataUsedDate: dateText(row?.productInsightDataUsedDate ?? null),
      hasReference: reference !== null,
    },
    reference,
    matches,
    unavailableSources: unavailable,
    suggestedPrice: suggestedPrice(matches, {
      minPrice: bound(product.minPrice),
      maxPrice: bound(product.maxPrice),
    }),
    lookedUpAt: now.toISOString(),
  };
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
  const result = await lookUpProductInsights(ctx, actor, productId);
  if (body.price && !result.suggestedPrice) throw invalidData(messages.noSuggestion);
  if (body.referenceData && !result.reference) throw invalidData(messages.noReference);
  const product = await getProduct(ctx, actor, productId);
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
  const [outcome] = await saveProducts(ctx, actor, [{ productId, input }], { source: 'form' });
  throwIfFailed(outcome);
  const usedAt = ctx.now();
  await setInsightFlags(ctx.db, productId, {
    isProductInsightDataUsed: true,
    productInsightDataUsedDate: usedAt,
  });
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
