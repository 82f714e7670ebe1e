import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { ScreenMessage } from '@/components/screen-message';
import { paths } from '@/config/paths';
import { useDeletePromoCode, usePromoCode } from '@/features/promo-codes/api/promo-codes';
import { PromoCodeForm } from '@/features/promo-codes/components/promo-code-form';
import { usePromoStorefronts } from '@/features/promo-codes/components/use-promo-storefronts';
import { errorMessage, isNotFound } from '@/lib/api-error';

/** /promocode/new */
export function PromoCodeNewRoute() {
  const navigate = useNavigate();
  const storefronts = usePromoStorefronts();
  return (
    <Stack gap="lg">
      <Title order={2}>Add promo code</Title>
      <PromoCodeForm storefronts={storefronts} onSaved={() => navigate(paths.promoCodes.getHref())} />
    </Stack>
  );
}

function EditPromoCode({ id }: { id: string }) {
  const navigate = useNavigate();
  const promo = usePromoCode(id);
  const storefronts = usePromoStorefronts(promo.data?.storefront ?? null);
  const remove = useDeletePromoCode();
  if (promo.isPending) return <PageLoader />;
  if (promo.isError) {
    return isNotFound(promo.error) ? (
      <ScreenMessage heading="Promo code not found." />
    ) : (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(promo.error)}
      </Alert>
    );
  }
  const used = promo.data.usedCount > 0;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Edit promo code {promo.data.code}</Title>
        <Button
          color="red"
          variant="light"
          disabled={used}
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(id, {
              onSuccess: (r) => {
                notifications.show({ color: 'green', message: r.message });
                navigate(paths.promoCodes.getHref());
              },
              onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }),
            })
          }
        >
          Delete
        </Button>
      </Group>
      {used && (
        <Text size="sm" c="dimmed">
          Used {promo.data.usedCount} times: it cannot be deleted, switch Active off to stop it.
        </Text>
      )}
      <PromoCodeForm
        key={promo.dataUpdatedAt}
        promoCode={promo.data}
        storefronts={storefronts}
        onSaved={() => navigate(paths.promoCodes.getHref())}
      />
    </Stack>
  );
}

/** /promocode/edit?id=… */
export function PromoCodeEditRoute() {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id) return <ScreenMessage heading="Choose a promo code in Promo codes to edit it." />;
  return <EditPromoCode id={id} />;
}
