// The catalogue file parsers: a CSV's in the server (readCatalogueRows), an XLSX's (xlsx-rows.ts) in
// the reader thread (catalogue-file-reader.worker.ts), which imports nothing else of the server to
// start small.
import { createReadStream } from 'node:fs';
import type { CatalogueCell } from '@patchbay/contract';
import { parse } from 'csv-parse';

/** A CSV record's most characters: a whole row of the template's fields, with room to spare. */
const MAX_RECORD_BYTES = 4 * 1024 * 1024;

/** The code of the error an XLSX's shared strings give when they outgrow the reader's bound. */
export const TOO_MUCH_TEXT = 'too_much_text';

/** What the reader thread is given. */
export interface ReaderData {
  file: string;
  format: 'csv' | 'xlsx';
  batchRows: number;
  /** The most bytes an XLSX's shared strings may take (xlsx-rows.ts). */
  maxTextBytes: number;
}

/**
 * Reads a catalogue file row by row without holding it in memory: csv-parse over a file stream
 * (RFC 4180 quotes, commas and line breaks inside fields, a byte-order mark skipped), or
 * readXlsxRows for XLSX (the first worksheet; its shared strings bounded by maxTextBytes). Each row
 * is its cells in column order.
 */
export async function* parseCatalogueFile(
  file: string,
  format: 'csv' | 'xlsx',
  maxTextBytes: number,
): AsyncGenerator<CatalogueCell[]> {
  if (format === 'xlsx') {
    // Imported when first needed: the server's own thread reads only CSV.
    const { readXlsxRows } = await import('./xlsx-rows');
    yield* readXlsxRows(file, { maxTextBytes });
    return;
  }
  const parser = createReadStream(file).pipe(
    parse({
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      // One record is held at a time; a file that never closes a quote must not grow it without end.
      max_record_size: MAX_RECORD_BYTES,
    }),
  );
  for await (const record of parser) yield record as string[];
}
