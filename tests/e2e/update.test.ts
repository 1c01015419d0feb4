/**
 * A new deploy (issue 8): with the site installed, a changed service worker installs in the
 * background and waits; the page shows a "new version" notice, and Reload switches to it.
 * Runs against a copy of dist/ (the test changes sw.js).
 */
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startStaticServer, type RunningServer } from '../../scripts/static-server.ts';
import { launch, type Browser } from './helpers.ts';

let browser: Browser;
let server: RunningServer;
let copy: string;

beforeAll(async () => {
  copy = mkdtempSync(path.join(tmpdir(), 'archivist-dist-'));
  cpSync(process.env.ARCHIVIST_OUT_DIR || 'dist', copy, { recursive: true });
  server = await startStaticServer({ root: copy, port: 0, brotliQuality: 5 });
  browser = await launch({ serviceWorkers: 'allow' });
});
afterAll(async () => {
  await browser.close();
  await server.close();
  rmSync(copy, { recursive: true, force: true });
});

test('a new version shows a gentle notice; Reload switches to it', async () => {
  const page = await browser.context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  await page.goto(`${server.url}/it/mechanics/saga/`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 120_000 }); // it precaches about 400 files (26 s on a busy machine, over 60 s in a fresh clone's run at load 12)
  expect(await page.locator('[data-update-notice]').count()).toBe(0);

  // deploy: a different service worker
  appendFileSync(path.join(copy, 'sw.js'), '\n// next deploy\n');
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const notice = page.locator('[data-update-notice]');
  await notice.waitFor({ timeout: 20_000 });
  expect(await notice.textContent()).toContain('È disponibile una nuova versione del sito.');

  await page.evaluate(() => {
    (window as unknown as { before: boolean }).before = true;
  });
  await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Ricarica' }).click()]);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBeUndefined();
  expect(await page.locator('[data-update-notice]').count()).toBe(0);
  expect(problems).toEqual([]);
}, 180_000);
