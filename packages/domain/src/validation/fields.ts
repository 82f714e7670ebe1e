/** Field schemas shared by the form and request-body schemas (SPEC.md §5). */
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import { type MoneyColumn, moneyPattern } from '../money';
import { messages } from './messages';

/** A basic address pattern: something, '@', something, '.', something; no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits, space, plus and hyphen (SPEC.md §5). */
export const PHONE_PATTERN = /^[0-9 +-]+$/;
/** Letters (any script) and the apostrophe, straight or typographic. */
export const NAME_PATTERN = /^[\p{L}'’]+$/u;
export const US_ZIP_PATTERN = /^\d{5}$/;
/** A1A 1A1; letters D F I O Q U never appear, W and Z never first; one optional space; any case. */
export const CANADIAN_POSTAL_CODE_PATTERN =
  /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A phone number has 7 to 15 digits (E.164 allows at most 15). */
export const PHONE_DIGITS_MIN = 7;
export const PHONE_DIGITS_MAX = 15;

/**
 * A required string (trimmed unless `trim` is false) that must also pass `valid`. An empty value
 * gets only the required message; anything else that fails `valid` gets only the invalid one.
 * (The later checks skip '' instead of the required check aborting: an aborting issue would stop
 * the object-level refinements, and forms want every message at once.)
 */
export function checkedString(
  requiredMessage: string,
  invalidMessage: string,
  valid: (value: string) => boolean,
  options: { trim?: boolean } = {},
) {
  const base = z.string({ error: requiredMessage });
  return (options.trim === false ? base : base.trim())
    .min(1, requiredMessage)
    .refine((value) => value === '' || valid(value), invalidMessage);
}

/** A required trimmed string of at most `max` characters. */
export function requiredText(requiredMessage: string, max = 255) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, messages.invalid.tooLong);
}

/** An optional trimmed string of at most `max` characters. */
export function optionalText(max = 255) {
  return z.string().trim().max(max, messages.invalid.tooLong).optional();
}

function emailWith(requiredMessage: string, invalidMessage: string) {
  return checkedString(
    requiredMessage,
    invalidMessage,
    (value) => value.length <= 254 && EMAIL_PATTERN.test(value),
  );
}

/** Email of a person or organization: 'Please enter email' / 'Please enter valid email'. */
export const emailSchema = emailWith(messages.required.email, messages.invalid.email);
/** The footer newsletter box: 'Please Enter Email' / 'Please Enter Valid Email'. */
export const newsletterEmailSchema = emailWith(
  messages.newsletterEmailRequired,
  messages.newsletterEmailInvalid,
);
/** The subscription form: 'Please enter email address' / 'Please enter valid email'. */
export const subscriptionEmailSchema = emailWith(messages.subscriptionEmailRequired, messages.invalid.email);

/** Digits, space, plus and hyphen only, with 7 to 15 digits. */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_PATTERN.test(value) && digits >= PHONE_DIGITS_MIN && digits <= PHONE_DIGITS_MAX;
}

/** The phone of a user or organization: 'Phone number not valid'. */
export const phoneSchema = checkedString(messages.required.phone, messages.invalid.phone, isPhoneNumber);
/** The contact number of an address: 'Please enter valid phone number'. */
export const contactNumberSchema = checkedString(
  messages.required.contactNumber,
  messages.invalid.contactNumber,
  isPhoneNumber,
);

const isPersonName = (value: string) => value.length <= 50 && NAME_PATTERN.test(value);
export const firstNameSchema = checkedString(
  messages.required.firstName,
  messages.invalid.firstName,
  isPersonName,
);
export const lastNameSchema = checkedString(
  messages.required.lastName,
  messages.invalid.lastName,
  isPersonName,
);

/** Not trimmed: a space anywhere, leading or trailing too, is 'Please enter username without space'. */
export const usernameSchema = checkedString(
  messages.required.username,
  messages.usernameWithoutSpace,
  (value) => /^\S+$/.test(value),
  { trim: false },
).max(254, messages.invalid.tooLong);

function passwordWith(requiredMessage: string) {
  return checkedString(requiredMessage, messages.passwordMin, (value) => value.length >= PASSWORD_MIN, {
    trim: false,
  }).max(PASSWORD_MAX, messages.passwordMax);
}

/** 6 to 15 characters, not trimmed. */
export const passwordSchema = passwordWith(messages.required.password);
export const newPasswordSchema = passwordWith(messages.required.newPassword);

export const usZipSchema = checkedString(messages.required.zipcode, messages.invalid.zipcode, (value) =>
  US_ZIP_PATTERN.test(value),
);

export const canadianPostalCodeSchema = checkedString(
  messages.required.postalCode,
  messages.invalid.postalCode,
  (value) => CANADIAN_POSTAL_CODE_PATTERN.test(value),
);

/** A US five-digit zip or a Canadian postal code: 'Please enter valid zipcode'. */
export const zipOrPostalCodeSchema = checkedString(
  messages.required.zipcode,
  messages.invalid.zipcode,
  (value) => US_ZIP_PATTERN.test(value) || CANADIAN_POSTAL_CODE_PATTERN.test(value),
);

/**
 * The one money input schema: a non-negative amount as a decimal string that fits the column it
 * is stored in (`MONEY_COLUMNS`: unit prices by default, 10 digits and 4 decimals; `amount`: 12
 * digits and 2 decimals), so no amount can overflow its column. `integerDigits` bounds it
 * tighter; `positive` refuses zero.
 */
export function moneyField(
  requiredMessage: string,
  invalidMessage: string = messages.invalid.amount,
  options: { column?: MoneyColumn; integerDigits?: number; positive?: boolean } = {},
) {
  const pattern = moneyPattern(options.column ?? 'unitPrice', options.integerDigits);
  return checkedString(
    requiredMessage,
    invalidMessage,
    (value) => pattern.test(value) && (!options.positive || /[1-9]/.test(value)),
  );
}

/** A whole number ≥ `min`; missing gives the required message, anything else the invalid one. */
export function integerField(requiredMessage: string, invalidMessage: string, min = 0) {
  return z
    .number({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage) })
    .int(invalidMessage)
    .min(min, invalidMessage)
    .max(Number.MAX_SAFE_INTEGER, invalidMessage);
}

/** True for a real calendar date written YYYY-MM-DD (2024-02-29 yes, 2023-02-29 no). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date as 'YYYY-MM-DD'. */
export function dateField(requiredMessage: string, invalidMessage: string) {
  return checkedString(requiredMessage, invalidMessage, isIsoDate);
}

/** True for an absolute http or https URL with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function urlField(requiredMessage: string, invalidMessage: string = messages.invalid.url) {
  return checkedString(requiredMessage, invalidMessage, (value) => value.length <= 2048 && isHttpUrl(value));
}
