import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CATALOGUE_COLUMNS, productImportMessages } from '@patchbay/contract';
import { messages } from '@patchbay/domain';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogFixtures, createCatalogFixtures, createSessionToken } from '../../../test/fixtures';
import { createClock, createTestApp, type TestApp } from '../../../test/helpers';
import { waitFor } from '../../../test/poll';
import { writeZip } from '../../../test/zip';
import { listings, products } from '../../db/schema/index';
import { csvField } from './product-imports.service';

/** The columns of a catalogue row, as a seller's file would have them. */
const HEADER = [
  'name',
  'displayName',
  'description',
  'category',
  'subCategory',
  'minPrice',
  'maxPrice',
  'price',
  'totalPrice',
  'minQuantity',
  'quantityMultiple',
  'numAvailable',
  'condition',
  'minShippingEstimate',
  'maxShippingEstimate',
  'oemName',
  'oemModelName',
  'oemPartNumber',
  'sellerPartNumber',
  'sellerInternalLocation',
  'arrivalDate',
  'productType',
];

function row(over: Record<string, string>): string[] {
  const base: Record<string, string> = {
    name: 'Optic',
    displayName: 'Optic',
    description: 'An optic',
    category: 'Routers',
    subCategory: 'Edge',
    minPrice: '10',
    maxPrice: '5000',
    price: '100',
    totalPrice: '100',
    minQuantity: '1',
    quantityMultiple: '1',
    numAvailable: '5',
    condition: 'New',
    minShippingEstimate: '1',
    maxShippingEstimate: '3',
    oemName: 'Cisco',
    oemModelName: 'Model',
    oemPartNumber: 'PN',
    sellerPartNumber: 'SPN',
    sellerInternalLocation: 'Shelf 1',
    arrivalDate: '2026-02-01',
    productType: 'Router',
    ...over,
  };
  return HEADER.map((h) => base[h] ?? '');
}

const csv = (rows: string[][]) => `${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;

/** Quotes, commas, line breaks and non-Latin text in fields; a price to the cent. */
const tricky = row({
  name: 'Router "Pro", 4-port',
  displayName: 'Маршрутизатор 路由器 "Pro"',
  description: 'Line one, with a comma\nLine two: "quoted"\nLine three — ünïcødé',
  oemPartNumber: 'IMP-0001',
  sellerPartNumber: 'NW-IMP-0001',
  price: '1234.56',
  totalPrice: '1234.56',
});
const plain = row({
  name: 'Plain switch',
  displayName: 'Plain switch',
  oemPartNumber: 'IMP-0002',
  sellerPartNumber: 'NW-IMP-0002',
  price: '99.99',
});
/** Out of the product's price range: SPEC.md §5's message. */
const bad = row({
  oemPartNumber: 'IMP-0003',
  sellerPartNumber: 'NW-IMP-0003',
  price: '9000',
  totalPrice: '9000',
});

describe('catalogue imports', () => {
  let t: TestApp;
  let fx: CatalogFixtures;
  const clock = createClock('2026-03-04T15:00:00Z');
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    fx = await createCatalogFixtures(t.db);
    const u = fx.users;
    for (const [name, user] of Object.entries({
      operator: u.operator,
      northwindAdmin: u.northwindAdmin,
      northwindSpecialist: u.northwindSpecialist,
      cobaltAdmin: u.cobaltAdmin,
      buyer: u.acmeBuyer,
    })) {
      tokens[name] = await createSessionToken(t.db, user.id, clock.now());
    }
  });
  afterAll(() => t.close());

  const admin = (who: string, method: InjectOptions['method'], url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { host: 'admin.localhost', authorization: `Bearer ${tokens[who]}` },
      ...(payload ? { payload } : {}),
    });
  const upload = (who: string, fileName: string, content: Buffer | string, query = '') => {
    const boundary = '----patchbayimport';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.isBuffer(content) ? content : Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/product-imports${query}`,
      headers: {
        host: 'admin.localhost',
        authorization: `Bearer ${tokens[who]}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
  };
  /** Uploads, starts with the offered mapping, and waits for the job to end. */
  const runImport = async (who: string, fileName: string, content: Buffer | string, query = '') => {
    const up = await upload(who, fileName, content, query);
    expect(up.statusCode).toBe(201);
    const { id, mapping } = up.json().import;
    const start = await admin(who, 'POST', `/product-imports/${id}/start`, { mapping });
    expect(start.statusCode).toBe(202);
    return waitFor(async () => {
      const body = (await admin(who, 'GET', `/product-imports/${id}`)).json();
      return ['done', 'failed', 'cancelled'].includes(body.status) ? body : undefined;
    }, 120_000);
  };
  const search = async (host: string, q: string) =>
    (
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/listings?q=${encodeURIComponent(q)}`,
          headers: { host },
        })
      ).json().items as { id: string }[]
    ).length;

  it('the template has every column of the export, and an example row that imports', async () => {
    const res = await admin('northwindAdmin', 'GET', '/product-imports/template?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const [header, example] = parse(res.body, { bom: true }) as string[][];
    expect(header).toEqual([...CATALOGUE_COLUMNS]);
    expect(example).toHaveLength(CATALOGUE_COLUMNS.length);
    const xlsx = await admin('northwindAdmin', 'GET', '/product-imports/template?format=xlsx');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const done = await runImport('northwindAdmin', 'template.xlsx', xlsx.rawPayload);
    expect(done).toMatchObject({ status: 'done', created: 1, failed: 0 });
  });

  let firstImportId: string;
  it('previews the first rows with the form’s messages, then imports good, bad and duplicate rows: the failed-rows file lists exactly the bad one', async () => {
    const file = csv([HEADER, tricky, plain, bad, tricky]);
    const up = await upload('northwindAdmin', 'catalogue.csv', file);
    expect(up.statusCode).toBe(201);
    const created = up.json().import;
    expect(created).toMatchObject({ status: 'uploaded', format: 'csv', headers: HEADER, mode: 'create' });
    expect(Object.keys(created.mapping).sort()).toEqual([...HEADER].sort());
    firstImportId = created.id;

    const preview = await admin('northwindAdmin', 'POST', `/product-imports/${created.id}/preview`, {
      mapping: created.mapping,
    });
    expect(preview.statusCode).toBe(200);
    const rows = preview.json().rows as {
      rowNumber: number;
      errors: Record<string, string>;
      values: Record<string, string>;
    }[];
    expect(rows.map((r) => r.rowNumber)).toEqual([2, 3, 4, 5]);
    expect(rows.map((r) => r.errors)).toEqual([{}, {}, { price: messages.salePriceRange }, {}]);
    expect(rows[0]!.values.description).toBe(tricky[2]);

    const start = await admin('northwindAdmin', 'POST', `/product-imports/${created.id}/start`, {
      mapping: created.mapping,
    });
    expect(start.statusCode).toBe(202);
    const done = await waitFor(async () => {
      const body = (await admin('northwindAdmin', 'GET', `/product-imports/${created.id}`)).json();
      return body.status === 'done' ? body : undefined;
    }, 120_000);
    expect(done).toMatchObject({
      totalRows: 4,
      processedRows: 4,
      created: 2,
      updated: 0,
      skipped: 1,
      failed: 1,
    });

    const failed = await admin('northwindAdmin', 'GET', `/product-imports/${created.id}/failed-rows`);
    expect(failed.statusCode).toBe(200);
    const [failedHeader, ...failedRows] = parse(failed.body, { bom: true }) as string[][];
    expect(failedHeader).toEqual(['row', ...HEADER, 'errors']);
    expect(failedRows).toEqual([['4', ...bad, `price: ${messages.salePriceRange}`]]);

    // Text survives byte for byte; the price is exact to the cent; the listing is searchable at once.
    const [product] = await t.db.select().from(products).where(eq(products.oemPartNumber, 'IMP-0001'));
    expect(product).toMatchObject({ name: tricky[0], displayName: tricky[1], description: tricky[2] });
    const [listing] = await t.db.select().from(listings).where(eq(listings.productId, product!.id));
    expect(listing).toMatchObject({ price: '1234.5600', organizationId: fx.organizations.northwind.id });
    expect(await search('northwind.localhost', 'IMP-0001')).toBe(1);
    expect(await search('localhost', 'IMP-0002')).toBe(1);
    expect(await search('northwind.localhost', 'IMP-0003')).toBe(0);

    expect(
      (
        await admin('northwindAdmin', 'POST', `/product-imports/${created.id}/start`, {
          mapping: created.mapping,
        })
      ).json(),
    ).toEqual({
      error: { code: 'conflict', message: productImportMessages.alreadyStarted },
    });
  });

  it('the same file imported again changes nothing', async () => {
    const done = await runImport('northwindAdmin', 'again.csv', csv([HEADER, tricky, plain, bad, tricky]));
    expect(done).toMatchObject({ status: 'done', created: 0, updated: 0, skipped: 3, failed: 1 });
  });

  it('the same rows as XLSX (prices as number cells, dates as date cells) change nothing either; a changed price updates exactly', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Products');
    sheet.addRow(HEADER);
    const priceIndex = HEADER.indexOf('price');
    const dateIndex = HEADER.indexOf('arrivalDate');
    // The upload keeps the workbook's rows in a file of its own (keepWorkbookRows): typed cells survive it.
    const numeric = (r: string[]) =>
      r.map((cell, i) =>
        i === priceIndex ? Number(cell) : i === dateIndex ? new Date(`${cell}T00:00:00Z`) : cell,
      );
    sheet.addRow(numeric(tricky));
    sheet.addRow(numeric(plain));
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const done = await runImport('northwindAdmin', 'catalogue.xlsx', buffer);
    expect(done).toMatchObject({
      status: 'done',
      format: 'xlsx',
      created: 0,
      updated: 0,
      skipped: 2,
      failed: 0,
    });

    const changed = [...plain];
    changed[priceIndex] = '88.1';
    const update = await runImport('northwindAdmin', 'update.csv', csv([HEADER, changed]), '?mode=update');
    expect(update).toMatchObject({ status: 'done', mode: 'update', updated: 1, created: 0 });
    const [product] = await t.db.select().from(products).where(eq(products.oemPartNumber, 'IMP-0002'));
    const [listing] = await t.db
      .select()
      .from(listings)
      .where(
        and(eq(listings.productId, product!.id), eq(listings.organizationId, fx.organizations.northwind.id)),
      );
    expect(listing!.price).toBe('88.1000');
  });

  it('round trip: the catalogue exported to CSV and to XLSX imports back unchanged, 0 changes, prices to the cent', async () => {
    // The imported rows above hold quotes, commas, line breaks and non-Latin text, and 1234.56.
    for (const format of ['csv', 'xlsx'] as const) {
      const exported = await admin('northwindAdmin', 'GET', `/products/export?format=${format}&q=IMP-000`);
      expect(exported.statusCode).toBe(200);
      const file = format === 'csv' ? exported.body : exported.rawPayload;
      if (format === 'csv') expect(exported.body).toContain('Маршрутизатор 路由器');
      const done = await runImport('northwindAdmin', `export.${format}`, file, '?mode=update');
      expect(done).toMatchObject({ status: 'done', created: 0, updated: 0, skipped: 2, failed: 0 });
    }
    const [product] = await t.db.select().from(products).where(eq(products.oemPartNumber, 'IMP-0001'));
    expect(product!.displayName).toBe('Маршрутизатор 路由器 "Pro"');
    expect(product!.description).toBe('Line one, with a comma\nLine two: "quoted"\nLine three — ünïcødé');
    const [listing] = await t.db
      .select()
      .from(listings)
      .where(
        and(eq(listings.productId, product!.id), eq(listings.organizationId, fx.organizations.northwind.id)),
      );
    expect(listing!.price).toBe('1234.5600');
  });

  it('an update import never creates: an unknown seller part number is a failed row', async () => {
    const done = await runImport(
      'northwindAdmin',
      'update.csv',
      csv([HEADER, row({ oemPartNumber: 'NEW-1', sellerPartNumber: 'NW-NEW-1' })]),
      '?mode=update',
    );
    expect(done).toMatchObject({ status: 'done', created: 0, failed: 1 });
    const failed = await admin('northwindAdmin', 'GET', `/product-imports/${done.id}/failed-rows`);
    const [, only] = parse(failed.body, { bom: true }) as string[][];
    expect(only!.at(-1)).toBe(productImportMessages.productNotFound);
  });

  it('remembers the organization’s mapping of other headers', async () => {
    const headers = HEADER.map((h) => (h === 'oemPartNumber' ? 'Part #' : h));
    const first = await upload(
      'northwindAdmin',
      'mine.csv',
      csv([headers, row({ oemPartNumber: 'IMP-0010', sellerPartNumber: 'NW-IMP-0010' })]),
    );
    const { id, mapping } = first.json().import;
    expect(mapping.oemPartNumber).toBeUndefined();
    const full = { ...mapping, oemPartNumber: 'Part #' };
    expect(
      (await admin('northwindAdmin', 'POST', `/product-imports/${id}/start`, { mapping: full })).statusCode,
    ).toBe(202);
    const second = await upload('northwindAdmin', 'mine-again.csv', csv([headers]));
    expect(second.json().import.mapping.oemPartNumber).toBe('Part #');
    // Another organization is offered its own (none): by header name only.
    const cobalt = await upload('cobaltAdmin', 'theirs.csv', csv([headers]));
    expect(cobalt.json().import.mapping.oemPartNumber).toBeUndefined();
    const unknown = await admin(
      'northwindAdmin',
      'POST',
      `/product-imports/${second.json().import.id}/preview`,
      {
        mapping: { oemPartNumber: 'Nope' },
      },
    );
    expect(unknown.json().error).toMatchObject({
      code: 'invalid_data',
      fields: { 'mapping.oemPartNumber': productImportMessages.unknownHeader },
    });
  });

  it('cancels a waiting import; a finished one is 409', async () => {
    const up = await upload('northwindAdmin', 'cancel.csv', csv([HEADER, plain]));
    const id = up.json().import.id;
    const cancelled = await admin('northwindAdmin', 'POST', `/product-imports/${id}/cancel`);
    expect(cancelled.json()).toMatchObject({
      message: productImportMessages.cancelled,
      import: { status: 'cancelled' },
    });
    expect(
      (
        await admin('northwindAdmin', 'POST', `/product-imports/${id}/start`, {
          mapping: up.json().import.mapping,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await admin('northwindAdmin', 'POST', `/product-imports/${firstImportId}/cancel`)).statusCode,
    ).toBe(409);
  });

  it('another organization’s import is 404; a buyer is 403; a file that is not text is 400', async () => {
    expect((await admin('cobaltAdmin', 'GET', `/product-imports/${firstImportId}`)).statusCode).toBe(404);
    expect(
      (await admin('cobaltAdmin', 'GET', `/product-imports/${firstImportId}/failed-rows`)).statusCode,
    ).toBe(404);
    expect((await admin('cobaltAdmin', 'POST', `/product-imports/${firstImportId}/cancel`)).statusCode).toBe(
      404,
    );
    const cobaltList = (await admin('cobaltAdmin', 'GET', '/product-imports')).json().items as {
      organization: { id: string };
    }[];
    expect(cobaltList.every((i) => i.organization.id === fx.organizations.cobalt.id)).toBe(true);
    expect((await admin('buyer', 'GET', '/product-imports')).statusCode).toBe(403);
    const other = await upload(
      'northwindAdmin',
      'x.csv',
      csv([HEADER]),
      `?organizationId=${fx.organizations.cobalt.id}`,
    );
    expect(other.statusCode).toBe(404);
    const binary = await upload('northwindAdmin', 'x.csv', Buffer.from([0x00, 0x01, 0x02, 0xff]));
    expect(binary.json()).toEqual({
      error: {
        code: 'invalid_data',
        message: productImportMessages.fileType,
        fields: { file: productImportMessages.fileType },
      },
    });
    // A zip that is no workbook (the reader thread reports why; the upload says what it takes).
    const before = (await admin('northwindAdmin', 'GET', '/product-imports')).json().items.length;
    const zip = await upload('northwindAdmin', 'x.xlsx', writeZip({ 'word/document.xml': '<document/>' }));
    expect(zip.statusCode).toBe(400);
    expect(zip.json().error.message).toBe(productImportMessages.fileType);
    expect((await admin('northwindAdmin', 'GET', '/product-imports')).json().items).toHaveLength(before);
  });

  it('a workbook whose text outgrows the reader is refused with a message; the server goes on', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'patchbay-huge-'));
    // A workbook written as exceljs streams it, so the test does not hold it all either.
    const workbook = async (name: string, useSharedStrings: boolean, rows: unknown[][]) => {
      const file = path.join(dir, name);
      const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings });
      const sheet = writer.addWorksheet('Products');
      sheet.addRow(HEADER).commit();
      for (const r of rows) sheet.addRow(r).commit();
      sheet.commit();
      await writer.commit();
      return readFileSync(file);
    };
    const files = {
      // 20,000 distinct texts of about 2,400 bytes: 47 MB of shared strings, over a 32 MiB reader's bound.
      'huge.xlsx': await workbook(
        'huge.xlsx',
        true,
        Array.from({ length: 20_000 }, (_, i) => [`Router ${i}`, `${i} `.repeat(400)]),
      ),
      // One cell of 48 MB (inline): more than a 32 MiB reader thread's heap holds.
      'cell.xlsx': await workbook('cell.xlsx', false, [['Router', 'x'.repeat(48 * 1024 * 1024)]]),
    };
    rmSync(dir, { recursive: true, force: true });
    const config = t.ctx.config as { importReaderHeapMb: number };
    const before = (await admin('northwindAdmin', 'GET', '/product-imports')).json().items.length;
    const bound = config.importReaderHeapMb;
    config.importReaderHeapMb = 32;
    try {
      for (const [name, file] of Object.entries(files)) {
        const refused = await upload('northwindAdmin', name, file);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error).toEqual({
          code: 'invalid_data',
          message: productImportMessages.tooMuchText,
          fields: { file: productImportMessages.tooMuchText },
        });
      }
    } finally {
      config.importReaderHeapMb = bound;
    }
    // Nothing kept, and the next import reads as before.
    expect((await admin('northwindAdmin', 'GET', '/product-imports')).json().items).toHaveLength(before);
    const after = await runImport(
      'northwindAdmin',
      'after.csv',
      csv([HEADER, row({ oemPartNumber: 'HEAP-0001', sellerPartNumber: 'NW-HEAP-0001' })]),
    );
    expect(after).toMatchObject({ status: 'done', processedRows: 1 });
  });

  it('the operator imports into any organization (/allbackendbulkdataupdate) and sees every import', async () => {
    const done = await runImport(
      'operator',
      'cobalt.csv',
      csv([HEADER, row({ oemPartNumber: 'OPS-0001', sellerPartNumber: 'CB-OPS-0001' })]),
      `?organizationId=${fx.organizations.cobalt.id}`,
    );
    expect(done).toMatchObject({
      status: 'done',
      created: 1,
      organization: { id: fx.organizations.cobalt.id },
    });
    expect(await search('cobalt.localhost', 'OPS-0001')).toBe(1);
    const all = (await admin('operator', 'GET', '/product-imports')).json().items as {
      organization: { id: string };
    }[];
    expect(new Set(all.map((i) => i.organization.id))).toEqual(
      new Set([fx.organizations.northwind.id, fx.organizations.cobalt.id]),
    );
  });
});
