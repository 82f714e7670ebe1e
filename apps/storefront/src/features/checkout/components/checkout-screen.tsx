import { Grid, Stack, Text } from '@mantine/core';
import type { Cart, CheckoutResponse, SavedAddress } from '@patchbay/contract';
import { type ReactNode, useEffect, useRef } from 'react';
import { useCheckoutForm } from '../hooks/use-checkout-form';
import type { Buyer } from '../utils/checkout-form';
import {
  BillingSection,
  GuestDetailsSection,
  PaymentFormSection,
  QuoteProblems,
  SellerOrdersSection,
  ShippingAddressSection,
} from './checkout-sections';
import { CheckoutSummary } from './checkout-summary';
import { applyDefaultAddresses } from './saved-address-picker';

export interface CheckoutScreenProps {
  cart: Cart;
  buyer: Buyer;
  /** A seller's cart lines, as the cart feature shows them (SPEC.md §9 Checkout view). */
  renderSellerItems: (sellerId: string) => ReactNode;
  onPlaced: (result: CheckoutResponse) => void;
  /** The cart moved on the server (a stock conflict): read it again. */
  onCartChanged: () => void;
  /** Where a guest signs in and comes back to this page. */
  signInHref: string;
  /** The signed-in buyer's address book (undefined for guests, or while it loads). */
  savedAddresses?: SavedAddress[] | undefined;
}

/**
 * The checkout (/mycart = /checkout): contact details for guests, shipping and billing address,
 * purchase order number, each seller's order (items, shipping, notes, amounts from the server's
 * quote), promo code and payment; Place order sends POST /api/checkout once per attempt
 * (useCheckoutForm holds the state and the sending).
 */
export function CheckoutScreen({
  cart,
  buyer,
  renderSellerItems,
  onPlaced,
  onCartChanged,
  signInHref,
  savedAddresses,
}: CheckoutScreenProps) {
  const state = useCheckoutForm({ cart, buyer, onPlaced, onCartChanged });
  const { form, formId, signedIn } = state;
  // The default addresses fill the form once, when the address book arrives.
  const defaultsApplied = useRef(false);
  useEffect(() => {
    if (defaultsApplied.current || !savedAddresses) return;
    defaultsApplied.current = true;
    applyDefaultAddresses(form, savedAddresses);
  }, [savedAddresses, form]);
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <form id={formId} noValidate onSubmit={(event) => void state.submit(event)} aria-label="Checkout">
          <Stack gap="lg">
            {!signedIn && <GuestDetailsSection form={form} signInHref={signInHref} />}
            <ShippingAddressSection form={form} savedAddresses={savedAddresses} />
            <BillingSection form={form} savedAddresses={savedAddresses} />
            <SellerOrdersSection state={state} renderSellerItems={renderSellerItems} />
            <PaymentFormSection state={state} />
          </Stack>
        </form>
      </Grid.Col>

      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md" pos={{ base: 'static', md: 'sticky' }} top="calc(var(--header-height) + 16px)">
          <QuoteProblems state={state} cart={cart} />
          <CheckoutSummary
            quote={state.quote}
            updating={state.quoteQuery.isFetching}
            promoCode={state.promoCode}
            onPromoCode={state.applyPromoCode}
            promoCodeError={state.promoCodeError}
            formId={formId}
            placing={state.placing}
            canPlace={state.canPlace}
            failure={state.failure}
          />
          {!signedIn && (
            <Text size="xs" c="gray.7">
              The order summary goes to the email in your details, with a link to follow your order.
            </Text>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
