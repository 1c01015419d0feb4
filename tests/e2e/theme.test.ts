import { afterEach, expect, test } from 'vitest';
import { baseUrl, launch, openPage, settled, type Browser } from './helpers.ts';

let browser: Browser | null = null;
afterEach(async () => {
  await browser?.close();
  browser = null;
});

const background = (page: Awaited<ReturnType<typeof openPage>>['page']) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

test('the theme follows the system, and the toggle choice is remembered before first paint', async () => {
  browser = await launch({ colorScheme: 'dark' });
  const { page, problems } = await openPage(browser);
  await page.goto(`${baseUrl()}/en/`);
  await settled(page);
  const dark = await background(page);
  expect(await page.getAttribute('html', 'data-theme')).toBeNull();

  await page.getByRole('button', { name: 'Toggle dark theme' }).click();
  expect(await page.getAttribute('html', 'data-theme')).toBe('light');
  const light = await background(page);
  expect(light).not.toBe(dark);
  expect(await page.evaluate(() => localStorage.getItem('archivist.theme'))).toBe('light');

  // On the next page load the stored choice applies before any module runs.
  await page.goto(`${baseUrl()}/it/`, { waitUntil: 'commit' });
  await page.waitForSelector('body');
  expect(await page.getAttribute('html', 'data-theme')).toBe('light');
  await settled(page);
  expect(await background(page)).toBe(light);

  // Choosing the system's theme again forgets the choice.
  await page.getByRole('button', { name: 'Attiva o disattiva il tema scuro' }).click();
  expect(await page.evaluate(() => localStorage.getItem('archivist.theme'))).toBeNull();
  expect(await background(page)).toBe(dark);
  expect(problems).toEqual([]);
});

test('a phone-sized screen has no horizontal scrolling', async () => {
  browser = await launch();
  const { page, problems } = await openPage(browser);
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/en/', '/it/mechanics/disguise/', '/ru/rules/']) {
    await page.goto(`${baseUrl()}${path}`);
    await settled(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  expect(problems).toEqual([]);
});
