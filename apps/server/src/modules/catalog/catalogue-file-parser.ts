// The catalogue file parsers: a CSV's here, read in the server (readCatalogueRows); an XLSX's in
// xlsx-rows.ts, read in the reader thread (catalogue-file-reader.worker.ts), which imports nothing
// else of the server to start small.
import { createReadStream } from 'node:fs';
import type { CatalogueCell } from '@patchbay/contract';
import { parse } from 'csv-parse';

/** A CSV record's most characters: a whole row of the template's fields, with room to spare. */
const MAX_RECORD_BYTES = 4 * 1024 * 1024;

/** The code of the error an XLSX's shared strings give when they outgrow the reader's bound. */
export const TOO_MUCH_TEXT = 'too_much_text';

/** What the reader thread is given: the XLSX to read, and how. */
export interface ReaderData {
  file: string;
  batchRows: number;
  /** The most bytes the workbook's shared strings may take (xlsx-rows.ts). */
  maxTextBytes: number;
}

/**
 * Reads a catalogue CSV row by row without holding it in memory: csv-parse over a file stream
 * (RFC 4180 quotes, commas and line breaks inside fields, a byte-order mark skipped). Each row is
 * its cells in column order. An XLSX is read by readXlsxRows (xlsx-rows.ts), in the reader thread.
 */
export async function* parseCsvRows(file: string): AsyncGenerator<CatalogueCell[]> {
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
