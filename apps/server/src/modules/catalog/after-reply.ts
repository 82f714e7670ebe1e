import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but its reply does not wait for (view counts, search keyword records).
 * A failure is logged, never reported to the visitor; `drain()` lets the app finish it before
 * the database closes.
 */
export function createAfterReply(log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    run(what: string, task: () => Promise<void>): void {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.warn({ err: error }, `${what} failed`))
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    async drain(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
export type AfterReply = ReturnType<typeof createAfterReply>;
