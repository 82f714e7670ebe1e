import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { finished } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type CatalogueCell, productImportMessages } from '@patchbay/contract';
import { invalidData } from '../../lib/errors';
import { serverRoot } from '../../lib/paths';
import { parseCsvRows, type ReaderData, TOO_MUCH_TEXT } from './catalogue-file-parser';

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
  | { error: string; code?: string }
  | { failure: Error & { code?: string } }
  | { exit: number };

/**
 * Reads a catalogue file row by row. A CSV is parsed here (csv-parse holds one record at a time).
 * An XLSX is parsed in a thread of its own: the reader keeps the workbook's whole shared-strings
 * table (every distinct text in it) while it reads, bounded by IMPORT_READER_HEAP_MB (the table's
 * bytes, outside the heap) and the thread's heap (the same number of MiB), instead of weighing on
 * the server's; a workbook needing more is refused with a message. The thread also parses beside
 * the saving instead of between its batches. Stopping early (a header or a preview) ends the thread.
 */
export async function* readCatalogueRows(
  file: string,
  format: 'csv' | 'xlsx',
  heapMb: number,
): AsyncGenerator<CatalogueCell[]> {
  if (format === 'csv') {
    yield* parseCsvRows(file);
    return;
  }
  const kept = keptRowsFile(file);
  yield* existsSync(kept) ? readKeptRows(kept) : readWorkbookInThread(file, heapMb);
}

/** The workbook's rows, parsed in the reader thread (readCatalogueRows says why). */
async function* readWorkbookInThread(file: string, heapMb: number): AsyncGenerator<CatalogueCell[]> {
  const entry = readerEntry();
  const worker = new Worker(entry.file, {
    eval: entry.eval,
    workerData: {
      file,
      batchRows: BATCH_ROWS,
      maxTextBytes: maxTextBytes(heapMb),
    } satisfies ReaderData,
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
      else if ('error' in message) {
        throw message.code === TOO_MUCH_TEXT ? tooMuchText() : new Error(message.error);
      } else if ('failure' in message) {
        throw message.failure.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooMuchText() : message.failure;
      } else throw new Error(`The file reader stopped (exit code ${message.exit})`);
    }
  } finally {
    await worker.terminate();
  }
}

/**
 * The most bytes a workbook's shared strings may take in the reader thread: as many MiB as its heap.
 * exceljs held each string as a JavaScript string within that heap, with its own objects beside
 * them, so every workbook it could read fits.
 */
const maxTextBytes = (heapMb: number) => heapMb * 1024 * 1024;

const tooMuchText = () =>
  invalidData(productImportMessages.tooMuchText, { file: productImportMessages.tooMuchText });

/** The file type a file's first bytes say it is: XLSX is a zip, anything else is read as CSV text. */
export function sniffCatalogueFormat(head: Buffer, fileName: string): 'csv' | 'xlsx' | null {
  if (head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) {
    return 'xlsx';
  }
  // A CSV is text: no NUL byte in its first kilobytes.
  if (head.includes(0)) return null;
  return /\.(csv|txt)$/i.test(fileName) || head.length > 0 ? 'csv' : null;
}

/**
 * Where an XLSX upload's rows are kept as the upload read them (keepWorkbookRows): one JSON array
 * per line, a date cell as { "date": ISO text }. The preview and the job read this file.
 */
export function keptRowsFile(file: string): string {
  return `${file}.rows`;
}

/**
 * Reads an uploaded XLSX to its end (in the reader thread) and keeps its rows beside it, returning
 * the first row (the headers), or undefined for an empty sheet. Kept, the rows cost the preview and
 * the job one line each instead of another parse of the workbook's XML, the job holds no shared
 * strings while it saves, and a broken worksheet shows at the upload.
 */
export async function keepWorkbookRows(file: string, heapMb: number): Promise<CatalogueCell[] | undefined> {
  const target = keptRowsFile(file);
  const out = createWriteStream(target);
  let first: CatalogueCell[] | undefined;
  try {
    // The thread, not readCatalogueRows: the rows file this writes exists from its first line on.
    for await (const row of readWorkbookInThread(file, heapMb)) {
      first ??= row;
      const line = `${JSON.stringify(row.map((cell) => (cell instanceof Date ? { date: cell.toISOString() } : cell)))}\n`;
      if (!out.write(line)) await once(out, 'drain');
    }
    out.end();
    await finished(out);
  } catch (error) {
    out.destroy();
    await rm(target, { force: true });
    throw error;
  }
  return first;
}

async function* readKeptRows(file: string): AsyncGenerator<CatalogueCell[]> {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (line === '') continue;
    const cells = JSON.parse(line) as (CatalogueCell | { date: string })[];
    yield cells.map((cell) =>
      cell !== null && typeof cell === 'object' && !(cell instanceof Date) ? new Date(cell.date) : cell,
    );
  }
}
