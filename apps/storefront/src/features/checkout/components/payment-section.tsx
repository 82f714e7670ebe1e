import { Radio, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { PaymentConfig } from '@patchbay/contract';
import type { PaymentType } from '@patchbay/domain';
import type { CheckoutFormValues } from '../utils/checkout-form';
import { type PaymentChoice, paymentLabels } from '../utils/payment-options';
import { CardFields } from './card-fields';
import { StripeCardField, type StripeCardHandle } from './stripe-card-field';

export interface PaymentSectionProps {
  form: UseFormReturnType<CheckoutFormValues>;
  /** undefined until the first quote says what is available. */
  choices: PaymentChoice[] | undefined;
  config: PaymentConfig | undefined;
  stripeHandle: { current: StripeCardHandle | null };
}

/** How the buyer pays (SPEC.md §1): card, ACH, and PayLater / PayPal where the quote allows them. */
export function PaymentSection({ form, choices, config, stripeHandle }: PaymentSectionProps) {
  // long-function: one component's markup in the order it shows; its rules live in utils and hooks.
  const { paymentType, card, ach } = form.values;
  const cardErrors = {
    cardNumber: form.errors['card.cardNumber'] as string | undefined,
    expiry: form.errors['card.expiry'] as string | undefined,
    cvv: form.errors['card.cvv'] as string | undefined,
    name: form.errors['card.name'] as string | undefined,
  };

  if (!choices) {
    return (
      <Stack gap="sm" aria-hidden="true">
        <Skeleton height={60} />
        <Skeleton height={60} />
        <Skeleton height={140} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Radio.Group
        label="Payment method"
        required
        value={paymentType}
        onChange={(value) => form.setFieldValue('paymentType', value as PaymentType)}
        error={form.errors.paymentType}
      >
        <Stack gap="xs" mt="xs">
          {choices.map((choice) => (
            <Radio
              key={choice.paymentType}
              value={choice.paymentType}
              label={paymentLabels[choice.paymentType].label}
              description={choice.available ? paymentLabels[choice.paymentType].description : choice.reason}
              disabled={!choice.available}
            />
          ))}
        </Stack>
      </Radio.Group>

      {paymentType === 'card' &&
        (config?.gateway === 'stripe' && config.publishableKey ? (
          <Stack gap="sm">
            <StripeCardField
              publishableKey={config.publishableKey}
              handleRef={stripeHandle}
              error={cardErrors.cardNumber ?? null}
            />
            <TextInput
              label="Name on card"
              required
              autoComplete="cc-name"
              {...form.getInputProps('card.name')}
            />
          </Stack>
        ) : (
          <CardFields
            values={card}
            errors={cardErrors}
            onChange={(field, value) => {
              form.setFieldValue(`card.${field}`, value);
              form.clearFieldError(`card.${field}`);
            }}
          />
        ))}

      {paymentType === 'ach' && (
        <Stack gap="sm">
          <SegmentedControl
            aria-label="Account type"
            data={[
              { value: 'checking', label: 'Checking' },
              { value: 'savings', label: 'Savings' },
            ]}
            value={ach.achPayType}
            onChange={(value) => form.setFieldValue('ach.achPayType', value as 'checking' | 'savings')}
            w={{ base: '100%', xs: 260 }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Routing number"
              required
              inputMode="numeric"
              maxLength={9}
              {...form.getInputProps('ach.routingNumber')}
            />
            <TextInput
              label="Account number"
              required
              inputMode="numeric"
              maxLength={17}
              {...form.getInputProps('ach.accountNumber')}
            />
            <TextInput
              label="Name on the account"
              required
              autoComplete="name"
              {...form.getInputProps('ach.name')}
              style={{ gridColumn: '1 / -1' }}
            />
          </SimpleGrid>
        </Stack>
      )}

      {(paymentType === 'paylater' || paymentType === 'paypal') && (
        <Text size="sm" c="gray.7">
          {paymentLabels[paymentType].description}
        </Text>
      )}
    </Stack>
  );
}
