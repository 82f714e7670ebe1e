import {
  type AddCartItemBody,
  type Cart,
  type CartLine,
  cartMessages,
  checkoutMessages,
  quantityRuleMessage,
  type ReorderLine,
  type SessionUser,
  type SharedCart,
} from '@patchbay/contract';
import {
  type Condition,
  productTitle as domainProductTitle,
  formatDate,
  isPurchasable,
  lineTotal,
  listingUnitPrice,
  NO_IMAGE_URL,
  productImages,
  productPath,
  quantityRuleProblem,
  reorderPriceChange,
  reorderQuantity,
  roundMoney,
  sellerDisplayName,
  sumMoney,
} from '@patchbay/domain';
import type { AppContext } from '../../context';
import type { Database, Tx } from '../../db/client';
import type { RecordsMessage } from '../../integrations/records/records';
import { enqueueLatestRecord, enqueueOutbox } from '../../jobs/outbox';
import { AppError, conflict, invalidData, notFound } from '../../lib/errors';
import { isUuid } from '../catalog/catalog.service';
import { countAddToCart } from '../reports/reports.service';
import { type ResolvedStorefront, storefrontOrigin } from '../storefronts/storefronts.service';
import {
  type CartItemRow,
  type CartLineRow,
  type CartOwner,
  deleteCartItems,
  findCartItem,
  findCartLineRows,
  findListingForCart,
  findPlainCartItem,
  findSharedCart,
  findTiersByProduct,
  insertCartItem,
  insertSharedCart,
  type ListingForCart,
  restoreCartItems,
  takeCartItems,
  updateCartItem,
} from './cart.repository';

export type { CartOwner } from './cart.repository';

type Executor = Database | Tx;

interface ProductNames {
  displayName: string;
  oemName: string;
  oemPartNumber: string;
  imageUrls: string[] | null;
}

export function productTitle(product: ProductNames): string {
  return domainProductTitle(product);
}

/** Product image, else the brand's default image, else the no-image placeholder (SPEC.md §3). */
export function productImage(product: ProductNames): string {
  return productImages(product)[0]!;
}

export function sellerName(seller: { name: string; brandName: string | null; isDiscreteOrg: boolean }) {
  return sellerDisplayName(seller);
}

/** A cart line with everything checkout needs besides what the buyer sees. */
export interface PricedCartLine {
  row: CartLineRow;
  line: CartLine;
  /** The accepted offer's price applies now. */
  offerApplied: boolean;
}

/**
 * Whether an accepted offer's price holds for a line now: the offer item is still 'accepted' and
 * its validity window has not ended.
 */
function offerHolds(row: CartLineRow, now: Date): boolean {
  return (
    row.item.offerItemId !== null &&
    row.item.offerPrice !== null &&
    row.offer.status === 'accepted' &&
    row.offer.offerValidTill !== null &&
    now.getTime() <= row.offer.offerValidTill.getTime()
  );
}

/** Why a quantity of a listing cannot be bought, or null when it can (SPEC.md §5 cart rules). */
export function quantityProblem(
  listing: { minQuantity: number; quantityMultiple: number; numAvailable: number },
  quantity: number,
): string | null {
  const ruled = quantityRuleProblem(listing, quantity);
  if (ruled) return quantityRuleMessage(ruled);
  if (quantity > listing.numAvailable) return cartMessages.onlyLeft(Math.max(0, listing.numAvailable));
  return null;
}

function linePrice(
  row: CartLineRow,
  tiers: { minQty: number; maxQty: number | null; price: string }[],
  now: Date,
) {
  const offerApplied = offerHolds(row, now);
  const quantity = row.item.purchaseQty;
  const unitPrice =
    offerApplied && row.item.offerPrice !== null
      ? roundMoney(row.item.offerPrice, 4)
      : listingUnitPrice(tiers, quantity, row.listing.price);
  return { offerApplied, unitPrice, total: lineTotal({ purchasePrice: unitPrice, purchaseQty: quantity }) };
}

function lineProblem(row: CartLineRow, offerApplied: boolean, viewer: SessionUser | null): string | null {
  const { listing } = row;
  if (!row.visible) return cartMessages.notPurchasable;
  if (!isPurchasable(listing)) {
    return listing.numAvailable <= 0 ? cartMessages.onlyLeft(0) : cartMessages.notPurchasable;
  }
  if (!listing.showPriceWOLogin && viewer === null) return cartMessages.priceHidden;
  if (row.item.offerItemId !== null) {
    if (!offerApplied) return cartMessages.offerExpired;
    if (row.item.purchaseQty > listing.numAvailable) return cartMessages.onlyLeft(listing.numAvailable);
    return null;
  }
  return quantityProblem(listing, row.item.purchaseQty);
}

/** Prices the owner's cart lines on a storefront for a viewer at `now`. */
export async function loadCartLines(
  db: Executor,
  input: { storefront: ResolvedStorefront; owner: CartOwner; viewer: SessionUser | null; now: Date },
): Promise<PricedCartLine[]> {
  const rows = await findCartLineRows(db, input.storefront.id, input.owner);
  const tiers = await findTiersByProduct(
    db,
    rows.map((r) => r.product.id),
  );
  return rows.map((row) => {
    const price = linePrice(row, tiers.get(row.product.id) ?? [], input.now);
    const line: CartLine = {
      id: row.item.id,
      listingId: row.listing.id,
      productId: row.product.id,
      title: productTitle(row.product),
      path: productPath(productTitle(row.product), row.listing.id),
      imageUrl: productImage(row.product),
      oemName: row.product.oemName,
      oemPartNumber: row.product.oemPartNumber,
      condition: row.listing.condition as Condition,
      seller: { id: row.seller.id, name: sellerName(row.seller) },
      quantity: row.item.purchaseQty,
      listPrice: roundMoney(row.listing.price, 4),
      unitPrice: price.unitPrice,
      offerPrice: row.item.offerPrice !== null ? roundMoney(row.item.offerPrice, 4) : null,
      offerItemId: row.item.offerItemId,
      offerValidTill: row.item.offerItemId ? (row.offer.offerValidTill?.toISOString() ?? null) : null,
      lineTotal: price.total,
      minQuantity: row.listing.minQuantity,
      quantityMultiple: row.listing.quantityMultiple,
      numAvailable: Math.max(0, row.listing.numAvailable),
      isShippingIncluded: row.listing.isShippingIncluded,
      problem: lineProblem(row, price.offerApplied, input.viewer),
    };
    return { row, line, offerApplied: price.offerApplied };
  });
}

/** The lines as the contract's cart: grouped by seller, first-added seller first. */
export function toCart(lines: readonly PricedCartLine[]): Cart {
  const sellers = new Map<string, Cart['sellers'][number]>();
  for (const { line } of lines) {
    const group = sellers.get(line.seller.id) ?? { seller: line.seller, itemIds: [], subtotal: '0.00' };
    group.itemIds.push(line.id);
    group.subtotal = roundMoney(sumMoney([group.subtotal, line.lineTotal]), 2);
    sellers.set(line.seller.id, group);
  }
  return {
    items: lines.map((l) => l.line),
    sellers: [...sellers.values()],
    count: lines.length,
    quantity: lines.reduce((sum, l) => sum + l.line.quantity, 0),
    subtotal: roundMoney(sumMoney(['0', ...lines.map((l) => l.line.lineTotal)]), 2),
  };
}

interface CartInput {
  storefront: ResolvedStorefront;
  owner: CartOwner;
  viewer: SessionUser | null;
}

/** GET /api/cart. */
export async function getCart(ctx: AppContext, input: CartInput): Promise<Cart> {
  return toCart(await loadCartLines(ctx.db, { ...input, now: ctx.now() }));
}

/** The CartItem mirror row's fields (SPEC.md §7 cartItemSaveSheet / updatedCartItemQty). */
function cartItemRecord(
  item: {
    id: string;
    listingId: string;
    purchaseQty: number;
    purchasePrice: string;
    offerPrice: string | null;
    originalPrice: string | null;
  },
  input: CartInput,
  now: Date,
) {
  return {
    cartItemId: item.id,
    listing: item.listingId,
    storefront: input.storefront.storefrontTitle,
    purchaseQty: item.purchaseQty,
    purchasePrice: item.purchasePrice,
    offerPrice: item.offerPrice,
    originalPrice: item.originalPrice,
    guestId: input.owner.guestId ?? null,
    userEmail: input.viewer?.email ?? null,
    lastCartUpdateDate: formatDate(now, 'MM/DD/YYYY'),
  };
}

function quantityError(message: string): AppError {
  return invalidData(message, { quantity: message });
}

/** Checks that the listing may be put in a cart on this storefront by this viewer. */
function assertAddable(listing: ListingForCart | undefined, viewer: SessionUser | null): ListingForCart {
  if (!listing?.visible || listing.deletedAt !== null) throw notFound(cartMessages.listingNotFound);
  if (!listing.listing.showPriceWOLogin && viewer === null) {
    throw invalidData(cartMessages.priceHidden, { listingId: cartMessages.priceHidden });
  }
  if (!isPurchasable(listing.listing)) {
    if (listing.listing.numAvailable <= 0) throw quantityError(cartMessages.onlyLeft(0));
    throw invalidData(cartMessages.notPurchasable, { listingId: cartMessages.notPurchasable });
  }
  return listing;
}

async function priceFor(db: Executor, listing: ListingForCart, quantity: number): Promise<string> {
  const tiers = await findTiersByProduct(db, [listing.product.id]);
  return listingUnitPrice(tiers.get(listing.product.id) ?? [], quantity, listing.listing.price);
}

/**
 * Puts a quantity of a listing in the cart, or adds it to the line that already holds the listing
 * (not to a line bought at an offer's price). The resulting quantity must respect the minimum
 * quantity, the order multiple and the stock available; otherwise nothing changes.
 */
export async function addToCart(
  tx: Tx,
  input: CartInput & { listing: ListingForCart; quantity: number; now: Date },
): Promise<string[]> {
  const { listing, now } = input;
  const existing = await findPlainCartItem(tx, input.storefront.id, input.owner, listing.listing.id);
  const quantity = (existing?.purchaseQty ?? 0) + input.quantity;
  const problem = quantityProblem(listing.listing, quantity);
  if (problem) throw quantityError(problem);
  const purchasePrice = await priceFor(tx, listing, quantity);
  if (existing) {
    const updated = await updateCartItem(tx, existing.id, {
      purchaseQty: quantity,
      purchasePrice,
      lastCartUpdateDate: now,
    });
    if (!updated) throw notFound(cartMessages.notFound);
    return [await enqueueCartItemState(tx, 'patch', updated.id, cartItemRecord(updated, input, now))];
  }
  const created = await insertCartItem(tx, {
    listingId: listing.listing.id,
    storefrontId: input.storefront.id,
    userId: input.owner.userId ?? null,
    guestId: input.owner.guestId ?? null,
    purchaseQty: quantity,
    purchasePrice,
    originalPrice: listing.listing.price,
    lastCartUpdateDate: now,
    createdAt: now,
  });
  return [await enqueueCartItemState(tx, 'create', created.id, cartItemRecord(created, input, now))];
}

/** POST /api/cart/items. */
export async function addCartItem(
  ctx: AppContext,
  input: CartInput & { body: AddCartItemBody },
): Promise<Cart> {
  const now = ctx.now();
  const [found] = await findListingForCart(ctx.db, input.storefront.id, [input.body.listingId]);
  const listing = assertAddable(found, input.viewer);
  const ids = await ctx.db.transaction(async (tx) => {
    const written = await addToCart(tx, { ...input, listing, quantity: input.body.quantity, now });
    // The storefront report's add-to-carts, counted with the change itself.
    await countAddToCart(
      tx,
      { storefrontId: input.storefront.id, listingId: listing.listing.id, organizationId: listing.seller.id },
      now,
    );
    return written;
  });
  ctx.outbox.wake(ids);
  return getCart(ctx, input);
}

/**
 * PATCH /api/cart/items/{id}. A line bought at an accepted offer's price keeps the offer's
 * quantity while the offer holds; once it has lapsed, changing the quantity turns it into an
 * ordinary line at the listing's price.
 */
export async function updateCartItemQuantity(
  ctx: AppContext,
  input: CartInput & { id: string; quantity: number },
): Promise<Cart> {
  const now = ctx.now();
  if (!isUuid(input.id)) throw notFound(cartMessages.notFound);
  const lines = await loadCartLines(ctx.db, { ...input, now });
  const current = lines.find((l) => l.line.id === input.id);
  if (!current) throw notFound(cartMessages.notFound);
  if (current.row.item.offerItemId !== null && current.offerApplied) {
    throw quantityError(cartMessages.offerQuantityFixed);
  }
  const problem = quantityProblem(current.row.listing, input.quantity);
  if (problem) throw quantityError(problem);
  const [listing] = await findListingForCart(ctx.db, input.storefront.id, [current.row.listing.id]);
  if (!listing) throw notFound(cartMessages.notFound);
  const purchasePrice = await priceFor(ctx.db, listing, input.quantity);
  const ids = await ctx.db.transaction(async (tx) => {
    const updated = await updateCartItem(tx, input.id, {
      purchaseQty: input.quantity,
      purchasePrice,
      lastCartUpdateDate: now,
      ...(current.row.item.offerItemId !== null ? { offerItemId: null, offerPrice: null } : {}),
    });
    if (!updated) throw notFound(cartMessages.notFound);
    return [await enqueueCartItemState(tx, 'patch', updated.id, cartItemRecord(updated, input, now))];
  });
  ctx.outbox.wake(ids);
  return getCart(ctx, input);
}

/** DELETE /api/cart/items/{id}. */
export async function removeCartItem(ctx: AppContext, input: CartInput & { id: string }): Promise<Cart> {
  if (!isUuid(input.id)) throw notFound(cartMessages.notFound);
  const item = await findCartItem(ctx.db, input.storefront.id, input.owner, input.id);
  if (!item) throw notFound(cartMessages.notFound);
  const ids = await ctx.db.transaction(async (tx) => {
    await deleteCartItems(tx, [item.id]);
    return [await enqueueCartItemDeletes(tx, [item.id])];
  });
  ctx.outbox.wake(ids);
  return getCart(ctx, input);
}

/** A consumed cart line as a checkout keeps it (JSON), to put it back if nothing is placed. */
export type ConsumedCartLine = Record<string, unknown>;

/**
 * Consumes the lines a checkout priced, in its transaction (a cart is bought once): the rows are
 * deleted and answered as they were. None left: another request checked the cart out; a line gone
 * or changed: the cart changed since it was priced. Either way nothing is placed.
 */
export async function consumeCartLines(
  tx: Tx,
  lines: readonly { id: string; quantity: number }[],
): Promise<ConsumedCartLine[]> {
  const taken = await takeCartItems(tx, lines.map((l) => l.id).sort());
  if (taken.length === 0) throw conflict(checkoutMessages.cartAlreadyCheckedOut);
  const byId = new Map(taken.map((row) => [row.id, row]));
  if (taken.length !== lines.length || lines.some((l) => byId.get(l.id)?.purchaseQty !== l.quantity)) {
    throw conflict(checkoutMessages.cartChanged);
  }
  return taken.map((row) => ({ ...row }));
}

/** Puts consumed lines back into their cart (a checkout that placed nothing). */
export async function restoreCartLines(tx: Tx, lines: readonly ConsumedCartLine[]): Promise<void> {
  await restoreCartItems(
    tx,
    lines.map((line) => {
      const row = line as unknown as CartItemRow;
      return {
        ...row,
        lastCartUpdateDate: new Date(row.lastCartUpdateDate),
        createdAt: new Date(row.createdAt),
      };
    }),
  );
}

/** The records key of a cart item's mirror rows: they are delivered in order, one at a time. */
const cartItemKey = (cartItemId: string) => `CartItem:${cartItemId}`;

/**
 * The CartItem mirror row of a cart item's new state (SPEC.md §7 cartItemSaveSheet /
 * updatedCartItemQty), coalesced: while the item's pending row waits to be sent it takes the new
 * state (a pending create stays a create), so a burst of changes to one line is mirrored once, as
 * its last state, and never floods the records line.
 */
function enqueueCartItemState(
  tx: Tx,
  operation: 'create' | 'patch',
  cartItemId: string,
  fields: ReturnType<typeof cartItemRecord>,
): Promise<string> {
  const message: RecordsMessage = { table: 'CartItem', operation, records: [{ fields }] };
  return enqueueLatestRecord(tx, cartItemKey(cartItemId), message, (pending) =>
    pending.table === 'CartItem' && pending.operation !== 'delete'
      ? { ...message, operation: pending.operation }
      : null,
  );
}

/**
 * SPEC.md §7 deleteRowCartItem for lines that left the cart (removed, or bought): one row for
 * them all, sent after any pending row of the same items.
 */
export async function enqueueCartItemDeletes(tx: Tx, cartItemIds: readonly string[]): Promise<string> {
  return enqueueOutbox(
    tx,
    {
      kind: 'records',
      payload: {
        table: 'CartItem',
        operation: 'delete',
        records: cartItemIds.map((id) => ({ fields: { cartItemId: id } })),
      },
    },
    { recordKeys: cartItemIds.map(cartItemKey) },
  );
}

/** POST /api/cart/share: a snapshot of the cart's listings and quantities behind a new id. */
export async function shareCart(ctx: AppContext, input: CartInput): Promise<{ id: string; url: string }> {
  const lines = await loadCartLines(ctx.db, { ...input, now: ctx.now() });
  if (lines.length === 0) throw invalidData(checkoutMessages.emptyCart);
  const shared = await insertSharedCart(ctx.db, {
    storefrontId: input.storefront.id,
    items: lines.map((l) => ({ listingId: l.line.listingId, quantity: l.line.quantity })),
    createdByUserId: input.owner.userId ?? null,
    guestId: input.owner.guestId ?? null,
    createdAt: ctx.now(),
  });
  return { id: shared.id, url: `${storefrontOrigin(ctx.config, input.storefront)}/mycart?cart=${shared.id}` };
}

async function loadSharedCart(ctx: AppContext, storefront: ResolvedStorefront, id: string) {
  if (!isUuid(id)) throw notFound(cartMessages.sharedCartNotFound);
  const shared = await findSharedCart(ctx.db, storefront.id, id);
  if (!shared) throw notFound(cartMessages.sharedCartNotFound);
  const listings = await findListingForCart(
    ctx.db,
    storefront.id,
    shared.items.map((i) => i.listingId),
  );
  return { shared, byId: new Map(listings.map((l) => [l.listing.id, l])) };
}

function sharedItemProblem(
  listing: ListingForCart | undefined,
  quantity: number,
  viewer: SessionUser | null,
) {
  if (!listing?.visible || listing.deletedAt !== null) return cartMessages.notPurchasable;
  if (!listing.listing.showPriceWOLogin && viewer === null) return cartMessages.priceHidden;
  if (!isPurchasable(listing.listing)) {
    return listing.listing.numAvailable <= 0 ? cartMessages.onlyLeft(0) : cartMessages.notPurchasable;
  }
  return quantityProblem(listing.listing, quantity);
}

/** GET /api/shared-carts/{id}: what the link holds, priced for whoever looks. */
export async function getSharedCart(
  ctx: AppContext,
  input: { storefront: ResolvedStorefront; viewer: SessionUser | null; id: string },
): Promise<SharedCart> {
  const { shared, byId } = await loadSharedCart(ctx, input.storefront, input.id);
  const tiers = await findTiersByProduct(
    ctx.db,
    [...byId.values()].map((l) => l.product.id),
  );
  return {
    id: shared.id,
    createdAt: shared.createdAt.toISOString(),
    items: shared.items.map((item) => {
      const listing = byId.get(item.listingId);
      const priceShown = listing !== undefined && (listing.listing.showPriceWOLogin || input.viewer !== null);
      return {
        listingId: item.listingId,
        title: listing ? productTitle(listing.product) : 'Listing no longer available',
        path: listing ? productPath(productTitle(listing.product), listing.listing.id) : '/products',
        imageUrl: listing ? productImage(listing.product) : NO_IMAGE_URL,
        quantity: item.quantity,
        unitPrice:
          listing && priceShown
            ? listingUnitPrice(tiers.get(listing.product.id) ?? [], item.quantity, listing.listing.price)
            : null,
        problem: sharedItemProblem(listing, item.quantity, input.viewer),
      };
    }),
  };
}

/**
 * POST /api/shared-carts/{id}/copy: adds each item of the link to the viewer's cart with the cart's
 * own rules; items that cannot be added (no longer listed, sold out, fewer left) are skipped with
 * the reason, and the rest are added.
 */
export async function copySharedCart(ctx: AppContext, input: CartInput & { id: string }) {
  const now = ctx.now();
  const { shared, byId } = await loadSharedCart(ctx, input.storefront, input.id);
  const skipped: { listingId: string; title: string; reason: string }[] = [];
  const outboxIds: string[] = [];
  for (const item of shared.items) {
    const listing = byId.get(item.listingId);
    const title = listing ? productTitle(listing.product) : 'Listing no longer available';
    const problem = sharedItemProblem(listing, item.quantity, input.viewer);
    if (problem || !listing) {
      skipped.push({ listingId: item.listingId, title, reason: problem ?? cartMessages.notPurchasable });
      continue;
    }
    try {
      outboxIds.push(
        ...(await ctx.db.transaction((tx) =>
          addToCart(tx, { ...input, listing, quantity: item.quantity, now }),
        )),
      );
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'invalid_data') throw error;
      skipped.push({ listingId: item.listingId, title, reason: error.message });
    }
  }
  ctx.outbox.wake(outboxIds);
  return { cart: await getCart(ctx, input), skipped };
}

/**
 * Reorder: each ordered item goes back into the cart as far as its listing allows now (on this
 * storefront, in stock, the quantity rule), each line saying what changed: unavailable, less
 * stock, another quantity, a new unit price. A line the cart refuses (with what is in it already)
 * is reported with the cart's own message and nothing of it added.
 */
export async function reorderIntoCart(
  ctx: AppContext,
  input: CartInput & {
    items: readonly { listingId: string; title: string; quantity: number; unitPrice: string }[];
  },
): Promise<{ cart: Cart; lines: ReorderLine[] }> {
  const now = ctx.now();
  const found = await findListingForCart(
    ctx.db,
    input.storefront.id,
    input.items.map((item) => item.listingId),
  );
  const byId = new Map(found.map((row) => [row.listing.id, row]));
  const lines: ReorderLine[] = [];
  const outboxIds: string[] = [];
  for (const item of input.items) {
    const listing = byId.get(item.listingId);
    const usable =
      listing?.visible &&
      listing.deletedAt === null &&
      (listing.listing.showPriceWOLogin || input.viewer !== null);
    const planned = reorderQuantity(
      item.quantity,
      usable && listing
        ? {
            ...listing.listing,
            purchasable: isPurchasable(listing.listing) || listing.listing.numAvailable <= 0,
          }
        : null,
    );
    const line: ReorderLine = {
      listingId: item.listingId,
      title: item.title,
      ordered: item.quantity,
      added: 0,
      previousUnitPrice: item.unitPrice,
      unitPrice: null,
      changes: planned.changes,
    };
    lines.push(line);
    if (planned.quantity === 0 || !listing) continue;
    try {
      outboxIds.push(
        ...(await ctx.db.transaction((tx) =>
          addToCart(tx, { ...input, listing, quantity: planned.quantity, now }),
        )),
      );
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'invalid_data') throw error;
      line.changes = [error.message];
      continue;
    }
    line.added = planned.quantity;
    line.unitPrice = await priceFor(ctx.db, listing, planned.quantity);
    line.changes.push(...reorderPriceChange(item.unitPrice, line.unitPrice));
  }
  ctx.outbox.wake(outboxIds);
  return { cart: await getCart(ctx, input), lines };
}

/** What offers (an accepted offer lands in the cart) and accounts (guest carts merge at sign-in) need. */
export { findPlainCartItem, insertCartItem, mergeGuestCart, updateCartItem } from './cart.repository';
