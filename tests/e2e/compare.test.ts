/**
 * The compare view (?compare=<lang>): a rule page, the glossary and the rules index in two
 * languages side by side, aligned ruling by ruling and entry by entry; each column in its own
 * language; the board in its place; on a phone one column at a time, a switch per section; the
 * language switch keeps the comparison; canonical and hreflang as without it; axe clean.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { SLUGS } from '../../src/content/types.ts';
import { LANGUAGES, type Lang } from '../../src/i18n/languages.ts';
import { expectOnlyFailedLoads, seriousViolations, watchedBrowser } from './helpers.ts';

const site = watchedBrowser();
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

async function openCompare(path: string, size: { width: number; height: number }, other: Lang): Promise<Page> {
  const w = await site.visit(path, { before: (x) => x.page.setViewportSize(size) });
  await w.page.locator(`[data-compare-lang="${other}"]`).first().waitFor({ state: 'attached' });
  return w.page;
}

/** The ids of the elements matching `selector` in a column, the other language's prefix taken off. */
const idsIn = (page: Page, lang: Lang, selector: string) =>
  page.$$eval(`[data-compare-lang="${lang}"] ${selector}`, (els, l) => els.map((e) => e.id.replace(`${l}--`, '')), lang);

/** Each row's top in both columns (px): aligned rows start at the same height. */
const rowTops = (page: Page, lang: Lang) =>
  page.$$eval(`[data-compare-lang="${lang}"] > [data-compare-row], [data-compare-lang="${lang}"] > * > [data-compare-row]`, (els) =>
    Object.fromEntries(els.map((e) => [e.getAttribute('data-compare-row'), Math.round(e.getBoundingClientRect().top + window.scrollY)])),
  );

async function expectTwoColumns(page: Page, a: Lang, b: Lang) {
  for (const l of [a, b]) expect(await page.$$eval(`[data-compare-lang="${l}"]`, (els) => els.map((e) => e.getAttribute("lang")))).toEqual(expect.arrayContaining([l]));
  for (const l of [a, b]) expect(new Set(await page.$$eval(`[data-compare-lang="${l}"]`, (els) => els.map((e) => e.getAttribute("lang"))))).toEqual(new Set([l]));
  // every id in the page once (the other language's column has its own)
  const dup = await page.evaluate(() => {
    const seen = new Set<string>();
    return [...document.querySelectorAll('[id]')].map((e) => e.id).filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
  });
  expect(dup).toEqual([]);
  // what aria-describedby names is in the same column (a term's definition, in its language)
  const stray = await page.$$eval('[data-compare-lang] [aria-describedby]', (els) =>
    els.filter((e) => !e.getAttribute('aria-describedby')!.split(' ').every((id) => e.closest('[data-compare-lang]')!.querySelector(`[id="${id}"]`))).length,
  );
  expect(stray).toBe(0);
}

const pairs: [Lang, Lang][] = LANGUAGES.flatMap((a) => LANGUAGES.filter((b) => b !== a).map((b): [Lang, Lang] => [a, b]));

describe('rule pages at 1366×768', () => {
  test.each(SLUGS.map((slug, i) => [slug, ...pairs[i % pairs.length]!] as const))('%s in %s and %s: rulings and headings aligned, the board in its place', async (slug, a, b) => {
    const page = await openCompare(`/${a}/mechanics/${slug}/?compare=${b}`, DESKTOP, b);
    await expectTwoColumns(page, a, b);
    const rulingsA = await idsIn(page, a, 'li.ruling');
    expect(rulingsA.length).toBeGreaterThan(0);
    expect(await idsIn(page, b, 'li.ruling')).toEqual(rulingsA);
    expect(await idsIn(page, b, 'h2[id]')).toEqual(await idsIn(page, a, 'h2[id]'));
    // aligned: each heading's and ruling's row starts at the same height in both columns, side by side
    const [ta, tb] = [await rowTops(page, a), await rowTops(page, b)];
    for (const id of rulingsA) expect(Math.abs((ta[id] ?? -1) - (tb[id] ?? -2)), id).toBeLessThanOrEqual(1);
    const xa = (await page.locator(`[data-compare-lang="${a}"]`).first().boundingBox())!.x;
    const xb = (await page.locator(`[data-compare-lang="${b}"]`).first().boundingBox())!.x;
    expect(xb).toBeGreaterThan(xa + 200);
    // glossary terms in both columns, each linking to its own language's glossary
    expect(await page.locator(`[data-compare-lang="${b}"] a.term[href^="/${b}/glossary/"]`).count()).toBeGreaterThan(0);
    // the board stays where it was: the right column, beside the text
    const board = (await page.locator('#board').boundingBox())!;
    expect(board.x).toBeGreaterThan(xb);
    // the address names the comparison; canonical and hreflang are the page's own
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`/${a}/mechanics/${slug}/`);
    expect(await page.getAttribute('link[hreflang="it"]', 'href')).toBe(`/it/mechanics/${slug}/`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});

test.each([
  ['glossary', 'section[id]', DESKTOP, ['en', 'ru']],
  ['glossary', 'section[id]', PHONE, ['ru', 'it']],
  ['rules', '[data-compare-row] div[id]', PHONE, ['it', 'en']],
  ['rules', '[data-compare-row] div[id]', DESKTOP, ['ru', 'en']],
] as const)('the %s in two languages, entry by entry (%s, %o)', { timeout: 180_000 }, async (what, entry, size, [a, b]) => {
  const page = await openCompare(`/${a}/${what}/?compare=${b}`, size, b);
  await expectTwoColumns(page, a, b);
  const ids = await idsIn(page, a, entry);
  expect(ids.length).toBeGreaterThan(20);
  expect(await idsIn(page, b, entry)).toEqual(ids);
  expect(await seriousViolations(page)).toEqual([]);
  await page.close();
});

test('on a phone one column shows at a time, with a switch per section; the language switch keeps the comparison', { timeout: 60_000 }, async () => {
  const page = await openCompare('/en/mechanics/saga/?compare=ru', PHONE, 'ru');
  const rulingsSwitch = page.locator('[data-compare-switch="rulings"]');
  const visible = (lang: Lang) => page.locator(`[data-compare-lang="${lang}"] li.ruling:visible`).count();
  expect(await visible('en')).toBeGreaterThan(0);
  expect(await visible('ru')).toBe(0);
  await rulingsSwitch.getByRole('button', { name: 'Русский' }).click();
  expect(await rulingsSwitch.getByRole('button', { name: 'Русский' }).getAttribute('aria-pressed')).toBe('true');
  expect(await visible('en')).toBe(0);
  expect(await visible('ru')).toBeGreaterThan(0);
  // another section keeps its own language
  expect(await page.locator('[data-compare-lang="en"] h1:visible').count()).toBe(1);
  expect(await seriousViolations(page)).toEqual([]);
  await page.close();

  const desk = await openCompare('/en/mechanics/saga/?compare=it', DESKTOP, 'it');
  expect(await desk.locator('[data-compare-switch]:visible').count()).toBe(0);
  await desk.locator('header').getByRole('link', { name: 'Русский' }).click();
  await desk.waitForURL(/\/ru\/mechanics\/saga\/\?compare=it$/);
  await desk.locator('[data-compare-lang="it"]').first().waitFor({ state: 'attached' });
  expect(await desk.locator('[data-compare-lang="ru"]').first().getAttribute('lang')).toBe('ru');
  // to the language compared with: the two swap
  await desk.locator('header').getByRole('link', { name: 'Italiano' }).click();
  await desk.waitForURL(/\/it\/mechanics\/saga\/\?compare=ru$/);
  // the comparison closes
  await desk.locator('[data-compare-stop]').click();
  await desk.waitForURL(/\/it\/mechanics\/saga\/$/);
  // the router renders after the address changes: the columns go (or the test times out)
  await desk.locator('[data-compare-lang]').first().waitFor({ state: 'detached' });
  expect(await desk.locator('[data-compare-lang]').count()).toBe(0);
  await desk.close();
});

test('a compare view whose code fails to load: the page stays in its own language, whole, with no error', async () => {
  const failed: string[] = [];
  const w = await site.visit('/it/mechanics/saga/?compare=ru', {
    before: async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.route(/\/assets\/MechanicCompare-[\w-]+\.js$/, (route) => {
        failed.push(route.request().url());
        return route.abort('failed');
      });
    },
  });
  await expect.poll(() => failed.length).toBe(1);
  expect(await w.page.textContent('h1')).toBe('Saga');
  expect(await w.page.locator('li.ruling').count()).toBeGreaterThan(0);
  expect(await w.page.locator('[data-compare-lang]').count()).toBe(0);
  await w.page.waitForSelector('#board[data-example]');
  expectOnlyFailedLoads(w);
  await w.page.close();
});

test('a rule page whose compare links and puzzles fail to load stays the page, without them', async () => {
  const failed = new Set<string>();
  const w = await site.visit('/ru/mechanics/saga/', {
    before: async ({ page }) => {
      await page.route(/\/assets\/(CompareLinks|RulePuzzles)-[\w-]+\.js$/, (route) => {
        failed.add(/(CompareLinks|RulePuzzles)/.exec(route.request().url())?.[1] ?? '');
        return route.abort('failed');
      });
    },
  });
  await expect.poll(() => [...failed].sort()).toEqual(['CompareLinks', 'RulePuzzles']);
  expect(await w.page.textContent('h1')).toBe('Сага');
  expect(await w.page.locator('[data-compare-control] a').count()).toBe(0);
  await w.page.waitForSelector('#board[data-example]');
  expectOnlyFailedLoads(w);
  await w.page.close();
});
