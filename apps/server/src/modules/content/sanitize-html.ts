/**
 * An allow-list HTML sanitiser for seller-written content (custom pages; DESIGN.md §5: sanitised on
 * write and on render). It rebuilds the markup from scratch: only the tags and attributes below
 * survive, every attribute value and text is re-escaped, links may only go to http(s), mailto,
 * tel, relative or fragment URLs, and the output is always well nested. Elements that carry code
 * or foreign content (script, style, iframe, object, svg, ...) are dropped with their content;
 * any other unknown tag is dropped but its text is kept.
 */

const GLOBAL_ATTRIBUTES = new Set(['title']);

/** Allowed tags and their own attributes beyond the global ones. */
const TAGS: Record<string, readonly string[]> = {
  a: ['href', 'target', 'rel'],
  abbr: [],
  b: [],
  blockquote: [],
  br: [],
  caption: [],
  code: [],
  dd: [],
  div: [],
  dl: [],
  dt: [],
  em: [],
  figcaption: [],
  figure: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  hr: [],
  i: [],
  img: ['src', 'alt', 'width', 'height'],
  li: [],
  ol: ['start'],
  p: [],
  pre: [],
  s: [],
  section: [],
  small: [],
  span: [],
  strong: [],
  sub: [],
  sup: [],
  table: [],
  tbody: [],
  td: ['colspan', 'rowspan'],
  tfoot: [],
  th: ['colspan', 'rowspan', 'scope'],
  thead: [],
  tr: [],
  u: [],
  ul: [],
};

const VOID_TAGS = new Set(['br', 'hr', 'img']);

/** Dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'title',
  'xmp',
  'svg',
  'math',
  'select',
  'head',
]);

const URL_ATTRIBUTES = new Set(['href', 'src']);
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);?/gi, (entity, body: string) => {
    if (body.startsWith('#')) {
      const hex = body[1] === 'x' || body[1] === 'X';
      const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
      const valid =
        Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      return valid ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/** A URL is kept when it is relative, a fragment, or uses a safe scheme, after decoding tricks. */
function safeUrl(raw: string): string | null {
  // Browsers ignore control characters and whitespace inside a URL ('java\tscript:'), so they go.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]+/g, '');
  if (value === '') return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  // No scheme: a relative URL, an absolute path, a fragment or a query.
  if (!scheme) return value;
  return SAFE_SCHEMES.has(`${scheme[1]?.toLowerCase()}:`) ? value : null;
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function cleanAttributes(tag: string, source: string): string {
  const allowed = TAGS[tag] ?? [];
  const kept: string[] = [];
  const seen = new Set<string>();
  let target: string | null = null;
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (seen.has(name) || !(GLOBAL_ATTRIBUTES.has(name) || allowed.includes(name))) continue;
    seen.add(name);
    let value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
    if (URL_ATTRIBUTES.has(name)) {
      const url = safeUrl(match[2] ?? match[3] ?? match[4] ?? '');
      if (url === null) continue;
      value = url;
    } else if (['width', 'height', 'colspan', 'rowspan', 'start'].includes(name)) {
      if (!/^\d{1,4}$/.test(value.trim())) continue;
      value = value.trim();
    } else if (name === 'target') {
      if (value !== '_blank') continue;
      target = value;
    } else if (name === 'rel') {
      continue; // set below when needed
    } else if (name === 'scope') {
      if (!['row', 'col', 'rowgroup', 'colgroup'].includes(value)) continue;
    }
    kept.push(`${name}="${escapeAttribute(value)}"`);
  }
  // A new window must not get a handle on this page.
  if (tag === 'a' && target) kept.push('rel="noopener noreferrer"');
  return kept.length > 0 ? ` ${kept.join(' ')}` : '';
}

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<\?[^>]*>?|<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>?/g;

export function sanitizeHtml(input: string): string {
  if (typeof input !== 'string' || input === '') return '';
  const out: string[] = [];
  const open: string[] = [];
  let dropping: { tag: string; depth: number } | null = null;
  let last = 0;

  const text = (chunk: string) => {
    if (!dropping && chunk !== '') out.push(escapeText(decodeEntities(chunk)));
  };

  for (const match of input.matchAll(TOKEN)) {
    text(input.slice(last, match.index));
    last = match.index + match[0].length;
    const name = match[1]?.toLowerCase();
    if (!name) continue; // comment, doctype, processing instruction
    const closing = match[0].startsWith('</');

    if (dropping) {
      if (name === dropping.tag) dropping.depth += closing ? -1 : 1;
      if (dropping.depth === 0) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      const selfClosing = /\/\s*>$/.test(match[0]);
      if (!closing && !selfClosing) dropping = { tag: name, depth: 1 };
      continue;
    }
    if (!(name in TAGS)) continue;

    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      // Close whatever was left open inside it, so the output stays well nested.
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    out.push(`<${name}${cleanAttributes(name, match[2] ?? '')}>`);
    if (!VOID_TAGS.has(name)) open.push(name);
  }
  text(input.slice(last));
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}
