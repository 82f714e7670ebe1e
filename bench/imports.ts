// Catalogue imports at scale (issue 15): a 50,000-row CSV and a 50,000-row XLSX (exceljs's
// streaming writer) with the import template's columns, each run through the import job the
// /product/import screen starts (uploadImport, startImport, the job's batches through
// saveProducts) on PostgreSQL. Each import runs in a process of its own, which samples its own
// process.memoryUsage().rss every 100 ms: the peak is the import's, not the file generator's.
// When the job ends, every row must be in the search index: listing_search's marketplace rows
// whose search vector holds the file's own word are counted.
// Usage: npm run bench -- imports   (or npx tsx bench/imports.ts; BENCH_IMPORT_ROWS=2000 for a try,
// BENCH_IMPORT_FORMATS=csv for one format)
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOGUE_COLUMNS, type CatalogueColumn, defaultMapping } from '@patchbay/contract';
import ExcelJS from 'exceljs';
import pg from 'pg';
import {
  csvField,
  getImport,
  startImport,
  uploadImport,
} from '../apps/server/src/modules/catalog/product-imports.service';
import { benchContext, freshSeededDatabase, sellerAdmin } from './lib/app';
import { benchDatabaseUrl, siblingDatabaseUrl } from './lib/database';
import { writeSection } from './lib/results';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
const url = siblingDatabaseUrl(benchDatabaseUrl, '_imports');
/** BENCH_IMPORT_FORMATS=csv runs one of the two. */
const FORMATS = (process.env.BENCH_IMPORT_FORMATS ?? 'csv,xlsx')
  .split(',')
  .filter((f): f is 'csv' | 'xlsx' => f === 'csv' || f === 'xlsx');
const TARGET_SECONDS = 60;
const TARGET_RSS_MIB = 300;
const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** One catalogue row: every template column a seller fills, a word of the file's own in the name. */
function catalogueRow(format: 'csv' | 'xlsx', i: number): string[] {
  const n = String(i).padStart(6, '0');
  const price = (100 + (i % 900) + (i % 100) / 100).toFixed(2);
  const values: Partial<Record<CatalogueColumn, string>> = {
    name: `Bench${format} edge router ${n}`,
    displayName: `Edge router ${n}`,
    description: `Compact edge router, 4x 10GE SFP+, unit ${n}. Tested, "cleaned", reset; ships in 2 days.`,
    category: 'Routers',
    subCategory: 'Edge',
    minPrice: '10.00',
    maxPrice: '5000.00',
    price,
    totalPrice: price,
    minQuantity: '1',
    quantityMultiple: '1',
    numAvailable: String(1 + (i % 40)),
    condition: ['New', 'Used', 'Refurbished'][i % 3]!,
    minShippingEstimate: '2',
    maxShippingEstimate: '5',
    oemName: ['Cisco', 'Juniper', 'Arista', 'Nokia'][i % 4]!,
    oemModelName: `ASR ${9000 + (i % 50)}`,
    oemPartNumber: `BX-${format.toUpperCase()}-${n}`,
    sellerPartNumber: `BENCH-${format.toUpperCase()}-${n}`,
    sellerInternalLocation: `Aisle ${1 + (i % 20)}`,
    arrivalDate: '2026-01-15',
    productType: 'Router',
    weight: '18.5',
    weightUnit: 'lb',
    tags: '["edge","10GE"]',
    specifications: '[{"type":"Ports","value":"4x 10GE SFP+"}]',
    // Every fifth row has a volume tier: the index then writes its headline price.
    ...(i % 5 === 0
      ? { tieredPricing: `[{"minQty":10,"maxQty":null,"price":"${(Number(price) - 5).toFixed(2)}"}]` }
      : {}),
  };
  return CATALOGUE_COLUMNS.map((column) => values[column] ?? '');
}

async function writeCsv(file: string) {
  const out = createWriteStream(file);
  out.write(`\uFEFF${CATALOGUE_COLUMNS.join(',')}\r\n`);
  for (let i = 1; i <= ROWS; i++) {
    if (!out.write(`${catalogueRow('csv', i).map(csvField).join(',')}\r\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

async function writeXlsx(file: string) {
  // Shared strings, as Excel writes them: the reader then keeps the string table in memory.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow([...CATALOGUE_COLUMNS]).commit();
  for (let i = 1; i <= ROWS; i++) sheet.addRow(catalogueRow('xlsx', i)).commit();
  sheet.commit();
  await workbook.commit();
}

interface ImportRun {
  format: 'csv' | 'xlsx';
  seconds: number;
  peakRssMiB: number;
  startRssMiB: number;
  peakHeapMiB: number;
  status: string;
  created: number;
  failed: number;
  processedRows: number;
  error: string | null;
}

/** In the child process: the import the screen would run, timed, with this process's RSS sampled. */
async function importInThisProcess(format: 'csv' | 'xlsx', file: string): Promise<ImportRun> {
  const actor = await sellerAdmin(url);
  const app = await benchContext(url);
  let peak = process.memoryUsage().rss;
  let peakHeap = process.memoryUsage().heapUsed;
  const startRss = peak;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    peak = Math.max(peak, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  }, 100);
  const started = performance.now();
  try {
    const { createReadStream } = await import('node:fs');
    const uploaded = await uploadImport(
      app.ctx,
      actor,
      { mode: 'create' },
      { stream: createReadStream(file), fileName: path.basename(file) },
    );
    const mapping = defaultMapping(uploaded.import.headers);
    await startImport(app.ctx, actor, uploaded.import.id, mapping);
    let job = await getImport(app.ctx, actor, uploaded.import.id);
    while (!['done', 'failed', 'cancelled'].includes(job.status)) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      job = await getImport(app.ctx, actor, uploaded.import.id);
    }
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, process.memoryUsage().rss);
    return {
      format,
      seconds,
      peakRssMiB: mib(peak),
      startRssMiB: mib(startRss),
      peakHeapMiB: mib(peakHeap),
      status: job.status,
      created: job.created,
      failed: job.failed,
      processedRows: job.processedRows,
      error: job.error,
    };
  } finally {
    clearInterval(sampler);
    await app.close();
  }
}

/** Runs one import in a child process (the same script, `child` mode) and reads its figures. */
async function importInChild(format: 'csv' | 'xlsx', file: string): Promise<ImportRun> {
  const child = spawn(
    process.execPath,
    // The heap flags `npm start` gives the server, whose job runs imports (SERVER_HEAP_MB, decision 0027).
    [
      `--max-old-space-size=${process.env.SERVER_HEAP_MB ?? '192'}`,
      '--max-semi-space-size=8',
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      'child',
      format,
      file,
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: process.env,
    },
  );
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  const [code] = await once(child, 'exit');
  const line = out.trim().split('\n').pop() ?? '';
  if (code !== 0 || !line.startsWith('{'))
    throw new Error(`the ${format} import process ended with ${code}: ${out}`);
  return JSON.parse(line) as ImportRun;
}

/** Marketplace index rows found by the file's own word (what a search for it counts), and listings made. */
async function searchable(format: 'csv' | 'xlsx') {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ indexed: number; listings: number }>(
      `select
         (select count(*)::int from listing_search ls join storefronts s on s.id = ls.storefront_id
           where s.is_marketplace and ls.search_vector @@ to_tsquery('simple', $1)) as indexed,
         (select count(*)::int from listings l join products p on p.id = l.product_id
           where p.seller_part_number like $2 and l.deleted_at is null) as listings`,
      [`bench${format}`, `BENCH-${format.toUpperCase()}-%`],
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
}

export async function runImportsBench() {
  console.log(`imports: a fresh seeded database at ${url}`);
  await freshSeededDatabase(url);
  const dir = mkdtempSync(path.join(tmpdir(), 'patchbay-import-bench-'));
  const results: (ImportRun & {
    bytes: number;
    generateSeconds: number;
    indexed: number;
    listings: number;
  })[] = [];
  const loads: number[] = [];
  try {
    for (const format of FORMATS) {
      const file = path.join(dir, `catalogue-${ROWS}.${format}`);
      const generating = performance.now();
      await (format === 'csv' ? writeCsv(file) : writeXlsx(file));
      const generateSeconds = (performance.now() - generating) / 1000;
      const bytes = statSync(file).size;
      console.log(`  ${format}: ${ROWS} rows, ${mib(bytes)} MiB, written in ${generateSeconds.toFixed(1)} s`);
      loads.push(loadavg()[0]!);
      const run = await importInChild(format, file);
      loads.push(loadavg()[0]!);
      const counted = await searchable(format);
      console.log(
        `  ${format}: ${run.status} in ${run.seconds.toFixed(1)} s, peak RSS ${run.peakRssMiB} MiB (at start ${run.startRssMiB} MiB), created ${run.created}, failed ${run.failed}, indexed ${counted.indexed}`,
      );
      results.push({ ...run, bytes, generateSeconds, ...counted });
      rmSync(file, { force: true });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const ok = (r: (typeof results)[number]) =>
    r.status === 'done' &&
    r.created === ROWS &&
    r.indexed === ROWS &&
    r.seconds < TARGET_SECONDS &&
    r.peakRssMiB < TARGET_RSS_MIB;
  writeSection(
    'imports',
    `## Catalogue imports (50,000 rows)

Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench -- imports\` on this machine (2 cores shared
with other workers; load average ${loads.map((l) => l.toFixed(1)).join(', ')} around the runs), PostgreSQL 15, a fresh
database with the demo seed. Each file has the import template's columns (${CATALOGUE_COLUMNS.length}), ${ROWS.toLocaleString('en-US')} rows of new
products (every fifth with a volume tier), and goes through the import job the /product/import screen starts
(uploadImport, startImport, then the job's batches of 500 rows through saveProducts), mode "create", in a
process of its own that samples its own \`process.memoryUsage().rss\` every 100 ms. The time runs from the
upload to the job's "done" (it includes storing the file). "Searchable" counts the marketplace rows of
listing_search whose search vector holds the file's own word, when the job has ended.

| file | size | rows created | failed | searchable | wall time | peak RSS (at start) | targets met |
| --- | --- | --- | --- | --- | --- | --- | --- |
${results
  .map(
    (r) =>
      `| ${r.format.toUpperCase()} | ${mib(r.bytes)} MiB | ${r.created.toLocaleString('en-US')} | ${r.failed} | ${r.indexed.toLocaleString('en-US')} | ${r.seconds.toFixed(1)} s | ${r.peakRssMiB} MiB (${r.startRssMiB} MiB) | ${ok(r) ? 'yes' : '**no**'} |`,
  )
  .join('\n')}

Targets: under ${TARGET_SECONDS} s and under ${TARGET_RSS_MIB} MB peak RSS each, every row searchable when the job ends.
`,
  );
  if (!results.every(ok)) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === 'child') {
    const run = await importInThisProcess(process.argv[3] as 'csv' | 'xlsx', process.argv[4]!);
    process.stdout.write(`${JSON.stringify(run)}\n`);
    process.exit(0);
  } else {
    await runImportsBench();
  }
}
