import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { runWaitingImports } from '../modules/catalog/product-imports.service';
import type { ScheduledJob } from './outbox';

/**
 * Catalogue imports (docs/catalogue.md): an import starts in the process that received it, right
 * after its request; every minute this pg-boss job (one run at a time across processes) takes
 * over imports still queued, or running in a process that stopped (no heartbeat for 2 minutes),
 * and resumes them after the rows already counted.
 */
export function productImportsJob(ctx: AppContext, log: FastifyBaseLogger): ScheduledJob {
  return {
    name: 'product-imports',
    cron: '* * * * *',
    async run() {
      const resumed = await runWaitingImports(ctx);
      if (resumed > 0) log.info({ resumed }, 'product imports resumed');
    },
  };
}
