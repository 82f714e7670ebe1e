import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { Offer, OfferItem } from '@patchbay/contract';
import { formatMoney, MAX_BUYER_OFFER_EDITS, MAX_SELLER_COUNTER_OFFERS } from '@patchbay/domain';
import { counterOfferItemInputSchema, useCounterOfferItem } from '../api/counter-offer-item';
import { editOfferItemInputSchema, useEditOfferItem } from '../api/edit-offer-item';
import { useOfferActionHandlers } from '../hooks/use-offer-action-handlers';
import {
  counterRules,
  type ProposalValues,
  proposalTotal,
  proposalValuesOf,
  toCounterBody,
  toEditBody,
} from '../utils/offer-proposal-forms';

/**
 * A new proposal on an offer item: the seller's counter-offer (received side; never above the
 * listing price, quantity optional) or the buyer's edit (sent side; price and/or quantity).
 */
export function ProposalForm({
  kind,
  offer,
  item,
  onDone,
}: {
  kind: 'counter' | 'edit';
  offer: Offer;
  item: OfferItem;
  onDone: () => void;
}) {
  // long-function: one component's markup in the order it shows; its rules live in utils and hooks.
  const toBody = (values: ProposalValues) =>
    kind === 'counter' ? toCounterBody(values, item) : toEditBody(values, item);
  const schema = kind === 'counter' ? counterOfferItemInputSchema : editOfferItemInputSchema;
  const form = useForm<ProposalValues>({
    initialValues: proposalValuesOf(item),
    validate: (values) => {
      const body = toBody(values);
      const errors = schemaResolver(schema, { sync: true })(body);
      return kind === 'counter' ? { ...counterRules(body, item), ...errors } : errors;
    },
    clearInputErrorOnChange: true,
  });
  const handlers = useOfferActionHandlers({ form, onDone });
  const counter = useCounterOfferItem({ mutationConfig: handlers });
  const edit = useEditOfferItem({ mutationConfig: handlers });
  const ref = { offerId: offer.id, itemId: item.id };
  const total = proposalTotal(form.values);
  const round =
    kind === 'counter'
      ? `This is counter-offer ${item.sellerCounterOfferCount + 1} of ${MAX_SELLER_COUNTER_OFFERS}.`
      : `This is edit ${item.buyerEditOfferCount + 1} of ${MAX_BUYER_OFFER_EDITS}.`;

  return (
    <form
      noValidate
      aria-label={kind === 'counter' ? 'Counter-offer' : 'Edit offer'}
      onSubmit={form.onSubmit((values) => {
        if (kind === 'counter')
          counter.mutate({ ...ref, data: counterOfferItemInputSchema.parse(toBody(values)) });
        else edit.mutate({ ...ref, data: editOfferItemInputSchema.parse(toBody(values)) });
      })}
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Text fw={600}>{item.title}</Text>
          <Text size="sm" c="dimmed">
            Listing price {item.listPrice === null ? '—' : formatMoney(item.listPrice, { precise: true })} ·
            standing proposal {formatMoney(item.unitPrice, { precise: true })} × {item.quantity}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput
            {...form.getInputProps('unitPrice')}
            label="Unit price"
            description={
              kind === 'counter' && item.listPrice !== null
                ? `At most ${formatMoney(item.listPrice, { precise: true })}`
                : undefined
            }
            leftSection="$"
            inputMode="decimal"
            required
            data-autofocus
          />
          <TextInput
            {...form.getInputProps('quantity')}
            label="Quantity"
            description={kind === 'counter' ? 'Leave as it is to keep the buyer’s quantity' : undefined}
            inputMode="numeric"
            required={kind === 'edit'}
          />
        </SimpleGrid>
        <Text size="sm">
          Total: <strong>{total ? formatMoney(total) : '—'}</strong>
        </Text>
        <Alert variant="light" color="blue">
          {round} The other party is mailed and the proposal stays valid for the storefront’s offer period.
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Close
          </Button>
          <Button type="submit" loading={counter.isPending || edit.isPending}>
            {kind === 'counter' ? 'Send counter-offer' : 'Send new offer'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
