import { Alert, Button, Center, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { formatCount, formatMoney } from '@patchbay/domain';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/button-link';
import { paths } from '@/config/paths';
import { useCart } from '../api/get-cart';
import { closeSidebarCart, useSidebarCartOpen } from '../hooks/use-sidebar-cart';
import { linesWithProblems } from '../utils/cart-state';
import { CartLines } from './cart-lines';
import { EmptyCart } from './empty-cart';
import { ShareCartButton } from './share-cart-button';

/** SPEC.md §9 SidebarCart: the cart in a drawer, from any page. */
export function SidebarCart() {
  const opened = useSidebarCartOpen();
  const cart = useCart();
  const { data } = cart;
  const problems = data ? linesWithProblems(data).length : 0;

  let body: ReactNode;
  if (data && data.items.length === 0) body = <EmptyCart onNavigate={closeSidebarCart} />;
  else if (data) {
    body = (
      <Stack gap="md">
        {problems > 0 && (
          <Alert color="red" variant="light">
            {problems === 1 ? 'One item needs' : `${problems} items need`} your attention before checkout.
          </Alert>
        )}
        <CartLines cart={data} view="SidebarCart" headingOrder={3} onNavigate={closeSidebarCart} />
      </Stack>
    );
  } else if (cart.isError) {
    body = (
      <Alert color="red" title="Your cart could not be loaded" role="alert">
        <Button size="xs" mt="xs" onClick={() => void cart.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else {
    body = (
      <Center py="xl" role="status" aria-label="Loading your cart">
        <Loader />
      </Center>
    );
  }

  return (
    <Drawer
      opened={opened}
      onClose={closeSidebarCart}
      position="right"
      size="md"
      title="Your cart"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      closeButtonProps={{ 'aria-label': 'Close cart' }}
      // The drawer's <header> would be a second banner landmark beside the page's header.
      attributes={{ header: { role: 'group', 'aria-label': 'Your cart' } }}
    >
      <Stack gap="lg">
        {body}
        {data && data.items.length > 0 && (
          <Stack gap="sm" pos="sticky" bottom={0} bg="var(--mantine-color-body)" py="sm">
            <Group justify="space-between">
              <Text fw={600}>
                Subtotal ({formatCount(data.quantity)} {data.quantity === 1 ? 'unit' : 'units'})
              </Text>
              <Text fw={700} size="lg">
                {formatMoney(data.subtotal)}
              </Text>
            </Group>
            <Text size="xs" c="gray.7">
              Shipping, tax and fees are worked out at checkout.
            </Text>
            <Group grow>
              <ButtonLink variant="default" to={paths.reviewCart.getHref()} onClick={closeSidebarCart}>
                Review cart
              </ButtonLink>
              <ButtonLink to={paths.myCart.getHref()} onClick={closeSidebarCart}>
                Checkout
              </ButtonLink>
            </Group>
            <ShareCartButton variant="subtle" size="sm" />
          </Stack>
        )}
      </Stack>
    </Drawer>
  );
}
