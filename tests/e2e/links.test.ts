/**
 * Copy-link buttons (issue 8): every heading and ruling of a rule page has one; it copies a
 * URL in the reader's language that opens the page scrolled to that heading or ruling.
 * And a rule page prints cleanly: no chrome or controls, the examples as step captions.
 */
import { beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, watchedBrowser } from './helpers.ts';

const site = watchedBrowser();

beforeAll(async () => {
  await site.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
});

async function open(path: string): Promise<Page> {
  return (await site.visit(path)).page;
}

const inView = (page: Page, id: string) =>
  page.evaluate((target) => {
    const box = document.getElementById(target)?.getBoundingClientRect();
    return Boolean(box && box.top >= -1 && box.top < window.innerHeight / 2);
  }, id);

test('every heading and ruling has a copy-link button with a name in the reader\'s language', async () => {
  const page = await open('/ru/mechanics/saga/');
  const headings = await page.locator('.prose-rule :is(h2, h3)[id]').evaluateAll((els) => els.map((el) => el.id));
  const rulings = await page.locator('li.ruling').count();
  expect(headings).toEqual(expect.arrayContaining(['overview', 'rulings']));
  expect(rulings).toBeGreaterThan(5);
  const labels = await page.evaluate((ids) => ids.map((id) => document.getElementById(id)?.nextElementSibling?.matches(`button[data-copy-link="#${id}"]`) ? document.getElementById(id)?.nextElementSibling?.getAttribute('aria-label') : null), headings);
  expect(labels).toEqual(headings.map(() => 'Скопировать ссылку на этот раздел'));
  expect(await page.locator('li.ruling > button[data-copy-link]').count()).toBe(rulings);
  expect(await page.getByRole('button', { name: 'Скопировать ссылку на это разъяснение' }).count()).toBe(rulings);
});

test.each([
  { lang: 'ru', id: 'saga-r3' },
  { lang: 'it', id: 'rulings' },
])('$lang: the link copied for #$id opens the page scrolled to it', async ({ lang, id }) => {
  const page = await open(`/${lang}/mechanics/saga/`);
  const button = page.locator(`button[data-copy-link="#${id}"]`);
  await button.scrollIntoViewIfNeeded();
  await button.hover();
  await button.click();
  const expectedUrl = `${baseUrl()}/${lang}/mechanics/saga/#${id}`;
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(expectedUrl);
  expect(await page.locator('[role=status]').first().textContent()).not.toBe('');

  const other = await open(expectedUrl.slice(baseUrl().length));
  await expect.poll(() => inView(other, id)).toBe(true);
  expect(await other.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('a rule page prints its text only, with the examples as their step captions', async () => {
  const page = await open('/en/mechanics/saga/');
  await page.waitForSelector('#board[data-example]');
  await page.emulateMedia({ media: 'print' });
  const visible = (selector: string) => page.locator(selector).first().isVisible();
  expect(await visible('header')).toBe(false);
  expect(await visible('footer')).toBe(false);
  expect(await visible('#board')).toBe(false);
  expect(await visible('button[data-copy-link]')).toBe(false);
  expect(await visible('.see-it')).toBe(false);
  expect(await visible('h1')).toBe(true);
  expect(await visible('li.ruling')).toBe(true);
  expect(await visible('.print-examples')).toBe(true);
  expect(await page.locator('.print-examples').textContent()).toContain('Worked examples');
  expect(await page.locator('.print-examples li').count()).toBeGreaterThan(3);
  // the text column takes the page's width
  const width = await page.evaluate(() => document.querySelector('.prose-rule')?.getBoundingClientRect().width ?? 0);
  expect(width).toBeGreaterThan(900);
  await page.emulateMedia({ media: 'screen' });
  expect(await visible('.print-examples')).toBe(false);
});
