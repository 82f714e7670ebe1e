import { request } from 'node:http';
import { inject } from 'vitest';

export interface HostResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The cookies to send next: the request's, with any the response set (a cookie jar of one). */
  cookie: string | undefined;
}

export interface HostRequest {
  /** Sent as JSON. */
  body?: unknown;
  /** A Cookie header: another browser's session or guest id (see `cookie` in the response). */
  cookie?: string;
  headers?: Record<string, string>;
}

/** `a=1; b=2` with the Set-Cookie headers' name=value pairs laid over it. */
function mergeCookies(sent: string | undefined, set: string[] | undefined): string | undefined {
  const jar = new Map<string, string>();
  for (const pair of [...(sent?.split(/;\s*/) ?? []), ...(set ?? []).map((c) => c.split(';')[0]!)]) {
    const name = pair.split('=')[0]?.trim();
    if (name) jar.set(name, pair.trim());
  }
  return jar.size > 0 ? [...jar.values()].join('; ') : undefined;
}

/**
 * Any method to the test server as `host` would be served. Node does not resolve `*.localhost`
 * names as browsers do, so this connects to loopback and sends the Host header itself. No redirects
 * are followed.
 */
export function requestAsHost(
  host: string,
  method: string,
  pathname: string,
  { body, cookie, headers = {} }: HostRequest = {},
): Promise<HostResponse> {
  const data = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: inject('port'),
        path: pathname,
        method,
        headers: {
          host: `${host}:${inject('port')}`,
          ...(data ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text,
            cookie: mergeCookies(cookie, res.headers['set-cookie']),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** GET from the test server as `host` would be served (see requestAsHost). */
export function getAsHost(
  host: string,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<HostResponse> {
  return requestAsHost(host, 'GET', pathname, { headers });
}

/** A staff member's bearer token for the admin API (demo password). */
export async function adminToken(email: string): Promise<string> {
  const res = await requestAsHost('admin.localhost', 'POST', '/api/auth/token', {
    body: { email, password: 'Demo1234' },
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${res.body}`);
  return (JSON.parse(res.body) as { token: string }).token;
}
