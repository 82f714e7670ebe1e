import { notifications } from '@mantine/notifications';
import { ApiError } from '@patchbay/ui';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, fieldErrors } from '@/lib/api-error';
import { getOrderQueryOptions } from '../api/get-order';
import type { OrderMutationResponse } from '../api/order-mutation';
import { withResultingStatus } from '../utils/order-display';

/**
 * What every seller action does with the server's answer: a success toast with its message (and
 * the status the order has now), field messages under their fields, any other refusal as a red
 * toast. A 409 means the order moved on meanwhile (another tab, a colleague): it is loaded again,
 * so the buttons match what is allowed now.
 */
/** The part of a Mantine form the handlers use. */
interface FormErrorsTarget {
  setErrors: (errors: Record<string, string>) => void;
  getValues: () => object;
}

export function useOrderActionHandlers({
  orderId,
  form,
  onDone,
}: {
  orderId: string;
  form?: FormErrorsTarget;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  return {
    onSuccess: (response: OrderMutationResponse) => {
      notifications.show({
        color: 'green',
        message: withResultingStatus(response.message, response.order.status),
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
        void queryClient.invalidateQueries({ queryKey: getOrderQueryOptions(orderId).queryKey });
      }
    },
  };
}
