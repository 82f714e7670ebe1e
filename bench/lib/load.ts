import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** A bounded autocannon run against this machine's loopback only. */
export async function load(
  name: string,
  url: string,
  options: { host?: string; connections?: number; durationSeconds?: number } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 20,
    duration: options.durationSeconds ?? 10,
    headers: options.host ? { host: options.host } : {},
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p95: (result.latency as unknown as Record<string, number>).p97_5 ?? result.latency.p99,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
