/** Every in-app URL of the admin portal, typed (bulletproof-react). */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
} as const;
