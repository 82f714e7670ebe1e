import type { Cart, CartLine } from '@patchbay/contract';

/** The part of the client state (SPEC.md §3 'cart items and count') that mirrors the server's cart. */
export interface ClientCartState {
  cartItems: { listingId: string; quantity: number }[];
  cartCount: number;
}

/** What the client state keeps of a cart: each line's listing and quantity, and the count in the header. */
export function toClientCartState(cart: Pick<Cart, 'items' | 'count'>): ClientCartState {
  return {
    cartItems: cart.items.map((line) => ({ listingId: line.listingId, quantity: line.quantity })),
    cartCount: cart.count,
  };
}

/** True when the client state already says what this cart says (no write needed). */
export function sameClientCartState(a: ClientCartState, b: ClientCartState): boolean {
  return (
    a.cartCount === b.cartCount &&
    a.cartItems.length === b.cartItems.length &&
    a.cartItems.every(
      (item, index) =>
        item.listingId === b.cartItems[index]?.listingId && item.quantity === b.cartItems[index]?.quantity,
    )
  );
}

/**
 * Whose cart the browser is looking at: the signed-in user's, else this browser's guest cart.
 * Part of the cart's query key, so signing in (which merges the guest cart on the server) reads
 * the cart again. Null while neither is known yet (the first visit, before /api/auth/me answers):
 * asking then could mint a second guest id.
 */
export function cartOwnerKey(userId: string | null | undefined, guestId: string | null | undefined) {
  if (userId) return `user:${userId}`;
  if (guestId) return `guest:${guestId}`;
  return null;
}

export interface SellerGroup {
  seller: { id: string; name: string };
  lines: CartLine[];
  subtotal: string;
}

/** The cart's lines under their sellers, in the server's order (each seller becomes one order). */
export function groupBySeller(cart: Pick<Cart, 'items' | 'sellers'>): SellerGroup[] {
  const byId = new Map(cart.items.map((line) => [line.id, line]));
  return cart.sellers.map((group) => ({
    seller: group.seller,
    subtotal: group.subtotal,
    lines: group.itemIds.map((id) => byId.get(id)).filter((line): line is CartLine => line !== undefined),
  }));
}

/** Lines that stop the checkout as they are (sold out, fewer left, no longer listed, offer expired). */
export function linesWithProblems(cart: Pick<Cart, 'items'>): CartLine[] {
  return cart.items.filter((line) => line.problem !== null);
}

/** The part of the client-state store the cart writes to. */
export interface ClientCartStore {
  getState(): ClientCartState;
  setState(patch: ClientCartState): void;
}

/**
 * Writes a cart the server answered with into the client state, unless it already says the same
 * (the store saves to local storage, at most once a second: no needless writes). True if written.
 */
export function syncClientCart(store: ClientCartStore, cart: Pick<Cart, 'items' | 'count'>): boolean {
  const next = toClientCartState(cart);
  const { cartItems, cartCount } = store.getState();
  if (sameClientCartState({ cartItems, cartCount }, next)) return false;
  store.setState(next);
  return true;
}
