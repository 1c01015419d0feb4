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
 * A fresh Chromium profile in a temporary directory, removed on close. `serviceWorkers: 'block'` keeps the site's service worker out: a request it serves is never
 * seen by `page.route`, so a file that slows or fails requests on purpose blocks it.
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
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
