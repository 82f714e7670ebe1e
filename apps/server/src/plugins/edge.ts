import type { Socket } from 'node:net';
import { GENERIC_ERROR_MESSAGE, requestMessages } from '@patchbay/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { AppError } from '../lib/errors';

/**
 * The longest path parameter any route's schema allows (`pages/{id}` and `media/brand/{file}`
 * take 200 characters). The router refuses longer ones with 414 before matching a route; up to
 * this length each route's own schema decides, with a 400 naming the parameter.
 */
export const MAX_PARAM_LENGTH = 200;

/** Request headers that routes read as text, with the name a field message gives them. */
const TEXT_HEADERS: Record<string, string> = {
  'idempotency-key': 'Idempotency-Key',
  'x-guest-id': 'X-Guest-Id',
  'x-time-zone': 'X-Time-Zone',
};

const NUL = '\u0000';
/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a string that cannot be stored as text, or null when it can. */
export function badTextMessage(value: string): string | null {
  if (value.includes(NUL)) return requestMessages.controlCharacter;
  if (LONE_SURROGATE.test(value)) return requestMessages.brokenCharacter;
  return null;
}

/**
 * Every string in a parsed value (body, query, params) that cannot be stored, by field path
 * ('shippingAddress.city', 'items.0.note'; `root` for the value itself). A property name that
 * cannot be stored is reported on its parent. Iterative, so a deeply nested body cannot
 * overflow the stack.
 */
export function findBadText(value: unknown, root: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as { value: unknown; path: string };
    if (typeof current === 'string') {
      const message = badTextMessage(current);
      if (message) fields[path || root] ??= message;
      continue;
    }
    if (current === null || typeof current !== 'object' || Buffer.isBuffer(current)) continue;
    const entries = Array.isArray(current)
      ? current.map((item, index) => [String(index), item] as const)
      : Object.entries(current);
    for (const [key, item] of entries) {
      const keyMessage = badTextMessage(key);
      if (keyMessage) {
        fields[path || root] ??= keyMessage;
        continue;
      }
      stack.push({ value: item, path: path ? `${path}.${key}` : key });
    }
  }
  return fields;
}

function refuseBadText(request: FastifyRequest, where: string, fields: Record<string, string>): void {
  const names = Object.keys(fields);
  if (names.length === 0) return;
  // The field names only: the raw value is what an attacker sent and may not even be printable.
  request.log.info({ where, fields: names }, 'request refused: text that cannot be stored');
  throw new AppError('invalid_data', fields[names[0] as string] as string, { fields });
}

/** The JSON body, decoded as strict UTF-8 (a wrong byte is a 400, not a replacement character). */
function jsonParser(app: FastifyInstance) {
  // Fastify's own parser after decoding, with the server's prototype-poisoning settings.
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'ignore',
  );
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  return (request: FastifyRequest, body: Buffer, done: (error: Error | null, body?: unknown) => void) => {
    let text: string;
    try {
      text = utf8.decode(body);
    } catch {
      request.log.info({ where: 'body' }, 'request refused: body is not valid UTF-8');
      done(
        new AppError('invalid_data', requestMessages.invalidUtf8, {
          fields: { body: requestMessages.invalidUtf8 },
        }),
      );
      return;
    }
    parseJson(request, text, (error, parsed) => {
      if (error) return done(error);
      try {
        refuseBadText(request, 'body', findBadText(parsed, 'body'));
      } catch (refusal) {
        return done(refusal as Error);
      }
      done(null, parsed);
    });
  };
}

/**
 * The one edge every request crosses before any route, tenant lookup or database call:
 * - query strings, path parameters and the text headers routes read are refused with a 400 that
 *   names the field when a string holds a NUL or a lone UTF-16 surrogate (PostgreSQL cannot
 *   store the first; the second is no character at all);
 * - JSON bodies are decoded as strict UTF-8 and checked the same way while they are parsed;
 * - a known address asked with a method it does not take answers 405 with `Allow`, not 404.
 * Register it before the tenant and auth plugins: hooks run in the order they are added.
 */
export const edgePlugin = fp(async function edgePlugin(app: FastifyInstance) {
  // JSON is the only body the API reads (uploads add multipart in their own plugin): any other
  // content type, text/plain included, answers 415 instead of reaching a route as a string.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, jsonParser(app));

  // Every route's method and path, to tell "no such address" (404) from "not with this method" (405).
  const routes = FindMyWay({ ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH });
  const registered = new Set<string>();
  const methods = new Set<HTTPMethod>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat() as HTTPMethod[]) {
      const key = `${method} ${route.url}`;
      if (registered.has(key)) continue;
      registered.add(key);
      methods.add(method);
      routes.on(method, route.url, () => {});
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    // A wildcard's value (the web app's pages, the 404 handler, uploads) is the rest of the path.
    const { '*': rest, ...params } = (request.params ?? {}) as Record<string, unknown>;
    refuseBadText(request, 'params', { ...findBadText(params, 'path'), ...findBadText(rest, 'path') });
    refuseBadText(request, 'query', findBadText(request.query, 'query'));
    const headerFields: Record<string, string> = {};
    for (const [header, name] of Object.entries(TEXT_HEADERS)) {
      const message = findBadText(request.headers[header], name)[name];
      if (message) headerFields[name] = message;
    }
    refuseBadText(request, 'headers', headerFields);

    if (request.is404) {
      const allowed = [...methods].filter((method) => routes.find(method, request.url));
      if (allowed.length > 0) {
        const allow = allowed.sort().join(', ');
        return reply
          .status(405)
          .header('allow', allow)
          .send({
            error: {
              code: 'method_not_allowed',
              message: requestMessages.methodNotAllowed(request.method, allow),
            },
          });
      }
    }
  });
});

/**
 * Errors the router raises before any route or hook runs (Fastify's `frameworkErrors`), in the
 * one error shape and without the URL: a malformed percent escape (`%ZZ`) and a path parameter
 * longer than MAX_PARAM_LENGTH.
 */
export function frameworkErrorReply(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') {
    request.log.info({ code: error.code }, 'request refused: malformed address');
    return reply.status(400).send({ error: { code: 'invalid_data', message: requestMessages.badUrl } });
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    request.log.info({ code: error.code }, 'request refused: path parameter too long');
    return reply
      .status(414)
      .send({ error: { code: 'invalid_data', message: requestMessages.tooLongParameter } });
  }
  request.log.error({ err: error }, 'router error');
  return reply.status(500).send({ error: { code: 'internal', message: GENERIC_ERROR_MESSAGE } });
}

/** Errors Node's HTTP parser raises before Fastify sees a request, by the status they answer. */
const clientErrors: Record<string, { status: number; reason: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    message: requestMessages.requestTimeout,
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: requestMessages.headersTooLarge,
  },
};

/**
 * A request Node's HTTP parser cannot read (a control character in a header, headers over the
 * size limit, a timeout): Fastify's `clientErrorHandler`, answering in the error shape on the raw
 * socket, since there is no request to reply to.
 */
export function clientErrorReply(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = clientErrors[error.code ?? ''] ?? {
    status: 400,
    reason: 'Bad Request',
    message: requestMessages.malformedRequest,
  };
  this.log.debug({ code: error.code }, 'unreadable request');
  if (socket.writable) {
    const body = JSON.stringify({ error: { code: 'invalid_data', message: known.message } });
    socket.write(
      `HTTP/1.1 ${known.status} ${known.reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
