import { Stack, Text, Title } from '@mantine/core';
import { paths } from '@/config/paths';
import { OrderList } from '@/features/orders/components/order-list';
import { useUser } from '@/lib/auth';

/** /mysales: the orders the signed-in person's organization received as seller. */
export function MySalesRoute() {
  const me = useUser();
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={2}>My sales</Title>
        <Text c="dimmed" size="sm">
          Orders {me.organization?.name ?? 'your organization'} received on every storefront. Open one to
          record payments, set a shipping quote, add fees, ship or cancel it.
        </Text>
      </Stack>
      <OrderList title="My sales" scope="mine" getOrderHref={paths.order.getHref} />
    </Stack>
  );
}
