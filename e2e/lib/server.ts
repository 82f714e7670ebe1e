import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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

async function waitForHealth(port: number, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not answer /api/health in time');
}

export interface StartedServer {
  port: number;
  /** Its DATA_DIR: the mail drop and (without a bucket) uploads live here. */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the real marketplace (`npm start`) on a new DATA_DIR and a free port, with `env` over the
 * test settings. A first start seeds the demo data into the new database: on a loaded two-core
 * machine that has taken longer than two minutes.
 */
export async function startServer(
  env: Record<string, string> = {},
  timeoutMs = 300_000,
): Promise<StartedServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'patchbay-e2e-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // The server renders guests' first screens within this time, else the browser does: on a
      // busy test machine (and React's development build) a screen may take longer than in
      // production, and the browser tests check the server-rendered pages.
      SERVER_RENDER_BUDGET_MS: '5000',
      SERVER_RENDER_MAX_LOAD: '1',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await new Promise((resolve) => {
      if (child.exitCode !== null) resolve(null);
      child.once('exit', resolve);
      setTimeout(resolve, 10_000);
    });
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(port, child, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, dataDir, stop };
}
