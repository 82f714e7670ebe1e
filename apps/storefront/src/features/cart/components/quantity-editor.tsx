import { NumberInput, VisuallyHidden } from '@mantine/core';
import type { CartLine } from '@patchbay/contract';
import { ApiError } from '@patchbay/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { failureMessage } from '@/lib/failure-message';
import { refreshCart } from '../api/get-cart';
import { useUpdateCartItem } from '../api/update-cart-item';
import { parseQuantity, type QuantityInput, quantityProblem } from '../utils/quantity';

/** Typing pauses this long before the new quantity is sent (the arrows and Enter send at once on blur). */
const SEND_AFTER_MS = 700;

/**
 * The quantity of a cart line: steps by the listing's order multiple, checks the listing's rules
 * as the server will, and sends the change once typing pauses (or on blur / Enter).
 */
export function QuantityEditor({ line, size = 'sm' }: { line: CartLine; size?: 'xs' | 'sm' }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState<QuantityInput>(line.quantity);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const update = useUpdateCartItem({
    mutationConfig: {
      scope: { id: 'cart' },
      onError: (failure) => {
        setError(
          failure instanceof ApiError && failure.fields?.quantity
            ? failure.fields.quantity
            : failureMessage(failure),
        );
        // The refusal may come from stock that moved: show the line as it now is.
        void refreshCart(queryClient);
      },
    },
  });

  // The server's quantity wins whenever it changes (another tab, a merge at sign-in, a refusal).
  useEffect(() => {
    setValue(line.quantity);
  }, [line.quantity]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (input: QuantityInput) => {
    clearTimeout(timer.current);
    const problem = quantityProblem(input, line);
    setError(problem);
    const quantity = parseQuantity(input);
    if (problem || quantity === null || quantity === line.quantity) return;
    update.mutate({ id: line.id, quantity });
  };

  return (
    <NumberInput
      label={
        <>
          Quantity<VisuallyHidden> of {line.title}</VisuallyHidden>
        </>
      }
      size={size}
      w={size === 'xs' ? 96 : 120}
      value={value}
      min={1}
      step={Math.max(1, line.quantityMultiple)}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator=","
      clampBehavior="none"
      error={error}
      onChange={(next) => {
        setValue(next);
        setError(null);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => send(next), SEND_AFTER_MS);
      }}
      onBlur={() => send(value)}
      onKeyDown={(event) => {
        // Enter sends the quantity; it must not submit a form around the cart (the checkout).
        if (event.key === 'Enter') {
          event.preventDefault();
          send(value);
        }
      }}
      disabled={line.numAvailable === 0}
    />
  );
}
