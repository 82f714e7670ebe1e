/**
 * Storefront branding rules: colour contrast (WCAG 2.x) and the theme stylesheet a seller may
 * save. Pure text and arithmetic; the server applies them on save, the portal shows the same
 * verdict while the seller types.
 */

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}

function channels(hex: string): [number, number, number] {
  let digits = hex.slice(1);
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  const n = Number.parseInt(digits, 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

/** WCAG relative luminance of a #rgb or #rrggbb colour (0 black .. 1 white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA: normal text 4.5:1; icons and other graphics 3:1. */
export const AA_TEXT_CONTRAST = 4.5;
export const AA_GRAPHICS_CONTRAST = 3;

/** The storefront's solid header and its buttons' text are white (the theme may darken the header). */
export const HEADER_BACKGROUND = '#ffffff';
export const BUTTON_TEXT = '#ffffff';

export interface ContrastProblem {
  field: 'themeColor' | 'iconColor';
  ratio: number;
  message: string;
}

const shown = (ratio: number) => `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;

/**
 * Where the storefront's colours fail WCAG AA: the theme colour carries white button text and is
 * the logo's colour on the white header (text, 4.5:1); the icon colour draws icons on the header
 * (graphics, 3:1). Empty when both pass.
 */
export function brandingContrastProblems(colors: {
  themeColor?: string;
  iconColor?: string;
}): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  if (colors.themeColor !== undefined && isHexColor(colors.themeColor)) {
    const ratio = Math.min(
      contrastRatio(colors.themeColor, BUTTON_TEXT),
      contrastRatio(colors.themeColor, HEADER_BACKGROUND),
    );
    if (ratio < AA_TEXT_CONTRAST) {
      problems.push({
        field: 'themeColor',
        ratio,
        message: `The theme colour ${colors.themeColor} has a contrast of ${shown(ratio)} with white button text and the white header; WCAG AA needs ${AA_TEXT_CONTRAST}:1. Choose a darker colour.`,
      });
    }
  }
  if (colors.iconColor !== undefined && isHexColor(colors.iconColor)) {
    const ratio = contrastRatio(colors.iconColor, HEADER_BACKGROUND);
    if (ratio < AA_GRAPHICS_CONTRAST) {
      problems.push({
        field: 'iconColor',
        ratio,
        message: `The icon colour ${colors.iconColor} has a contrast of ${shown(ratio)} with the white header; WCAG AA needs ${AA_GRAPHICS_CONTRAST}:1 for icons. Choose a darker colour.`,
      });
    }
  }
  return problems;
}

/** Longest theme stylesheet accepted (characters). */
export const THEME_CSS_MAX_LENGTH = 100_000;

export interface SanitizedThemeCss {
  css: string;
  /** What was taken out, in words a seller understands; empty when nothing was. */
  removed: string[];
}

/** Images a stylesheet may embed inline. SVG is left out: it can carry script when opened alone. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

function urlAllowed(target: string, ownHosts: readonly string[]): boolean {
  const url = target.trim();
  if (url === '') return false;
  if (DATA_IMAGE.test(url)) return true;
  // Same-origin paths (/uploads/...), never protocol-relative (//evil.example/...).
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) {
    try {
      const parsed = new URL(url.startsWith('//') ? `https:${url}` : url);
      return (
        (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
        ownHosts.includes(parsed.hostname.toLowerCase())
      );
    } catch {
      return false;
    }
  }
  // A relative path (images/x.png) resolves against /theme.css: same origin.
  return !url.includes('\\');
}

/**
 * A seller's theme stylesheet made safe to serve on the storefront's host: no `@import` (it would
 * load a stylesheet we never checked), no `url()` to another host (it would leak visitors'
 * addresses or pull unchecked content), no `expression()`, `behavior` or `-moz-binding` (script in
 * old browsers), no `javascript:`. CSS escapes are decoded first and comments dropped, so
 * `@im\70 ort` or `@im/**\/port` cannot slip through. What remains is otherwise kept as written.
 */
export function sanitizeThemeCss(input: string, ownHosts: readonly string[]): SanitizedThemeCss {
  const removed = new Set<string>();
  let css = input.replace(/\r\n?/g, '\n');
  // Control characters (NUL and the like) have no place in a stylesheet.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const noControls = css.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
  if (noControls !== css) removed.add('control characters');
  css = noControls;
  css = css.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, () => {
    return '';
  });
  // Hex escapes (\75 rl) and character escapes (\u) become the characters they stand for.
  css = css.replace(/\\([0-9a-f]{1,6})[ \t\n]?|\\([^\n0-9a-f])/gi, (_m, hex?: string, ch?: string) => {
    if (ch !== undefined) return ch;
    const code = Number.parseInt(hex ?? '0', 16);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '';
  });
  css = css.replace(/@import[^;{}]*(?:;|$)/gi, () => {
    removed.add('@import rules');
    return '';
  });
  // A declaration with script in it goes whole: `width: expression(alert(1))`.
  css = css.replace(
    /[^;{}]*(?:expression\s*\(|javascript:|vbscript:|behavior\s*:|-moz-binding\s*:)[^;{}]*;?/gi,
    () => {
      removed.add('expression(), behavior and script URLs');
      return '';
    },
  );
  css = css.replace(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi, (whole, _quote: string, target: string) => {
    if (urlAllowed(target, ownHosts)) return whole;
    removed.add('url() to other hosts');
    return 'none';
  });
  // An unterminated or odd url( left over (quotes mixed up) is not a URL we checked.
  if (/url\(\s*(['"]?)(?!\/[^/])[^)]*$/i.test(css)) {
    css = css.replace(/url\([^)]*$/gi, () => {
      removed.add('url() to other hosts');
      return 'none';
    });
  }
  // Other @-rules that fetch (fonts from elsewhere go through url() above) stay; a stray `<` cannot
  // end the <style> element: the page writer breaks up `</style` anyway.
  return { css: css.trim(), removed: [...removed] };
}
