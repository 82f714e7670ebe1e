import { PassThrough, Readable } from 'node:stream';
import type { AdminProductExportQuery } from '@patchbay/contract';
import type { AppContext } from '../../context';
import { loadExcel } from '../../lib/lazy-modules';
import { assertCan } from '../accounts/policy';
import { listingFilterFor } from './listings-admin.service';
import { findCategories, findEntriesPage, type ListingFilter } from './products.repository';
import { type CatalogueActor, EXPORT_COLUMNS, exportRowOf } from './products.service';

const PAGE = 500;

/** RFC 4180: a field with a quote, comma or line break is quoted, its quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

async function* exportRows(ctx: AppContext, filter: ListingFilter): AsyncGenerator<string[]> {
  const categoryRows = await findCategories(ctx.db);
  let after: string | null = null;
  for (;;) {
    const entries = await findEntriesPage(ctx.db, filter, after, PAGE);
    for (const entry of entries) yield exportRowOf(entry, categoryRows);
    if (entries.length < PAGE) return;
    after = entries[entries.length - 1]!.listing.id;
  }
}

/**
 * The filtered set of the data table as a file, written page by page as it is read (memory stays
 * flat however large the catalogue). CSV is UTF-8 with a byte-order mark, so spreadsheet programs
 * read non-Latin text right; every value is text, exact as stored (prices to the ten-thousandth).
 */
export async function exportProducts(
  ctx: AppContext,
  actor: CatalogueActor,
  query: AdminProductExportQuery,
): Promise<{ stream: Readable; contentType: string; filename: string }> {
  assertCan(actor, 'products.manage');
  const filter = listingFilterFor(actor, query);
  const stamp = ctx.now().toISOString().slice(0, 10);
  if (query.format === 'csv') {
    async function* csv() {
      yield `\uFEFF${EXPORT_COLUMNS.join(',')}\r\n`;
      for await (const row of exportRows(ctx, filter)) yield `${row.map(csvField).join(',')}\r\n`;
    }
    return {
      stream: Readable.from(csv()),
      contentType: 'text/csv; charset=utf-8',
      filename: `products-${stamp}.csv`,
    };
  }
  const ExcelJS = await loadExcel();
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow([...EXPORT_COLUMNS]).commit();
  (async () => {
    // Every cell is a string: a part number like '00123' or a price like '1.5000' stays as typed.
    for await (const row of exportRows(ctx, filter)) sheet.addRow(row).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error) => out.destroy(error as Error));
  return {
    stream: out,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    filename: `products-${stamp}.xlsx`,
  };
}
