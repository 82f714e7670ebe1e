import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './server';

const file = path.join(repoRoot, 'bench/RESULTS.md');

/** Replaces one section of bench/RESULTS.md (between its markers), keeping the others. */
export function writeSection(id: string, markdown: string) {
  const start = `<!-- ${id}:start -->`;
  const end = `<!-- ${id}:end -->`;
  let text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n';
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  text = pattern.test(text) ? text.replace(pattern, block) : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, text);
}
