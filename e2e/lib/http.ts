import { request } from 'node:http';
import { inject } from 'vitest';

export interface HostResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * GET from the test server as `host` would be served. Node does not resolve `*.localhost` names as
 * browsers do, so this connects to loopback and sends the Host header itself. No redirects are
 * followed.
 */
export function getAsHost(
  host: string,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<HostResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: inject('port'),
        path: pathname,
        headers: { ...headers, host: `${host}:${inject('port')}` },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}
