import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type CatalogueCell, productImportMessages } from '@patchbay/contract';
import { invalidData } from '../../lib/errors';
import { serverRoot } from '../../lib/paths';
import { parseCatalogueFile, type ReaderData } from './catalogue-file-parser';

const BATCH_ROWS = 250;
/** Batches the reader may have sent ahead of the rows being saved. */
const BATCHES_AHEAD = 2;

/**
 * The compiled server runs dist/workers/catalogue-file-reader.js. Sources (development, tests) run
 * the TypeScript file through tsx, registered in the thread before it is imported: a worker's entry
 * is loaded before `--import` hooks would apply to it.
 */
function readerEntry(): { file: string; eval: boolean } {
  if (!import.meta.url.endsWith('.ts')) {
    return { file: path.join(serverRoot, 'dist/workers/catalogue-file-reader.js'), eval: false };
  }
  // tsx's ESM entry (its `import` export), beside the CommonJS one `require` finds.
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const entry = new URL('./catalogue-file-reader.worker.ts', import.meta.url).href;
  return {
    file: `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`,
    eval: true,
  };
}

type ReaderMessage =
  | { rows: CatalogueCell[][] }
  | { done: true }
  | { error: string }
  | { failure: Error & { code?: string } }
  | { exit: number };

/**
 * Reads a catalogue file row by row. A CSV is parsed here (csv-parse holds one record at a time).
 * An XLSX is parsed in a thread of its own: exceljs keeps the workbook's whole shared-strings table
 * (every distinct text in it) while it reads, and that is bounded by the thread's heap
 * (IMPORT_READER_HEAP_MB) instead of weighing on the server's; a workbook needing more is refused
 * with a message. The thread also parses beside the saving instead of between its batches.
 * Stopping early (a header or a preview) ends the thread.
 */
export async function* readCatalogueRows(
  file: string,
  format: 'csv' | 'xlsx',
  heapMb: number,
): AsyncGenerator<CatalogueCell[]> {
  if (format === 'csv') {
    yield* parseCatalogueFile(file, format);
    return;
  }
  const entry = readerEntry();
  const worker = new Worker(entry.file, {
    eval: entry.eval,
    workerData: { file, format, batchRows: BATCH_ROWS } satisfies ReaderData,
    execArgv: [],
    // A small young generation: the thread's garbage is short-lived parser events.
    resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 8 },
  });
  const queue: ReaderMessage[] = [];
  let waiting: ((message: ReaderMessage) => void) | null = null;
  const deliver = (message: ReaderMessage) => {
    const take = waiting;
    waiting = null;
    if (take) take(message);
    else queue.push(message);
  };
  worker.on('message', deliver);
  worker.on('error', (failure: Error) => deliver({ failure }));
  worker.on('exit', (exit: number) => deliver({ exit }));
  const next = () =>
    queue.length > 0
      ? Promise.resolve(queue.shift() as ReaderMessage)
      : new Promise<ReaderMessage>((resolve) => (waiting = resolve));
  try {
    worker.postMessage(BATCHES_AHEAD);
    for (;;) {
      const message = await next();
      if ('rows' in message) {
        worker.postMessage(1);
        yield* message.rows;
      } else if ('done' in message) return;
      else if ('error' in message) throw new Error(message.error);
      else if ('failure' in message) {
        if (message.failure.code === 'ERR_WORKER_OUT_OF_MEMORY') {
          throw invalidData(productImportMessages.tooMuchText, { file: productImportMessages.tooMuchText });
        }
        throw message.failure;
      } else throw new Error(`The file reader stopped (exit code ${message.exit})`);
    }
  } finally {
    await worker.terminate();
  }
}

/** The file type a file's first bytes say it is: XLSX is a zip, anything else is read as CSV text. */
export function sniffCatalogueFormat(head: Buffer, fileName: string): 'csv' | 'xlsx' | null {
  if (head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) {
    return 'xlsx';
  }
  // A CSV is text: no NUL byte in its first kilobytes.
  if (head.includes(0)) return null;
  return /\.(csv|txt)$/i.test(fileName) || head.length > 0 ? 'csv' : null;
}
