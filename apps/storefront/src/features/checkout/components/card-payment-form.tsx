import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { messages, paymentSchemaAt } from '@patchbay/domain';
import { ApiError } from '@patchbay/ui';
import { IconLock } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { failureMessage } from '@/lib/failure-message';
import { useCardTokenizer } from '../hooks/use-card-tokenizer';
import { attemptOutcome, cardDigest, createIdempotencyKeeper } from '../utils/idempotency';
import { CardFields, type CardValues } from './card-fields';
import { StripeCardField } from './stripe-card-field';

const emptyCard: CardValues = { cardNumber: '', expiry: '', cvv: '', name: '' };

export interface CardPaymentFormProps {
  /** What is being paid, e.g. 'Pay $1,234.00'. */
  submitLabel: string;
  /** What the payment is for (the order and its balance): a new purpose is a new attempt. */
  purpose: string;
  /** Sends the card token with the attempt's Idempotency-Key. */
  onPay: (payment: { token: string; idempotencyKey: string }) => Promise<unknown>;
}

/**
 * Paying by card outside the checkout ('Pay now' on an order): the card is tokenised in the
 * browser with the configured gateway, then paid with one Idempotency-Key per attempt.
 */
export function CardPaymentForm({ submitLabel, purpose, onPay }: CardPaymentFormProps) {
  // long-function: one component's markup in the order it shows; its rules live in utils and hooks.
  const tokenizer = useCardTokenizer();
  const [card, setCard] = useState<CardValues>(emptyCard);
  const [errors, setErrors] = useState<Partial<Record<keyof CardValues, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [keeper] = useState(() => createIdempotencyKeeper<string>());
  const inFlight = useRef(false);
  const stripe = tokenizer.gateway === 'stripe';

  const validate = (): boolean => {
    const next: Partial<Record<keyof CardValues, string>> = {};
    if (stripe) {
      if (!card.name.trim()) next.name = messages.required.name;
    } else {
      const parsed = paymentSchemaAt(new Date()).safeParse({ paymentType: 'card', ...card });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0]) as keyof CardValues;
          next[field] ??= issue.message;
        }
      }
    }
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  const pay = async () => {
    if (inFlight.current || !validate()) return;
    inFlight.current = true;
    setPaying(true);
    setFailure(null);
    const fingerprint = `${purpose}|${cardDigest(card)}`;
    try {
      const attempt = keeper.attemptFor(fingerprint);
      let token = attempt.payload;
      if (token === undefined) {
        try {
          token = await tokenizer.tokenize(card);
        } catch (error) {
          keeper.settle('refused');
          if (error instanceof ApiError && error.fields) setErrors(error.fields);
          setFailure(failureMessage(error));
          return;
        }
        keeper.remember(fingerprint, token);
      }
      await onPay({ token, idempotencyKey: attempt.key });
      keeper.settle('placed');
      setCard(emptyCard);
    } catch (error) {
      const outcome = attemptOutcome(error);
      keeper.settle(outcome);
      setFailure(
        outcome === 'unknown'
          ? 'We could not confirm the payment. Please try again: you are never charged twice.'
          : failureMessage(error),
      );
    } finally {
      inFlight.current = false;
      setPaying(false);
    }
  };

  return (
    <form
      noValidate
      aria-label="Pay by card"
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      <Stack gap="sm" maw={520}>
        {stripe && tokenizer.config.data?.publishableKey ? (
          <>
            <StripeCardField
              publishableKey={tokenizer.config.data.publishableKey}
              handleRef={tokenizer.stripeHandle}
              error={errors.cardNumber ?? null}
            />
            <TextInput
              label="Name on card"
              required
              autoComplete="cc-name"
              value={card.name}
              onChange={(event) => setCard({ ...card, name: event.currentTarget.value })}
              error={errors.name}
            />
          </>
        ) : (
          <CardFields
            values={card}
            errors={errors}
            onChange={(field, value) => {
              setCard((current) => ({ ...current, [field]: value }));
              setErrors((current) => ({ ...current, [field]: undefined }));
            }}
          />
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Button
          type="submit"
          loading={paying}
          disabled={!tokenizer.config.data}
          leftSection={<IconLock size={18} aria-hidden="true" />}
          w={{ base: '100%', xs: 'auto' }}
        >
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
