import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, isIn } from './common';
import { organizations, users } from './organizations';

export const productImportModes = ['create', 'update'] as const;
export type ProductImportMode = (typeof productImportModes)[number];
export const productImportFormats = ['csv', 'xlsx'] as const;
export type ProductImportFormat = (typeof productImportFormats)[number];
/** uploaded: waiting for its mapping; queued -> running -> done | failed; cancelling -> cancelled. */
export const productImportStatuses = [
  'uploaded',
  'queued',
  'running',
  'cancelling',
  'cancelled',
  'done',
  'failed',
] as const;
export type ProductImportStatus = (typeof productImportStatuses)[number];

/**
 * A catalogue file uploaded for import (/product/import, /product/updateimport, /uploadstatus):
 * the file itself lies in the data folder under its id; the job reads it in batches and keeps the
 * counts here as it goes (docs/catalogue.md).
 */
export const productImports = pgTable(
  'product_imports',
  {
    id: id(),
    /** The organization the rows belong to (the operator names it). */
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: productImportModes }).notNull(),
    format: text('format', { enum: productImportFormats }).notNull(),
    fileName: text('file_name').notNull(),
    /** The file's header row, as written. */
    headers: jsonb('headers').$type<string[]>().notNull(),
    /** Field key -> header, as the user mapped it. */
    mapping: jsonb('mapping').$type<Record<string, string>>(),
    status: text('status', { enum: productImportStatuses }).notNull().default('uploaded'),
    totalRows: integer('total_rows'),
    processedRows: integer('processed_rows').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** Written after every batch: a running import without one for minutes lost its process. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('product_imports_mode_check', isIn(t.mode, productImportModes)),
    check('product_imports_format_check', isIn(t.format, productImportFormats)),
    check('product_imports_status_check', isIn(t.status, productImportStatuses)),
    index('product_imports_organization_id_idx').on(t.organizationId, t.createdAt),
    index('product_imports_status_idx').on(t.status).where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/** One failed row of an import, with the cells as read and the messages: the failed-rows file. */
export const productImportFailures = pgTable(
  'product_import_failures',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => productImports.id, { onDelete: 'cascade' }),
    /** The row's line in the file, the header being line 1. */
    rowNumber: integer('row_number').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
    message: text('message').notNull(),
  },
  (t) => [index('product_import_failures_import_id_idx').on(t.importId, t.rowNumber)],
);

/** The column mapping an organization used last, offered again at its next import. */
export const productImportMappings = pgTable('product_import_mappings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
