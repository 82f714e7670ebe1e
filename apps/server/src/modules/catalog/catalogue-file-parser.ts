// The catalogue file parsers: a CSV's in the server (readCatalogueRows), an XLSX's in the reader
// thread (catalogue-file-reader.worker.ts), which imports nothing else of the server to start small.
import { createReadStream } from 'node:fs';
import type { CatalogueCell } from '@patchbay/contract';
import { parse } from 'csv-parse';
import type ExcelJS from 'exceljs';

/** A CSV record's most characters: a whole row of the template's fields, with room to spare. */
const MAX_RECORD_BYTES = 4 * 1024 * 1024;

/** What the reader thread is given. */
export interface ReaderData {
  file: string;
  format: 'csv' | 'xlsx';
  batchRows: number;
}

/**
 * Reads a catalogue file row by row without holding it in memory: csv-parse over a file stream
 * (RFC 4180 quotes, commas and line breaks inside fields, a byte-order mark skipped), or exceljs's
 * streaming reader for XLSX (the first worksheet). Each row is its cells in column order.
 */
export async function* parseCatalogueFile(
  file: string,
  format: 'csv' | 'xlsx',
): AsyncGenerator<CatalogueCell[]> {
  if (format === 'csv') {
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
    return;
  }
  const Excel = (await import('exceljs')).default;
  const reader = new Excel.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // The styles say which number cells are dates: without them a date cell reads as its serial number.
    styles: 'cache',
    worksheets: 'emit',
  });
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      const values = (row as ExcelJS.Row).values as unknown[];
      // exceljs numbers cells from 1; index 0 is always empty.
      const cells = values.slice(1).map(excelCell);
      if (cells.some((c) => c !== '' && c !== null && c !== undefined)) yield cells;
    }
    // Only the first worksheet holds the catalogue.
    return;
  }
}

/** A cell's value as text or a plain value: rich text joined, a formula's result, a link's text. */
function excelCell(value: unknown): CatalogueCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return excelCell(v.result);
    if (typeof v.text === 'string') return v.text;
  }
  return String(value);
}
