import { existsSync } from 'node:fs';

/** Debian's Chromium (or CHROME_PATH). Browsers are never downloaded: there is no internet. */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p) => p && existsSync(p)) ?? null;
}
