import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startStaticServer, type RunningServer } from '../../scripts/static-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: RunningServer | null = null;

/** Serves the built dist/ on 127.0.0.1 with a free port, like any static host, for all e2e tests. */
export async function setup(project: TestProject): Promise<void> {
  if (!existsSync('dist/index.html') || !existsSync('dist/404.html')) {
    throw new Error('dist/ is not built: run "npm run build" before the browser tests.');
  }
  server = await startStaticServer({ root: 'dist', port: 0 });
  project.provide('baseUrl', server.url);
}

export async function teardown(): Promise<void> {
  await server?.close();
  server = null;
}
