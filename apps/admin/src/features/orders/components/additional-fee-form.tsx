import { Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { OrderDetail } from '@patchbay/contract';
import { addAdditionalFeeInputSchema, useAddAdditionalFee } from '../api/add-additional-fee';
import { useOrderActionHandlers } from '../hooks/use-order-action-handlers';
import { type AdditionalFeeValues, toAdditionalFeeBody } from '../utils/order-action-forms';

/** SPEC.md §3 OrderAdditionalFees: what the fee is for and its amount, added to the order total. */
export function AdditionalFeeForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const form = useForm<AdditionalFeeValues>({
    initialValues: { feesDetail: '', amount: '' },
    validate: (values) =>
      schemaResolver(addAdditionalFeeInputSchema, { sync: true })(toAdditionalFeeBody(values)),
    clearInputErrorOnChange: true,
  });
  const add = useAddAdditionalFee({
    mutationConfig: useOrderActionHandlers({ order, form, onDone }),
  });

  return (
    <form
      noValidate
      aria-label="Add fee"
      onSubmit={form.onSubmit((values) =>
        add.mutate({ id: order.id, data: addAdditionalFeeInputSchema.parse(toAdditionalFeeBody(values)) }),
      )}
    >
      <Stack gap="md">
        <TextInput
          {...form.getInputProps('feesDetail')}
          label="What the fee is for"
          placeholder="Liftgate delivery, crating, ..."
          required
          data-autofocus
        />
        <TextInput
          {...form.getInputProps('amount')}
          label="Amount"
          leftSection="$"
          inputMode="decimal"
          placeholder="0.00"
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Close
          </Button>
          <Button type="submit" loading={add.isPending}>
            Add fee
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
