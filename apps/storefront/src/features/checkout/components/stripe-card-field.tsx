import { Input, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { loadStripeJs, type StripeCardElement, type StripeInstance } from '../utils/stripe';

/** What the form calls to turn the Stripe card element into a PaymentMethod id. */
export interface StripeCardHandle {
  createPaymentMethod(name: string): Promise<string>;
}

/**
 * The card number, expiry and CVC in Stripe's own element (the card never touches this page's
 * code), for a server configured with Stripe. Registers its handle in `handleRef`.
 */
export function StripeCardField({
  publishableKey,
  handleRef,
  error,
}: {
  publishableKey: string;
  handleRef: { current: StripeCardHandle | null };
  error?: string | null;
}) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const id = useId();

  useEffect(() => {
    let element: StripeCardElement | null = null;
    let cancelled = false;
    loadStripeJs()
      .then((Stripe) => {
        if (cancelled || !mountRef.current) return;
        const stripe: StripeInstance = Stripe(publishableKey);
        const card = stripe.elements().create('card', { hidePostalCode: true });
        element = card;
        card.mount(mountRef.current);
        card.on('change', (event) => setMessage(event.error?.message ?? null));
        handleRef.current = {
          async createPaymentMethod(name) {
            const result = await stripe.createPaymentMethod({
              type: 'card',
              card,
              billing_details: { name },
            });
            if (!result.paymentMethod)
              throw new Error(result.error?.message ?? 'Please enter your card details again');
            return result.paymentMethod.id;
          },
        };
      })
      .catch(() => setMessage('The card form could not be loaded. Please try again later.'));
    return () => {
      cancelled = true;
      element?.destroy();
      handleRef.current = null;
    };
  }, [publishableKey, handleRef]);

  return (
    <Input.Wrapper label="Card" id={id} required error={error ?? message}>
      <div
        ref={mountRef}
        id={id}
        style={{
          minHeight: 36,
          padding: '9px 12px',
          border: '1px solid var(--mantine-color-gray-4)',
          borderRadius: 'var(--mantine-radius-sm)',
        }}
      />
      <Text size="xs" c="gray.7" mt={4}>
        Card details go to Stripe directly.
      </Text>
    </Input.Wrapper>
  );
}
