import { useRef } from 'react';
import { usePaymentConfig } from '../api/get-payment-config';
import { tokenizeCard } from '../api/tokenize-card';
import type { CardValues } from '../components/card-fields';
import type { StripeCardHandle } from '../components/stripe-card-field';

/**
 * Turns the card typed on this page into the gateway's token, with the gateway the server names
 * (GET /api/payments/config): the sandbox's tokenise endpoint, or Stripe.js when it says 'stripe'.
 * The card number never goes to our API.
 */
export function useCardTokenizer() {
  const config = usePaymentConfig();
  const stripeHandle = useRef<StripeCardHandle | null>(null);
  const gateway = config.data?.gateway ?? null;

  async function tokenize(card: CardValues): Promise<string> {
    const settings = config.data;
    if (!settings) throw new Error('The payment settings are not loaded yet');
    if (settings.gateway === 'stripe') {
      if (!stripeHandle.current) throw new Error('The card form is not ready yet');
      return stripeHandle.current.createPaymentMethod(card.name.trim());
    }
    if (!settings.tokenizeUrl) throw new Error('The payment gateway has no tokenise address');
    const { token } = await tokenizeCard(settings.tokenizeUrl, {
      cardNumber: card.cardNumber,
      expiry: card.expiry,
      cvv: card.cvv,
      name: card.name.trim(),
    });
    return token;
  }

  return { config, gateway, stripeHandle, tokenize };
}
