import type { Cart } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import {
  type QueryClient,
  queryOptions,
  type UseMutationOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { clientStateStore, useClientState } from '@/lib/client-state';
import { cartOwnerKey, syncClientCart } from '../utils/cart-state';

/** Every cart query starts with this key; the owner (user or guest) follows. */
export const cartQueryKey = ['cart'] as const;

/**
 * Keeps the client state (SPEC.md §3 cart items and count) in step with a cart the server just
 * answered with, so the header's count is right at the next visit's first paint.
 */
export function rememberCart(cart: Cart) {
  syncClientCart(clientStateStore, cart);
}

/** GET /api/cart: this storefront's cart of the signed-in user, else of the browser's guest id. */
export async function getCart({ signal }: { signal?: AbortSignal } = {}): Promise<Cart> {
  const cart = await dataOf(client.GET('/api/cart', signal ? { signal } : {}));
  rememberCart(cart);
  return cart;
}

export const getCartQueryOptions = (owner: string | null) =>
  queryOptions({
    queryKey: [...cartQueryKey, owner],
    queryFn: ({ signal }) => getCart({ signal }),
    enabled: owner !== null,
    // Stock and offer prices move: a cart seen a little while ago is read again.
    staleTime: 15_000,
  });

/** Whose cart this browser shows now (part of the query key). */
export function useCartOwner(): string | null {
  const user = useClientState('user');
  const guestId = useClientState('guestId');
  return cartOwnerKey(user?.id, guestId);
}

export function useCart() {
  return useQuery(getCartQueryOptions(useCartOwner()));
}

/** A cart call answered with the cart as it now is: show it everywhere at once. */
export function applyCart(queryClient: QueryClient, owner: string | null, cart: Cart) {
  queryClient.setQueryData(getCartQueryOptions(owner).queryKey, cart);
  rememberCart(cart);
}

/** The cart changed on the server by other means (an order was placed): read it again. */
export function refreshCart(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: cartQueryKey });
}

/**
 * A mutation whose reply carries the cart (add, change, remove, copy a shared cart): the cart
 * query takes the reply at once instead of asking again, then the caller's onSuccess runs.
 */
export function useCartMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  cartOf: (result: Result) => Cart,
  mutationConfig: Omit<UseMutationOptions<Result, Error, Variables>, 'mutationFn'> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig;
  return useMutation({
    ...rest,
    onSuccess: (result, ...args) => {
      // Whose cart it is when the reply comes, read then: a button holding this hook does not
      // re-render when the session arrives after the page.
      const { user, guestId } = clientStateStore.getState();
      applyCart(queryClient, cartOwnerKey(user?.id, guestId), cartOf(result));
      return onSuccess?.(result, ...args);
    },
    mutationFn,
  });
}
