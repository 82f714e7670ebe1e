// `npm test`: every check that can run on this machine, in one command (STYLE.md, Epic Stack):
// typecheck, lint, copy-paste detection, function length, unit and API tests on PGlite, the API
// suite again on PostgreSQL when TEST_DATABASE_URL is set, and the browser tests when a Chromium
// is found.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from '../e2e/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(path.join(tmpdir(), 'patchbay-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const steps = [];

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  steps.push(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
  return ok;
}

function vitest(name, projects, env = {}) {
  const out = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${out}`);
  const ok = run(name, 'npx', args, env);
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    if (!ok && (report.numFailedTests ?? 0) === 0) totals.failed += 1; // a suite that failed to load
  } else if (!ok) {
    totals.failed += 1;
  }
  return ok;
}

let ok = true;
ok = run('typecheck', process.execPath, ['scripts/typecheck.mjs']) && ok;
ok = run('lint (biome)', 'npx', ['biome', 'ci', '.']) && ok;
// A rule written twice drifts: copies over .jscpd.json's threshold fail the run (docs/code-rules.md).
ok = run('copy-paste detection (jscpd)', 'npx', ['jscpd', '-c', '.jscpd.json']) && ok;
ok = run('function length', process.execPath, ['scripts/long-functions.mjs']) && ok;
const pgUrl = process.env.TEST_DATABASE_URL;
ok =
  vitest('unit + API tests (PGlite)', ['domain', 'contract', 'web', 'server'], { TEST_DATABASE_URL: '' }) &&
  ok;
if (pgUrl) {
  ok = vitest('API tests (PostgreSQL)', ['server'], { TEST_DATABASE_URL: pgUrl }) && ok;
} else {
  steps.push('skip API tests on PostgreSQL: TEST_DATABASE_URL is not set');
}
const chromium = findChromium();
if (chromium) {
  ok = run('build web apps', process.execPath, ['scripts/build-web.mjs']) && ok;
  ok = vitest('browser tests (Chromium)', ['e2e'], { CHROME_PATH: chromium }) && ok;
} else if (process.env.CI) {
  steps.push('FAIL browser tests: no Chromium found, and CI must run them');
  ok = false;
  totals.failed += 1;
} else {
  steps.push('SKIPPED browser tests: no Chromium found (apt-get install -y chromium, or set CHROME_PATH)');
}
rmSync(reports, { recursive: true, force: true });

console.log('\n=== summary ===');
for (const step of steps) console.log(step);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok ? 0 : 1);
