import { notifications } from '@mantine/notifications';
import type { OrderStatus } from '@patchbay/domain';
import { ApiError } from '@patchbay/ui';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, fieldErrors } from '@/lib/api-error';
import { getOrderQueryOptions } from '../api/get-order';
import type { OrderMutationResponse } from '../api/order-mutation';
import { withResultingStatus } from '../utils/order-display';

/** The part of a Mantine form the handlers use. */
interface FormErrorsTarget {
  setErrors: (errors: Record<string, string>) => void;
  getValues: () => object;
}

/** What onMutate keeps for onSuccess: the status before the action. */
interface Before {
  previous: OrderStatus;
}
const isBefore = (value: unknown): value is Before =>
  typeof value === 'object' && value !== null && 'previous' in value;

/**
 * What every seller action does with the server's answer: a success toast with its message (and
 * the status the order has now), field messages under their fields, any other refusal as a red
 * toast. A 409 means the order moved on meanwhile (another tab, a colleague): it is loaded again,
 * so the buttons match what is allowed now. The status before is taken when the action is sent
 * (onMutate): by the time the answer is shown, the page already holds the new one.
 */
export function useOrderActionHandlers({
  order,
  form,
  onDone,
  alwaysSayStatus = false,
}: {
  /** The order as shown when the action was taken: its id and status before. */
  order: { id: string; status: OrderStatus };
  form?: FormErrorsTarget;
  onDone: () => void;
  /** Payments: say the status after it even when it did not move. */
  alwaysSayStatus?: boolean;
}) {
  const queryClient = useQueryClient();
  return {
    onMutate: (): Before => ({ previous: order.status }),
    onSuccess: (response: OrderMutationResponse, _input: unknown, before: unknown) => {
      notifications.show({
        color: 'green',
        message: withResultingStatus(response.message, response.order.status, {
          previous: isBefore(before) ? before.previous : order.status,
          always: alwaysSayStatus,
        }),
      });
      onDone();
    },
    onError: (error: Error) => {
      const fields = fieldErrors(error);
      if (fields && form) {
        form.setErrors(fields);
        // A message for a field the form does not have would otherwise be shown nowhere.
        const values = form.getValues();
        if (Object.keys(fields).every((name) => name in values)) return;
      }
      notifications.show({ color: 'red', message: errorMessage(error) });
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: getOrderQueryOptions(order.id).queryKey });
      }
    },
  };
}
