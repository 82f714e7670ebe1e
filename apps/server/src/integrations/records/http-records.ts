import type { RecordsMessage, RecordsMirror } from './records';

const METHOD = { create: 'POST', patch: 'PATCH', delete: 'DELETE' } as const;

/** The real adapter: an Airtable-style REST API (`{base}/{table}` with a records array). */
export function createHttpRecordsMirror(apiUrl: string, apiToken: string | undefined): RecordsMirror {
  const base = apiUrl.replace(/\/$/, '');
  return {
    name: 'http',
    async push(message: RecordsMessage) {
      const response = await fetch(`${base}/${encodeURIComponent(message.table)}`, {
        method: METHOD[message.operation],
        headers: {
          'content-type': 'application/json',
          ...(apiToken ? { authorization: `Bearer ${apiToken}` } : {}),
        },
        body: JSON.stringify({ records: message.records }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        const body = await response.text().catch(() => '');
        throw new Error(`records service answered ${response.status}: ${body.slice(0, 200)}`);
      }
    },
  };
}
