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
export function getAsHost(host: string, pathname: string): Promise<HostResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: inject('port'),
        path: pathname,
        headers: { host: `${host}:${inject('port')}` },
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

/** Any method, with a JSON body, to the test server as `host` would be served (see getAsHost). */
export function requestAsHost(
  host: string,
  method: string,
  pathname: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
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
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    if (data) req.write(data);
    req.end();
  });
}
