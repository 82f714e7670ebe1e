import {
  Alert,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CheckoutQuote, ShippingOption } from '@patchbay/contract';
import { compareMoney, formatMoney } from '@patchbay/domain';
import { OrderAmountsTable } from '@patchbay/ui';
import type { ReactNode } from 'react';
import { type CheckoutFormValues, emptySeller, optionChoice } from '../utils/checkout-form';

type SellerQuote = CheckoutQuote['sellers'][number];

function optionDetail(option: ShippingOption): string {
  if (!option.available) return option.reason ?? 'Not available for this order';
  const days = option.estimatedDays
    ? ` · about ${option.estimatedDays} business ${option.estimatedDays === 1 ? 'day' : 'days'}`
    : '';
  if (option.method === 'quote') return 'The seller sets the shipping fee after the order; you pay it then';
  if (option.method === 'buyerArranged') return 'Ships on your own courier account';
  if (option.amount === null) return days.replace(/^ · /, '');
  return `${compareMoney(option.amount, '0') === 0 ? 'Free' : formatMoney(option.amount)}${days}`;
}

export interface SellerOrderSectionProps {
  form: UseFormReturnType<CheckoutFormValues>;
  seller: { id: string; name: string };
  /** This seller's part of the quote; undefined until the first quote arrives. */
  quote: SellerQuote | undefined;
  /** The seller's cart lines (from the cart feature). */
  items: ReactNode;
  /** The section's position, for its heading: 'Order 1 of 2'. */
  position: { index: number; count: number };
  /** A new destination is being priced: the options shown are the old one's. */
  repricing: boolean;
}

/**
 * One seller's order (the cart is split into one order per seller): its items, the shipping
 * choice among the quote's options (SPEC.md §8 labels; Buyer Arranged* needs the courier company
 * and account number, SPEC.md §5), notes to the seller, and its amounts as the server priced them.
 */
export function SellerOrderSection({
  form,
  seller,
  quote,
  items,
  position,
  repricing,
}: SellerOrderSectionProps) {
  // long-function: one component's markup in the order it shows; its rules live in utils and hooks.
  const values = form.values.sellers[seller.id] ?? emptySeller();
  const path = `sellers.${seller.id}`;
  const setSeller = (patch: Partial<typeof values>) =>
    form.setFieldValue(`sellers.${seller.id}`, {
      ...(form.getValues().sellers[seller.id] ?? emptySeller()),
      ...patch,
    });
  const headingId = `seller-${seller.id}-title`;
  const promo = quote?.promoCode;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="md">
        <div>
          <Text size="xs" c="gray.7" tt="uppercase" fw={700}>
            Order {position.index + 1} of {position.count}
          </Text>
          <Title order={3} size="h4" id={headingId}>
            From {seller.name}
          </Title>
        </div>

        {items}

        <Radio.Group
          label="Shipping"
          required
          value={values.shipping}
          onChange={(shipping) => {
            setSeller({ shipping });
            form.clearFieldError(`${path}.shipping`);
          }}
          error={form.errors[`${path}.shipping`]}
        >
          {quote ? (
            <Stack gap="xs" mt="xs" aria-busy={repricing}>
              {quote.shippingOptions.map((option) => (
                <Radio
                  key={optionChoice(option)}
                  value={optionChoice(option)}
                  label={option.label}
                  description={optionDetail(option)}
                  // Stays enabled while the next quote is worked out, so the arrow keys keep moving
                  // the choice and the focus: the value names the carrier and service, not the
                  // rate, and Place order waits for the quote that prices the chosen rate.
                  disabled={!option.available}
                />
              ))}
            </Stack>
          ) : (
            <Stack gap="xs" mt="xs" aria-hidden="true">
              <Skeleton height={38} />
              <Skeleton height={38} />
              <Skeleton height={38} />
            </Stack>
          )}
        </Radio.Group>

        {values.shipping === 'buyerArranged' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Courier company name"
              required
              value={values.companyName}
              onChange={(event) => {
                setSeller({ companyName: event.currentTarget.value });
                form.clearFieldError(`${path}.companyName`);
              }}
              error={form.errors[`${path}.companyName`]}
            />
            <TextInput
              label="Courier account number"
              required
              value={values.accountNumber}
              onChange={(event) => {
                setSeller({ accountNumber: event.currentTarget.value });
                form.clearFieldError(`${path}.accountNumber`);
              }}
              error={form.errors[`${path}.accountNumber`]}
            />
          </SimpleGrid>
        )}

        <Textarea
          label={`Notes to ${seller.name}`}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={2000}
          value={values.notesToSeller}
          onChange={(event) => setSeller({ notesToSeller: event.currentTarget.value })}
          error={form.errors[`${path}.notesToSeller`]}
        />

        {promo && (
          <Alert color={promo.applied ? 'green' : 'yellow'} variant="light" p="xs">
            <Text size="sm">
              Promo code {promo.code}: {promo.applied ? 'applied' : (promo.message ?? 'not applied')}
            </Text>
          </Alert>
        )}

        <div>
          {quote ? (
            <OrderAmountsTable
              amounts={quote.amounts}
              label={`Amounts of the order from ${seller.name}`}
              totalLabel="Order total"
              awaitingShippingLabel={
                quote.shipping?.method === 'quote' ? 'Awaiting Shipping Quote' : 'Choose shipping above'
              }
            />
          ) : (
            <Skeleton height={150} aria-hidden="true" />
          )}
        </div>
        {quote?.shipping?.method === 'quote' && (
          <Group gap={6}>
            <Text size="sm" c="gray.7">
              The seller will mail you the shipping fee; the order total then includes it and you can pay the
              balance from the order's page.
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
