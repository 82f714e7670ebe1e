import {
  errorResponseSchema,
  idParamsSchema,
  resellerCertificateListQuerySchema,
  resellerCertificateListResponseSchema,
  reviewResellerCertificateBodySchema,
  reviewResellerCertificateResponseSchema,
} from '@patchbay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireStaff } from '../../plugins/auth';
import { listResellerCertificates, reviewResellerCertificate } from './reseller-certificates.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** Admin portal: buyers' reseller certificates to review (/resellercertificates). */
export const resellerCertificateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/reseller-certificates',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Reseller certificates of buyers who registered on the actor's organization's storefronts (the operator: all)",
        querystring: resellerCertificateListQuerySchema,
        response: { 200: resellerCertificateListResponseSchema, ...errors },
      },
    },
    async (request) => listResellerCertificates(ctx, requireStaff(request), request.query),
  );

  app.post(
    '/reseller-certificates/:id/review',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve or reject a reseller certificate: only an approved one exempts its buyer from tax',
        params: idParamsSchema,
        body: reviewResellerCertificateBodySchema,
        response: { 200: reviewResellerCertificateResponseSchema, ...errors },
      },
    },
    async (request) => reviewResellerCertificate(ctx, requireStaff(request), request.params.id, request.body),
  );
};
