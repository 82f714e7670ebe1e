import {
  type CheckoutBody,
  type CheckoutQuote,
  type CheckoutQuoteBody,
  guestContactSchema,
  type ShippingOption,
  type ShippingSelectionBody,
  shippingSelectionBodySchema,
} from '@patchbay/contract';
import { addressSchema, messages, type PaymentType, paymentSchemaAt } from '@patchbay/domain';
import { type AddressValues, emptyAddress, toAddressBody } from '../../../lib/address-values';

/**
 * One seller's part of the checkout. `shipping` is the option picked: 'free', 'quote',
 * 'buyerArranged', `carrier:<rateId>`, or '' while none is.
 */
export interface SellerValues {
  shipping: string;
  companyName: string;
  accountNumber: string;
  notesToSeller: string;
}

export interface CheckoutFormValues {
  /** A guest's contact details (SPEC.md §3 Guest user); not asked of a signed-in buyer. */
  guest: { firstName: string; lastName: string; email: string; companyName: string };
  shippingAddress: AddressValues;
  billingSameAsShipping: boolean;
  billingAddress: AddressValues;
  purchaseOrderNumber: string;
  /** Keyed by seller id. */
  sellers: Record<string, SellerValues>;
  paymentType: PaymentType;
  /** Typed here, tokenised in the browser: never part of a request to our API. */
  card: { cardNumber: string; expiry: string; cvv: string; name: string };
  ach: { routingNumber: string; accountNumber: string; name: string; achPayType: 'checking' | 'savings' };
}

/** Who is checking out, as far as the form can start with it. */
export interface Buyer {
  signedIn: boolean;
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
}

export const emptySeller = (): SellerValues => ({
  shipping: '',
  companyName: '',
  accountNumber: '',
  notesToSeller: '',
});

export function initialCheckoutValues(buyer: Buyer | null): CheckoutFormValues {
  return {
    guest: { firstName: '', lastName: '', email: '', companyName: '' },
    shippingAddress: emptyAddress(buyer?.signedIn ? buyer : null),
    billingSameAsShipping: true,
    billingAddress: emptyAddress(buyer?.signedIn ? buyer : null),
    purchaseOrderNumber: '',
    sellers: {},
    paymentType: 'card',
    card: { cardNumber: '', expiry: '', cvv: '', name: '' },
    ach: { routingNumber: '', accountNumber: '', name: '', achPayType: 'checking' },
  };
}

const CARRIER_PREFIX = 'carrier:';

export const carrierChoice = (key: string) => `${CARRIER_PREFIX}${key}`;

/**
 * The form's value for an option: 'free', 'quote', 'buyerArranged' or 'carrier:<serviceKey>'. A
 * carrier option is named by its carrier and service, which every quote keeps, not by its rate id,
 * which a new quote (another destination) replaces: the choice survives re-pricing and stays
 * selectable, with the keyboard too, while the next quote is worked out.
 */
export function optionChoice(option: ShippingOption): string {
  const key = option.serviceKey ?? option.rateId;
  return option.method === 'carrier' && key ? carrierChoice(key) : option.method;
}

/** A seller's shipping options in a quote, by seller id. */
export type QuoteOptions = ReadonlyMap<string, readonly ShippingOption[]>;

export function quoteOptions(quote: CheckoutQuote | undefined): QuoteOptions {
  return new Map((quote?.sellers ?? []).map((seller) => [seller.seller.id, seller.shippingOptions]));
}

/**
 * The shipping selection a seller's choice stands for, or null while none is made. A carrier
 * choice is sent as the rate id of the same carrier and service in `options` (the quote it is
 * sent with); without that rate there is no selection yet. For 'Buyer Arranged*' the company name
 * and account number go as typed (trimmed): the contract's schema tells when they are missing.
 */
export function shippingSelection(
  seller: SellerValues | undefined,
  options?: readonly ShippingOption[],
): ShippingSelectionBody | null {
  const choice = seller?.shipping ?? '';
  if (choice === 'free' || choice === 'quote') return { method: choice };
  if (choice === 'buyerArranged') {
    return {
      method: 'buyerArranged',
      companyName: seller?.companyName.trim() ?? '',
      accountNumber: seller?.accountNumber.trim() ?? '',
    };
  }
  if (choice.startsWith(CARRIER_PREFIX) && choice.length > CARRIER_PREFIX.length) {
    const key = choice.slice(CARRIER_PREFIX.length);
    if (!options) return { method: 'carrier', rateId: key };
    const rate = options.find((option) => option.method === 'carrier' && optionChoice(option) === choice);
    return rate?.rateId ? { method: 'carrier', rateId: rate.rateId } : null;
  }
  return null;
}

/** Whether some seller's shipping choice is a carrier rate (the rates depend on the destination). */
export function hasCarrierChoice(values: CheckoutFormValues, sellerIds: readonly string[]): boolean {
  return sellerIds.some((sellerId) => values.sellers[sellerId]?.shipping.startsWith(CARRIER_PREFIX) === true);
}

/**
 * Whether `quote` priced what the form now says for every seller: each carrier choice with the
 * rate this very quote offers. Until then Place order waits: a rate id from an earlier quote (an
 * earlier destination) would be refused ('This shipping rate is no longer available').
 */
export function quotePricesChoices(
  values: CheckoutFormValues,
  sellerIds: readonly string[],
  quote: CheckoutQuote | undefined,
): boolean {
  if (!quote) return false;
  const options = quoteOptions(quote);
  return sellerIds.every((sellerId) => {
    const priced = quote.sellers.find((seller) => seller.seller.id === sellerId)?.shipping ?? null;
    const wanted = shippingSelection(values.sellers[sellerId], options.get(sellerId) ?? []);
    if (wanted?.method !== 'carrier') return true;
    return priced?.method === 'carrier' && priced.rateId === wanted.rateId;
  });
}

/** How the quote is asked for: the destination so far, each seller's complete choice, promo, payment. */
export function toQuoteBody(
  values: CheckoutFormValues,
  sellerIds: readonly string[],
  promoCode: string,
  /** The quote on screen: a carrier choice is asked for with its rate there. */
  options: QuoteOptions = new Map(),
): CheckoutQuoteBody {
  const { country, state, zipcode, city } = values.shippingAddress;
  const destination: NonNullable<CheckoutQuoteBody['destination']> = { country };
  if (state.trim()) destination.state = state.trim();
  if (zipcode.trim()) destination.zipcode = zipcode.trim();
  if (city.trim()) destination.city = city.trim();
  const body: CheckoutQuoteBody = {
    destination,
    sellers: sellerIds.map((sellerId) => {
      const selection = shippingSelection(values.sellers[sellerId], options.get(sellerId) ?? []);
      // A Buyer Arranged* choice is priced once its details are typed (the quote refuses it without).
      const complete = selection && shippingSelectionBodySchema.safeParse(selection).success;
      return complete ? { sellerId, shipping: selection } : { sellerId };
    }),
    paymentType: values.paymentType,
  };
  if (promoCode.trim()) body.promoCode = promoCode.trim();
  return body;
}

/** The card's place in a checkout body: the gateway's token (the card number never goes to our API). */
export type CardToken = string;

/** POST /api/checkout's body. `cardToken` is required for a card payment. */
export function toCheckoutBody(
  values: CheckoutFormValues,
  {
    signedIn,
    sellerIds,
    promoCode,
    cardToken,
    options,
  }: {
    signedIn: boolean;
    sellerIds: readonly string[];
    promoCode: string;
    cardToken?: CardToken;
    /** The quote the order is placed on: carrier choices are sent with its rate ids. */
    options?: QuoteOptions;
  },
): CheckoutBody {
  const purchaseOrderNumber = values.purchaseOrderNumber.trim();
  const body: CheckoutBody = {
    shippingAddress: toAddressBody(values.shippingAddress),
    billingSameAsShipping: values.billingSameAsShipping,
    sellers: sellerIds.map((sellerId) => {
      const seller = values.sellers[sellerId];
      const notesToSeller = seller?.notesToSeller.trim() ?? '';
      return {
        sellerId,
        // Never sent without a choice: validateCheckout stops the form first.
        shipping: shippingSelection(seller, options?.get(sellerId)) ?? { method: 'quote' },
        ...(notesToSeller ? { notesToSeller } : {}),
      };
    }),
    payment: toPaymentBody(values, cardToken),
  };
  if (!values.billingSameAsShipping) body.billingAddress = toAddressBody(values.billingAddress);
  if (purchaseOrderNumber) body.purchaseOrderNumber = purchaseOrderNumber;
  if (!signedIn) {
    body.guest = {
      firstName: values.guest.firstName.trim(),
      lastName: values.guest.lastName.trim(),
      email: values.guest.email.trim(),
      companyName: values.guest.companyName.trim(),
    };
  }
  if (promoCode.trim()) body.promoCode = promoCode.trim();
  return body;
}

function toPaymentBody(
  values: CheckoutFormValues,
  cardToken: CardToken | undefined,
): CheckoutBody['payment'] {
  switch (values.paymentType) {
    case 'card':
      return { paymentType: 'card', token: cardToken ?? '' };
    case 'ach':
      return {
        paymentType: 'ach',
        routingNumber: values.ach.routingNumber.trim(),
        accountNumber: values.ach.accountNumber.trim(),
        name: values.ach.name.trim(),
        achPayType: values.ach.achPayType,
      };
    default:
      return { paymentType: values.paymentType };
  }
}

type Errors = Record<string, string>;

/** The first message of each field of a failed parse, under `prefix`. */
function collect(
  errors: Errors,
  prefix: string,
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
) {
  if (result.success || !result.error) return;
  for (const issue of result.error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    errors[path] ??= issue.message;
  }
}

/**
 * Every field message of the checkout form, keyed by the form's paths, with the messages of
 * SPEC.md §5 (the same schemas the server uses): contact details of a guest, both addresses,
 * each seller's shipping selection (and Buyer Arranged* details), and the payment details.
 */
export function validateCheckout(
  values: CheckoutFormValues,
  {
    signedIn,
    sellerIds,
    now,
    cardEntry = 'fields',
  }: {
    signedIn: boolean;
    sellerIds: readonly string[];
    now: Date;
    /** 'stripe': Stripe's element holds number, expiry and CVC (Stripe checks them); only the name is ours. */
    cardEntry?: 'fields' | 'stripe';
  },
): Errors {
  const errors: Errors = {};
  if (!signedIn) collect(errors, 'guest', guestContactSchema.safeParse(values.guest));
  collect(errors, 'shippingAddress', addressSchema.safeParse(toAddressBody(values.shippingAddress)));
  if (!values.billingSameAsShipping) {
    collect(errors, 'billingAddress', addressSchema.safeParse(toAddressBody(values.billingAddress)));
  }
  for (const sellerId of sellerIds) {
    const selection = shippingSelection(values.sellers[sellerId]);
    if (!selection) {
      errors[`sellers.${sellerId}.shipping`] = messages.shippingSelectionRequired;
      continue;
    }
    const parsed = shippingSelectionBodySchema.safeParse(selection);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'shipping');
        const path = field === 'companyName' || field === 'accountNumber' ? field : 'shipping';
        errors[`sellers.${sellerId}.${path}`] ??= issue.message;
      }
    }
  }
  const payment = paymentSchemaAt(now);
  if (values.paymentType === 'card' && cardEntry === 'stripe') {
    if (!values.card.name.trim()) errors['card.name'] = messages.required.name;
  } else if (values.paymentType === 'card') {
    collect(errors, 'card', payment.safeParse({ paymentType: 'card', ...values.card }));
  } else if (values.paymentType === 'ach') {
    const { achPayType: _type, ...ach } = values.ach;
    collect(errors, 'ach', payment.safeParse({ paymentType: 'ach', ...ach }));
  }
  return errors;
}

/** Where a field the server names (a path in the request body) sits in the form. */
export interface ServerFieldErrors {
  /** Keyed by form path. */
  fields: Errors;
  /** The promo code's message, which is shown by the promo code box. */
  promoCode: string | null;
  /** Messages about fields the form does not show (said above the Place order button). */
  other: string[];
}

/**
 * The field messages of a refused checkout (keys are body paths: 'shippingAddress.zipcode',
 * 'sellers.0.shipping.companyName', 'payment.routingNumber', ...) placed on the form's fields.
 */
export function serverFieldErrors(
  fields: Readonly<Record<string, string>>,
  sellerIds: readonly string[],
  paymentType: PaymentType,
): ServerFieldErrors {
  const result: ServerFieldErrors = { fields: {}, promoCode: null, other: [] };
  for (const [name, message] of Object.entries(fields)) {
    const parts = name.split('.');
    const [head, second, third, fourth] = parts;
    if (head === 'shippingAddress' || head === 'billingAddress' || head === 'guest') {
      result.fields[
        second ? `${head}.${second}` : `${head}.${head === 'guest' ? 'firstName' : 'firstname'}`
      ] = message;
    } else if (head === 'purchaseOrderNumber') {
      result.fields.purchaseOrderNumber = message;
    } else if (head === 'promoCode') {
      result.promoCode = message;
    } else if (head === 'sellers' && second !== undefined && sellerIds[Number(second)] !== undefined) {
      const sellerId = sellerIds[Number(second)];
      const field =
        third === 'notesToSeller'
          ? 'notesToSeller'
          : fourth === 'companyName' || fourth === 'accountNumber'
            ? fourth
            : 'shipping';
      result.fields[`sellers.${sellerId}.${field}`] = message;
    } else if (head === 'payment' && second && second !== 'paymentType' && paymentType === 'ach') {
      result.fields[`ach.${second}`] = message;
    } else if (head === 'payment' && second === 'token' && paymentType === 'card') {
      result.fields['card.cardNumber'] = message;
    } else {
      result.other.push(message);
    }
  }
  return result;
}
