// `npm run build`: everything production runs, compiled: the storefront and admin apps (with their
// server rendering) and the server (apps/server/dist). `npm start` with NODE_ENV=production runs it.
import { buildServer } from './build-server.mjs';
import { buildWeb } from './build-web.mjs';

buildWeb({ force: !process.argv.includes('--stale-only') });
const started = Date.now();
await buildServer();
console.log(`built the server into apps/server/dist in ${Date.now() - started} ms`);
