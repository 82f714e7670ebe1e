// Lists the production functions longer than 80 lines (STYLE.md: a function does one thing). A
// function may be longer when a comment says why: `// long-function: <reason>` on one of the three
// lines above it. TypeScript 7 has no compiler API for scripts, so this is a small scanner: it
// skips strings, template literals, comments and regular expressions, and takes a `{` as a
// function body when it follows `=>` or the `)` of a parameter list (with an optional return
// type) that does not belong to if/for/while/switch/catch.
//
// node scripts/long-functions.mjs            lists them, exits 1 if any has no reason
// node scripts/long-functions.mjs --all      also lists the ones with a reason
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MAX_LINES = 80;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONTROL = new Set(['if', 'for', 'while', 'switch', 'catch', 'with', 'return', 'typeof', 'await']);
const REASON = /long-function:\s*\S/;

/** Production sources: apps/*\/src and packages/*\/src, without tests and generated files. */
export function productionSources() {
  const out = [];
  for (const group of ['apps', 'packages']) {
    for (const name of readdirSync(path.join(root, group))) {
      const src = path.join(root, group, name, 'src');
      if (statSync(path.join(root, group, name)).isDirectory()) walk(src, out);
    }
  }
  return out.filter(
    (file) =>
      !/\.(test|spec)\.tsx?$/.test(file) &&
      !file.endsWith(path.join('client', 'src', 'schema.ts')) &&
      !file.includes(`${path.sep}migrations${path.sep}`),
  );
}

function walk(dir, out) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of entries) {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') continue;
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
}

/**
 * The functions of one source text: { name, line, lines, reason }. `line` is 1-based; `lines`
 * counts from the line of the opening brace's declaration to the closing brace.
 */
export function functionsOf(text) {
  // long-function: one character loop with its lexer states; split, it would pass them all around.
  const found = [];
  const lineAt = [];
  let line = 1;
  for (let i = 0; i < text.length; i++) {
    lineAt[i] = line;
    if (text[i] === '\n') line++;
  }
  /** The code with strings, comments and regular expressions blanked, so braces and parens are real. */
  let code = '';
  const templateDepth = [];
  let i = 0;
  const blank = (s) => s.replace(/[^\n]/g, ' ');
  let lastSignificant = '';
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      code += blank(text.slice(i, stop));
      i = stop;
      continue;
    }
    if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      code += blank(text.slice(i, stop));
      i = stop;
      continue;
    }
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < text.length && text[j] !== c && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      code += `${c}${blank(text.slice(i + 1, j))}${c}`;
      i = j + 1;
      lastSignificant = 'x';
      continue;
    }
    if (c === '/' && /[(,=:[!&|?{};+\-*%<>~^]|^$|return$/.test(lastSignificant)) {
      // A regular expression literal (a division follows a value).
      let j = i + 1;
      let inClass = false;
      while (j < text.length && text[j] !== '\n') {
        if (text[j] === '\\') j += 2;
        else {
          if (text[j] === '[') inClass = true;
          else if (text[j] === ']') inClass = false;
          else if (text[j] === '/' && !inClass) break;
          j++;
        }
      }
      code += ` ${blank(text.slice(i + 1, j))} `;
      i = j + 1;
      lastSignificant = 'x';
      continue;
    }
    if (c === '`' || (c === '}' && templateDepth.at(-1) === 0)) {
      // A template literal, or its text after a `${...}` part.
      if (c === '}') templateDepth.pop();
      let j = i + 1;
      while (j < text.length && text[j] !== '`' && !(text[j] === '$' && text[j + 1] === '{')) {
        j += text[j] === '\\' ? 2 : 1;
      }
      if (text[j] === '$') {
        code += ` ${blank(text.slice(i + 1, j))}  `;
        templateDepth.push(0);
        i = j + 2;
      } else {
        code += ` ${blank(text.slice(i + 1, j))} `;
        i = j + 1;
      }
      lastSignificant = 'x';
      continue;
    }
    if (c === '{' && templateDepth.length > 0) templateDepth[templateDepth.length - 1]++;
    if (c === '}' && templateDepth.length > 0) templateDepth[templateDepth.length - 1]--;
    code += c;
    if (!/\s/.test(c))
      lastSignificant = /[\w$]/.test(c) ? (/return$/.test(`${code.slice(-6)}`) ? 'return' : 'x') : c;
    i++;
  }

  const opens = [];
  /** Per paren: where it opened; the last closed paren's open and close index. */
  const parens = [];
  let lastClosedParen = null;
  for (let k = 0; k < code.length; k++) {
    const c = code[k];
    if (c === '(') parens.push(k);
    else if (c === ')') {
      const open = parens.pop();
      lastClosedParen = { open, close: k };
    } else if (c === '{') {
      const before = code.slice(Math.max(0, k - 400), k);
      let fn = null;
      if (/=>\s*$/.test(before)) {
        const name =
          /(?:([\w$]+)\s*[:=]\s*)?(?:async\s*)?(?:<[^>]*>\s*)?(?:\([^()]*\)|[\w$]+)\s*(?::[^=]*)?=>\s*$/.exec(
            before,
          )?.[1];
        fn = name ?? '(arrow)';
      } else if (lastClosedParen && lastClosedParen.close < k) {
        const between = code.slice(lastClosedParen.close + 1, k);
        if (/^\s*$/.test(between) || /^\s*:\s*[^;{}=()]*$/.test(between)) {
          const head = code.slice(Math.max(0, lastClosedParen.open - 200), lastClosedParen.open);
          const word = /([\w$]+)\s*(?:<[^()]*>)?\s*$/.exec(head)?.[1];
          if (word && !CONTROL.has(word)) fn = word;
        }
      }
      opens.push({ at: k, fn });
    } else if (c === '}') {
      const open = opens.pop();
      if (open?.fn) {
        const first = lineAt[open.at];
        const last = lineAt[k];
        const lines = last - first + 1;
        const above = text
          .split('\n')
          .slice(Math.max(0, first - 4), first + 1)
          .join('\n');
        // The reason may also be the first line inside the body.
        found.push({ name: open.fn, line: first, lines, reason: REASON.test(above) });
      }
    }
  }
  return found;
}

/** Every production function over MAX_LINES lines, by file. */
export function longFunctions() {
  const result = [];
  for (const file of productionSources()) {
    for (const fn of functionsOf(readFileSync(file, 'utf8'))) {
      if (fn.lines > MAX_LINES) result.push({ file: path.relative(root, file), ...fn });
    }
  }
  return result;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const all = process.argv.includes('--all');
  const found = longFunctions();
  const unexplained = found.filter((fn) => !fn.reason);
  for (const fn of found) {
    if (all || !fn.reason) {
      console.log(`${fn.reason ? 'ok  ' : 'LONG'} ${fn.file}:${fn.line} ${fn.name} (${fn.lines} lines)`);
    }
  }
  console.log(
    `${found.length} functions over ${MAX_LINES} lines, ${unexplained.length} without a reason (// long-function: <why>)`,
  );
  process.exit(unexplained.length > 0 ? 1 : 0);
}
