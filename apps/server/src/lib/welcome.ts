import type { Config } from '../config';
import { DEMO_PASSWORD } from '../db/seed/tenants';

/** The demo accounts the README lists: one per kind of person, to try each side. */
const DEMO_ACCOUNTS = [
  ['operator@patchbay.test', 'platform operator'],
  ['admin@northwind.test', 'seller (company admin, Northwind Networks)'],
  ['sales@northwind.test', 'seller (business user, Northwind Networks)'],
  ['buyer@acme.test', 'buyer (Acme Wireless)'],
] as const;

/**
 * Logs go through pino-pretty on a developer's terminal: NODE_ENV other than production and stdout
 * a TTY. Otherwise JSON lines, one per event, for a log collector.
 */
export function prettyLogs(
  config: Pick<Config, 'env'>,
  stdoutIsTty = Boolean(process.stdout.isTTY),
): boolean {
  return config.env !== 'production' && stdoutIsTty;
}

/**
 * The pretty terminal output, written on the main thread (not a transport's worker), so the lines
 * come in order with what the start prints last. pino-pretty is loaded only then: a production
 * start writes JSON and does not pay for its import.
 */
export async function prettyStream() {
  const { default: pretty } = await import('pino-pretty');
  return pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true });
}

/**
 * The last words of a start on a developer's terminal, in plain text: where to open the
 * marketplace, a branded storefront and the admin portal, and which demo accounts sign in.
 */
export function welcomeText(
  config: Pick<Config, 'port' | 'adminHosts'>,
  storefrontHosts: readonly string[],
  demoData: boolean,
): string {
  const url = (host: string) => `http://${host}${config.port === 80 ? '' : `:${config.port}`}`;
  const lines = [
    '',
    'Patchbay is ready.',
    `  Marketplace:   ${url('localhost')}`,
    ...(storefrontHosts.length > 0 ? [`  Storefronts:   ${storefrontHosts.map(url).join(', ')}`] : []),
    `  Admin portal:  ${url(config.adminHosts[0] ?? 'admin.localhost')}`,
    `  API document:  ${url('localhost')}/api/docs`,
  ];
  if (demoData) {
    lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const [email, who] of DEMO_ACCOUNTS) lines.push(`    ${email.padEnd(24)} ${who}`);
  }
  lines.push('  Stop with Ctrl+C.', '');
  return lines.join('\n');
}
