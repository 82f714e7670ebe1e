import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CATALOGUE_COLUMNS,
  type CatalogueCell,
  type CatalogueColumn,
  catalogueRowInput,
  cellText,
  defaultMapping,
  IMPORT_PREVIEW_ROWS,
  type ImportMapping,
  productImportMessages as m,
  type ProductImport,
  type ProductImportListQuery,
  type ProductImportListResponse,
  type ProductImportPreviewResponse,
  type ProductImportResponse,
  type ProductImportUploadQuery,
  type SessionUser,
} from '@patchbay/contract';
import { catalogueProductSchema } from '@patchbay/domain';
import type { AppContext } from '../../context';
import { AppError, conflict, invalidData, notFound } from '../../lib/errors';
import { uuidv7 } from '../../lib/ids';
import { assertCan, inScope, isOperator, organizationScope } from '../accounts/policy';
import {
  keepWorkbookRows,
  keptRowsFile,
  readCatalogueRows,
  sniffCatalogueFormat,
} from './product-import-files';
import {
  claimImport,
  findFailures,
  findImport,
  findImportActor,
  findImports,
  findMapping,
  findWaitingImportIds,
  insertImport,
  organizationExists,
  type ProductImportListRow,
  recordBatch,
  saveMapping,
  updateImport,
} from './product-imports.repository';
import { findProductIdBySellerPartNumber } from './products.repository';
import { type SaveOutcome, type SaveProductRow, saveProducts } from './products.service';

/**
 * Catalogue imports (docs/catalogue.md): a CSV or XLSX file is stored under its id, its columns
 * are mapped to fields (remembered per organization), the first rows previewed with the form's
 * messages, then a job reads the file in batches and saves them through the catalogue write
 * service (`saveProducts`: the form's rules, search index, history and mirror rows). Counts and
 * failed rows are written after every batch, so /uploadstatus follows along and a cancel takes
 * effect at the next batch.
 */

/** Rows per saveProducts call: one transaction each. */
export const IMPORT_BATCH_SIZE = 500;
/** A running import whose heartbeat is older than this lost its process and is taken over. */
const STALE_AFTER_MS = 2 * 60_000;

const importNotFound = () => notFound(m.notFound);

function importsDir(ctx: AppContext): string {
  return path.join(ctx.config.dataDir, 'imports');
}
function importFile(ctx: AppContext, id: string): string {
  return path.join(importsDir(ctx), id);
}

function toProductImport(row: ProductImportListRow, offered?: Record<string, string>): ProductImport {
  const r = row.row;
  return {
    id: r.id,
    organization: { id: r.organizationId, name: row.organizationName },
    createdBy: row.createdBy,
    mode: r.mode,
    format: r.format,
    fileName: r.fileName,
    headers: r.headers,
    mapping: r.mapping ?? offered ?? {},
    status: r.status,
    totalRows: r.totalRows,
    processedRows: r.processedRows,
    created: r.created,
    updated: r.updated,
    skipped: r.skipped,
    failed: r.failed,
    error: r.error,
    createdAt: r.createdAt.toISOString(),
    startedAt: r.startedAt?.toISOString() ?? null,
    finishedAt: r.finishedAt?.toISOString() ?? null,
  };
}

/** The organization's last mapping where its headers are in this file, else the headers that name fields. */
async function offeredMapping(ctx: AppContext, organizationId: string, headers: string[]) {
  const saved = await findMapping(ctx.db, organizationId);
  const fallback = defaultMapping(headers) as Record<string, string>;
  if (!saved) return fallback;
  const kept = Object.fromEntries(Object.entries(saved).filter(([, header]) => headers.includes(header)));
  return Object.keys(kept).length > 0 ? kept : fallback;
}

/** An import the actor may see: their organization's (the operator: any). */
async function loadImport(ctx: AppContext, actor: SessionUser, id: string) {
  assertCan(actor, 'products.import');
  const row = await findImport(ctx.db, id);
  if (!row || !inScope(actor, row.row.organizationId)) throw importNotFound();
  return row;
}

/** POST /api/admin/product-imports: stores the file and reads its header row. */
export async function uploadImport(
  ctx: AppContext,
  actor: SessionUser,
  query: ProductImportUploadQuery,
  file: { stream: Readable; fileName: string },
): Promise<ProductImportResponse> {
  assertCan(actor, 'products.import');
  let organizationId = actor.organization?.id ?? null;
  if (query.organizationId && query.organizationId !== organizationId) {
    if (!isOperator(actor) || !(await organizationExists(ctx.db, query.organizationId))) {
      throw notFound('Organization not found');
    }
    organizationId = query.organizationId;
  }
  if (!organizationId)
    throw invalidData('Choose the organization', { organizationId: 'Choose the organization' });

  const id = uuidv7();
  await mkdir(importsDir(ctx), { recursive: true });
  const target = importFile(ctx, id);
  try {
    await pipeline(file.stream, createWriteStream(target));
    if ((file.stream as { truncated?: boolean }).truncated)
      throw invalidData(m.fileTooLarge, { file: m.fileTooLarge });
    const handle = await open(target, 'r');
    const head = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    await handle.close();
    const format = sniffCatalogueFormat(head.subarray(0, bytesRead), file.fileName);
    if (!format || bytesRead === 0) throw invalidData(m.fileType, { file: m.fileType });
    let headers: string[] | undefined;
    try {
      const first =
        format === 'xlsx'
          ? await keepWorkbookRows(target, ctx.config.importReaderHeapMb)
          : await firstRow(readCatalogueRows(target, format, ctx.config.importReaderHeapMb));
      headers = first?.map((cell) => cellText(cell).trim());
    } catch (error) {
      // A workbook too large for the reader says so; anything else the parser refused is no CSV or XLSX.
      if (error instanceof AppError) throw error;
      throw invalidData(m.fileType, { file: m.fileType });
    }
    if (!headers || headers.every((h) => h === '')) throw invalidData(m.noHeader, { file: m.noHeader });
    await insertImport(ctx.db, {
      id,
      organizationId,
      createdByUserId: actor.id,
      mode: query.mode,
      format,
      fileName: file.fileName.slice(0, 255),
      headers,
      createdAt: ctx.now(),
    });
  } catch (error) {
    await rm(target, { force: true });
    await rm(keptRowsFile(target), { force: true });
    throw error;
  }
  const row = await findImport(ctx.db, id);
  if (!row) throw importNotFound();
  return {
    import: toProductImport(row, await offeredMapping(ctx, organizationId, row.row.headers)),
    message: 'File uploaded',
  };
}

export async function getImport(ctx: AppContext, actor: SessionUser, id: string): Promise<ProductImport> {
  const row = await loadImport(ctx, actor, id);
  const offered = row.row.mapping
    ? undefined
    : await offeredMapping(ctx, row.row.organizationId, row.row.headers);
  return toProductImport(row, offered);
}

export async function listImports(
  ctx: AppContext,
  actor: SessionUser,
  query: ProductImportListQuery,
): Promise<ProductImportListResponse> {
  assertCan(actor, 'products.import');
  const scope = organizationScope(actor);
  if (scope !== null && query.organizationId && query.organizationId !== scope)
    throw notFound('Organization not found');
  const rows = await findImports(ctx.db, scope ?? query.organizationId ?? null);
  return { items: rows.map((row) => toProductImport(row)) };
}

/** Every mapped header must be one of the file's. */
function checkMapping(headers: readonly string[], mapping: ImportMapping): void {
  const fields: Record<string, string> = {};
  for (const [column, header] of Object.entries(mapping)) {
    if (!headers.includes(header)) fields[`mapping.${column}`] = m.unknownHeader;
  }
  if (Object.keys(fields).length > 0) throw invalidData(m.unknownHeader, fields);
  if (!Object.keys(mapping).some((k) => k !== 'productId' && k !== 'listingId')) {
    throw invalidData(m.notMapped, { mapping: m.notMapped });
  }
}

/** One file row read through the mapping: field -> cell. */
function mappedCells(
  headers: readonly string[],
  mapping: Record<string, string>,
  row: readonly CatalogueCell[],
): Partial<Record<CatalogueColumn, CatalogueCell>> {
  const cells: Partial<Record<CatalogueColumn, CatalogueCell>> = {};
  for (const [column, header] of Object.entries(mapping)) {
    const index = headers.indexOf(header);
    if (index >= 0) cells[column as CatalogueColumn] = row[index] ?? '';
  }
  return cells;
}

/** The form's rules' messages for one row, field by field (empty when the row is good). */
function rowErrors(input: unknown): Record<string, string> {
  const parsed = catalogueProductSchema.safeParse(input);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  return errors;
}

/** POST /api/admin/product-imports/{id}/preview: the first 50 rows through a mapping, with their errors. */
export async function previewImport(
  ctx: AppContext,
  actor: SessionUser,
  id: string,
  mapping: ImportMapping,
): Promise<ProductImportPreviewResponse> {
  const row = await loadImport(ctx, actor, id);
  const { headers, format } = row.row;
  checkMapping(headers, mapping);
  const rows: ProductImportPreviewResponse['rows'] = [];
  let line = 0;
  for await (const cells of readCatalogueRows(importFile(ctx, id), format, ctx.config.importReaderHeapMb)) {
    line += 1;
    if (line === 1) continue;
    const mapped = mappedCells(headers, mapping, cells);
    const { input } = catalogueRowInput(mapped);
    const values = Object.fromEntries(Object.entries(mapped).map(([k, v]) => [k, cellText(v)]));
    rows.push({ rowNumber: line, values, errors: rowErrors(input) });
    if (rows.length >= IMPORT_PREVIEW_ROWS) break;
  }
  return { rows };
}

/** POST /api/admin/product-imports/{id}/start: remembers the mapping and queues the job. */
export async function startImport(
  ctx: AppContext,
  actor: SessionUser,
  id: string,
  mapping: ImportMapping,
): Promise<ProductImportResponse> {
  const row = await loadImport(ctx, actor, id);
  checkMapping(row.row.headers, mapping);
  const now = ctx.now();
  const queued = await updateImport(ctx.db, id, { mapping, status: 'queued' }, ['uploaded']);
  if (!queued) throw conflict(m.alreadyStarted);
  await saveMapping(ctx.db, row.row.organizationId, mapping, now);
  kickImport(ctx, id);
  return { import: await getImport(ctx, actor, id), message: m.started };
}

/** POST /api/admin/product-imports/{id}/cancel: at once when waiting, else at the next batch. */
export async function cancelImport(
  ctx: AppContext,
  actor: SessionUser,
  id: string,
): Promise<ProductImportResponse> {
  await loadImport(ctx, actor, id);
  const now = ctx.now();
  const waiting = await updateImport(ctx.db, id, { status: 'cancelled', finishedAt: now }, [
    'uploaded',
    'queued',
  ]);
  if (!waiting) {
    const running = await updateImport(ctx.db, id, { status: 'cancelling' }, ['running']);
    if (!running) throw conflict(m.notCancellable);
  }
  return { import: await getImport(ctx, actor, id), message: m.cancelled };
}

/** RFC 4180: a field with a quote, comma or line break is quoted, its quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * GET /api/admin/product-imports/{id}/failed-rows: the failed rows as a CSV file: the line they
 * had in the uploaded file, their cells as read, and why they failed. Fixed, it can be imported
 * again with the same mapping (the extra columns are not mapped).
 */
export async function failedRowsFile(ctx: AppContext, actor: SessionUser, id: string) {
  const row = await loadImport(ctx, actor, id);
  const failures = await findFailures(ctx.db, id);
  const lines = [
    ['row', ...row.row.headers, 'errors'],
    ...failures.map((f) => [String(f.rowNumber), ...f.cells, f.message]),
  ];
  const body = `\uFEFF${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
  const base = row.row.fileName.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '_') || 'import';
  return { body, fileName: `${base}-failed-rows.csv` };
}

/** GET /api/admin/product-imports/template: the columns, and one example row. */
export async function importTemplate(
  format: 'csv' | 'xlsx',
): Promise<{ body: Buffer; contentType: string; fileName: string }> {
  const example: Partial<Record<CatalogueColumn, string>> = {
    name: 'Cisco ASR 9001 Edge Router',
    displayName: 'Cisco ASR-9001',
    description: 'Compact edge router, 4x 10GE SFP+',
    category: 'Routers',
    subCategory: 'Edge',
    minPrice: '4000.00',
    maxPrice: '6000.00',
    price: '4500.00',
    totalPrice: '4500.00',
    minQuantity: '1',
    quantityMultiple: '1',
    numAvailable: '3',
    condition: 'Used',
    minShippingEstimate: '2',
    maxShippingEstimate: '5',
    oemName: 'Cisco',
    oemModelName: 'ASR 9000',
    oemPartNumber: 'ASR-9001',
    sellerPartNumber: 'NW-ASR-9001',
    sellerInternalLocation: 'Aisle 4',
    arrivalDate: '2026-01-15',
    productType: 'Router',
    weight: '18.5',
    weightUnit: 'lb',
    tags: '["edge","10GE"]',
    specifications: '[{"type":"Ports","value":"4x 10GE SFP+"}]',
    tieredPricing: '[{"minQty":2,"maxQty":null,"price":"4400.00"}]',
  };
  const header = [...CATALOGUE_COLUMNS];
  const values = header.map((column) => example[column] ?? '');
  if (format === 'csv') {
    return {
      body: Buffer.from(`\uFEFF${header.join(',')}\r\n${values.map(csvField).join(',')}\r\n`),
      contentType: 'text/csv; charset=utf-8',
      fileName: 'product-import-template.csv',
    };
  }
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow(header);
  sheet.addRow(values);
  return {
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName: 'product-import-template.xlsx',
  };
}

// ---- The job -----------------------------------------------------------------------------------

/** Imports running in this process: a second kick of the same one is a no-op. */
const running = new Set<string>();

/** Starts an import in this process after its request; the scheduled job picks up what is left. */
export function kickImport(ctx: AppContext, id: string): void {
  setImmediate(() => {
    void runImport(ctx, id);
  });
}

/** The scheduled sweep (every minute, pg-boss): imports queued or abandoned by a stopped process. */
export async function runWaitingImports(ctx: AppContext): Promise<number> {
  const ids = await findWaitingImportIds(ctx.db, new Date(ctx.now().getTime() - STALE_AFTER_MS));
  for (const id of ids) await runImport(ctx, id);
  return ids.length;
}

function failureMessage(outcome: Extract<SaveOutcome, { status: 'failed' }>): string {
  const entries = Object.entries(outcome.fields);
  return entries.length > 0
    ? entries.map(([field, message]) => `${field}: ${message}`).join('; ')
    : outcome.message;
}

/**
 * Runs one import to its end: claims it (one process only), reads the file from the row after the
 * last one counted, and saves it in batches. Never throws: a broken file or a failed batch ends
 * the import as failed, with the reason.
 */
export async function runImport(ctx: AppContext, id: string): Promise<void> {
  if (running.has(id)) return;
  running.add(id);
  try {
    const now = ctx.now();
    const claimed = await claimImport(ctx.db, id, now, new Date(now.getTime() - STALE_AFTER_MS));
    if (!claimed) return;
    try {
      await processImport(ctx, claimed);
    } catch (error) {
      const message = error instanceof AppError ? error.message : 'The file could not be read to its end';
      await updateImport(ctx.db, id, { status: 'failed', error: message, finishedAt: ctx.now() }, [
        'running',
        'cancelling',
      ]);
    }
  } finally {
    running.delete(id);
  }
}

async function processImport(
  ctx: AppContext,
  job: NonNullable<Awaited<ReturnType<typeof claimImport>>>,
): Promise<void> {
  const user = await findImportActor(ctx.db, job.createdByUserId);
  if (!user) throw new AppError('forbidden', 'The user who started this import no longer exists');
  const actor = { id: user.id, role: user.role, organization: user.organization };
  const mapping = job.mapping ?? {};
  const skip = job.processedRows;
  let line = 0;
  let batch: { rowNumber: number; cells: string[]; row: SaveProductRow | null; failure?: string }[] = [];

  const flush = async (): Promise<boolean> => {
    const toSave = batch.filter((b) => b.row !== null);
    const outcomes = toSave.length
      ? await saveProducts(
          ctx,
          actor,
          toSave.map((b) => b.row!),
          {
            source: 'import',
            organizationId: job.organizationId,
            ...(job.mode === 'create' ? { matchBy: 'sellerPartNumber' as const } : {}),
          },
        )
      : [];
    const counts = { created: 0, updated: 0, skipped: 0 };
    const failures: { rowNumber: number; cells: string[]; message: string }[] = [];
    let next = 0;
    for (const entry of batch) {
      if (entry.row === null) {
        failures.push({ rowNumber: entry.rowNumber, cells: entry.cells, message: entry.failure ?? '' });
        continue;
      }
      const outcome = outcomes[next++]!;
      if (outcome.status === 'failed') {
        failures.push({ rowNumber: entry.rowNumber, cells: entry.cells, message: failureMessage(outcome) });
      } else if (outcome.status === 'created') counts.created += 1;
      else if (outcome.status === 'updated') counts.updated += 1;
      else counts.skipped += 1;
    }
    const status = await ctx.db.transaction((tx) =>
      recordBatch(tx, job.id, { rows: batch.length, ...counts, failures, now: ctx.now() }),
    );
    batch = [];
    return status === 'running';
  };

  for await (const cells of readCatalogueRows(
    importFile(ctx, job.id),
    job.format,
    ctx.config.importReaderHeapMb,
  )) {
    line += 1;
    if (line === 1 || line - 1 <= skip) continue;
    const texts = job.headers.map((_, i) => cellText(cells[i]));
    const { productId, input } = catalogueRowInput(mappedCells(job.headers, mapping, cells));
    let row: SaveProductRow | null = { productId, input };
    let failure: string | undefined;
    if (job.mode === 'update' && !productId) {
      // An update touches only products the organization has: by id, else by its seller part number.
      const spn = typeof input.sellerPartNumber === 'string' ? input.sellerPartNumber : '';
      const found = spn ? await findProductIdBySellerPartNumber(ctx.db, job.organizationId, spn) : null;
      if (found) row = { productId: found, input };
      else {
        row = null;
        failure = m.productNotFound;
      }
    }
    batch.push({ rowNumber: line, cells: texts, row, ...(failure ? { failure } : {}) });
    if (batch.length >= IMPORT_BATCH_SIZE && !(await flush())) return finishCancelled(ctx, job.id);
  }
  if (batch.length > 0 && !(await flush())) return finishCancelled(ctx, job.id);
  const total = Math.max(line - 1, 0);
  const done = await updateImport(
    ctx.db,
    job.id,
    { status: 'done', totalRows: total, finishedAt: ctx.now() },
    ['running'],
  );
  if (!done) await finishCancelled(ctx, job.id);
}

async function finishCancelled(ctx: AppContext, id: string): Promise<void> {
  await updateImport(ctx.db, id, { status: 'cancelled', finishedAt: ctx.now() }, ['cancelling', 'running']);
}

/** A file's first row (its headers), the reading stopped there. */
async function firstRow(rows: AsyncGenerator<CatalogueCell[]>): Promise<CatalogueCell[] | undefined> {
  for await (const row of rows) return row;
  return undefined;
}
