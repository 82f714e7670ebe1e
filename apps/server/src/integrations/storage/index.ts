import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import type { FileStorage } from './storage';

export type { FileStorage, StoredFile } from './storage';

/** The bucket when S3_BUCKET is set (the AWS SDK is loaded only then); else DATA_DIR/uploads. */
export async function createStorage(config: Pick<Config, 'storage' | 'uploadsDir'>): Promise<FileStorage> {
  const { s3 } = config.storage;
  if (!s3) return createLocalStorage(config.uploadsDir);
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage({ bucket: s3.bucket, endpoint: s3.endpoint, region: s3.region });
}
