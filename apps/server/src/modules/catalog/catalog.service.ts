import type {
  ListingCard,
  ListingDetail,
  ListingOffer,
  ListingSearchQuery,
  ListingSearchResponse,
  SessionUser,
} from '@patchbay/contract';
import {
  CONDITIONS,
  type Condition,
  canMakeOffer,
  compareMoney,
  discountPercent,
  isPurchasable,
  productImages,
  productPath,
  productTitle,
  type SortKey,
  sellerDisplayName,
  stripMarkup,
} from '@patchbay/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Database, Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { createPostgresListingSearch, type ListingSearchEngine } from '../search/listing-search.engine';
import { brandKey } from '../search/search-query';
import { type ResolvedStorefront, storefrontOrigin } from '../storefronts/storefronts.service';
import {
  type CategoryRow,
  findAllCategories,
  findListingDetailRows,
  findListingRows,
  findVisibleListingCardRows,
  findVisibleListingRow,
  type ListingCardRow,
  type ListingRow,
  type OfferGroup,
} from './catalog.repository';

/** Shown instead of a price the seller keeps for signed-in buyers (listing.showPriceWOLogin). */
export const PRICE_HIDDEN_REASON = 'Sign in to see the price';
/** The image rules are packages/domain's (productImages); the media routes serve these paths. */
export { brandImageUrl, NO_IMAGE_URL } from '@patchbay/domain';

/**
 * The signed-in person of a request. The auth plugin decorates `request.user`; read it loosely so
 * the catalogue works (as a guest) before that plugin is registered.
 */
export function viewerOf(request: FastifyRequest): SessionUser | null {
  return ((request as { user?: unknown }).user ?? null) as SessionUser | null;
}

interface CategoryIndex {
  all: CategoryRow[];
  byId: Map<string, CategoryRow>;
  topBySlug: Map<string, CategoryRow>;
  children: Map<string, CategoryRow[]>;
}

interface CatalogState {
  search: ListingSearchEngine;
  categories: () => Promise<CategoryIndex>;
}

const CATEGORY_CACHE_MS = 30_000;
const states = new WeakMap<AppContext, CatalogState>();

/**
 * The catalogue's per-app state: the search engine (with its short-lived facet caches) and the
 * category tree (a few dozen rows, re-read every 30 seconds). One per AppContext, so tests that
 * build several apps never share it.
 */
export function catalogState(ctx: AppContext): CatalogState {
  let state = states.get(ctx);
  if (!state) {
    let cached: { until: number; value: Promise<CategoryIndex> } | undefined;
    const search = createPostgresListingSearch(ctx.readDb);
    // Listings, prices or categories changed in some process: count and page them again.
    ctx.cache.subscribe('catalog', () => {
      cached = undefined;
      search.clear();
    });
    state = {
      search,
      categories: () => {
        if (cached && cached.until > Date.now()) return cached.value;
        const value = findAllCategories(ctx.readDb).then(indexCategories);
        value.catch(() => {
          cached = undefined;
        });
        cached = { until: Date.now() + CATEGORY_CACHE_MS, value };
        return value;
      },
    };
    states.set(ctx, state);
  }
  return state;
}

function indexCategories(all: CategoryRow[]): CategoryIndex {
  const children = new Map<string, CategoryRow[]>();
  for (const c of all) {
    if (c.parentId) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c]);
  }
  return {
    all,
    byId: new Map(all.map((c) => [c.id, c])),
    topBySlug: new Map(all.filter((c) => !c.parentId).map((c) => [c.slug, c])),
    children,
  };
}

/** A path or URL made absolute on an origin; URLs that already are absolute are kept. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export function displayNameOf(product: ListingCardRow['product']): string {
  return productTitle(product);
}

/** SPEC.md §9 product URL of a listing: /{display-name}/dp/{listing id}. */
export function listingPath(row: ListingCardRow): string {
  return productPath(displayNameOf(row.product), row.listing.id);
}

/** Product images, else the brand's default image, else the no-image placeholder. */
export function listingImages(product: ListingCardRow['product']): string[] {
  return productImages(product);
}

export function sellerNameOf(seller: ListingCardRow['seller']): string {
  return sellerDisplayName(seller);
}

/** Whether this viewer may see the listing's price. */
export function priceVisible(row: ListingCardRow, viewer: SessionUser | null): boolean {
  return listingPriceVisible(row.listing, viewer !== null);
}

/**
 * The hidden-price rule: a listing with showPriceWOLogin false shows its price to signed-in people
 * only. Nothing may show such a price to anyone else, nor answer differently by it.
 */
export function listingPriceVisible(listing: { showPriceWOLogin: boolean }, signedIn: boolean): boolean {
  return listing.showPriceWOLogin || signedIn;
}

function toCard(
  row: ListingCardRow,
  offers: OfferGroup,
  viewer: SessionUser | null,
  categories: CategoryIndex,
): ListingCard {
  const { listing, product } = row;
  const visible = priceVisible(row, viewer);
  const category = categories.byId.get(product.categoryId);
  const subCategory = product.subCategoryId ? categories.byId.get(product.subCategoryId) : undefined;
  return {
    id: listing.id,
    productId: product.id,
    title: product.name,
    path: listingPath(row),
    oemName: product.oemName,
    oemPartNumber: product.oemPartNumber,
    condition: listing.condition as Condition,
    // The headline price (the unit price at the minimum order quantity), what the cart charges.
    price: visible ? listing.headlinePrice : null,
    msrpPrice: visible ? listing.msrpPrice : null,
    discountPercent: visible ? discountPercent(listing.msrpPrice, listing.headlinePrice) : 0,
    numAvailable: listing.numAvailable,
    purchasable: isPurchasable(listing),
    // A guest cannot offer on a price they may not see (docs/offers.md).
    canMakeOffer: visible && canMakeOffer(listing),
    imageUrl: listingImages(product)[0]!,
    sellerName: sellerNameOf(row.seller),
    category: { slug: category?.slug ?? '', name: category?.name ?? '' },
    subCategory: subCategory ? { slug: subCategory.slug, name: subCategory.name } : null,
    isFeatured: listing.isFeaturedListing,
    isShippingIncluded: listing.isShippingIncluded,
    offerCount: offers.count,
    // A guest sees the lowest of the prices shown to guests only (docs/catalogue.md hidden prices).
    lowestPrice: viewer !== null ? offers.lowestPrice : offers.lowestPublicPrice,
  };
}

/** Cheapest first; a price the viewer may not see goes last, so its place tells nothing either. */
function byOfferPrice(a: ListingOffer, b: ListingOffer): number {
  if (a.price === null || b.price === null) {
    return a.price === b.price ? a.listingId.localeCompare(b.listingId) : a.price === null ? 1 : -1;
  }
  return compareMoney(a.price, b.price) || a.listingId.localeCompare(b.listingId);
}

/** A row of the product's offers table: the listing's seller, price, condition, stock and shipping. */
function toOffer(row: ListingCardRow, viewer: SessionUser | null, current: boolean): ListingOffer {
  const { listing } = row;
  const { minShippingEstimate: min, maxShippingEstimate: max } = listing;
  return {
    listingId: listing.id,
    path: listingPath(row),
    current,
    seller: { id: row.seller.id, name: sellerNameOf(row.seller) },
    condition: listing.condition as Condition,
    price: priceVisible(row, viewer) ? listing.headlinePrice : null,
    numAvailable: listing.numAvailable,
    purchasable: isPurchasable(listing),
    minQuantity: listing.minQuantity,
    quantityMultiple: listing.quantityMultiple,
    isShippingIncluded: listing.isShippingIncluded,
    shipsIn: min === null && max === null ? null : { min, max },
  };
}

async function cardsInOrder(
  ctx: AppContext,
  storefront: ResolvedStorefront,
  listingIds: string[],
  viewer: SessionUser | null,
): Promise<ListingCard[]> {
  const [rows, categories] = await Promise.all([
    findVisibleListingCardRows(ctx.readDb, storefront.id, listingIds),
    catalogState(ctx).categories(),
  ]);
  const byId = new Map(rows.map((r) => [r.listing.id, r]));
  return listingIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row, row.offers, viewer, categories)] : [];
  });
}

/** Category and sub-category slugs -> ids: null means no filter, [] a filter nothing passes. */
function categoryFilters(
  categories: CategoryIndex,
  categorySlug: string | undefined,
  subCategorySlug: string | undefined,
): { categoryIds: string[] | null; subCategoryIds: string[] | null } {
  const category = categorySlug ? categories.topBySlug.get(categorySlug) : undefined;
  const categoryIds = categorySlug ? (category ? [category.id] : []) : null;
  if (!subCategorySlug) return { categoryIds, subCategoryIds: null };
  const candidates = category
    ? (categories.children.get(category.id) ?? [])
    : categorySlug
      ? []
      : categories.all.filter((c) => c.parentId !== null);
  return {
    categoryIds,
    subCategoryIds: candidates.filter((c) => c.slug === subCategorySlug).map((c) => c.id),
  };
}

/** GET /api/listings: the storefront's visible listings for a search or a browse. */
export async function searchListings(
  ctx: AppContext,
  input: { storefront: ResolvedStorefront; query: ListingSearchQuery; viewer: SessionUser | null },
): Promise<ListingSearchResponse> {
  const { query, viewer } = input;
  const state = catalogState(ctx);
  const categories = await state.categories();
  const { categoryIds, subCategoryIds } = categoryFilters(categories, query.category, query.subCategory);
  const result = await state.search.search({
    storefrontId: input.storefront.id,
    text: query.q,
    categoryIds,
    subCategoryIds,
    brandKeys: query.brand ? [...new Set(query.brand.map(brandKey))] : null,
    conditions: query.condition ?? null,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    inStockOnly: query.inStock === true,
    sort: query.sort as SortKey,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
    allPricesVisible: viewer !== null,
  });
  ctx.metrics.searchCacheBytes.set(state.search.cacheBytes());
  const items = await cardsInOrder(ctx, input.storefront, result.listingIds, viewer);
  const categoryFacet = (facet: { value: string; count: number }[]) =>
    facet
      .flatMap(({ value, count }) => {
        const c = categories.byId.get(value);
        return c ? [{ c, count }] : [];
      })
      .sort((a, b) => a.c.sortOrder - b.c.sortOrder || a.c.name.localeCompare(b.c.name))
      .map(({ c, count }) => ({ value: c.slug, label: c.name, count }));
  const conditionOrder = (value: string) => CONDITIONS.indexOf(value as Condition);
  return {
    items,
    total: result.total,
    page: query.page,
    pageSize: query.pageSize,
    pricesSearchable: result.pricesSearchable,
    approximate: result.approximate,
    facets: {
      categories: categoryFacet(result.facets.categories),
      subCategories: categoryFacet(result.facets.subCategories),
      brands: result.facets.brands.map((b) => ({ value: b.value, label: b.label, count: b.count })),
      conditions: result.facets.conditions
        .sort((a, b) => conditionOrder(a.value) - conditionOrder(b.value))
        .map((c) => ({ value: c.value, label: c.value, count: c.count })),
      price: result.facets.price,
      inStock: result.facets.inStock,
    },
  };
}

/**
 * A listing's headline price (the domain's headlinePrice, as the search index holds it), visible or
 * not: what an offer on it is capped at. undefined when there is no such listing.
 */
export async function listingHeadlinePrice(
  db: Database | Tx,
  listingId: string,
): Promise<string | undefined> {
  const [row] = await findListingRows(db, [listingId]);
  return row?.listing.headlinePrice;
}

/** A listing visible on the storefront with product and seller; undefined when it is not. */
export async function findVisibleListing(
  ctx: AppContext,
  storefront: ResolvedStorefront,
  listingId: string,
): Promise<ListingRow | undefined> {
  if (!isUuid(listingId)) return undefined;
  return findVisibleListingRow(ctx.db, storefront.id, listingId);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** GET /api/listings/{id}: 404 unless visible on this storefront (DESIGN.md §3). */
export async function getListing(
  ctx: AppContext,
  input: { storefront: ResolvedStorefront; listingId: string; viewer: SessionUser | null },
): Promise<ListingDetail> {
  const { storefront, viewer } = input;
  const [found, categories] = await Promise.all([
    isUuid(input.listingId) ? findListingDetailRows(ctx.readDb, storefront.id, input.listingId) : undefined,
    catalogState(ctx).categories(),
  ]);
  if (!found) throw notFound('Listing not found');
  const { row, specifications, tiers, others, offers } = found;
  const { listing, product, seller } = row;
  const visible = priceVisible(row, viewer);
  const card = toCard(row, offers, viewer, categories);
  return {
    ...card,
    displayName: displayNameOf(product),
    description: stripMarkup(product.description),
    oemModelName: product.oemModelName,
    images: listingImages(product),
    specifications,
    // Tier prices would reveal a hidden price.
    tiers: visible ? tiers : [],
    listPrice: visible ? listing.price : null,
    minQuantity: listing.minQuantity,
    quantityMultiple: listing.quantityMultiple,
    specDocUrl: product.specDocUrl,
    priceHiddenReason: visible ? null : PRICE_HIDDEN_REASON,
    shipping: {
      isShippingIncluded: listing.isShippingIncluded,
      freeShippingMinOrderAmount: seller.freeShippingMinOrderAmount,
      minShippingEstimate: listing.minShippingEstimate,
      maxShippingEstimate: listing.maxShippingEstimate,
      arrivalDate: listing.arrivalDate,
      pickupLocation: listing.pickupLocation,
      shippingOption: listing.shippingOption,
      unitWeightLbs: listing.unitWeight,
    },
    seller: {
      id: seller.id,
      name: sellerNameOf(seller),
      country: seller.country,
      isAuthorizedReseller: seller.isAuthorizedReseller,
      returnPolicy: seller.returnPolicy,
      warrantyPolicy: seller.warrantyPolicy,
      estimatedToShip: seller.estimatedToShip,
      isOfferCredit: seller.isOfferCredit,
      creditAppLink: seller.creditAppLink,
      creditTermType: seller.creditTermType,
      minimumCreditOrderValue: seller.minimumCreditOrderValue,
    },
    otherListings: others.map((other) => toCard(other, other.offers, viewer, categories)),
    offers: [toOffer(row, viewer, true), ...others.map((other) => toOffer(other, viewer, false))].sort(
      byOfferPrice,
    ),
    canonicalUrl: absoluteUrl(storefrontOrigin(ctx.config, storefront), card.path),
  };
}

/** GET /api/categories: the category tree with counts of the storefront's visible listings. */
export async function listCategories(ctx: AppContext, storefront: ResolvedStorefront) {
  const state = catalogState(ctx);
  const [categories, summary] = await Promise.all([
    state.categories(),
    state.search.summarize(storefront.id),
  ]);
  return {
    // Retired categories leave the navigation; their listings stay searchable (docs/catalogue.md).
    items: categories.all
      .filter((c) => !c.parentId && !c.retiredAt)
      .map((c) => ({
        slug: c.slug,
        name: c.name,
        count: summary.categories.get(c.id) ?? 0,
        subCategories: (categories.children.get(c.id) ?? [])
          .filter((s) => !s.retiredAt)
          .map((s) => ({
            slug: s.slug,
            name: s.name,
            count: summary.subCategories.get(s.id) ?? 0,
          })),
      })),
  };
}

/** GET /api/brands: OEMs with visible listings on the storefront, A-Z. */
export async function listBrands(ctx: AppContext, storefront: ResolvedStorefront) {
  const summary = await catalogState(ctx).search.summarize(storefront.id);
  return {
    items: summary.brands
      .filter((b) => b.count > 0)
      .map((b) => ({ name: b.label, slug: b.value, count: b.count })),
  };
}

/** A category page's category (and sub-category), by slugs; null when there is none. */
export async function findCategoryBySlugs(
  ctx: AppContext,
  categorySlug: string,
  subCategorySlug?: string,
): Promise<{ category: CategoryRow; subCategory: CategoryRow | null } | null> {
  const categories = await catalogState(ctx).categories();
  const category = categories.topBySlug.get(categorySlug);
  if (!category) return null;
  if (subCategorySlug === undefined) return { category, subCategory: null };
  const subCategory = (categories.children.get(category.id) ?? []).find((c) => c.slug === subCategorySlug);
  return subCategory ? { category, subCategory } : null;
}

/** The categories with visible listings on a storefront, for the sitemap. */
export async function listCategoryPaths(ctx: AppContext, storefront: ResolvedStorefront): Promise<string[]> {
  const state = catalogState(ctx);
  const [categories, summary] = await Promise.all([
    state.categories(),
    state.search.summarize(storefront.id),
  ]);
  const paths: string[] = [];
  for (const c of categories.all) {
    if (c.parentId || c.retiredAt || !summary.categories.get(c.id)) continue;
    paths.push(`/${c.slug}`);
    for (const s of categories.children.get(c.id) ?? []) {
      if (!s.retiredAt && summary.subCategories.get(s.id)) paths.push(`/${c.slug}/${s.slug}`);
    }
  }
  return paths;
}

/** A brand page's brand as written, when the storefront has listings of it. */
export async function findBrand(ctx: AppContext, storefront: ResolvedStorefront, brandParam: string) {
  const key = brandKey(brandParam);
  const summary = await catalogState(ctx).search.summarize(storefront.id);
  const brand = summary.brands.find((b) => b.value === key);
  return brand ? { name: brand.label, slug: brand.value, count: brand.count } : null;
}
