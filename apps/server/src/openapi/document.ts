import type { SwaggerOptions } from '@fastify/swagger';
import { IDEMPOTENCY_KEY_PATTERN, UPLOAD_MAX_BYTES } from '@patchbay/contract';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3, OpenAPIV3_1 } from 'openapi-types';
import { GUEST_ID_PATTERN } from '../modules/accounts/tokens';
import { GUEST_COOKIE, SESSION_COOKIE } from '../plugins/auth';
import { MAX_PARAM_LENGTH } from '../plugins/edge';
import './components';
import { type ErrorStatus, type HeaderName, type OperationDoc, operations, tags } from './operations';

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;
type Response = OpenAPIV3_1.ResponseObject;
type Parameter = OpenAPIV3_1.ParameterObject;

export const ERROR_SCHEMA_REF = '#/components/schemas/Error';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The largest body the server reads (app.ts passes it to Fastify as bodyLimit). */
export const BODY_LIMIT_BYTES = 1_048_576;

/** What each error status means when the operation says nothing more precise (operations.ts). */
const errorDescriptions: Record<ErrorStatus, string> = {
  400: 'Bad input: `error.fields` names each refused field with its message, and nothing changed',
  401: 'Not signed in, or the session ended: sign in again',
  403: 'Signed in, but this user may not do this',
  404: 'Not found',
  405: 'The path does not take this method: the `Allow` header lists the methods it takes',
  409: 'Conflicts with the current state of the resource: read it again and retry',
  413: `The body is larger than ${BODY_LIMIT_BYTES} bytes`,
  414: `A path parameter is longer than ${MAX_PARAM_LENGTH} characters`,
  415: 'The body is not of a content type this operation takes',
  429: 'Too many requests or attempts: wait and retry',
  500: 'The server failed (it is logged); retry later',
  503: 'Not ready to serve; retry later or on another process',
};

const headerParameters: Record<HeaderName, Parameter[]> = {
  idempotencyKey: [
    {
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
      description:
        'A key of your own for this attempt (8 to 200 of A-Z, a-z, 0-9, `_`, `-`), e.g. a UUID. Send the same key when you retry the same request: the first result is answered again and nothing is charged twice.',
      schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
    },
  ],
  guestId: [
    {
      name: 'X-Guest-Id',
      in: 'header',
      required: false,
      description:
        'The guest id (`guestId` of `GET /api/auth/me`) for clients that keep no cookies; the `pb_guest` cookie wins when both are sent.',
      schema: { type: 'string', pattern: GUEST_ID_PATTERN.source },
    },
    {
      name: GUEST_COOKIE,
      in: 'cookie',
      required: false,
      description: 'The guest id the server set in this browser (HttpOnly).',
      schema: { type: 'string', pattern: GUEST_ID_PATTERN.source },
    },
  ],
  timeZone: [
    {
      name: 'X-Time-Zone',
      in: 'header',
      required: false,
      description: 'The searcher’s IANA time zone (e.g. `America/Denver`), recorded with the search keyword.',
      schema: { type: 'string', maxLength: 100 },
    },
  ],
};

const securityByAccess: Record<OperationDoc['access'], OpenAPIV3_1.SecurityRequirementObject[]> = {
  public: [],
  optional: [{}, { bearerAuth: [] }, { sessionCookie: [] }],
  user: [{ bearerAuth: [] }, { sessionCookie: [] }],
  staff: [{ bearerAuth: [] }, { sessionCookie: [] }],
};

const errorContent = { 'application/json': { schema: { $ref: ERROR_SCHEMA_REF } } };
const plainText = { 'text/plain': { schema: { type: 'string' as const } } };

/** The error statuses an operation answers: those of its route class, its own, and its route's. */
export function errorStatusesOf(
  key: string,
  entry: OperationDoc,
  operation: Pick<Operation, 'parameters' | 'requestBody' | 'responses'>,
): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([400, 405, 429, 500]);
  const parameters = (operation.parameters ?? []) as Parameter[];
  if (parameters.some((p) => p.in === 'path')) {
    statuses.add(404);
    statuses.add(414);
  }
  if (operation.requestBody || key.startsWith('POST ') || key.startsWith('PATCH ')) {
    // A body over the limit or of another content type is refused before the route runs.
    statuses.add(413);
    statuses.add(415);
  }
  if (entry.access === 'user' || entry.access === 'staff') statuses.add(401);
  if (entry.access === 'staff') statuses.add(403);
  if (entry.file?.notFound) statuses.add(404);
  for (const status of Object.keys(entry.errors ?? {})) statuses.add(Number(status) as ErrorStatus);
  for (const status of Object.keys(operation.responses ?? {})) {
    const n = Number(status);
    if (n >= 400) statuses.add(n as ErrorStatus);
  }
  return [...statuses].sort((a, b) => a - b);
}

/**
 * A path parameter is never empty (`/api/listings/` is another path) and never longer than the
 * router takes (longer ones answer 414), whatever its zod schema says.
 */
function pathParameterBounds(parameter: Parameter): Parameter {
  const schema = parameter.schema as OpenAPIV3.SchemaObject | undefined;
  if (parameter.in !== 'path' || schema?.type !== 'string') return parameter;
  const bounded: OpenAPIV3.NonArraySchemaObject = {
    ...schema,
    minLength: Math.max(schema.minLength ?? 0, 1),
    maxLength: Math.min(schema.maxLength ?? MAX_PARAM_LENGTH, MAX_PARAM_LENGTH),
  };
  return { ...parameter, schema: bounded };
}

function successDescription(entry: OperationDoc, status: string): string {
  if (status === '201') return `Created. ${entry.summary}`;
  return entry.summary;
}

/** Fills one operation of the generated document from its entry in operations.ts. */
function describeOperation(key: string, operation: Operation, entry: OperationDoc): Operation {
  const responses: OpenAPIV3_1.ResponsesObject = {};
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (Number(status) >= 400) continue;
    const given = response as Response;
    responses[status] = {
      ...given,
      description:
        given.description && given.description !== 'Default Response'
          ? given.description
          : successDescription(entry, status),
    };
  }
  if (entry.file) {
    responses['200'] = {
      description: entry.file.description,
      content: { [entry.file.contentType]: { schema: { type: 'string' } } },
    };
  }
  if (key === 'GET /robots.txt') {
    delete responses['200'];
    responses['302'] = {
      description: 'Redirect to the robots file of this host',
      headers: {
        Location: {
          description: '`/robots-allow.txt` or `/robots-disallow.txt`',
          schema: { type: 'string' },
        },
      },
    };
  }
  for (const status of errorStatusesOf(key, entry, operation)) {
    const description = entry.errors?.[status] ?? errorDescriptions[status];
    // File routes answer their own 404 in plain text; everything else is the one error shape.
    const content = status === 404 && entry.file?.notFound ? plainText : errorContent;
    responses[String(status)] = {
      description: status === 404 && entry.file?.notFound ? entry.file.notFound : description,
      content,
    };
  }

  const parameters = ((operation.parameters ?? []) as Parameter[]).map(pathParameterBounds);
  for (const header of entry.headers ?? []) parameters.push(...headerParameters[header]);

  const described: Operation = {
    operationId: entry.operationId,
    summary: entry.summary,
    description: entry.description,
    tags: [entry.tag],
    security: securityByAccess[entry.access],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(operation.requestBody ? { requestBody: operation.requestBody } : {}),
    responses,
  };
  if (
    key === 'POST /api/uploads/reseller-certificate' ||
    key === 'POST /api/admin/uploads/storefront-image'
  ) {
    described.requestBody = {
      required: true,
      description: 'One file part named `file`.',
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: {
              file: {
                type: 'string',
                contentMediaType: 'application/octet-stream',
                description: `A png, jpeg or gif image of at most ${UPLOAD_MAX_BYTES} bytes.`,
              },
            },
          },
          encoding: { file: { contentType: 'image/png, image/jpeg, image/gif' } },
        },
      },
    };
  }
  return described;
}

/** Every "METHOD /path" of a document. */
export function operationKeys(document: Pick<Document, 'paths'>): string[] {
  const keys: string[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) if (item?.[method]) keys.push(`${method.toUpperCase()} ${path}`);
  }
  return keys;
}

/** Drops components no operation (or other component) references: the registry holds input and output forms of each. */
function pruneUnusedSchemas(document: Document): void {
  const schemas = document.components?.schemas;
  if (!schemas) return;
  const used = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')) {
        const name = child.slice('#/components/schemas/'.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else {
        visit(child);
      }
    }
  };
  visit(document.paths);
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}

/** The whole document: the generated paths and schemas, described from operations.ts. */
function describeDocument(generated: Document): Document {
  const paths: OpenAPIV3_1.PathsObject = {};
  for (const [path, item] of Object.entries(generated.paths ?? {})) {
    const described: Partial<Record<(typeof METHODS)[number], Operation>> = {};
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const entry = operations[key];
      // An operation missing from the table stays as generated; openapi.test.ts fails on it.
      described[method] = entry ? describeOperation(key, operation, entry) : operation;
    }
    paths[path] = described as OpenAPIV3_1.PathItemObject;
  }
  const document: Document = { ...generated, paths };
  pruneUnusedSchemas(document);
  return document;
}

export const swaggerOptions: SwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Patchbay API',
      version: '1.0.0',
      summary: 'The JSON API of the Patchbay marketplace, its storefronts and its admin portal',
      description: [
        'Multi-storefront B2B marketplace for telecom equipment. Every request is resolved to a storefront from its `Host` header: the same path answers for the storefront of the host it is sent to; admin hosts serve the admin portal.',
        '',
        'Errors have one shape: `{ "error": { "code", "message", "fields"? } }`. Amounts are decimal strings. See docs/api.md for tokens, idempotency, pagination and rate limits.',
      ].join('\n'),
    },
    servers: [
      {
        url: '{scheme}://{host}',
        description: 'A storefront host or an admin host of a deployment',
        variables: {
          scheme: { enum: ['https', 'http'], default: 'http' },
          host: {
            default: 'localhost:3000',
            description:
              'In development `localhost:3000` (the marketplace), `<slug>.localhost:3000` (a branded storefront), `admin.localhost:3000` (the admin portal)',
          },
        },
      },
    ],
    tags: Object.entries(tags).map(([name, description]) => ({ name, description })),
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The `token` answered by `POST /api/auth/token`, sent as `Authorization: Bearer <token>`.',
        },
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description:
            'The session cookie browsers get from `POST /api/auth/login` (HttpOnly, SameSite=Lax).',
        },
      },
    },
  },
  transform: jsonSchemaTransform,
  transformObject: (input) => describeDocument(jsonSchemaTransformObject(input) as Document),
};
