import { Anchor, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { OrderStatus } from '@patchbay/domain';
import { Link } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useOffers } from '@/features/offers/api/get-offers';
import { DEFAULT_OFFER_LIST_PARAMS, formatOfferListParams } from '@/features/offers/utils/offer-list-params';
import { useOrders } from '@/features/orders/api/get-orders';
import { DEFAULT_ORDER_LIST_PARAMS, formatOrderListParams } from '@/features/orders/utils/order-list-params';

function Count({
  label,
  href,
  total,
  pending,
}: {
  label: string;
  href: string;
  total: number | undefined;
  pending: boolean;
}) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Anchor component={Link} to={href}>
        {label}
      </Anchor>
      {pending ? <Loader size="xs" aria-label="Loading" /> : <Text fw={700}>{total ?? '—'}</Text>}
    </Group>
  );
}

function OrderCount({ status, label, all }: { status: OrderStatus; label: string; all: boolean }) {
  const params = { ...DEFAULT_ORDER_LIST_PARAMS, status };
  const query = useOrders(all ? 'all' : 'mine', params);
  return (
    <Count
      label={label}
      href={`${all ? paths.allOrders.getHref() : paths.mySales.getHref()}${formatOrderListParams(params)}`}
      total={query.data?.total}
      pending={query.isPending}
    />
  );
}

function OfferCount() {
  // The offers waiting on the seller: 'in negotiation' (the buyer's proposal stands); with the
  // filter flag set that status is not offered, and 'pending' is the nearest stored one.
  const status = env.offerFilterFlag ? 'pending' : 'in negotiation';
  const params = { ...DEFAULT_OFFER_LIST_PARAMS, status } as const;
  const query = useOffers('received', params);
  return (
    <Count
      label={env.offerFilterFlag ? 'Offers pending' : 'Offers waiting for your answer'}
      href={`${paths.offersReceived.getHref()}${formatOfferListParams(params)}`}
      total={query.data?.total}
      pending={query.isPending}
    />
  );
}

/** The dashboard's "waiting on you": open sales and offers to answer, each linking to its filtered list. */
export function DashboardAttention({
  orders,
  offers,
  operator,
}: {
  orders: boolean;
  offers: boolean;
  /** The operator's counts are of every seller's orders (/allorder). */
  operator: boolean;
}) {
  const noun = operator ? 'Orders' : 'Sales';
  if (!orders && !offers) return null;
  return (
    <Card withBorder radius="md" padding="lg" maw={520}>
      <Title order={3} size="h4" mb="sm">
        Waiting on you
      </Title>
      <Stack gap="xs">
        {orders ? (
          <OrderCount all={operator} status="submitted" label={`${noun} submitted, not paid yet`} />
        ) : null}
        {orders ? (
          <OrderCount all={operator} status="partially paid" label={`${noun} partially paid`} />
        ) : null}
        {orders ? <OrderCount all={operator} status="paid" label={`${noun} paid, to ship`} /> : null}
        {offers ? <OfferCount /> : null}
      </Stack>
    </Card>
  );
}
