import type { CheckoutQuote } from '@patchbay/contract';
import { describe, expect, it } from 'vitest';
import { paymentChoices } from './payment-options';

type PaymentType = 'card' | 'ach' | 'paylater' | 'paypal';
const seller = (options: Partial<Record<PaymentType, string | true>>) =>
  ({
    paymentOptions: (['card', 'ach', 'paylater', 'paypal'] as const).map((paymentType) => {
      const state = options[paymentType];
      return { paymentType, available: state === true, reason: typeof state === 'string' ? state : null };
    }),
  }) as unknown as CheckoutQuote['sellers'][number];

describe('payment types offered at checkout', () => {
  it('offers card and ACH, and PayLater / PayPal only when every seller takes them', () => {
    const quote = {
      sellers: [
        seller({ card: true, ach: true, paylater: true, paypal: true }),
        seller({ card: true, ach: true, paylater: 'PayLater is not available for this order', paypal: true }),
      ],
    };
    expect(paymentChoices(quote)).toEqual([
      { paymentType: 'card', available: true, reason: null },
      { paymentType: 'ach', available: true, reason: null },
      { paymentType: 'paypal', available: true, reason: null },
    ]);
  });

  it('keeps card and ACH on the list, with the reason, when a seller does not take them', () => {
    const quote = { sellers: [seller({ card: 'Card payments are not available', ach: true })] };
    expect(paymentChoices(quote)).toEqual([
      { paymentType: 'card', available: false, reason: 'Card payments are not available' },
      { paymentType: 'ach', available: true, reason: null },
    ]);
  });

  it('offers nothing as available before the first quote', () => {
    expect(paymentChoices(undefined).map((c) => [c.paymentType, c.available])).toEqual([
      ['card', false],
      ['ach', false],
    ]);
  });
});
