// Cold starts of the compiled production server on one existing PGlite folder, several in a row:
// `npx tsx bench/cold-starts.ts [starts=5] [--web]` after `npm run build`. Prints each start (spawn
// of `npm start`'s script to the first 200 of /api/health, the server's CPU time until then, the
// 1-minute load average, and the steps of its "ready" log line) and the median; writes nothing.
// Without --web the web apps are not served (SERVE_WEB=false), as in `npm run bench -- scale`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort, repoRoot } from './lib/server';

interface Start {
  firstHealthMs: number;
  cpuMs: number;
  load: number;
  steps: string;
}

/** User and system CPU of a process and its children (the start script's child is the server). */
function cpuMsOf(pid: number): number {
  const ticks = (p: number) => {
    const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
  };
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return ticks(pid) + children.reduce((sum, child) => sum + ticks(Number(child)), 0);
}

async function coldStart(dataDir: string, env: Record<string, string>): Promise<Start> {
  const port = await freePort();
  const load = os.loadavg()[0] ?? 0;
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  let firstHealthMs = 0;
  let cpuMs = 0;
  while (!firstHealthMs) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
        firstHealthMs = performance.now() - started;
        cpuMs = cpuMsOf(child.pid as number);
      }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  const deadline = Date.now() + 60_000;
  while (!output.includes('Patchbay is ready') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const ready = output.split('\n').find((line) => line.includes('Patchbay is ready'));
  const steps = ready ? JSON.stringify((JSON.parse(ready) as { steps: unknown }).steps) : '';
  child.kill('SIGTERM');
  await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
  return { firstHealthMs, cpuMs, load, steps };
}

const starts = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 5);
const env = { SEED_DEMO: 'true', ...(process.argv.includes('--web') ? {} : { SERVE_WEB: 'false' }) };
const dataDir = mkdtempSync(path.join(tmpdir(), 'patchbay-cold-'));
try {
  // The folder's first start migrates and seeds it; the starts measured find it existing.
  await coldStart(dataDir, env);
  const results: Start[] = [];
  console.log('| start | first 200 of /api/health | server CPU until then | load average | steps (ms) |');
  console.log('| --- | --- | --- | --- | --- |');
  for (let i = 1; i <= starts; i++) {
    const r = await coldStart(dataDir, env);
    results.push(r);
    console.log(
      `| ${i} | ${Math.round(r.firstHealthMs)} ms | ${r.cpuMs} ms | ${r.load.toFixed(1)} | ${r.steps} |`,
    );
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  console.log(
    `median ${Math.round(median(results.map((r) => r.firstHealthMs)))} ms, CPU ${median(results.map((r) => r.cpuMs))} ms`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
