import { Anchor, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { OrderStatus } from '@patchbay/domain';
import { Link } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { DEFAULT_OFFER_LIST_PARAMS, formatOfferListParams } from '@/features/offers/utils/offer-list-params';
import { DEFAULT_ORDER_LIST_PARAMS, formatOrderListParams } from '@/features/orders/utils/order-list-params';
import type { DashboardReport } from '@/features/reports/api/get-dashboard';

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

/**
 * The dashboard's "waiting on you": open sales, orders awaiting a shipping quote and offers to
 * answer, each linking to its filtered list. The counts are of now, whatever the date range.
 */
export function DashboardAttention({
  orders,
  offers,
  operator,
  waiting,
  pending,
}: {
  orders: boolean;
  offers: boolean;
  /** The operator's counts are of every seller's orders (/allorder). */
  operator: boolean;
  waiting: DashboardReport['waitingOnYou'] | undefined;
  pending: boolean;
}) {
  const noun = operator ? 'Orders' : 'Sales';
  if (!orders && !offers) return null;
  const list = operator ? paths.allOrders.getHref() : paths.mySales.getHref();
  const orderHref = (status: OrderStatus) =>
    `${list}${formatOrderListParams({ ...DEFAULT_ORDER_LIST_PARAMS, status })}`;
  // The offers waiting on the seller: 'in negotiation' (the buyer's proposal stands); with the
  // filter flag set that status is not offered, and 'pending' is the nearest stored one.
  const offerStatus = env.offerFilterFlag ? 'pending' : 'in negotiation';
  const offerHref = `${paths.offersReceived.getHref()}${formatOfferListParams({ ...DEFAULT_OFFER_LIST_PARAMS, status: offerStatus })}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Waiting on you">
      <Title order={3} size="h4" mb="sm">
        Waiting on you
      </Title>
      <Stack gap="xs">
        {orders ? (
          <>
            <Count
              label={`${noun} submitted, not paid yet`}
              href={orderHref('submitted')}
              total={waiting?.ordersSubmitted}
              pending={pending}
            />
            <Count
              label={`${noun} partially paid`}
              href={orderHref('partially paid')}
              total={waiting?.ordersPartiallyPaid}
              pending={pending}
            />
            <Count
              label={`${noun} paid, to ship`}
              href={orderHref('paid')}
              total={waiting?.ordersToShip}
              pending={pending}
            />
            <Count
              label={`${noun} awaiting a shipping quote`}
              href={`${list}${formatOrderListParams({ ...DEFAULT_ORDER_LIST_PARAMS, awaitingShippingQuote: true })}`}
              total={waiting?.ordersAwaitingShippingQuote}
              pending={pending}
            />
          </>
        ) : null}
        {offers ? (
          <Count
            label={env.offerFilterFlag ? 'Offers pending' : 'Offers waiting for your answer'}
            href={offerHref}
            total={waiting?.offersToAnswer}
            pending={pending}
          />
        ) : null}
      </Stack>
    </Card>
  );
}
