import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  port: number;
  dataDir: string;
  /** Milliseconds from spawn to the first 200 of GET /api/health, and of GET /. */
  firstHealthMs: number;
  firstPageMs: number;
  child: ChildProcess;
  /** Bytes the server has written to stdout (its log lines) so far; 0 unless countStdout. */
  stdoutBytes(): number;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Fills the fresh DATA_DIR before the server starts (generated images of a prepared database). */
  prepareDataDir?: (dataDir: string) => Promise<void>;
  /** Discard the server's stdout (its log lines at info): they are still written, not shown. */
  quietStdout?: boolean;
  /** Read the server's stdout and count its bytes (not shown): what its log lines cost in volume. */
  countStdout?: boolean;
}

/** Starts `npm start`'s script on an empty DATA_DIR (or a PostgreSQL database) and times it. */
export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'patchbay-bench-'));
  await options.prepareDataDir?.(dataDir);
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', options.countStdout ? 'pipe' : options.quietStdout ? 'ignore' : 'inherit', 'inherit'],
  });
  let written = 0;
  child.stdout?.on('data', (chunk: Buffer) => {
    written += chunk.length;
  });
  const until = async (url: string) => {
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        const res = await fetch(url);
        if (res.ok) return performance.now() - started;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`no answer from ${url}`);
  };
  const firstHealthMs = await until(`http://127.0.0.1:${port}/api/health`);
  const firstPageMs = await until(`http://localhost:${port}/`);
  return {
    port,
    dataDir,
    firstHealthMs,
    firstPageMs,
    child,
    stdoutBytes: () => written,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => {
        if (child.exitCode !== null) resolve(null);
        child.once('exit', resolve);
        setTimeout(resolve, 15_000);
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
