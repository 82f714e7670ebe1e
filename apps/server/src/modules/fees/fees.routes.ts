import {
  errorResponseSchema,
  feeScheduleBodySchema,
  feeScheduleSavedSchema,
  pricingInformationQuerySchema,
  pricingInformationSchema,
} from '@patchbay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireStaff } from '../../plugins/auth';
import { getPricingInformation, setFeeSchedule } from './fees.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** Admin portal: an organization's plan and fees (/pricinginformation). */
export const feeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/pricing-information',
    {
      schema: {
        tags: ['admin'],
        summary: "An organization's plan, fees and their history",
        querystring: pricingInformationQuerySchema,
        response: { 200: pricingInformationSchema, ...errors },
      },
    },
    async (request) => getPricingInformation(ctx, requireStaff(request), request.query.organizationId),
  );
  app.put(
    '/pricing-information',
    {
      schema: {
        tags: ['admin'],
        summary: "Change an organization's plan and fees, for orders placed from now on",
        body: feeScheduleBodySchema,
        response: { 200: feeScheduleSavedSchema, ...errors },
      },
    },
    async (request) => setFeeSchedule(ctx, requireStaff(request), request.body),
  );
};
