import { useSyncExternalStore } from 'react';
import { createPersistedStore, type KeyValueStorage } from './persisted-store';

/**
 * An item of the offer being prepared: what the buyer proposes for a listing, with what the
 * offer checkout shows about it (taken from the product page when it was added; the server checks
 * everything again when the offer is sent).
 */
export interface OfferDraftItem {
  listingId: string;
  quantity: number;
  /** The proposed unit price as typed, a decimal string. */
  unitPrice: string;
  title: string;
  path: string;
  imageUrl: string;
  seller: { id: string; name: string };
  /** The listing's price; null when the seller keeps it for signed-in buyers. */
  listPrice: string | null;
  minQuantity: number;
  quantityMultiple: number;
}

/**
 * The client state SPEC.md §3 lists, saved to localStorage at most once per second. It only remembers
 * what the browser needs between visits (ids, counts, filters); the server stays the source of truth
 * and each feature replaces its `unknown`-free placeholder shape here when it lands.
 */
export interface ClientState {
  /** The signed-in user's essentials; null for a guest. Mirrored from GET /api/auth/me. */
  user: { id: string; displayName: string; role: string; homeUrl: string } | null;
  /** This browser's guest id (SPEC.md §3 Guest user), sent as X-Guest-Id; mirrored from /api/auth/me. */
  guestId: string | null;
  /** Ids of the listings and products last shown. */
  listings: string[];
  products: string[];
  currentListingId: string | null;
  currentProductId: string | null;
  /** Filters per page, e.g. { products: { sort: 'featured' } }. */
  pageFilters: Record<string, Record<string, string>>;
  cartItems: { listingId: string; quantity: number }[];
  cartCount: number;
  /** The offer being prepared (SPEC.md §2 /myoffer): one entry per listing, sent by seller. */
  offerItems: OfferDraftItem[];
  /** Number of offer items being prepared: the count next to the offer link in the header. */
  offerCount: number;
  /** Which storefront this state belongs to. */
  storefront: { id: string; slug: string } | null;
  faqIds: string[];
  productId: string | null;
  productInsightParams: { brand: string; mpn: string } | null;
  promoCodeId: string | null;
  sharedCartUrlId: string | null;
}

export const initialClientState: ClientState = {
  user: null,
  guestId: null,
  listings: [],
  products: [],
  currentListingId: null,
  currentProductId: null,
  pageFilters: {},
  cartItems: [],
  cartCount: 0,
  offerItems: [],
  offerCount: 0,
  storefront: null,
  faqIds: [],
  productId: null,
  productInsightParams: null,
  promoCodeId: null,
  sharedCartUrlId: null,
};

/** localStorage is per origin, so each storefront host keeps its own state under this key. */
export const CLIENT_STATE_KEY = 'patchbay:state';

function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: keep the state in memory
  }
}

export const clientStateStore = createPersistedStore<ClientState>({
  key: CLIENT_STATE_KEY,
  defaults: initialClientState,
  storage: browserStorage(),
});

/**
 * One key of the client state; re-renders only when that key changes. A page the server rendered
 * was rendered for a guest with no saved state: while React hydrates it, the first render reads
 * that same initial state (the server snapshot), and the saved state follows in the next render.
 */
export function useClientState<K extends keyof ClientState>(key: K): ClientState[K] {
  return useSyncExternalStore(
    clientStateStore.subscribe,
    () => clientStateStore.getState()[key],
    () => initialClientState[key],
  );
}

export const setClientState = clientStateStore.setState;

/**
 * Signing out (SPEC.md §2/§6): forget the client state and everything this host keeps in local
 * storage. The caller then leaves the page, so nothing rebuilt from memory outlives the session.
 */
export function clearClientState() {
  clientStateStore.setState(initialClientState);
  try {
    window.localStorage.clear();
  } catch {
    // storage disabled: there is nothing stored to clear
  }
}
