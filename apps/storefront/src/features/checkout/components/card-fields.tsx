import { Group, SimpleGrid, TextInput } from '@mantine/core';
import { cardBrand, formatCardExpiry } from '@patchbay/domain';
import { type PaymentBrand, PaymentBrandIcon } from '@patchbay/ui';
import { formatCardNumber } from '../utils/card-number';

const brandNames: Record<NonNullable<ReturnType<typeof cardBrand>>, PaymentBrand> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  discover: 'Discover',
  amex: 'American Express',
};

export interface CardValues {
  cardNumber: string;
  expiry: string;
  cvv: string;
  name: string;
}

export interface CardFieldsProps {
  values: CardValues;
  errors: Partial<Record<keyof CardValues, string | undefined>>;
  onChange: (field: keyof CardValues, value: string) => void;
}

/**
 * Card number (its brand shown once recognised, SPEC.md §5 card brand rules), expiry typed as
 * MM/YY (SPEC.md §5 formatCardExpiry), CVV and name on the card.
 */
export function CardFields({ values, errors, onChange }: CardFieldsProps) {
  const brand = cardBrand(values.cardNumber);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput
        label="Card number"
        required
        inputMode="numeric"
        autoComplete="cc-number"
        value={values.cardNumber}
        onChange={(event) => onChange('cardNumber', formatCardNumber(event.currentTarget.value))}
        error={errors.cardNumber}
        maxLength={23}
        rightSectionWidth={56}
        rightSection={
          <Group w={48} justify="center" aria-live="polite">
            {brand && <PaymentBrandIcon brand={brandNames[brand]} height={20} />}
          </Group>
        }
        style={{ gridColumn: '1 / -1' }}
      />
      <TextInput
        label="Expiry (MM/YY)"
        required
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/YY"
        value={values.expiry}
        onChange={(event) => onChange('expiry', formatCardExpiry(event.currentTarget.value))}
        error={errors.expiry}
        maxLength={5}
      />
      <TextInput
        label="CVV"
        required
        inputMode="numeric"
        autoComplete="cc-csc"
        value={values.cvv}
        onChange={(event) => onChange('cvv', event.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
        error={errors.cvv}
        maxLength={4}
      />
      <TextInput
        label="Name on card"
        required
        autoComplete="cc-name"
        value={values.name}
        onChange={(event) => onChange('name', event.currentTarget.value)}
        error={errors.name}
        style={{ gridColumn: '1 / -1' }}
      />
    </SimpleGrid>
  );
}
