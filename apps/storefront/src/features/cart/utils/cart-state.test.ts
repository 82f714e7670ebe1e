import type { Cart, CartLine } from '@patchbay/contract';
import { describe, expect, it } from 'vitest';
// Relative imports: the web test project does not resolve the app's @/ alias.
import { createPersistedStore, type KeyValueStorage } from '../../../lib/persisted-store';
import {
  cartOwnerKey,
  groupBySeller,
  linesWithProblems,
  sameClientCartState,
  syncClientCart,
  toClientCartState,
} from './cart-state';

function line(
  id: string,
  listingId: string,
  sellerId: string,
  quantity: number,
  problem: string | null = null,
) {
  return {
    id,
    listingId,
    productId: `p-${listingId}`,
    title: `Item ${listingId}`,
    path: `/item/dp/${listingId}`,
    imageUrl: '/x.png',
    oemName: 'Cisco',
    oemPartNumber: 'X1',
    condition: 'New',
    seller: { id: sellerId, name: `Seller ${sellerId}` },
    quantity,
    listPrice: '10.00',
    unitPrice: '10.0000',
    offerPrice: null,
    offerItemId: null,
    offerValidTill: null,
    lineTotal: `${quantity * 10}.00`,
    minQuantity: 1,
    quantityMultiple: 1,
    numAvailable: 100,
    isShippingIncluded: false,
    problem,
  } satisfies CartLine;
}

const cart: Cart = {
  items: [
    line('c1', 'l1', 's1', 2),
    line('c2', 'l2', 's2', 5, 'Only 3 available'),
    line('c3', 'l3', 's1', 1),
  ],
  sellers: [
    { seller: { id: 's1', name: 'Seller s1' }, itemIds: ['c1', 'c3'], subtotal: '30.00' },
    { seller: { id: 's2', name: 'Seller s2' }, itemIds: ['c2'], subtotal: '50.00' },
  ],
  count: 3,
  quantity: 8,
  subtotal: '80.00',
};

describe('client cart state (SPEC.md §3 cart items and count)', () => {
  it('keeps each line as listing and quantity, and the line count for the header', () => {
    expect(toClientCartState(cart)).toEqual({
      cartItems: [
        { listingId: 'l1', quantity: 2 },
        { listingId: 'l2', quantity: 5 },
        { listingId: 'l3', quantity: 1 },
      ],
      cartCount: 3,
    });
    expect(toClientCartState({ items: [], count: 0 })).toEqual({ cartItems: [], cartCount: 0 });
  });

  it('tells when the stored state already matches the server', () => {
    const state = toClientCartState(cart);
    expect(sameClientCartState(state, toClientCartState(cart))).toBe(true);
    const changedQuantity = {
      ...state,
      cartItems: state.cartItems.map((i, n) => (n === 1 ? { ...i, quantity: 4 } : i)),
    };
    expect(sameClientCartState(state, changedQuantity)).toBe(false);
    expect(sameClientCartState(state, { ...state, cartCount: 2 })).toBe(false);
    expect(sameClientCartState(state, { cartItems: state.cartItems.slice(1), cartCount: 3 })).toBe(false);
  });

  it('keys the cart by the signed-in user, else the guest, and waits while neither is known', () => {
    expect(cartOwnerKey('u1', 'g1')).toBe('user:u1');
    expect(cartOwnerKey(null, 'g1')).toBe('guest:g1');
    expect(cartOwnerKey(null, null)).toBeNull();
  });
});

describe('client state kept in step with the server cart', () => {
  function memoryStore() {
    const saved: string[] = [];
    const storage: KeyValueStorage = { getItem: () => null, setItem: (_key, value) => saved.push(value) };
    const store = createPersistedStore({
      key: 'test',
      defaults: {
        cartItems: [] as { listingId: string; quantity: number }[],
        cartCount: 0,
        sharedCartUrlId: null,
      },
      storage,
    });
    return { store, saved };
  }

  it('writes each new cart the server answers with, and what it holds survives in storage', () => {
    const { store, saved } = memoryStore();
    expect(syncClientCart(store, cart)).toBe(true);
    expect(store.getState()).toMatchObject({ cartCount: 3, cartItems: toClientCartState(cart).cartItems });
    expect(JSON.parse(saved.at(-1) ?? '{}')).toMatchObject({ cartCount: 3 });
    // Other client state is left as it was.
    expect(store.getState().sharedCartUrlId).toBeNull();
  });

  it('does not write the same cart twice', () => {
    const { store } = memoryStore();
    syncClientCart(store, cart);
    expect(syncClientCart(store, { ...cart })).toBe(false);
    const emptied = { items: [], count: 0 };
    expect(syncClientCart(store, emptied)).toBe(true);
    expect(store.getState()).toMatchObject({ cartItems: [], cartCount: 0 });
  });
});

describe('cart views', () => {
  it('groups lines under their sellers in the order the server gives', () => {
    const groups = groupBySeller(cart);
    expect(groups.map((g) => [g.seller.id, g.lines.map((l) => l.id), g.subtotal])).toEqual([
      ['s1', ['c1', 'c3'], '30.00'],
      ['s2', ['c2'], '50.00'],
    ]);
  });

  it('lists the lines that stop the checkout', () => {
    expect(linesWithProblems(cart).map((l) => l.id)).toEqual(['c2']);
  });
});
