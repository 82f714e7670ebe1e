import {
  catalogueStatisticsQuerySchema,
  catalogueStatisticsSchema,
  dashboardQuerySchema,
  dashboardReportSchema,
  errorResponseSchema,
  reportRangeQuerySchema,
  searchesWithoutResultsSchema,
  searchHistoryQuerySchema,
  searchHistorySchema,
  storefrontReportSchema,
} from '@patchbay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireStaff } from '../../plugins/auth';
import {
  exportSearchHistoryCsv,
  getCatalogueStatistics,
  getDashboard,
  getSearchesWithoutResults,
  getSearchHistory,
  getStorefrontReport,
  storefrontReportCsv,
} from './reports.service';

const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** A CSV download: named for the report and its range, never cached (figures are of the moment). */
function csvHeaders(name: string, range: { from?: string | undefined; to?: string | undefined }) {
  const suffix = range.from && range.to ? `-${range.from}-to-${range.to}` : '';
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name}${suffix}.csv"`,
    'cache-control': 'no-store',
  };
}

/** The admin portal's reports (docs/insights.md): registered under /api/admin (staff only). */
export const reportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // long-function: a route table: one short handler per route, in one plugin.
  app.get(
    '/reports/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The dashboard: sales over time, orders by status, offers funnel, top products and searches, stock, waiting work',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardReportSchema, ...errors },
      },
    },
    async (request) => getDashboard(ctx, { actor: requireStaff(request), query: request.query }),
  );

  app.get(
    '/reports/storefronts',
    {
      schema: {
        tags: ['admin'],
        summary: 'Per storefront: product views, searches, add-to-carts, orders, revenue and conversion',
        querystring: reportRangeQuerySchema,
        response: { 200: storefrontReportSchema, ...errors },
      },
    },
    async (request) => getStorefrontReport(ctx, { actor: requireStaff(request), query: request.query }),
  );

  app.get(
    '/reports/storefronts.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'The storefront report as CSV',
        querystring: reportRangeQuerySchema,
      },
    },
    async (request, reply) => {
      const report = await getStorefrontReport(ctx, { actor: requireStaff(request), query: request.query });
      return reply.headers(csvHeaders('storefront-report', report.range)).send(storefrontReportCsv(report));
    },
  );

  app.get(
    '/reports/catalogue',
    {
      schema: {
        tags: ['admin'],
        summary: 'Listings, units, stock value and sales per category and sub-category, or per brand',
        querystring: catalogueStatisticsQuerySchema,
        response: { 200: catalogueStatisticsSchema, ...errors },
      },
    },
    async (request) => getCatalogueStatistics(ctx, { actor: requireStaff(request), query: request.query }),
  );

  app.get(
    '/reports/searches',
    {
      schema: {
        tags: ['admin'],
        summary: 'Search keyword records of the organization’s storefronts, newest first',
        querystring: searchHistoryQuerySchema,
        response: { 200: searchHistorySchema, ...errors },
      },
    },
    async (request) => getSearchHistory(ctx, { actor: requireStaff(request), query: request.query }),
  );

  app.get(
    '/reports/searches.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'Search keyword records as CSV, with the same filters',
        querystring: searchHistoryQuerySchema,
      },
    },
    async (request, reply) => {
      const csv = await exportSearchHistoryCsv(ctx, { actor: requireStaff(request), query: request.query });
      return reply.headers(csvHeaders('search-history', request.query)).send(csv);
    },
  );

  app.get(
    '/reports/searches/without-results',
    {
      schema: {
        tags: ['admin'],
        summary: 'Keywords that found no listing, most searched first',
        querystring: reportRangeQuerySchema,
        response: { 200: searchesWithoutResultsSchema, ...errors },
      },
    },
    async (request) => getSearchesWithoutResults(ctx, { actor: requireStaff(request), query: request.query }),
  );
};
