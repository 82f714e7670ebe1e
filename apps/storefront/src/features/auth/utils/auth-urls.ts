// Relative imports: the web test project does not resolve the app's @/ alias.
import { paths } from '../../../config/paths';

/** Any origin works as a base: only whether the result stays on it matters. */
const BASE = 'http://same-site.invalid';

/** Screens that make no sense to come back to after signing in. */
const NOT_A_DESTINATION = new Set<string>([paths.auth.path, paths.logout.path, paths.resetPassword.path]);

/**
 * The `page` query of /auth (SPEC.md §2) as a path on this site, for after signing in: '/orders',
 * '/orders?x=1', or a bare page name ('orders' → '/orders'). Anything that could leave the site
 * (another origin, '//host', a scheme such as javascript:, backslashes) gives '/'.
 */
export function safePagePath(page: string | null | undefined): string {
  const value = page?.trim() ?? '';
  const hasControlCharacter = [...value].some((character) => character.charCodeAt(0) < 32);
  if (value === '' || value.includes('\\') || hasControlCharacter) return paths.home.path;
  let candidate: string;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return paths.home.path;
    candidate = value;
  } else if (/^[\w-]+(?:[/?#]|$)/.test(value) && !value.includes(':')) {
    candidate = `/${value}`;
  } else {
    return paths.home.path;
  }
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return paths.home.path;
  }
  if (url.origin !== BASE) return paths.home.path;
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (NOT_A_DESTINATION.has(pathname)) return paths.home.path;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * SPEC.md §2 'Protection and layout', to the letter: a signed-out visitor of a protected route goes
 * to / — or to /auth?page={page} when the current URL has a page query parameter.
 */
export function getSignedOutRedirect(search: string): string {
  const page = new URLSearchParams(search).get('page');
  if (page) return `${paths.auth.path}?page=${encodeURIComponent(page)}`;
  return paths.home.path;
}

export type ProtectedRouteOutcome = { kind: 'wait' } | { kind: 'show' } | { kind: 'redirect'; to: string };

/**
 * What a protected route does: wait while the session is being read or a cross-domain sign-in is
 * being redeemed (its verification_token is still in the URL), show the screen to a signed-in
 * user, and send anyone else away (getSignedOutRedirect).
 */
export function getProtectedRouteOutcome({
  search,
  isPending,
  signedIn,
}: {
  search: string;
  isPending: boolean;
  signedIn: boolean;
}): ProtectedRouteOutcome {
  if (signedIn) return { kind: 'show' };
  if (isPending || new URLSearchParams(search).has(VERIFICATION_TOKEN_PARAM)) return { kind: 'wait' };
  return { kind: 'redirect', to: getSignedOutRedirect(search) };
}

export const VERIFICATION_TOKEN_PARAM = 'verification_token';
export const TYPEFORM_PARAM = 'typeform';

export interface CrossDomainArrival {
  verificationToken: string;
  /** typeform=yes came along (SPEC.md §2). */
  typeform: boolean;
  /** The same URL without verification_token and typeform, to replace the current entry with. */
  cleanUrl: string;
}

/**
 * SPEC.md §2 cross-domain sign-in: a URL carrying verification_token (optionally typeform=yes).
 * Returns null when the URL carries no token.
 */
export function readCrossDomainArrival(location: {
  pathname: string;
  search: string;
  hash: string;
}): CrossDomainArrival | null {
  const query = new URLSearchParams(location.search);
  const verificationToken = query.get(VERIFICATION_TOKEN_PARAM);
  if (verificationToken === null) return null;
  const typeform = query.get(TYPEFORM_PARAM) === 'yes';
  query.delete(VERIFICATION_TOKEN_PARAM);
  query.delete(TYPEFORM_PARAM);
  const search = query.toString();
  return {
    verificationToken,
    typeform,
    cleanUrl: `${location.pathname}${search ? `?${search}` : ''}${location.hash}`,
  };
}

/**
 * SPEC.md §2: logging out goes to the user's home URL plus /logout. The home URL is '/' (this
 * host), a path, an absolute URL, or a bare host name (a storefront's localUrl or customerDomain),
 * which keeps this page's protocol and port (in development every host shares the server's port).
 */
export function getLogoutDestination(
  homeUrl: string | null | undefined,
  location: Pick<Location, 'protocol' | 'host' | 'hostname' | 'port'>,
): string {
  const home = homeUrl?.trim() ?? '';
  const logout = paths.logout.path;
  if (home === '' || home === '/') return logout;
  if (home.startsWith('/') && !home.startsWith('//')) return `${home.replace(/\/+$/, '')}${logout}`;
  let url: URL;
  try {
    if (/^https?:\/\//i.test(home)) url = new URL(home);
    else {
      const bare = home.replace(/^\/\//, '');
      const hasPort = /:\d+(?:\/|$)/.test(bare);
      url = new URL(`${location.protocol}//${bare}`);
      if (!hasPort && location.port) url.port = location.port;
    }
  } catch {
    return logout;
  }
  if (url.host === location.host && url.pathname === '/') return logout;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}${logout}`;
}
