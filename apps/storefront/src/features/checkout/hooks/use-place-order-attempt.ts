import type { CheckoutResponse } from '@patchbay/contract';
import { useRef, useState } from 'react';
import { usePlaceOrder } from '../api/place-order';
import type { CardValues } from '../components/card-fields';
import { type CheckoutFormValues, type QuoteOptions, toCheckoutBody } from '../utils/checkout-form';
import { attemptOutcome, cardDigest, createIdempotencyKeeper, stableStringify } from '../utils/idempotency';

/** The gateway refused the card before anything was sent to our API. */
export class CardTokenError extends Error {
  override readonly name = 'CardTokenError';
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'The card could not be read', { cause });
  }
}

export interface PlaceOrderInput {
  values: CheckoutFormValues;
  signedIn: boolean;
  sellerIds: readonly string[];
  promoCode: string;
  /** Names the cart's lines and quantities: a changed cart is another attempt. */
  cartVersion: string;
  /** The shipping options of the quote the order is placed on (carrier choices become its rate ids). */
  options: QuoteOptions;
  tokenize: (card: CardValues) => Promise<string>;
}

/**
 * Places the orders with one Idempotency-Key per attempt (utils/idempotency.ts): a double click
 * or a retry after a lost answer sends the same key (and the same card token), so the server
 * answers with the same orders and charges once; a changed form or cart, or a refused attempt,
 * starts a new one. A click while an attempt is under way does nothing.
 */
export function usePlaceOrderAttempt() {
  const [keeper] = useState(() => createIdempotencyKeeper<string>());
  const inFlight = useRef(false);
  const [placing, setPlacing] = useState(false);
  const place = usePlaceOrder();

  async function submit(input: PlaceOrderInput): Promise<CheckoutResponse | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setPlacing(true);
    const { values, signedIn, sellerIds, promoCode, cartVersion, options, tokenize } = input;
    const card = values.paymentType === 'card';
    const fingerprint = stableStringify({
      cart: cartVersion,
      body: toCheckoutBody(values, {
        signedIn,
        sellerIds,
        promoCode,
        options,
        ...(card ? { cardToken: `card:${cardDigest(values.card)}` } : {}),
      }),
    });
    try {
      const attempt = keeper.attemptFor(fingerprint);
      let token = attempt.payload;
      if (card && token === undefined) {
        try {
          token = await tokenize(values.card);
        } catch (error) {
          throw new CardTokenError(error);
        }
        keeper.remember(fingerprint, token);
      }
      const body = toCheckoutBody(values, {
        signedIn,
        sellerIds,
        promoCode,
        options,
        ...(token !== undefined ? { cardToken: token } : {}),
      });
      const result = await place.mutateAsync({ body, idempotencyKey: attempt.key });
      keeper.settle('placed');
      return result;
    } catch (error) {
      // A card the gateway refused never reached our API: that attempt is over too.
      keeper.settle(error instanceof CardTokenError ? 'refused' : attemptOutcome(error));
      throw error;
    } finally {
      inFlight.current = false;
      setPlacing(false);
    }
  }

  return { submit, placing };
}
