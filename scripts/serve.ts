/**
 * `npm start` (after the build) and `npm run serve`: serves dist/ on 127.0.0.1 and prints
 * the address. PORT picks the port (default 4173; the next free one if it is taken).
 */
import { existsSync } from 'node:fs';
import { startStaticServer, type RunningServer } from './static-server.ts';

const root = 'dist';
if (!existsSync(`${root}/index.html`)) {
  console.error('dist/ is not built: run "npm run build" first (or "npm start", which builds).');
  process.exit(1);
}

const wanted = Number(process.env.PORT ?? 4173);
let server: RunningServer | null = null;
for (let port = wanted; port < wanted + 20 && !server; port += 1) {
  try {
    server = await startStaticServer({ root, port });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
  }
}
if (!server) {
  console.error(`No free port from ${wanted} to ${wanted + 19}.`);
  process.exit(1);
}
console.log(`Archivist is being served at ${server.url}/  (Ctrl+C to stop)`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
