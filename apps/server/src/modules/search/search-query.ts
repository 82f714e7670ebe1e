/**
 * Pure helpers that turn what a visitor typed into what the index compares. The index side is
 * written in SQL in listing-search.repository.ts with the same rules (lower-case, every run of
 * characters other than a-z and 0-9 is a separator), so both sides always agree.
 */

/** At most this many words of a query take part; the rest of a pasted paragraph is ignored. */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/** The catalogue's one part-number rule (packages/domain). */
export { normalizePartNumber } from '@patchbay/domain';

/** The words of a query: lower-case runs of a-z0-9, without repeats. 'SFP-10G-SR' -> sfp, 10g, sr. */
export function queryWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '')
    .map((w) => w.slice(0, MAX_WORD_LENGTH));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * A brand (OEM) name as it travels in URLs and filters: lower-case, runs of other characters as
 * one dash. 'Cisco', 'CISCO' and 'cisco' are one brand; 'Hewlett Packard' -> 'hewlett-packard'.
 * Must match brandKeySql in listing-search.repository.ts.
 */
export function brandKey(name: string): string {
  const key = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return key === '' ? name.trim().toLowerCase() : key;
}

/** Words this short are matched exactly; longer ones also as a prefix ('juni' finds 'juniper'). */
const MIN_PREFIX_LENGTH = 3;
/** Words at least this long and unknown to the vocabulary get typo alternatives. */
export const MIN_TYPO_LENGTH = 4;

/** Whether a word may be corrected: long enough and not a bare number (9001 is not a typo of 9010). */
export function isTypoCandidate(word: string): boolean {
  return word.length >= MIN_TYPO_LENGTH && !/^[0-9]+$/.test(word);
}

/**
 * The to_tsquery text: every word must match (AND); a word matches itself (as a prefix when long
 * enough) or any of its typo alternatives. Words are [a-z0-9]+ only, so nothing needs quoting.
 */
export function buildTsQuery(words: readonly string[], alternatives: ReadonlyMap<string, string[]>): string {
  return words
    .map((word) => {
      const own = word.length >= MIN_PREFIX_LENGTH ? `${word}:*` : word;
      const alts = (alternatives.get(word) ?? []).filter((a) => /^[a-z0-9]+$/.test(a) && a !== word);
      return alts.length === 0 ? own : `(${[own, ...alts].join(' | ')})`;
    })
    .join(' & ');
}

/** A PostgreSQL array literal of text, every element quoted: safe for any string on both drivers. */
export function pgTextArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
