/**
 * The chat widgets a storefront may load (allow-list): each provider's id format, the script it
 * loads and the origins its script, connections, images, styles, fonts and frames come from. The
 * page's Content-Security-Policy allows exactly the chosen provider's origins (docs/chat-widget.md).
 */
export const CHAT_PROVIDERS = {
  crisp: {
    name: 'Crisp',
    idLabel: 'Website ID',
    /** A Crisp website id is a UUID. */
    idPattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    idMessage: 'Please enter the Crisp website ID (a UUID such as 3a1f2c4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b)',
    scriptUrl: () => 'https://client.crisp.chat/l.js',
    origins: {
      script: ['https://client.crisp.chat', 'https://settings.crisp.chat'],
      connect: ['https://client.crisp.chat', 'https://storage.crisp.chat', 'wss://client.relay.crisp.chat'],
      img: ['https://client.crisp.chat', 'https://image.crisp.chat', 'https://storage.crisp.chat'],
      style: ['https://client.crisp.chat'],
      font: ['https://client.crisp.chat'],
      frame: ['https://game.crisp.chat'],
    },
  },
  tawkto: {
    name: 'Tawk.to',
    idLabel: 'Property ID / widget ID',
    /** '<24 hex property id>/<widget id>', as in the embed URL. */
    idPattern: /^[0-9a-f]{24}\/[a-z0-9]{6,16}$/,
    idMessage: 'Please enter the Tawk.to property ID and widget ID as 0123456789abcdef01234567/1abcde2fg',
    scriptUrl: (id: string) => `https://embed.tawk.to/${id}`,
    origins: {
      script: ['https://embed.tawk.to', 'https://cdn.jsdelivr.net'],
      connect: ['https://*.tawk.to', 'wss://*.tawk.to'],
      img: ['https://*.tawk.to', 'https://cdn.jsdelivr.net'],
      style: ['https://*.tawk.to', 'https://fonts.googleapis.com'],
      font: ['https://*.tawk.to', 'https://fonts.gstatic.com'],
      frame: ['https://*.tawk.to'],
    },
  },
  intercom: {
    name: 'Intercom',
    idLabel: 'App ID',
    idPattern: /^[a-z0-9]{8}$/,
    idMessage: 'Please enter the Intercom app ID (8 letters and digits)',
    scriptUrl: (id: string) => `https://widget.intercom.io/widget/${id}`,
    origins: {
      script: ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
      connect: ['https://*.intercom.io', 'wss://*.intercom.io', 'https://uploads.intercomcdn.com'],
      img: ['https://*.intercomcdn.com', 'https://static.intercomassets.com'],
      style: ['https://js.intercomcdn.com'],
      font: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
      frame: ['https://intercom-sheets.com'],
    },
  },
} as const;
export type ChatProvider = keyof typeof CHAT_PROVIDERS;
export const CHAT_PROVIDER_IDS = Object.keys(CHAT_PROVIDERS) as [ChatProvider, ...ChatProvider[]];
export type ChatOriginKind = keyof (typeof CHAT_PROVIDERS)['crisp']['origins'];

/** Why a widget id does not fit its provider, or null when it does. */
export function chatWidgetIdProblem(provider: ChatProvider, id: string): string | null {
  return CHAT_PROVIDERS[provider].idPattern.test(id) ? null : CHAT_PROVIDERS[provider].idMessage;
}

/** The script a storefront loads for its widget. */
export function chatWidgetScript(provider: ChatProvider, id: string): string {
  return CHAT_PROVIDERS[provider].scriptUrl(id);
}

/** The extra origins a page with this widget allows, per CSP directive kind (none without a widget). */
export function chatWidgetOrigins(provider: ChatProvider | null): Record<ChatOriginKind, readonly string[]> {
  if (!provider) return { script: [], connect: [], img: [], style: [], font: [], frame: [] };
  return CHAT_PROVIDERS[provider].origins;
}
