/** Every in-app URL, typed, so a link and its route are written once (bulletproof-react). */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  homeAlias: { path: '/home', getHref: () => '/home' },
  /** Every listing; `q` is a search from the header or the home page. */
  products: {
    path: '/products',
    getHref: ({ q }: { q?: string } = {}) => (q ? `/products?${new URLSearchParams({ q })}` : '/products'),
  },
  privacyPolicy: { path: '/privacypolicy', getHref: () => '/privacypolicy' },
  termsOfService: { path: '/termsofservice', getHref: () => '/termsofservice' },
  /** The seller's questions and answers (linked from the footer when there are any). */
  faq: { path: '/faq', getHref: () => '/faq' },
  error: { path: '/error', getHref: () => '/error' },
  /** Sign in and register; `page` is where to go after signing in (SPEC.md §2). */
  auth: {
    path: '/auth',
    getHref: ({ page, tab }: { page?: string | null; tab?: 'login' | 'register' } = {}) => {
      const query = new URLSearchParams();
      if (tab === 'register') query.set('tab', 'register');
      if (page) query.set('page', page);
      const search = query.toString();
      return search ? `/auth?${search}` : '/auth';
    },
  },
  resetPassword: {
    path: '/reset-password',
    getHref: (token?: string) =>
      token ? `/reset-password?token=${encodeURIComponent(token)}` : '/reset-password',
  },
  logout: { path: '/logout', getHref: () => '/logout' },
  /** "Open your store": a store sign-up, on the marketplace host. */
  openYourStore: { path: '/openyourstore', getHref: () => '/openyourstore' },
  /** The unsubscribe link of a newsletter mail (the server writes it: newsletter.service.ts). */
  unsubscribe: { path: '/unsubscribe', getHref: () => '/unsubscribe' },
  /** SPEC.md §2 /myoffer (OfferCheckout): the offer being prepared, open to guests. */
  myOffer: { path: '/myoffer', getHref: () => '/myoffer' },
  /**
   * SPEC.md §2 /offerdetails/{id}, open to anyone holding the link. Its query (SPEC.md §2 `org`
   * and `from`) says which side opens it; a guest buyer's mail link also carries `token`.
   */
  offerDetails: {
    path: '/offerdetails/:id',
    getHref: (id: string, query: { from?: 'buyer' | 'seller'; org?: string; token?: string } = {}) => {
      const search = new URLSearchParams(
        Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ).toString();
      return `/offerdetails/${encodeURIComponent(id)}${search ? `?${search}` : ''}`;
    },
  },
  // SPEC.md §2 buyer-flow routes that need login.
  myListings: { path: '/product', getHref: () => '/product' },
  myPurchases: { path: '/mypurchases', getHref: () => '/mypurchases' },
  orders: { path: '/orders', getHref: () => '/orders' },
  myOffers: { path: '/myoffers', getHref: () => '/myoffers' },
  /** The account area's address book (saved shipping and billing addresses). */
  addresses: { path: '/addresses', getHref: () => '/addresses' },
  /** Paste or upload part numbers and quantities; the matches go into the cart at once. */
  quickOrder: { path: '/quickorder', getHref: () => '/quickorder' },
  offerFromBuyer: { path: '/offerfrombuyer', getHref: () => '/offerfrombuyer' },
  // SPEC.md §9 cart views: ReviewCart at /reviewcart, Checkout at /mycart = /checkout.
  reviewCart: { path: '/reviewcart', getHref: () => '/reviewcart' },
  /** `cart` is a shared cart's id (SPEC.md §2 cart-sharing link). */
  myCart: {
    path: '/mycart',
    getHref: ({ cart }: { cart?: string } = {}) =>
      cart ? `/mycart?${new URLSearchParams({ cart })}` : '/mycart',
  },
  checkout: { path: '/checkout', getHref: () => '/checkout' },
  /** Open to anyone holding the link; a guest's link carries the order's access `token`. */
  orderDetails: {
    path: '/orderdetails/:id',
    getHref: (id: string, token?: string | null) =>
      `/orderdetails/${encodeURIComponent(id)}${token ? `?${new URLSearchParams({ token })}` : ''}`,
  },
  // Catalogue (SPEC.md §2). Static paths outrank these dynamic ones in React Router, so /{category}
  // and /{category}/{subCategory} never shadow /auth, /products, /pages/... or /brand/....
  brand: { path: '/brand/:brandName', getHref: (slug: string) => `/brand/${encodeURIComponent(slug)}` },
  /** Listing pages link here with the server's `path` (domain productPath: /{display-name}/dp/{id}). */
  productDetail: { path: '/:title/dp/:pId' },
  productDetailById: {
    path: '/product/detail/:pId',
    getHref: (id: string) => `/product/detail/${encodeURIComponent(id)}`,
  },
  customPage: { path: '/pages/:id', getHref: (id: string) => `/pages/${encodeURIComponent(id)}` },
  category: { path: '/:category', getHref: (slug: string) => `/${encodeURIComponent(slug)}` },
  subCategory: {
    path: '/:category/:subCategory',
    getHref: (category: string, subCategory: string) =>
      `/${encodeURIComponent(category)}/${encodeURIComponent(subCategory)}`,
  },
} as const;

/** SPEC.md §2: the home page (/ or /home) gets a transparent header, every other page a solid one. */
export function hasTransparentHeader(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === paths.home.path || path === paths.homeAlias.path;
}
