import { Alert, Anchor, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CheckoutResponse, PlacedOrder } from '@patchbay/contract';
import { compareMoney, formatMoney } from '@patchbay/domain';
import { StatusBadge } from '@patchbay/ui';
import { IconCircleCheck, IconExternalLink } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ButtonLink, ExternalButtonLink } from '@/components/button-link';
import { paths } from '@/config/paths';

function PlacedOrderCard({ order }: { order: PlacedOrder }) {
  const instructions = order.paymentInstructions;
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="article"
      aria-label={`Order ${order.orderNumber} from ${order.seller.name}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4">
              Order #{order.orderNumber}
            </Title>
            <Text size="sm" c="gray.7">
              From {order.seller.name}
            </Text>
          </div>
          <StatusBadge status={order.status} size="lg" />
        </Group>
        <Group justify="space-between">
          <Text>Order total</Text>
          <Text fw={700} size="lg">
            {formatMoney(order.total)}
          </Text>
        </Group>
        {instructions?.bankTransferInstructions && (
          <Alert color="blue" variant="light" title="Bank transfer instructions">
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {instructions.bankTransferInstructions}
            </Text>
            <Text size="sm" mt="xs">
              Please quote order #{order.orderNumber} with your payment.
            </Text>
          </Alert>
        )}
        {instructions?.paymentLink && (
          <ExternalButtonLink
            href={instructions.paymentLink}
            target="_blank"
            rel="noopener noreferrer"
            rightSection={<IconExternalLink size={16} aria-hidden="true" />}
          >
            Pay with PayPal
          </ExternalButtonLink>
        )}
        <Anchor component={Link} to={order.detailPath} fw={600}>
          View order #{order.orderNumber}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/**
 * After placing: every order placed (one per seller) with its number, seller, total and status,
 * a link to its details (a guest's link carries its token), and what remains to pay: the seller's
 * bank transfer instructions (ACH, PayLater) or the payment link (PayPal).
 */
export function OrderConfirmation({ result, signedIn }: { result: CheckoutResponse; signedIn: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const many = result.orders.length > 1;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap">
          <IconCircleCheck size={36} color="var(--mantine-color-green-7)" aria-hidden="true" />
          <Title order={1} ref={heading} tabIndex={-1}>
            Thank you: {many ? `${result.orders.length} orders were placed` : 'your order was placed'}
          </Title>
        </Group>
        <Text>
          {many ? 'Each seller ships and bills its own order. ' : ''}A summary is on its way to your email
          {compareMoney(result.charged, '0') > 0
            ? `; ${formatMoney(result.charged)} was charged to your card.`
            : '.'}
        </Text>
        <SimpleGrid cols={{ base: 1, md: many ? 2 : 1 }} spacing="lg">
          {result.orders.map((order) => (
            <PlacedOrderCard key={order.id} order={order} />
          ))}
        </SimpleGrid>
        <Group gap="sm">
          <ButtonLink to={paths.products.getHref()} variant="default">
            Continue shopping
          </ButtonLink>
          {signedIn && (
            <ButtonLink to={paths.myPurchases.getHref()} variant="subtle">
              My purchases
            </ButtonLink>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
