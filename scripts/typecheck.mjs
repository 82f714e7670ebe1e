// Type-checks every workspace with tsc --noEmit (TypeScript strict everywhere).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const projects = [
  'packages/domain',
  'packages/contract',
  'packages/client',
  'packages/ui',
  'apps/server',
  'apps/storefront',
  'apps/admin',
  'e2e',
  'bench',
];
let failed = 0;
for (const project of projects) {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', project],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    console.error(`typecheck failed: ${project}`);
    failed++;
  }
}
if (failed) process.exit(1);
console.log(`typecheck: ${projects.length} projects clean`);
