import { createRequire } from 'node:module';
import type sanitize from 'sanitize-html';

/**
 * The allow-list HTML sanitiser for seller-written content (custom pages; DESIGN.md §5: sanitised
 * on write and on render), on the maintained `sanitize-html` package (htmlparser2 underneath):
 * only the tags and attributes below survive, text and attribute values are re-escaped, links may
 * only go to http(s), mailto, tel, relative or fragment URLs, and the output is well nested.
 * Elements that carry code or foreign content (script, style, iframe, object, svg, ...) are dropped
 * with their content; any other unknown tag is dropped but its text is kept.
 */

/** Allowed tags and their own attributes beyond the global ones. */
const TAGS: Record<string, string[]> = {
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

/** Dropped together with everything inside them. */
const DROP_WITH_CONTENT = [
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
  'option',
  'head',
];

const NUMERIC = new Set(['width', 'height', 'colspan', 'rowspan', 'start']);
const SCOPES = new Set(['row', 'col', 'rowgroup', 'colgroup']);

/** Attribute values the allow-list alone cannot judge: numbers, target and the rel it needs. */
function checkAttributes(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const kept: sanitize.Attributes = {};
  for (const [name, raw] of Object.entries(attribs)) {
    const value = raw.trim();
    if (NUMERIC.has(name)) {
      if (/^\d{1,4}$/.test(value)) kept[name] = value;
    } else if (name === 'scope') {
      if (SCOPES.has(value)) kept[name] = value;
    } else if (name === 'target') {
      if (raw === '_blank') kept[name] = raw;
    } else if (name !== 'rel') {
      kept[name] = raw;
    }
  }
  // A new window must not get a handle on this page.
  if (tagName === 'a' && kept.target) kept.rel = 'noopener noreferrer';
  return { tagName, attribs: kept };
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: Object.keys(TAGS),
  allowedAttributes: { ...TAGS, '*': ['title'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images from the web or this site only (the page's Content-Security-Policy narrows it further).
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: true,
  // Unknown tags go, their text stays; these go with everything inside them.
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  exclusiveFilter: (frame) => DROP_WITH_CONTENT.includes(frame.tag),
  transformTags: { '*': checkAttributes },
  selfClosing: ['br', 'hr', 'img'],
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
};

/**
 * sanitize-html (htmlparser2 and postcss underneath: a tenth of a second or more to import) is
 * loaded by the first page or write that has HTML to clean, not by every server start.
 */
let sanitizer: typeof sanitize | undefined;
const requireHere = createRequire(import.meta.url);

export function sanitizeHtml(input: string): string {
  if (typeof input !== 'string' || input === '') return '';
  sanitizer ??= requireHere('sanitize-html') as typeof sanitize;
  return sanitizer(input, OPTIONS);
}
