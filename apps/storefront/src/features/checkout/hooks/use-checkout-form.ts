import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { type Cart, type CheckoutQuote, type CheckoutResponse, checkoutMessages } from '@patchbay/contract';
import { ApiError } from '@patchbay/ui';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { setClientState, useClientState } from '@/lib/client-state';
import { failureMessage } from '@/lib/failure-message';
import { useCheckoutQuote } from '../api/get-checkout-quote';
import {
  type Buyer,
  type CheckoutFormValues,
  emptySeller,
  hasCarrierChoice,
  initialCheckoutValues,
  optionChoice,
  quoteOptions,
  quotePricesChoices,
  serverFieldErrors,
  toQuoteBody,
  validateCheckout,
} from '../utils/checkout-form';
import { attemptOutcome } from '../utils/idempotency';
import { paymentChoices } from '../utils/payment-options';
import { useCardTokenizer } from './use-card-tokenizer';
import { CardTokenError, usePlaceOrderAttempt } from './use-place-order-attempt';

const destinationKey = ({ country, state, zipcode, city }: CheckoutFormValues['shippingAddress']) =>
  [country, state.trim(), zipcode.trim(), city.trim()].join('|');

const CHECK_FIELDS = 'Please check the fields marked in red.';
const OUTCOME_UNKNOWN =
  'We could not confirm your order. Please try again: the same order is sent again, so you are never charged twice.';

/** Moves the keyboard to the first field with a message, once the messages are on screen. */
function focusFirstError() {
  requestAnimationFrame(() => {
    const field = document.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
    field?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}

export interface CheckoutFormInput {
  cart: Cart;
  buyer: Buyer;
  onPlaced: (result: CheckoutResponse) => void;
  /** The cart moved on the server (a stock conflict): read it again. */
  onCartChanged: () => void;
}

/**
 * The checkout's state: the form, the server's quote for what it says (re-read as it changes),
 * the promo code, the card tokenizer and the order attempt, and what Place order does. The
 * screen only lays it out.
 */
export function useCheckoutForm({ cart, buyer, onPlaced, onCartChanged }: CheckoutFormInput) {
  // long-function: the checkout form's state: the quote, its effects and the sending share the form.
  const formId = useId();
  const signedIn = buyer.signedIn;
  const sellers = useMemo(() => cart.sellers.map((group) => group.seller), [cart.sellers]);
  const sellerIds = useMemo(() => sellers.map((seller) => seller.id), [sellers]);
  const cartVersion = cart.items.map((line) => `${line.id}:${line.quantity}`).join(',');
  const form = useForm<CheckoutFormValues>({
    mode: 'controlled',
    initialValues: initialCheckoutValues(buyer),
  });
  const promoCode = useClientState('promoCodeId') ?? '';
  const [promoCodeError, setPromoCodeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const tokenizer = useCardTokenizer();
  const attempt = usePlaceOrderAttempt();

  // Typing an address re-prices once typing pauses; choices (shipping, payment, promo) at once.
  const [address] = useDebouncedValue(form.values.shippingAddress, 400);
  // The last quote answered for exactly what was asked, and the destination it priced. A carrier
  // choice is asked for, and placed, with that quote's rate of the chosen service; when the quote
  // was for another destination, its answer brings the new rates and the choice is asked for again
  // with its new rate (quotePricesChoices holds Place order until then).
  const [priced, setPriced] = useState<{ quote: CheckoutQuote; destination: string } | undefined>();
  const quoteBody = toQuoteBody(
    { ...form.values, shippingAddress: address },
    sellerIds,
    promoCode,
    quoteOptions(priced?.quote),
  );
  const quoteQuery = useCheckoutQuote(quoteBody, cartVersion, cart.items.length > 0);
  const quote = quoteQuery.data;
  const addressKey = destinationKey(address);
  useEffect(() => {
    if (quote && !quoteQuery.isPlaceholderData) setPriced({ quote, destination: addressKey });
  }, [quote, quoteQuery.isPlaceholderData, addressKey]);
  // A new destination is being priced: the figures on screen are the old destination's.
  const repricing =
    quoteQuery.isPlaceholderData || addressKey !== destinationKey(form.values.shippingAddress);
  const choices = quote ? paymentChoices(quote) : undefined;

  // 'Please check the fields marked in red.' goes once no field is marked any more (each field's
  // error clears as it is corrected).
  const fieldErrorCount = Object.keys(form.errors).length;
  useEffect(() => {
    if (failure === CHECK_FIELDS && fieldErrorCount === 0) setFailure(null);
  }, [failure, fieldErrorCount]);

  useEffect(() => {
    if (!(quoteQuery.error instanceof ApiError)) return;
    const promo = quoteQuery.error.fields?.promoCode;
    if (promo) setPromoCodeError(promo);
  }, [quoteQuery.error]);

  // Keep the choices in step with what the latest quote offers.
  useEffect(() => {
    if (!quote || quoteQuery.isPlaceholderData) return;
    const current = form.getValues();
    for (const sellerQuote of quote.sellers) {
      const id = sellerQuote.seller.id;
      const seller = current.sellers[id] ?? emptySeller();
      const available = sellerQuote.shippingOptions.filter((option) => option.available).map(optionChoice);
      if (seller.shipping === '') {
        // Free shipping, when it is offered, is the choice nobody would refuse.
        if (available.includes('free')) form.setFieldValue(`sellers.${id}`, { ...seller, shipping: 'free' });
      } else if (!available.includes(seller.shipping)) {
        form.setFieldValue(`sellers.${id}`, { ...seller, shipping: '' });
        form.setFieldError(
          `sellers.${id}.shipping`,
          seller.shipping === 'free'
            ? checkoutMessages.freeShippingNotAvailable
            : checkoutMessages.rateNotAvailable,
        );
      }
    }
    const paymentChoice = paymentChoices(quote).find((choice) => choice.paymentType === current.paymentType);
    if (!paymentChoice?.available) {
      const fallback = paymentChoices(quote).find((choice) => choice.available);
      if (fallback) form.setFieldValue('paymentType', fallback.paymentType);
    }
  }, [quote, quoteQuery.isPlaceholderData, form.getValues, form.setFieldValue, form.setFieldError]);

  // The quote found lines that cannot be bought as they are (stock moved): show the cart as it is
  // now, so each line says its problem beside its quantity.
  // Once per set of problems: the cart may still not say so (it is priced a moment later).
  const staleLines = (quote?.problems ?? [])
    .filter((problem) => cart.items.find((line) => line.id === problem.cartItemId)?.problem === null)
    .map((problem) => `${problem.cartItemId}:${problem.message}`)
    .join('|');
  const cartChanged = useRef(onCartChanged);
  cartChanged.current = onCartChanged;
  useEffect(() => {
    if (staleLines) cartChanged.current();
  }, [staleLines]);

  const applyPromoCode = (code: string) => {
    setPromoCodeError(null);
    setClientState({ promoCodeId: code || null });
  };

  const showFailure = (error: unknown) => {
    if (error instanceof CardTokenError) {
      const cause = error.cause;
      if (cause instanceof ApiError && cause.fields) {
        const cardErrors: Record<string, string> = {};
        for (const [field, message] of Object.entries(cause.fields)) cardErrors[`card.${field}`] = message;
        form.setErrors(cardErrors);
        setFailure(CHECK_FIELDS);
        focusFirstError();
      } else {
        setFailure(cause instanceof ApiError ? failureMessage(cause) : error.message);
      }
      return;
    }
    if (attemptOutcome(error) === 'unknown') {
      setFailure(OUTCOME_UNKNOWN);
      return;
    }
    if (!(error instanceof ApiError)) {
      setFailure(failureMessage(error));
      return;
    }
    if (error.fields) {
      const placed = serverFieldErrors(error.fields, sellerIds, form.getValues().paymentType);
      form.setErrors(placed.fields);
      if (placed.promoCode) setPromoCodeError(placed.promoCode);
      const onFields = Object.keys(placed.fields).length;
      // One message (a declined card) is said beside the button too; several are summed up there.
      setFailure(placed.other[0] ?? (onFields > 1 ? CHECK_FIELDS : error.message));
      if (onFields > 0) focusFirstError();
      return;
    }
    // A stock conflict names the item and how many are left; the cart and prices are read again.
    if (error.status === 409) {
      onCartChanged();
      void quoteQuery.refetch();
    }
    setFailure(error.message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const values = form.getValues();
    const errors = validateCheckout(values, {
      signedIn,
      sellerIds,
      now: new Date(),
      cardEntry: tokenizer.gateway === 'stripe' ? 'stripe' : 'fields',
    });
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) {
      setFailure(CHECK_FIELDS);
      focusFirstError();
      return;
    }
    try {
      const result = await attempt.submit({
        values,
        signedIn,
        sellerIds,
        promoCode,
        cartVersion,
        options: quoteOptions(priced?.quote),
        tokenize: tokenizer.tokenize,
      });
      if (!result) return; // an attempt is already under way
      setClientState({ promoCodeId: null });
      onPlaced(result);
    } catch (error) {
      showFailure(error);
    }
  };

  const problems = quote?.problems ?? [];
  // A carrier choice is placed only on a quote of the destination the form says now that priced
  // the chosen rate of that very quote: a rate of an earlier destination would be refused at
  // placing. Other shipping choices do not depend on the destination and leave Place order as it is.
  const carrierReady =
    !hasCarrierChoice(form.values, sellerIds) ||
    (priced !== undefined &&
      priced.destination === destinationKey(form.values.shippingAddress) &&
      quotePricesChoices(form.values, sellerIds, priced.quote));
  const canPlace =
    Boolean(quote) &&
    carrierReady &&
    problems.length === 0 &&
    !quoteQuery.isError &&
    Boolean(tokenizer.config.data);

  return {
    form,
    formId,
    signedIn,
    sellers,
    quote,
    quoteQuery,
    repricing,
    choices,
    problems,
    canPlace,
    promoCode,
    promoCodeError,
    applyPromoCode,
    failure,
    submit,
    tokenizer,
    placing: attempt.placing,
  };
}

export type CheckoutFormState = ReturnType<typeof useCheckoutForm>;
