// Regenerates src/schema.ts from the API document the server builds (no server is started):
//   npm run generate -w @patchbay/client
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../../apps/server/src/app';
import { parseConfig } from '../../../apps/server/src/config';
import { migrateDatabase, openDatabase } from '../../../apps/server/src/db/client';
import { clientTypesOf } from './client-types';

const dataDir = mkdtempSync(path.join(tmpdir(), 'patchbay-client-'));
const database = await openDatabase({});
try {
  await migrateDatabase(database);
  const config = parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
  });
  const { app } = await buildApp({ config, database, logger: false });
  await app.ready();
  const document = (await app.inject({ url: '/api/openapi.json' })).json();
  await app.close();
  const target = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/schema.ts');
  writeFileSync(target, await clientTypesOf(document));
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
