import {
  Alert,
  Autocomplete,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { OrderDetail } from '@patchbay/contract';
import { compareMoney, formatMoney } from '@patchbay/domain';
import { todayIsoDate } from '@patchbay/ui';
import { recordPaymentInputSchema, useRecordPayment } from '../api/record-payment';
import { useOrderActionHandlers } from '../hooks/use-order-action-handlers';
import {
  PAYMENT_MODE_SUGGESTIONS,
  type PaymentPreview,
  paymentPreview,
  type RecordPaymentValues,
  toRecordPaymentBody,
  withOrderEventDate,
} from '../utils/order-action-forms';
import { OrderDateInput } from './order-date-input';

/**
 * SPEC.md §3 OrderPaymentHistory: amount, mode, reference, comment, date. The amount starts at the
 * balance due; the form says what the payment leaves before it is sent, and the toast says the
 * status the server gave the order ('partially paid' or 'paid').
 */
export function RecordPaymentForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const balanceDue = order.balanceDue;
  const form = useForm<RecordPaymentValues>({
    initialValues: {
      amount: compareMoney(balanceDue, '0') > 0 ? balanceDue : '',
      paymentMode: '',
      referenceNumber: '',
      comment: '',
      dateRecordPayment: todayIsoDate(),
    },
    validate: (values) =>
      withOrderEventDate(
        schemaResolver(recordPaymentInputSchema, { sync: true })(toRecordPaymentBody(values)),
        'dateRecordPayment',
        values.dateRecordPayment,
        order.dateOrdered,
      ),
    clearInputErrorOnChange: true,
  });
  const record = useRecordPayment({
    mutationConfig: useOrderActionHandlers({ order, form, onDone, alwaysSayStatus: true }),
  });
  const preview = paymentPreview(balanceDue, form.values.amount);

  return (
    <form
      noValidate
      aria-label="Record payment"
      onSubmit={form.onSubmit((values) =>
        record.mutate({ id: order.id, data: recordPaymentInputSchema.parse(toRecordPaymentBody(values)) }),
      )}
    >
      <Stack gap="md">
        <Text size="sm">
          Balance due: <strong>{formatMoney(balanceDue)}</strong> of {formatMoney(order.orderTotal)}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput
            {...form.getInputProps('amount')}
            label="Amount"
            leftSection="$"
            inputMode="decimal"
            placeholder="0.00"
            required
            data-autofocus
          />
          <Autocomplete
            {...form.getInputProps('paymentMode')}
            label="Payment mode"
            data={[...PAYMENT_MODE_SUGGESTIONS]}
            placeholder="Bank transfer, check, ..."
            required
          />
          <TextInput {...form.getInputProps('referenceNumber')} label="Reference number" />
          <OrderDateInput
            {...form.getInputProps('dateRecordPayment')}
            label="Date received"
            dateOrdered={order.dateOrdered}
          />
        </SimpleGrid>
        <Textarea {...form.getInputProps('comment')} label="Comment" autosize minRows={2} maxRows={5} />
        <PaymentPreviewAlert preview={preview} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Close
          </Button>
          <Button type="submit" loading={record.isPending}>
            Record payment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** What the payment leaves of the balance, said before it is sent. */
function PaymentPreviewAlert({ preview }: { preview: PaymentPreview }) {
  return preview.kind === 'settles' ? (
    <Alert color="teal" variant="light">
      This payment settles the balance in full.
    </Alert>
  ) : preview.kind === 'partial' ? (
    <Alert color="yellow" variant="light">
      This is a partial payment: {formatMoney(preview.remaining)} will still be due.
    </Alert>
  ) : preview.kind === 'exceeds' ? (
    <Alert color="red" variant="light">
      This is {formatMoney(preview.over)} more than the balance due.
    </Alert>
  ) : null;
}
