// `npm run bench`: runs the benchmarks and writes their figures into bench/RESULTS.md.
// Usage: npm run bench [-- foundation]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { runFoundationBench } from './foundation';
import { repoRoot } from './lib/server';

const which = new Set(process.argv.slice(2));
const all = which.size === 0;

spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build-web.mjs')], { stdio: 'inherit' });
if (all || which.has('foundation')) await runFoundationBench();
