import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { FileStorage } from './storage';

export type { FileStorage, StoredFile } from './storage';

/** The bucket when S3_BUCKET is set; else DATA_DIR/uploads. */
export function createStorage(config: Pick<Config, 'storage' | 'uploadsDir'>): FileStorage {
  const { s3 } = config.storage;
  if (s3) return createS3Storage({ bucket: s3.bucket, endpoint: s3.endpoint, region: s3.region });
  return createLocalStorage(config.uploadsDir);
}
