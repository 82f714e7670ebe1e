import { notifications } from '@mantine/notifications';
import { ApiError } from '@patchbay/ui';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, fieldErrors } from '@/lib/api-error';
import { offersQueryKey } from '../api/get-offers';
import type { OfferMutationResponse } from '../api/offer-mutation';

interface FormErrorsTarget {
  setErrors: (errors: Record<string, string>) => void;
  getValues: () => object;
}

/**
 * What every offer action does with the server's answer: its message as a green toast; field
 * messages under their fields; any other refusal (not your turn, capped, expired, closed) as a red
 * toast. A 409 means the item changed meanwhile (the other party answered first): the lists are
 * fetched again so the buttons match what is allowed now.
 */
export function useOfferActionHandlers({ form, onDone }: { form?: FormErrorsTarget; onDone: () => void }) {
  const queryClient = useQueryClient();
  return {
    onSuccess: (response: OfferMutationResponse) => {
      notifications.show({ color: 'green', message: response.message });
      onDone();
    },
    onError: (error: Error) => {
      const fields = fieldErrors(error);
      if (fields && form) {
        form.setErrors(fields);
        const values = form.getValues();
        if (Object.keys(fields).every((name) => name in values)) return;
      }
      notifications.show({ color: 'red', message: errorMessage(error) });
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        onDone();
        void queryClient.invalidateQueries({ queryKey: offersQueryKey });
      }
    },
  };
}
