/**
 * The marketplace storefront on the same server: the admin host is admin.localhost:<port>, the
 * marketplace is localhost on the same port and protocol.
 */
export function getStorefrontUrl(location: Pick<Location, 'protocol' | 'port'> = window.location): string {
  return `${location.protocol}//localhost${location.port ? `:${location.port}` : ''}`;
}
