import { createReadStream } from 'node:fs';
import type { CatalogueCell } from '@patchbay/contract';
import { parse } from 'csv-parse';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../lib/lazy-modules';

/**
 * Reads a catalogue file row by row without holding it in memory: csv-parse over a file stream
 * (RFC 4180 quotes, commas and line breaks inside fields, a byte-order mark skipped), or exceljs's
 * streaming reader for XLSX (the first worksheet). Each row is its cells in column order.
 */
export async function* readCatalogueRows(
  file: string,
  format: 'csv' | 'xlsx',
): AsyncGenerator<CatalogueCell[]> {
  if (format === 'csv') {
    const parser = createReadStream(file).pipe(
      parse({ bom: true, relax_column_count: true, skip_empty_lines: true }),
    );
    for await (const record of parser) yield record as string[];
    return;
  }
  const Excel = await loadExcel();
  const reader = new Excel.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
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

/** The file type a file's first bytes say it is: XLSX is a zip, anything else is read as CSV text. */
export function sniffCatalogueFormat(head: Buffer, fileName: string): 'csv' | 'xlsx' | null {
  if (head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) {
    return 'xlsx';
  }
  // A CSV is text: no NUL byte in its first kilobytes.
  if (head.includes(0)) return null;
  return /\.(csv|txt)$/i.test(fileName) || head.length > 0 ? 'csv' : null;
}
