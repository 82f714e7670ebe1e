import { Container, Skeleton, Stack, Title } from '@mantine/core';
import type { CheckoutResponse } from '@patchbay/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import { useSavedAddresses } from '@/features/address-book/api/saved-addresses';
import { useMe } from '@/features/auth/api/get-me';
import { refreshCart, useCart } from '@/features/cart/api/get-cart';
import { CartLines } from '@/features/cart/components/cart-lines';
import { EmptyCart } from '@/features/cart/components/empty-cart';
import { SharedCartPanel } from '@/features/cart/components/shared-cart-panel';
import { CheckoutScreen } from '@/features/checkout/components/checkout-screen';
import { OrderConfirmation } from '@/features/checkout/components/order-confirmation';
import type { Buyer } from '@/features/checkout/utils/checkout-form';
import { usePageTitle } from '@/lib/page-title';

/**
 * /mycart and /checkout (one screen, page title CartCheckout): SPEC.md §9 Checkout view of the
 * cart. `?cart=<id>` opens a shared cart link first (SPEC.md §2). After placing, the confirmation.
 */
export default function CartCheckoutRoute() {
  usePageTitle('My Cart');
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const sharedCartId = params.get('cart');
  const queryClient = useQueryClient();
  const cart = useCart();
  const me = useMe();
  const [placed, setPlaced] = useState<CheckoutResponse | null>(null);
  const user = me.data?.user ?? null;
  const savedAddresses = useSavedAddresses({ enabled: user !== null });

  if (placed) return <OrderConfirmation result={placed} signedIn={user !== null} />;

  const buyer: Buyer | null = me.data
    ? {
        signedIn: user !== null,
        firstName: user?.firstName ?? '',
        lastName: user?.lastName ?? '',
        email: user?.email ?? '',
        companyName: user?.organization?.name ?? '',
      }
    : null;

  let content: ReactNode;
  if (cart.isError && !cart.data) {
    content = <LoadError heading="Your cart could not be loaded" onRetry={() => void cart.refetch()} />;
  } else if (!cart.data || !buyer) {
    content = <Skeleton height={480} radius="md" aria-label="Loading your cart" />;
  } else if (cart.data.items.length === 0) {
    content = <EmptyCart />;
  } else {
    const data = cart.data;
    content = (
      <CheckoutScreen
        // Signing in elsewhere starts the form again with the account's details.
        key={buyer.signedIn ? 'signed-in' : 'guest'}
        cart={data}
        buyer={buyer}
        renderSellerItems={(sellerId) => <CartLines cart={data} view="Checkout" sellerId={sellerId} />}
        onPlaced={(result) => {
          setPlaced(result);
          window.scrollTo({ top: 0 });
          void refreshCart(queryClient);
        }}
        onCartChanged={() => void refreshCart(queryClient)}
        signInHref={paths.auth.getHref({ page: `${pathname}${search}` })}
        savedAddresses={user ? savedAddresses.data?.items : undefined}
      />
    );
  }

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Title order={1}>My Cart</Title>
        {sharedCartId && <SharedCartPanel id={sharedCartId} />}
        {content}
      </Stack>
    </Container>
  );
}
