import { afterAll, beforeAll, expect, test } from 'vitest';
import en from '../../locales/en/common.json';
import it from '../../locales/it/common.json';
import ru from '../../locales/ru/common.json';
import { baseUrl, launch, openPage, settled, type Browser } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch({ locale: 'ru-RU' });
});
afterAll(async () => {
  await browser.close();
});

test.each([
  ['/en/no-such-page', 'en', en],
  ['/it/mechanics/no-such-mechanic/', 'it', it],
  ['/ru/mechanics/saga/extra/', 'ru', ru],
  ['/xx/', 'ru', ru], // no language in the path: the reader's (browser: ru)
  ['/some/deep/path.html', 'ru', ru],
])('%s shows the not-found page in %s with links home', async (path, lang, catalogue) => {
  const { page, problems } = await openPage(browser, { allow404: true });
  const response = await page.goto(`${baseUrl()}${path}`);
  expect(response?.status()).toBe(404);
  await settled(page);
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
  expect(await page.textContent('h1')).toBe(catalogue['notFound.title']);
  expect(await page.title()).toBe(`${catalogue['notFound.title']} · Archivist`);
  expect(await page.getByRole('link', { name: catalogue['notFound.home'] }).getAttribute('href')).toBe(`/${lang}/`);
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  await page.getByRole('link', { name: catalogue['notFound.home'] }).click();
  await page.waitForURL(`${baseUrl()}/${lang}/`);
  await expect.poll(() => page.textContent('h1')).toBe(catalogue['home.heading']);
  expect(problems).toEqual([]);
});
