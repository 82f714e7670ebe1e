import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';

/** A worker that dies sooner than this after its start is not restarted at once: a crash loop waits. */
const CRASH_LOOP_MS = 10_000;

/**
 * WEB_CONCURRENCY > 1: this process forks that many server workers sharing its port (node:cluster
 * hands connections to them in turn) and serves nothing itself. Workers are alike (DESIGN.md §6b):
 * each migrates under the start-up lock, runs the outbox worker (rows are claimed, never sent twice)
 * and pg-boss (a schedule runs once), and drops its caches on the cache bus's notifications. A
 * worker that dies is replaced; SIGTERM is passed on and the primary exits when every worker has.
 */
export function runPrimary(config: Config, log: (message: string) => void = console.log): void {
  let stopping = false;
  const startedAt = new Map<Worker, number>();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
  };

  cluster.on('exit', (worker, code, signal) => {
    const age = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    log(`server worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(fork, age < CRASH_LOOP_MS ? CRASH_LOOP_MS - age : 0);
  });

  for (let i = 0; i < config.webConcurrency; i++) fork();
  log(`started ${config.webConcurrency} server workers on port ${config.port}`);

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of startedAt.keys()) worker.process.kill(signal);
    if (startedAt.size === 0) process.exit(0);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
