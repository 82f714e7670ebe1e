import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { REPORT_REFRESH_MINUTES, refreshReportFigures } from '../modules/reports/reports.service';
import type { ScheduledJob } from './outbox';

/**
 * The reports' job-refreshed figures (docs/insights.md, "Roll-ups"; docs/decisions/0031): every
 * REPORT_REFRESH_MINUTES, the stock of the category and brand statistics is counted again from the
 * listings, and the dashboard answers kept for long ranges from the roll-ups and searches. pg-boss
 * runs it once at a time across processes; the screens show the time the figures are as of.
 */
export function reportRefreshJob(ctx: AppContext, log: FastifyBaseLogger): ScheduledJob {
  return {
    name: 'report-refresh',
    cron: `*/${REPORT_REFRESH_MINUTES} * * * *`,
    async run() {
      const started = performance.now();
      const result = await refreshReportFigures(ctx);
      log.debug({ ...result, ms: Math.round(performance.now() - started) }, 'report figures refreshed');
    },
  };
}
