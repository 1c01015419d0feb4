/**
 * Offline reading (issue 8): after a first visit the service worker controls the page and has
 * precached the build; with the network off, another mechanic opens (a full navigation and a
 * client-side one), its board steps, and an unknown address shows the not-found page; a position
 * link opens in the editor, in another language; a puzzle opens and Practice lists them all. The
 * web app manifest is linked and lists the icons. The tests run in order in one browser: the
 * first installs the worker, the others use it (the only file besides update.test.ts whose
 * browser allows it, tests/e2e/chromium.ts).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { loadCatalog } from '../../src/content/catalog.ts';
import { encodePosition } from '../../src/position/share.ts';
import { rulingIdsOf } from '../../src/practice/build/plugin.ts';
import { loadPuzzles } from '../../src/practice/build/load.ts';
import { baseUrl, launch, openPage, settled, type Browser, type Watched } from './helpers.ts';

let browser: Browser;
let w: Watched;

beforeAll(async () => {
  browser = await launch({ serviceWorkers: 'allow' });
});
afterAll(async () => {
  await browser.context.setOffline(false);
  await browser.close();
});

// the worker precaches every page in three languages (about 380 files) before it controls the page
const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 120_000 });
const stepOf = (page: Page) => page.getAttribute('#board', 'data-step').then(Number);

test('a first visit installs the service worker; offline, pages, boards and the 404 page still work', async () => {
  w = await openPage(browser, { allow404: true });
  const { page } = w;
  await page.goto(`${baseUrl()}/en/mechanics/saga/`);
  await settled(page);
  await controlled(page);

  await browser.context.setOffline(true);
  try {
    // a full navigation to another mechanic, in another language, served from the cache
    await page.goto(`${baseUrl()}/it/mechanics/class/`);
    await settled(page);
    expect(await page.textContent('h1')).toBe('Classe');
    await page.waitForSelector('#board[data-example]');
    const next = page.getByRole('button', { name: 'Passo successivo', exact: true });
    await next.click();
    await expect.poll(() => stepOf(page)).toBe(1);
    await next.click();
    await expect.poll(() => stepOf(page)).toBe(2);

    // a client-side navigation: home, then another mechanic's board
    await page.getByRole('link', { name: 'Tutte le meccaniche' }).click();
    await page.waitForURL('**/it/');
    await page.locator('a[href="/it/mechanics/mutate/"]').click();
    await page.waitForURL('**/it/mechanics/mutate/');
    await page.waitForSelector('#board[data-example]');
    await page.getByRole('button', { name: 'Passo successivo', exact: true }).click();
    await expect.poll(() => stepOf(page)).toBe(1);

    // a page with a board step in its address is the same cached page
    await page.goto(`${baseUrl()}/en/mechanics/food/?step=1#board`);
    await settled(page);
    expect(await page.textContent('h1')).toBe('Food');

    // an unknown address: the cached not-found page, in the address's language
    await page.goto(`${baseUrl()}/ru/nowhere/`);
    await settled(page);
    expect(await page.textContent('h1')).toBe('Страница не найдена');

    // …and the network really is off: what is not precached fails (checked last, it logs an error)
    const problems = [...w.problems];
    expect(await page.evaluate(() => fetch('/offline-probe.txt').then(() => 'online', () => 'offline'))).toBe('offline');
    w.problems.splice(0, w.problems.length, ...problems);
  } finally {
    await browser.context.setOffline(false);
  }
  expect(w.problems).toEqual([]);
  // the first visit precaches the whole build (about 9 MB, 380 files) before it goes offline: on a loaded
  // two-core machine that alone has taken most of the default 30 s
}, 180_000);

/** Runs `check` in a new page of the browser whose worker the first test installed, with the network off. */
async function offline(check: (page: Page) => Promise<void>) {
  const { page, problems } = await openPage(browser);
  await page.goto(`${baseUrl()}/en/`);
  await settled(page);
  await controlled(page);
  await browser.context.setOffline(true);
  try {
    await check(page);
  } finally {
    await browser.context.setOffline(false);
  }
  expect(problems).toEqual([]);
}

test('offline, a position link opens in the editor, in another language', async () => {
  const position = {
    setup: {
      players: [
        { id: 'p1', battlefield: [{ card: 'twin-omens-saga', counters: { lore: 1 } }, { card: 'mountain' }], library: ['mountain', 'mountain'] },
        { id: 'p2', library: ['forest', 'forest'] },
      ],
      turn: { number: 2, active: 'p1', step: 'main1' as const },
    },
    decisions: [],
  };
  await offline(async (page) => {
    await page.goto(`${baseUrl()}/ru/play/?p=${encodePosition(position)}`);
    await page.waitForSelector('[data-editor] #board[data-step]');
    expect(await page.locator('#board [data-chapter]').count()).toBeGreaterThan(0);
    expect(await page.textContent('h1')).toBe('Спросите движок: что будет, если…?');
  });
});

test('offline, a puzzle opens and Practice lists every puzzle', async () => {
  const root = process.cwd();
  const puzzles = loadPuzzles(root, loadCatalog(root), rulingIdsOf(root));
  const id = 'saga-last-chapter';
  await offline(async (page) => {
    await page.goto(`${baseUrl()}/ru/practice/${id}/`);
    await settled(page);
    await page.waitForSelector(`[data-puzzle="${id}"] #board[data-example]`);
    expect(await page.locator('[data-puzzle-answer]').count()).toBe(2);
    await page.goto(`${baseUrl()}/it/practice/`);
    await settled(page);
    expect(await page.locator('[data-puzzle-link]').count()).toBe(puzzles.length);
  });
});

test('the pages link a web app manifest with SVG and PNG icons', async () => {
  const { page, problems } = await openPage(browser);
  await page.goto(`${baseUrl()}/it/`);
  await settled(page);
  const href = await page.getAttribute('link[rel="manifest"]', 'href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await page.evaluate(async (url) => (await fetch(url)).json(), href ?? '')) as { name: string; short_name: string; start_url: string; icons: { src: string; sizes: string; type: string }[] };
  expect(manifest.short_name).toBe('Archivist');
  expect(manifest.start_url).toBe('/');
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['any', '192x192', '512x512']));
  for (const icon of manifest.icons) {
    const status = await page.evaluate(async (src) => (await fetch(src)).status, icon.src);
    expect(status, icon.src).toBe(200);
  }
  expect(problems).toEqual([]);
});
