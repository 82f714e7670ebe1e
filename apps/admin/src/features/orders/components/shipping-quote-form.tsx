import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { OrderDetail } from '@patchbay/contract';
import { formatMoney } from '@patchbay/domain';
import { setShippingQuoteInputSchema, useSetShippingQuote } from '../api/set-shipping-quote';
import { useOrderActionHandlers } from '../hooks/use-order-action-handlers';
import { type ShippingQuoteValues, toShippingQuoteBody } from '../utils/order-action-forms';

/** 'Awaiting Shipping Quote' orders: the seller's shipping fee (0 ships free); the buyer is mailed the new total. */
export function ShippingQuoteForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const estimate = order.shipping.estimatedShippingFees;
  const form = useForm<ShippingQuoteValues>({
    initialValues: { amount: '' },
    validate: (values) =>
      schemaResolver(setShippingQuoteInputSchema, { sync: true })(toShippingQuoteBody(values)),
    clearInputErrorOnChange: true,
  });
  const save = useSetShippingQuote({
    mutationConfig: useOrderActionHandlers({ order, form, onDone }),
  });

  return (
    <form
      noValidate
      aria-label="Set shipping quote"
      onSubmit={form.onSubmit((values) =>
        save.mutate({ id: order.id, data: setShippingQuoteInputSchema.parse(toShippingQuoteBody(values)) }),
      )}
    >
      <Stack gap="md">
        <Text size="sm">
          The buyer asked for a shipping quote. The amount is added to the order total and the buyer is mailed
          the new total, with a link to pay it.
          {estimate ? ` The carrier estimate was ${formatMoney(estimate)}.` : ''}
        </Text>
        <TextInput
          {...form.getInputProps('amount')}
          label="Shipping fee"
          description="0 ships free."
          leftSection="$"
          inputMode="decimal"
          placeholder="0.00"
          required
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Close
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save shipping quote
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
