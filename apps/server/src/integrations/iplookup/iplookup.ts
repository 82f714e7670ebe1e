/**
 * Where a visitor is, for search keyword records (SPEC.md §3 ipInfo, §7 "a third-party IP lookup
 * service is called by GET for search logging").
 */
export interface IpInfo {
  ip: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  /** IANA zone, e.g. 'America/Denver'. */
  timeZone: string | null;
}

export interface IpLookupInput {
  /** The client address as the server sees it. */
  ip: string;
  /** The zone the browser reported (X-Time-Zone), already checked to be a real IANA zone. */
  timeZone: string | null;
}

export interface IpLookup {
  readonly name: string;
  /** Never throws: an unreachable service gives what is known locally. */
  lookup(input: IpLookupInput): Promise<IpInfo>;
}

/** Loopback, private and link-local addresses: nothing to look up. */
export function isPrivateIp(ip: string): boolean {
  const v4 = ip.replace(/^::ffff:/i, '');
  if (/^(10\.|127\.|192\.168\.|169\.254\.|172\.(1[6-9]|2\d|3[01])\.|0\.)/.test(v4)) return true;
  return /^(::1?$|f[cd][0-9a-f]{2}:|fe80:)/i.test(ip);
}

/** An IANA time zone name the runtime knows, or null. */
export function validTimeZone(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
