/**
 * The types of the Patchbay API, generated from its OpenAPI document (/api/openapi.json) by
 * openapi-typescript. Do not edit: run `npm run generate -w @patchbay/client` after a change of
 * the server's schemas (a test fails while this file is stale).
 */

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness and database check
         * @description Answers 200 when the process is up and its database answers a query.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness for traffic
         * @description Answers 200 when the database answers, its migrations are current and the outbox is not stuck; otherwise 503 naming each failed check in `error.fields`. A load balancer sends traffic only to ready processes.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/storefront": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current host's storefront branding
         * @description Every request is resolved to a storefront from its `Host` header; this is that storefront’s branding, footer and links.
         */
        get: operations["getStorefront"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/storefronts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every storefront and its host
         * @description For links between storefronts and the cross-domain sign-in.
         */
        get: operations["listStorefronts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe an e-mail to this storefront's newsletter
         * @description Subscribing twice is not an error: the address stays subscribed once.
         */
        post: operations["subscribeNewsletter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unsubscribe with the link of a newsletter mail
         * @description The token of the link every newsletter mail carries; no sign-in. Using a link again answers the same and changes nothing.
         */
        post: operations["unsubscribeNewsletter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store-signups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to open a store on the marketplace
         * @description Stores a New store signup record (plan, names, company, e-mail), mirrors it as a Store row and mails the operators. Only on the marketplace host; rate-limited.
         */
        post: operations["createStoreSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search and browse the storefront's listings
         * @description Full-text search with filters, sorting and pages (`page`, `pageSize`), and facet counts for the filters. Prices a seller keeps for signed-in buyers are null for guests.
         */
        get: operations["searchListings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One listing with its product and seller
         * @description The listing must be visible on this storefront.
         */
        get: operations["getListing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-listings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in seller's own listings (storefront /product, My Listings)
         * @description Answers for the signed-in user (bearer token or session cookie). The live listings of the user's organization, newest change first, searched by `q` (names and part numbers), each with its path on the storefront and the absolute URL of its edit screen in the admin portal. Needs `products.manage` (staff of a seller); a buyer gets 403.
         */
        get: operations["listMyListings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Categories with counts of visible listings
         * @description Categories and their sub-categories, with how many listings of this storefront each holds.
         */
        get: operations["listCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Brands with counts of visible listings
         * @description Brands (OEM names) A-Z with how many listings of this storefront each holds.
         */
        get: operations["listBrands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quote-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the seller of a listing for a quote
         * @description The seller is mailed the request; a signed-in buyer’s details fill what the body leaves out.
         */
        post: operations["requestQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/brand/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Default product image of a brand
         * @description An SVG with the brand’s name, for products without images: `/api/media/brand/{OEM name}.svg`.
         */
        get: operations["getBrandImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/no-image.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The no-image placeholder
         * @description An SVG shown for products without an image or brand.
         */
        get: operations["getNoImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A published custom page of this storefront
         * @description By id or slug. Its HTML is sanitised on write and on render.
         */
        get: operations["getCustomPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/faq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This storefront's FAQ
         * @description The questions and answers the seller wrote for this storefront, in the order the seller set.
         */
        get: operations["getStorefrontFaq"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user (or null) and the guest id
         * @description A browser without a guest id gets one (the `pb_guest` cookie). A guest is known by the `pb_guest` cookie or, for clients without cookies, the `X-Guest-Id` header (the `guestId` of `GET /api/auth/me`).
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with e-mail and password (browsers)
         * @description Sets the `pb_session` cookie (HttpOnly, SameSite=Lax). A guest’s cart joins the user’s. API clients use `POST /api/auth/token` instead.
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in an API client: a bearer token
         * @description Answers a session token to send as `Authorization: Bearer <token>` until `expiresAt`; sets no cookie. `POST /api/auth/logout` with the token ends it.
         */
        post: operations["issueToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up a buyer and their company
         * @description Creates the buyer organization and its first user on this storefront, and signs them in (cookie).
         */
        post: operations["registerBuyer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the current session
         * @description Ends the session of the cookie or the bearer token, and clears the cookie. Without a session it still answers ok.
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a password reset link
         * @description Answers the same whether or not the e-mail has an account.
         */
        post: operations["forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset or invitation token
         * @description The token of the link is used once; every session of the user ends.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in user's password
         * @description Answers for the signed-in user (bearer token or session cookie). The user’s other sessions end.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/cross-domain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a cross-domain sign-in
         * @description A one-time, short-lived URL that signs the user in on another storefront (the session itself never travels).
         */
        post: operations["startCrossDomainSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/cross-domain/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whose account a cross-domain link signs in to
         * @description Checks the `verificationToken` of a one-time URL without using it up and answers the e-mail of its account, so the storefront can ask "Continue as …?" before anything changes.
         */
        post: operations["previewCrossDomainSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/cross-domain/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish a cross-domain sign-in on this storefront
         * @description Redeems the `verificationToken` of the one-time URL once, and sets the session cookie.
         */
        post: operations["redeemCrossDomainSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The address book
         * @description Answers for the signed-in user (bearer token or session cookie). The user's saved shipping and billing addresses, and those colleagues of the same organization shared; `mine` says which the user may change.
         */
        get: operations["listSavedAddresses"];
        put?: never;
        /**
         * Save an address
         * @description Answers for the signed-in user (bearer token or session cookie). Checked like the checkout's address (zip or postal code by country). `isDefault` takes the default of its kind from the user's other addresses; `shared` shows it to the organization.
         */
        post: operations["createSavedAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a saved address
         * @description Answers for the signed-in user (bearer token or session cookie). Only the user who saved it may change it.
         */
        put: operations["updateSavedAddress"];
        post?: never;
        /**
         * Delete a saved address
         * @description Answers for the signed-in user (bearer token or session cookie). Only the user who saved it may delete it.
         */
        delete: operations["deleteSavedAddress"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/uploads/storefront-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a storefront image
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Needs `storefront.settings`. A png, jpeg or gif of at most 5 MB, checked by its content and re-encoded as PNG; the answer is its URL, for the logo, favicon, background and manufacturer logo fields.
         */
        post: operations["uploadStorefrontImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/reseller-certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a reseller certificate image
         * @description One file part named `file`: a png, jpeg or gif of at most 5 MB, checked by content and re-encoded. Answers the URL to send with the sign-up.
         */
        post: operations["uploadResellerCertificate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The buyer's offers on this storefront
         * @description Filtered by the status the buyer sees, sorted, in pages. A guest is known by the `pb_guest` cookie or, for clients without cookies, the `X-Guest-Id` header (the `guestId` of `GET /api/auth/me`).
         */
        get: operations["listOffers"];
        put?: never;
        /**
         * Make an offer on listings of this storefront
         * @description One offer per seller of the listings. A guest is known by the `pb_guest` cookie or, for clients without cookies, the `X-Guest-Id` header (the `guestId` of `GET /api/auth/me`).
         */
        post: operations["makeOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One offer with its thread
         * @description The buyer’s side (signed in, as the guest who made it, or with the `token` of an offer mail) or the seller’s. A guest is known by the `pb_guest` cookie or, for clients without cookies, the `X-Guest-Id` header (the `guestId` of `GET /api/auth/me`).
         */
        get: operations["getOffer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/{id}/items/{itemId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept the seller's counter-offer
         * @description The accepted price goes to the buyer’s cart. Send the item’s `version` to refuse a stale answer.
         */
        post: operations["acceptCounterOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/{id}/items/{itemId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel the offer on one item
         * @description Send the item’s `version` to refuse a stale answer.
         */
        post: operations["cancelOfferItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/{id}/items/{itemId}/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer the seller's counter-offer with a new price or quantity
         * @description Send the item’s `version` to refuse a stale answer.
         */
        post: operations["editOfferItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The cart, priced now
         * @description This storefront’s cart of the signed-in user or guest. A guest is known by the `pb_guest` cookie or, for clients without cookies, the `X-Guest-Id` header (the `guestId` of `GET /api/auth/me`).
         */
        get: operations["getCart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a listing to the cart
         * @description A listing already in the cart gets the quantity added to its line.
         */
        post: operations["addCartItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a cart line
         * @description Answers the cart without the line.
         */
        delete: operations["removeCartItem"];
        options?: never;
        head?: never;
        /**
         * Change the quantity of a cart line
         * @description The quantity follows the listing’s minimum quantity, order multiple and stock.
         */
        patch: operations["updateCartItem"];
        trace?: never;
    };
    "/api/cart/quick-order/match": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quick order: match part numbers to listings
         * @description Answers for the signed-in user (bearer token or session cookie). `text` holds one line per part number with its quantity ("C8300-1N1S-6T, 4"; comma, semicolon or tab; a CSV file's text), at most 200 lines. Each line answers the listing found on this storefront (part number matched ignoring case and punctuation; the cheapest able to supply the quantity), its price at the quantity, stock and seller, the other sellers' offers, "not found", or the quantity problem in the cart's words. Nothing is written.
         */
        post: operations["matchQuickOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/quick-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quick order: add the matched lines to the cart
         * @description Answers for the signed-in user (bearer token or session cookie). Adds each listing and quantity (at most 200) to the cart in one transaction with the cart's rules; a line the cart refuses (another storefront's listing, stock, minimum, multiple) is left out and named in `skipped` with the reason.
         */
        post: operations["addQuickOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A link to a copy of this cart
         * @description Whoever opens the link can copy its items into their own cart.
         */
        post: operations["shareCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shared-carts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a cart link holds
         * @description Priced for the viewer.
         */
        get: operations["getSharedCart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shared-carts/{id}/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy a cart link's items into the viewer's cart
         * @description A guest is known by the `pb_guest` cookie or, for clients without cookies, the `X-Guest-Id` header (the `guestId` of `GET /api/auth/me`).
         */
        post: operations["copySharedCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price the cart as one order per seller
         * @description Shipping options, payment options, tax, fees, a promo code and totals, without placing anything.
         */
        post: operations["quoteCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place one order per seller of the cart
         * @description Requires an `Idempotency-Key` header: a retry with the same key answers the first result and charges nothing twice. Stock is reserved, then the card is charged, then the orders are confirmed.
         */
        post: operations["placeCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The gateway the browser tokenises cards with
         * @description Card numbers never reach this server: the browser exchanges them for a token with this gateway.
         */
        get: operations["getPaymentConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/sandbox/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The sandbox gateway's tokenise call
         * @description A card becomes a token. Only while the sandbox gateway is configured; 404 otherwise.
         */
        post: operations["createSandboxCardToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The buyer's orders
         * @description Answers for the signed-in user (bearer token or session cookie). `scope=mine` (the user's) or `scope=organization` (the buyer organization's), in pages.
         */
        get: operations["listOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order
         * @description Its buyer signed in, or a guest with the `token` of the order link.
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay the balance of an order by card
         * @description Requires an `Idempotency-Key` header: a retry with the same key answers the first result and charges nothing twice.
         */
        post: operations["payOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reorder: an order's items back into the cart
         * @description Answers for the signed-in user (bearer token or session cookie). Each item goes into this storefront's cart as far as its listing allows now (stock, minimum, order multiple); `lines` says per item what was added and what changed (unavailable, less stock, another quantity, a new price).
         */
        post: operations["reorderOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The order’s invoice (PDF)
         * @description Its buyer signed in, or a guest with the `token` of the order link: the invoice as a PDF download.
         */
        get: operations["getOrderInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The users of the actor's organization
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Filter by `q` (name or e-mail).
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Add a user
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Without a password an invitation mail is sent.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite several people by e-mail
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization.
         */
        post: operations["inviteUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One user
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization.
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        /**
         * Delete a user
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. A user that orders or offers point at is disabled instead.
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        /**
         * Edit a user
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Role, details, disabled.
         */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/api/admin/users/{id}/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend an invitation
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. A new link replaces the earlier one.
         */
        post: operations["resendInvitation"];
        /**
         * Revoke an invitation
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. The account of a user who has not set a password is removed.
         */
        delete: operations["revokeInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Organizations
         * @description All for the operator, else only the staff member’s own.
         */
        get: operations["listOrganizations"];
        put?: never;
        /**
         * Create an organization
         * @description The operator only.
         */
        post: operations["createOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/organizations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One organization
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization.
         */
        get: operations["getOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit an organization
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Its type and verified flag: the operator only.
         */
        patch: operations["updateOrganization"];
        trace?: never;
    };
    "/api/admin/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Offers received or sent by the actor's organization
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. `box=received` or `box=sent`, filtered, sorted, in pages.
         */
        get: operations["listAdminOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/offers.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Offers as CSV
         * @description Needs `offers.manage`. The offers `GET /api/admin/offers` lists with the same query (box, status, search, sort; every page), one line per offer item.
         */
        get: operations["exportAdminOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/offers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One offer, seen by staff
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. The seller’s side, or the buyer’s for an offer the organization sent.
         */
        get: operations["getAdminOffer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/offers/{id}/items/{itemId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept the buyer's offer on an item
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Send the item’s `version` to refuse a stale answer.
         */
        post: operations["acceptOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/offers/{id}/items/{itemId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject the buyer's offer on an item
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Send the item’s `version` to refuse a stale answer.
         */
        post: operations["rejectOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/offers/{id}/items/{itemId}/counter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Counter the buyer's offer on an item
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. At most 5 times, never above the listing price.
         */
        post: operations["counterOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orders of the actor's organization as seller
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. `scope=mine`, or `scope=all` for the operator; searched, filtered, sorted, in pages.
         */
        get: operations["listSellerOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orders as CSV
         * @description Needs `orders.manage`. The orders `GET /api/admin/orders` lists with the same query (status, search, shipping quote, sort; every page, at most 10,000), one line each.
         */
        get: operations["exportSellerOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order, seen by its seller
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Items, addresses, transaction, payments, shipping, fees and the actions allowed now.
         */
        get: operations["getSellerOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order’s invoice (PDF), the seller’s copy
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Needs `orders.manage`.
         */
        get: operations["getSellerOrderInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/shipping-quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the shipping fee of an order awaiting a shipping quote
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. The buyer is mailed the new total.
         */
        post: operations["setShippingQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/additional-fees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a fee to an order
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization.
         */
        post: operations["addAdditionalFee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a payment received
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. The order becomes partially paid or paid by the sum of its payments.
         */
        post: operations["recordPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/shipment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark an order shipped
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. With courier, tracking number, tracking URL and date.
         */
        post: operations["shipOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an order
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Its units go back on sale and card payments are refunded.
         */
        post: operations["cancelOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reseller-certificates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reseller certificates to review
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Certificates of buyers who registered on the organization's storefronts (the operator: all), filtered by `status`. Needs `resellerCertificates.review`.
         */
        get: operations["listResellerCertificates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reseller-certificates/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject a reseller certificate
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Only an approved certificate exempts its buyer from tax. Needs `resellerCertificates.review`.
         */
        post: operations["reviewResellerCertificate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's listings with their products
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. The data table of /myproducts, /myinventory and /filteredlistofproduct: searched (`q`), filtered (category, condition, stock, marketplace visibility, price band), sorted and paged on the server. Needs `products.manage`.
         */
        get: operations["listSellerProducts"];
        put?: never;
        /**
         * Create a product with its listing
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Every SPEC.md §5 rule and message; weight and dimensions are converted to pounds and inches. The listing is findable on the storefronts as soon as this answers. Needs `products.manage`.
         */
        post: operations["createSellerProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The filtered set as CSV or XLSX
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Same filters as the list; the columns are the form's fields, so the file imports back unchanged. Needs `products.manage`.
         */
        get: operations["exportSellerProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/product-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The product form's choices
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Categories with their sub-categories, and the conditions.
         */
        get: operations["getProductFormOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One product with its listing
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization.
         */
        get: operations["getSellerProduct"];
        /**
         * Save the product form
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Optional fields left out keep their values. Changing the price or stock also needs `listings.manage` (403 for a productSpecialist).
         */
        put: operations["updateSellerProduct"];
        post?: never;
        /**
         * Remove a product
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. The organization's listings of it leave every storefront at once; orders keep their rows. Answers 'Product removed successfully'.
         */
        delete: operations["deleteSellerProduct"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who changed what and when
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Field by field (before and after), newest first, with where the change came from (form, import, bulk, api).
         */
        get: operations["getSellerProductHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/{id}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Reorder or remove images
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. The product's own images in their new order (the first is the main image); one left out is removed.
         */
        put: operations["arrangeSellerProductImages"];
        /**
         * Add an image
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Multipart, one file: png, jpeg or gif judged by its content, at most 5 MB; kept re-encoded as WebP, at most 1600 px. At most 12 images.
         */
        post: operations["addSellerProductImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/{id}/spec-document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the spec document
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Multipart, one PDF (judged by its content), at most 10 MB.
         */
        post: operations["uploadSellerProductSpecDocument"];
        /**
         * Remove the spec document
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization.
         */
        delete: operations["removeSellerProductSpecDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/listings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a listing's price or stock
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. The data table's inline edit. Needs `listings.manage`.
         */
        patch: operations["patchSellerListing"];
        trace?: never;
    };
    "/api/admin/listings/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk actions on selected listings
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Change the price by a percentage or an amount, set the stock, show or hide on the marketplace, or remove; in one transaction. Rows a change cannot apply to are listed in `failed` and left as they were.
         */
        post: operations["bulkUpdateSellerListings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/relisting/listings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listings the organization could ask to relist
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Its own deleted, sold-out or expired listings, and (with `q`, a part number or name) other sellers' live listings. Needs `listings.manage`.
         */
        get: operations["listRelistableListings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/relisting-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Relisting requests sent and received
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. `side=sent`: the organization's own requests; `received`: other sellers' requests about its listings; the operator sees all. Needs `listings.manage`. Statuses: docs/catalogue.md.
         */
        get: operations["listRelistingRequests"];
        put?: never;
        /**
         * Ask to relist a listing
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. An own deleted, sold-out or expired listing (the operator decides), or another seller's live listing (that seller or the operator decides), with the price, quantity and condition wanted. Needs `listings.manage`.
         */
        post: operations["createRelistingRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/relisting-requests/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or decline a relisting request
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Approval restores the own listing, or makes a new listing of the requester, and re-indexes it at once; the outcome is mailed to the requester.
         */
        post: operations["decideRelistingRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/relisting-requests/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a pending relisting request
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Only the requesting organization.
         */
        post: operations["withdrawRelistingRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/shared-listing-requests/storefront-owners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Organizations whose storefronts a listing can be offered to
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Every organization with a storefront of its own, but the actor's.
         */
        get: operations["listStorefrontOwners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/shared-listing-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Shared-listing requests sent and received
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. `side=sent`: requests about the organization's listings; `received`: requests to show other sellers' listings on its storefronts; the operator sees all. Needs `listings.manage`.
         */
        get: operations["listSharedListingRequests"];
        put?: never;
        /**
         * Ask to sell a listing on another organization's storefronts
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. The listing must be the organization's own. The storefront owner is mailed.
         */
        post: operations["createSharedListingRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/shared-listing-requests/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or decline a shared-listing request
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. The storefront owner (or the operator): approval shows the listing on its storefronts (search, detail, sitemap, feed) at once; declining, also after an approval, removes it. The requester is mailed.
         */
        post: operations["decideSharedListingRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/shared-listing-requests/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a shared-listing request
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. The listing's organization, pending or approved: the listing leaves the storefronts at once.
         */
        post: operations["withdrawSharedListingRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The category tree with listing counts
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Categories and sub-categories (retired ones included, marked) with the live listings of the organization in each; the operator counts every organization's. Needs `products.manage`.
         */
        get: operations["getAdminCategoryTree"];
        put?: never;
        /**
         * Add a category or a sub-category
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. The operator only (`categories.manage`). The slug is made from the name.
         */
        post: operations["createCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Rename a category or a sub-category
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. The operator only. A new slug leaves a redirect: the old storefront URLs answer 301 to the new ones.
         */
        put: operations["renameCategory"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/categories/{id}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merge a category into another
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. The operator only. The products move to the target (a category's sub-categories move under it), the search index follows in the same transaction, the merged category's URLs answer 301 to the target's and it is removed.
         */
        post: operations["mergeCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/categories/{id}/retirement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retire or restore a category
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. The operator only. A retired category leaves the storefront's navigation and sitemap; its listings stay searchable and its URLs keep answering.
         */
        post: operations["retireCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/product-imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The latest imports with their progress and counts (/uploadstatus)
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. The 100 latest, newest first; the operator sees every organization's, or one with `organizationId`.
         */
        get: operations["listProductImports"];
        put?: never;
        /**
         * Upload a catalogue file (CSV or XLSX) for import
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Stores the file and reads its header row; the answer offers a mapping (the organization's last one, else the headers that name fields). `mode=update` (/product/updateimport) only updates existing products; the operator names the organization with `organizationId`. Needs `products.import`.
         */
        post: operations["uploadProductImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/product-imports/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The import template: every column, one example row
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. The same columns as the catalogue export, so an exported file imports unchanged.
         */
        get: operations["getProductImportTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/product-imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One import: status, progress and counts
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization.
         */
        get: operations["getProductImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/product-imports/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The first 50 rows through a mapping, each with its errors
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. The messages are the product form's (SPEC.md §5). Nothing is saved.
         */
        post: operations["previewProductImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/product-imports/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start the import with a mapping
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Remembers the mapping for the organization and queues the job, which saves the rows in batches of 500 through the product form's rules; follow it with `GET /api/admin/product-imports/{id}`.
         */
        post: operations["startProductImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/product-imports/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an import
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. A waiting import stops at once; a running one after its current batch (rows saved so far stay).
         */
        post: operations["cancelProductImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/product-imports/{id}/failed-rows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The failed rows of an import, with their messages, as CSV
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Each failed row's line in the file, its cells as read and its errors.
         */
        get: operations["getProductImportFailedRows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dashboard figures
         * @description Needs `reports.view` (company admins and business users; the operator sees every organization, or the one named by `organizationId`). Days are UTC; `from` and `to` are included, the last 30 days by default. Sales and orders over time by storefront (`interval` day, week or month), orders by status, the offers funnel, top products, top searches without results, low-stock listings and what waits on the seller.
         */
        get: operations["getDashboardReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/storefronts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The storefront report
         * @description Needs `reports.view` (company admins and business users; the operator sees every organization, or the one named by `organizationId`). Days are UTC; `from` and `to` are included, the last 30 days by default. Per storefront: product views, searches (of the organization's own storefronts), add-to-carts, orders, revenue and conversion.
         */
        get: operations["getStorefrontReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/storefronts.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The storefront report as CSV
         * @description Needs `reports.view` (company admins and business users; the operator sees every organization, or the one named by `organizationId`). Days are UTC; `from` and `to` are included, the last 30 days by default. The same rows as `GET /api/admin/reports/storefronts`, one line each.
         */
        get: operations["exportStorefrontReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/catalogue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Catalogue statistics per category or brand
         * @description Needs `reports.view` (company admins and business users; the operator sees every organization, or the one named by `organizationId`). Days are UTC; `from` and `to` are included, the last 30 days by default. Listings, units in stock and their value now; units sold and sales in the range; `by=category` (categories and sub-categories) or `by=brand`.
         */
        get: operations["getCatalogueStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/searches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search history
         * @description Needs `reports.view` (company admins and business users; the operator sees every organization, or the one named by `organizationId`). Days are UTC; `from` and `to` are included, the last 30 days by default. The search keyword records of the organization's storefronts (the operator: all), filtered by keyword, storefront and results, newest first, in pages.
         */
        get: operations["getSearchHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/searches.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search history as CSV
         * @description Needs `reports.view` (company admins and business users; the operator sees every organization, or the one named by `organizationId`). Days are UTC; `from` and `to` are included, the last 30 days by default. Every record the filters match (at most 50,000), newest first.
         */
        get: operations["exportSearchHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/searches/without-results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Searches without results
         * @description Needs `reports.view` (company admins and business users; the operator sees every organization, or the one named by `organizationId`). Days are UTC; `from` and `to` are included, the last 30 days by default. Keywords that found no listing in the range, most searched first (at most 200).
         */
        get: operations["getSearchesWithoutResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/shipping-estimates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A shipping estimate
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Needs `orders.manage`. The carrier rates the checkout would offer (the built-in rate table, or Shippo when configured) for one of the organization's listings (its weight and dimensions, else its product's, times `quantity`) or for a package entered (pounds and inches), from the seller's address to `destination`; each rate shows the carrier amount, the 30 % markup and the total a buyer pays.
         */
        post: operations["estimateShipping"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/external-listings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * External listings
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Needs `listings.manage`. Per storefront the organization's listings are on: its Google Merchant feed (`/feeds/google.xml`), how many of the organization's listings it holds, which it leaves out and why, and when it was last built; then the catalogue files (product imports) the listings were made from, with their sync state. The operator sees every organization, or the one named by `organizationId`.
         */
        get: operations["getExternalListings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/product-catalogue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the reference catalogue
         * @description Needs `products.manage` (every staff role). The reference catalogue is the platform’s; selections are the organization’s. `brand` is compared lower-case and whole, `mpn` lower-case from its beginning (SPEC.md §7), `q` within the title.
         */
        get: operations["searchProductCatalogue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/product-catalogue/insertproductoriginaldata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add or update manufacturer records
         * @description Needs `productCatalogue.manage` (the operator). An array of products (at most 500); a record whose brand and MPN (lower-case) an entry already has updates that entry. All or nothing.
         */
        post: operations["insertProductOriginalData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/product-catalogue/selections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's selected reference data
         * @description Needs `products.manage` (every staff role). The reference catalogue is the platform’s; selections are the organization’s. Newest first; `added=true`: only the entries the organization made a product from, with that product.
         */
        get: operations["listProductCatalogueSelections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/product-catalogue/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One reference product
         * @description Needs `products.manage` (every staff role). The reference catalogue is the platform’s; selections are the organization’s. With whether the organization selected it and the product it made from it.
         */
        get: operations["getProductCatalogueEntry"];
        /**
         * Edit one reference product
         * @description Needs `productCatalogue.manage` (the operator). The whole record, as insertproductoriginaldata takes it.
         */
        put: operations["updateProductCatalogueEntry"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/product-catalogue/{id}/selection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Keep a reference product in the selected data
         * @description Needs `products.manage` (every staff role). The reference catalogue is the platform’s; selections are the organization’s. Selecting twice keeps one selection.
         */
        put: operations["selectProductCatalogueEntry"];
        post?: never;
        /**
         * Remove a reference product from the selected data
         * @description Needs `products.manage` (every staff role). The reference catalogue is the platform’s; selections are the organization’s. The product made from it stays in the catalogue.
         */
        delete: operations["unselectProductCatalogueEntry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/product-catalogue/{id}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a product from a reference product
         * @description Needs `products.manage` (every staff role). The reference catalogue is the platform’s; selections are the organization’s. The product form's body (as `POST /api/admin/products`); the reference product's images and specifications when the body has none. Written as any product (search, history, records mirror); the entry is kept in the selected data as added.
         */
        post: operations["addProductFromCatalogue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/product-insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products with their insight flags
         * @description Needs `reports.view` (company admins and business users; the operator: any product). Another organization’s product answers 404. The organization's listed products with isProductInsightDataExist / Used / UsedDate and whether the reference catalogue has their brand and MPN.
         */
        get: operations["listProductInsights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/product-insights/{id}/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Look a product up
         * @description Needs `reports.view` (company admins and business users; the operator: any product). Another organization’s product answers 404. The reference data of its brand and MPN (lower-case) and the two retail sources' offers, each with its badge (docs/insights.md), and the suggested price. Stores the matches and sets isProductInsightDataExist.
         */
        post: operations["lookUpProductInsights"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/product-insights/{id}/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Use the insight data on a product
         * @description Needs `reports.view` (company admins and business users; the operator: any product). Another organization’s product answers 404. `price`: the suggested price becomes the selling price; `referenceData`: the reference product fills what the product lacks. Written as any product edit; sets isProductInsightDataUsed and its date.
         */
        post: operations["applyProductInsights"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/storefronts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's storefronts with their settings
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Needs `storefront.settings` (company admin).
         */
        get: operations["listStorefrontSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/storefronts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One storefront's settings
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Needs `storefront.settings`.
         */
        get: operations["getStorefrontSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a storefront's branding and settings
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Needs `storefront.settings`. Colours must reach WCAG AA contrast (400 with the ratio otherwise); the theme stylesheet is sanitised (no `@import`, no `url()` to other hosts, no `expression()`) and `themeCssRemoved` says what was taken out. The storefront shows the change on its next request.
         */
        patch: operations["updateStorefrontSettings"];
        trace?: never;
    };
    "/api/admin/promo-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's promo codes
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Needs `promoCodes.manage`. Searched by code or description (`q`), sorted by `sort` and `dir`; each with its status at the time of the request.
         */
        get: operations["listPromoCodes"];
        put?: never;
        /**
         * Create a promo code
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Needs `promoCodes.manage`. A code is unique in its organization whatever its case.
         */
        post: operations["createPromoCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/promo-codes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One promo code
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Needs `promoCodes.manage`.
         */
        get: operations["getPromoCode"];
        put?: never;
        post?: never;
        /**
         * Delete a promo code nobody used
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Needs `promoCodes.manage`. A used code is kept (its orders name it): deactivate it instead.
         */
        delete: operations["deletePromoCode"];
        options?: never;
        head?: never;
        /**
         * Change a promo code
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Needs `promoCodes.manage`. Send only what changes; `active: false` deactivates it.
         */
        patch: operations["updatePromoCode"];
        trace?: never;
    };
    "/api/admin/pricing-information": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An organization's plan, fees and their history
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Needs `fees.manage`. The schedule in force now and every recorded change with who made it and when, newest first; the operator names the organization with `organizationId`.
         */
        get: operations["getPricingInformation"];
        /**
         * Change an organization's plan and fees, for orders placed from now on
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Needs `fees.manage`. Records a new version of the whole schedule, in force from now on: orders placed before keep their fees. Only the operator may change the plan, the monthly fee and the fees on sales; a company admin may change the service and processing fees of the own organization.
         */
        put: operations["setPricingInformation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/custom-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The custom pages of the organization's storefronts
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Needs `content.manage`. Drafts included; searched by title or slug (`q`), filtered by storefront and status, sorted by `sort` and `dir`.
         */
        get: operations["listAdminCustomPages"];
        put?: never;
        /**
         * Write a custom page
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Needs `content.manage`. The HTML is sanitised (allow-list) before it is stored; the slug is unique per storefront.
         */
        post: operations["createCustomPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/custom-pages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One custom page, draft or published
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Needs `content.manage`.
         */
        get: operations["getAdminCustomPage"];
        put?: never;
        post?: never;
        /**
         * Delete a custom page
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Needs `content.manage`.
         */
        delete: operations["deleteCustomPage"];
        options?: never;
        head?: never;
        /**
         * Change a custom page
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Needs `content.manage`. Send only what changes; the HTML is sanitised before it is stored.
         */
        patch: operations["updateCustomPage"];
        trace?: never;
    };
    "/api/admin/faqs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A storefront's FAQ
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Needs `content.manage`. In the order the storefront shows it.
         */
        get: operations["listAdminFaq"];
        put?: never;
        /**
         * Add a question and its answer
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Needs `content.manage`. It goes last.
         */
        post: operations["createFaq"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/faqs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a question
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Needs `content.manage`.
         */
        delete: operations["deleteFaq"];
        options?: never;
        head?: never;
        /**
         * Change a question or its answer
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Needs `content.manage`.
         */
        patch: operations["updateFaq"];
        trace?: never;
    };
    "/api/admin/faqs/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a question one place up or down
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Needs `content.manage`. Answers the storefront's FAQ in its new order.
         */
        post: operations["moveFaq"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletter-subscribers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A storefront's newsletter subscribers
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Needs `storefront.settings`. Newest first (the first 500), by email text (`q`) and `status`.
         */
        get: operations["listNewsletterSubscribers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletter-subscribers.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A storefront's newsletter subscribers as CSV
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. Needs `storefront.settings`. Every subscriber the filters match (at most 50,000), newest first.
         */
        get: operations["exportNewsletterSubscribers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/store-signups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Store sign-ups, newest first
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. The operator's (`organizations.manageAll`): each with its plan and, once converted, its organization.
         */
        get: operations["listStoreSignups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/store-signups/{id}/convert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn a sign-up into an organization with its storefront and first company admin
         * @description Staff only (operator or a company role of a seller): scoped to the staff member’s organization; the operator sees every organization. The operator's. In one transaction: a seller organization, its storefront on the plan's fees and its first company admin, invited by e-mail.
         */
        post: operations["convertStoreSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Outbox rows parked after their retries, or still pending
         * @description Operator only (403 for every other role). Mail and records-mirror rows parked (`failed`) after `OUTBOX_RETRY_LIMIT` retries with their last error, or still `pending`; newest 200 with the total. A mail row shows its template and subject, never its body.
         */
        get: operations["listOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/outbox/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a parked outbox row again
         * @description Operator only. Puts a `failed` row back in its line, due now, for one more try (it is parked again if that fails too); answers the row, now `pending`.
         */
        post: operations["retryOutboxRow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/robots.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * robots.txt of this host
         * @description Redirects (302) to `/robots-allow.txt` on storefronts when search engines are allowed, else to `/robots-disallow.txt`; admin hosts are always disallowed.
         */
        get: operations["getRobots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/robots-allow.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * robots.txt that lets search engines in
         * @description With the `Sitemap:` line of this storefront.
         */
        get: operations["getRobotsAllow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/robots-disallow.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * robots.txt that keeps search engines out
         * @description Served on admin hosts and storefronts that are not indexed.
         */
        get: operations["getRobotsDisallow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sitemap.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The storefront's sitemap index
         * @description Lists the pages sitemap and the product sitemaps of this storefront. Not on admin hosts.
         */
        get: operations["getSitemapIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sitemap-pages.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The storefront's sitemap of pages
         * @description Home, category and custom pages. Not on admin hosts.
         */
        get: operations["getPagesSitemap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sitemap-products-{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One product sitemap of the storefront
         * @description `/sitemap-products-{n}.xml`, n from 1: the listings visible on this storefront. Not on admin hosts.
         */
        get: operations["getProductsSitemap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feeds/google.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The storefront's product feed
         * @description A Google Merchant feed of the listings visible on this storefront. Not on admin hosts.
         */
        get: operations["getProductFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/theme.css": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The storefront's theme stylesheet
         * @description The storefront’s own CSS (empty when it has none).
         */
        get: operations["getThemeStylesheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AddressInput: {
            firstname: string;
            lastname: string;
            company: string;
            /** Format: email */
            email: string;
            contactnumber: string;
            streetAddress: string;
            address2?: string;
            city: string;
            country: string;
            countryLongName?: string;
            state?: string;
            stateLongName?: string;
            zipcode?: string;
        };
        /**
         * @description An amount in US dollars as a decimal string: 2 decimals for totals, up to 4 for unit prices.
         * @example 1234.50
         */
        Money: string;
        Error: {
            error: {
                /** @enum {string} */
                code: "invalid_data" | "unauthorized" | "forbidden" | "not_found" | "method_not_allowed" | "conflict" | "rate_limited" | "internal" | "unavailable";
                message: string;
                fields?: {
                    [key: string]: string;
                };
            };
        };
        ListingCard: {
            id: string;
            productId: string;
            title: string;
            path: string;
            oemName: string;
            oemPartNumber: string;
            /** @enum {string} */
            condition: "New" | "Like New" | "Used" | "Refurbished" | "Open Box" | "Field Pull";
            price: components["schemas"]["Money"] | null;
            msrpPrice: components["schemas"]["Money"] | null;
            discountPercent: number;
            numAvailable: number;
            purchasable: boolean;
            canMakeOffer: boolean;
            imageUrl: string;
            sellerName: string;
            category: {
                slug: string;
                name: string;
            };
            subCategory: {
                slug: string;
                name: string;
            } | null;
            isFeatured: boolean;
            isShippingIncluded: boolean;
            offerCount: number;
            lowestPrice: components["schemas"]["Money"] | null;
        };
        ListingDetail: {
            id: string;
            productId: string;
            title: string;
            path: string;
            oemName: string;
            oemPartNumber: string;
            /** @enum {string} */
            condition: "New" | "Like New" | "Used" | "Refurbished" | "Open Box" | "Field Pull";
            price: components["schemas"]["Money"] | null;
            msrpPrice: components["schemas"]["Money"] | null;
            discountPercent: number;
            numAvailable: number;
            purchasable: boolean;
            canMakeOffer: boolean;
            imageUrl: string;
            sellerName: string;
            category: {
                slug: string;
                name: string;
            };
            subCategory: {
                slug: string;
                name: string;
            } | null;
            isFeatured: boolean;
            isShippingIncluded: boolean;
            offerCount: number;
            lowestPrice: components["schemas"]["Money"] | null;
            displayName: string;
            description: string;
            oemModelName: string | null;
            images: string[];
            specifications: {
                type: string;
                value: string;
            }[];
            tiers: {
                minQty: number;
                maxQty: number | null;
                price: components["schemas"]["Money"];
            }[];
            listPrice: components["schemas"]["Money"] | null;
            minQuantity: number;
            quantityMultiple: number;
            specDocUrl: string | null;
            priceHiddenReason: string | null;
            shipping: {
                isShippingIncluded: boolean;
                freeShippingMinOrderAmount: components["schemas"]["Money"] | null;
                minShippingEstimate: number | null;
                maxShippingEstimate: number | null;
                arrivalDate: string | null;
                pickupLocation: string | null;
                shippingOption: string | null;
                unitWeightLbs: string | null;
            };
            seller: {
                id: string;
                name: string;
                country: string | null;
                isAuthorizedReseller: boolean;
                returnPolicy: string | null;
                warrantyPolicy: string | null;
                estimatedToShip: string | null;
                isOfferCredit: boolean;
                creditAppLink: string | null;
                creditTermType: string | null;
                minimumCreditOrderValue: components["schemas"]["Money"] | null;
            };
            otherListings: components["schemas"]["ListingCard"][];
            offers: {
                listingId: string;
                path: string;
                current: boolean;
                seller: {
                    id: string;
                    name: string;
                };
                /** @enum {string} */
                condition: "New" | "Like New" | "Used" | "Refurbished" | "Open Box" | "Field Pull";
                price: components["schemas"]["Money"] | null;
                numAvailable: number;
                purchasable: boolean;
                minQuantity: number;
                quantityMultiple: number;
                isShippingIncluded: boolean;
                shipsIn: {
                    min: number | null;
                    max: number | null;
                } | null;
            }[];
            canonicalUrl: string;
        };
        OrderSummary: {
            id: string;
            orderNumber: number;
            /** @enum {string} */
            status: "paid" | "submitted" | "cancelled" | "partially paid" | "shipped";
            dateOrdered: string;
            storefront: {
                id: string;
                title: string;
                origin?: string;
            };
            seller: {
                id: string;
                name: string;
            };
            buyer: {
                name: string;
                email: string;
                organizationName: string | null;
                isGuest: boolean;
            };
            itemCount: number;
            totalQuantity: number;
            paymentMethod: ("card" | "ach" | "paylater" | "paypal") | null;
            requestedShippingQuote: boolean;
            orderTotal: components["schemas"]["Money"];
            amountPaid: components["schemas"]["Money"];
            balanceDue: components["schemas"]["Money"];
        };
        OrderDetail: {
            id: string;
            orderNumber: number;
            /** @enum {string} */
            status: "paid" | "submitted" | "cancelled" | "partially paid" | "shipped";
            dateOrdered: string;
            storefront: {
                id: string;
                title: string;
                origin?: string;
            };
            seller: {
                id: string;
                name: string;
            };
            buyer: {
                name: string;
                email: string;
                organizationName: string | null;
                isGuest: boolean;
            };
            itemCount: number;
            totalQuantity: number;
            paymentMethod: ("card" | "ach" | "paylater" | "paypal") | null;
            requestedShippingQuote: boolean;
            orderTotal: components["schemas"]["Money"];
            amountPaid: components["schemas"]["Money"];
            balanceDue: components["schemas"]["Money"];
            items: components["schemas"]["OrderItem"][];
            shippingAddress: {
                firstname: string;
                lastname: string;
                company?: string | null;
                email: string;
                contactnumber: string;
                streetAddress: string;
                address2?: string | null;
                city: string;
                state: string;
                stateLongName?: string | null;
                country: string;
                countryLongName?: string | null;
                zipcode: string;
            };
            billingAddress: {
                firstname: string;
                lastname: string;
                company?: string | null;
                email: string;
                contactnumber: string;
                streetAddress: string;
                address2?: string | null;
                city: string;
                state: string;
                stateLongName?: string | null;
                country: string;
                countryLongName?: string | null;
                zipcode: string;
            };
            purchaseOrderNumber: string | null;
            notesToSeller: string | null;
            datePaid: string | null;
            dateShipped: string | null;
            amounts: components["schemas"]["OrderAmounts"];
            transaction: {
                id: string;
                /** @enum {string} */
                paymentMethod: "card" | "ach" | "paylater" | "paypal";
                gateway: string | null;
                gatewayTransactionId: string | null;
                cardBrand: string | null;
                maskedCardNo: string | null;
                achPayType: string | null;
                amountPaid: components["schemas"]["Money"];
                promoCodeApplied: string | null;
                date: string;
            } | null;
            shipping: {
                /** @enum {string} */
                method: "free" | "carrier" | "quote" | "buyerArranged";
                label: string;
                shippingFees: components["schemas"]["Money"] | null;
                estimatedShippingFees: components["schemas"]["Money"] | null;
                companyName: string | null;
                accountNumber: string | null;
                courier: ("FedEx" | "UPS" | "USPS" | "Other") | null;
                courierName: string | null;
                trackingNumber: string | null;
                trackingUrl: string | null;
                shipmentDate: string | null;
            };
            paymentHistory: {
                id: string;
                amount: components["schemas"]["Money"];
                paymentMode: string;
                referenceNumber: string | null;
                comment: string | null;
                dateRecordPayment: string;
            }[];
            additionalFees: {
                id: string;
                feesDetail: string;
                amount: components["schemas"]["Money"];
                createdAt: string;
            }[];
            history: {
                /** @enum {string} */
                status: "paid" | "submitted" | "cancelled" | "partially paid" | "shipped";
                at: string;
                by: string | null;
                note: string | null;
            }[];
            paymentInstructions: {
                bankTransferInstructions: string | null;
                paymentLink: string | null;
            } | null;
            canPayByCard: boolean;
            actions: ("setShippingQuote" | "addFee" | "recordPayment" | "ship" | "cancel")[];
        };
        OrderItem: {
            id: string;
            listingId: string;
            title: string;
            path: string;
            imageUrl: string;
            oemName: string;
            oemPartNumber: string;
            condition: string;
            purchaseQty: number;
            purchasePrice: components["schemas"]["Money"];
            lineTotal: components["schemas"]["Money"];
            offerItemId: string | null;
            isFreeShipping: boolean;
            shippingFee: components["schemas"]["Money"] | null;
        };
        OrderAmounts: {
            subtotal: components["schemas"]["Money"];
            discount: components["schemas"]["Money"];
            tax: components["schemas"]["Money"];
            taxPercent: string;
            serviceFee: components["schemas"]["Money"];
            serviceFeePercent: string;
            processingFee: components["schemas"]["Money"];
            processingFeePercent: string;
            processingFeeWaived: boolean;
            shipping: components["schemas"]["Money"] | null;
            additionalFees: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
        };
        CheckoutQuote: {
            sellers: {
                seller: {
                    id: string;
                    name: string;
                };
                items: components["schemas"]["CartLine"][];
                shippingOptions: {
                    /** @enum {string} */
                    method: "free" | "carrier" | "quote" | "buyerArranged";
                    label: string;
                    amount: components["schemas"]["Money"] | null;
                    rateId: string | null;
                    serviceKey: string | null;
                    estimatedDays: number | null;
                    available: boolean;
                    reason: string | null;
                }[];
                shipping: ({
                    /** @constant */
                    method: "free";
                } | {
                    /** @constant */
                    method: "carrier";
                    rateId: string;
                } | {
                    /** @constant */
                    method: "quote";
                } | {
                    /** @constant */
                    method: "buyerArranged";
                    companyName: string;
                    accountNumber: string;
                }) | null;
                paymentOptions: {
                    /** @enum {string} */
                    paymentType: "card" | "ach" | "paylater" | "paypal";
                    available: boolean;
                    reason: string | null;
                }[];
                promoCode: {
                    code: string;
                    applied: boolean;
                    message: string | null;
                } | null;
                amounts: components["schemas"]["OrderAmounts"];
            }[];
            total: components["schemas"]["Money"];
            taxExempt: boolean;
            promoCodeMessage: string | null;
            problems: {
                cartItemId: string;
                message: string;
            }[];
        };
        Cart: {
            items: components["schemas"]["CartLine"][];
            sellers: {
                seller: {
                    id: string;
                    name: string;
                };
                itemIds: string[];
                subtotal: components["schemas"]["Money"];
            }[];
            count: number;
            quantity: number;
            subtotal: components["schemas"]["Money"];
        };
        CartLine: {
            id: string;
            listingId: string;
            productId: string;
            title: string;
            path: string;
            imageUrl: string;
            oemName: string;
            oemPartNumber: string;
            /** @enum {string} */
            condition: "New" | "Like New" | "Used" | "Refurbished" | "Open Box" | "Field Pull";
            seller: {
                id: string;
                name: string;
            };
            quantity: number;
            listPrice: components["schemas"]["Money"];
            unitPrice: components["schemas"]["Money"];
            offerPrice: components["schemas"]["Money"] | null;
            offerItemId: string | null;
            offerValidTill: string | null;
            lineTotal: components["schemas"]["Money"];
            minQuantity: number;
            quantityMultiple: number;
            numAvailable: number;
            isShippingIncluded: boolean;
            problem: string | null;
        };
        Offer: {
            id: string;
            /** @enum {string} */
            status: "pending" | "accepted" | "countered" | "rejected" | "cancelled" | "expired";
            /** @enum {string} */
            displayStatus: "pending" | "accepted" | "countered" | "rejected" | "cancelled" | "expired" | "in negotiation";
            dateOffer: string;
            storefront: {
                id: string;
                title: string;
            };
            seller: {
                id: string;
                name: string;
            };
            buyer: {
                name: string;
                email: string;
                companyName: string | null;
                isGuest: boolean;
            };
            /** @enum {string} */
            viewer: "buyer" | "seller";
            items: components["schemas"]["OfferItem"][];
            comments: string | null;
            detailPath: string;
        };
        OfferItem: {
            id: string;
            listingId: string;
            title: string;
            path: string;
            imageUrl: string;
            oemName: string;
            oemPartNumber: string;
            condition: string;
            listPrice: components["schemas"]["Money"] | null;
            unitPrice: components["schemas"]["Money"];
            quantity: number;
            total: components["schemas"]["Money"];
            /** @enum {string} */
            status: "pending" | "accepted" | "countered" | "rejected" | "cancelled" | "expired";
            /** @enum {string} */
            displayStatus: "pending" | "accepted" | "countered" | "rejected" | "cancelled" | "expired" | "in negotiation";
            offerValidTill: string;
            lastOfferUpdateDate: string;
            sellerCounterOfferCount: number;
            buyerEditOfferCount: number;
            isSellerOfferActive: boolean;
            isBuyerOfferActive: boolean;
            proposals: {
                /** @enum {string} */
                party: "buyer" | "seller" | "system";
                /** @enum {string} */
                action: "offer" | "counter" | "edit" | "accept" | "reject" | "cancel" | "expire";
                unitPrice: components["schemas"]["Money"] | null;
                quantity: number | null;
                at: string;
                validTill: string | null;
            }[];
            actions: ("accept" | "reject" | "counter" | "edit" | "cancel")[];
            cartItemId: string | null;
            orderId: string | null;
            version: number;
        };
        SessionUser: {
            id: string;
            /** @enum {string} */
            role: "operator" | "companyAdmin" | "businessUser" | "productSpecialist" | "buyer";
            username: string;
            email: string;
            displayName: string;
            firstName: string | null;
            lastName: string | null;
            resellerCertificateUrl: string | null;
            homeUrl: string;
            organization: {
                id: string;
                name: string;
                slug: string;
            } | null;
            permissions: ("organizations.manageAll" | "organization.view" | "organization.edit" | "users.view" | "users.manage" | "listings.manage" | "orders.manage" | "offers.manage" | "promoCodes.manage" | "reports.view" | "products.manage" | "products.import" | "categories.manage" | "content.manage" | "storefront.settings" | "fees.manage" | "resellerCertificates.review" | "productCatalogue.manage")[];
        };
        AdminUser: {
            id: string;
            email: string;
            /** @enum {string} */
            role: "operator" | "companyAdmin" | "businessUser" | "productSpecialist" | "buyer";
            firstName: string | null;
            lastName: string | null;
            displayName: string | null;
            username: string | null;
            employeeId: string | null;
            phone: string | null;
            organizationId: string | null;
            organizationName: string | null;
            registeredDate: string;
            disabled: boolean;
            invited: boolean;
        };
        Organization: {
            id: string;
            slug: string;
            createdAt: string;
            memberCount: number;
            name: string;
            /** @enum {string} */
            orgType: "platform" | "seller" | "buyer" | "both";
            verified: boolean;
            logo: string | null;
            phone: string | null;
            email: string | null;
            remoteUrl: string | null;
            address1: string | null;
            city: string | null;
            state: string | null;
            zip: string | null;
            country: string | null;
            metaTitle: string | null;
            metaDescription: string | null;
            brandName: string | null;
            storefrontNameForPartner: string | null;
            isParentOrg: boolean;
            isAuthorizedReseller: boolean;
            isDiscreteOrg: boolean;
            isOfferCredit: boolean;
            creditAppLink: string | null;
            creditTermType: string | null;
            returnPolicy: string | null;
            warrantyPolicy: string | null;
            estimatedToShip: string | null;
            minimumCreditOrderValue: string | null;
            freeShippingMinOrderAmount: string | null;
            creditCardPayPalFlag: boolean;
            bankTransferInstructions: string | null;
        };
        StorefrontBranding: {
            id: string;
            slug: string;
            isMarketplace: boolean;
            title: string;
            subTitle: string | null;
            organizationName: string;
            logoText: string | null;
            logo1: string | null;
            logo2: string | null;
            favicon: string | null;
            themeColor: string;
            iconColor: string;
            themeCssUrl: string;
            customCssClass: string | null;
            aboutUsLink: string | null;
            /** @enum {string} */
            footerVariant: "marketplace" | "standard" | "legal";
            socialLinks: {
                facebook: string | null;
                twitter: string | null;
                instagram: string | null;
                linkedin: string | null;
            };
            metaTitle: string;
            metaDescription: string;
            backgroundImage: string | null;
            manufacturerTitle: string | null;
            manufacturerLogos: {
                name: string;
                url: string;
            }[];
            offerValidFor: number;
            footerPages: {
                id: string;
                slug: string;
                title: string;
            }[];
            hasFaq: boolean;
            chatWidget: {
                /** @enum {string} */
                provider: "crisp" | "tawkto" | "intercom";
                id: string;
                scriptUrl: string;
            } | null;
            companyLinks: {
                shipping: string;
                termsOfService: string;
                privacyPolicy: string;
                returnsAndExchanges: string;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Liveness and database check */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        /** @enum {string} */
                        database: "pglite" | "postgres";
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Readiness for traffic */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready";
                        checks: {
                            /** @enum {string} */
                            database: "ok";
                            /** @enum {string} */
                            migrations: "ok";
                            /** @enum {string} */
                            outbox: "ok";
                        };
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not ready: the database does not answer, migrations are behind, or the outbox is stuck */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStorefront: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current host's storefront branding */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StorefrontBranding"];
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStorefronts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every storefront and its host */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            slug: string;
                            title: string;
                            host: string;
                        }[];
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    subscribeNewsletter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Subscribe an e-mail to this storefront's newsletter */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    unsubscribeNewsletter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Unsubscribe with the link of a newsletter mail */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        email: string;
                        storefrontName: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The link is not one we sent */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createStoreSignup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    plan: "starter" | "growth" | "enterprise";
                    firstName: string;
                    lastName: string;
                    companyName: string;
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Created. Ask to open a store on the marketplace */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not the marketplace host */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    searchListings: {
        parameters: {
            query?: {
                q?: string;
                category?: string;
                subCategory?: string;
                brand?: string[];
                condition?: ("New" | "Like New" | "Used" | "Refurbished" | "Open Box" | "Field Pull")[];
                minPrice?: string;
                maxPrice?: string;
                inStock?: "true" | "false";
                sort?: "featured" | "inventory_desc" | "manufacturer_asc" | "price_asc" | "price_desc";
                page?: number;
                pageSize?: number;
            };
            header?: {
                /** @description The guest id (`guestId` of `GET /api/auth/me`) for clients that keep no cookies; the `pb_guest` cookie wins when both are sent. */
                "X-Guest-Id"?: string;
                /** @description The searcher’s IANA time zone (e.g. `America/Denver`), recorded with the search keyword. */
                "X-Time-Zone"?: string;
            };
            path?: never;
            cookie?: {
                /** @description The guest id the server set in this browser (HttpOnly). */
                pb_guest?: string;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Search and browse the storefront's listings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ListingCard"][];
                        total: number;
                        page: number;
                        pageSize: number;
                        pricesSearchable: boolean;
                        approximate: {
                            total: boolean;
                            facets: boolean;
                        };
                        facets: {
                            categories: {
                                value: string;
                                label: string;
                                count: number;
                            }[];
                            subCategories: {
                                value: string;
                                label: string;
                                count: number;
                            }[];
                            brands: {
                                value: string;
                                label: string;
                                count: number;
                            }[];
                            conditions: {
                                value: string;
                                label: string;
                                count: number;
                            }[];
                            price: {
                                min: components["schemas"]["Money"] | null;
                                max: components["schemas"]["Money"] | null;
                            };
                            inStock: number;
                        };
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getListing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One listing with its product and seller */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListingDetail"];
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id, or not visible on this storefront */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMyListings: {
        parameters: {
            query?: {
                q?: string;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in seller's own listings (storefront /product, My Listings) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            listingId: string;
                            productId: string;
                            title: string;
                            oemPartNumber: string;
                            /** @enum {string} */
                            condition: "New" | "Like New" | "Used" | "Refurbished" | "Open Box" | "Field Pull";
                            price: components["schemas"]["Money"];
                            numAvailable: number;
                            imageUrl: string | null;
                            path: string;
                            editUrl: string;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a member of a seller’s staff */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Categories with counts of visible listings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            slug: string;
                            name: string;
                            count: number;
                            subCategories: {
                                slug: string;
                                name: string;
                                count: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listBrands: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Brands with counts of visible listings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            name: string;
                            slug: string;
                            count: number;
                        }[];
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    requestQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    listingId: string;
                    qty: number;
                    userName: string;
                    /** Format: email */
                    email: string;
                    contactNumber?: string;
                    postalCode?: string;
                    city?: string;
                    state?: string;
                    comments?: string;
                };
            };
        };
        responses: {
            /** @description Created. Ask the seller of a listing for a quote */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "received";
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id, or not visible on this storefront */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBrandImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The SVG image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file name does not end in `.svg` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getNoImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The SVG image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCustomPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A published custom page of this storefront */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        slug: string;
                        title: string;
                        html: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No published page of this storefront has this id or slug */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStorefrontFaq: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description This storefront's FAQ */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            question: string;
                            answer: string;
                            sortOrder: number;
                        }[];
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description The guest id (`guestId` of `GET /api/auth/me`) for clients that keep no cookies; the `pb_guest` cookie wins when both are sent. */
                "X-Guest-Id"?: string;
            };
            path?: never;
            cookie?: {
                /** @description The guest id the server set in this browser (HttpOnly). */
                pb_guest?: string;
            };
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user (or null) and the guest id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: components["schemas"]["SessionUser"] | null;
                        guestId: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: {
                /** @description The guest id (`guestId` of `GET /api/auth/me`) for clients that keep no cookies; the `pb_guest` cookie wins when both are sent. */
                "X-Guest-Id"?: string;
            };
            path?: never;
            cookie?: {
                /** @description The guest id the server set in this browser (HttpOnly). */
                pb_guest?: string;
            };
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Sign in with e-mail and password (browsers) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: components["schemas"]["SessionUser"];
                        /** @enum {string} */
                        message: "Login successfully";
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong e-mail or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The account is disabled, or may not sign in on this host */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed attempts for this address or account; wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    issueToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description The guest id (`guestId` of `GET /api/auth/me`) for clients that keep no cookies; the `pb_guest` cookie wins when both are sent. */
                "X-Guest-Id"?: string;
            };
            path?: never;
            cookie?: {
                /** @description The guest id the server set in this browser (HttpOnly). */
                pb_guest?: string;
            };
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Sign in an API client: a bearer token */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        expiresAt: string;
                        user: components["schemas"]["SessionUser"];
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong e-mail or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The account is disabled, or may not sign in on this host */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed attempts for this address or account; wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    registerBuyer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The guest id (`guestId` of `GET /api/auth/me`) for clients that keep no cookies; the `pb_guest` cookie wins when both are sent. */
                "X-Guest-Id"?: string;
            };
            path?: never;
            cookie?: {
                /** @description The guest id the server set in this browser (HttpOnly). */
                pb_guest?: string;
            };
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                    companyName: string;
                    /** Format: email */
                    email: string;
                    phone: string;
                    password: string;
                    confirmPassword: string;
                    resellerCertificateUrl?: string;
                };
            };
        };
        responses: {
            /** @description Created. Sign up a buyer and their company */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: components["schemas"]["SessionUser"];
                        /** @enum {string} */
                        message: "Signup successfully";
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The e-mail already has an account */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description End the current session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    forgotPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description The guest id (`guestId` of `GET /api/auth/me`) for clients that keep no cookies; the `pb_guest` cookie wins when both are sent. */
                "X-Guest-Id"?: string;
            };
            path?: never;
            cookie?: {
                /** @description The guest id the server set in this browser (HttpOnly). */
                pb_guest?: string;
            };
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Mail a password reset link */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "sent";
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                    confirmPassword: string;
                };
            };
        };
        responses: {
            /** @description Set a new password with a reset or invitation token */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    oldPassword: string;
                    newPassword: string;
                    confirmPassword: string;
                };
            };
        };
        responses: {
            /** @description Change the signed-in user's password */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startCrossDomainSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    targetHost: string;
                    /** Format: starts_with */
                    path?: string;
                    typeform?: boolean;
                };
            };
        };
        responses: {
            /** @description Start a cross-domain sign-in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        expiresAt: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    previewCrossDomainSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    verificationToken: string;
                };
            };
        };
        responses: {
            /** @description Whose account a cross-domain link signs in to */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            email: string;
                            displayName: string;
                        };
                    };
                };
            };
            /** @description The link is unknown, used or expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    redeemCrossDomainSignIn: {
        parameters: {
            query?: never;
            header?: {
                /** @description The guest id (`guestId` of `GET /api/auth/me`) for clients that keep no cookies; the `pb_guest` cookie wins when both are sent. */
                "X-Guest-Id"?: string;
            };
            path?: never;
            cookie?: {
                /** @description The guest id the server set in this browser (HttpOnly). */
                pb_guest?: string;
            };
        };
        requestBody: {
            content: {
                "application/json": {
                    verificationToken: string;
                };
            };
        };
        responses: {
            /** @description Finish a cross-domain sign-in on this storefront */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: components["schemas"]["SessionUser"];
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSavedAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The address book */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            /** @enum {string} */
                            kind: "shipping" | "billing";
                            label: string;
                            address: {
                                firstname: string;
                                lastname: string;
                                company?: string | null;
                                email: string;
                                contactnumber: string;
                                streetAddress: string;
                                address2?: string | null;
                                city: string;
                                state: string;
                                stateLongName?: string | null;
                                country: string;
                                countryLongName?: string | null;
                                zipcode: string;
                            };
                            shared: boolean;
                            isDefault: boolean;
                            mine: boolean;
                            ownerName: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createSavedAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "shipping" | "billing";
                    label: string;
                    address: components["schemas"]["AddressInput"];
                    /** @default false */
                    shared?: boolean;
                    /** @default false */
                    isDefault?: boolean;
                };
            };
        };
        responses: {
            /** @description Created. Save an address */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        address: {
                            id: string;
                            /** @enum {string} */
                            kind: "shipping" | "billing";
                            label: string;
                            address: {
                                firstname: string;
                                lastname: string;
                                company?: string | null;
                                email: string;
                                contactnumber: string;
                                streetAddress: string;
                                address2?: string | null;
                                city: string;
                                state: string;
                                stateLongName?: string | null;
                                country: string;
                                countryLongName?: string | null;
                                zipcode: string;
                            };
                            shared: boolean;
                            isDefault: boolean;
                            mine: boolean;
                            ownerName: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateSavedAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "shipping" | "billing";
                    label: string;
                    address: components["schemas"]["AddressInput"];
                    /** @default false */
                    shared?: boolean;
                    /** @default false */
                    isDefault?: boolean;
                };
            };
        };
        responses: {
            /** @description Change a saved address */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        address: {
                            id: string;
                            /** @enum {string} */
                            kind: "shipping" | "billing";
                            label: string;
                            address: {
                                firstname: string;
                                lastname: string;
                                company?: string | null;
                                email: string;
                                contactnumber: string;
                                streetAddress: string;
                                address2?: string | null;
                                city: string;
                                state: string;
                                stateLongName?: string | null;
                                country: string;
                                countryLongName?: string | null;
                                zipcode: string;
                            };
                            shared: boolean;
                            isDefault: boolean;
                            mine: boolean;
                            ownerName: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A colleague’s shared address */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown address, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteSavedAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a saved address */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A colleague’s shared address */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown address, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadStorefrontImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One file part named `file`. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description A png, jpeg or gif image of at most 5242880 bytes. */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Upload a storefront image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many uploads from this address */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadResellerCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One file part named `file`. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description A png, jpeg or gif image of at most 5242880 bytes. */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Upload a reseller certificate image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description Not a png, jpeg or gif, or larger than 5 MB */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many uploads from this address; wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listOffers: {
        parameters: {
            query?: {
                status?: "pending" | "accepted" | "countered" | "rejected" | "cancelled" | "expired" | "in negotiation";
                sort?: "date" | "amount";
                direction?: "asc" | "desc";
                page?: number;
                pageSize?: number;
            };
            header?: {
                /** @description The guest id (`guestId` of `GET /api/auth/me`) for clients that keep no cookies; the `pb_guest` cookie wins when both are sent. */
                "X-Guest-Id"?: string;
            };
            path?: never;
            cookie?: {
                /** @description The guest id the server set in this browser (HttpOnly). */
                pb_guest?: string;
            };
        };
        requestBody?: never;
        responses: {
            /** @description The buyer's offers on this storefront */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Offer"][];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    makeOffer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The guest id (`guestId` of `GET /api/auth/me`) for clients that keep no cookies; the `pb_guest` cookie wins when both are sent. */
                "X-Guest-Id"?: string;
            };
            path?: never;
            cookie?: {
                /** @description The guest id the server set in this browser (HttpOnly). */
                pb_guest?: string;
            };
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        /** Format: uuid */
                        listingId: string;
                        quantity: number;
                        unitPrice: string;
                    }[];
                    guest?: {
                        firstName: string;
                        lastName: string;
                        /** Format: email */
                        email: string;
                        companyName: string;
                    };
                    comments?: string;
                };
            };
        };
        responses: {
            /** @description Created. Make an offer on listings of this storefront */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        offers: components["schemas"]["Offer"][];
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id, or not visible on this storefront */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOffer: {
        parameters: {
            query?: {
                token?: string;
                from?: "buyer" | "seller";
            };
            header?: {
                /** @description The guest id (`guestId` of `GET /api/auth/me`) for clients that keep no cookies; the `pb_guest` cookie wins when both are sent. */
                "X-Guest-Id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: {
                /** @description The guest id the server set in this browser (HttpOnly). */
                pb_guest?: string;
            };
        };
        requestBody?: never;
        responses: {
            /** @description One offer with its thread */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown offer, or not this buyer’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    acceptCounterOffer: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: {
                /** @description The guest id (`guestId` of `GET /api/auth/me`) for clients that keep no cookies; the `pb_guest` cookie wins when both are sent. */
                "X-Guest-Id"?: string;
            };
            path: {
                id: string;
                itemId: string;
            };
            cookie?: {
                /** @description The guest id the server set in this browser (HttpOnly). */
                pb_guest?: string;
            };
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                } | null;
            };
        };
        responses: {
            /** @description Accept the seller's counter-offer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        offer: components["schemas"]["Offer"];
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown offer or item, or not this buyer’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The offer changed since it was read */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelOfferItem: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: {
                /** @description The guest id (`guestId` of `GET /api/auth/me`) for clients that keep no cookies; the `pb_guest` cookie wins when both are sent. */
                "X-Guest-Id"?: string;
            };
            path: {
                id: string;
                itemId: string;
            };
            cookie?: {
                /** @description The guest id the server set in this browser (HttpOnly). */
                pb_guest?: string;
            };
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                } | null;
            };
        };
        responses: {
            /** @description Cancel the offer on one item */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        offer: components["schemas"]["Offer"];
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown offer or item, or not this buyer’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The offer changed since it was read */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    editOfferItem: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: {
                /** @description The guest id (`guestId` of `GET /api/auth/me`) for clients that keep no cookies; the `pb_guest` cookie wins when both are sent. */
                "X-Guest-Id"?: string;
            };
            path: {
                id: string;
                itemId: string;
            };
            cookie?: {
                /** @description The guest id the server set in this browser (HttpOnly). */
                pb_guest?: string;
            };
        };
        requestBody: {
            content: {
                "application/json": {
                    unitPrice?: string;
                    quantity?: number;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Answer the seller's counter-offer with a new price or quantity */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        offer: components["schemas"]["Offer"];
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown offer or item, or not this buyer’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The offer changed since it was read */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCart: {
        parameters: {
            query?: never;
            header?: {
                /** @description The guest id (`guestId` of `GET /api/auth/me`) for clients that keep no cookies; the `pb_guest` cookie wins when both are sent. */
                "X-Guest-Id"?: string;
            };
            path?: never;
            cookie?: {
                /** @description The guest id the server set in this browser (HttpOnly). */
                pb_guest?: string;
            };
        };
        requestBody?: never;
        responses: {
            /** @description The cart, priced now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cart"];
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addCartItem: {
        parameters: {
            query?: never;
            header?: {
                /** @description The guest id (`guestId` of `GET /api/auth/me`) for clients that keep no cookies; the `pb_guest` cookie wins when both are sent. */
                "X-Guest-Id"?: string;
            };
            path?: never;
            cookie?: {
                /** @description The guest id the server set in this browser (HttpOnly). */
                pb_guest?: string;
            };
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    listingId: string;
                    quantity: number;
                };
            };
        };
        responses: {
            /** @description Add a listing to the cart */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cart"];
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id, or not visible on this storefront */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeCartItem: {
        parameters: {
            query?: never;
            header?: {
                /** @description The guest id (`guestId` of `GET /api/auth/me`) for clients that keep no cookies; the `pb_guest` cookie wins when both are sent. */
                "X-Guest-Id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: {
                /** @description The guest id the server set in this browser (HttpOnly). */
                pb_guest?: string;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Remove a cart line */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cart"];
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such line in this cart */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCartItem: {
        parameters: {
            query?: never;
            header?: {
                /** @description The guest id (`guestId` of `GET /api/auth/me`) for clients that keep no cookies; the `pb_guest` cookie wins when both are sent. */
                "X-Guest-Id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: {
                /** @description The guest id the server set in this browser (HttpOnly). */
                pb_guest?: string;
            };
        };
        requestBody: {
            content: {
                "application/json": {
                    quantity: number;
                };
            };
        };
        responses: {
            /** @description Change the quantity of a cart line */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cart"];
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such line in this cart */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    matchQuickOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Quick order: match part numbers to listings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lines: {
                            line: number;
                            input: string;
                            partNumber: string;
                            quantity: number | null;
                            /** @enum {string} */
                            status: "matched" | "problem" | "notFound" | "invalid";
                            message: string | null;
                            match: {
                                listingId: string;
                                productId: string;
                                title: string;
                                path: string;
                                oemName: string;
                                oemPartNumber: string;
                                /** @enum {string} */
                                condition: "New" | "Like New" | "Used" | "Refurbished" | "Open Box" | "Field Pull";
                                seller: {
                                    id: string;
                                    name: string;
                                };
                                unitPrice: components["schemas"]["Money"];
                                lineTotal: components["schemas"]["Money"];
                                numAvailable: number;
                                minQuantity: number;
                                quantityMultiple: number;
                                problem: string | null;
                            } | null;
                            alternatives: {
                                listingId: string;
                                productId: string;
                                title: string;
                                path: string;
                                oemName: string;
                                oemPartNumber: string;
                                /** @enum {string} */
                                condition: "New" | "Like New" | "Used" | "Refurbished" | "Open Box" | "Field Pull";
                                seller: {
                                    id: string;
                                    name: string;
                                };
                                unitPrice: components["schemas"]["Money"];
                                lineTotal: components["schemas"]["Money"];
                                numAvailable: number;
                                minQuantity: number;
                                quantityMultiple: number;
                                problem: string | null;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addQuickOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        /** Format: uuid */
                        listingId: string;
                        quantity: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Quick order: add the matched lines to the cart */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        cart: components["schemas"]["Cart"];
                        added: {
                            listingId: string;
                            quantity: number;
                        }[];
                        skipped: {
                            listingId: string;
                            title: string;
                            reason: string;
                        }[];
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shareCart: {
        parameters: {
            query?: never;
            header?: {
                /** @description The guest id (`guestId` of `GET /api/auth/me`) for clients that keep no cookies; the `pb_guest` cookie wins when both are sent. */
                "X-Guest-Id"?: string;
            };
            path?: never;
            cookie?: {
                /** @description The guest id the server set in this browser (HttpOnly). */
                pb_guest?: string;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Created. A link to a copy of this cart */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        url: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSharedCart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What a cart link holds */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        items: {
                            listingId: string;
                            title: string;
                            path: string;
                            imageUrl: string;
                            quantity: number;
                            unitPrice: components["schemas"]["Money"] | null;
                            problem: string | null;
                        }[];
                        createdAt: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown cart link */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    copySharedCart: {
        parameters: {
            query?: never;
            header?: {
                /** @description The guest id (`guestId` of `GET /api/auth/me`) for clients that keep no cookies; the `pb_guest` cookie wins when both are sent. */
                "X-Guest-Id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: {
                /** @description The guest id the server set in this browser (HttpOnly). */
                pb_guest?: string;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Copy a cart link's items into the viewer's cart */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cart: components["schemas"]["Cart"];
                        skipped: {
                            listingId: string;
                            title: string;
                            reason: string;
                        }[];
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown cart link */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    quoteCheckout: {
        parameters: {
            query?: never;
            header?: {
                /** @description The guest id (`guestId` of `GET /api/auth/me`) for clients that keep no cookies; the `pb_guest` cookie wins when both are sent. */
                "X-Guest-Id"?: string;
            };
            path?: never;
            cookie?: {
                /** @description The guest id the server set in this browser (HttpOnly). */
                pb_guest?: string;
            };
        };
        requestBody: {
            content: {
                "application/json": {
                    destination?: {
                        country: string;
                        state?: string;
                        zipcode?: string;
                        city?: string;
                    };
                    sellers?: {
                        /** Format: uuid */
                        sellerId: string;
                        shipping?: {
                            /** @enum {string} */
                            method: "free";
                        } | {
                            /** @enum {string} */
                            method: "carrier";
                            rateId: string;
                        } | {
                            /** @enum {string} */
                            method: "quote";
                        } | {
                            /** @enum {string} */
                            method: "buyerArranged";
                            companyName: string;
                            accountNumber: string;
                        };
                    }[];
                    promoCode?: string;
                    /** @enum {string} */
                    paymentType?: "card" | "ach" | "paylater" | "paypal";
                };
            };
        };
        responses: {
            /** @description Price the cart as one order per seller */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutQuote"];
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    placeCheckout: {
        parameters: {
            query?: never;
            header: {
                /** @description A key of your own for this attempt (8 to 200 of A-Z, a-z, 0-9, `_`, `-`), e.g. a UUID. Send the same key when you retry the same request: the first result is answered again and nothing is charged twice. */
                "Idempotency-Key": string;
                /** @description The guest id (`guestId` of `GET /api/auth/me`) for clients that keep no cookies; the `pb_guest` cookie wins when both are sent. */
                "X-Guest-Id"?: string;
            };
            path?: never;
            cookie?: {
                /** @description The guest id the server set in this browser (HttpOnly). */
                pb_guest?: string;
            };
        };
        requestBody: {
            content: {
                "application/json": {
                    shippingAddress: components["schemas"]["AddressInput"];
                    billingAddress?: components["schemas"]["AddressInput"];
                    /** @default false */
                    billingSameAsShipping?: boolean;
                    purchaseOrderNumber?: string;
                    guest?: {
                        firstName: string;
                        lastName: string;
                        /** Format: email */
                        email: string;
                        companyName: string;
                    };
                    sellers: {
                        /** Format: uuid */
                        sellerId: string;
                        shipping: {
                            /** @enum {string} */
                            method: "free";
                        } | {
                            /** @enum {string} */
                            method: "carrier";
                            rateId: string;
                        } | {
                            /** @enum {string} */
                            method: "quote";
                        } | {
                            /** @enum {string} */
                            method: "buyerArranged";
                            companyName: string;
                            accountNumber: string;
                        };
                        notesToSeller?: string;
                    }[];
                    promoCode?: string;
                    payment: {
                        /** @enum {string} */
                        paymentType: "card";
                        token: string;
                    } | {
                        /** @enum {string} */
                        paymentType: "ach";
                        routingNumber: string;
                        accountNumber: string;
                        name: string;
                        /**
                         * @default checking
                         * @enum {string}
                         */
                        achPayType?: "checking" | "savings";
                    } | {
                        /** @enum {string} */
                        paymentType: "paylater";
                    } | {
                        /** @enum {string} */
                        paymentType: "paypal";
                    };
                };
            };
        };
        responses: {
            /** @description Created. Place one order per seller of the cart */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checkoutId: string;
                        orders: {
                            id: string;
                            orderNumber: number;
                            /** @enum {string} */
                            status: "paid" | "submitted" | "cancelled" | "partially paid" | "shipped";
                            seller: {
                                id: string;
                                name: string;
                            };
                            total: components["schemas"]["Money"];
                            detailPath: string;
                            paymentInstructions: {
                                bankTransferInstructions: string | null;
                                paymentLink: string | null;
                            } | null;
                        }[];
                        charged: components["schemas"]["Money"];
                    };
                };
            };
            /** @description Bad input, a missing or malformed `Idempotency-Key`, or a declined card */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The cart changed (stock, prices), or the same key is in use with another request */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPaymentConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The gateway the browser tokenises cards with */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        gateway: "sandbox" | "stripe";
                        publishableKey: string | null;
                        tokenizeUrl: string | null;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createSandboxCardToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cardNumber: string;
                    expiry: string;
                    cvv: string;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Created. The sandbox gateway's tokenise call */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        brand: string;
                        last4: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The sandbox gateway is not the configured gateway */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listOrders: {
        parameters: {
            query?: {
                scope?: "mine" | "organization";
                storefront?: "all" | string;
                status?: "paid" | "submitted" | "cancelled" | "partially paid" | "shipped";
                sort?: "date" | "quantity";
                direction?: "asc" | "desc";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The buyer's orders */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["OrderSummary"][];
                        total: number;
                        page: number;
                        pageSize: number;
                        storefronts?: {
                            id: string;
                            title: string;
                        }[];
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDetail"];
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown order, or not this buyer’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    payOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description A key of your own for this attempt (8 to 200 of A-Z, a-z, 0-9, `_`, `-`), e.g. a UUID. Send the same key when you retry the same request: the first result is answered again and nothing is charged twice. */
                "Idempotency-Key": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    accessToken?: string;
                };
            };
        };
        responses: {
            /** @description Pay the balance of an order by card */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: components["schemas"]["OrderDetail"];
                        message: string;
                    };
                };
            };
            /** @description Bad input, a missing or malformed `Idempotency-Key`, or a declined card */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown order, or not this buyer’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing is left to pay, or the order changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reorderOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reorder: an order's items back into the cart */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        cart: components["schemas"]["Cart"];
                        lines: {
                            listingId: string;
                            title: string;
                            ordered: number;
                            added: number;
                            previousUnitPrice: string;
                            unitPrice: string | null;
                            changes: string[];
                        }[];
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown order, or not this buyer’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrderInvoice: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown order, or not this buyer’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                organizationId?: string;
                q?: string;
                sort?: "name" | "email" | "role" | "organizationName" | "disabled";
                direction?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The users of the actor's organization */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["AdminUser"][];
                        total: number;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    firstName: string;
                    lastName: string;
                    displayName?: string;
                    username?: string;
                    employeeId?: string;
                    phone?: string;
                    /** @enum {string} */
                    role: "companyAdmin" | "businessUser" | "productSpecialist";
                    /** Format: uuid */
                    organizationId?: string;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Created. Add a user */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: components["schemas"]["AdminUser"];
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The e-mail already has an account */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    inviteUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    emails: string[];
                    /** @enum {string} */
                    role: "companyAdmin" | "businessUser" | "productSpecialist";
                    /** Format: uuid */
                    organizationId?: string;
                };
            };
        };
        responses: {
            /** @description Invite several people by e-mail */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invited: components["schemas"]["AdminUser"][];
                        skipped: {
                            email: string;
                            reason: string;
                        }[];
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown user, or not of this organization */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        message: "User deleted successfully";
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown user, or not of this organization */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The staff member themself, or the last active company admin or operator */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName?: string;
                    lastName?: string;
                    displayName?: string;
                    username?: string;
                    employeeId?: string;
                    phone?: string;
                    /** @enum {string} */
                    role?: "companyAdmin" | "businessUser" | "productSpecialist";
                    disabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Edit a user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: components["schemas"]["AdminUser"];
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown user, or not of this organization */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The e-mail is taken, or the change would remove the last company admin or disable oneself */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resendInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Resend an invitation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: components["schemas"]["AdminUser"];
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown user, or not of this organization */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user has already set a password */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoke an invitation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        message: "Invitation revoked successfully";
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown user, or not of this organization */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user has already set a password, or is the last active company admin */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listOrganizations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Organizations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Organization"][];
                        total: number;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    orgType: "platform" | "seller" | "buyer" | "both";
                    verified?: boolean;
                    logo?: string | null;
                    phone?: string | null;
                    email?: string | null;
                    remoteUrl?: string | null;
                    address1?: string | null;
                    city?: string | null;
                    state?: string | null;
                    zip?: string | null;
                    country?: string | null;
                    metaTitle?: string | null;
                    metaDescription?: string | null;
                    brandName?: string | null;
                    storefrontNameForPartner?: string | null;
                    isParentOrg?: boolean;
                    isAuthorizedReseller?: boolean;
                    isDiscreteOrg?: boolean;
                    isOfferCredit?: boolean;
                    creditAppLink?: string | null;
                    creditTermType?: string | null;
                    returnPolicy?: string | null;
                    warrantyPolicy?: string | null;
                    estimatedToShip?: string | null;
                    minimumCreditOrderValue?: string | null;
                    freeShippingMinOrderAmount?: string | null;
                    creditCardPayPalFlag?: boolean;
                    bankTransferInstructions?: string | null;
                };
            };
        };
        responses: {
            /** @description Created. Create an organization */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        organization: components["schemas"]["Organization"];
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The slug is taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One organization */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown organization, or not this staff member’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @enum {string} */
                    orgType?: "platform" | "seller" | "buyer" | "both";
                    verified?: boolean;
                    logo?: string | null;
                    phone?: string | null;
                    email?: string | null;
                    remoteUrl?: string | null;
                    address1?: string | null;
                    city?: string | null;
                    state?: string | null;
                    zip?: string | null;
                    country?: string | null;
                    metaTitle?: string | null;
                    metaDescription?: string | null;
                    brandName?: string | null;
                    storefrontNameForPartner?: string | null;
                    isParentOrg?: boolean;
                    isAuthorizedReseller?: boolean;
                    isDiscreteOrg?: boolean;
                    isOfferCredit?: boolean;
                    creditAppLink?: string | null;
                    creditTermType?: string | null;
                    returnPolicy?: string | null;
                    warrantyPolicy?: string | null;
                    estimatedToShip?: string | null;
                    minimumCreditOrderValue?: string | null;
                    freeShippingMinOrderAmount?: string | null;
                    creditCardPayPalFlag?: boolean;
                    bankTransferInstructions?: string | null;
                };
            };
        };
        responses: {
            /** @description Edit an organization */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        organization: components["schemas"]["Organization"];
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown organization, or not this staff member’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The slug is taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAdminOffers: {
        parameters: {
            query?: {
                box?: "received" | "sent";
                q?: string;
                status?: "pending" | "accepted" | "countered" | "rejected" | "cancelled" | "expired" | "in negotiation";
                sort?: "date" | "amount";
                direction?: "asc" | "desc";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Offers received or sent by the actor's organization */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Offer"][];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportAdminOffers: {
        parameters: {
            query?: {
                box?: "received" | "sent";
                q?: string;
                status?: "pending" | "accepted" | "countered" | "rejected" | "cancelled" | "expired" | "in negotiation";
                sort?: "date" | "amount";
                direction?: "asc" | "desc";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One offer, seen by staff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The offer, or the item, is not one of this organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    acceptOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                itemId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                } | null;
            };
        };
        responses: {
            /** @description Accept the buyer's offer on an item */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        offer: components["schemas"]["Offer"];
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The offer, or the item, is not one of this organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The offer changed since it was read */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rejectOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                itemId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                } | null;
            };
        };
        responses: {
            /** @description Reject the buyer's offer on an item */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        offer: components["schemas"]["Offer"];
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The offer, or the item, is not one of this organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The offer changed since it was read */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    counterOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                itemId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    unitPrice: string;
                    quantity?: number;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Counter the buyer's offer on an item */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        offer: components["schemas"]["Offer"];
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The offer, or the item, is not one of this organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The offer changed since it was read */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSellerOrders: {
        parameters: {
            query?: {
                scope?: "all" | "mine";
                q?: string;
                awaitingShippingQuote?: "true" | "false";
                status?: "paid" | "submitted" | "cancelled" | "partially paid" | "shipped";
                sort?: "date" | "quantity";
                direction?: "asc" | "desc";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Orders of the actor's organization as seller */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["OrderSummary"][];
                        total: number;
                        page: number;
                        pageSize: number;
                        storefronts?: {
                            id: string;
                            title: string;
                        }[];
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportSellerOrders: {
        parameters: {
            query?: {
                scope?: "all" | "mine";
                q?: string;
                awaitingShippingQuote?: "true" | "false";
                status?: "paid" | "submitted" | "cancelled" | "partially paid" | "shipped";
                sort?: "date" | "quantity";
                direction?: "asc" | "desc";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed, or scope=all without being the operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSellerOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One order, seen by its seller */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDetail"];
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown order, or not sold by this organization */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSellerOrderInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown order, or another seller’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setShippingQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: string;
                };
            };
        };
        responses: {
            /** @description Set the shipping fee of an order awaiting a shipping quote */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: components["schemas"]["OrderDetail"];
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown order, or not sold by this organization */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order does not await a shipping quote */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addAdditionalFee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    feesDetail: string;
                    amount: string;
                };
            };
        };
        responses: {
            /** @description Add a fee to an order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: components["schemas"]["OrderDetail"];
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown order, or not sold by this organization */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order no longer takes fees */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    recordPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: string;
                    paymentMode: string;
                    referenceNumber?: string;
                    comment?: string;
                    dateRecordPayment?: string;
                };
            };
        };
        responses: {
            /** @description Record a payment received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: components["schemas"]["OrderDetail"];
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown order, or not sold by this organization */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order no longer takes payments */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shipOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    courierCompany: "FedEx" | "UPS" | "USPS" | "Other";
                    courierName?: string;
                    trackingNumber: string;
                    /** Format: uri */
                    trackingUrl: string;
                    /** Format: date */
                    shipmentDate: string;
                };
            };
        };
        responses: {
            /** @description Mark an order shipped */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: components["schemas"]["OrderDetail"];
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown order, or not sold by this organization */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order cannot be shipped now */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Cancel an order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: components["schemas"]["OrderDetail"];
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown order, or not sold by this organization */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order cannot be cancelled now */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listResellerCertificates: {
        parameters: {
            query?: {
                status?: "pending" | "approved" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reseller certificates to review */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            url: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            submittedAt: string | null;
                            reviewedAt: string | null;
                            reviewedBy: string | null;
                            buyer: {
                                id: string;
                                name: string;
                                email: string;
                                companyName: string | null;
                            };
                            storefront: {
                                id: string;
                                title: string;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reviewResellerCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "approved" | "rejected";
                };
            };
        };
        responses: {
            /** @description Approve or reject a reseller certificate */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        certificate: {
                            id: string;
                            url: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            submittedAt: string | null;
                            reviewedAt: string | null;
                            reviewedBy: string | null;
                            buyer: {
                                id: string;
                                name: string;
                                email: string;
                                companyName: string | null;
                            };
                            storefront: {
                                id: string;
                                title: string;
                            } | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown certificate, or not one this organization reviews */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSellerProducts: {
        parameters: {
            query?: {
                q?: string;
                category?: string;
                condition?: ("New" | "Like New" | "Used" | "Refurbished" | "Open Box" | "Field Pull")[];
                stock?: "in" | "out";
                visibility?: "marketplace" | "hidden";
                minPrice?: string;
                maxPrice?: string;
                organizationId?: string;
                sort?: "updatedAt" | "name" | "oemPartNumber" | "price" | "numAvailable" | "condition" | "category";
                direction?: "asc" | "desc";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organization's listings with their products */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            listingId: string;
                            productId: string;
                            organizationId: string;
                            organizationName: string;
                            name: string;
                            displayName: string;
                            oemName: string;
                            oemPartNumber: string;
                            sellerPartNumber: string | null;
                            categoryName: string;
                            subCategoryName: string | null;
                            /** @enum {string} */
                            condition: "New" | "Like New" | "Used" | "Refurbished" | "Open Box" | "Field Pull";
                            price: components["schemas"]["Money"];
                            minPrice: components["schemas"]["Money"] | null;
                            maxPrice: components["schemas"]["Money"] | null;
                            numAvailable: number;
                            excludeFromCollectorPortal: boolean;
                            isActive: boolean;
                            imageUrl: string | null;
                            path: string;
                            updatedAt: string;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createSellerProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    displayName: string;
                    description: string;
                    category: string;
                    subCategory: string;
                    minPrice: string;
                    maxPrice: string;
                    price: string;
                    totalPrice: string;
                    minQuantity: number;
                    quantityMultiple: number;
                    numAvailable: number;
                    /** @enum {string} */
                    condition: "New" | "Like New" | "Used" | "Refurbished" | "Open Box" | "Field Pull";
                    minShippingEstimate: number;
                    maxShippingEstimate: number;
                    oemName: string;
                    oemModelName: string;
                    oemPartNumber: string;
                    sellerPartNumber: string;
                    sellerInternalLocation: string;
                    arrivalDate: string;
                    productType: string;
                    msrpPrice?: string | null;
                    isActive?: boolean;
                    tags?: string[];
                    industry?: string;
                    partType?: string;
                    manufacturerName?: string;
                    manufacturerCountry?: string;
                    country?: string;
                    weight?: number | string;
                    weightUnit?: string;
                    length?: number | string;
                    width?: number | string;
                    height?: number | string;
                    dimensionUnit?: string;
                    imageUrls?: string[];
                    specifications?: {
                        type: string;
                        value: string;
                    }[];
                    tieredPricing?: {
                        minQty: number;
                        maxQty?: number | null;
                        price: string;
                    }[];
                    notes?: string;
                    hsCode?: string;
                    isShippingIncluded?: boolean;
                    canMakeOfferIfQtyIsZero?: boolean;
                    isOnOffer?: boolean;
                    showPriceWOLogin?: boolean;
                    isFeaturedListing?: boolean;
                    excludeFromCollectorPortal?: boolean;
                };
            };
        };
        responses: {
            /** @description Created. Create a product with its listing */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        product: {
                            id: string;
                            listingId: string;
                            organizationId: string;
                            name: string;
                            displayName: string;
                            description: string;
                            category: string;
                            categoryName: string;
                            subCategory: string;
                            subCategoryName: string;
                            minPrice: components["schemas"]["Money"];
                            maxPrice: components["schemas"]["Money"];
                            price: components["schemas"]["Money"];
                            msrpPrice: components["schemas"]["Money"] | null;
                            discountPercent: number;
                            totalPrice: components["schemas"]["Money"];
                            minQuantity: number;
                            quantityMultiple: number;
                            numAvailable: number;
                            /** @enum {string} */
                            condition: "New" | "Like New" | "Used" | "Refurbished" | "Open Box" | "Field Pull";
                            minShippingEstimate: number;
                            maxShippingEstimate: number;
                            oemName: string;
                            oemModelName: string;
                            oemPartNumber: string;
                            sellerPartNumber: string;
                            sellerInternalLocation: string;
                            arrivalDate: string;
                            productType: string;
                            isActive: boolean;
                            tags: string[];
                            industry: string | null;
                            partType: string | null;
                            manufacturerName: string | null;
                            manufacturerCountry: string | null;
                            country: string | null;
                            weight: string | null;
                            length: string | null;
                            width: string | null;
                            height: string | null;
                            imageUrls: string[];
                            specDocUrl: string | null;
                            specifications: {
                                type: string;
                                value: string;
                            }[];
                            tieredPricing: {
                                minQty: number;
                                maxQty: number | null;
                                price: components["schemas"]["Money"];
                            }[];
                            notes: string | null;
                            hsCode: string | null;
                            isShippingIncluded: boolean;
                            canMakeOfferIfQtyIsZero: boolean;
                            isOnOffer: boolean;
                            showPriceWOLogin: boolean;
                            isFeaturedListing: boolean;
                            excludeFromCollectorPortal: boolean;
                            sharedWithOrgs: {
                                id: string;
                                name: string;
                            }[];
                            sharedListingRequests: {
                                id: string;
                                organization: {
                                    id: string;
                                    name: string;
                                };
                                /** @enum {string} */
                                status: "pending" | "approved" | "declined" | "withdrawn";
                                requestDate: string;
                            }[];
                            path: string;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportSellerProducts: {
        parameters: {
            query?: {
                q?: string;
                category?: string;
                condition?: ("New" | "Like New" | "Used" | "Refurbished" | "Open Box" | "Field Pull")[];
                stock?: "in" | "out";
                visibility?: "marketplace" | "hidden";
                minPrice?: string;
                maxPrice?: string;
                organizationId?: string;
                format?: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV (UTF-8) or, with `format=xlsx`, an XLSX workbook */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProductFormOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product form's choices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        categories: {
                            id: string;
                            name: string;
                            subCategories: {
                                id: string;
                                name: string;
                            }[];
                        }[];
                        conditions: ("New" | "Like New" | "Used" | "Refurbished" | "Open Box" | "Field Pull")[];
                        showPriceWOLogin: boolean;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSellerProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One product with its listing */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        listingId: string;
                        organizationId: string;
                        name: string;
                        displayName: string;
                        description: string;
                        category: string;
                        categoryName: string;
                        subCategory: string;
                        subCategoryName: string;
                        minPrice: components["schemas"]["Money"];
                        maxPrice: components["schemas"]["Money"];
                        price: components["schemas"]["Money"];
                        msrpPrice: components["schemas"]["Money"] | null;
                        discountPercent: number;
                        totalPrice: components["schemas"]["Money"];
                        minQuantity: number;
                        quantityMultiple: number;
                        numAvailable: number;
                        /** @enum {string} */
                        condition: "New" | "Like New" | "Used" | "Refurbished" | "Open Box" | "Field Pull";
                        minShippingEstimate: number;
                        maxShippingEstimate: number;
                        oemName: string;
                        oemModelName: string;
                        oemPartNumber: string;
                        sellerPartNumber: string;
                        sellerInternalLocation: string;
                        arrivalDate: string;
                        productType: string;
                        isActive: boolean;
                        tags: string[];
                        industry: string | null;
                        partType: string | null;
                        manufacturerName: string | null;
                        manufacturerCountry: string | null;
                        country: string | null;
                        weight: string | null;
                        length: string | null;
                        width: string | null;
                        height: string | null;
                        imageUrls: string[];
                        specDocUrl: string | null;
                        specifications: {
                            type: string;
                            value: string;
                        }[];
                        tieredPricing: {
                            minQty: number;
                            maxQty: number | null;
                            price: components["schemas"]["Money"];
                        }[];
                        notes: string | null;
                        hsCode: string | null;
                        isShippingIncluded: boolean;
                        canMakeOfferIfQtyIsZero: boolean;
                        isOnOffer: boolean;
                        showPriceWOLogin: boolean;
                        isFeaturedListing: boolean;
                        excludeFromCollectorPortal: boolean;
                        sharedWithOrgs: {
                            id: string;
                            name: string;
                        }[];
                        sharedListingRequests: {
                            id: string;
                            organization: {
                                id: string;
                                name: string;
                            };
                            /** @enum {string} */
                            status: "pending" | "approved" | "declined" | "withdrawn";
                            requestDate: string;
                        }[];
                        path: string;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown product, or not this organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateSellerProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    displayName: string;
                    description: string;
                    category: string;
                    subCategory: string;
                    minPrice: string;
                    maxPrice: string;
                    price: string;
                    totalPrice: string;
                    minQuantity: number;
                    quantityMultiple: number;
                    numAvailable: number;
                    /** @enum {string} */
                    condition: "New" | "Like New" | "Used" | "Refurbished" | "Open Box" | "Field Pull";
                    minShippingEstimate: number;
                    maxShippingEstimate: number;
                    oemName: string;
                    oemModelName: string;
                    oemPartNumber: string;
                    sellerPartNumber: string;
                    sellerInternalLocation: string;
                    arrivalDate: string;
                    productType: string;
                    msrpPrice?: string | null;
                    isActive?: boolean;
                    tags?: string[];
                    industry?: string;
                    partType?: string;
                    manufacturerName?: string;
                    manufacturerCountry?: string;
                    country?: string;
                    weight?: number | string;
                    weightUnit?: string;
                    length?: number | string;
                    width?: number | string;
                    height?: number | string;
                    dimensionUnit?: string;
                    imageUrls?: string[];
                    specifications?: {
                        type: string;
                        value: string;
                    }[];
                    tieredPricing?: {
                        minQty: number;
                        maxQty?: number | null;
                        price: string;
                    }[];
                    notes?: string;
                    hsCode?: string;
                    isShippingIncluded?: boolean;
                    canMakeOfferIfQtyIsZero?: boolean;
                    isOnOffer?: boolean;
                    showPriceWOLogin?: boolean;
                    isFeaturedListing?: boolean;
                    excludeFromCollectorPortal?: boolean;
                    sharedWithOrgIds?: string[];
                };
            };
        };
        responses: {
            /** @description Save the product form */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        product: {
                            id: string;
                            listingId: string;
                            organizationId: string;
                            name: string;
                            displayName: string;
                            description: string;
                            category: string;
                            categoryName: string;
                            subCategory: string;
                            subCategoryName: string;
                            minPrice: components["schemas"]["Money"];
                            maxPrice: components["schemas"]["Money"];
                            price: components["schemas"]["Money"];
                            msrpPrice: components["schemas"]["Money"] | null;
                            discountPercent: number;
                            totalPrice: components["schemas"]["Money"];
                            minQuantity: number;
                            quantityMultiple: number;
                            numAvailable: number;
                            /** @enum {string} */
                            condition: "New" | "Like New" | "Used" | "Refurbished" | "Open Box" | "Field Pull";
                            minShippingEstimate: number;
                            maxShippingEstimate: number;
                            oemName: string;
                            oemModelName: string;
                            oemPartNumber: string;
                            sellerPartNumber: string;
                            sellerInternalLocation: string;
                            arrivalDate: string;
                            productType: string;
                            isActive: boolean;
                            tags: string[];
                            industry: string | null;
                            partType: string | null;
                            manufacturerName: string | null;
                            manufacturerCountry: string | null;
                            country: string | null;
                            weight: string | null;
                            length: string | null;
                            width: string | null;
                            height: string | null;
                            imageUrls: string[];
                            specDocUrl: string | null;
                            specifications: {
                                type: string;
                                value: string;
                            }[];
                            tieredPricing: {
                                minQty: number;
                                maxQty: number | null;
                                price: components["schemas"]["Money"];
                            }[];
                            notes: string | null;
                            hsCode: string | null;
                            isShippingIncluded: boolean;
                            canMakeOfferIfQtyIsZero: boolean;
                            isOnOffer: boolean;
                            showPriceWOLogin: boolean;
                            isFeaturedListing: boolean;
                            excludeFromCollectorPortal: boolean;
                            sharedWithOrgs: {
                                id: string;
                                name: string;
                            }[];
                            sharedListingRequests: {
                                id: string;
                                organization: {
                                    id: string;
                                    name: string;
                                };
                                /** @enum {string} */
                                status: "pending" | "approved" | "declined" | "withdrawn";
                                requestDate: string;
                            }[];
                            path: string;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown product, or not this organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteSellerProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Remove a product */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown product, or not this organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSellerProductHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Who changed what and when */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        productId: string;
                        displayName: string;
                        items: {
                            id: string;
                            /** @enum {string} */
                            action: "create" | "update" | "delete";
                            /** @enum {string} */
                            source: "form" | "import" | "bulk" | "api" | "relist";
                            actor: {
                                id: string;
                                name: string;
                            } | null;
                            at: string;
                            changes: {
                                field: string;
                                before: string | null;
                                after: string | null;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown product, or not this organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    arrangeSellerProductImages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    imageUrls: string[];
                };
            };
        };
        responses: {
            /** @description Reorder or remove images */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        imageUrls: string[];
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown product, or not this organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addSellerProductImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Add an image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        imageUrls: string[];
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown product, or not this organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadSellerProductSpecDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Upload the spec document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        specDocUrl: string | null;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown product, or not this organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeSellerProductSpecDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Remove the spec document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        specDocUrl: string | null;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown product, no spec document, or not this organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchSellerListing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    price?: string;
                    numAvailable?: number;
                };
            };
        };
        responses: {
            /** @description Change a listing's price or stock */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        listingId: string;
                        price: components["schemas"]["Money"];
                        numAvailable: number;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown listing, or not this organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    bulkUpdateSellerListings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    listingIds: string[];
                    change: {
                        /** @enum {string} */
                        action: "price";
                        /** @enum {string} */
                        mode: "percent" | "amount";
                        value: string;
                    } | {
                        /** @enum {string} */
                        action: "stock";
                        numAvailable: number;
                    } | {
                        /** @enum {string} */
                        action: "visibility";
                        marketplace: boolean;
                    } | {
                        /** @enum {string} */
                        action: "delete";
                    };
                };
            };
        };
        responses: {
            /** @description Bulk actions on selected listings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        updated: number;
                        failed: {
                            listingId: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listRelistableListings: {
        parameters: {
            query?: {
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Listings the organization could ask to relist */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            productId: string;
                            displayName: string;
                            oemName: string;
                            oemPartNumber: string;
                            /** @enum {string} */
                            condition: "New" | "Like New" | "Used" | "Refurbished" | "Open Box" | "Field Pull";
                            price: components["schemas"]["Money"];
                            numAvailable: number;
                            deleted: boolean;
                            productActive: boolean;
                            organization: {
                                id: string;
                                name: string;
                            };
                            /** @enum {string} */
                            reason: "deleted" | "soldOut" | "expired" | "otherSeller";
                        }[];
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listRelistingRequests: {
        parameters: {
            query?: {
                status?: "pending" | "approved" | "declined" | "withdrawn";
                side?: "sent" | "received" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Relisting requests sent and received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "declined" | "withdrawn";
                            /** @enum {string} */
                            reason: "deleted" | "soldOut" | "expired" | "otherSeller";
                            listing: {
                                id: string;
                                productId: string;
                                displayName: string;
                                oemName: string;
                                oemPartNumber: string;
                                /** @enum {string} */
                                condition: "New" | "Like New" | "Used" | "Refurbished" | "Open Box" | "Field Pull";
                                price: components["schemas"]["Money"];
                                numAvailable: number;
                                deleted: boolean;
                                productActive: boolean;
                                organization: {
                                    id: string;
                                    name: string;
                                };
                            };
                            organization: {
                                id: string;
                                name: string;
                            };
                            requestedBy: string | null;
                            price: components["schemas"]["Money"];
                            quantity: number;
                            /** @enum {string} */
                            condition: "New" | "Like New" | "Used" | "Refurbished" | "Open Box" | "Field Pull";
                            note: string;
                            createdAt: string;
                            decidedAt: string | null;
                            decidedBy: string | null;
                            decisionNote: string;
                            resultListingId: string | null;
                            canDecide: boolean;
                            canWithdraw: boolean;
                        }[];
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createRelistingRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    listingId: string;
                    price: string;
                    quantity: number;
                    /** @enum {string} */
                    condition?: "New" | "Like New" | "Used" | "Refurbished" | "Open Box" | "Field Pull";
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Created. Ask to relist a listing */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        request: {
                            id: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "declined" | "withdrawn";
                            /** @enum {string} */
                            reason: "deleted" | "soldOut" | "expired" | "otherSeller";
                            listing: {
                                id: string;
                                productId: string;
                                displayName: string;
                                oemName: string;
                                oemPartNumber: string;
                                /** @enum {string} */
                                condition: "New" | "Like New" | "Used" | "Refurbished" | "Open Box" | "Field Pull";
                                price: components["schemas"]["Money"];
                                numAvailable: number;
                                deleted: boolean;
                                productActive: boolean;
                                organization: {
                                    id: string;
                                    name: string;
                                };
                            };
                            organization: {
                                id: string;
                                name: string;
                            };
                            requestedBy: string | null;
                            price: components["schemas"]["Money"];
                            quantity: number;
                            /** @enum {string} */
                            condition: "New" | "Like New" | "Used" | "Refurbished" | "Open Box" | "Field Pull";
                            note: string;
                            createdAt: string;
                            decidedAt: string | null;
                            decidedBy: string | null;
                            decisionNote: string;
                            resultListingId: string | null;
                            canDecide: boolean;
                            canWithdraw: boolean;
                        };
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown listing, or another seller’s removed listing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The listing is live and in stock, or a request for it is already pending */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    decideRelistingRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "approve" | "decline";
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Approve or decline a relisting request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        request: {
                            id: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "declined" | "withdrawn";
                            /** @enum {string} */
                            reason: "deleted" | "soldOut" | "expired" | "otherSeller";
                            listing: {
                                id: string;
                                productId: string;
                                displayName: string;
                                oemName: string;
                                oemPartNumber: string;
                                /** @enum {string} */
                                condition: "New" | "Like New" | "Used" | "Refurbished" | "Open Box" | "Field Pull";
                                price: components["schemas"]["Money"];
                                numAvailable: number;
                                deleted: boolean;
                                productActive: boolean;
                                organization: {
                                    id: string;
                                    name: string;
                                };
                            };
                            organization: {
                                id: string;
                                name: string;
                            };
                            requestedBy: string | null;
                            price: components["schemas"]["Money"];
                            quantity: number;
                            /** @enum {string} */
                            condition: "New" | "Like New" | "Used" | "Refurbished" | "Open Box" | "Field Pull";
                            note: string;
                            createdAt: string;
                            decidedAt: string | null;
                            decidedBy: string | null;
                            decisionNote: string;
                            resultListingId: string | null;
                            canDecide: boolean;
                            canWithdraw: boolean;
                        };
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The requester cannot decide its own request */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown request, or not this organization’s to see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request is already decided or withdrawn */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    withdrawRelistingRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Withdraw a pending relisting request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        request: {
                            id: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "declined" | "withdrawn";
                            /** @enum {string} */
                            reason: "deleted" | "soldOut" | "expired" | "otherSeller";
                            listing: {
                                id: string;
                                productId: string;
                                displayName: string;
                                oemName: string;
                                oemPartNumber: string;
                                /** @enum {string} */
                                condition: "New" | "Like New" | "Used" | "Refurbished" | "Open Box" | "Field Pull";
                                price: components["schemas"]["Money"];
                                numAvailable: number;
                                deleted: boolean;
                                productActive: boolean;
                                organization: {
                                    id: string;
                                    name: string;
                                };
                            };
                            organization: {
                                id: string;
                                name: string;
                            };
                            requestedBy: string | null;
                            price: components["schemas"]["Money"];
                            quantity: number;
                            /** @enum {string} */
                            condition: "New" | "Like New" | "Used" | "Refurbished" | "Open Box" | "Field Pull";
                            note: string;
                            createdAt: string;
                            decidedAt: string | null;
                            decidedBy: string | null;
                            decisionNote: string;
                            resultListingId: string | null;
                            canDecide: boolean;
                            canWithdraw: boolean;
                        };
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only the requester withdraws */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown request, or not this organization’s to see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request is already decided or withdrawn */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStorefrontOwners: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Organizations whose storefronts a listing can be offered to */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            name: string;
                            storefronts: string[];
                        }[];
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSharedListingRequests: {
        parameters: {
            query?: {
                status?: "pending" | "approved" | "declined" | "withdrawn";
                side?: "sent" | "received" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Shared-listing requests sent and received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "declined" | "withdrawn";
                            listing: {
                                id: string;
                                productId: string;
                                displayName: string;
                                oemName: string;
                                oemPartNumber: string;
                                /** @enum {string} */
                                condition: "New" | "Like New" | "Used" | "Refurbished" | "Open Box" | "Field Pull";
                                price: components["schemas"]["Money"];
                                numAvailable: number;
                                deleted: boolean;
                                productActive: boolean;
                                organization: {
                                    id: string;
                                    name: string;
                                };
                            };
                            organization: {
                                id: string;
                                name: string;
                            };
                            storefronts: string[];
                            requestedBy: string | null;
                            requestDate: string;
                            decidedAt: string | null;
                            decidedBy: string | null;
                            visible: boolean;
                            canDecide: boolean;
                            canWithdraw: boolean;
                        }[];
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createSharedListingRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    listingId: string;
                    /** Format: uuid */
                    organizationId: string;
                };
            };
        };
        responses: {
            /** @description Created. Ask to sell a listing on another organization's storefronts */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        request: {
                            id: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "declined" | "withdrawn";
                            listing: {
                                id: string;
                                productId: string;
                                displayName: string;
                                oemName: string;
                                oemPartNumber: string;
                                /** @enum {string} */
                                condition: "New" | "Like New" | "Used" | "Refurbished" | "Open Box" | "Field Pull";
                                price: components["schemas"]["Money"];
                                numAvailable: number;
                                deleted: boolean;
                                productActive: boolean;
                                organization: {
                                    id: string;
                                    name: string;
                                };
                            };
                            organization: {
                                id: string;
                                name: string;
                            };
                            storefronts: string[];
                            requestedBy: string | null;
                            requestDate: string;
                            decidedAt: string | null;
                            decidedBy: string | null;
                            visible: boolean;
                            canDecide: boolean;
                            canWithdraw: boolean;
                        };
                        message: string;
                    };
                };
            };
            /** @description Bad input, or the organization is the listing’s own */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown or removed listing, not this organization’s, or an organization without a storefront */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A pending or approved request for this listing and organization exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    decideSharedListingRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "approve" | "decline";
                };
            };
        };
        responses: {
            /** @description Approve or decline a shared-listing request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        request: {
                            id: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "declined" | "withdrawn";
                            listing: {
                                id: string;
                                productId: string;
                                displayName: string;
                                oemName: string;
                                oemPartNumber: string;
                                /** @enum {string} */
                                condition: "New" | "Like New" | "Used" | "Refurbished" | "Open Box" | "Field Pull";
                                price: components["schemas"]["Money"];
                                numAvailable: number;
                                deleted: boolean;
                                productActive: boolean;
                                organization: {
                                    id: string;
                                    name: string;
                                };
                            };
                            organization: {
                                id: string;
                                name: string;
                            };
                            storefronts: string[];
                            requestedBy: string | null;
                            requestDate: string;
                            decidedAt: string | null;
                            decidedBy: string | null;
                            visible: boolean;
                            canDecide: boolean;
                            canWithdraw: boolean;
                        };
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The requester cannot decide its own request */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown request, or not this organization’s to see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request is already declined or withdrawn */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    withdrawSharedListingRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Withdraw a shared-listing request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        request: {
                            id: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "declined" | "withdrawn";
                            listing: {
                                id: string;
                                productId: string;
                                displayName: string;
                                oemName: string;
                                oemPartNumber: string;
                                /** @enum {string} */
                                condition: "New" | "Like New" | "Used" | "Refurbished" | "Open Box" | "Field Pull";
                                price: components["schemas"]["Money"];
                                numAvailable: number;
                                deleted: boolean;
                                productActive: boolean;
                                organization: {
                                    id: string;
                                    name: string;
                                };
                            };
                            organization: {
                                id: string;
                                name: string;
                            };
                            storefronts: string[];
                            requestedBy: string | null;
                            requestDate: string;
                            decidedAt: string | null;
                            decidedBy: string | null;
                            visible: boolean;
                            canDecide: boolean;
                            canWithdraw: boolean;
                        };
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only the listing’s organization withdraws */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown request, or not this organization’s to see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request is already declined or withdrawn */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminCategoryTree: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The category tree with listing counts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            name: string;
                            slug: string;
                            path: string;
                            retired: boolean;
                            listingCount: number;
                            subCategories: {
                                id: string;
                                name: string;
                                slug: string;
                                path: string;
                                retired: boolean;
                                listingCount: number;
                            }[];
                        }[];
                        canManage: boolean;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: uuid */
                    parentId?: string;
                };
            };
        };
        responses: {
            /** @description Created. Add a category or a sub-category */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        category: {
                            id: string;
                            name: string;
                            slug: string;
                            path: string;
                            retired: boolean;
                            listingCount: number;
                        };
                        movedListings: number;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown parent category */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A category with this name already exists here, or the parent is retired */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    renameCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Rename a category or a sub-category */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        category: {
                            id: string;
                            name: string;
                            slug: string;
                            path: string;
                            retired: boolean;
                            listingCount: number;
                        };
                        movedListings: number;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown category */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A category with this name already exists here */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    mergeCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    targetId: string;
                };
            };
        };
        responses: {
            /** @description Merge a category into another */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        category: {
                            id: string;
                            name: string;
                            slug: string;
                            path: string;
                            retired: boolean;
                            listingCount: number;
                        };
                        movedListings: number;
                    };
                };
            };
            /** @description The same category, or a category and a sub-category */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown category or target */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retireCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    retired: boolean;
                };
            };
        };
        responses: {
            /** @description Retire or restore a category */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        category: {
                            id: string;
                            name: string;
                            slug: string;
                            path: string;
                            retired: boolean;
                            listingCount: number;
                        };
                        movedListings: number;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown category */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listProductImports: {
        parameters: {
            query?: {
                organizationId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The latest imports with their progress and counts (/uploadstatus) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            organization: {
                                id: string;
                                name: string;
                            };
                            createdBy: string | null;
                            /** @enum {string} */
                            mode: "create" | "update";
                            /** @enum {string} */
                            format: "csv" | "xlsx";
                            fileName: string;
                            headers: string[];
                            mapping: {
                                [key: string]: string;
                            };
                            /** @enum {string} */
                            status: "uploaded" | "queued" | "running" | "cancelling" | "cancelled" | "done" | "failed";
                            totalRows: number | null;
                            processedRows: number;
                            created: number;
                            updated: number;
                            skipped: number;
                            failed: number;
                            error: string | null;
                            createdAt: string;
                            startedAt: string | null;
                            finishedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadProductImport: {
        parameters: {
            query?: {
                mode?: "create" | "update";
                organizationId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One file part named `file`: the catalogue as CSV (UTF-8) or XLSX, header row first. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description A CSV or XLSX file of at most 209715200 bytes. */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Created. Upload a catalogue file (CSV or XLSX) for import */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        import: {
                            id: string;
                            organization: {
                                id: string;
                                name: string;
                            };
                            createdBy: string | null;
                            /** @enum {string} */
                            mode: "create" | "update";
                            /** @enum {string} */
                            format: "csv" | "xlsx";
                            fileName: string;
                            headers: string[];
                            mapping: {
                                [key: string]: string;
                            };
                            /** @enum {string} */
                            status: "uploaded" | "queued" | "running" | "cancelling" | "cancelled" | "done" | "failed";
                            totalRows: number | null;
                            processedRows: number;
                            created: number;
                            updated: number;
                            skipped: number;
                            failed: number;
                            error: string | null;
                            createdAt: string;
                            startedAt: string | null;
                            finishedAt: string | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description Not a CSV or XLSX file, or no header row */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An organization other than the own (the operator: an unknown one) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProductImportTemplate: {
        parameters: {
            query?: {
                format?: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template as CSV or XLSX */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProductImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One import: status, progress and counts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        organization: {
                            id: string;
                            name: string;
                        };
                        createdBy: string | null;
                        /** @enum {string} */
                        mode: "create" | "update";
                        /** @enum {string} */
                        format: "csv" | "xlsx";
                        fileName: string;
                        headers: string[];
                        mapping: {
                            [key: string]: string;
                        };
                        /** @enum {string} */
                        status: "uploaded" | "queued" | "running" | "cancelling" | "cancelled" | "done" | "failed";
                        totalRows: number | null;
                        processedRows: number;
                        created: number;
                        updated: number;
                        skipped: number;
                        failed: number;
                        error: string | null;
                        createdAt: string;
                        startedAt: string | null;
                        finishedAt: string | null;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown import, or another organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    previewProductImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mapping: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description The first 50 rows through a mapping, each with its errors */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rows: {
                            rowNumber: number;
                            values: {
                                [key: string]: string;
                            };
                            errors: {
                                [key: string]: string;
                            };
                        }[];
                    };
                };
            };
            /** @description A mapped header is not in the file */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown import, or another organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startProductImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mapping: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description Start the import with a mapping */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        import: {
                            id: string;
                            organization: {
                                id: string;
                                name: string;
                            };
                            createdBy: string | null;
                            /** @enum {string} */
                            mode: "create" | "update";
                            /** @enum {string} */
                            format: "csv" | "xlsx";
                            fileName: string;
                            headers: string[];
                            mapping: {
                                [key: string]: string;
                            };
                            /** @enum {string} */
                            status: "uploaded" | "queued" | "running" | "cancelling" | "cancelled" | "done" | "failed";
                            totalRows: number | null;
                            processedRows: number;
                            created: number;
                            updated: number;
                            skipped: number;
                            failed: number;
                            error: string | null;
                            createdAt: string;
                            startedAt: string | null;
                            finishedAt: string | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description A mapped header is not in the file, or nothing is mapped */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown import, or another organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The import has already started */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelProductImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancel an import */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        import: {
                            id: string;
                            organization: {
                                id: string;
                                name: string;
                            };
                            createdBy: string | null;
                            /** @enum {string} */
                            mode: "create" | "update";
                            /** @enum {string} */
                            format: "csv" | "xlsx";
                            fileName: string;
                            headers: string[];
                            mapping: {
                                [key: string]: string;
                            };
                            /** @enum {string} */
                            status: "uploaded" | "queued" | "running" | "cancelling" | "cancelled" | "done" | "failed";
                            totalRows: number | null;
                            processedRows: number;
                            created: number;
                            updated: number;
                            skipped: number;
                            failed: number;
                            error: string | null;
                            createdAt: string;
                            startedAt: string | null;
                            finishedAt: string | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown import, or another organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The import has finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProductImportFailedRows: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The failed rows */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown import, or another organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDashboardReport: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                organizationId?: string;
                interval?: "day" | "week" | "month";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dashboard figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        range: {
                            from: string;
                            to: string;
                            organization: {
                                id: string;
                                name: string;
                            } | null;
                            /** @enum {string} */
                            interval: "day" | "week" | "month";
                        };
                        snapshotAsOf: string | null;
                        refreshMinutes: number;
                        totals: {
                            orders: number;
                            cancelledOrders: number;
                            sales: components["schemas"]["Money"];
                            averageOrderValue: components["schemas"]["Money"];
                        };
                        salesOverTime: {
                            period: string;
                            storefrontId: string;
                            storefrontTitle: string;
                            orders: number;
                            sales: components["schemas"]["Money"];
                        }[];
                        ordersByStatus: {
                            /** @enum {string} */
                            status: "paid" | "submitted" | "cancelled" | "partially paid" | "shipped";
                            orders: number;
                            total: components["schemas"]["Money"];
                        }[];
                        offersFunnel: {
                            made: number;
                            countered: number;
                            accepted: number;
                            bought: number;
                        };
                        topProducts: {
                            productId: string;
                            title: string;
                            oemName: string;
                            oemPartNumber: string;
                            units: number;
                            sales: components["schemas"]["Money"];
                        }[];
                        topSearchesWithoutResults: {
                            keyword: string;
                            searches: number;
                        }[];
                        lowStockListings: {
                            listingId: string;
                            title: string;
                            condition: string;
                            numAvailable: number;
                        }[];
                        waitingOnYou: {
                            ordersSubmitted: number;
                            ordersPartiallyPaid: number;
                            ordersToShip: number;
                            ordersAwaitingShippingQuote: number;
                            offersToAnswer: number;
                        };
                    };
                };
            };
            /** @description A date that is not YYYY-MM-DD, a start after the end, or more than 732 days */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An `organizationId` other than the own organization (the operator: an unknown one) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStorefrontReport: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                organizationId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The storefront report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        range: {
                            from: string;
                            to: string;
                            organization: {
                                id: string;
                                name: string;
                            } | null;
                        };
                        snapshotAsOf: string | null;
                        refreshMinutes: number;
                        rows: {
                            storefrontId: string;
                            storefrontTitle: string;
                            productViews: number;
                            searches: number | null;
                            addToCarts: number;
                            orders: number;
                            revenue: components["schemas"]["Money"];
                            conversionPercent: string | null;
                        }[];
                    };
                };
            };
            /** @description A date that is not YYYY-MM-DD, a start after the end, or more than 732 days */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An `organizationId` other than the own organization (the operator: an unknown one) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportStorefrontReport: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                organizationId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description A date that is not YYYY-MM-DD, a start after the end, or more than 732 days */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An `organizationId` other than the own organization (the operator: an unknown one) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCatalogueStatistics: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                organizationId?: string;
                by?: "category" | "brand";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Catalogue statistics per category or brand */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        range: {
                            from: string;
                            to: string;
                            organization: {
                                id: string;
                                name: string;
                            } | null;
                        };
                        /** @enum {string} */
                        by: "category" | "brand";
                        rows: {
                            key: string;
                            name: string;
                            parentName: string | null;
                            listings: number;
                            units: number;
                            value: components["schemas"]["Money"];
                            unitsSold: number;
                            sales: components["schemas"]["Money"];
                        }[];
                        stockAsOf: string;
                        salesAsOf: string | null;
                        refreshMinutes: number;
                    };
                };
            };
            /** @description A date that is not YYYY-MM-DD, a start after the end, or more than 732 days */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An `organizationId` other than the own organization (the operator: an unknown one) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSearchHistory: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                organizationId?: string;
                q?: string;
                storefrontId?: string;
                withoutResults?: "true" | "false";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Search history */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        range: {
                            from: string;
                            to: string;
                            organization: {
                                id: string;
                                name: string;
                            } | null;
                        };
                        items: {
                            id: string;
                            keyword: string;
                            storefrontId: string;
                            storefrontName: string;
                            userName: string | null;
                            /** @enum {string} */
                            searcher: "user" | "guest";
                            results: number;
                            city: string | null;
                            state: string | null;
                            country: string | null;
                            ip: string | null;
                            timeZone: string | null;
                            searchedAt: string;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description A date that is not YYYY-MM-DD, a start after the end, or more than 732 days */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An `organizationId` other than the own organization (the operator: an unknown one) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportSearchHistory: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                organizationId?: string;
                q?: string;
                storefrontId?: string;
                withoutResults?: "true" | "false";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description A date that is not YYYY-MM-DD, a start after the end, or more than 732 days */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An `organizationId` other than the own organization (the operator: an unknown one) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSearchesWithoutResults: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                organizationId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Searches without results */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        range: {
                            from: string;
                            to: string;
                            organization: {
                                id: string;
                                name: string;
                            } | null;
                        };
                        items: {
                            keyword: string;
                            searches: number;
                            lastSearchedAt: string;
                            storefronts: string[];
                        }[];
                    };
                };
            };
            /** @description A date that is not YYYY-MM-DD, a start after the end, or more than 732 days */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An `organizationId` other than the own organization (the operator: an unknown one) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    estimateShipping: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    listingId?: string;
                    package?: {
                        weightLb: string;
                        lengthIn?: string;
                        widthIn?: string;
                        heightIn?: string;
                    };
                    /** @default 1 */
                    quantity?: number;
                    destination: {
                        /** @enum {string} */
                        country: "US" | "CA";
                        state?: string;
                        zipcode?: string;
                        city?: string;
                    };
                };
            };
        };
        responses: {
            /** @description A shipping estimate */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        provider: string;
                        listing: {
                            id: string;
                            name: string;
                        } | null;
                        quantity: number;
                        package: {
                            weightLb: string | null;
                            lengthIn: string | null;
                            widthIn: string | null;
                            heightIn: string | null;
                        };
                        origin: {
                            country: string;
                            state: string | null;
                            zip: string | null;
                        };
                        destination: {
                            country: string;
                            state: string | null;
                            zip: string | null;
                        };
                        shippingIncluded: boolean;
                        rates: {
                            rateId: string;
                            carrier: string;
                            service: string;
                            label: string;
                            estimatedDays: number | null;
                            carrierAmount: components["schemas"]["Money"];
                            markupPercent: number;
                            markupAmount: components["schemas"]["Money"];
                            amount: components["schemas"]["Money"];
                        }[];
                    };
                };
            };
            /** @description Neither or both of `listingId` and `package`, a measurement that is not a positive number, an unknown country */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The listing is not one of this organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The rate provider did not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getExternalListings: {
        parameters: {
            query?: {
                organizationId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description External listings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        organization: {
                            id: string;
                            name: string;
                        } | null;
                        feeds: {
                            storefrontId: string;
                            storefrontTitle: string;
                            feedUrl: string;
                            included: number;
                            excluded: number;
                            exclusions: {
                                listingId: string;
                                productName: string;
                                reason: string;
                            }[];
                            lastGeneratedAt: string | null;
                            lastGeneratedItems: number | null;
                        }[];
                        sources: {
                            importId: string;
                            fileName: string;
                            /** @enum {string} */
                            mode: "create" | "update";
                            format: string;
                            /** @enum {string} */
                            syncState: "synced" | "syncing" | "failed" | "waiting" | "cancelled";
                            status: string;
                            totalRows: number | null;
                            processedRows: number;
                            created: number;
                            updated: number;
                            skipped: number;
                            failed: number;
                            error: string | null;
                            createdAt: string;
                            finishedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An `organizationId` other than the own organization (the operator: an unknown one) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    searchProductCatalogue: {
        parameters: {
            query?: {
                brand?: string;
                mpn?: string;
                q?: string;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Search the reference catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            brand: string;
                            mpn: string;
                            title: string;
                            description: string;
                            modelName: string | null;
                            productType: string | null;
                            categoryId: string | null;
                            categoryName: string | null;
                            subCategoryId: string | null;
                            subCategoryName: string | null;
                            listPrice: components["schemas"]["Money"] | null;
                            specifications: {
                                type: string;
                                value: string;
                            }[];
                            imageUrls: string[];
                            originalData: {
                                [key: string]: unknown;
                            };
                            selected: boolean;
                            productId: string | null;
                            updatedAt: string;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    insertProductOriginalData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    products: {
                        brand: string;
                        mpn: string;
                        title: string;
                        description?: string;
                        modelName?: string | null;
                        productType?: string | null;
                        categoryId?: string | null;
                        subCategoryId?: string | null;
                        listPrice?: string | null;
                        specifications?: {
                            type: string;
                            value: string;
                        }[];
                        imageUrls?: string[];
                        originalData?: {
                            [key: string]: unknown;
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Add or update manufacturer records */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        inserted: number;
                        updated: number;
                        ids: string[];
                    };
                };
            };
            /** @description A record without brand, MPN or title, or a category that does not exist */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listProductCatalogueSelections: {
        parameters: {
            query?: {
                added?: "true" | "false";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organization's selected reference data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            entry: {
                                id: string;
                                brand: string;
                                mpn: string;
                                title: string;
                                description: string;
                                modelName: string | null;
                                productType: string | null;
                                categoryId: string | null;
                                categoryName: string | null;
                                subCategoryId: string | null;
                                subCategoryName: string | null;
                                listPrice: components["schemas"]["Money"] | null;
                                specifications: {
                                    type: string;
                                    value: string;
                                }[];
                                imageUrls: string[];
                                originalData: {
                                    [key: string]: unknown;
                                };
                                selected: boolean;
                                productId: string | null;
                                updatedAt: string;
                            };
                            selectedAt: string;
                            addedAt: string | null;
                            product: {
                                id: string;
                                listingId: string | null;
                                name: string;
                                price: components["schemas"]["Money"] | null;
                                numAvailable: number | null;
                            } | null;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProductCatalogueEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One reference product */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        brand: string;
                        mpn: string;
                        title: string;
                        description: string;
                        modelName: string | null;
                        productType: string | null;
                        categoryId: string | null;
                        categoryName: string | null;
                        subCategoryId: string | null;
                        subCategoryName: string | null;
                        listPrice: components["schemas"]["Money"] | null;
                        specifications: {
                            type: string;
                            value: string;
                        }[];
                        imageUrls: string[];
                        originalData: {
                            [key: string]: unknown;
                        };
                        selected: boolean;
                        productId: string | null;
                        updatedAt: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown reference product */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateProductCatalogueEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    brand: string;
                    mpn: string;
                    title: string;
                    description?: string;
                    modelName?: string | null;
                    productType?: string | null;
                    categoryId?: string | null;
                    subCategoryId?: string | null;
                    listPrice?: string | null;
                    specifications?: {
                        type: string;
                        value: string;
                    }[];
                    imageUrls?: string[];
                    originalData?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Edit one reference product */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        entry: {
                            id: string;
                            brand: string;
                            mpn: string;
                            title: string;
                            description: string;
                            modelName: string | null;
                            productType: string | null;
                            categoryId: string | null;
                            categoryName: string | null;
                            subCategoryId: string | null;
                            subCategoryName: string | null;
                            listPrice: components["schemas"]["Money"] | null;
                            specifications: {
                                type: string;
                                value: string;
                            }[];
                            imageUrls: string[];
                            originalData: {
                                [key: string]: unknown;
                            };
                            selected: boolean;
                            productId: string | null;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown reference product */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another reference product has this brand and MPN */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    selectProductCatalogueEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Keep a reference product in the selected data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown reference product */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    unselectProductCatalogueEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Remove a reference product from the selected data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown reference product */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addProductFromCatalogue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    displayName: string;
                    description: string;
                    category: string;
                    subCategory: string;
                    minPrice: string;
                    maxPrice: string;
                    price: string;
                    totalPrice: string;
                    minQuantity: number;
                    quantityMultiple: number;
                    numAvailable: number;
                    /** @enum {string} */
                    condition: "New" | "Like New" | "Used" | "Refurbished" | "Open Box" | "Field Pull";
                    minShippingEstimate: number;
                    maxShippingEstimate: number;
                    oemName: string;
                    oemModelName: string;
                    oemPartNumber: string;
                    sellerPartNumber: string;
                    sellerInternalLocation: string;
                    arrivalDate: string;
                    productType: string;
                    msrpPrice?: string | null;
                    isActive?: boolean;
                    tags?: string[];
                    industry?: string;
                    partType?: string;
                    manufacturerName?: string;
                    manufacturerCountry?: string;
                    country?: string;
                    weight?: number | string;
                    weightUnit?: string;
                    length?: number | string;
                    width?: number | string;
                    height?: number | string;
                    dimensionUnit?: string;
                    imageUrls?: string[];
                    specifications?: {
                        type: string;
                        value: string;
                    }[];
                    tieredPricing?: {
                        minQty: number;
                        maxQty?: number | null;
                        price: string;
                    }[];
                    notes?: string;
                    hsCode?: string;
                    isShippingIncluded?: boolean;
                    canMakeOfferIfQtyIsZero?: boolean;
                    isOnOffer?: boolean;
                    showPriceWOLogin?: boolean;
                    isFeaturedListing?: boolean;
                    excludeFromCollectorPortal?: boolean;
                };
            };
        };
        responses: {
            /** @description Created. Add a product from a reference product */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        productId: string;
                        listingId: string;
                    };
                };
            };
            /** @description The form’s fields, with a message each */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown reference product */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listProductInsights: {
        parameters: {
            query?: {
                q?: string;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Products with their insight flags */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            productId: string;
                            listingId: string;
                            name: string;
                            oemName: string;
                            oemPartNumber: string;
                            price: components["schemas"]["Money"];
                            isProductInsightDataExist: boolean;
                            isProductInsightDataUsed: boolean;
                            productInsightDataUsedDate: string | null;
                            hasReference: boolean;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    lookUpProductInsights: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Look a product up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        product: {
                            productId: string;
                            listingId: string;
                            name: string;
                            oemName: string;
                            oemPartNumber: string;
                            price: components["schemas"]["Money"];
                            isProductInsightDataExist: boolean;
                            isProductInsightDataUsed: boolean;
                            productInsightDataUsedDate: string | null;
                            hasReference: boolean;
                            minPrice: components["schemas"]["Money"] | null;
                            maxPrice: components["schemas"]["Money"] | null;
                        };
                        reference: {
                            id: string;
                            brand: string;
                            mpn: string;
                            title: string;
                            description: string;
                            modelName: string | null;
                            productType: string | null;
                            categoryId: string | null;
                            categoryName: string | null;
                            subCategoryId: string | null;
                            subCategoryName: string | null;
                            listPrice: components["schemas"]["Money"] | null;
                            specifications: {
                                type: string;
                                value: string;
                            }[];
                            imageUrls: string[];
                            originalData: {
                                [key: string]: unknown;
                            };
                            selected: boolean;
                            productId: string | null;
                            updatedAt: string;
                        } | null;
                        matches: {
                            source: string;
                            sourceName: string;
                            title: string;
                            mpn: string | null;
                            url: string | null;
                            price: components["schemas"]["Money"] | null;
                            titleSimilarity: number;
                            mpnMatch: boolean;
                            /** @enum {string} */
                            badge: "Recommended" | "Potential Match" | "Caution" | "Original";
                            reason: string;
                        }[];
                        unavailableSources: string[];
                        suggestedPrice: {
                            price: components["schemas"]["Money"];
                            reason: string;
                        } | null;
                        lookedUpAt: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a product of this organization */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    applyProductInsights: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default false */
                    price?: boolean;
                    /** @default false */
                    referenceData?: boolean;
                };
            };
        };
        responses: {
            /** @description Use the insight data on a product */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        result: {
                            product: {
                                productId: string;
                                listingId: string;
                                name: string;
                                oemName: string;
                                oemPartNumber: string;
                                price: components["schemas"]["Money"];
                                isProductInsightDataExist: boolean;
                                isProductInsightDataUsed: boolean;
                                productInsightDataUsedDate: string | null;
                                hasReference: boolean;
                                minPrice: components["schemas"]["Money"] | null;
                                maxPrice: components["schemas"]["Money"] | null;
                            };
                            reference: {
                                id: string;
                                brand: string;
                                mpn: string;
                                title: string;
                                description: string;
                                modelName: string | null;
                                productType: string | null;
                                categoryId: string | null;
                                categoryName: string | null;
                                subCategoryId: string | null;
                                subCategoryName: string | null;
                                listPrice: components["schemas"]["Money"] | null;
                                specifications: {
                                    type: string;
                                    value: string;
                                }[];
                                imageUrls: string[];
                                originalData: {
                                    [key: string]: unknown;
                                };
                                selected: boolean;
                                productId: string | null;
                                updatedAt: string;
                            } | null;
                            matches: {
                                source: string;
                                sourceName: string;
                                title: string;
                                mpn: string | null;
                                url: string | null;
                                price: components["schemas"]["Money"] | null;
                                titleSimilarity: number;
                                mpnMatch: boolean;
                                /** @enum {string} */
                                badge: "Recommended" | "Potential Match" | "Caution" | "Original";
                                reason: string;
                            }[];
                            unavailableSources: string[];
                            suggestedPrice: {
                                price: components["schemas"]["Money"];
                                reason: string;
                            } | null;
                            lookedUpAt: string;
                        };
                    };
                };
            };
            /** @description Nothing chosen, no suggested price, no reference data, or the product fails the form’s rules */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a product of this organization */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStorefrontSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organization's storefronts with their settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            slug: string;
                            organizationId: string;
                            organizationName: string;
                            isMarketplace: boolean;
                            localUrl: string;
                            url: string;
                            updatedAt: string;
                            title: string;
                            subTitle: string | null;
                            metaTitle: string | null;
                            metaDescription: string | null;
                            logoText: string | null;
                            logo1: string | null;
                            logo2: string | null;
                            favicon: string | null;
                            backgroundImages: string[];
                            themeColor: string;
                            iconColor: string;
                            themeCss: string;
                            customCssClass: string | null;
                            aboutUsLink: string | null;
                            socialLinks: {
                                facebook: string | null;
                                twitter: string | null;
                                instagram: string | null;
                                linkedin: string | null;
                            };
                            manufacturerTitle: string | null;
                            manufacturerLogos: {
                                name: string;
                                url: string;
                            }[];
                            customerDomain: string | null;
                            offerValidFor: number;
                            creditCardPayPalFlag: boolean;
                            showPriceWOLoginDefault: boolean;
                            chatWidget: {
                                /** @enum {string} */
                                provider: "crisp" | "tawkto" | "intercom";
                                id: string;
                            } | null;
                            /** @enum {string} */
                            footerVariant: "marketplace" | "standard" | "legal";
                        }[];
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStorefrontSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One storefront's settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        slug: string;
                        organizationId: string;
                        organizationName: string;
                        isMarketplace: boolean;
                        localUrl: string;
                        url: string;
                        updatedAt: string;
                        title: string;
                        subTitle: string | null;
                        metaTitle: string | null;
                        metaDescription: string | null;
                        logoText: string | null;
                        logo1: string | null;
                        logo2: string | null;
                        favicon: string | null;
                        backgroundImages: string[];
                        themeColor: string;
                        iconColor: string;
                        themeCss: string;
                        customCssClass: string | null;
                        aboutUsLink: string | null;
                        socialLinks: {
                            facebook: string | null;
                            twitter: string | null;
                            instagram: string | null;
                            linkedin: string | null;
                        };
                        manufacturerTitle: string | null;
                        manufacturerLogos: {
                            name: string;
                            url: string;
                        }[];
                        customerDomain: string | null;
                        offerValidFor: number;
                        creditCardPayPalFlag: boolean;
                        showPriceWOLoginDefault: boolean;
                        chatWidget: {
                            /** @enum {string} */
                            provider: "crisp" | "tawkto" | "intercom";
                            id: string;
                        } | null;
                        /** @enum {string} */
                        footerVariant: "marketplace" | "standard" | "legal";
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown storefront, or not this staff member’s organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateStorefrontSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    subTitle?: string | null;
                    metaTitle?: string | null;
                    metaDescription?: string | null;
                    logoText?: string | null;
                    logo1?: string | null;
                    logo2?: string | null;
                    favicon?: string | null;
                    backgroundImages?: string[];
                    themeColor?: string;
                    iconColor?: string;
                    themeCss?: string;
                    aboutUsLink?: string | null;
                    socialLinks?: {
                        facebook: string | null;
                        twitter: string | null;
                        instagram: string | null;
                        linkedin: string | null;
                    };
                    manufacturerTitle?: string | null;
                    manufacturerLogos?: {
                        name: string;
                        url: string;
                    }[];
                    customerDomain?: string | null;
                    offerValidFor?: number;
                    creditCardPayPalFlag?: boolean;
                    showPriceWOLoginDefault?: boolean;
                    chatWidget?: {
                        /** @enum {string} */
                        provider: "crisp" | "tawkto" | "intercom";
                        id: string;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Change a storefront's branding and settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        storefront: {
                            id: string;
                            slug: string;
                            organizationId: string;
                            organizationName: string;
                            isMarketplace: boolean;
                            localUrl: string;
                            url: string;
                            updatedAt: string;
                            title: string;
                            subTitle: string | null;
                            metaTitle: string | null;
                            metaDescription: string | null;
                            logoText: string | null;
                            logo1: string | null;
                            logo2: string | null;
                            favicon: string | null;
                            backgroundImages: string[];
                            themeColor: string;
                            iconColor: string;
                            themeCss: string;
                            customCssClass: string | null;
                            aboutUsLink: string | null;
                            socialLinks: {
                                facebook: string | null;
                                twitter: string | null;
                                instagram: string | null;
                                linkedin: string | null;
                            };
                            manufacturerTitle: string | null;
                            manufacturerLogos: {
                                name: string;
                                url: string;
                            }[];
                            customerDomain: string | null;
                            offerValidFor: number;
                            creditCardPayPalFlag: boolean;
                            showPriceWOLoginDefault: boolean;
                            chatWidget: {
                                /** @enum {string} */
                                provider: "crisp" | "tawkto" | "intercom";
                                id: string;
                            } | null;
                            /** @enum {string} */
                            footerVariant: "marketplace" | "standard" | "legal";
                        };
                        message: string;
                        themeCssRemoved: string[];
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown storefront, or not this staff member’s organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The customer domain is used by another storefront */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPromoCodes: {
        parameters: {
            query?: {
                q?: string;
                sort?: "code" | "value" | "startsAt" | "endsAt" | "usedCount" | "createdAt";
                dir?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organization's promo codes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            code: string;
                            description: string | null;
                            /** @enum {string} */
                            type: "percentage" | "flat";
                            value: string;
                            seller: {
                                id: string;
                                name: string;
                            };
                            storefront: {
                                id: string;
                                title: string;
                            } | null;
                            minOrderValue: string | null;
                            startsAt: string | null;
                            endsAt: string | null;
                            maxUses: number | null;
                            usedCount: number;
                            active: boolean;
                            /** @enum {string} */
                            status: "active" | "scheduled" | "expired" | "usedUp" | "inactive";
                            createdAt: string;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPromoCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    description?: string | null;
                    /** @enum {string} */
                    type: "percentage" | "flat";
                    value: string;
                    storefrontId?: string | null;
                    minOrderValue?: string | null;
                    startsAt?: string | null;
                    endsAt?: string | null;
                    maxUses?: number | null;
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Created. Create a promo code */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        promoCode: {
                            id: string;
                            code: string;
                            description: string | null;
                            /** @enum {string} */
                            type: "percentage" | "flat";
                            value: string;
                            seller: {
                                id: string;
                                name: string;
                            };
                            storefront: {
                                id: string;
                                title: string;
                            } | null;
                            minOrderValue: string | null;
                            startsAt: string | null;
                            endsAt: string | null;
                            maxUses: number | null;
                            usedCount: number;
                            active: boolean;
                            /** @enum {string} */
                            status: "active" | "scheduled" | "expired" | "usedUp" | "inactive";
                            createdAt: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The storefront is unknown or another organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The code exists already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPromoCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One promo code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        code: string;
                        description: string | null;
                        /** @enum {string} */
                        type: "percentage" | "flat";
                        value: string;
                        seller: {
                            id: string;
                            name: string;
                        };
                        storefront: {
                            id: string;
                            title: string;
                        } | null;
                        minOrderValue: string | null;
                        startsAt: string | null;
                        endsAt: string | null;
                        maxUses: number | null;
                        usedCount: number;
                        active: boolean;
                        /** @enum {string} */
                        status: "active" | "scheduled" | "expired" | "usedUp" | "inactive";
                        createdAt: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown promo code, or another organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePromoCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a promo code nobody used */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown promo code, or another organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The code has been used: deactivate it instead */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updatePromoCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                    description?: string | null;
                    /** @enum {string} */
                    type?: "percentage" | "flat";
                    value?: string;
                    storefrontId?: string | null;
                    minOrderValue?: string | null;
                    startsAt?: string | null;
                    endsAt?: string | null;
                    maxUses?: number | null;
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Change a promo code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        promoCode: {
                            id: string;
                            code: string;
                            description: string | null;
                            /** @enum {string} */
                            type: "percentage" | "flat";
                            value: string;
                            seller: {
                                id: string;
                                name: string;
                            };
                            storefront: {
                                id: string;
                                title: string;
                            } | null;
                            minOrderValue: string | null;
                            startsAt: string | null;
                            endsAt: string | null;
                            maxUses: number | null;
                            usedCount: number;
                            active: boolean;
                            /** @enum {string} */
                            status: "active" | "scheduled" | "expired" | "usedUp" | "inactive";
                            createdAt: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown promo code, or another organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The code exists already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPricingInformation: {
        parameters: {
            query?: {
                organizationId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An organization's plan, fees and their history */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        organization: {
                            id: string;
                            name: string;
                        };
                        current: {
                            planName: string | null;
                            monthlyFees: string;
                            serviceFeeOnOrder: string;
                            soldOnStorefrontFees: string;
                            /** @enum {string} */
                            soldOnStorefrontFeesType: "flat" | "percentage";
                            soldOnMarketplaceFees: string;
                            /** @enum {string} */
                            soldOnMarketplaceFeesType: "flat" | "percentage";
                            processingFees: {
                                card: string;
                                ach: string;
                                paylater: string;
                                paypal: string;
                            };
                        };
                        recorded: boolean;
                        canSetPlatformCharges: boolean;
                        history: {
                            planName: string | null;
                            monthlyFees: string;
                            serviceFeeOnOrder: string;
                            soldOnStorefrontFees: string;
                            /** @enum {string} */
                            soldOnStorefrontFeesType: "flat" | "percentage";
                            soldOnMarketplaceFees: string;
                            /** @enum {string} */
                            soldOnMarketplaceFeesType: "flat" | "percentage";
                            processingFees: {
                                card: string;
                                ach: string;
                                paylater: string;
                                paypal: string;
                            };
                            id: string;
                            effectiveFrom: string;
                            changedBy: string;
                        }[];
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown organization, or another organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setPricingInformation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    organizationId?: string;
                    planName: string | null;
                    monthlyFees: string;
                    serviceFeeOnOrder: string;
                    soldOnStorefrontFees: string;
                    /** @enum {string} */
                    soldOnStorefrontFeesType: "flat" | "percentage";
                    soldOnMarketplaceFees: string;
                    /** @enum {string} */
                    soldOnMarketplaceFeesType: "flat" | "percentage";
                    processingFees: {
                        card: string;
                        ach: string;
                        paylater: string;
                        paypal: string;
                    };
                };
            };
        };
        responses: {
            /** @description Change an organization's plan and fees, for orders placed from now on */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        version: {
                            planName: string | null;
                            monthlyFees: string;
                            serviceFeeOnOrder: string;
                            soldOnStorefrontFees: string;
                            /** @enum {string} */
                            soldOnStorefrontFeesType: "flat" | "percentage";
                            soldOnMarketplaceFees: string;
                            /** @enum {string} */
                            soldOnMarketplaceFeesType: "flat" | "percentage";
                            processingFees: {
                                card: string;
                                ach: string;
                                paylater: string;
                                paypal: string;
                            };
                            id: string;
                            effectiveFrom: string;
                            changedBy: string;
                        };
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed to set fees, or a company admin changing the plan or platform charges */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown organization, or another organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAdminCustomPages: {
        parameters: {
            query?: {
                q?: string;
                storefrontId?: string;
                status?: "draft" | "published";
                sort?: "title" | "slug" | "storefront" | "sortOrder" | "updatedAt";
                dir?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The custom pages of the organization's storefronts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            storefront: {
                                id: string;
                                title: string;
                            };
                            title: string;
                            slug: string;
                            published: boolean;
                            sortOrder: number;
                            url: string;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCustomPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    storefrontId: string;
                    title: string;
                    slug: string;
                    html: string;
                    published?: boolean;
                    sortOrder?: number;
                };
            };
        };
        responses: {
            /** @description Created. Write a custom page */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        page: {
                            id: string;
                            storefront: {
                                id: string;
                                title: string;
                            };
                            title: string;
                            slug: string;
                            html: string;
                            published: boolean;
                            sortOrder: number;
                            url: string;
                            createdAt: string;
                            updatedAt: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The storefront is unknown or another organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The slug is taken on this storefront */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminCustomPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One custom page, draft or published */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        storefront: {
                            id: string;
                            title: string;
                        };
                        title: string;
                        slug: string;
                        html: string;
                        published: boolean;
                        sortOrder: number;
                        url: string;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown page, or another organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCustomPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a custom page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown page, or another organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCustomPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    slug?: string;
                    html?: string;
                    published?: boolean;
                    sortOrder?: number;
                };
            };
        };
        responses: {
            /** @description Change a custom page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        page: {
                            id: string;
                            storefront: {
                                id: string;
                                title: string;
                            };
                            title: string;
                            slug: string;
                            html: string;
                            published: boolean;
                            sortOrder: number;
                            url: string;
                            createdAt: string;
                            updatedAt: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown page, or another organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The slug is taken on this storefront */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAdminFaq: {
        parameters: {
            query: {
                storefrontId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A storefront's FAQ */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        storefront: {
                            id: string;
                            title: string;
                        };
                        items: {
                            id: string;
                            question: string;
                            answer: string;
                            sortOrder: number;
                        }[];
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The storefront is unknown or another organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createFaq: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    storefrontId: string;
                    question: string;
                    answer: string;
                };
            };
        };
        responses: {
            /** @description Created. Add a question and its answer */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        faq: {
                            id: string;
                            question: string;
                            answer: string;
                            sortOrder: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The storefront is unknown or another organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteFaq: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a question */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown question, or another organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateFaq: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    question?: string;
                    answer?: string;
                };
            };
        };
        responses: {
            /** @description Change a question or its answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        faq: {
                            id: string;
                            question: string;
                            answer: string;
                            sortOrder: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown question, or another organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    moveFaq: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    direction: "up" | "down";
                };
            };
        };
        responses: {
            /** @description Move a question one place up or down */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            question: string;
                            answer: string;
                            sortOrder: number;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown question, or another organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listNewsletterSubscribers: {
        parameters: {
            query: {
                storefrontId: string;
                q?: string;
                status?: "subscribed" | "unsubscribed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A storefront's newsletter subscribers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            email: string;
                            subscribedAt: string;
                            unsubscribedAt: string | null;
                            /** @enum {string} */
                            status: "subscribed" | "unsubscribed";
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown storefront, or another organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportNewsletterSubscribers: {
        parameters: {
            query: {
                storefrontId: string;
                q?: string;
                status?: "subscribed" | "unsubscribed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but this user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown storefront, or another organization’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStoreSignups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Store sign-ups, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            firstName: string;
                            lastName: string;
                            companyName: string;
                            email: string;
                            plan: string | null;
                            createdAt: string;
                            /** @enum {string} */
                            status: "new" | "converted";
                            organization: {
                                id: string;
                                name: string;
                            } | null;
                            convertedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not the operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    convertStoreSignup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Turn a sign-up into an organization with its storefront and first company admin */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        signup: {
                            id: string;
                            firstName: string;
                            lastName: string;
                            companyName: string;
                            email: string;
                            plan: string | null;
                            createdAt: string;
                            /** @enum {string} */
                            status: "new" | "converted";
                            organization: {
                                id: string;
                                name: string;
                            } | null;
                            convertedAt: string | null;
                        };
                        storefront: {
                            id: string;
                            slug: string;
                            url: string;
                        };
                        companyAdmin: {
                            id: string;
                            email: string;
                        };
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not the operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown sign-up */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already converted, or an account has its e-mail */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listOutbox: {
        parameters: {
            query?: {
                status?: "failed" | "pending";
                kind?: "mail" | "records";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Outbox rows parked after their retries, or still pending */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rows: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "mail" | "records";
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                            attempts: number;
                            lastError: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            nextAttemptAt: string;
                            summary: string;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not the operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state of the resource: read it again and retry */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retryOutboxRow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Send a parked outbox row again */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        kind: "mail" | "records";
                        /** @enum {string} */
                        status: "pending" | "delivered" | "failed";
                        attempts: number;
                        lastError: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        nextAttemptAt: string;
                        summary: string;
                    };
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session ended: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not the operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown outbox row */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The row is not failed (pending or delivered) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1048576 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRobots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to the robots file of this host */
            302: {
                headers: {
                    /** @description `/robots-allow.txt` or `/robots-disallow.txt` */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRobotsAllow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The robots file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRobotsDisallow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The robots file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSitemapIndex: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sitemap index */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An admin host */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPagesSitemap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sitemap */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An admin host */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProductsSitemap: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sitemap */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not `{n}.xml` with n from 1, or an admin host */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProductFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product feed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An admin host */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getThemeStylesheet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stylesheet */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/css": string;
                };
            };
            /** @description Bad input: `error.fields` names each refused field with its message, and nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path does not take this method: the `Allow` header lists the methods it takes */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or attempts: wait and retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed (it is logged); retry later */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
