import { afterEach, expect, test } from 'vitest';
import { baseUrl, launch, openPage, settled, type Browser } from './helpers.ts';

let browser: Browser | null = null;
afterEach(async () => {
  await browser?.close();
  browser = null;
});

test('switching language keeps the page, the query and the hash, and is remembered', async () => {
  browser = await launch({ locale: 'en-US' });
  const { page, problems } = await openPage(browser);
  await page.goto(`${baseUrl()}/en/mechanics/saga/?from=test#rulings`);
  await settled(page);
  await page.getByRole('navigation', { name: 'Language', exact: true }).getByRole('link', { name: 'Italiano' }).click();
  await page.waitForURL(`${baseUrl()}/it/mechanics/saga/?from=test#rulings`);
  await page.waitForFunction(() => document.documentElement.lang === 'it');
  expect(await page.getByRole('navigation', { name: 'Lingua' }).count()).toBe(1);
  expect(await page.locator('head link[rel="alternate"][hreflang="ru"]').getAttribute('href')).toBe('/ru/mechanics/saga/');
  expect(await page.title()).toMatch(/· Archivist$/);
  expect(await page.evaluate(() => localStorage.getItem('archivist.lang'))).toBe('it');

  // A full load of the new address is the same page in Italian.
  await page.reload();
  await settled(page);
  expect(await page.getAttribute('html', 'lang')).toBe('it');

  // The remembered choice wins over the browser's languages.
  await page.goto(`${baseUrl()}/`);
  await page.waitForURL(`${baseUrl()}/it/`);
  await settled(page);
  expect(problems).toEqual([]);
});

test.each([
  ['it-IT', null, '/it/'],
  ['ru-RU', null, '/ru/'],
  ['de-DE', null, '/en/'],
  ['de-DE', 'ru', '/ru/'],
  ['it-IT', '{corrupt', '/it/'],
])('/ with browser language %s and stored %s goes to %s', async (locale, stored, expected) => {
  browser = await launch({ locale });
  const { page, problems } = await openPage(browser);
  if (stored !== null) {
    // Stored before any script of the page runs, as if chosen on an earlier visit.
    await page.addInitScript((value) => localStorage.setItem('archivist.lang', value), stored);
  }
  await page.goto(`${baseUrl()}/?q=1`);
  await page.waitForURL(`${baseUrl()}${expected}?q=1`);
  await settled(page);
  expect(await page.getAttribute('html', 'lang')).toBe(expected.slice(1, 3));
  expect(problems).toEqual([]);
});
