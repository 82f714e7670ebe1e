/**
 * `npm run backup -- --out <folder>` and `npm run restore -- --from <folder>`: the database and
 * the uploads of the installation named by DATABASE_URL / DATA_DIR, as the server sees them
 * (docs/operations.md). With PGlite, stop the server first: one process opens its folder.
 */
import { parseArgs } from 'node:util';
import { parseConfig } from '../config';
import { backupInstallation, restoreInstallation } from '../ops/backup';

const USAGE = [
  'Usage: npm run backup -- --out <new folder>',
  '       npm run restore -- --from <backup folder>',
  "Both use the server's DATABASE_URL (PostgreSQL, pg_dump/pg_restore) or DATA_DIR (PGlite: stop the",
  'server first), and with S3_BUCKET set every object of the bucket. A restore needs an empty database',
  '(or a DATA_DIR without a database), no uploads, and an empty bucket when the backup holds one.',
].join('\n');

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: { out: { type: 'string' }, from: { type: 'string' } },
  });
  const config = parseConfig();
  if (command === 'backup' && values.out) {
    const manifest = await backupInstallation(config, values.out);
    process.stdout.write(
      `backup of the ${manifest.database} database and uploads${manifest.bucket ? ` (${manifest.bucket.objects} objects of s3://${manifest.bucket.name})` : ''} written to ${values.out}\n`,
    );
  } else if (command === 'restore' && values.from) {
    const manifest = await restoreInstallation(config, values.from);
    process.stdout.write(
      `restored the ${manifest.database} backup of ${manifest.createdAt} (migration ${manifest.migration})${manifest.bucket ? ` and ${manifest.bucket.objects} bucket objects` : ''}\n`,
    );
  } else {
    process.stderr.write(`${USAGE}\n`);
    process.exit(2);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
