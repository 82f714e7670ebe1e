import type { QuoteRequestBody } from '@patchbay/contract';
import { isPhoneNumber, messages } from '@patchbay/domain';

/** The quote form as typed: every field a string, except the quantity (a number, or '' when emptied). */
export interface QuoteFormValues {
  qty: number | string;
  userName: string;
  email: string;
  contactNumber: string;
  postalCode: string;
  city: string;
  state: string;
  comments: string;
}

/** Who is asking, when signed in: the form starts with it. */
export interface QuoteContact {
  name: string;
  email: string;
}

export function initialQuoteFormValues(minQuantity: number, contact: QuoteContact | null): QuoteFormValues {
  return {
    qty: Math.max(1, minQuantity),
    userName: contact?.name ?? '',
    email: contact?.email ?? '',
    contactNumber: '',
    postalCode: '',
    city: '',
    state: '',
    comments: '',
  };
}

const OPTIONAL_FIELDS = ['contactNumber', 'postalCode', 'city', 'state', 'comments'] as const;

/**
 * The POST /api/quote-requests body: text trimmed, empty optional fields left out, a quantity that
 * is not a whole number sent as 0 so the contract's 'Please enter quantity' answers it.
 */
export function toQuoteRequestBody(values: QuoteFormValues, listingId: string): QuoteRequestBody {
  const qty = typeof values.qty === 'number' ? values.qty : Number(values.qty.trim() || Number.NaN);
  const body: QuoteRequestBody = {
    listingId,
    qty: Number.isInteger(qty) ? qty : 0,
    userName: values.userName.trim(),
    email: values.email.trim(),
  };
  for (const field of OPTIONAL_FIELDS) {
    const value = values[field].trim();
    if (value) body[field] = value;
  }
  return body;
}

/**
 * SPEC.md §5: a phone allows digits, space, plus and hyphen. The contract takes any contact text;
 * the form is stricter, since a seller cannot call back a number that is not one.
 */
export function contactNumberError(value: string): string | null {
  const text = value.trim();
  return text && !isPhoneNumber(text) ? messages.invalid.contactNumber : null;
}
