import type { Offer, OfferItem } from '@patchbay/contract';
import {
  productTitle as domainProductTitle,
  type OfferParty,
  offerDisplayStatus,
  offerItemActions,
  offerLineTotal,
  offerStatusOf,
  productImages,
  productPath,
  sellerDisplayName,
} from '@patchbay/domain';
import { listingPriceVisible } from '../catalog/catalog.service';
import type { OfferEventRow, OfferItemRow, OfferRow } from './offers.repository';

/** The shapes of packages/contract/src/offers.ts, built from rows; no I/O here. */

export function productTitle(product: OfferItemRow['product']): string {
  return domainProductTitle(product);
}

/** The product's first image, else its brand's default image, else the placeholder (SPEC.md §3). */
export function productImage(product: OfferItemRow['product']): string {
  return productImages(product)[0]!;
}

export function itemPath(row: OfferItemRow): string {
  return productPath(productTitle(row.product), row.listing.id);
}

export function sellerName(row: OfferRow): string {
  return sellerDisplayName(row.seller);
}

export interface BuyerContact {
  name: string;
  email: string;
  companyName: string | null;
  isGuest: boolean;
}

export function buyerContact(row: OfferRow): BuyerContact {
  const { buyerUser, offer } = row;
  const guest = offer.guestUser;
  if (buyerUser) {
    const name =
      [buyerUser.firstName, buyerUser.lastName].filter(Boolean).join(' ') ||
      buyerUser.displayName ||
      buyerUser.email;
    return {
      name,
      email: buyerUser.email,
      companyName: row.buyerOrganization?.name ?? guest?.companyName ?? null,
      isGuest: false,
    };
  }
  return {
    name: [guest?.firstName, guest?.lastName].filter(Boolean).join(' ') || guest?.email || 'Guest',
    email: guest?.email ?? '',
    companyName: guest?.companyName ?? null,
    isGuest: true,
  };
}

export const offerDetailPath = (offerId: string) => `/offerdetails/${offerId}`;

function toProposal(event: OfferEventRow): OfferItem['proposals'][number] {
  return {
    party: event.party,
    action: event.action,
    unitPrice: event.unitPrice,
    quantity: event.quantity,
    at: event.createdAt.toISOString(),
    validTill: event.validTill?.toISOString() ?? null,
  };
}

export interface ItemExtras {
  events: OfferEventRow[];
  cartItemId: string | null;
  orderId: string | null;
}

/**
 * Whether the listing price of an item is kept from this side of the offer: from the buyer of a
 * guest offer (nobody signed in) on a listing that shows its price to signed-in people only. Views
 * and mails leave it out, and the offer cap does not answer by it (docs/offers.md).
 */
export function listPriceHidden(
  offer: Pick<OfferRow['offer'], 'buyerUserId'>,
  row: OfferItemRow,
  viewer: OfferParty,
) {
  return viewer === 'buyer' && !listingPriceVisible(row.listing, offer.buyerUserId !== null);
}

export function toOfferItem(
  row: OfferItemRow,
  viewer: OfferParty,
  now: Date,
  extras: ItemExtras,
  hideListPrice = false,
): OfferItem {
  const { item, listing, product } = row;
  return {
    id: item.id,
    listingId: listing.id,
    title: productTitle(product),
    path: itemPath(row),
    imageUrl: productImage(product),
    oemName: product.oemName,
    oemPartNumber: product.oemPartNumber,
    condition: listing.condition,
    listPrice: hideListPrice ? null : item.price,
    unitPrice: item.purchasePrice,
    quantity: item.purchaseQty,
    total: offerLineTotal({ unitPrice: item.purchasePrice, quantity: item.purchaseQty }),
    status: item.status,
    displayStatus: offerDisplayStatus(item, viewer, now),
    offerValidTill: item.offerValidTill.toISOString(),
    lastOfferUpdateDate: item.lastOfferUpdateDate.toISOString(),
    sellerCounterOfferCount: item.sellerCounterOfferCount,
    buyerEditOfferCount: item.buyerEditOfferCount,
    isSellerOfferActive: item.isSellerOfferActive,
    isBuyerOfferActive: item.isBuyerOfferActive,
    proposals: extras.events.map(toProposal),
    // A removed listing cannot be bought or negotiated any more.
    actions: listing.deletedAt ? [] : offerItemActions(item, viewer, now),
    // The cart line is the buyer's business.
    cartItemId: viewer === 'buyer' ? extras.cartItemId : null,
    orderId: extras.orderId,
    version: item.version,
  };
}

/** The status a viewer sees for the offer as a whole: the most advanced of its items' (domain). */
export function offerDisplayStatusFor(items: readonly OfferItemRow[], viewer: OfferParty, now: Date) {
  return offerStatusOf(items.map((row) => offerDisplayStatus(row.item, viewer, now)));
}

export function toOffer(
  row: OfferRow,
  items: readonly OfferItemRow[],
  viewer: OfferParty,
  now: Date,
  extrasOf: (itemId: string) => ItemExtras,
): Offer {
  const { offer } = row;
  return {
    id: offer.id,
    status: offer.status,
    displayStatus: offerDisplayStatusFor(items, viewer, now),
    dateOffer: offer.dateOffer.toISOString(),
    storefront: { id: row.storefront.id, title: row.storefront.title },
    seller: { id: row.seller.id, name: sellerName(row) },
    buyer: buyerContact(row),
    viewer,
    items: items.map((item) =>
      toOfferItem(item, viewer, now, extrasOf(item.item.id), listPriceHidden(offer, item, viewer)),
    ),
    comments: offer.comments,
    detailPath: offerDetailPath(offer.id),
  };
}
