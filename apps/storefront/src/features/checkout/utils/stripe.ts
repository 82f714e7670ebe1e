/**
 * Stripe.js, loaded from Stripe when the server's payment config says 'stripe'. Only the few calls
 * the card form needs are typed. This path cannot run offline (it needs js.stripe.com and real
 * keys); the sandbox gateway is what the tests exercise.
 */
export interface StripeCardElement {
  mount(element: HTMLElement): void;
  destroy(): void;
  on(event: 'change', handler: (event: { error?: { message: string } }) => void): void;
}

export interface StripeInstance {
  elements(): { create(type: 'card', options?: Record<string, unknown>): StripeCardElement };
  createPaymentMethod(options: {
    type: 'card';
    card: StripeCardElement;
    billing_details?: { name?: string };
  }): Promise<{ paymentMethod?: { id: string }; error?: { message?: string } }>;
}

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeInstance;
  }
}

export const STRIPE_JS_URL = 'https://js.stripe.com/v3';

let loading: Promise<NonNullable<Window['Stripe']>> | null = null;

/** Adds Stripe.js to the page once; resolves with its constructor. */
export function loadStripeJs(): Promise<NonNullable<Window['Stripe']>> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () =>
      window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not load'));
    script.onerror = () => {
      loading = null;
      reject(new Error('Stripe.js could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}
