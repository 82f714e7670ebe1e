import {
  cartMessages,
  type QuickOrderAddBody,
  type QuickOrderAddResponse,
  type QuickOrderLine,
  type QuickOrderMatchResponse,
  type QuickOrderOffer,
  quickOrderMessages,
  type SessionUser,
} from '@patchbay/contract';
import {
  type Condition,
  compareMoney,
  isPurchasable,
  lineTotal,
  listingUnitPrice,
  normalizePartNumber,
  parseQuickOrderText,
  productPath,
  QUICK_ORDER_MAX_LINES,
} from '@patchbay/domain';
import type { AppContext } from '../../context';
import { AppError, invalidData } from '../../lib/errors';
import { countAddToCart } from '../reports/reports.service';
import { findListingIdsByPartNumbers } from '../search/search.service';
import type { ResolvedStorefront } from '../storefronts/storefronts.service';
import {
  type CartOwner,
  findListingForCart,
  findTiersByProduct,
  type ListingForCart,
} from './cart.repository';
import { addToCart, getCart, productTitle, quantityProblem, sellerName } from './cart.service';

/** Listings considered per part number: the match and its alternatives. */
const OFFERS_PER_PART_NUMBER = 6;

interface QuickOrderInput {
  storefront: ResolvedStorefront;
  owner: CartOwner;
  viewer: SessionUser;
}

type Tiers = Awaited<ReturnType<typeof findTiersByProduct>>;

/** Why a listing cannot be bought in this quantity now, in the cart's words; null when it can. */
function offerProblem(listing: ListingForCart, quantity: number): string | null {
  if (!listing.visible || listing.deletedAt !== null) return cartMessages.listingNotFound;
  if (!isPurchasable(listing.listing)) {
    return listing.listing.numAvailable <= 0 ? cartMessages.onlyLeft(0) : cartMessages.notPurchasable;
  }
  return quantityProblem(listing.listing, quantity);
}

function toOffer(listing: ListingForCart, quantity: number, tiers: Tiers): QuickOrderOffer {
  const unitPrice = listingUnitPrice(tiers.get(listing.product.id) ?? [], quantity, listing.listing.price);
  const title = productTitle(listing.product);
  return {
    listingId: listing.listing.id,
    productId: listing.product.id,
    title,
    path: productPath(title, listing.listing.id),
    oemName: listing.product.oemName,
    oemPartNumber: listing.product.oemPartNumber,
    condition: listing.listing.condition as Condition,
    seller: { id: listing.seller.id, name: sellerName(listing.seller) },
    unitPrice,
    lineTotal: lineTotal({ purchasePrice: unitPrice, purchaseQty: quantity }),
    numAvailable: Math.max(0, listing.listing.numAvailable),
    minQuantity: listing.listing.minQuantity,
    quantityMultiple: listing.listing.quantityMultiple,
    problem: offerProblem(listing, quantity),
  };
}

/** Able to supply first, then the cheapest. */
function byPreference(a: QuickOrderOffer, b: QuickOrderOffer): number {
  if ((a.problem === null) !== (b.problem === null)) return a.problem === null ? -1 : 1;
  return compareMoney(a.unitPrice, b.unitPrice) || a.listingId.localeCompare(b.listingId);
}

/**
 * POST /api/cart/quick-order/match: reads the text line by line and matches each part number
 * (case-insensitive, punctuation ignored) to this storefront's visible listings, priced at the
 * line's quantity. Nothing is written.
 */
export async function matchQuickOrder(
  ctx: AppContext,
  input: QuickOrderInput & { text: string },
): Promise<QuickOrderMatchResponse> {
  const parsed = parseQuickOrderText(input.text);
  if (parsed.length === 0) throw invalidData(quickOrderMessages.empty, { text: quickOrderMessages.empty });
  if (parsed.length > QUICK_ORDER_MAX_LINES) {
    throw invalidData(quickOrderMessages.tooManyLines, { text: quickOrderMessages.tooManyLines });
  }
  const wanted = parsed.flatMap((l) => (l.error === null ? [normalizePartNumber(l.partNumber)] : []));
  const found = await findListingIdsByPartNumbers(
    ctx.db,
    input.storefront.id,
    wanted,
    OFFERS_PER_PART_NUMBER,
  );
  const listings = await findListingForCart(
    ctx.db,
    input.storefront.id,
    found.map((f) => f.listingId),
  );
  const byId = new Map(listings.map((l) => [l.listing.id, l]));
  const tiers = await findTiersByProduct(
    ctx.db,
    listings.map((l) => l.product.id),
  );
  const lines = parsed.map((item): QuickOrderLine => {
    const base = { line: item.line, input: item.input, partNumber: item.partNumber, quantity: item.quantity };
    if (item.error !== null) {
      return { ...base, status: 'invalid', message: item.error, match: null, alternatives: [] };
    }
    const key = normalizePartNumber(item.partNumber);
    const offers = found
      .filter((f) => f.partNumber === key)
      .flatMap((f) => {
        const listing = byId.get(f.listingId);
        return listing ? [toOffer(listing, item.quantity, tiers)] : [];
      })
      .sort(byPreference);
    const [match, ...alternatives] = offers;
    if (!match) {
      return {
        ...base,
        status: 'notFound',
        message: quickOrderMessages.notFound,
        match: null,
        alternatives: [],
      };
    }
    const status = match.problem === null ? 'matched' : 'problem';
    return { ...base, status, message: match.problem, match, alternatives };
  });
  return { lines };
}

/**
 * POST /api/cart/quick-order: adds the chosen listings to the cart in one transaction, each line
 * in its own savepoint with the cart's rules (stock, minimum, multiple, what the cart already
 * holds). A line the cart refuses is left out with the reason; the others are added.
 */
export async function addQuickOrder(
  ctx: AppContext,
  input: QuickOrderInput & { body: QuickOrderAddBody },
): Promise<QuickOrderAddResponse> {
  const now = ctx.now();
  const { items } = input.body;
  const found = await findListingForCart(
    ctx.db,
    input.storefront.id,
    items.map((i) => i.listingId),
  );
  const byId = new Map(found.map((l) => [l.listing.id, l]));
  const added: QuickOrderAddResponse['added'] = [];
  const skipped: QuickOrderAddResponse['skipped'] = [];
  const outboxIds = await ctx.db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const item of items) {
      const listing = byId.get(item.listingId);
      const visible = listing?.visible === true && listing.deletedAt === null;
      const title = listing && visible ? productTitle(listing.product) : cartMessages.listingNotFound;
      const problem = listing ? offerProblem(listing, item.quantity) : cartMessages.listingNotFound;
      if (problem !== null || !listing) {
        skipped.push({ listingId: item.listingId, title, reason: problem ?? cartMessages.listingNotFound });
        continue;
      }
      try {
        ids.push(
          ...(await tx.transaction((savepoint) =>
            addToCart(savepoint, { ...input, listing, quantity: item.quantity, now }),
          )),
        );
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'invalid_data') throw error;
        skipped.push({ listingId: item.listingId, title, reason: error.message });
        continue;
      }
      await countAddToCart(
        tx,
        {
          storefrontId: input.storefront.id,
          listingId: listing.listing.id,
          organizationId: listing.seller.id,
        },
        now,
      );
      added.push({ listingId: item.listingId, quantity: item.quantity });
    }
    return ids;
  });
  ctx.outbox.wake(outboxIds);
  return {
    message: quickOrderMessages.added(added.length),
    cart: await getCart(ctx, input),
    added,
    skipped,
  };
}
