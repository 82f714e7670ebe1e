import type { TestProject } from 'vitest/node';
import { startServer } from './lib/server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Port of the server started by `npm start` for this run. */
    port: number;
    /** Its DATA_DIR: the mail drop and uploads live here. */
    dataDir: string;
  }
}

/** Starts the real marketplace (`npm start`) on a temporary DATA_DIR and a free port. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('port', server.port);
  project.provide('dataDir', server.dataDir);
  return server.stop;
}
