// An XLSX workbook's rows, read lean (decision 0035): the zip is opened with random access (yauzl),
// so the parts are read in the order the rows need them whatever order the file holds them in
// (Excel and exceljs write the shared strings after the worksheet); each part is parsed as a
// stream (saxes), and the shared strings are kept as one buffer of UTF-8 bytes with their offsets
// instead of one JavaScript string each. It runs in the reader thread (catalogue-file-reader.worker.ts).
import { constants } from 'node:buffer';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { CatalogueCell } from '@patchbay/contract';
import { SaxesParser } from 'saxes';
import yauzl from 'yauzl';
import { TOO_MUCH_TEXT } from './catalogue-file-parser';

/** A file this reader cannot read as a workbook: not an XLSX, or a part it needs missing or broken. */
export class XlsxError extends Error {}

/** The workbook's shared strings outgrow the bound the reader was given. */
export class XlsxTooMuchText extends Error {
  readonly code = TOO_MUCH_TEXT;
}

/** Excel's last column (XFD): a cell reference past it is a broken file, not a row to allocate. */
const MAX_COLUMNS = 16_384;

/**
 * The rows of the workbook's first worksheet (the first sheet of workbook.xml that is a worksheet),
 * each its cells in column order: text, a number, a boolean, or a Date for a number whose style is a
 * date format (readDateStyles) or an ISO date cell. Gaps between cells are '', rows with no value
 * are skipped. A formula gives its cached result, a link its text, an error cell its text (#N/A).
 * The shared strings may take at most maxTextBytes (their UTF-8 bytes and 4 bytes of offset each).
 */
export async function* readXlsxRows(
  file: string,
  { maxTextBytes }: { maxTextBytes: number },
): AsyncGenerator<CatalogueCell[]> {
  const zip = await openZip(file);
  try {
    const parts = await findParts(zip);
    const dateStyles = parts.styles ? await readDateStyles(zip, parts.styles) : [];
    const strings = new SharedStrings(maxTextBytes);
    if (parts.sharedStrings) await readSharedStrings(zip, parts.sharedStrings, strings);
    const sheet = new SheetRows(strings, dateStyles, parts.date1904);
    for await (const _ of xmlEvents(zip, parts.worksheet, sheet)) yield* sheet.take();
    yield* sheet.take();
  } finally {
    zip.file.close();
  }
}

// ---- The zip ------------------------------------------------------------------------------------

interface Zip {
  file: yauzl.ZipFile;
  /** Entries by lower-case name: part names are case-insensitive (Open Packaging Conventions). */
  entries: Map<string, yauzl.Entry>;
}

/** Opens the zip and reads its central directory (names and offsets only, not the parts). */
function openZip(file: string): Promise<Zip> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, zipFile) => {
      if (error || !zipFile) {
        reject(new XlsxError(`The file is not a readable zip: ${error?.message ?? 'no entries'}`));
        return;
      }
      const entries = new Map<string, yauzl.Entry>();
      zipFile.on('entry', (entry: yauzl.Entry) => {
        entries.set(entry.fileName.toLowerCase(), entry);
        zipFile.readEntry();
      });
      zipFile.on('end', () => resolve({ file: zipFile, entries }));
      zipFile.on('error', (failure: Error) => {
        zipFile.close();
        reject(new XlsxError(`The file is not a readable zip: ${failure.message}`));
      });
      zipFile.readEntry();
    });
  });
}

function openPart(zip: Zip, part: string): Promise<Readable> {
  const entry = zip.entries.get(part);
  if (!entry) return Promise.reject(new XlsxError(`The workbook has no ${part}`));
  return new Promise((resolve, reject) => {
    zip.file.openReadStream(entry, (error, stream) => {
      if (error) reject(new XlsxError(`The workbook's ${part} cannot be read: ${error.message}`));
      else resolve(stream);
    });
  });
}

// ---- XML ----------------------------------------------------------------------------------------

interface XmlHandler {
  /** Element names without their namespace prefix (`x:c` is `c`). */
  open(name: string, attributes: Record<string, string>): void;
  close(name: string): void;
  text?(text: string): void;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Parses one part as a stream, calling the handler for each element and text (entities and CDATA
 * decoded by the parser); yields after each chunk, so a reader can take what the chunk gave.
 */
async function* xmlEvents(zip: Zip, part: string, handler: XmlHandler): AsyncGenerator<void> {
  const stream = await openPart(zip, part);
  const parser = new SaxesParser({ position: false });
  parser.on('opentag', (tag) => handler.open(localName(tag.name), tag.attributes as Record<string, string>));
  parser.on('closetag', (tag) => handler.close(localName(tag.name)));
  const text = handler.text?.bind(handler);
  if (text) {
    parser.on('text', text);
    parser.on('cdata', text);
  }
  // One decoder for the whole part: a character split between two chunks is decoded whole.
  const decoder = new StringDecoder('utf8');
  try {
    for await (const chunk of stream) {
      const decoded = decoder.write(chunk as Buffer);
      if (decoded !== '') parser.write(decoded);
      yield;
    }
    const rest = decoder.end();
    if (rest !== '') parser.write(rest);
    parser.close();
  } catch (error) {
    if (error instanceof XlsxError || error instanceof XlsxTooMuchText) throw error;
    throw new XlsxError(`The workbook's ${part} cannot be read: ${(error as Error).message}`);
  } finally {
    stream.destroy();
  }
}

async function parsePart(zip: Zip, part: string, handler: XmlHandler): Promise<void> {
  for await (const _ of xmlEvents(zip, part, handler));
}

// ---- Which parts ---------------------------------------------------------------------------------

interface Relationship {
  type: string;
  target: string;
}

/** A relationships part's entries by id, targets resolved to part names; none when it is missing. */
async function readRelationships(zip: Zip, source: string): Promise<Map<string, Relationship>> {
  // The package's own relationships (source '') are _rels/.rels; xl/workbook.xml's xl/_rels/workbook.xml.rels.
  const base = path.posix.dirname(source);
  const rels = `${base === '.' ? '' : `${base}/`}_rels/${path.posix.basename(source)}.rels`;
  const found = new Map<string, Relationship>();
  if (!zip.entries.has(rels)) return found;
  await parsePart(zip, rels, {
    open(name, a) {
      if (name !== 'Relationship' || !a.Id || !a.Target || a.TargetMode === 'External') return;
      const target = a.Target.startsWith('/') ? a.Target.slice(1) : path.posix.join(base, a.Target);
      found.set(a.Id, { type: a.Type ?? '', target: target.toLowerCase() });
    },
    close() {},
  });
  return found;
}

interface WorkbookParts {
  worksheet: string;
  sharedStrings: string | undefined;
  styles: string | undefined;
  date1904: boolean;
}

const ofType = (rels: Map<string, Relationship>, type: string) =>
  [...rels.values()].find((r) => r.type.endsWith(`/${type}`))?.target;

/** The first worksheet's part, the shared strings' and the styles', and the workbook's date system. */
async function findParts(zip: Zip): Promise<WorkbookParts> {
  const workbook = ofType(await readRelationships(zip, ''), 'officeDocument') ?? 'xl/workbook.xml';
  if (!zip.entries.has(workbook)) throw new XlsxError('The file is a zip but not an XLSX workbook');
  const rels = await readRelationships(zip, workbook);
  const sheets: string[] = [];
  let date1904 = false;
  await parsePart(zip, workbook, {
    open(name, a) {
      if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
      if (name !== 'sheet') return;
      // The relationship id is the sheet's one namespaced `id` attribute (r:id).
      const id = Object.entries(a).find(([key]) => key.endsWith(':id'))?.[1];
      if (id) sheets.push(id);
    },
    close() {},
  });
  const worksheet = sheets.map((id) => rels.get(id)).find((r) => r?.type.endsWith('/worksheet'))?.target;
  if (!worksheet) throw new XlsxError('The workbook has no worksheet');
  const existing = (part: string | undefined) => (part && zip.entries.has(part) ? part : undefined);
  return {
    worksheet,
    sharedStrings: existing(ofType(rels, 'sharedStrings') ?? 'xl/sharedstrings.xml'),
    styles: existing(ofType(rels, 'styles') ?? 'xl/styles.xml'),
    date1904,
  };
}

// ---- Styles: which cell styles are dates ---------------------------------------------------------

/**
 * The built-in number formats that are dates or times: 14–22 and 45–47 (exceljs knows their codes),
 * and the East Asian locales' 27–36 and 50–58 (ECMA-376 §18.8.30), which exceljs has no code for.
 */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);

/** exceljs's test of a format code: a date or time token outside [...] and "..." (utils.isDateFmt). */
export function isDateFormatCode(code: string): boolean {
  return /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** Whether each cell style (cellXfs, by index) formats numbers as dates. */
async function readDateStyles(zip: Zip, part: string): Promise<boolean[]> {
  const codes = new Map<number, string>();
  const formats: number[] = [];
  let within: 'numFmts' | 'cellXfs' | null = null;
  await parsePart(zip, part, {
    open(name, a) {
      if (name === 'numFmts' || name === 'cellXfs') within = name;
      // A custom code's backslash escapes are removed before the test, as exceljs does.
      else if (name === 'numFmt' && within === 'numFmts')
        codes.set(Number.parseInt(a.numFmtId ?? '', 10), (a.formatCode ?? '').replace(/\\(.)/g, '$1'));
      else if (name === 'xf' && within === 'cellXfs') formats.push(Number.parseInt(a.numFmtId ?? '0', 10));
    },
    close(name) {
      if (name === within) within = null;
    },
  });
  return formats.map((id) => {
    if (!id) return false;
    const code = codes.get(id);
    return code ? isDateFormatCode(code) : BUILT_IN_DATE_FORMATS.has(id);
  });
}

// ---- Shared strings -----------------------------------------------------------------------------

/** The shared strings as one buffer of UTF-8 bytes and the end offset of each: decoded on lookup. */
export class SharedStrings {
  private bytes = Buffer.allocUnsafe(64 * 1024);
  private ends = new Uint32Array(4096);
  private used = 0;
  /** The bound, within what a buffer can hold and 32-bit offsets can say. */
  private readonly maxBytes: number;
  count = 0;

  constructor(maxBytes: number) {
    this.maxBytes = Math.min(maxBytes, constants.MAX_LENGTH, 2 ** 32 - 1);
  }

  push(text: string): void {
    const size = Buffer.byteLength(text, 'utf8');
    if (this.used + size + 4 * (this.count + 1) > this.maxBytes) {
      throw new XlsxTooMuchText(
        `The workbook's shared strings take more than ${Math.floor(this.maxBytes / 1024 / 1024)} MiB`,
      );
    }
    if (this.used + size > this.bytes.length) {
      const grown = Buffer.allocUnsafe(
        Math.min(Math.max(this.used + size, this.bytes.length * 2), this.maxBytes),
      );
      this.bytes.copy(grown, 0, 0, this.used);
      this.bytes = grown;
    }
    if (this.count === this.ends.length) {
      const grown = new Uint32Array(this.ends.length * 2);
      grown.set(this.ends);
      this.ends = grown;
    }
    this.used += this.bytes.write(text, this.used, 'utf8');
    this.ends[this.count++] = this.used;
  }

  get(index: number): string {
    if (!(index >= 0 && index < this.count)) {
      throw new XlsxError(`A cell refers to shared string ${index}; the workbook has ${this.count}`);
    }
    return this.bytes.toString('utf8', index === 0 ? 0 : this.ends[index - 1], this.ends[index]);
  }
}

/** Each <si>'s text: its <t>, or its rich-text runs' <t> joined; phonetic readings (<rPh>) left out. */
async function readSharedStrings(zip: Zip, part: string, strings: SharedStrings): Promise<void> {
  let text: string | null = null;
  let inText = false;
  let inPhonetic = false;
  await parsePart(zip, part, {
    open(name) {
      if (name === 'si') text = '';
      else if (name === 'rPh') inPhonetic = true;
      else if (name === 't') inText = text !== null && !inPhonetic;
    },
    text(value) {
      if (inText) text += value;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'si' && text !== null) {
        strings.push(text);
        text = null;
      }
    },
  });
}

// ---- The worksheet's rows -----------------------------------------------------------------------

interface Cell {
  column: number;
  type: string;
  style: number;
  /** The <v> element's text; null without one. */
  value: string | null;
  /** An inline string's (<is>) text; null without one. */
  inline: string | null;
}

/** The zero-based column of a reference such as "AB12"; undefined when it has no letters. */
function columnOf(ref: string | undefined): number | undefined {
  let column = 0;
  for (let i = 0; ref && i < ref.length; i++) {
    const code = ref.charCodeAt(i) | 0x20;
    if (code < 0x61 || code > 0x7a) break;
    column = column * 26 + code - 0x60;
  }
  if (column > MAX_COLUMNS) throw new XlsxError(`The worksheet has a cell beyond column XFD (${ref})`);
  return column === 0 ? undefined : column - 1;
}

/** A serial date as exceljs reads it (utils.excelToDate): days since 1899-12-30, or 1904-01-01. */
function excelDate(serial: number, date1904: boolean): Date {
  return new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 24 * 3600 * 1000));
}

/** An ISO 8601 date cell (t="d"); a date and time without a zone is read as UTC, as serial dates are. */
function isoDate(text: string): Date | string {
  const zoned = !text.includes('T') || /(Z|[+-]\d\d:?\d\d)$/.test(text);
  const date = new Date(zoned ? text : `${text}Z`);
  return Number.isNaN(date.getTime()) ? text : date;
}

/** The worksheet's parse state: cells collect into a row, finished rows wait to be taken. */
class SheetRows implements XmlHandler {
  private rows: CatalogueCell[][] = [];
  private cells: CatalogueCell[] | null = null;
  private next = 0;
  private cell: Cell | null = null;
  private capture: 'value' | 'inline' | null = null;
  private inPhonetic = false;

  constructor(
    private readonly strings: SharedStrings,
    private readonly dateStyles: boolean[],
    private readonly date1904: boolean,
  ) {}

  take(): CatalogueCell[][] {
    const rows = this.rows;
    this.rows = [];
    return rows;
  }

  open(name: string, a: Record<string, string>): void {
    if (name === 'row') {
      this.cells = [];
      this.next = 0;
    } else if (name === 'c' && this.cells) {
      const column = columnOf(a.r) ?? this.next;
      const style = a.s ? Number.parseInt(a.s, 10) : 0;
      this.cell = { column, type: a.t ?? 'n', style, value: null, inline: null };
    } else if (!this.cell) return;
    else if (name === 'v') {
      this.cell.value = '';
      this.capture = 'value';
    } else if (name === 'is') this.cell.inline = '';
    else if (name === 'rPh') this.inPhonetic = true;
    else if (name === 't' && this.cell.inline !== null && !this.inPhonetic) this.capture = 'inline';
  }

  text(text: string): void {
    if (this.capture === 'value' && this.cell) this.cell.value += text;
    else if (this.capture === 'inline' && this.cell) this.cell.inline += text;
  }

  close(name: string): void {
    if (name === 'v' || name === 't') this.capture = null;
    else if (name === 'rPh') this.inPhonetic = false;
    else if (name === 'c' && this.cell && this.cells) {
      const value = this.valueOf(this.cell);
      if (value !== '') this.cells[this.cell.column] = value;
      this.next = this.cell.column + 1;
      this.cell = null;
    } else if (name === 'row' && this.cells) {
      // Only cells with a value were set: the gaps between them become ''.
      if (this.cells.length > 0) this.rows.push(Array.from(this.cells, (c) => c ?? ''));
      this.cells = null;
    }
  }

  /** A cell's value by its type (t): shared or inline text, a formula's text, boolean, error, date, number. */
  private valueOf({ type, value, inline, style }: Cell): Exclude<CatalogueCell, null | undefined> {
    if (type === 'inlineStr') return inline ?? value ?? '';
    if (value === null) return '';
    if (type === 's') return this.strings.get(Number.parseInt(value, 10));
    if (type === 'str' || type === 'e') return value;
    if (type === 'b') return value.trim() === 'false' ? false : Number.parseInt(value, 10) !== 0;
    if (type === 'd') return isoDate(value);
    if (value.trim() === '') return '';
    const number = Number(value);
    if (Number.isNaN(number)) return value;
    if (!this.dateStyles[style]) return number;
    // A serial past JavaScript's dates (Excel shows #####) stays a number.
    const date = excelDate(number, this.date1904);
    return Number.isNaN(date.getTime()) ? number : date;
  }
}
