/** Every in-app URL, typed, so a link and its route are written once (bulletproof-react). */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  homeAlias: { path: '/home', getHref: () => '/home' },
  products: { path: '/products', getHref: () => '/products' },
  privacyPolicy: { path: '/privacypolicy', getHref: () => '/privacypolicy' },
  termsOfService: { path: '/termsofservice', getHref: () => '/termsofservice' },
  error: { path: '/error', getHref: () => '/error' },
} as const;

/** SPEC.md §2: the home page (/ or /home) gets a transparent header, every other page a solid one. */
export function hasTransparentHeader(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === paths.home.path || path === paths.homeAlias.path;
}
