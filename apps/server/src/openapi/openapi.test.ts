import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { API_DOCS_CSP } from './docs.routes';
import { operationKeys } from './document';
import { operations } from './operations';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const redoclyCli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

type Operation = OpenAPIV3_1.OperationObject;

function eachOperation(doc: OpenAPIV3_1.Document): [string, Operation][] {
  return operationKeys(doc).map((key) => {
    const [method, url] = key.split(' ') as [string, string];
    const item = doc.paths?.[url] as Record<string, Operation>;
    return [key, item[method.toLowerCase()] as Operation];
  });
}

describe('the API document', () => {
  let t: TestApp;
  let doc: OpenAPIV3_1.Document;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  it('has an entry in operations.ts for every route, and none for a route that is gone', () => {
    const documented = operationKeys(doc).sort();
    expect(documented.length).toBeGreaterThan(60);
    expect(Object.keys(operations).sort()).toEqual(documented);
  });

  it('names every operation once, verb-noun, with a summary, a description, a tag and its security', () => {
    const ids = new Set<string>();
    const tagNames = new Set((doc.tags ?? []).map((tag) => tag.name));
    for (const [key, operation] of eachOperation(doc)) {
      expect(operation.operationId, key).toMatch(/^[a-z]+[A-Z][A-Za-z]+$/);
      expect(ids.has(operation.operationId as string), `${key}: operationId taken`).toBe(false);
      ids.add(operation.operationId as string);
      expect(operation.summary, key).toBeTruthy();
      expect(operation.description, key).toBeTruthy();
      expect(operation.tags?.length, key).toBe(1);
      expect(tagNames.has(operation.tags?.[0] as string), key).toBe(true);
      expect(operation.security, key).toBeDefined();
    }
    expect(doc.components?.securitySchemes).toEqual({
      bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      sessionCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'pb_session' }),
    });
    expect(doc.servers?.length).toBeGreaterThan(0);
  });

  it('describes every answer, and every error is the one error shape by reference', () => {
    for (const [key, operation] of eachOperation(doc)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const { description, content } = response as OpenAPIV3_1.ResponseObject;
        expect(description, `${key} ${status}`).toBeTruthy();
        expect(description, `${key} ${status}`).not.toBe('Default Response');
        if (Number(status) >= 400 && content?.['application/json']) {
          expect(content['application/json'].schema, `${key} ${status}`).toEqual({
            $ref: '#/components/schemas/Error',
          });
        }
      }
      const statuses = Object.keys(operation.responses ?? {});
      expect(statuses, key).toEqual(expect.arrayContaining(['400', '405', '429', '500']));
    }
    const status = (key: string) => Object.keys(findOperation(doc, key).responses ?? {});
    // Staff routes answer 401 and 403; path parameters 404 and 414; bodies 413 and 415.
    expect(status('GET /api/admin/orders')).toEqual(expect.arrayContaining(['401', '403']));
    expect(status('GET /api/listings/{id}')).toEqual(expect.arrayContaining(['404', '414']));
    expect(status('POST /api/newsletter')).toEqual(expect.arrayContaining(['413', '415']));
    expect(status('GET /api/orders')).toContain('401');
  });

  it('declares the headers, the multipart upload and the content types of files', () => {
    for (const key of ['POST /api/checkout', 'POST /api/orders/{id}/pay']) {
      expect(findOperation(doc, key).parameters, key).toContainEqual(
        expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: true }),
      );
    }
    const upload = findOperation(doc, 'POST /api/uploads/reseller-certificate');
    const multipart = (upload.requestBody as OpenAPIV3_1.RequestBodyObject).content['multipart/form-data'];
    expect(multipart?.schema).toMatchObject({ required: ['file'] });
    const files: Record<string, string> = {
      'GET /sitemap.xml': 'application/xml',
      'GET /sitemap-products-{file}': 'application/xml',
      'GET /feeds/google.xml': 'application/xml',
      'GET /theme.css': 'text/css',
      'GET /robots-allow.txt': 'text/plain',
      'GET /api/media/no-image.svg': 'image/svg+xml',
      'GET /api/media/brand/{file}': 'image/svg+xml',
    };
    for (const [key, type] of Object.entries(files)) {
      const ok = findOperation(doc, key).responses?.['200'] as OpenAPIV3_1.ResponseObject;
      expect(Object.keys(ok.content ?? {}), key).toEqual([type]);
    }
  });

  it('names shared schemas as components and references them', () => {
    const schemas = Object.keys(doc.components?.schemas ?? {});
    expect(schemas).toEqual(
      expect.arrayContaining(['Error', 'Money', 'AddressInput', 'ListingCard', 'OrderSummary']),
    );
    const text = JSON.stringify(doc.paths);
    // The error shape is written once, in components, not per answer.
    expect(text).not.toContain('"rate_limited"');
    for (const name of ['Money', 'ListingCard', 'OrderSummary', 'AddressInput']) {
      expect(
        text.includes(`"#/components/schemas/${name}"`) ||
          JSON.stringify(doc.components).includes(`"#/components/schemas/${name}"`),
        name,
      ).toBe(true);
    }
  });

  it('renders the reference at /api/docs from this server only, with a CSP for that page alone', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<redoc spec-url="/api/openapi.json">');
    expect(res.body).toContain('<script src="/api/docs/redoc.standalone.js">');
    expect(res.body).not.toMatch(/https?:\/\//);
    expect(res.headers['content-security-policy']).toBe(API_DOCS_CSP);
    expect(API_DOCS_CSP).toContain("script-src 'self'");
    const script = await t.app.inject({ url: '/api/docs/redoc.standalone.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body.length).toBeGreaterThan(500_000);
    // Other API answers keep their own (no) page policy.
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.headers['content-security-policy']).toBeUndefined();
  });

  it('says what the server refuses: e-mails, phones, names, zip codes, amounts, URLs and dates', () => {
    const body = (key: string) =>
      (findOperation(doc, key).requestBody as OpenAPIV3_1.RequestBodyObject).content['application/json']
        ?.schema as OpenAPIV3_1.SchemaObject;
    expect(body('POST /api/auth/login').properties?.email).toMatchObject({ format: 'email', maxLength: 254 });
    const address = doc.components?.schemas?.AddressInput as OpenAPIV3_1.SchemaObject;
    expect(address.properties?.contactnumber).toHaveProperty('pattern');
    expect(address.properties?.firstname).toMatchObject({ maxLength: 50, pattern: expect.any(String) });
    expect(body('POST /api/admin/orders/{id}/payments').properties?.amount).toHaveProperty('pattern');
    const shipment = body('POST /api/admin/orders/{id}/shipment').properties;
    expect(shipment?.trackingUrl).toMatchObject({ format: 'uri' });
    expect(shipment?.shipmentDate).toMatchObject({ format: 'date' });
  });

  it('passes Redocly’s recommended rules with no errors', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'patchbay-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(doc));
      const result = spawnSync(
        process.execPath,
        [redoclyCli, 'lint', file, '--config', path.join(root, 'redocly.yaml'), '--format=json'],
        { cwd: root, encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off' } },
      );
      const report = JSON.parse(result.stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; severity: string; location: { pointer: string }[] }[];
      };
      const problems = report.problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}`);
      // The one warning left is explained in redocly.yaml: robots.txt answers only a redirect.
      expect(problems).toEqual(['warn operation-2xx-response #/paths/~1robots.txt/get/responses']);
      expect(report.totals.errors).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

function findOperation(doc: OpenAPIV3_1.Document, key: string): Operation {
  const [method, url] = key.split(' ') as [string, string];
  const operation = (doc.paths?.[url] as Record<string, Operation> | undefined)?.[method.toLowerCase()];
  if (!operation) throw new Error(`no operation ${key}`);
  return operation;
}
