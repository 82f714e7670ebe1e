import type { Readable } from 'node:stream';

/**
 * Where uploaded and generated files live (DESIGN.md §1: the object store). Keys are paths below
 * `/uploads/` (`certificates/<id>.png`); a file never changes under its key (a new upload gets a new
 * unguessable name), so it may be cached for long.
 */
export interface FileStorage {
  kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Every key (storage:migrate and tests). */
  list(): AsyncIterable<string>;
}

export interface StoredFile {
  body: Readable;
  contentType: string;
  length: number | undefined;
}

/** A key as it may be stored: relative, no `..` segment, no backslash, no NUL, not empty. */
export function isSafeKey(key: string): boolean {
  if (key === '' || key.length > 512 || key.startsWith('/') || /[\\\0]/.test(key)) return false;
  return key.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPES[extension] ?? 'application/octet-stream';
}
