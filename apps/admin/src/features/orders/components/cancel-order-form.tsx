import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { OrderDetail } from '@patchbay/contract';
import { cancelOrderInputSchema, useCancelOrder } from '../api/cancel-order';
import { useOrderActionHandlers } from '../hooks/use-order-action-handlers';
import { toCancelBody } from '../utils/order-action-forms';

/** The confirmation before cancelling: what it does, an optional reason, and a red button. */
export function CancelOrderForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const form = useForm<{ reason: string }>({
    initialValues: { reason: '' },
    validate: (values) => schemaResolver(cancelOrderInputSchema, { sync: true })(toCancelBody(values)),
    clearInputErrorOnChange: true,
  });
  const cancel = useCancelOrder({
    mutationConfig: useOrderActionHandlers({ order, form, onDone }),
  });

  return (
    <form
      noValidate
      aria-label="Cancel order"
      onSubmit={form.onSubmit((values) =>
        cancel.mutate({ id: order.id, data: cancelOrderInputSchema.parse(toCancelBody(values)) }),
      )}
    >
      <Stack gap="md">
        <Text>
          Cancel order #{order.orderNumber}? Its items go back on sale, card payments taken through the
          payment gateway are refunded, and the buyer is mailed.
        </Text>
        <Textarea
          {...form.getInputProps('reason')}
          label="Reason"
          description="Optional."
          autosize
          minRows={2}
          maxRows={5}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} data-autofocus>
            Keep order
          </Button>
          <Button type="submit" color="red" loading={cancel.isPending}>
            Cancel order
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
