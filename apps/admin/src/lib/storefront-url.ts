type Here = Pick<Location, 'protocol' | 'port'>;

/**
 * The marketplace storefront on the same server: the admin host is admin.localhost:<port>, the
 * marketplace is localhost on the same port and protocol.
 */
export function getStorefrontUrl(location: Here = window.location): string {
  return `${location.protocol}//localhost${location.port ? `:${location.port}` : ''}`;
}

/**
 * Where 'Go to storefront' leads: the user's home URL (SessionUser.homeUrl, the storefront's customer
 * domain or local URL) when it names a site, else the marketplace. A bare host such as
 * 'northwind.localhost' is opened on this page's protocol and port, as the marketplace is.
 */
export function getHomeStorefrontUrl(homeUrl: string | null | undefined, location: Here = window.location) {
  const value = homeUrl?.trim() ?? '';
  if (/^https?:\/\/[^\s/]+/i.test(value)) return value;
  if (/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:\d+)?$/i.test(value)) {
    const host = value.includes(':') ? value : `${value}${location.port ? `:${location.port}` : ''}`;
    return `${location.protocol}//${host}`;
  }
  return getStorefrontUrl(location);
}

/** SPEC.md §2 logout: where signing out of the portal lands, the user's home URL plus /logout. */
export function getLogoutUrl(homeUrl: string | null | undefined, location: Here = window.location): string {
  return `${getHomeStorefrontUrl(homeUrl, location).replace(/\/+$/, '')}/logout`;
}

/** The host a cross-domain sign-in names for a storefront URL ('northwind.localhost'). */
export function storefrontHost(url: string): string {
  return new URL(url).hostname;
}
