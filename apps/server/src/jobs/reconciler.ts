import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { claimTiming } from '../modules/checkout/idempotency.service';
import { reconcileCheckouts } from '../modules/checkout/place-orders.service';
import { settleCharges } from '../modules/payments/charges.service';
import type { ScheduledJob } from './outbox';

/**
 * Money = state after a crash (docs/checkout.md): settles what a request left when it died or a
 * gateway call failed. First checkouts whose request no longer runs are released (stock, promo
 * uses and cart lines back, authorizations voided), then every card charge not settled yet is
 * captured (its payment is recorded on an order) or given back (it is not, or the order was
 * cancelled). Safe to run from several processes at once: every step is guarded by a claim or a
 * conditional update.
 */
export async function reconcileMoney(ctx: AppContext, log: (error: unknown) => void, now = new Date()) {
  const released = await reconcileCheckouts(ctx, log, now);
  const settled = await settleCharges(ctx, new Date(now.getTime() - claimTiming.leaseMs), log);
  return { released, settled };
}

export function reconcilerJob(ctx: AppContext, log: FastifyBaseLogger): ScheduledJob {
  return {
    name: 'money-reconciler',
    cron: '* * * * *',
    async run() {
      const result = await reconcileMoney(ctx, (error) =>
        log.error({ err: error }, 'reconciler step failed'),
      );
      if (result.released > 0 || result.settled > 0)
        log.warn(result, 'reconciler settled what crashed requests left');
    },
  };
}
