import type { Readable } from 'node:stream';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { type FileStorage, isSafeKey } from './storage';

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible endpoint (MinIO, R2, s3rver); unset: AWS itself. Path-style addressing then. */
  endpoint?: string | undefined;
  region: string;
  /** Key prefix inside the bucket ('' or 'uploads/'). */
  prefix?: string;
}

/**
 * An S3-compatible bucket. Credentials come from the AWS SDK's standard chain (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, a profile, or the machine's role): never written in our configuration.
 */
export function createS3Storage(options: S3StorageOptions, client?: S3Client): FileStorage {
  const s3 =
    client ??
    new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    });
  const prefix = options.prefix ?? '';
  const check = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
    return `${prefix}${key}`;
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await s3.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: check(key),
          Body: body,
          ContentType: contentType,
          // Names are never reused: a cache anywhere may keep the file.
          CacheControl: 'public, max-age=2592000, immutable',
        }),
      );
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        const object = await s3.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: `${prefix}${key}` }),
        );
        if (!object.Body) return null;
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          length: object.ContentLength,
        };
      } catch (error) {
        const name = (error as { name?: string }).name;
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (name === 'NoSuchKey' || name === 'NotFound' || status === 404) return null;
        throw error;
      }
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({ Bucket: options.bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key.slice(prefix.length);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
