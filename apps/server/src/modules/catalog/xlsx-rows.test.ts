import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CatalogueCell } from '@patchbay/contract';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { writeZip } from '../../../test/zip';
import { TOO_MUCH_TEXT } from './catalogue-file-parser';
import { isDateFormatCode, readXlsxRows, SharedStrings, XlsxError, XlsxTooMuchText } from './xlsx-rows';

const dir = mkdtempSync(path.join(tmpdir(), 'xlsx-rows-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const newFile = () => path.join(dir, `${++files}.xlsx`);

async function leanRows(file: string, maxTextBytes = 64 * 1024 * 1024): Promise<CatalogueCell[][]> {
  const rows: CatalogueCell[][] = [];
  for await (const row of readXlsxRows(file, { maxTextBytes })) rows.push(row);
  return rows;
}

async function leanRowsOf(zip: Buffer, maxTextBytes?: number): Promise<CatalogueCell[][]> {
  const file = newFile();
  writeFileSync(file, zip);
  return leanRows(file, maxTextBytes);
}

// ---- The reading readXlsxRows replaced: exceljs's streaming reader, as parseCatalogueFile had it ----

/**
 * The rows, and which parts exceljs read. Its reader goes through the zip from the front, and now
 * and then its pass ends at the worksheet (about 1 workbook in 100 here, a different one each run):
 * it then reads the worksheet without the shared strings and styles stored after it ('[object
 * Object]' for each text, a serial number for each date), or fails without workbook.xml.
 */
async function exceljsRows(file: string): Promise<{ rows: CatalogueCell[][]; parts: string[] }> {
  const rows: CatalogueCell[][] = [];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'emit',
  });
  const parts: string[] = [];
  // exceljs's types leave out that its reader is an EventEmitter.
  (reader as unknown as NodeJS.EventEmitter).on('entry', (entry: { type: string }) => parts.push(entry.type));
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      const values = (row as ExcelJS.Row).values as unknown[];
      const cells = values.slice(1).map(excelCell);
      if (cells.some((c) => c !== '' && c !== null && c !== undefined)) rows.push(cells);
    }
    break;
  }
  return { rows, parts };
}

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

/** A row as readXlsxRows gives it: exceljs leaves a hole for an empty shared string and keeps a trailing ''. */
const trimmed = (row: readonly CatalogueCell[]) => {
  const cells = Array.from(row, (c) => c ?? '');
  while (cells.length > 0 && cells.at(-1) === '') cells.pop();
  return cells;
};

// ---- Workbooks exceljs writes, and what they hold ------------------------------------------------

type Result = string | number | boolean | Date | { error: string } | null;
type Spec =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'number'; value: number; format: string | null }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'date'; value: Date; format: string }
  | { kind: 'rich'; runs: string[] }
  | { kind: 'link'; text: string }
  | { kind: 'formula'; result: Result; format: string | null }
  | { kind: 'error'; error: string };

interface Book {
  writer: 'book' | 'stream';
  sharedStrings: boolean;
  styles: boolean;
  date1904: boolean;
  sheets: Spec[][][];
}

const NUMBER_FORMATS = ['0.00', '#,##0', '#,##0.00 "pcs"', '[Red]0.00', '0%', '@', '0.00E+00', '# ?/?'];
/** Built-in (mm-dd-yy is 14, d-mmm-yy 15, h:mm 20, m/d/yy "h":mm 22, mm:ss 45) and custom date formats. */
const DATE_FORMATS = [
  'mm-dd-yy',
  'd-mmm-yy',
  'h:mm',
  'm/d/yy "h":mm',
  'mm:ss',
  'yyyy-mm-dd',
  'dd/mm/yyyy',
  'yyyy-mm-dd hh:mm:ss',
  '[$-409]d mmmm yyyy;@',
  'dd"."mm"."yyyy',
];
const ERRORS = ['#N/A', '#DIV/0!', '#VALUE!', '#REF!', '#NAME?', '#NUM!', '#NULL!'];
const PIECES = [
  '"',
  ',',
  '\n',
  '\r\n',
  ' ',
  '  lead',
  'trail  ',
  '<',
  '>',
  '&',
  "'",
  ';',
  '\t',
  'Маршрутизатор',
  '路由器',
  'ünïcødé',
  'עברית',
  '😀',
  '👍🏽',
  '=1+1',
  '00123',
  '19.99',
  'a',
];
/** exceljs reads entities twice in a text cell not in the shared strings (utils.xmlDecode): &amp; becomes &. */
const ENTITIES = ['&amp;', '&lt;x&gt;', '&quot;'];
/** What XML can hold and exceljs writes as given: no control characters but tab and line breaks. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML 1.0 does not allow
const writable = (text: string) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/.test(text);

const textOf = (pieces: string[]) =>
  fc
    .oneof(
      fc.string({ unit: 'grapheme', maxLength: 16 }),
      fc.string({ unit: fc.constantFrom(...pieces), maxLength: 6 }),
    )
    .filter(writable);
const numberArb = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.constantFrom(19.99, 0.1, 1234.56, 12_345_678_901_234, Number.MAX_SAFE_INTEGER, -42.5),
);
const dateArb = fc.date({
  min: new Date('1904-01-02T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});

/**
 * Cells. `exceljsReadsRight` leaves out what exceljs's reader gets wrong (readXlsxRows does not):
 * a formula whose result is 0, '', false, an error or missing ('[object Object]'), true (1) or a date
 * (its serial number); an error cell ('[object Object]'); rich text outside the shared strings (its
 * last run only); entities in text outside the shared strings (decoded twice).
 */
function specArb(
  exceljsReadsRight: boolean,
  writer: Pick<Book, 'writer' | 'sharedStrings'>,
): fc.Arbitrary<Spec> {
  const text = exceljsReadsRight
    ? textOf(PIECES).filter((t) => !/&[a-z]*;/.test(t))
    : textOf([...PIECES, ...ENTITIES]);
  const result: fc.Arbitrary<Result> = exceljsReadsRight
    ? fc.oneof(
        text.filter((t) => t !== ''),
        numberArb.filter((n) => n !== 0),
      )
    : fc.oneof(
        text,
        numberArb,
        fc.boolean(),
        dateArb,
        fc.constantFrom(...ERRORS).map((error) => ({ error })),
        fc.constant(null),
      );
  const kinds: fc.Arbitrary<Spec>[] = [
    fc.constant({ kind: 'empty' as const }),
    text.map((t) => ({ kind: 'text' as const, text: t })),
    fc.record({
      kind: fc.constant('number' as const),
      value: numberArb,
      format: fc.option(fc.constantFrom(...NUMBER_FORMATS), { nil: null }),
    }),
    fc.boolean().map((value) => ({ kind: 'boolean' as const, value })),
    fc.record({
      kind: fc.constant('date' as const),
      value: dateArb,
      format: fc.constantFrom(...DATE_FORMATS),
    }),
    text.filter((t) => t !== '').map((t) => ({ kind: 'link' as const, text: t })),
    result.map((r) => ({
      kind: 'formula' as const,
      result: r,
      format: r instanceof Date ? (DATE_FORMATS[0] as string) : null,
    })),
  ];
  // exceljs's streaming writer gives every rich text of its shared strings the first one's entry.
  if (writer.writer === 'book' || (!exceljsReadsRight && !writer.sharedStrings)) {
    kinds.push(
      fc
        .array(
          text.filter((t) => t !== ''),
          { minLength: 1, maxLength: 3 },
        )
        .map((runs) => ({ kind: 'rich' as const, runs })),
    );
  }
  if (!exceljsReadsRight)
    kinds.push(fc.constantFrom(...ERRORS).map((error) => ({ kind: 'error' as const, error })));
  return fc.oneof(...kinds);
}

/** Workbooks written by exceljs's Workbook, or its streaming WorkbookWriter with or without shared strings and styles. */
function bookArb(exceljsReadsRight: boolean): fc.Arbitrary<Book> {
  const options = fc.oneof(
    fc.record({
      writer: fc.constant('book' as const),
      sharedStrings: fc.constant(true),
      styles: fc.constant(true),
      date1904: fc.boolean(),
    }),
    fc.record({
      writer: fc.constant('stream' as const),
      sharedStrings: fc.boolean(),
      styles: fc.boolean(),
      date1904: fc.constant(false),
    }),
  );
  return options.chain((o) => {
    const rows = fc.array(fc.array(specArb(exceljsReadsRight, o), { maxLength: 7 }), { maxLength: 8 });
    return fc.array(rows, { minLength: 1, maxLength: 3 }).map((sheets) => ({ ...o, sheets }));
  });
}

function exceljsValue(spec: Spec): ExcelJS.CellValue {
  switch (spec.kind) {
    case 'empty':
      return null;
    case 'text':
      return spec.text;
    case 'number':
    case 'boolean':
    case 'date':
      return spec.value;
    case 'rich':
      return {
        richText: spec.runs.map((text, i) => ({ text, font: i % 2 ? { bold: true } : { italic: true } })),
      };
    case 'link':
      return { text: spec.text, hyperlink: `https://example.com/${encodeURIComponent(spec.text)}` };
    case 'formula':
      return { formula: 'A1', result: spec.result ?? undefined } as ExcelJS.CellFormulaValue;
    case 'error':
      return { error: spec.error } as ExcelJS.CellErrorValue;
  }
}

const formatOf = (spec: Spec) => ('format' in spec ? spec.format : null);

function fill(sheet: ExcelJS.Worksheet, rows: Spec[][]) {
  for (const specs of rows) {
    const row = sheet.addRow(specs.map(exceljsValue));
    specs.forEach((spec, i) => {
      const format = formatOf(spec);
      if (format) row.getCell(i + 1).numFmt = format;
    });
    row.commit();
  }
}

async function writeBook(book: Book): Promise<string> {
  const file = newFile();
  if (book.writer === 'book') {
    const workbook = new ExcelJS.Workbook();
    workbook.properties.date1904 = book.date1904;
    for (const [i, rows] of book.sheets.entries()) fill(workbook.addWorksheet(`Sheet ${i + 1}`), rows);
    await workbook.xlsx.writeFile(file);
    return file;
  }
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: book.sharedStrings,
    useStyles: book.styles,
  });
  for (const [i, rows] of book.sheets.entries()) {
    const sheet = workbook.addWorksheet(`Sheet ${i + 1}`);
    fill(sheet, rows);
    sheet.commit();
  }
  await workbook.commit();
  return file;
}

/** XML reads a line break written as \r\n or \r as \n. */
const lines = (text: string) => text.replace(/\r\n?/g, '\n');
const plainZero = (n: number) => (n === 0 ? 0 : n);

/**
 * A date as exceljs writes it (its serial number as text) and reads it back. Its cell always has a
 * date format: the streaming writer without styles still gives dates its style for mm-dd-yy.
 */
function serialDate(date: Date, book: Book): Date {
  const offset = book.date1904 ? 1462 : 0;
  const serial = Number(String(25569 + date.getTime() / 86_400_000 - offset));
  return new Date(Math.round((serial - 25569 + offset) * 86_400_000));
}

/** What a cell holds, as a spreadsheet program shows it. */
function expectedCell(spec: Spec, book: Book): CatalogueCell {
  switch (spec.kind) {
    case 'empty':
      return '';
    case 'text':
    case 'link':
      return lines(spec.text);
    case 'number':
      return plainZero(spec.value);
    case 'boolean':
      return spec.value;
    case 'date':
      return serialDate(spec.value, book);
    case 'rich':
      return lines(spec.runs.join(''));
    case 'error':
      return spec.error;
    case 'formula': {
      const r = spec.result;
      if (r === null) return '';
      if (r instanceof Date) return serialDate(r, book);
      if (typeof r === 'object') return r.error;
      return typeof r === 'string' ? lines(r) : typeof r === 'number' ? plainZero(r) : r;
    }
  }
}

const expectedRows = (book: Book) =>
  (book.sheets[0] ?? [])
    .map((specs) => trimmed(specs.map((s) => expectedCell(s, book))))
    .filter((r) => r.length > 0);

describe('readXlsxRows', () => {
  it('reads what exceljs’s streaming reader read, for every workbook exceljs writes and reads right', async () => {
    await fc.assert(
      fc.asyncProperty(bookArb(true), async (book) => {
        const file = await writeBook(book);
        const lean = await leanRows(file);
        expect(lean).toEqual(expectedRows(book));
        // A workbook whose parts exceljs did not all reach is no comparison (exceljsRows says why).
        const exceljs = await exceljsRows(file).catch(() => null);
        fc.pre(
          exceljs?.parts.includes('styles') === true &&
            exceljs.parts.includes('shared-strings') === book.sharedStrings,
        );
        expect(lean).toEqual(exceljs.rows.map(trimmed));
      }),
      { numRuns: 80 },
    );
  });

  it('reads what the cells hold where exceljs did not: formula results, error cells, inline rich text, entities', async () => {
    await fc.assert(
      fc.asyncProperty(bookArb(false), async (book) => {
        expect(await leanRows(await writeBook(book))).toEqual(expectedRows(book));
      }),
      { numRuns: 80 },
    );
  });
});

// ---- Workbooks written by hand: what other programs may write ------------------------------------

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const relationships = (rels: [id: string, type: string, target: string][]) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels
    .map(
      ([id, type, target]) => `<Relationship Id="${id}" Type="${RELATIONSHIPS}/${type}" Target="${target}"/>`,
    )
    .join('')}</Relationships>`;

/** A workbook's parts as Excel names them: one worksheet with these rows, shared strings and styles if given. */
function workbookParts(sheet: {
  rows: string;
  strings?: string[];
  styles?: string;
  workbookPr?: string;
}): Record<string, string> {
  return {
    '_rels/.rels': relationships([['rId1', 'officeDocument', 'xl/workbook.xml']]),
    'xl/workbook.xml': `<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">${sheet.workbookPr ?? ''}<sheets><sheet name="Products" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': relationships([
      ['rId1', 'worksheet', 'worksheets/sheet1.xml'],
      ['rId2', 'sharedStrings', 'sharedStrings.xml'],
      ['rId3', 'styles', 'styles.xml'],
    ]),
    'xl/worksheets/sheet1.xml': `<worksheet xmlns="${MAIN}"><sheetData>${sheet.rows}</sheetData></worksheet>`,
    ...(sheet.strings && {
      'xl/sharedStrings.xml': `<sst xmlns="${MAIN}">${sheet.strings.map((si) => `<si>${si}</si>`).join('')}</sst>`,
    }),
    ...(sheet.styles && { 'xl/styles.xml': `<styleSheet xmlns="${MAIN}">${sheet.styles}</styleSheet>` }),
  };
}

describe('readXlsxRows on workbooks exceljs does not write', () => {
  it('reads the first sheet of workbook.xml that is a worksheet, whatever its name and the order of the parts', async () => {
    const zip = writeZip({
      'xl/worksheets/data.xml': `<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row></sheetData></worksheet>`,
      // Part names are case-insensitive: the relationship says sharedStrings.xml.
      'xl/SharedStrings.xml': `<sst xmlns="${MAIN}"><si><t>first</t></si><si><t>sheet</t></si></sst>`,
      'xl/worksheets/sheet1.xml': `<worksheet xmlns="${MAIN}"><sheetData><row><c t="inlineStr"><is><t>second sheet</t></is></c></row></sheetData></worksheet>`,
      'xl/chartsheets/sheet1.xml': `<chartsheet xmlns="${MAIN}"/>`,
      'xl/_rels/workbook.xml.rels': relationships([
        ['rId1', 'worksheet', 'worksheets/sheet1.xml'],
        ['rId2', 'chartsheet', 'chartsheets/sheet1.xml'],
        ['rId7', 'worksheet', '/xl/worksheets/data.xml'],
        ['rId3', 'sharedStrings', 'sharedStrings.xml'],
      ]),
      'xl/workbook.xml': `<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="Chart" sheetId="3" r:id="rId2"/><sheet name="Data" sheetId="2" r:id="rId7"/><sheet name="Second" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      '_rels/.rels': relationships([['rId1', 'officeDocument', 'xl/workbook.xml']]),
    });
    expect(await leanRowsOf(zip)).toEqual([['first', 'sheet']]);
  });

  it('joins rich-text runs, leaves out phonetic readings, keeps spaces and line breaks, decodes entities and CDATA', async () => {
    const zip = writeZip(
      workbookParts({
        rows: `<row r="1">${['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((col, i) => `<c r="${col}1" t="s"><v>${i}</v></c>`).join('')}</row>`,
        strings: [
          '<t>plain</t>',
          '<r><rPr><b/><sz val="11"/></rPr><t>Bold</t></r><r><t xml:space="preserve"> and plain</t></r>',
          '<t>漢字</t><rPh sb="0" eb="2"><t>かんじ</t></rPh><phoneticPr fontId="1"/>',
          '<t xml:space="preserve">  two\nlines  </t>',
          '<t>Tom &amp; &quot;Jerry&quot; &lt;3 &#x1F600;</t>',
          '<t><![CDATA[a <b> & c]]></t>',
          '<t/>',
        ],
      }),
    );
    expect(await leanRowsOf(zip)).toEqual([
      ['plain', 'Bold and plain', '漢字', '  two\nlines  ', 'Tom & "Jerry" <3 😀', 'a <b> & c'],
    ]);
  });

  it('places cells by their reference (gaps are ""), or one after another without one, and reads every cell type', async () => {
    const day = (iso: string) => new Date(iso);
    const zip = writeZip(
      workbookParts({
        strings: ['<t>x</t>', '<t/>'],
        rows: [
          `<row r="1"><c r="B1" t="inlineStr"><is><r><rPr><b/></rPr><t>in</t></r><r><t xml:space="preserve">line </t></r><rPh sb="0" eb="1"><t>ignored</t></rPh></is></c><c r="D1" t="str"><f>A1</f><v>&amp;lt;kept&amp;gt;</v></c></row>`,
          '<row><c t="b"><v>1</v></c><c t="b"><v>0</v></c><c t="e"><f>1/0</f><v>#DIV/0!</v></c><c t="d"><v>2026-02-01</v></c><c t="d"><v>2026-02-01T10:30:00</v></c><c t="d"><v>2026-02-01T10:30:00+02:00</v></c><c><v>19.99</v></c><c><f>A1-A1</f><v>0</v></c><c t="b"><f>TRUE()</f><v>1</v></c><c t="n"><v>12345678901234</v></c></row>',
          // No value: a styled empty cell, a formula never calculated, an empty shared string.
          '<row r="3"><c r="A3" s="1"/><c r="B3"><f>A1</f></c><c r="C3" t="s"><v>1</v></c></row>',
          '<row r="5"><c r="C5" t="s"><v>0</v></c><c r="AB5"><v>7</v></c></row>',
        ].join(''),
      }),
    );
    expect(await leanRowsOf(zip)).toEqual([
      ['', 'inline ', '', '&lt;kept&gt;'],
      [
        true,
        false,
        '#DIV/0!',
        day('2026-02-01T00:00:00Z'),
        day('2026-02-01T10:30:00Z'),
        day('2026-02-01T08:30:00Z'),
        19.99,
        0,
        true,
        12_345_678_901_234,
      ],
      ['', '', 'x', ...Array(24).fill(''), 7],
    ]);
  });

  it('reads a number as a date when its style’s format is a date, built in or custom, in either date system', async () => {
    const styles = [
      '<numFmts count="4"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/><numFmt numFmtId="165" formatCode="#,##0.00 &quot;days&quot;"/>',
      '<numFmt numFmtId="166" formatCode="dd\\.mm\\.yyyy"/><numFmt numFmtId="167" formatCode="[Red]#,##0"/></numFmts>',
      // Neither the cell style formats nor the differential formats shift the cells' style indexes.
      '<cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs>',
      '<cellXfs count="9"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="165"/><xf numFmtId="31"/>',
      '<xf numFmtId="2"/><xf numFmtId="22"/><xf numFmtId="166"/><xf numFmtId="167"/></cellXfs>',
      '<dxfs count="1"><dxf><numFmt numFmtId="168" formatCode="yyyy"/></dxf></dxfs>',
    ].join('');
    const row = (serial: number) =>
      `<row>${[0, 1, 2, 3, 4, 5, 6, 7, 8, 99].map((s) => `<c s="${s}"><v>${serial}</v></c>`).join('')}</row>`;
    const noon = new Date('2026-02-01T12:00:00Z');
    const read = (serial: number) => [serial, noon, noon, serial, noon, serial, noon, noon, serial, serial];
    expect(await leanRowsOf(writeZip(workbookParts({ rows: row(46054.5), styles })))).toEqual([
      read(46054.5),
    ]);
    const in1904 = workbookParts({ rows: row(44592.5), styles, workbookPr: '<workbookPr date1904="1"/>' });
    expect(await leanRowsOf(writeZip(in1904))).toEqual([read(44592.5)]);
  });

  it('reads elements with a namespace prefix', async () => {
    const parts = workbookParts({ rows: '' });
    parts['xl/workbook.xml'] =
      `<x:workbook xmlns:x="${MAIN}" xmlns:rel="${RELATIONSHIPS}"><x:sheets><x:sheet name="S" sheetId="1" rel:id="rId1"/></x:sheets></x:workbook>`;
    parts['xl/worksheets/sheet1.xml'] =
      `<x:worksheet xmlns:x="${MAIN}"><x:sheetData><x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>prefixed</x:t></x:is></x:c></x:row></x:sheetData></x:worksheet>`;
    expect(await leanRowsOf(writeZip(parts))).toEqual([['prefixed']]);
  });

  it('refuses a file it cannot read as a workbook, saying why', async () => {
    const refusal = async (zip: Buffer, message: RegExp) => {
      const error = await leanRowsOf(zip).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(XlsxError);
      expect((error as Error).message).toMatch(message);
    };
    await refusal(Buffer.from('PK\u0003\u0004 and then no zip at all'), /not a readable zip/);
    await refusal(writeZip({ 'hello.txt': 'hello' }), /a zip but not an XLSX workbook/);
    const noSheet = workbookParts({ rows: '' });
    delete noSheet['xl/worksheets/sheet1.xml'];
    await refusal(writeZip(noSheet), /has no xl\/worksheets\/sheet1\.xml/);
    const noSheets = workbookParts({ rows: '' });
    noSheets['xl/workbook.xml'] = `<workbook xmlns="${MAIN}"><sheets/></workbook>`;
    await refusal(writeZip(noSheets), /has no worksheet/);
    await refusal(writeZip(workbookParts({ rows: '<row><c><v>1</v></row>' })), /sheet1\.xml cannot be read/);
    await refusal(
      writeZip(workbookParts({ rows: '<row><c t="s"><v>5</v></c></row>', strings: ['<t>x</t>'] })),
      /refers to shared string 5; the workbook has 1/,
    );
    await refusal(
      writeZip(workbookParts({ rows: '<row><c r="XFE1"><v>1</v></c></row>' })),
      /beyond column XFD/,
    );
  });

  it('refuses shared strings beyond the bound it is given', async () => {
    const zip = writeZip(workbookParts({ rows: '', strings: ['<t>0123456789</t>', '<t>0123456789</t>'] }));
    expect(await leanRowsOf(zip, 28)).toEqual([]);
    const error = await leanRowsOf(zip, 27).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(XlsxTooMuchText);
    expect((error as XlsxTooMuchText).code).toBe(TOO_MUCH_TEXT);
  });
});

describe('SharedStrings', () => {
  it('gives back every string pushed, across the growth of its buffer and offsets', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 40 }), { minLength: 4000, maxLength: 6000 }),
        (strings) => {
          const table = new SharedStrings(64 * 1024 * 1024);
          const all = [...strings, 'é'.repeat(70_000), '😀'];
          for (const text of all) table.push(text);
          expect(table.count).toBe(all.length);
          for (const [i, text] of all.entries()) expect(table.get(i)).toBe(text);
        },
      ),
      { numRuns: 10 },
    );
  });

  it('counts each string’s UTF-8 bytes and 4 bytes of offset against its bound', () => {
    const table = new SharedStrings(20);
    table.push('éé'); // 4 bytes and 4
    table.push('abcdefgh'); // 8 bytes and 4: 20 in all
    expect(() => table.push('')).toThrow(XlsxTooMuchText);
    expect([table.get(0), table.get(1)]).toEqual(['éé', 'abcdefgh']);
  });
});

describe('isDateFormatCode', () => {
  it.each([
    ['yyyy-mm-dd', true],
    ['[h]:mm:ss', true],
    ['d-mmm-yy', true],
    ['[$-409]d mmmm yyyy;@', true],
    ['0.00', false],
    ['#,##0.00 "days"', false],
    ['[Red]#,##0', false],
    ['General', false],
    ['@', false],
  ])('%s is a date: %s', (code, date) => {
    expect(isDateFormatCode(code)).toBe(date);
  });
});
