// `npm run bench -- scale`: the compiled production server's cold starts (PGlite and PostgreSQL,
// fresh and existing), and throughput and memory of 1 against 2 processes (WEB_CONCURRENCY) on
// PostgreSQL. Writes the "Production and several processes" section of bench/RESULTS.md.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { benchDatabaseUrl, recreateDatabase, siblingDatabaseUrl } from './lib/database';
import { load } from './lib/load';
import { writeSection } from './lib/results';
import { freePort, repoRoot } from './lib/server';

interface Started {
  port: number;
  child: ChildProcess;
  firstHealthMs: number;
  stop(): Promise<void>;
}

/** `npm start` in production (the compiled server), timed from spawn to the first 200 of /api/health. */
async function start(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  let firstHealthMs = 0;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
        firstHealthMs = performance.now() - started;
        break;
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  if (!firstHealthMs) throw new Error('no answer from /api/health');
  return {
    port,
    child,
    firstHealthMs,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => {
        if (child.exitCode !== null) resolve(null);
        child.once('exit', resolve);
        setTimeout(resolve, 20_000);
      });
    },
  };
}

/** Resident memory (MiB) of a process and, when it is a cluster primary, of each worker. */
function memoryOf(pid: number): { primary: number; workers: number[] } {
  const rss = (p: number) => {
    const status = readFileSync(`/proc/${p}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  };
  // The start script's child is the server (or the cluster primary); its node children are workers.
  const list = (p: number) => {
    try {
      return execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(p)], { encoding: 'utf8' });
    } catch {
      return ''; // ps exits 1 when the process has no children
    }
  };
  const children = (p: number) =>
    list(p)
      .split('\n')
      .map((l) => l.trim().split(/\s+/))
      .filter(([id, command]) => id && command === 'node')
      .map(([id]) => Number(id));
  const [server] = children(pid);
  if (server === undefined) return { primary: rss(pid), workers: [] };
  const workers = children(server);
  return { primary: rss(server), workers: workers.map(rss) };
}

export async function runScaleBench() {
  const rows: string[] = [];
  // Each figure with the machine's 1-minute load average when it was taken (the cores are shared).
  const row = (...cells: (string | number)[]) => {
    const cols = [...cells, ...Array(Math.max(0, 6 - cells.length)).fill('')];
    rows.push(`| ${[...cols, (os.loadavg()[0] ?? 0).toFixed(1)].join(' | ')} |`);
  };
  const seeded = { SEED_DEMO: 'true', SERVE_WEB: 'false' };

  // PGlite: a fresh DATA_DIR (migrate and seed), then the same folder again.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'patchbay-scale-'));
  try {
    const fresh = await start({ ...seeded, DATA_DIR: dataDir });
    await fresh.stop();
    const existing = await start({ ...seeded, DATA_DIR: dataDir });
    await existing.stop();
    row('PGlite', 'cold start, fresh DATA_DIR (migrate + seed)', `${Math.round(fresh.firstHealthMs)} ms`);
    row('PGlite', 'cold start, existing DATA_DIR', `${Math.round(existing.firstHealthMs)} ms`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  // PostgreSQL: an empty database, then the same one again; then 1 and 2 processes under load.
  const url = siblingDatabaseUrl(benchDatabaseUrl, '_scale');
  await recreateDatabase(url);
  const pgDir = mkdtempSync(path.join(tmpdir(), 'patchbay-scale-pg-'));
  try {
    const env = { ...seeded, DATA_DIR: pgDir, DATABASE_URL: url, RATE_LIMIT: 'false' };
    const fresh = await start(env);
    await fresh.stop();
    row('PostgreSQL', 'cold start, empty database (migrate + seed)', `${Math.round(fresh.firstHealthMs)} ms`);
    for (const processes of [1, 2]) {
      const server = await start({ ...env, WEB_CONCURRENCY: String(processes) });
      if (processes === 1)
        row('PostgreSQL', 'cold start, existing database', `${Math.round(server.firstHealthMs)} ms`);
      else
        row(
          'PostgreSQL',
          'cold start, existing database, WEB_CONCURRENCY=2',
          `${Math.round(server.firstHealthMs)} ms`,
        );
      const base = `http://127.0.0.1:${server.port}`;
      // Let the second worker finish starting before the load.
      await new Promise((r) => setTimeout(r, 3_000));
      const search = await load('search', `${base}/api/listings?pageSize=24`, {
        host: 'localhost',
        durationSeconds: 10,
        paths: ['router', 'switch', 'cisco', 'optics', 'juniper', 'fiber'].map(
          (q) => `/api/listings?q=${q}&pageSize=24`,
        ),
      });
      const health = await load('health', `${base}/api/health`, { host: 'localhost', durationSeconds: 10 });
      const memory = memoryOf(server.child.pid as number);
      await server.stop();
      const label = processes === 1 ? '1 process' : '2 processes (WEB_CONCURRENCY=2)';
      row(
        'PostgreSQL',
        `${label}: GET /api/listings (6 searches)`,
        `${search.requestsPerSecond} req/s`,
        `${search.p50} ms`,
        `${search.p95} ms`,
        `${search.non2xx + search.errors}`,
      );
      row(
        'PostgreSQL',
        `${label}: GET /api/health`,
        `${health.requestsPerSecond} req/s`,
        `${health.p50} ms`,
        `${health.p95} ms`,
        `${health.non2xx + health.errors}`,
      );
      row(
        'PostgreSQL',
        `${label}: resident memory after the load`,
        memory.workers.length > 0
          ? `primary ${memory.primary} MiB, workers ${memory.workers.map((m) => `${m} MiB`).join(' and ')}`
          : `${memory.primary} MiB`,
      );
    }
  } finally {
    rmSync(pgDir, { recursive: true, force: true });
  }

  const load1 = os.loadavg()[0]?.toFixed(1);
  writeSection(
    'scale',
    [
      '## Production build and several processes',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${os.cpus().length} cores shared with other work, 1-minute load average ${load1} at the end, and beside each figure; Node ${process.version}): \`npm start\` with NODE_ENV=production runs the compiled server (\`npm run build\`), demo data seeded, the web apps not served (API only). Cold start: from spawning \`npm start\` to the first 200 of /api/health. Load: autocannon, 20 connections, 10 s, on loopback, sharing the cores with the server and PostgreSQL. A second process cannot add much on 2 cores that autocannon and PostgreSQL also use: the figures show the cost of the cluster more than its gain, which needs cores to spread over.`,
      '',
      '| database | what | result | p50 | p95 | errors | load (1 min) |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...rows,
    ].join('\n'),
  );
}
