import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientTypesOf } from '../../../../packages/client/scripts/client-types';
import { createTestApp, type TestApp } from '../../test/helpers';

const schemaFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/client/src/schema.ts',
);

describe('the typed client (packages/client)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('holds the types of the current API document', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const committed = readFileSync(schemaFile, 'utf8');
    // When this fails: npm run generate -w @patchbay/client, and commit packages/client/src/schema.ts.
    expect(committed === (await clientTypesOf(document)), 'packages/client/src/schema.ts is stale').toBe(
      true,
    );
  });
});
