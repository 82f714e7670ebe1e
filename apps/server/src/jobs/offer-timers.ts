import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { runOfferTimers } from '../modules/offers/offers.service';
import type { ScheduledJob } from './outbox';

/**
 * The offer job (docs/offers.md): every minute, expire what has lapsed and send the reminders
 * that are due. The use cases read the clock from ctx, so tests drive them with a controlled
 * clock instead of waiting for this schedule.
 */
export function offerTimersJob(ctx: AppContext, log: FastifyBaseLogger): ScheduledJob {
  return {
    name: 'offer-timers',
    cron: '* * * * *',
    async run() {
      const result = await runOfferTimers(ctx);
      if (result.expired > 0 || result.reminded > 0) log.info(result, 'offer timers');
    },
  };
}
