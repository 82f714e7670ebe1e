import fastifyMultipart from '@fastify/multipart';
import { errorResponseSchema, UPLOAD_MAX_BYTES, uploadResponseSchema } from '@patchbay/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ensureGuestId, requireStaff } from '../../plugins/auth';
import { assertCan } from '../accounts/policy';
import {
  assertUploadAllowed,
  fileTooLargeError,
  imageTypeError,
  storeResellerCertificate,
  storeStorefrontImage,
} from './uploads.service';

const hasCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

/**
 * File uploads. Multipart parsing is registered only inside this plugin, so no other route
 * accepts multipart bodies.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, headerPairs: 100 },
  });

  /** The file of one multipart request, with the upload errors in the one error shape. */
  async function readFile(request: FastifyRequest): Promise<Buffer> {
    if (!request.isMultipart()) throw imageTypeError();
    try {
      const file = await request.file();
      if (!file) throw imageTypeError();
      return await file.toBuffer();
    } catch (error) {
      if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw fileTooLargeError();
      if (hasCode(error, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) throw imageTypeError();
      throw error;
    }
  }

  app.post(
    '/admin/uploads/storefront-image',
    {
      // Staff only, refused before the body is read (as every /api/admin route).
      onRequest: async (request) => {
        requireStaff(request);
      },
      schema: {
        tags: ['admin'],
        summary: 'Upload a storefront image: logo, favicon, background (png, jpeg or gif, at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: {
          200: uploadResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      assertCan(requireStaff(request), 'storefront.settings');
      await assertUploadAllowed(ctx, request.ip);
      return storeStorefrontImage(ctx, await readFile(request));
    },
  );

  app.post(
    '/uploads/reseller-certificate',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Upload a reseller certificate image (png, jpeg or gif, at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await assertUploadAllowed(ctx, request.ip);
      const buffer = await readFile(request);
      return storeResellerCertificate(ctx, buffer, ensureGuestId(request, reply, ctx.config));
    },
  );
};
