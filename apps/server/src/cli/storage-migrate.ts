// `npm run storage:migrate`: copies DATA_DIR/uploads to the S3_BUCKET bucket (docs/operations.md).
import { parseConfig } from '../config';
import { createStorage } from '../integrations/storage/index';
import { createLocalStorage } from '../integrations/storage/local-storage';
import { copyUploads } from '../ops/storage-migrate';

const config = parseConfig();
if (!config.storage.s3) {
  console.error(
    'storage:migrate copies DATA_DIR/uploads to a bucket: set S3_BUCKET (and S3_ENDPOINT, AWS_*) first',
  );
  process.exit(1);
}
const { copied, skipped } = await copyUploads(
  createLocalStorage(config.uploadsDir),
  await createStorage(config),
  (line) => console.log(line),
);
console.log(
  `copied ${copied} files from ${config.uploadsDir} to s3://${config.storage.s3.bucket} (${skipped} were there already)`,
);
