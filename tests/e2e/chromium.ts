import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium(): string | null {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}

export interface Browser {
  context: BrowserContext;
  close: () => Promise<void>;
}

/**
 * A fresh Chromium profile in a temporary directory, removed on close.
 *
 * The site's service worker is blocked unless a file asks for it (`serviceWorkers: 'allow'`):
 * the worker is the subject of tests/e2e/offline.test.ts and update.test.ts, and nothing else
 * needs it. Allowed, every file's browser precached the whole build (about 400 files) in its
 * first minute, beside the page under test, and the worker took control of the file's pages
 * partway through. In the CI run of stop 34 a compare page's two chunks failed to load in the
 * first minute of compare.test.ts, while its worker was installing, and no failed request was
 * logged (a failed request logs one, with or without the worker): not understood. Blocked, a
 * request is also always seen by `page.route` (a request the worker serves is not), so a file may
 * slow or fail requests.
 */
export async function launch(options: { javaScriptEnabled?: boolean; locale?: string; colorScheme?: 'light' | 'dark'; serviceWorkers?: 'allow' | 'block' } = {}): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium: run "tsx scripts/ensure-chromium.ts"');
  const profile = mkdtempSync(path.join(tmpdir(), 'archivist-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    locale: options.locale ?? 'en-US',
    colorScheme: options.colorScheme ?? 'light',
    viewport: { width: 1280, height: 900 },
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
