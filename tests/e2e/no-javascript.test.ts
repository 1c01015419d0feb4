import { afterAll, beforeAll, expect, test } from 'vitest';
import { baseUrl, builtContent, launch, type Browser } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch({ javaScriptEnabled: false });
});
afterAll(async () => {
  await browser.close();
});

test('a mechanic page reads in full with JavaScript off', async () => {
  const page = await browser.context.newPage();
  await page.goto(`${baseUrl()}/ru/mechanics/mutate/`);
  const mutate = builtContent().pages.ru.mutate;
  expect(await page.getAttribute('html', 'lang')).toBe('ru');
  expect(await page.textContent('h1')).toBe(mutate.title);
  expect(await page.textContent('main')).toContain(mutate.summary);
  expect(await page.locator('h2#overview').isVisible()).toBe(true);
  expect(await page.locator('li.ruling').count()).toBe(mutate.rulings);
  // The page's own text, straight from the prerendered HTML.
  const firstParagraph = /<p>([^<]{20,}?)[<]/.exec(mutate.html)?.[1];
  if (firstParagraph) expect(await page.textContent('main')).toContain(firstParagraph.slice(0, 20).replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
  expect(await page.locator('head link[rel="alternate"]').count()).toBe(4);
});

test('/ offers the three languages with JavaScript off', async () => {
  const page = await browser.context.newPage();
  await page.goto(`${baseUrl()}/`);
  expect(page.url()).toBe(`${baseUrl()}/`);
  const links = await page.$$eval('main a', (as) => as.map((a) => a.getAttribute('href')));
  expect(links).toEqual(['/en/', '/it/', '/ru/']);
});

test('the not-found page reads with JavaScript off', async () => {
  const page = await browser.context.newPage();
  const response = await page.goto(`${baseUrl()}/en/nowhere/`);
  expect(response?.status()).toBe(404);
  expect(await page.textContent('h1')).toBe('Page not found');
});
