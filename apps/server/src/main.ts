import cluster from 'node:cluster';
import { performance } from 'node:perf_hooks';
import { runPrimary } from './cluster';
import { parseConfig } from './config';
import { serve } from './serve';

const started = performance.now();
const config = parseConfig();
if (config.webConcurrency > 1 && cluster.isPrimary) runPrimary(config);
else await serve(config, started);
