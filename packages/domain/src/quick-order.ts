import { normalizePartNumber } from './text';

/**
 * Quick order (issue 17): a buyer pastes or uploads lines of "part number, quantity" and the
 * storefront matches each part number to its listings. This is how such text is read, written
 * once for the server (which matches) and the storefront (which previews the file it reads).
 */

/** At most this many part-number lines in one quick order. */
export const QUICK_ORDER_MAX_LINES = 200;
/** The largest quantity one line may ask for (the cart's own limit). */
export const QUICK_ORDER_MAX_QUANTITY = 1_000_000;

export type QuickOrderParsedLine =
  | { line: number; input: string; partNumber: string; quantity: number; error: null }
  | { line: number; input: string; partNumber: string; quantity: null; error: string };

export const quickOrderParseMessages = {
  noPartNumber: 'This line has no part number',
  badQuantity: 'The quantity must be a whole number of at least 1',
  tooLarge: `The quantity must be at most ${QUICK_ORDER_MAX_QUANTITY.toLocaleString('en-US')}`,
} as const;

const unquote = (cell: string) => {
  const trimmed = cell.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1).replace(/""/g, '"').trim()
    : trimmed;
};

/** A first line like "Part number,Quantity" (a spreadsheet's header row) is not an order line. */
function isHeaderRow(cells: readonly string[]): boolean {
  const [part = '', quantity = ''] = cells;
  return /part|sku|mpn|item/i.test(part) && (quantity === '' || /qty|quantity|amount/i.test(quantity));
}

/**
 * Reads pasted text or a CSV file: one line per part number, its cells separated by a comma, a
 * semicolon or a tab ("C8300-1N1S-6T, 4"). A line without a quantity asks for 1. Blank lines and
 * a header row are skipped; `line` is the line's number in the text (from 1).
 */
export function parseQuickOrderText(text: string): QuickOrderParsedLine[] {
  const parsed: QuickOrderParsedLine[] = [];
  const rows = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  rows.forEach((raw, index) => {
    const input = raw.trim();
    if (input === '') return;
    const cells = input.split(/[,;\t]/).map(unquote);
    if (parsed.length === 0 && isHeaderRow(cells)) return;
    const partNumber = cells[0] ?? '';
    const quantityText = cells.slice(1).find((cell) => cell !== '') ?? '';
    const line = index + 1;
    if (normalizePartNumber(partNumber) === '') {
      parsed.push({ line, input, partNumber, quantity: null, error: quickOrderParseMessages.noPartNumber });
      return;
    }
    if (quantityText === '') {
      parsed.push({ line, input, partNumber, quantity: 1, error: null });
      return;
    }
    if (!/^\d+$/.test(quantityText) || Number(quantityText) < 1) {
      parsed.push({ line, input, partNumber, quantity: null, error: quickOrderParseMessages.badQuantity });
      return;
    }
    const quantity = Number(quantityText);
    if (quantity > QUICK_ORDER_MAX_QUANTITY) {
      parsed.push({ line, input, partNumber, quantity: null, error: quickOrderParseMessages.tooLarge });
      return;
    }
    parsed.push({ line, input, partNumber, quantity, error: null });
  });
  return parsed;
}
