import { type ErrorCode, GENERIC_ERROR_MESSAGE, requestMessages } from '@patchbay/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorReporter } from '../integrations/errors/errors';
import { AppError } from '../lib/errors';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'invalid_data',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  429: 'rate_limited',
};

/** Fastify's client errors, answered with a status and a message of ours. */
const fastifyClientErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: requestMessages.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: requestMessages.emptyJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: requestMessages.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: requestMessages.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: requestMessages.badContentLength },
};

function send(
  reply: import('fastify').FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
) {
  return reply.status(status).send({ error: { code, message, ...(fields ? { fields } : {}) } });
}

/** Adds fields to every later line of this request's log (a disabled logger has no bindings). */
function withBindings(request: FastifyRequest, bindings: Record<string, unknown>) {
  const log = request.log as { setBindings?: (b: Record<string, unknown>) => void };
  if (typeof log.setBindings === 'function') log.setBindings(bindings);
  else request.log.info(bindings, String(bindings.error ?? ''));
}

/**
 * One error shape for every failure (DESIGN.md §2), mapped in one place. Unknown errors answer a
 * generic message and are logged whole; the client never sees internals.
 */
export const errorsPlugin = fp(async function errorsPlugin(
  app: FastifyInstance,
  opts: { reporter?: ErrorReporter } = {},
) {
  const { reporter } = opts;
  if (reporter && reporter.kind !== 'log') {
    app.addHook('onRequest', async (request) => {
      reporter.tagRequest({
        reqId: request.id,
        route: request.routeOptions.url ?? 'unmatched',
        method: request.method,
        source: 'server',
      });
    });
  }
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // The detail goes on the request's one log line ('request completed'), not a line of its own.
      if (error.internal)
        withBindings(request, { code: error.code, detail: error.internal, error: error.message });
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return send(reply, error.statusCode, error.code, error.message, error.fields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const params = issue.params as { keys?: string[] };
        if (issue.keyword === 'unrecognized_keys' && params.keys) {
          for (const key of params.keys) fields[key] = 'Unknown field';
          continue;
        }
        const name =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'body';
        fields[name] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.values(fields)[0] ?? 'Invalid request';
      return send(reply, 400, 'invalid_data', first, fields);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return send(reply, 500, 'internal', GENERIC_ERROR_MESSAGE);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large) in our words:
      // their messages may quote what was sent.
      const known = fastifyClientErrors[error.code];
      if (known) return send(reply, known.status, 'invalid_data', known.message);
      if (error instanceof SyntaxError) return send(reply, 400, 'invalid_data', requestMessages.invalidJson);
      return send(reply, status, codeByStatus[status] ?? 'invalid_data', error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    opts.reporter?.capture(error, {
      reqId: request.id,
      route: request.routeOptions.url ?? 'unmatched',
      method: request.method,
      source: 'server',
    });
    return send(reply, 500, 'internal', GENERIC_ERROR_MESSAGE);
  });
});
