/**
 * What the API document says about each operation, in one table: "METHOD /path" (the document's
 * path, `{param}` style) to its operationId, summary, description, tag, who may call it, the
 * headers it reads and the answers it gives beyond those every operation of its kind gives
 * (document.ts adds those by route class). Route files keep only their schemas; a route missing
 * here fails openapi.test.ts, so no route ships undocumented.
 */

/** Who may call an operation; it decides the declared security and the 401/403 answers. */
export type Access =
  /** Anyone; a session is not read. */
  | 'public'
  /** Anyone; a session, when sent, changes the answer (prices, the cart's owner, offers). */
  | 'optional'
  /** A signed-in user (401 without a session). */
  | 'user'
  /** A signed-in member of staff: operator or a company role (401 without a session, 403 for buyers). */
  | 'staff';

/** Headers an operation reads, declared as parameters (document.ts holds their definitions). */
export type HeaderName = 'idempotencyKey' | 'guestId' | 'timeZone';

/** Error statuses an operation may answer in the error shape, with what they mean there. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 414 | 415 | 429 | 500 | 503;

export interface OperationDoc {
  operationId: string;
  summary: string;
  description: string;
  tag: Tag;
  access: Access;
  headers?: HeaderName[];
  /** Statuses this operation answers beyond its route class, or a better description of one. */
  errors?: Partial<Record<ErrorStatus, string>>;
  /** A file route: the content type of its 200 answer (and its 404 is plain text). */
  file?: { contentType: string; description: string; notFound?: string };
}

export const tags = {
  system: 'Health and the API document.',
  storefront: 'The storefront a host name resolves to, and the list of storefronts.',
  marketing: 'Newsletter subscriptions.',
  catalog: 'Listings, categories, brands, quote requests and product images.',
  content: "Sellers' custom pages.",
  accounts: 'Sign-in, sessions and tokens, sign-up, passwords, cross-domain sign-in, uploads.',
  offers: "The buyer's side of offers (signed in, as a guest, or by the link of an offer mail).",
  cart: 'The cart of the signed-in user or guest on this storefront, and cart links.',
  checkout: 'Pricing the cart and placing orders.',
  payments: 'The card gateway the browser tokenises cards with.',
  orders: "The buyer's orders and paying their balance.",
  admin: "The admin portal: users, organizations, offers and orders of the staff member's organization.",
  files: 'Files served on every storefront host: robots, sitemaps, the product feed, the theme.',
} as const;
export type Tag = keyof typeof tags;

const signedInBuyer = 'Answers for the signed-in user (bearer token or session cookie).';
const staffOnly =
  'Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization.';
const reportsOnly =
  'Needs `reports.view` (company admins and business users; the operator sees every organization, or the one named by `organizationId`). Days are UTC; `from` and `to` are included, the last 30 days by default.';
const reportErrors: OperationDoc['errors'] = {
  400: 'A date that is not YYYY-MM-DD, a start after the end, or more than 732 days',
  404: 'An `organizationId` other than the own organization (the operator: an unknown one)',
};
const guestAware =
  'A guest is known by the `pb_guest` cookie or, for clients without cookies, the `X-Guest-Id` header (the `guestId` of `GET /api/auth/me`).';
const staffOffer = 'The offer, or the item, is not one of this organization’s';
const notVisible = 'Unknown id, or not visible on this storefront';

export const operations: Record<string, OperationDoc> = {
  'GET /api/health': {
    operationId: 'getHealth',
    summary: 'Liveness and database check',
    description: 'Answers 200 when the process is up and its database answers a query.',
    tag: 'system',
    access: 'public',
  },
  'GET /api/ready': {
    operationId: 'getReadiness',
    summary: 'Readiness for traffic',
    description:
      'Answers 200 when the database answers, its migrations are current and the outbox is not stuck; otherwise 503 naming each failed check in `error.fields`. A load balancer sends traffic only to ready processes.',
    tag: 'system',
    access: 'public',
    errors: { 503: 'Not ready: the database does not answer, migrations are behind, or the outbox is stuck' },
  },
  'GET /api/storefront': {
    operationId: 'getStorefront',
    summary: "The current host's storefront branding",
    description:
      'Every request is resolved to a storefront from its `Host` header; this is that storefront’s branding, footer and links.',
    tag: 'storefront',
    access: 'public',
  },
  'GET /api/storefronts': {
    operationId: 'listStorefronts',
    summary: 'Every storefront and its host',
    description: 'For links between storefronts and the cross-domain sign-in.',
    tag: 'storefront',
    access: 'public',
  },
  'POST /api/newsletter': {
    operationId: 'subscribeNewsletter',
    summary: "Subscribe an e-mail to this storefront's newsletter",
    description: 'Subscribing twice is not an error: the address stays subscribed once.',
    tag: 'marketing',
    access: 'public',
  },
  'GET /api/listings': {
    operationId: 'searchListings',
    summary: "Search and browse the storefront's listings",
    description:
      'Full-text search with filters, sorting and pages (`page`, `pageSize`), and facet counts for the filters. Prices a seller keeps for signed-in buyers are null for guests.',
    tag: 'catalog',
    access: 'optional',
    headers: ['guestId', 'timeZone'],
  },
  'GET /api/listings/{id}': {
    operationId: 'getListing',
    summary: 'One listing with its product and seller',
    description: 'The listing must be visible on this storefront.',
    tag: 'catalog',
    access: 'optional',
    errors: { 404: notVisible },
  },
  'GET /api/categories': {
    operationId: 'listCategories',
    summary: 'Categories with counts of visible listings',
    description: 'Categories and their sub-categories, with how many listings of this storefront each holds.',
    tag: 'catalog',
    access: 'optional',
  },
  'GET /api/brands': {
    operationId: 'listBrands',
    summary: 'Brands with counts of visible listings',
    description: 'Brands (OEM names) A-Z with how many listings of this storefront each holds.',
    tag: 'catalog',
    access: 'optional',
  },
  'POST /api/quote-requests': {
    operationId: 'requestQuote',
    summary: 'Ask the seller of a listing for a quote',
    description:
      'The seller is mailed the request; a signed-in buyer’s details fill what the body leaves out.',
    tag: 'catalog',
    access: 'optional',
    errors: { 404: notVisible },
  },
  'GET /api/media/brand/{file}': {
    operationId: 'getBrandImage',
    summary: 'Default product image of a brand',
    description:
      'An SVG with the brand’s name, for products without images: `/api/media/brand/{OEM name}.svg`.',
    tag: 'catalog',
    access: 'public',
    errors: { 404: 'The file name does not end in `.svg`' },
    file: { contentType: 'image/svg+xml', description: 'The SVG image' },
  },
  'GET /api/media/no-image.svg': {
    operationId: 'getNoImage',
    summary: 'The no-image placeholder',
    description: 'An SVG shown for products without an image or brand.',
    tag: 'catalog',
    access: 'public',
    file: { contentType: 'image/svg+xml', description: 'The SVG image' },
  },
  'GET /api/pages/{id}': {
    operationId: 'getCustomPage',
    summary: 'A published custom page of this storefront',
    description: 'By id or slug. Its HTML is sanitised on write and on render.',
    tag: 'content',
    access: 'public',
    errors: { 404: 'No published page of this storefront has this id or slug' },
  },
  'GET /api/auth/me': {
    operationId: 'getMe',
    summary: 'The signed-in user (or null) and the guest id',
    description: `A browser without a guest id gets one (the \`pb_guest\` cookie). ${guestAware}`,
    tag: 'accounts',
    access: 'optional',
    headers: ['guestId'],
  },
  'POST /api/auth/login': {
    operationId: 'signIn',
    summary: 'Sign in with e-mail and password (browsers)',
    description:
      'Sets the `pb_session` cookie (HttpOnly, SameSite=Lax). A guest’s cart joins the user’s. API clients use `POST /api/auth/token` instead.',
    tag: 'accounts',
    access: 'public',
    headers: ['guestId'],
    errors: {
      401: 'Wrong e-mail or password',
      403: 'The account is disabled, or may not sign in on this host',
      429: 'Too many failed attempts for this address or account; wait and retry',
    },
  },
  'POST /api/auth/token': {
    operationId: 'issueToken',
    summary: 'Sign in an API client: a bearer token',
    description:
      'Answers a session token to send as `Authorization: Bearer <token>` until `expiresAt`; sets no cookie. `POST /api/auth/logout` with the token ends it.',
    tag: 'accounts',
    access: 'public',
    headers: ['guestId'],
    errors: {
      401: 'Wrong e-mail or password',
      403: 'The account is disabled, or may not sign in on this host',
      429: 'Too many failed attempts for this address or account; wait and retry',
    },
  },
  'POST /api/auth/register': {
    operationId: 'registerBuyer',
    summary: 'Sign up a buyer and their company',
    description:
      'Creates the buyer organization and its first user on this storefront, and signs them in (cookie).',
    tag: 'accounts',
    access: 'public',
    headers: ['guestId'],
    errors: { 409: 'The e-mail already has an account' },
  },
  'POST /api/auth/logout': {
    operationId: 'signOut',
    summary: 'End the current session',
    description:
      'Ends the session of the cookie or the bearer token, and clears the cookie. Without a session it still answers ok.',
    tag: 'accounts',
    access: 'optional',
  },
  'POST /api/auth/forgot-password': {
    operationId: 'forgotPassword',
    summary: 'Mail a password reset link',
    description: 'Answers the same whether or not the e-mail has an account.',
    tag: 'accounts',
    access: 'public',
    headers: ['guestId'],
  },
  'POST /api/auth/reset-password': {
    operationId: 'resetPassword',
    summary: 'Set a new password with a reset or invitation token',
    description: 'The token of the link is used once; every session of the user ends.',
    tag: 'accounts',
    access: 'public',
  },
  'POST /api/auth/change-password': {
    operationId: 'changePassword',
    summary: "Change the signed-in user's password",
    description: `${signedInBuyer} The user’s other sessions end.`,
    tag: 'accounts',
    access: 'user',
  },
  'POST /api/auth/cross-domain': {
    operationId: 'startCrossDomainSignIn',
    summary: 'Start a cross-domain sign-in',
    description:
      'A one-time, short-lived URL that signs the user in on another storefront (the session itself never travels).',
    tag: 'accounts',
    access: 'user',
  },
  'POST /api/auth/cross-domain/preview': {
    operationId: 'previewCrossDomainSignIn',
    summary: 'Whose account a cross-domain link signs in to',
    description:
      'Checks the `verificationToken` of a one-time URL without using it up and answers the e-mail of its account, so the storefront can ask "Continue as …?" before anything changes.',
    tag: 'accounts',
    access: 'public',
    errors: { 400: 'The link is unknown, used or expired' },
  },
  'POST /api/auth/cross-domain/redeem': {
    operationId: 'redeemCrossDomainSignIn',
    summary: 'Finish a cross-domain sign-in on this storefront',
    description: 'Redeems the `verificationToken` of the one-time URL once, and sets the session cookie.',
    tag: 'accounts',
    access: 'public',
    headers: ['guestId'],
  },
  'POST /api/uploads/reseller-certificate': {
    operationId: 'uploadResellerCertificate',
    summary: 'Upload a reseller certificate image',
    description:
      'One file part named `file`: a png, jpeg or gif of at most 5 MB, checked by content and re-encoded. Answers the URL to send with the sign-up.',
    tag: 'accounts',
    access: 'public',
    errors: {
      400: 'Not a png, jpeg or gif, or larger than 5 MB',
      429: 'Too many uploads from this address; wait and retry',
    },
  },
  'POST /api/offers': {
    operationId: 'makeOffer',
    summary: 'Make an offer on listings of this storefront',
    description: `One offer per seller of the listings. ${guestAware}`,
    tag: 'offers',
    access: 'optional',
    headers: ['guestId'],
    errors: { 404: notVisible },
  },
  'GET /api/offers': {
    operationId: 'listOffers',
    summary: "The buyer's offers on this storefront",
    description: `Filtered by the status the buyer sees, sorted, in pages. ${guestAware}`,
    tag: 'offers',
    access: 'optional',
    headers: ['guestId'],
  },
  'GET /api/offers/{id}': {
    operationId: 'getOffer',
    summary: 'One offer with its thread',
    description: `The buyer’s side (signed in, as the guest who made it, or with the \`token\` of an offer mail) or the seller’s. ${guestAware}`,
    tag: 'offers',
    access: 'optional',
    headers: ['guestId'],
    errors: { 404: 'Unknown offer, or not this buyer’s' },
  },
  'POST /api/offers/{id}/items/{itemId}/accept': {
    operationId: 'acceptCounterOffer',
    summary: "Accept the seller's counter-offer",
    description:
      'The accepted price goes to the buyer’s cart. Send the item’s `version` to refuse a stale answer.',
    tag: 'offers',
    access: 'optional',
    headers: ['guestId'],
    errors: { 404: 'Unknown offer or item, or not this buyer’s', 409: 'The offer changed since it was read' },
  },
  'POST /api/offers/{id}/items/{itemId}/cancel': {
    operationId: 'cancelOfferItem',
    summary: 'Cancel the offer on one item',
    description: 'Send the item’s `version` to refuse a stale answer.',
    tag: 'offers',
    access: 'optional',
    headers: ['guestId'],
    errors: { 404: 'Unknown offer or item, or not this buyer’s', 409: 'The offer changed since it was read' },
  },
  'POST /api/offers/{id}/items/{itemId}/edit': {
    operationId: 'editOfferItem',
    summary: "Answer the seller's counter-offer with a new price or quantity",
    description: 'Send the item’s `version` to refuse a stale answer.',
    tag: 'offers',
    access: 'optional',
    headers: ['guestId'],
    errors: { 404: 'Unknown offer or item, or not this buyer’s', 409: 'The offer changed since it was read' },
  },
  'GET /api/cart': {
    operationId: 'getCart',
    summary: 'The cart, priced now',
    description: `This storefront’s cart of the signed-in user or guest. ${guestAware}`,
    tag: 'cart',
    access: 'optional',
    headers: ['guestId'],
  },
  'POST /api/cart/items': {
    operationId: 'addCartItem',
    summary: 'Add a listing to the cart',
    description: 'A listing already in the cart gets the quantity added to its line.',
    tag: 'cart',
    access: 'optional',
    headers: ['guestId'],
    errors: { 404: notVisible },
  },
  'PATCH /api/cart/items/{id}': {
    operationId: 'updateCartItem',
    summary: 'Change the quantity of a cart line',
    description: 'The quantity follows the listing’s minimum quantity, order multiple and stock.',
    tag: 'cart',
    access: 'optional',
    headers: ['guestId'],
    errors: { 404: 'No such line in this cart' },
  },
  'DELETE /api/cart/items/{id}': {
    operationId: 'removeCartItem',
    summary: 'Remove a cart line',
    description: 'Answers the cart without the line.',
    tag: 'cart',
    access: 'optional',
    headers: ['guestId'],
    errors: { 404: 'No such line in this cart' },
  },
  'POST /api/cart/share': {
    operationId: 'shareCart',
    summary: 'A link to a copy of this cart',
    description: 'Whoever opens the link can copy its items into their own cart.',
    tag: 'cart',
    access: 'optional',
    headers: ['guestId'],
  },
  'GET /api/shared-carts/{id}': {
    operationId: 'getSharedCart',
    summary: 'What a cart link holds',
    description: 'Priced for the viewer.',
    tag: 'cart',
    access: 'optional',
    errors: { 404: 'Unknown cart link' },
  },
  'POST /api/shared-carts/{id}/copy': {
    operationId: 'copySharedCart',
    summary: "Copy a cart link's items into the viewer's cart",
    description: guestAware,
    tag: 'cart',
    access: 'optional',
    headers: ['guestId'],
    errors: { 404: 'Unknown cart link' },
  },
  'POST /api/checkout/quote': {
    operationId: 'quoteCheckout',
    summary: 'Price the cart as one order per seller',
    description:
      'Shipping options, payment options, tax, fees, a promo code and totals, without placing anything.',
    tag: 'checkout',
    access: 'optional',
    headers: ['guestId'],
  },
  'POST /api/checkout': {
    operationId: 'placeCheckout',
    summary: 'Place one order per seller of the cart',
    description:
      'Requires an `Idempotency-Key` header: a retry with the same key answers the first result and charges nothing twice. Stock is reserved, then the card is charged, then the orders are confirmed.',
    tag: 'checkout',
    access: 'optional',
    headers: ['idempotencyKey', 'guestId'],
    errors: {
      400: 'Bad input, a missing or malformed `Idempotency-Key`, or a declined card',
      409: 'The cart changed (stock, prices), or the same key is in use with another request',
    },
  },
  'GET /api/payments/config': {
    operationId: 'getPaymentConfig',
    summary: 'The gateway the browser tokenises cards with',
    description:
      'Card numbers never reach this server: the browser exchanges them for a token with this gateway.',
    tag: 'payments',
    access: 'public',
  },
  'POST /api/payments/sandbox/tokens': {
    operationId: 'createSandboxCardToken',
    summary: "The sandbox gateway's tokenise call",
    description: 'A card becomes a token. Only while the sandbox gateway is configured; 404 otherwise.',
    tag: 'payments',
    access: 'public',
    errors: { 404: 'The sandbox gateway is not the configured gateway' },
  },
  'GET /api/orders': {
    operationId: 'listOrders',
    summary: "The buyer's orders",
    description: `${signedInBuyer} \`scope=mine\` (the user's) or \`scope=organization\` (the buyer organization's), in pages.`,
    tag: 'orders',
    access: 'user',
  },
  'GET /api/orders/{id}': {
    operationId: 'getOrder',
    summary: 'One order',
    description: 'Its buyer signed in, or a guest with the `token` of the order link.',
    tag: 'orders',
    access: 'optional',
    errors: { 404: 'Unknown order, or not this buyer’s' },
  },
  'POST /api/orders/{id}/pay': {
    operationId: 'payOrder',
    summary: 'Pay the balance of an order by card',
    description:
      'Requires an `Idempotency-Key` header: a retry with the same key answers the first result and charges nothing twice.',
    tag: 'orders',
    access: 'optional',
    headers: ['idempotencyKey'],
    errors: {
      400: 'Bad input, a missing or malformed `Idempotency-Key`, or a declined card',
      404: 'Unknown order, or not this buyer’s',
      409: 'Nothing is left to pay, or the order changed',
    },
  },
  'GET /api/admin/reseller-certificates': {
    operationId: 'listResellerCertificates',
    summary: 'Reseller certificates to review',
    description: `${staffOnly} Certificates of buyers who registered on the organization's storefronts (the operator: all), filtered by \`status\`. Needs \`resellerCertificates.review\`.`,
    tag: 'admin',
    access: 'staff',
  },
  'POST /api/admin/reseller-certificates/{id}/review': {
    operationId: 'reviewResellerCertificate',
    summary: 'Approve or reject a reseller certificate',
    description: `${staffOnly} Only an approved certificate exempts its buyer from tax. Needs \`resellerCertificates.review\`.`,
    tag: 'admin',
    access: 'staff',
    errors: { 404: 'Unknown certificate, or not one this organization reviews' },
  },
  'GET /api/admin/relisting/listings': {
    operationId: 'listRelistableListings',
    summary: 'Listings the organization could ask to relist',
    description: `${staffOnly} Its own deleted, sold-out or expired listings, and (with \`q\`, a part number or name) other sellers' live listings. Needs \`listings.manage\`.`,
    tag: 'admin',
    access: 'staff',
  },
  'GET /api/admin/relisting-requests': {
    operationId: 'listRelistingRequests',
    summary: 'Relisting requests sent and received',
    description: `${staffOnly} \`side=sent\`: the organization's own requests; \`received\`: other sellers' requests about its listings; the operator sees all. Needs \`listings.manage\`. Statuses: docs/catalogue.md.`,
    tag: 'admin',
    access: 'staff',
  },
  'POST /api/admin/relisting-requests': {
    operationId: 'createRelistingRequest',
    summary: 'Ask to relist a listing',
    description: `${staffOnly} An own deleted, sold-out or expired listing (the operator decides), or another seller's live listing (that seller or the operator decides), with the price, quantity and condition wanted. Needs \`listings.manage\`.`,
    tag: 'admin',
    access: 'staff',
    errors: {
      404: 'Unknown listing, or another seller’s removed listing',
      409: 'The listing is live and in stock, or a request for it is already pending',
    },
  },
  'POST /api/admin/relisting-requests/{id}/decision': {
    operationId: 'decideRelistingRequest',
    summary: 'Approve or decline a relisting request',
    description: `${staffOnly} Approval restores the own listing, or makes a new listing of the requester, and re-indexes it at once; the outcome is mailed to the requester.`,
    tag: 'admin',
    access: 'staff',
    errors: {
      403: 'The requester cannot decide its own request',
      404: 'Unknown request, or not this organization’s to see',
      409: 'The request is already decided or withdrawn',
    },
  },
  'POST /api/admin/relisting-requests/{id}/withdraw': {
    operationId: 'withdrawRelistingRequest',
    summary: 'Withdraw a pending relisting request',
    description: `${staffOnly} Only the requesting organization.`,
    tag: 'admin',
    access: 'staff',
    errors: {
      403: 'Only the requester withdraws',
      404: 'Unknown request, or not this organization’s to see',
      409: 'The request is already decided or withdrawn',
    },
  },
  'GET /api/admin/shared-listing-requests/storefront-owners': {
    operationId: 'listStorefrontOwners',
    summary: 'Organizations whose storefronts a listing can be offered to',
    description: `${staffOnly} Every organization with a storefront of its own, but the actor's.`,
    tag: 'admin',
    access: 'staff',
  },
  'GET /api/admin/shared-listing-requests': {
    operationId: 'listSharedListingRequests',
    summary: 'Shared-listing requests sent and received',
    description: `${staffOnly} \`side=sent\`: requests about the organization's listings; \`received\`: requests to show other sellers' listings on its storefronts; the operator sees all. Needs \`listings.manage\`.`,
    tag: 'admin',
    access: 'staff',
  },
  'POST /api/admin/shared-listing-requests': {
    operationId: 'createSharedListingRequest',
    summary: "Ask to sell a listing on another organization's storefronts",
    description: `${staffOnly} The listing must be the organization's own. The storefront owner is mailed.`,
    tag: 'admin',
    access: 'staff',
    errors: {
      400: 'Bad input, or the organization is the listing’s own',
      404: 'Unknown or removed listing, not this organization’s, or an organization without a storefront',
      409: 'A pending or approved request for this listing and organization exists',
    },
  },
  'POST /api/admin/shared-listing-requests/{id}/decision': {
    operationId: 'decideSharedListingRequest',
    summary: 'Approve or decline a shared-listing request',
    description: `${staffOnly} The storefront owner (or the operator): approval shows the listing on its storefronts (search, detail, sitemap, feed) at once; declining, also after an approval, removes it. The requester is mailed.`,
    tag: 'admin',
    access: 'staff',
    errors: {
      403: 'The requester cannot decide its own request',
      404: 'Unknown request, or not this organization’s to see',
      409: 'The request is already declined or withdrawn',
    },
  },
  'POST /api/admin/shared-listing-requests/{id}/withdraw': {
    operationId: 'withdrawSharedListingRequest',
    summary: 'Withdraw a shared-listing request',
    description: `${staffOnly} The listing's organization, pending or approved: the listing leaves the storefronts at once.`,
    tag: 'admin',
    access: 'staff',
    errors: {
      403: 'Only the listing’s organization withdraws',
      404: 'Unknown request, or not this organization’s to see',
      409: 'The request is already declined or withdrawn',
    },
  },
  'GET /api/admin/users': {
    operationId: 'listUsers',
    summary: "The users of the actor's organization",
    description: `${staffOnly} Filter by \`q\` (name or e-mail).`,
    tag: 'admin',
    access: 'staff',
  },
  'POST /api/admin/users': {
    operationId: 'createUser',
    summary: 'Add a user',
    description: `${staffOnly} Without a password an invitation mail is sent.`,
    tag: 'admin',
    access: 'staff',
    errors: { 409: 'The e-mail already has an account' },
  },
  'POST /api/admin/users/invite': {
    operationId: 'inviteUsers',
    summary: 'Invite several people by e-mail',
    description: staffOnly,
    tag: 'admin',
    access: 'staff',
  },
  'GET /api/admin/users/{id}': {
    operationId: 'getUser',
    summary: 'One user',
    description: staffOnly,
    tag: 'admin',
    access: 'staff',
    errors: { 404: 'Unknown user, or not of this organization' },
  },
  'PATCH /api/admin/users/{id}': {
    operationId: 'updateUser',
    summary: 'Edit a user',
    description: `${staffOnly} Role, details, disabled.`,
    tag: 'admin',
    access: 'staff',
    errors: {
      404: 'Unknown user, or not of this organization',
      409: 'The e-mail is taken, or the change would remove the last company admin or disable oneself',
    },
  },
  'DELETE /api/admin/users/{id}': {
    operationId: 'deleteUser',
    summary: 'Delete a user',
    description: `${staffOnly} A user that orders or offers point at is disabled instead.`,
    tag: 'admin',
    access: 'staff',
    errors: {
      404: 'Unknown user, or not of this organization',
      409: 'The staff member themself, or the last active company admin or operator',
    },
  },
  'GET /api/admin/organizations': {
    operationId: 'listOrganizations',
    summary: 'Organizations',
    description: 'All for the operator, else only the staff member’s own.',
    tag: 'admin',
    access: 'staff',
  },
  'POST /api/admin/organizations': {
    operationId: 'createOrganization',
    summary: 'Create an organization',
    description: 'The operator only.',
    tag: 'admin',
    access: 'staff',
    errors: { 409: 'The slug is taken' },
  },
  'GET /api/admin/organizations/{id}': {
    operationId: 'getOrganization',
    summary: 'One organization',
    description: staffOnly,
    tag: 'admin',
    access: 'staff',
    errors: { 404: 'Unknown organization, or not this staff member’s' },
  },
  'PATCH /api/admin/organizations/{id}': {
    operationId: 'updateOrganization',
    summary: 'Edit an organization',
    description: `${staffOnly} Its type and verified flag: the operator only.`,
    tag: 'admin',
    access: 'staff',
    errors: { 404: 'Unknown organization, or not this staff member’s', 409: 'The slug is taken' },
  },
  'GET /api/admin/offers': {
    operationId: 'listAdminOffers',
    summary: "Offers received or sent by the actor's organization",
    description: `${staffOnly} \`box=received\` or \`box=sent\`, filtered, sorted, in pages.`,
    tag: 'admin',
    access: 'staff',
  },
  'GET /api/admin/offers/{id}': {
    operationId: 'getAdminOffer',
    summary: 'One offer, seen by staff',
    description: `${staffOnly} The seller’s side, or the buyer’s for an offer the organization sent.`,
    tag: 'admin',
    access: 'staff',
    errors: { 404: staffOffer },
  },
  'POST /api/admin/offers/{id}/items/{itemId}/accept': {
    operationId: 'acceptOffer',
    summary: "Accept the buyer's offer on an item",
    description: `${staffOnly} Send the item’s \`version\` to refuse a stale answer.`,
    tag: 'admin',
    access: 'staff',
    errors: { 404: staffOffer, 409: 'The offer changed since it was read' },
  },
  'POST /api/admin/offers/{id}/items/{itemId}/reject': {
    operationId: 'rejectOffer',
    summary: "Reject the buyer's offer on an item",
    description: `${staffOnly} Send the item’s \`version\` to refuse a stale answer.`,
    tag: 'admin',
    access: 'staff',
    errors: { 404: staffOffer, 409: 'The offer changed since it was read' },
  },
  'POST /api/admin/offers/{id}/items/{itemId}/counter': {
    operationId: 'counterOffer',
    summary: "Counter the buyer's offer on an item",
    description: `${staffOnly} At most 5 times, never above the listing price.`,
    tag: 'admin',
    access: 'staff',
    errors: { 404: staffOffer, 409: 'The offer changed since it was read' },
  },
  'GET /api/admin/reports/dashboard': {
    operationId: 'getDashboardReport',
    summary: 'The dashboard figures',
    description: `${reportsOnly} Sales and orders over time by storefront (\`interval\` day, week or month), orders by status, the offers funnel, top products, top searches without results, low-stock listings and what waits on the seller.`,
    tag: 'admin',
    access: 'staff',
    errors: reportErrors,
  },
  'GET /api/admin/reports/storefronts': {
    operationId: 'getStorefrontReport',
    summary: 'The storefront report',
    description: `${reportsOnly} Per storefront: product views, searches (of the organization's own storefronts), add-to-carts, orders, revenue and conversion.`,
    tag: 'admin',
    access: 'staff',
    errors: reportErrors,
  },
  'GET /api/admin/reports/storefronts.csv': {
    operationId: 'exportStorefrontReport',
    summary: 'The storefront report as CSV',
    description: `${reportsOnly} The same rows as \`GET /api/admin/reports/storefronts\`, one line each.`,
    tag: 'admin',
    access: 'staff',
    errors: reportErrors,
    file: { contentType: 'text/csv', description: 'The CSV file' },
  },
  'GET /api/admin/reports/catalogue': {
    operationId: 'getCatalogueStatistics',
    summary: 'Catalogue statistics per category or brand',
    description: `${reportsOnly} Listings, units in stock and their value now; units sold and sales in the range; \`by=category\` (categories and sub-categories) or \`by=brand\`.`,
    tag: 'admin',
    access: 'staff',
    errors: reportErrors,
  },
  'GET /api/admin/reports/searches': {
    operationId: 'getSearchHistory',
    summary: 'Search history',
    description: `${reportsOnly} The search keyword records of the organization's storefronts (the operator: all), filtered by keyword, storefront and results, newest first, in pages.`,
    tag: 'admin',
    access: 'staff',
    errors: reportErrors,
  },
  'GET /api/admin/reports/searches.csv': {
    operationId: 'exportSearchHistory',
    summary: 'Search history as CSV',
    description: `${reportsOnly} Every record the filters match (at most 50,000), newest first.`,
    tag: 'admin',
    access: 'staff',
    errors: reportErrors,
    file: { contentType: 'text/csv', description: 'The CSV file' },
  },
  'GET /api/admin/reports/searches/without-results': {
    operationId: 'getSearchesWithoutResults',
    summary: 'Searches without results',
    description: `${reportsOnly} Keywords that found no listing in the range, most searched first (at most 200).`,
    tag: 'admin',
    access: 'staff',
    errors: reportErrors,
  },
  'GET /api/admin/orders': {
    operationId: 'listSellerOrders',
    summary: "Orders of the actor's organization as seller",
    description: `${staffOnly} \`scope=mine\`, or \`scope=all\` for the operator; searched, filtered, sorted, in pages.`,
    tag: 'admin',
    access: 'staff',
  },
  'GET /api/admin/orders/{id}': {
    operationId: 'getSellerOrder',
    summary: 'One order, seen by its seller',
    description: `${staffOnly} Items, addresses, transaction, payments, shipping, fees and the actions allowed now.`,
    tag: 'admin',
    access: 'staff',
    errors: { 404: 'Unknown order, or not sold by this organization' },
  },
  'POST /api/admin/orders/{id}/shipping-quote': {
    operationId: 'setShippingQuote',
    summary: 'Set the shipping fee of an order awaiting a shipping quote',
    description: `${staffOnly} The buyer is mailed the new total.`,
    tag: 'admin',
    access: 'staff',
    errors: {
      404: 'Unknown order, or not sold by this organization',
      409: 'The order does not await a shipping quote',
    },
  },
  'POST /api/admin/orders/{id}/additional-fees': {
    operationId: 'addAdditionalFee',
    summary: 'Add a fee to an order',
    description: staffOnly,
    tag: 'admin',
    access: 'staff',
    errors: { 404: 'Unknown order, or not sold by this organization', 409: 'The order no longer takes fees' },
  },
  'POST /api/admin/orders/{id}/payments': {
    operationId: 'recordPayment',
    summary: 'Record a payment received',
    description: `${staffOnly} The order becomes partially paid or paid by the sum of its payments.`,
    tag: 'admin',
    access: 'staff',
    errors: {
      404: 'Unknown order, or not sold by this organization',
      409: 'The order no longer takes payments',
    },
  },
  'POST /api/admin/orders/{id}/shipment': {
    operationId: 'shipOrder',
    summary: 'Mark an order shipped',
    description: `${staffOnly} With courier, tracking number, tracking URL and date.`,
    tag: 'admin',
    access: 'staff',
    errors: {
      404: 'Unknown order, or not sold by this organization',
      409: 'The order cannot be shipped now',
    },
  },
  'POST /api/admin/orders/{id}/cancel': {
    operationId: 'cancelOrder',
    summary: 'Cancel an order',
    description: `${staffOnly} Its units go back on sale and card payments are refunded.`,
    tag: 'admin',
    access: 'staff',
    errors: {
      404: 'Unknown order, or not sold by this organization',
      409: 'The order cannot be cancelled now',
    },
  },
  'GET /robots.txt': {
    operationId: 'getRobots',
    summary: 'robots.txt of this host',
    description:
      'Redirects (302) to `/robots-allow.txt` on storefronts when search engines are allowed, else to `/robots-disallow.txt`; admin hosts are always disallowed.',
    tag: 'files',
    access: 'public',
  },
  'GET /robots-allow.txt': {
    operationId: 'getRobotsAllow',
    summary: 'robots.txt that lets search engines in',
    description: 'With the `Sitemap:` line of this storefront.',
    tag: 'files',
    access: 'public',
    file: { contentType: 'text/plain', description: 'The robots file' },
  },
  'GET /robots-disallow.txt': {
    operationId: 'getRobotsDisallow',
    summary: 'robots.txt that keeps search engines out',
    description: 'Served on admin hosts and storefronts that are not indexed.',
    tag: 'files',
    access: 'public',
    file: { contentType: 'text/plain', description: 'The robots file' },
  },
  'GET /sitemap.xml': {
    operationId: 'getSitemapIndex',
    summary: "The storefront's sitemap index",
    description: 'Lists the pages sitemap and the product sitemaps of this storefront. Not on admin hosts.',
    tag: 'files',
    access: 'public',
    file: { contentType: 'application/xml', description: 'The sitemap index', notFound: 'An admin host' },
  },
  'GET /sitemap-pages.xml': {
    operationId: 'getPagesSitemap',
    summary: "The storefront's sitemap of pages",
    description: 'Home, category and custom pages. Not on admin hosts.',
    tag: 'files',
    access: 'public',
    file: { contentType: 'application/xml', description: 'The sitemap', notFound: 'An admin host' },
  },
  'GET /sitemap-products-{file}': {
    operationId: 'getProductsSitemap',
    summary: 'One product sitemap of the storefront',
    description:
      '`/sitemap-products-{n}.xml`, n from 1: the listings visible on this storefront. Not on admin hosts.',
    tag: 'files',
    access: 'public',
    file: {
      contentType: 'application/xml',
      description: 'The sitemap',
      notFound: 'Not `{n}.xml` with n from 1, or an admin host',
    },
  },
  'GET /feeds/google.xml': {
    operationId: 'getProductFeed',
    summary: "The storefront's product feed",
    description: 'A Google Merchant feed of the listings visible on this storefront. Not on admin hosts.',
    tag: 'files',
    access: 'public',
    file: { contentType: 'application/xml', description: 'The product feed', notFound: 'An admin host' },
  },
  'GET /theme.css': {
    operationId: 'getThemeStylesheet',
    summary: "The storefront's theme stylesheet",
    description: 'The storefront’s own CSS (empty when it has none).',
    tag: 'files',
    access: 'public',
    file: { contentType: 'text/css', description: 'The stylesheet' },
  },
};
