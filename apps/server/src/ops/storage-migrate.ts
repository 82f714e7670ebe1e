import { buffer } from 'node:stream/consumers';
import type { FileStorage } from '../integrations/storage/index';
import { contentTypeOf } from '../integrations/storage/storage';

/**
 * Copies every file of `from` (DATA_DIR/uploads) to `to` (the bucket), keeping its key. A file the
 * bucket already has is skipped: names are never reused, so it is the same file. Safe to run again
 * after an interrupted run, and while the servers run (they read the bucket, then the folder).
 */
export async function copyUploads(
  from: FileStorage,
  to: FileStorage,
  log: (line: string) => void = () => {},
): Promise<{ copied: number; skipped: number }> {
  let copied = 0;
  let skipped = 0;
  for await (const key of from.list()) {
    const there = await to.get(key);
    if (there) {
      there.body.destroy();
      skipped++;
      continue;
    }
    const file = await from.get(key);
    if (!file) continue;
    await to.put(key, await buffer(file.body), contentTypeOf(key));
    copied++;
    if (copied % 100 === 0) log(`${copied} files copied`);
  }
  return { copied, skipped };
}
