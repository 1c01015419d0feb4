/**
 * The glossary and the rules index in the browser: in each language a rule page's glossary term
 * shows its definition on hover and on keyboard focus and leads to its glossary entry (the three
 * terms side by side); the rules index explains a rule, dates the check and links the rulings.
 */
import { describe, expect, test } from 'vitest';
import en from '../../locales/en/common.json';
import it from '../../locales/it/common.json';
import ru from '../../locales/ru/common.json';
import enReference from '../../locales/en/reference.json';
import itReference from '../../locales/it/reference.json';
import ruReference from '../../locales/ru/reference.json';
import { LANGUAGES, type Lang } from '../../src/i18n/languages.ts';
import { baseUrl, builtContent, seriousViolations, watchedBrowser } from './helpers.ts';

// the page's frame words (common) and the glossary's and rules index's own (reference)
const catalogues: Record<Lang, Record<string, string>> = { en: { ...en, ...enReference }, it: { ...it, ...itReference }, ru: { ...ru, ...ruReference } };
const site = watchedBrowser();

async function visit(path: string) {
  const w = await site.visit(path);
  expect(w.response?.status(), path).toBe(200);
  return w;
}

/** A term the real pages and the fixture pages both mark on the Saga page. */
const TERM = 'lore-counter';
const glossaryEntry = () => {
  const entry = builtContent().glossary.find((e) => e.id === TERM);
  if (!entry) throw new Error(`${TERM} is not in the glossary`);
  return entry;
};

describe.each(LANGUAGES)('in %s', (lang) => {
  test('a term on a rule page shows its definition on hover and focus, and opens its glossary entry', async () => {
    const { page } = await visit(`/${lang}/mechanics/saga/`);
    const entry = glossaryEntry();
    const term = page.locator(`.prose-rule a.term[href="/${lang}/glossary/#${TERM}"]`).first();
    const tipId = await term.getAttribute('aria-describedby');
    expect(tipId).toMatch(/^term-tip-\d+$/);
    const tip = page.locator(`[id="${tipId}"]`);
    expect(await tip.getAttribute('role')).toBe('tooltip');
    expect(await tip.isVisible()).toBe(false);

    // hover: the definition appears, in the reader's language, and nothing moves
    await term.scrollIntoViewIfNeeded();
    const before = await page.locator('h2#rulings').boundingBox();
    await term.hover();
    await expect.poll(() => tip.isVisible()).toBe(true);
    expect((await tip.textContent())?.trim()).toBe(entry.definition[lang]);
    expect(await page.locator('h2#rulings').boundingBox()).toEqual(before);

    // keyboard focus alone shows it too
    await page.mouse.move(0, 0);
    await expect.poll(() => tip.isVisible()).toBe(false);
    await term.focus();
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => tip.isVisible()).toBe(false);
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-describedby'))).toBe(tipId);
    await expect.poll(() => tip.isVisible()).toBe(true);
    // Escape dismisses it without moving the focus
    await page.keyboard.press('Escape');
    await expect.poll(() => tip.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-describedby'))).toBe(tipId);
    await page.keyboard.press('Tab');
    await expect.poll(() => tip.isVisible()).toBe(false);

    // following the link opens the entry, in view, with the term in three languages
    await term.click();
    await page.waitForURL(`${baseUrl()}/${lang}/glossary/#${TERM}`);
    const article = page.locator(`[id="${TERM}"]`);
    await expect.poll(() => article.isVisible()).toBe(true);
    await expect
      .poll(() =>
        article.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.top >= 0 && box.top < window.innerHeight;
        }),
      )
      .toBe(true);
    for (const other of LANGUAGES) {
      expect(await article.locator(`dd[lang="${other}"] > span`).first().textContent()).toBe(entry.term[other]);
      const unofficial = await article.locator(`dd[lang="${other}"]`).textContent();
      expect(unofficial?.includes(catalogues[lang]['glossary.unofficial'] ?? '?'), `${other} unofficial mark`).toBe((entry.unofficial ?? []).includes(other));
    }
    for (const [other, names] of Object.entries(entry.aliases ?? {})) {
      for (const name of names) expect(await article.locator(`dd[lang="${other}"]`).textContent()).toContain(name);
    }
    expect(await article.textContent()).toContain(entry.definition[lang].replace(/\(.*$/, '').trim());
    expect(await article.locator(`a[href="/${lang}/mechanics/saga/"]`).count()).toBe(1);
    expect(await page.title()).toBe(catalogues[lang]['page.title']?.replace('{{page}}', catalogues[lang]['glossary.title'] ?? ''));
  });

  test('the rules index explains each rule, dates the check and links the citing rulings', async () => {
    const { page } = await visit(`/${lang}/rules/`);
    const index = builtContent().rulesIndex;
    expect(await page.locator('main dl > div[id]').count()).toBe(index.rules.length);
    const rule = index.rules.find((r) => builtContent().ruleRulings[r.number]?.length) ?? index.rules[0];
    if (!rule) throw new Error('empty rules index');
    const row = page.locator(`[id="${rule.number}"]`);
    expect(await row.textContent()).toContain(rule.explanation[lang]);
    const date = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${index.version}T00:00:00Z`));
    expect(await page.locator('[data-rules-version]').textContent()).toBe(catalogues[lang]['rules.checked']?.replace('{{date}}', date));
    const ruling = builtContent().ruleRulings[rule.number]?.[0];
    if (ruling) {
      const link = row.locator(`a[href="/${lang}/mechanics/${ruling.slug}/#${ruling.id}"]`);
      expect(await link.count()).toBe(1);
      await link.click();
      await page.waitForURL(`${baseUrl()}/${lang}/mechanics/${ruling.slug}/#${ruling.id}`);
      await expect.poll(() => page.locator(`li.ruling[id="${ruling.id}"]`).isVisible()).toBe(true);
    }
  });
});

test('on a phone the definition stays on screen', async () => {
  const w = await site.visit('/ru/mechanics/saga/', { before: ({ page }) => page.setViewportSize({ width: 360, height: 740 }) });
  const terms = w.page.locator('.prose-rule a.term');
  const count = Math.min(await terms.count(), 12);
  for (let i = 0; i < count; i += 1) {
    const term = terms.nth(i);
    await term.scrollIntoViewIfNeeded();
    await term.hover();
    const tip = w.page.locator(`[id="${await term.getAttribute('aria-describedby')}"]`);
    await expect.poll(() => tip.isVisible()).toBe(true);
    const box = await tip.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360, `tooltip ${i} at ${JSON.stringify(box)}`).toBe(true);
  }
});

// in the light theme every page is checked by the crawl (tests/e2e/crawl.test.ts: axe, every rule it runs by default)
test.each(['/ru/glossary/', '/it/rules/', '/en/mechanics/saga/'])('%s has no serious accessibility violations in the dark theme', { timeout: 180_000 }, async (path) => {
  const { page } = await site.visit(path, { before: ({ page }) => page.emulateMedia({ colorScheme: 'dark' }) });
  expect(await seriousViolations(page)).toEqual([]);
  await page.close();
});
