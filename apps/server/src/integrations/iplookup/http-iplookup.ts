import type { FastifyBaseLogger } from 'fastify';
import { type IpInfo, type IpLookup, isPrivateIp, validTimeZone } from './iplookup';

const TIMEOUT_MS = 2_000;
const CACHE_ENTRIES = 5_000;
const CACHE_MS = 6 * 60 * 60 * 1000;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 100) : null;

/**
 * Reads the common shapes of JSON IP lookup APIs (ipapi.co, ip-api.com, ipinfo.io, ipwho.is,
 * freeipapi): city; region / regionName / state; country_code / countryCode / country;
 * timezone / time_zone (a string or an object with an id).
 */
export function readIpLookupReply(body: unknown): Omit<IpInfo, 'ip'> {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const zone = b.timezone ?? b.time_zone ?? b.timeZone;
  const zoneId = zone && typeof zone === 'object' ? (zone as Record<string, unknown>).id : zone;
  return {
    city: text(b.city) ?? text(b.cityName),
    state: text(b.region) ?? text(b.regionName) ?? text(b.state) ?? text(b.region_code),
    country: text(b.country_code) ?? text(b.countryCode) ?? text(b.country),
    timeZone: validTimeZone(zoneId),
  };
}

/**
 * The real adapter: GET `template` with `{ip}` replaced (IPLOOKUP_URL, e.g.
 * `https://ipapi.co/{ip}/json/`). Answers are kept for a few hours per address, so a busy search
 * box does not hammer the service; private addresses are never sent.
 */
export function createHttpIpLookup(template: string, log: FastifyBaseLogger): IpLookup {
  const cache = new Map<string, { until: number; value: Omit<IpInfo, 'ip'> }>();
  return {
    name: 'http',
    async lookup({ ip, timeZone }) {
      if (isPrivateIp(ip)) return { ip, timeZone };
      const hit = cache.get(ip);
      let found = hit && hit.until > Date.now() ? hit.value : undefined;
      if (!found) {
        try {
          const response = await fetch(template.replaceAll('{ip}', encodeURIComponent(ip)), {
            headers: { accept: 'application/json' },
            signal: AbortSignal.timeout(TIMEOUT_MS),
          });
          if (!response.ok) throw new Error(`IP lookup answered ${response.status}`);
          found = readIpLookupReply(await response.json());
          cache.set(ip, { until: Date.now() + CACHE_MS, value: found });
          for (const oldest of cache.keys()) {
            if (cache.size <= CACHE_ENTRIES) break;
            cache.delete(oldest);
          }
        } catch (error) {
          log.warn({ err: error instanceof Error ? error.message : String(error) }, 'IP lookup failed');
          return { ip, timeZone };
        }
      }
      // The browser knows its own zone better than a geo database does.
      return { ip, ...found, timeZone: timeZone ?? found.timeZone ?? null };
    },
  };
}
