import { afterAll, beforeAll, expect, test } from 'vitest';
import { baseUrl, launch, openPage, seriousViolations, settled, type Browser } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

test('only the reader\'s language catalogue is fetched', async () => {
  const { page, problems } = await openPage(browser);
  const catalogues: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/(locale-[a-z]+)-/.exec(request.url())?.[1];
    if (name) catalogues.push(name);
  });
  await page.goto(`${baseUrl()}/ru/mechanics/saga/`);
  await settled(page);
  // the language switcher's link, not the compare control's (also named 'Italiano')
  await page.locator('a[hreflang="it"]:not([data-compare-with])').first().click();
  await page.waitForFunction(() => document.documentElement.lang === 'it');
  // a page with a board also fetches the board's catalogues (board, engine, cards, examples), all in the reader's language
  expect([...new Set(catalogues)]).toEqual(['locale-ru', 'locale-it']);
  expect(problems).toEqual([]);
});

test.each(['/en/', '/it/mechanics/class/', '/en/missing/'])('%s has no serious accessibility violations', async (path) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const { page } = await openPage(browser, { allow404: true });
    await page.emulateMedia({ colorScheme });
    await page.goto(`${baseUrl()}${path}`);
    await settled(page);
    expect((await seriousViolations(page)).map((v) => `${colorScheme}: ${v}`)).toEqual([]);
    await page.close();
  }
});
