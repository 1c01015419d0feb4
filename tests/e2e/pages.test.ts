import { describe, expect, test } from 'vitest';
import en from '../../locales/en/common.json';
import it from '../../locales/it/common.json';
import ru from '../../locales/ru/common.json';
import { SLUGS } from '../../src/content/types.ts';
import { LANGUAGES, type Lang } from '../../src/i18n/languages.ts';
import { baseUrl, builtContent, settled, watchedBrowser, type Watched } from './helpers.ts';

const catalogues: Record<Lang, Record<string, string>> = { en, it, ru };
const site = watchedBrowser();
const visit = site.visit;

async function hreflangs(page: Watched['page']) {
  return page.$$eval('head link[rel="alternate"]', (links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
}

describe.each(LANGUAGES)('home page in %s', (lang) => {
  test('lists the ten mechanics with name, kind, summary and link', async () => {
    const { page, problems, response } = await visit(`/${lang}/`);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    expect(await page.textContent('h1')).toBe(catalogues[lang]['home.heading']);
    expect(await page.title()).toBe(catalogues[lang]['page.title']?.replace('{{page}}', catalogues[lang]['home.title'] ?? ''));
    expect(await page.getAttribute('meta[name="description"]', 'content')).toBe(catalogues[lang]['site.description']);
    const tiles = page.locator('main li:has(h3)');
    await expect.poll(() => tiles.count()).toBe(10);
    const pages = builtContent().pages[lang];
    for (const [i, slug] of SLUGS.entries()) {
      const tile = tiles.nth(i);
      expect(await tile.locator('h3').textContent()).toBe(pages[slug].title);
      expect(await tile.locator('a').getAttribute('href')).toBe(`/${lang}/mechanics/${slug}/`);
      expect(await tile.textContent()).toContain(pages[slug].summary);
      expect(await tile.textContent()).toContain(catalogues[lang][`kind.${pages[slug].kind[0] ?? ''}`]);
    }
    expect(await hreflangs(page)).toEqual([
      ['en', '/en/'],
      ['it', '/it/'],
      ['ru', '/ru/'],
      ['x-default', '/'],
    ]);
    expect(problems).toEqual([]);
  });
});

test('a mechanic page shows its text, facts, rulings, source and board slot', async () => {
  const { page, problems } = await visit('/it/mechanics/saga/');
  const saga = builtContent().pages.it.saga;
  expect(await page.getAttribute('html', 'lang')).toBe('it');
  expect(await page.textContent('h1')).toBe(saga.title);
  expect(await page.title()).toBe(`${saga.title} · Archivist`);
  expect(await page.getAttribute('meta[name="description"]', 'content')).toBe(saga.summary);
  expect(await page.locator('h2#overview').count()).toBe(1);
  expect(await page.locator('li.ruling').count()).toBe(saga.rulings);
  if (saga.rulings > 0) expect(await page.locator('li.ruling').first().getAttribute('id')).toBe('saga-r1');
  for (const rule of saga.rules) expect(await page.locator(`a.rule-ref[href="/it/rules/#${rule}"]`).count()).toBeGreaterThan(0);
  expect(await page.locator('details:not([data-board-text]) summary').textContent()).toContain(it['mechanic.originalText'].replace(/\{\{language\}\}.*/, ''));
  expect(await page.locator('[data-board="saga"]').count()).toBe(1);
  expect(await hreflangs(page)).toEqual([
    ['en', '/en/mechanics/saga/'],
    ['it', '/it/mechanics/saga/'],
    ['ru', '/ru/mechanics/saga/'],
    ['x-default', '/'],
  ]);
  expect(problems).toEqual([]);
});

test('the facts box names the source by its title and language, never its file; a mixed source marks each paragraph', async () => {
  for (const [lang, slug] of [['en', 'disguise'], ['it', 'disguise'], ['ru', 'mutate'], ['it', 'saga']] as const) {
    const { page, problems } = await visit(`/${lang}/mechanics/${slug}/`);
    const built = builtContent().pages[lang][slug];
    const facts = (await page.locator(`section[aria-label="${catalogues[lang]['mechanic.facts']}"]`).textContent()) ?? '';
    expect(facts).not.toMatch(/\d{3}_[0-9a-f]+\.txt/);
    expect(facts).toContain(built.source.title);
    expect(facts).toContain(catalogues[lang][`mechanic.sourceLanguage.${built.source.lang}`]);
    const cite = page.locator('section cite');
    expect(await cite.getAttribute('lang')).toBe(built.source.lang === lang ? null : built.source.lang);
    expect(problems).toEqual([]);
  }
  const { page } = await visit('/it/mechanics/disguise/');
  const summary = (await page.locator('details:not([data-board-text]) summary').textContent()) ?? '';
  expect(summary).toContain(it['mechanic.sourcePassages.en']);
  const original = page.locator('details:not([data-board-text]) > div[lang="it"]');
  const english = await original.locator('p[lang="en"]').allTextContents();
  expect(english.length).toBeGreaterThan(0);
  expect(english[0]).toMatch(/^A disguise ability lets you cast a card face down/);
  // an Italian paragraph with an English sentence inside marks that sentence
  expect(await original.locator('p:not([lang]) span[lang="en"]').first().textContent()).toMatch(/^\(This includes disguise, cloak/);
  const italianOnly = await original.locator('p:not([lang])').evaluateAll((ps) => ps.map((p) => [...p.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join('')));
  for (const text of italianOnly) expect(text).not.toMatch(/\b(the|you|and)\b/);
});

test('every mechanic page in every language loads without errors', { timeout: 120_000 }, async () => {
  const w = await site.open();
  for (const lang of LANGUAGES) {
    for (const slug of SLUGS) {
      const response = await w.page.goto(`${baseUrl()}/${lang}/mechanics/${slug}/`);
      expect(response?.status()).toBe(200);
      await settled(w.page);
      expect(await w.page.textContent('h1')).toBe(builtContent().pages[lang][slug].title);
    }
  }
  expect(w.problems).toEqual([]);
});

test('a link from the home page opens the mechanic page in the browser', async () => {
  const { page, problems } = await visit('/ru/');
  await page.locator('main li:has(h3) a').nth(7).click();
  await page.waitForURL(`${baseUrl()}/ru/mechanics/mutate/`);
  await expect.poll(() => page.textContent('h1')).toBe(builtContent().pages.ru.mutate.title);
  expect(await page.title()).toBe(`${builtContent().pages.ru.mutate.title} · Archivist`);
  expect(await hreflangs(page)).toContainEqual(['en', '/en/mechanics/mutate/']);
  expect(problems).toEqual([]);
});

test('the rules index lists every cited rule with an anchor', async () => {
  const { page, problems } = await visit('/en/rules/');
  // every number cited anywhere on the site (content/rules.yaml), which includes every page citation
  const rules = builtContent().rules;
  expect(await page.locator('main dl > div[id]').count()).toBe(builtContent().rulesIndex.rules.length);
  for (const [rule] of rules) expect(await page.locator(`[id="${rule}"]`).count(), rule).toBe(1);
  const first = rules[0];
  if (first) expect(await page.locator(`[id="${first[0]}"]`).count()).toBe(1);
  expect(problems).toEqual([]);
});

test('a rule number on a rule page opens its entry in the rules index without reloading', async () => {
  const { page, problems } = await visit('/en/mechanics/saga/');
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  const link = page.locator('.prose-rule a.rule-ref').first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/en\/rules\/#\d/);
  await link.click();
  await page.waitForURL(`${baseUrl()}${href ?? ''}`);
  const id = decodeURIComponent((href ?? '').split('#')[1] ?? '');
  await expect.poll(() => page.evaluate((target) => {
    const element = document.getElementById(target);
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight;
  }, id)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  expect(problems).toEqual([]);
});

test.each(LANGUAGES)('on a phone the header keeps to two lines in %s, every control within reach', async (lang) => {
  const w = await site.visit(`/${lang}/mechanics/saga/`, { before: ({ page }) => page.setViewportSize({ width: 360, height: 740 }) });
  const rows = await w.page.$$eval('header a, header button', (els) =>
    els.filter((el) => el.getBoundingClientRect().width > 0).map((el) => {
      const r = el.getBoundingClientRect();
      return { top: Math.round(r.top), right: r.right, name: el.getAttribute('aria-label') ?? el.textContent ?? '' };
    }),
  );
  expect(new Set(rows.map((r) => r.top)).size, JSON.stringify(rows)).toBe(2);
  for (const r of rows) expect(r.right, r.name).toBeLessThanOrEqual(360);
  // search, the three languages (by their own names), the theme, the rules index (by its short
  // name), the glossary, the position editor and practice are all there
  const header = w.page.locator('header');
  for (const name of ['English', 'Italiano', 'Русский', catalogues[lang]['nav.rulesShort'] ?? '', catalogues[lang]['nav.glossary'] ?? '', catalogues[lang]['nav.play'] ?? '', catalogues[lang]['nav.practice'] ?? '']) {
    await expect.poll(() => header.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
  }
  expect(await header.getByRole('button', { name: catalogues[lang]['search.open'], exact: true }).isVisible()).toBe(true);
  await w.page.close();
});
