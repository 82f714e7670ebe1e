import { describe, expect, it } from 'vitest';
import { parseQuickOrderText, quickOrderParseMessages } from './quick-order';
import { normalizePartNumber } from './text';

describe('parseQuickOrderText', () => {
  it('reads comma, semicolon and tab separated lines, skipping blanks and a header row', () => {
    const text =
      '\uFEFFPart number,Quantity\r\nC8300-1N1S-6T, 4\n\nASR-9001;2\nMX204\t 10\n"FTLX8574D3BCL","3"\n';
    expect(parseQuickOrderText(text)).toEqual([
      { line: 2, input: 'C8300-1N1S-6T, 4', partNumber: 'C8300-1N1S-6T', quantity: 4, error: null },
      { line: 4, input: 'ASR-9001;2', partNumber: 'ASR-9001', quantity: 2, error: null },
      { line: 5, input: 'MX204\t 10', partNumber: 'MX204', quantity: 10, error: null },
      { line: 6, input: '"FTLX8574D3BCL","3"', partNumber: 'FTLX8574D3BCL', quantity: 3, error: null },
    ]);
  });

  it('asks for 1 without a quantity and names a bad quantity or a missing part number', () => {
    const lines = parseQuickOrderText(
      'ASR-9001\nASR-9001, two\nASR-9001, 0\nASR-9001, 1.5\n, 4\nMX204, 2000000',
    );
    expect(lines.map((l) => [l.quantity, l.error])).toEqual([
      [1, null],
      [null, quickOrderParseMessages.badQuantity],
      [null, quickOrderParseMessages.badQuantity],
      [null, quickOrderParseMessages.badQuantity],
      [null, quickOrderParseMessages.noPartNumber],
      [null, quickOrderParseMessages.tooLarge],
    ]);
  });

  it('normalizes part numbers the way the catalogue stores them', () => {
    expect(normalizePartNumber('c8300-1N1S-6t ')).toBe('c83001n1s6t');
    expect(normalizePartNumber('--')).toBe('');
  });
});
