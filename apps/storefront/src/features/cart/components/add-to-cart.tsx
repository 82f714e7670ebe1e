import { Alert, Anchor, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { cartMessages } from '@patchbay/contract';
import { formatCount, formatMoney, lineTotal, listingUnitPrice, type PriceTier } from '@patchbay/domain';
import { ApiError } from '@patchbay/ui';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useClientState } from '@/lib/client-state';
import { failureMessage } from '@/lib/failure-message';
import { useAddCartItem } from '../api/add-cart-item';
import { openSidebarCart } from '../hooks/use-sidebar-cart';
import {
  largestQuantity,
  parseQuantity,
  type QuantityInput,
  type QuantityRules,
  quantityHint,
  quantityProblem,
  smallestQuantity,
} from '../utils/quantity';

export interface AddToCartProps {
  listing: QuantityRules & {
    id: string;
    /** null when the price is hidden from visitors who are not signed in. */
    price: string | null;
    /** The seller's own unit price before volume tiers; with `tiers`, the price of any quantity. */
    listPrice?: string | null;
    tiers?: readonly PriceTier[];
  };
}

/** Quantity × the unit price the cart will charge for it (volume tiers applied), or null. */
export function quantityLineTotal(
  listing: AddToCartProps['listing'],
  quantity: number | null,
): { unitPrice: string; total: string } | null {
  const base = listing.listPrice ?? listing.price;
  if (base === null || quantity === null || quantity <= 0) return null;
  const unitPrice = listingUnitPrice(listing.tiers ?? [], quantity, base);
  return { unitPrice, total: lineTotal({ purchasePrice: unitPrice, purchaseQty: quantity }) };
}

/**
 * 'Add to cart' on the product page: a quantity that starts at the smallest the listing sells and
 * steps by its order multiple, checked as the server will check it; the server's refusal is shown
 * under the input. On success the sidebar cart opens on the updated cart.
 */
export function AddToCart({ listing }: AddToCartProps) {
  // long-function: one component's markup in the order it shows; its rules live in utils and hooks.
  const { pathname, search } = useLocation();
  const [quantity, setQuantity] = useState<QuantityInput>(() => smallestQuantity(listing));
  const [error, setError] = useState<string | null>(null);
  const inCart = useClientState('cartItems').find((item) => item.listingId === listing.id)?.quantity ?? 0;
  const add = useAddCartItem({
    mutationConfig: {
      scope: { id: 'cart' },
      onSuccess: () => openSidebarCart(),
      onError: (failure) =>
        setError(
          failure instanceof ApiError && failure.fields?.quantity
            ? failure.fields.quantity
            : failureMessage(failure),
        ),
    },
  });

  if (listing.price === null) {
    return (
      <Alert color="gray" variant="light">
        <Text size="sm">
          {cartMessages.priceHidden}:{' '}
          <Anchor component={Link} to={paths.auth.getHref({ page: `${pathname}${search}` })} fw={600}>
            Sign in
          </Anchor>
        </Text>
      </Alert>
    );
  }

  const submit = () => {
    const problem = quantityProblem(quantity, listing);
    setError(problem);
    const value = parseQuantity(quantity);
    if (problem || value === null) return;
    add.mutate({ listingId: listing.id, quantity: value });
  };

  return (
    <form
      noValidate
      aria-label="Add to cart"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap={6}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <NumberInput
            label="Quantity"
            size="md"
            w={150}
            value={quantity}
            onChange={(next) => {
              setQuantity(next);
              setError(null);
            }}
            min={smallestQuantity(listing)}
            max={Math.max(smallestQuantity(listing), largestQuantity(listing))}
            step={Math.max(1, listing.quantityMultiple)}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            description={quantityHint(listing)}
            error={error}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <Button
            type="submit"
            size="md"
            mt={{ base: 0, xs: 27 }}
            loading={add.isPending}
            leftSection={<IconShoppingCartPlus size={18} aria-hidden="true" />}
          >
            Add to cart
          </Button>
        </Group>
        <LineTotal listing={listing} quantity={parseQuantity(quantity)} />
        {inCart > 0 && (
          <Text size="sm" c="gray.7">
            In your cart: {formatCount(inCart)}.{' '}
            <Anchor component="button" type="button" size="sm" onClick={openSidebarCart}>
              View cart
            </Anchor>
          </Text>
        )}
      </Stack>
    </form>
  );
}

/** 'Line total: $4,060.00 (4 × $1,015.00)', updated as the quantity changes. */
function LineTotal({ listing, quantity }: { listing: AddToCartProps['listing']; quantity: number | null }) {
  const line = quantityLineTotal(listing, quantity);
  return (
    <Text size="sm" aria-live="polite" data-testid="line-total">
      {line && quantity !== null ? (
        <>
          Line total:{' '}
          <Text component="span" fw={700} size="sm">
            {formatMoney(line.total)}
          </Text>{' '}
          ({formatCount(quantity)} × {formatMoney(line.unitPrice)})
        </>
      ) : null}
    </Text>
  );
}
