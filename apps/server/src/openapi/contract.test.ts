import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogFixtures, createSessionToken } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/helpers';
import { arbitraryOf, type JsonSchema, mutantArbitraryOf } from '../../test/json-schema-arbitrary';
import { operationKeys } from './document';

/*
 * The API document, checked against the server: every operation is sent inputs generated from
 * its own JSON Schemas (valid ones, and mutants of them) as a guest, a buyer and a companyAdmin.
 * Whatever it answers must be declared by the document, never a 5xx, and every JSON body must
 * match the schema the document declares for that status. Fixed seed: a failure replays.
 */

type Operation = OpenAPIV3_1.OperationObject;
type Parameter = OpenAPIV3_1.ParameterObject;
type Role = 'guest' | 'buyer' | 'companyAdmin';

const SEED = 20;
/** Runs per operation and role; each run sends one valid request and one mutant. */
const RUNS = 1;

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

describe('the API document against the server', () => {
  let t: TestApp;
  let doc: OpenAPIV3_1.Document;
  let ajv: Ajv2020;
  let knownIds: string[];
  const tokens: Partial<Record<Role, string>> = {};
  const userIds: Partial<Record<Role, string>> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const fx = await createCatalogFixtures(t.db);
    userIds.buyer = fx.users.acmeBuyer.id;
    userIds.companyAdmin = fx.users.northwindAdmin.id;
    // Real ids beside random ones, so that operations on one resource also answer 2xx.
    knownIds = [
      ...Object.values(fx.listings).map((l) => l.id),
      ...Object.values(fx.users).map((u) => u.id),
      ...Object.values(fx.organizations).map((o) => o.id),
    ];
    doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    ajv = new Ajv2020({ strict: false, allErrors: false });
    addFormats(ajv);
    ajv.addSchema({ $id: 'doc', components: doc.components });
  });
  afterAll(() => t.close());

  const resolve = (ref: string): JsonSchema => {
    const name = ref.replace('#/components/schemas/', '');
    const schema = doc.components?.schemas?.[name];
    if (!schema) throw new Error(`unknown $ref ${ref}`);
    return schema as JsonSchema;
  };

  const validators = new Map<unknown, ValidateFunction>();
  function validatorOf(schema: unknown): ValidateFunction {
    let validate = validators.get(schema);
    if (!validate) {
      // References point into the document: '#/components/...' is read as 'doc#/components/...'.
      const text = JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/');
      validate = ajv.compile(JSON.parse(text));
      validators.set(schema, validate);
    }
    return validate;
  }

  /** One request of an operation: parameters and body from the schemas, the role's credentials. */
  function requestArbitrary(key: string, operation: Operation, role: Role, mutate: boolean) {
    const [method, template] = key.split(' ') as [string, string];
    const parameters = (operation.parameters ?? []) as Parameter[];
    const options = { knownIds };
    const parameterArbitrary = (p: Parameter) => arbitraryOf(p.schema as JsonSchema, resolve, options);
    const record = (where: string) =>
      fc.record(
        Object.fromEntries(
          parameters.filter((p) => p.in === where).map((p) => [p.name, parameterArbitrary(p)]),
        ),
        {
          requiredKeys: parameters.filter((p) => p.in === where && p.required).map((p) => p.name),
        },
      );
    const body = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content?.[
      'application/json'
    ]?.schema as JsonSchema | undefined;
    const bodyArbitrary = body
      ? mutate
        ? mutantArbitraryOf(body, resolve, options)
        : arbitraryOf(body, resolve, options).map((value) => ({ value, refused: false, mutation: 'valid' }))
      : fc.constant(undefined);
    return fc
      .tuple(record('path'), record('query'), record('header'), bodyArbitrary)
      .map(([path, query, headers, payload]): { sent: Sent; refused: boolean; mutation: string } => {
        let url = template;
        for (const [name, value] of Object.entries(path)) {
          url = url.replace(`{${name}}`, encodeURIComponent(String(value)));
        }
        const search = new URLSearchParams();
        for (const [name, value] of Object.entries(query)) {
          for (const item of Array.isArray(value) ? value : [value]) {
            search.append(name, typeof item === 'object' ? JSON.stringify(item) : String(item));
          }
        }
        const sentHeaders: Record<string, string> = {};
        for (const [name, value] of Object.entries(headers)) sentHeaders[name.toLowerCase()] = String(value);
        const token = tokens[role];
        if (token) sentHeaders.authorization = `Bearer ${token}`;
        const sent: Sent = { method, url: search.size > 0 ? `${url}?${search}` : url, headers: sentHeaders };
        if (payload) {
          sent.headers['content-type'] = 'application/json';
          sent.payload = JSON.stringify(payload.value) ?? 'null';
        }
        return { sent, refused: payload?.refused ?? false, mutation: payload?.mutation ?? 'valid' };
      });
  }

  async function check(
    key: string,
    operation: Operation,
    request: { sent: Sent; refused: boolean; mutation: string },
  ) {
    const res = await t.app.inject({
      method: request.sent.method as 'GET',
      url: request.sent.url,
      headers: request.sent.headers,
      ...(request.sent.payload !== undefined ? { payload: request.sent.payload } : {}),
    });
    const where = `${key} (${request.mutation}) ${request.sent.url} ${request.sent.payload ?? ''} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
    expect(res.statusCode, where).toBeLessThan(500);
    const declared = operation.responses?.[String(res.statusCode)] as OpenAPIV3_1.ResponseObject | undefined;
    expect(declared, `undeclared status: ${where}`).toBeDefined();
    if (request.refused)
      expect(res.statusCode, `a refused body was taken: ${where}`).toBeGreaterThanOrEqual(400);
    const type = String(res.headers['content-type'] ?? '').split(';')[0] ?? '';
    if (!declared?.content) return;
    expect(Object.keys(declared.content), `undeclared content type ${type}: ${where}`).toContain(type);
    const schema = declared.content[type]?.schema;
    if (type === 'application/json' && schema) {
      const validate = validatorOf(schema);
      const valid = validate(res.json());
      expect(valid, `${where}\n${JSON.stringify(validate.errors)}`).toBe(true);
    }
  }

  it('answers every generated request with a declared status and a body matching its schema', async () => {
    const operations = operationKeys(doc);
    expect(operations.length).toBeGreaterThan(60);
    let sent = 0;
    for (const key of operations) {
      const [method, url] = key.split(' ') as [string, string];
      const operation = (doc.paths?.[url] as Record<string, Operation> | undefined)?.[method.toLowerCase()];
      if (!operation) throw new Error(`no operation ${key}`);
      // Multipart uploads are not generated from a JSON Schema; uploads.routes.test.ts covers them.
      if (
        operation.requestBody &&
        !(operation.requestBody as OpenAPIV3_1.RequestBodyObject).content['application/json']
      ) {
        continue;
      }
      for (const role of ['guest', 'buyer', 'companyAdmin'] as const) {
        // A fresh session per operation: signing out or changing a password ends sessions.
        const userId = userIds[role];
        if (userId) tokens[role] = await createSessionToken(t.db, userId);
        await fc.assert(
          fc.asyncProperty(
            requestArbitrary(key, operation, role, false),
            requestArbitrary(key, operation, role, true),
            async (valid, mutant) => {
              await check(key, operation, valid);
              await check(key, operation, mutant);
              sent += 2;
            },
          ),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        );
      }
    }
    expect(sent).toBeGreaterThan(400);
  }, 120_000);
});
