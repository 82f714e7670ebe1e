import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  /** Milliseconds, exact percentiles of every response's latency (not autocannon's buckets). */
  p50: number;
  p95: number;
  p99: number;
  /** autocannon's own p97.5, for comparison with older figures. */
  p97_5: number;
  requests: number;
  errors: number;
  non2xx: number;
  /** Responses by status code (a revalidation run counts its 304s here). */
  statuses: Record<number, number>;
}

export interface LoadOptions {
  /** Host header: which storefront answers. */
  host?: string;
  connections?: number;
  durationSeconds?: number;
  /** Paths requested in turn (shared by all connections) instead of the URL's own path. */
  paths?: readonly string[];
  /** Headers of the request for one of `paths` (If-None-Match with the tag that path answered). */
  headersFor?: (path: string) => Record<string, string>;
}

/** The value below which `p` percent of the sorted samples fall (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

const ms = (n: number) => Math.round(n * 10) / 10;

/**
 * A bounded autocannon run against this machine's loopback only. Latencies are collected from
 * every response (autocannon reports p97.5 but no p95), so p50/p95/p99 are exact.
 */
export async function load(name: string, url: string, options: LoadOptions = {}): Promise<LoadResult> {
  const latencies: number[] = [];
  const paths = options.paths;
  const statuses: Record<number, number> = {};
  const baseHeaders: Record<string, string> = options.host ? { host: options.host } : {};
  let next = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections ?? 20,
        duration: options.durationSeconds ?? 10,
        headers: baseHeaders,
        ...(paths && paths.length > 0
          ? {
              requests: [
                {
                  setupRequest: (request: autocannon.Request) => {
                    const path = paths[next++ % paths.length]!;
                    return options.headersFor
                      ? { ...request, path, headers: { ...baseHeaders, ...options.headersFor(path) } }
                      : { ...request, path };
                  },
                },
              ],
            }
          : {}),
      },
      (error: unknown, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: ms(percentile(latencies, 50)),
    p95: ms(percentile(latencies, 95)),
    p99: ms(percentile(latencies, 99)),
    p97_5: (result.latency as unknown as Record<string, number>).p97_5 ?? result.latency.p99,
    requests: latencies.length,
    errors: result.errors,
    non2xx: result.non2xx,
    statuses,
  };
}
