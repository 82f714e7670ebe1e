/** Payment details at checkout (SPEC.md §5 Payment). */
import { z } from 'zod';
import { abaRoutingValid, cardBrand, expiryValid, luhnValid } from '../cards';
import { checkedString, requiredText } from './fields';
import { messages } from './messages';

/** 'MM/YY' with month 01–12; whether it has passed needs a clock (see `paymentSchemaAt`). */
export const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/\d{2}$/;
const CVV_PATTERN = /^\d{3,4}$/;
/** US bank account numbers run from 4 to 17 digits. */
const BANK_ACCOUNT_PATTERN = /^\d{4,17}$/;

const cardPayment = z
  .strictObject({
    paymentType: z.literal('card'),
    cardNumber: checkedString(
      messages.required.cardNumber,
      messages.invalid.cardNumber,
      (number) => cardBrand(number) !== null && luhnValid(number),
    ),
    expiry: checkedString(messages.required.expiry, messages.invalid.expiry, (value) =>
      EXPIRY_PATTERN.test(value),
    ),
    cvv: checkedString(messages.required.cvv, messages.invalid.cvv, (value) => CVV_PATTERN.test(value)),
    name: requiredText(messages.required.name, 100),
  })
  .superRefine((payment, ctx) => {
    // American Express prints a 4-digit code, every other brand a 3-digit one.
    // A CVV that is not 3 or 4 digits is already reported by its field.
    const wanted = cardBrand(payment.cardNumber) === 'amex' ? 4 : 3;
    if (typeof payment.cvv === 'string' && CVV_PATTERN.test(payment.cvv) && payment.cvv.length !== wanted)
      ctx.addIssue({ code: 'custom', message: messages.invalid.cvv, path: ['cvv'] });
  });

const achPayment = z.strictObject({
  paymentType: z.literal('ach'),
  routingNumber: checkedString(
    messages.required.routingNumber,
    messages.invalid.routingNumber,
    abaRoutingValid,
  ),
  accountNumber: checkedString(messages.required.accountNumber, messages.invalid.accountNumber, (value) =>
    BANK_ACCOUNT_PATTERN.test(value),
  ),
  name: requiredText(messages.required.name, 100),
});

/**
 * The message of a payment whose type is missing ('Please enter payment type') or unknown: the
 * one rule of the card form's schema and the checkout request's.
 */
export function paymentTypeError(issue: { input?: unknown }): string {
  const input = issue.input as { paymentType?: unknown } | undefined;
  return input?.paymentType === undefined || input.paymentType === ''
    ? messages.required.paymentType
    : messages.invalid.paymentType;
}

/**
 * Card (number with a known brand and a valid checksum, MM/YY expiry, CVV of 3 digits or 4 for
 * Amex, name), ACH (ABA routing number, 4–17 digit account number, name), PayLater or PayPal (no
 * details). A missing payment type is 'Please enter payment type'. The expiry is only checked for
 * form here; `paymentSchemaAt(now)` also rejects a month that has ended.
 */
export const paymentSchema = z.discriminatedUnion(
  'paymentType',
  [
    cardPayment,
    achPayment,
    z.strictObject({ paymentType: z.literal('paylater') }),
    z.strictObject({ paymentType: z.literal('paypal') }),
  ],
  { error: paymentTypeError },
);
export type Payment = z.infer<typeof paymentSchema>;

/** `paymentSchema` that also rejects a card whose expiry month has ended at `now` (UTC). */
export function paymentSchemaAt(now: Date) {
  return paymentSchema.superRefine((payment, ctx) => {
    if (payment.paymentType === 'card' && !expiryValid(payment.expiry, now)) {
      ctx.addIssue({ code: 'custom', message: messages.invalid.expiry, path: ['expiry'] });
    }
  });
}
