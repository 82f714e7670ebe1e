/** Every in-app URL the portal links to, typed, so a link and its route are written once (bulletproof-react). */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  login: {
    path: '/login',
    /** `page`: where to go once signed in (SPEC.md §2 protected routes). */
    getHref: (page?: string) => (page ? `/login?${new URLSearchParams({ page })}` : '/login'),
  },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  users: { path: '/users', getHref: () => '/users' },
  userNew: { path: '/user/new', getHref: () => '/user/new' },
  user: { path: '/user/:id', getHref: (id: string) => `/user/${encodeURIComponent(id)}` },
  registerUsers: { path: '/registerusers', getHref: () => '/registerusers' },
  organization: { path: '/organization', getHref: () => '/organization' },
  organizationNew: { path: '/organization/new', getHref: () => '/organization/new' },
  organizationDetail: {
    path: '/organization/:id',
    getHref: (id: string) => `/organization/${encodeURIComponent(id)}`,
  },
  allOrders: { path: '/allorder', getHref: () => '/allorder' },
  mySales: { path: '/mysales', getHref: () => '/mysales' },
  /** An order's detail, opened from /allorder and /mysales (a screen SPEC.md §2 does not list). */
  order: { path: '/order/:id', getHref: (id: string) => `/order/${encodeURIComponent(id)}` },
  offersReceived: { path: '/offerreceivedforadmin', getHref: () => '/offerreceivedforadmin' },
  offersSent: { path: '/offersentforadmin', getHref: () => '/offersentforadmin' },
  /** Buyers' reseller certificates to approve or reject (a screen SPEC.md §2 does not list). */
  resellerCertificates: { path: '/resellercertificates', getHref: () => '/resellercertificates' },
  promoCodes: { path: '/promocodes', getHref: () => '/promocodes' },
  promoCodeNew: { path: '/promocode/new', getHref: () => '/promocode/new' },
  /** SPEC.md §2's /promocode/edit: the code to edit is its `id` query parameter. */
  promoCodeEdit: {
    path: '/promocode/edit',
    getHref: (id: string) => `/promocode/edit?${new URLSearchParams({ id })}`,
  },
  customPages: { path: '/mycustompage', getHref: () => '/mycustompage' },
  customPageNew: { path: '/custompage/new', getHref: () => '/custompage/new' },
  /** SPEC.md §2's /custompage/edit: the page to edit is its `id` query parameter. */
  customPageEdit: {
    path: '/custompage/edit',
    getHref: (id: string) => `/custompage/edit?${new URLSearchParams({ id })}`,
  },
  faq: {
    path: '/add/faq',
    getHref: (storefrontId?: string) =>
      storefrontId ? `/add/faq?${new URLSearchParams({ storefront: storefrontId })}` : '/add/faq',
  },
  /** The branding of the organization's storefronts (a screen SPEC.md §2 does not list). */
  storefrontSettings: {
    path: '/storefrontsettings',
    getHref: (storefrontId?: string) =>
      storefrontId
        ? `/storefrontsettings?${new URLSearchParams({ storefront: storefrontId })}`
        : '/storefrontsettings',
  },
  /** Parked outbox rows, for the operator (a screen SPEC.md §2 does not list). */
  outbox: { path: '/outbox', getHref: () => '/outbox' },
  /** A storefront's newsletter subscribers (a screen SPEC.md §2 does not list). */
  newsletterSubscribers: { path: '/newslettersubscribers', getHref: () => '/newslettersubscribers' },
  /** Requests to open a store, for the operator (a screen SPEC.md §2 does not list). */
  storeSignups: { path: '/storesignups', getHref: () => '/storesignups' },
  myProducts: { path: '/myproducts', getHref: () => '/myproducts' },
  productNew: { path: '/product/new', getHref: () => '/product/new' },
  productEdit: {
    path: '/product/edit/:id',
    getHref: (id: string) => `/product/edit/${encodeURIComponent(id)}`,
  },
  productHistory: {
    path: '/producthistory/:id',
    getHref: (id: string) => `/producthistory/${encodeURIComponent(id)}`,
  },
} as const;
