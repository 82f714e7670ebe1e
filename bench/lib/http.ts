import http from 'node:http';

/** GET with a Host header of our choosing (fetch always sends the URL's host). */
export function getWithHost(
  url: string,
  host: string,
): Promise<{ status: number; body: string; etag: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { host }, timeout: 30_000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, etag: res.headers.etag }));
    });
    request.on('timeout', () => request.destroy(new Error(`timed out: ${url}`)));
    request.on('error', reject);
  });
}
