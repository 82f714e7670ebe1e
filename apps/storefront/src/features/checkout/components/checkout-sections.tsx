import {
  Alert,
  Anchor,
  Box,
  Button,
  Checkbox,
  List,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { Cart, SavedAddress } from '@patchbay/contract';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { AddressFields } from '@/components/address-fields';
import { failureMessage } from '@/lib/failure-message';
import type { CheckoutFormState } from '../hooks/use-checkout-form';
import { GuestContactFields } from './guest-contact-fields';
import { PaymentSection } from './payment-section';
import { SavedAddressPicker } from './saved-address-picker';
import { SellerOrderSection } from './seller-order-section';

/** One titled part of the checkout form, named by its heading for assistive technology. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

type Form = CheckoutFormState['form'];

/** A guest's contact details, with the way to sign in instead. */
export function GuestDetailsSection({ form, signInHref }: { form: Form; signInHref: string }) {
  return (
    <Section title="Your details">
      <Text size="sm" mb="sm">
        Have an account?{' '}
        <Anchor component={Link} to={signInHref} fw={600}>
          Sign in
        </Anchor>{' '}
        and your cart comes with you.
      </Text>
      <GuestContactFields form={form} />
    </Section>
  );
}

/** Saved addresses of a signed-in buyer; undefined for guests. */
type Saved = { savedAddresses?: SavedAddress[] | undefined };

export function ShippingAddressSection({ form, savedAddresses }: { form: Form } & Saved) {
  return (
    <Section title="Shipping address">
      {savedAddresses && <SavedAddressPicker form={form} path="shippingAddress" addresses={savedAddresses} />}
      <AddressFields form={form} path="shippingAddress" section="shipping" />
    </Section>
  );
}

/** The billing address (the shipping one unless unticked) and the purchase order number. */
export function BillingSection({ form, savedAddresses }: { form: Form } & Saved) {
  return (
    <Section title="Billing">
      <Stack gap="md">
        <Checkbox
          label="Billing address same as shipping"
          {...form.getInputProps('billingSameAsShipping', { type: 'checkbox' })}
        />
        {!form.values.billingSameAsShipping && (
          <div>
            {savedAddresses && (
              <SavedAddressPicker form={form} path="billingAddress" addresses={savedAddresses} />
            )}
            <AddressFields form={form} path="billingAddress" section="billing" />
          </div>
        )}
        <TextInput
          label="Purchase order number (optional)"
          maxLength={100}
          {...form.getInputProps('purchaseOrderNumber')}
          w={{ base: '100%', sm: 320 }}
        />
      </Stack>
    </Section>
  );
}

/** One order per seller: its items, shipping choice, notes and amounts. */
export function SellerOrdersSection({
  state,
  renderSellerItems,
}: {
  state: CheckoutFormState;
  renderSellerItems: (sellerId: string) => ReactNode;
}) {
  const { form, formId, sellers, quote, repricing } = state;
  return (
    <Box component="section" aria-labelledby={`${formId}-orders`}>
      <Title order={2} size="h3" id={`${formId}-orders`}>
        {sellers.length === 1 ? 'Your order' : `Your orders (${sellers.length})`}
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        {sellers.length === 1
          ? 'The seller ships and bills the order.'
          : 'Your cart holds items of several sellers: each ships and bills its own order.'}
      </Text>
      <Stack gap="lg">
        {sellers.map((seller, index) => (
          <SellerOrderSection
            key={seller.id}
            form={form}
            seller={seller}
            quote={quote?.sellers.find((s) => s.seller.id === seller.id)}
            items={renderSellerItems(seller.id)}
            position={{ index, count: sellers.length }}
            repricing={repricing}
          />
        ))}
      </Stack>
    </Box>
  );
}

export function PaymentFormSection({ state }: { state: CheckoutFormState }) {
  const { form, choices, tokenizer } = state;
  return (
    <Section title="Payment">
      <PaymentSection
        form={form}
        choices={choices}
        config={tokenizer.config.data}
        stripeHandle={tokenizer.stripeHandle}
      />
    </Section>
  );
}

/** Why the order cannot be placed as it is: lines that cannot be bought, or no totals. */
export function QuoteProblems({ state, cart }: { state: CheckoutFormState; cart: Cart }) {
  const { problems, quote, quoteQuery } = state;
  return (
    <>
      {problems.length > 0 && (
        <Alert color="red" variant="light" title="Some items cannot be bought as they are" role="alert">
          <List size="sm">
            {problems.map((problem) => (
              <List.Item key={problem.cartItemId}>
                {cart.items.find((line) => line.id === problem.cartItemId)?.title ?? 'An item'}:{' '}
                {problem.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {quoteQuery.isError && !quote && (
        <Alert color="red" variant="light" title="The totals could not be worked out" role="alert">
          <Text size="sm">{failureMessage(quoteQuery.error)}</Text>
          <Button size="xs" mt="xs" onClick={() => void quoteQuery.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
    </>
  );
}
