// The catalogue file reader's thread (readCatalogueRows in product-import-files.ts): parses the XLSX
// given in workerData and posts its rows in batches, one batch per credit the reading side sends
// (a number), so no more than a few batches wait at once. Ends with { done: true } or { error, code },
// the code TOO_MUCH_TEXT when the workbook's shared strings outgrow maxTextBytes.
import { parentPort, workerData } from 'node:worker_threads';
import type { CatalogueCell } from '@patchbay/contract';
import type { ReaderData } from './catalogue-file-parser';
import { readXlsxRows } from './xlsx-rows';

const port = parentPort;
if (!port) throw new Error('catalogue-file-reader runs as a worker thread');
const { file, batchRows, maxTextBytes } = workerData as ReaderData;

let credit = 0;
let wake: (() => void) | null = null;
port.on('message', (more: number) => {
  credit += more;
  wake?.();
  wake = null;
});

async function send(rows: CatalogueCell[][]): Promise<void> {
  while (credit === 0) await new Promise<void>((resolve) => (wake = resolve));
  credit -= 1;
  port?.postMessage({ rows });
}

async function read(): Promise<void> {
  let batch: CatalogueCell[][] = [];
  try {
    for await (const row of readXlsxRows(file, { maxTextBytes })) {
      batch.push(row);
      if (batch.length < batchRows) continue;
      await send(batch);
      batch = [];
    }
    if (batch.length > 0) await send(batch);
    port?.postMessage({ done: true });
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    port?.postMessage({
      error: error instanceof Error ? error.message : String(error),
      code: typeof code === 'string' ? code : undefined,
    });
  }
}

void read();
