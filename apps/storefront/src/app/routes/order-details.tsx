import { notifications } from '@mantine/notifications';
import { formatMoney } from '@patchbay/domain';
import { ApiError } from '@patchbay/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { useMe } from '@/features/auth/api/get-me';
import { refreshCart } from '@/features/cart/api/get-cart';
import { CardPaymentForm } from '@/features/checkout/components/card-payment-form';
import { useOrder } from '@/features/orders/api/get-order';
import { usePayOrder } from '@/features/orders/api/pay-order';
import { OrderDetail } from '@/features/orders/components/order-detail';
import { ReorderPanel } from '@/features/orders/components/reorder-panel';
import { usePageTitle } from '@/lib/page-title';
import NotFoundRoute from './not-found';

/**
 * /orderdetails/{id} (open to anyone holding the link; page title OrderDetails). A guest's link
 * carries ?token=; another buyer's order is not found.
 */
export default function OrderDetailsRoute() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const accessToken = params.get('token');
  const order = useOrder(id, accessToken);
  const signedIn = Boolean(useMe().data?.user);
  const queryClient = useQueryClient();
  const pay = usePayOrder({
    mutationConfig: {
      onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
    },
  });

  const notFound = order.error instanceof ApiError && order.error.status === 404;
  usePageTitle(notFound ? 'Not found' : 'Order Details');

  if (notFound) return <NotFoundRoute />;
  if (!order.data && order.isError) {
    return <LoadError heading="This order could not be loaded" onRetry={() => void order.refetch()} />;
  }
  if (!order.data) return <PageLoader />;

  const data = order.data;
  return (
    <OrderDetail
      order={data}
      invoiceHref={`/api/orders/${encodeURIComponent(data.id)}/invoice${accessToken ? `?${new URLSearchParams({ token: accessToken })}` : ''}`}
      reorder={
        signedIn ? (
          <ReorderPanel orderId={data.id} onCartChanged={() => void refreshCart(queryClient)} />
        ) : null
      }
      payNow={
        data.canPayByCard ? (
          <CardPaymentForm
            submitLabel={`Pay ${formatMoney(data.balanceDue)} now`}
            purpose={`${data.id}:${data.balanceDue}`}
            onPay={({ token, idempotencyKey }) =>
              pay.mutateAsync({ id: data.id, token, accessToken, idempotencyKey })
            }
          />
        ) : null
      }
    />
  );
}
