import './instrument';
import cluster from 'node:cluster';
import { performance } from 'node:perf_hooks';
import { runPrimary } from './cluster';
import { parseConfig } from './config';

const started = performance.now();
const config = parseConfig();
if (config.webConcurrency > 1 && cluster.isPrimary) {
  // The primary only forks and watches: it never loads the server's modules.
  runPrimary(config);
} else {
  const { serve } = await import('./serve');
  await serve(config, started);
}
