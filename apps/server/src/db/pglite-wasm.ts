import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGliteOptions } from '@electric-sql/pglite';

type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;
/** Node's WebAssembly global, which the server's TypeScript libraries do not declare. */
declare const WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> };

let compiled: Promise<WasmModule | undefined> | undefined;

/**
 * PGlite's WebAssembly (PostgreSQL, 9 MB), read and compiled once per process. main.ts starts this
 * before it loads anything else, so V8 compiles it on its background threads while the server's
 * modules load; openDatabase hands the compiled module to PGlite, which otherwise reads and compiles
 * the file only once its own turn comes, after those modules. Undefined when it cannot be read or
 * compiled: PGlite then loads it itself (and says what is wrong).
 */
export function compilePgliteWasm(): Promise<WasmModule | undefined> {
  compiled ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const bytes = await readFile(path.join(path.dirname(entry), 'pglite.wasm'));
    return WebAssembly.compile(bytes);
  })().catch(() => undefined);
  return compiled;
}
