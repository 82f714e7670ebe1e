import { Stack, Text, Title } from '@mantine/core';
import { paths } from '@/config/paths';
import { OrderList } from '@/features/orders/components/order-list';

/** /allorder (title Orders): every order on the platform, of every seller (the operator's). */
export function AllOrdersRoute() {
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={2}>All orders</Title>
        <Text c="dimmed" size="sm">
          Every order on the platform, of every seller and storefront. Open one to see it in full.
        </Text>
      </Stack>
      <OrderList title="All orders" scope="all" getOrderHref={paths.order.getHref} />
    </Stack>
  );
}
