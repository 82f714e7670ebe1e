import type { RequestBodyOf, ResponseOf } from '@patchbay/client';
import { createTypedApiClient, dataOf } from '@patchbay/ui';

export type SandboxTokenBody = RequestBodyOf<'createSandboxCardToken'>;
export type SandboxToken = ResponseOf<'createSandboxCardToken', 201>;

/** The sandbox gateway's tokenise call, the only tokenise address the server names (GET /api/payments/config). */
export const SANDBOX_TOKENIZE_PATH = '/api/payments/sandbox/tokens';

// The gateway is not our API: no cookies and no guest id go with the card. (The built-in sandbox
// gateway answers on this host; a real one is another origin.)
const gateway = createTypedApiClient((input, init) =>
  globalThis.fetch(input, { ...init, credentials: 'omit' }),
);

/**
 * Tokenises a card with the sandbox gateway (GET /api/payments/config's tokenizeUrl): the card
 * number goes to the gateway only, the checkout then sends the token. A refusal names the card
 * form's fields (cardNumber, expiry, cvv, name).
 */
export async function tokenizeCard(tokenizeUrl: string, card: SandboxTokenBody): Promise<SandboxToken> {
  if (tokenizeUrl !== SANDBOX_TOKENIZE_PATH) {
    throw new Error(`The payment gateway's tokenise address ${tokenizeUrl} is not one this storefront knows`);
  }
  return dataOf(
    gateway.POST('/api/payments/sandbox/tokens', {
      body: { ...card, cardNumber: card.cardNumber.replace(/[\s-]/g, '') },
    }),
  );
}
