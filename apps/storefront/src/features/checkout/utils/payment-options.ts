import type { CheckoutQuote } from '@patchbay/contract';
import { PAYMENT_TYPES, type PaymentType } from '@patchbay/domain';

export interface PaymentChoice {
  paymentType: PaymentType;
  available: boolean;
  /** Why not, when it is not available (the first seller's reason). */
  reason: string | null;
}

/**
 * One payment pays every order of the checkout, so a payment type is available when the quote
 * says so for every seller. Card and ACH are always offered (disabled with the reason when not
 * available); PayLater and PayPal only where the quote says they are available.
 */
export function paymentChoices(quote: Pick<CheckoutQuote, 'sellers'> | undefined): PaymentChoice[] {
  return PAYMENT_TYPES.flatMap((paymentType): PaymentChoice[] => {
    const options = (quote?.sellers ?? []).map((seller) =>
      seller.paymentOptions.find((option) => option.paymentType === paymentType),
    );
    const available = options.length > 0 && options.every((option) => option?.available === true);
    const reason = available
      ? null
      : (options.find((option) => option && !option.available)?.reason ?? 'Not available for this order');
    if (!available && (paymentType === 'paylater' || paymentType === 'paypal')) return [];
    return [{ paymentType, available, reason }];
  });
}

export const paymentLabels: Record<PaymentType, { label: string; description: string }> = {
  card: { label: 'Card', description: 'Visa, Mastercard, American Express or Discover: charged now.' },
  ach: {
    label: 'ACH bank transfer',
    description: "Your order is submitted; the confirmation carries the seller's bank transfer instructions.",
  },
  paylater: {
    label: 'PayLater',
    description:
      "On the seller's credit terms; the confirmation carries the seller's bank transfer instructions.",
  },
  paypal: {
    label: 'PayPal',
    description: 'Your order is submitted; the confirmation carries a PayPal payment link.',
  },
};
