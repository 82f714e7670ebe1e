import { Alert, Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Offer, OfferItem } from '@patchbay/contract';
import { formatCount, formatMoney } from '@patchbay/domain';
import { ApiError } from '@patchbay/ui';
import type { OfferAnswer } from '../api/answer-offer';
import { draftItemTotal, draftPriceError, draftQuantityError } from '../utils/offer-form';

export type AnswerKind = OfferAnswer['action'];

const TITLES: Record<AnswerKind, string> = {
  accept: 'Accept this offer',
  reject: 'Reject this offer',
  counter: 'Make a counter-offer',
  edit: 'Make a new offer',
  cancel: 'Cancel this offer',
};

const CONFIRM: Record<AnswerKind, string> = {
  accept: 'Accept',
  reject: 'Reject offer',
  counter: 'Send counter-offer',
  edit: 'Send new offer',
  cancel: 'Cancel offer',
};

interface TermsValues {
  unitPrice: string;
  quantity: number | string;
}

export interface AnswerOfferModalProps {
  kind: AnswerKind | null;
  offer: Offer;
  item: OfferItem;
  /** The buyer's own last proposal, which a new offer starts from. */
  buyerTerms: { unitPrice: string; quantity: number } | null;
  pending: boolean;
  error: Error | null;
  onClose: () => void;
  onSubmit: (answer: OfferAnswer) => void;
}

/**
 * The answer dialogs: accept, reject and cancel are confirmed; a counter-offer (seller) and a new
 * offer (buyer) take a unit price and quantity, never above the listing price.
 */
export function AnswerOfferModal({
  kind,
  offer,
  item,
  buyerTerms,
  pending,
  error,
  onClose,
  onSubmit,
}: AnswerOfferModalProps) {
  const form = useForm<TermsValues>({
    mode: 'controlled',
    // The parent mounts a fresh dialog for each answer (a key), so it starts from the terms on the table.
    initialValues:
      kind === 'edit' && buyerTerms
        ? { unitPrice: String(Number(buyerTerms.unitPrice)), quantity: buyerTerms.quantity }
        : { unitPrice: '', quantity: item.quantity },
    validate: {
      unitPrice: (value) => draftPriceError(value, item.listPrice),
      quantity: (value) => draftQuantityError(value, 1, 1),
    },
    clearInputErrorOnChange: true,
  });
  const fieldErrors = error instanceof ApiError ? error.fields : undefined;
  const message =
    error instanceof ApiError && !fieldErrors && error.status >= 400 && error.status < 500
      ? error.message
      : error && !fieldErrors
        ? 'Something went wrong. Please try again'
        : null;

  const withTerms = kind === 'counter' || kind === 'edit';
  const quantity = Number(form.values.quantity);
  const total = draftItemTotal({
    unitPrice: form.values.unitPrice,
    quantity: Number.isInteger(quantity) ? quantity : 0,
  });

  return (
    <Modal opened={kind !== null} onClose={onClose} title={kind ? TITLES[kind] : ''} centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {item.title} · {offer.viewer === 'seller' ? `from ${offer.buyer.name}` : `to ${offer.seller.name}`}
        </Text>
        <Text size="sm">
          On the table: <strong>{formatMoney(item.unitPrice, { precise: true })}</strong> ×{' '}
          {formatCount(item.quantity)} = <strong>{formatMoney(item.total)}</strong>
        </Text>
        {message && (
          <Alert color="red" role="alert">
            {message}
          </Alert>
        )}
        {withTerms ? (
          <form
            noValidate
            aria-label={kind ? TITLES[kind] : undefined}
            onSubmit={form.onSubmit((values) => {
              const terms = { unitPrice: values.unitPrice.trim(), quantity: Number(values.quantity) };
              onSubmit(kind === 'counter' ? { action: 'counter', ...terms } : { action: 'edit', ...terms });
            })}
          >
            <Stack gap="sm">
              <Text size="sm">
                {item.listPrice === null
                  ? 'Sign in to see the listing price and make a new offer.'
                  : `Listing price: ${formatMoney(item.listPrice, { precise: true })} per unit. Proposals may not be above it.`}
              </Text>
              <TextInput
                {...form.getInputProps('unitPrice')}
                error={form.errors.unitPrice ?? fieldErrors?.unitPrice}
                label="Price per unit (USD)"
                leftSection="$"
                inputMode="decimal"
                withAsterisk
                autoComplete="off"
                data-autofocus
              />
              <NumberInput
                {...form.getInputProps('quantity')}
                error={form.errors.quantity ?? fieldErrors?.quantity}
                label="Quantity"
                withAsterisk
                min={1}
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator=","
              />
              <Text size="sm" aria-live="polite">
                Total: <strong>{total === null ? '—' : formatMoney(total)}</strong>
              </Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  Back
                </Button>
                <Button type="submit" loading={pending}>
                  {kind ? CONFIRM[kind] : ''}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Stack gap="sm">
            {kind === 'accept' && (
              <Text size="sm">
                {offer.viewer === 'buyer'
                  ? 'The item goes into your cart at this price, reserved for you for a limited time.'
                  : "The item goes into the buyer's cart at this price."}
              </Text>
            )}
            {kind === 'cancel' && <Text size="sm">The seller is told that you withdrew your offer.</Text>}
            {kind === 'reject' && <Text size="sm">The buyer is told that you declined the offer.</Text>}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Back
              </Button>
              <Button
                color={kind === 'accept' ? undefined : 'red'}
                loading={pending}
                onClick={() => {
                  if (kind === 'accept' || kind === 'reject' || kind === 'cancel') onSubmit({ action: kind });
                }}
              >
                {kind ? CONFIRM[kind] : ''}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
