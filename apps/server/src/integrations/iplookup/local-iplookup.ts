import type { IpLookup } from './iplookup';

/** The local adapter (no IPLOOKUP_URL): the address and the browser's own time zone, nothing else. */
export function createLocalIpLookup(): IpLookup {
  return {
    name: 'local',
    async lookup({ ip, timeZone }) {
      return { ip, timeZone };
    },
  };
}
