/** Text helpers of SPEC.md §5. Neither throws. */

/**
 * Masks an email address, keeping the first character of the local part, the first character of
 * the domain and the top-level domain: 'jane@example.com' → 'j***@e***.com',
 * 'a@mail.example.co.uk' → 'a***@m***.uk'. Always three stars, so the length is not revealed. A
 * value that is not an address (no '@', or nothing on one side of it) gives '***'.
 */
export function maskEmail(email: string): string {
  if (typeof email !== 'string') return '***';
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  const local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1);
  if (at <= 0 || domain === '') return '***';
  const dot = domain.lastIndexOf('.');
  const topLevel = dot > 0 ? domain.slice(dot) : '';
  return `${Array.from(local)[0]}***@${Array.from(domain)[0]}***${topLevel}`;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const hex = body[1] === 'x' || body[1] === 'X';
    const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
    const valid =
      Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    return valid ? String.fromCodePoint(code) : entity;
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
}

/** A start or end tag; quoted attribute values may contain '>'. An unclosed tag runs to the end. */
const TAG = /<\/?[A-Za-z](?:[^>"']|"[^"]*"|'[^']*')*>?/g;

/** Tags after which words must not run together. */
const BLOCK_TAG =
  /^<\/?(?:br|p|div|li|ul|ol|tr|td|th|table|h[1-6]|section|article|header|footer|blockquote|pre|hr)\b/i;

/**
 * Plain text from markup: drops comments, the contents of script and style elements and every tag
 * (block tags such as <br>, <p>, <li> become a space, inline tags vanish), then decodes the basic
 * entities (&amp; &lt; &gt; &quot; &apos; &#39; &nbsp; and numeric ones) in one pass, then
 * collapses whitespace and trims. The result is text, not HTML: decoded '<' stays as a character.
 */
export function stripMarkup(text: string): string {
  if (typeof text !== 'string') return '';
  return text
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
    .replace(TAG, (tag) => (BLOCK_TAG.test(tag) ? ' ' : ''))
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** 'C8300-1N1S-6T' -> 'c83001n1s6t': how products.part_number_normalized is written. */
export function normalizePartNumber(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]+/g, '');
}
