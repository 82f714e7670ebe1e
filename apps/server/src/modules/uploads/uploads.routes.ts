import fastifyMultipart from '@fastify/multipart';
import { errorResponseSchema, UPLOAD_MAX_BYTES, uploadResponseSchema } from '@patchbay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ensureGuestId } from '../../plugins/auth';
import {
  assertUploadAllowed,
  fileTooLargeError,
  imageTypeError,
  storeResellerCertificate,
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
      if (!request.isMultipart()) throw imageTypeError();
      let buffer: Buffer;
      try {
        const file = await request.file();
        if (!file) throw imageTypeError();
        buffer = await file.toBuffer();
      } catch (error) {
        if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw fileTooLargeError();
        if (hasCode(error, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) throw imageTypeError();
        throw error;
      }
      return storeResellerCertificate(ctx, buffer, ensureGuestId(request, reply, ctx.config));
    },
  );
};
