import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@patchbay/ui';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { ScreenMessage } from '@/components/screen-message';
import { paths } from '@/config/paths';
import { useOrder } from '@/features/orders/api/get-order';
import { OrderActions } from '@/features/orders/components/order-actions';
import { OrderDetailView } from '@/features/orders/components/order-detail';
import { errorMessage, isNotFound } from '@/lib/api-error';
import { useUser } from '@/lib/auth';
import { isOperator } from '@/lib/authorization';
import { backTarget } from '@/lib/back-target';

/** /order/{id} (title OrderDetails): one order in full, with the seller's next steps. */
export function OrderDetailRoute() {
  const { id = '' } = useParams();
  const me = useUser();
  const location = useLocation();
  const operator = isOperator(me.permissions);
  // Back to the list (and its filters) the order was opened from; else the person's own list.
  const back = backTarget(location.state, {
    href: operator ? paths.allOrders.getHref() : paths.mySales.getHref(),
    label: operator ? 'All orders' : 'My sales',
  });
  const query = useOrder(id);

  const backLink = (
    <Anchor component={Link} to={back.href} size="sm" fw={600}>
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden="true" />
        {back.label}
      </Group>
    </Anchor>
  );

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    if (isNotFound(query.error)) return <ScreenMessage heading="This order was not found." />;
    return (
      <Stack gap="md">
        {backLink}
        <Alert color="red" variant="light" role="alert">
          {errorMessage(query.error)}
        </Alert>
      </Stack>
    );
  }
  const order = query.data;
  return (
    <Stack gap="lg">
      {backLink}
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={2}>
          <Title order={2}>Order #{order.orderNumber}</Title>
          <Text c="dimmed" size="sm">
            Placed {formatDateTime(order.dateOrdered)} on {order.storefront.title}
            {operator ? ` · sold by ${order.seller.name}` : ''}
          </Text>
        </Stack>
        <OrderActions order={order} />
      </Group>
      <OrderDetailView order={order} />
    </Stack>
  );
}
