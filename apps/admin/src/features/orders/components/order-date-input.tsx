import { TextInput, type TextInputProps } from '@mantine/core';
import { todayIsoDate } from '@patchbay/ui';

/**
 * A day something happened to an order (shipment, payment received): the date picker offers the
 * order's day to today only, as the server's rule (orderEventDateProblem) allows.
 */
export function OrderDateInput({ dateOrdered, ...props }: TextInputProps & { dateOrdered: string }) {
  return <TextInput {...props} type="date" min={todayIsoDate(new Date(dateOrdered))} max={todayIsoDate()} />;
}
