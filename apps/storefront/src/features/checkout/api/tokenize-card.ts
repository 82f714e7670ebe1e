import type { sandboxTokenBodySchema, sandboxTokenResponseSchema } from '@patchbay/contract';
import { createApiClient } from '@patchbay/ui';
import type { SchemaOutput } from '@/lib/schema';

export type SandboxTokenBody = SchemaOutput<typeof sandboxTokenBodySchema>;
export type SandboxToken = SchemaOutput<typeof sandboxTokenResponseSchema>;

// The gateway is not our API: no cookies and no guest id go with the card. (The built-in sandbox
// gateway answers on this host; a real one is another origin.)
const gateway = createApiClient((input, init) => globalThis.fetch(input, { ...init, credentials: 'omit' }));

/**
 * Tokenises a card with the sandbox gateway (GET /api/payments/config's tokenizeUrl): the card
 * number goes to the gateway only, the checkout then sends the token. A refusal names the card
 * form's fields (cardNumber, expiry, cvv, name).
 */
export const tokenizeCard = (tokenizeUrl: string, card: SandboxTokenBody) =>
  gateway.post<SandboxToken>(tokenizeUrl, { ...card, cardNumber: card.cardNumber.replace(/[\s-]/g, '') });
