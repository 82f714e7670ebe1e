import { createReadStream } from 'node:fs';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, type FileStorage, isSafeKey } from './storage';

/** Files in a folder (DATA_DIR/uploads): the default, one machine. */
export function createLocalStorage(dir: string): FileStorage {
  const fileOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
    return path.join(dir, ...key.split('/'));
  };
  async function* walk(folder: string, prefix: string): AsyncIterable<string> {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) yield* walk(path.join(folder, entry.name), key);
      else if (entry.isFile()) yield key;
    }
  }
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(file), contentType: contentTypeOf(key), length: info.size };
    },
    list: () => walk(dir, ''),
  };
}
