import { Alert, Button, Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { CheckoutQuote } from '@patchbay/contract';
import { formatMoney } from '@patchbay/domain';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { PromoCodeBox } from './promo-code-box';

export interface CheckoutSummaryProps {
  quote: CheckoutQuote | undefined;
  /** A newer quote is being computed: the figures shown are about to change. */
  updating: boolean;
  promoCode: string;
  onPromoCode: (code: string) => void;
  promoCodeError: string | null;
  /** The id of the checkout form the Place order button submits. */
  formId: string;
  placing: boolean;
  canPlace: boolean;
  /** Why the orders were not placed, said next to the button. */
  failure: string | null;
}

/**
 * The running total of every order (each seller's total from the quote, and their sum), the promo
 * code box, and Place order. Its height is held while the first quote loads.
 */
export function CheckoutSummary({
  quote,
  updating,
  promoCode,
  onPromoCode,
  promoCodeError,
  formId,
  placing,
  canPlace,
  failure,
}: CheckoutSummaryProps) {
  // long-function: one component's markup in the order it shows; its rules live in utils and hooks.
  const appliedSomewhere = quote?.sellers.some((seller) => seller.promoCode?.applied) ?? false;
  const promoMessage =
    promoCodeError ??
    quote?.promoCodeMessage ??
    quote?.sellers.find((seller) => seller.promoCode && !seller.promoCode.applied)?.promoCode?.message ??
    null;
  const awaitingQuote = quote?.sellers.some((seller) => seller.shipping?.method === 'quote') ?? false;
  const unchosen = quote?.sellers.some((seller) => seller.shipping === null) ?? false;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="checkout-summary-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="checkout-summary-title">
          Order summary
        </Title>
        <div aria-busy={updating} style={{ opacity: updating ? 0.6 : 1, transition: 'opacity 120ms' }}>
          {quote ? (
            <Stack gap={6}>
              {quote.sellers.map((seller) => (
                <Group key={seller.seller.id} justify="space-between" wrap="nowrap">
                  <Text size="sm">{seller.seller.name}</Text>
                  <Text size="sm">{formatMoney(seller.amounts.total)}</Text>
                </Group>
              ))}
              <Divider my={4} />
              <Group justify="space-between">
                <Text fw={700}>Total</Text>
                <Text fw={800} size="xl" data-testid="checkout-total">
                  {formatMoney(quote.total)}
                </Text>
              </Group>
              {awaitingQuote && (
                <Text size="xs" c="gray.7">
                  Shipping awaiting the seller's quote is not included.
                </Text>
              )}
              {unchosen && (
                <Text size="xs" c="gray.7">
                  Shipping is added once it is chosen for every order.
                </Text>
              )}
              {quote.taxExempt && (
                <Text size="xs" c="gray.7">
                  No tax: your reseller certificate is on file.
                </Text>
              )}
            </Stack>
          ) : (
            <Stack gap={6} aria-hidden="true">
              <Skeleton height={20} />
              <Skeleton height={20} />
              <Skeleton height={32} mt={6} />
            </Stack>
          )}
        </div>
        <PromoCodeBox
          key={promoCode}
          applied={promoCode}
          onApply={onPromoCode}
          message={promoMessage}
          accepted={appliedSomewhere}
        />
        {failure && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle size={18} aria-hidden="true" />}
          >
            {failure}
          </Alert>
        )}
        <Button
          type="submit"
          form={formId}
          size="lg"
          fullWidth
          loading={placing}
          disabled={!canPlace}
          leftSection={<IconLock size={18} aria-hidden="true" />}
        >
          Place order
        </Button>
        <Text size="xs" c="gray.7" ta="center">
          Card numbers go to the payment gateway only.
        </Text>
      </Stack>
    </Paper>
  );
}
