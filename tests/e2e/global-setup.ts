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
  // ARCHIVIST_OUT_DIR: test a build written elsewhere (ARCHIVIST_OUT_DIR=dir npm run build)
  const root = process.env.ARCHIVIST_OUT_DIR || 'dist';
  if (!existsSync(`${root}/index.html`) || !existsSync(`${root}/404.html`)) {
    throw new Error(`${root}/ is not built: run "npm run build" before the browser tests.`);
  }
  server = await startStaticServer({ root, port: 0, brotliQuality: 5 });
  project.provide('baseUrl', server.url);
}

export async function teardown(): Promise<void> {
  await server?.close();
  server = null;
}
