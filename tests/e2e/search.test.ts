/**
 * The search box (issue 8) in Chromium: opened with "/" on any page, it finds mechanics in the
 * reader's language and by their name in any language, tolerates a typo, highlights the
 * matched words of a ruling, answers in under 50 ms, and opens a result at its anchor.
 * "?" opens the keyboard help.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import itCommon from '../../locales/it/common.json';
import { baseUrl, expectOnlyFailedLoads, seriousViolations, settled, watchedBrowser } from './helpers.ts';

const site = watchedBrowser();

async function open(path: string): Promise<Page> {
  return (await site.visit(path)).page;
}

/** Presses "/", types the query and waits for the results. */
async function searchFor(page: Page, query: string) {
  await page.keyboard.press('/');
  const box = page.locator('dialog[open] input[role=combobox]');
  await box.waitFor();
  expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
  // wait for the index, then type like a reader
  await page.waitForFunction(() => !document.querySelector('dialog[open] [aria-live]')?.textContent?.includes('…') || document.querySelector('[role=listbox] [role=option]'));
  await box.pressSequentially(query, { delay: 10 });
  await page.waitForSelector('[role=listbox] [role=option]');
  return box;
}

const firstUrl = (page: Page) => page.getAttribute('[role=listbox] [role=option]:first-child', 'data-url');

describe.each([
  { lang: 'en', query: 'mutazione' },
  { lang: 'it', query: 'Мутация' },
  { lang: 'ru', query: 'mutate' },
  { lang: 'ru', query: 'Мутация' },
])('$lang: "$query"', ({ lang, query }) => {
  test('finds Mutate, in the reader\'s language, and Enter opens it', async () => {
    const page = await open(`/${lang}/`);
    const box = await searchFor(page, query);
    await expect.poll(() => firstUrl(page)).toBe(`/${lang}/mechanics/mutate/`);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(Number(await page.getAttribute('[role=listbox]', 'data-search-ms'))).toBeLessThan(50);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/${lang}/mechanics/mutate/`);
    expect(await page.locator('dialog[open]').count()).toBe(0);
  });
});

test('a small typo still finds the mechanic; arrows move the active option; Escape closes', async () => {
  const page = await open('/en/mechanics/saga/');
  const box = await searchFor(page, 'mutatte');
  await expect.poll(() => firstUrl(page)).toBe('/en/mechanics/mutate/');
  const first = await box.getAttribute('aria-activedescendant');
  await page.keyboard.press('ArrowDown');
  expect(await box.getAttribute('aria-activedescendant')).not.toBe(first);
  expect(await page.locator(`[id="${await box.getAttribute('aria-activedescendant')}"]`).getAttribute('aria-selected')).toBe('true');
  await page.keyboard.press('Escape');
  await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
});

test('a ruling is found by its words with the words highlighted, and opens scrolled to it (Italian)', async () => {
  const page = await open('/it/');
  await searchFor(page, 'segnalino sapere');
  const ruling = page.locator('[role=option][data-url*="-r"]').first();
  await ruling.waitFor();
  const marks = await ruling.locator('mark').allTextContents();
  expect(marks.map((m) => m.toLowerCase())).toEqual(expect.arrayContaining(['segnalino']));
  const url = (await ruling.getAttribute('data-url')) ?? '';
  expect(url).toMatch(/^\/it\/mechanics\/\w+\/#\w+-r\d+$/);
  await ruling.click();
  await page.waitForURL(`**${url}`);
  const id = url.split('#')[1] ?? '';
  await expect.poll(() => page.evaluate((target) => {
    const box = document.getElementById(target)?.getBoundingClientRect();
    return Boolean(box && box.top >= -1 && box.top < window.innerHeight);
  }, id)).toBe(true);
});

test('a rule number finds its entry in the rules index', async () => {
  const page = await open('/ru/');
  await searchFor(page, '714.4');
  await expect.poll(() => page.locator('[role=option][data-url="/ru/rules/#714.4"]').count()).toBe(1);
});

test('"?" opens the keyboard help with the site\'s and the board\'s keys; Escape closes it', async () => {
  const page = await open('/it/mechanics/saga/');
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Scorciatoie da tastiera' });
  await dialog.waitFor();
  const text = (await dialog.textContent()) ?? '';
  for (const key of ['/', '?', 'Esc', '←', '→', 'Home', 'End', 'Spazio']) expect(text).toContain(key);
  await page.keyboard.press('Escape');
  await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
  // typing "/" or "?" in a field is just typing
  await page.keyboard.press('/');
  const box = page.locator('dialog[open] input[role=combobox]');
  await box.waitFor();
  await box.pressSequentially('?/');
  expect(await box.inputValue()).toBe('?/');
  expect(await page.locator('dialog[open]').count()).toBe(1);
});

test('the open search box with results has no serious accessibility violations', async () => {
  const page = await open('/ru/');
  await searchFor(page, 'жетон');
  await page.keyboard.press('ArrowDown');
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
});

test('a query with more hits than are listed says how many there are in all', async () => {
  const page = await open('/en/');
  await searchFor(page, 'creature');
  await expect.poll(() => page.locator('[role=listbox] [role=option]').count()).toBe(20);
  const hint = (await page.textContent('dialog[open] [aria-live]')) ?? '';
  const all = Number(/^The first 20 of (\d+) results\./.exec(hint)?.[1]);
  expect(all, hint).toBeGreaterThan(20);
  // a narrower query lists all its hits and counts only them
  await page.locator('dialog[open] input[role=combobox]').fill('Food token');
  await expect.poll(async () => (await page.textContent('dialog[open] [aria-live]')) ?? '').toMatch(/^\d+ results?\./);
  const shown = await page.locator('[role=listbox] [role=option]').count();
  expect(await page.textContent('dialog[open] [aria-live]')).toMatch(new RegExp(`^${shown} results?\\.`));
});

test("the dialogs' words load with the first dialog, not with the page, and follow a change of language", async () => {
  const page = await open('/en/glossary/');
  const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name).filter((n) => /locale-\w+-dialogs/.test(n)).map((n) => /locale-(\w+)-dialogs/.exec(n)?.[1]));
  expect(await fetched()).toEqual([]);
  await page.keyboard.press('/');
  const box = page.locator('dialog[open] input[role=combobox]');
  await box.waitFor();
  expect(await box.getAttribute('placeholder')).toBe('Mechanics, rulings, terms, rule numbers…');
  expect(await fetched()).toEqual(['en']);
  await page.keyboard.press('Escape');
  await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
  // to Russian by the switcher (a client-side navigation): the open box speaks Russian
  await page.locator('nav a[hreflang="ru"]').first().click();
  await page.waitForURL('**/ru/glossary/');
  await page.keyboard.press('/');
  await box.waitFor();
  await expect.poll(() => box.getAttribute('placeholder')).toBe('Механики, разъяснения, термины, номера правил…');
  expect(await page.getByRole('dialog').getAttribute('aria-label')).toBe('Поиск по сайту');
  await page.keyboard.press('Escape');
  // "?" opens the help only once no dialog is open (SiteTools): wait for the box to close first
  await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
  await page.keyboard.press('?');
  await page.getByRole('dialog', { name: 'Сочетания клавиш' }).waitFor();
});

test('a dialog whose code fails to arrive does not open, and the page stays (not the error page)', async () => {
  const w = await site.open();
  const { page } = w;
  await page.route(/\/assets\/(SearchDialog|KeyboardHelp)-[\w-]+\.js$/, (route) => route.abort('failed'));
  await page.goto(`${baseUrl()}/it/mechanics/saga/`);
  await settled(page);
  const title = await page.textContent('h1');
  await page.keyboard.press('/');
  await page.keyboard.press('?');
  await page.waitForTimeout(1500);
  expect(await page.locator('dialog[open]').count()).toBe(0);
  expect(await page.textContent('h1')).toBe(title);
  expect(await page.locator('main').textContent()).not.toContain(itCommon['error.title']);
  expectOnlyFailedLoads(w);
  await page.close();
});
