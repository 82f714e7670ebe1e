import { Alert, Container, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatCount, formatMoney } from '@patchbay/domain';
import { ButtonLink } from '@/components/button-link';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import { useCart } from '../api/get-cart';
import { linesWithProblems } from '../utils/cart-state';
import { CartLines } from './cart-lines';
import { EmptyCart } from './empty-cart';
import { ShareCartButton } from './share-cart-button';

/** SPEC.md §9 ReviewCart (/reviewcart): every line by seller, to adjust before checking out. */
export function ReviewCart() {
  const cart = useCart();
  const { data } = cart;

  if (cart.isError && !data) {
    return <LoadError heading="Your cart could not be loaded" onRetry={() => void cart.refetch()} />;
  }

  const problems = data ? linesWithProblems(data) : [];
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1}>Review your cart</Title>
          <ButtonLink to={paths.quickOrder.getHref()} variant="default">
            Quick order
          </ButtonLink>
        </Group>
        {!data ? (
          <Skeleton height={240} radius="md" aria-label="Loading your cart" />
        ) : data.items.length === 0 ? (
          <EmptyCart />
        ) : (
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="md">
                {problems.length > 0 && (
                  <Alert color="red" variant="light" title="Some items need your attention">
                    Change their quantity or remove them before checking out.
                  </Alert>
                )}
                <CartLines cart={data} view="ReviewCart" headingOrder={2} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="cart-summary-title">
                <Stack gap="sm">
                  <Title order={2} size="h4" id="cart-summary-title">
                    Summary
                  </Title>
                  <Group justify="space-between">
                    <Text>Items</Text>
                    <Text>{formatCount(data.count)}</Text>
                  </Group>
                  <Group justify="space-between">
                    <Text>Units</Text>
                    <Text>{formatCount(data.quantity)}</Text>
                  </Group>
                  <Group justify="space-between">
                    <Text fw={700}>Subtotal</Text>
                    <Text fw={700} size="lg">
                      {formatMoney(data.subtotal)}
                    </Text>
                  </Group>
                  <Text size="sm" c="gray.7">
                    Each seller ships its own order. Shipping, tax and fees are worked out at checkout.
                  </Text>
                  <ButtonLink to={paths.myCart.getHref()} size="md">
                    Checkout
                  </ButtonLink>
                  <ShareCartButton />
                  <ButtonLink to={paths.products.getHref()} variant="subtle">
                    Continue shopping
                  </ButtonLink>
                </Stack>
              </Paper>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Container>
  );
}
