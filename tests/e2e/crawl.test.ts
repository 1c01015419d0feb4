/**
 * The crawl: every route in every language in Chromium — the language chooser, home, every
 * mechanic, the glossary, the rules index, a not-found URL, and each worked example's first and
 * last step on the board. A mechanic's examples are crawled in one page load per language, as a
 * reader goes through them: the page opens on the first example's first step
 * (?example=<id>&step=0, src/board/model/url.ts), the board's "Last step" button goes to its last
 * step, the board's example menu to the next example's first step, and so on. Each page fails on a
 * console error or warning, a page error, a failed request or an error status (other than the
 * not-found document's 404), a request to another origin, a raw i18n key, an unfilled {{value}} or "undefined"/"NaN"
 * on screen, an axe-core violation (on a board: as the address opens it, and at each example's
 * last step), or text in the wrong script for the page's language; and, with JavaScript off, on a
 * page with no text. Boards are drawn with reduced motion.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadExamples, loadCatalog } from '../../src/content/catalog.ts';
import { SLUGS } from '../../src/content/types.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import type { Page } from 'playwright-core';
import boardEn from '../../locales/en/board.json';
import boardIt from '../../locales/it/board.json';
import boardRu from '../../locales/ru/board.json';
import { axeViolations, baseUrl, launch, openPage, settled, type Browser } from './helpers.ts';

const catalogues: Record<string, Record<string, string>> = { en: boardEn, it: boardIt, ru: boardRu };

interface Route {
  path: string;
  lang: string;
  /** a mechanic page opened on its first example: each of these examples' first and last steps is checked in turn */
  examples?: { id: string; last: number }[];
  notFound?: boolean;
}

const root = process.cwd();
const catalog = loadCatalog(root);
const examples = loadExamples(root, catalog, {});

const pages: Route[] = [{ path: '/', lang: 'en' }];
const boards: Route[] = [];
for (const lang of LANGUAGES) {
  pages.push(
    { path: `/${lang}/`, lang },
    ...SLUGS.map((slug) => ({ path: `/${lang}/mechanics/${slug}/`, lang })),
    { path: `/${lang}/glossary/`, lang },
    { path: `/${lang}/rules/`, lang },
    { path: `/${lang}/play/`, lang },
    { path: `/${lang}/no-such-page/`, lang, notFound: true },
  );
  for (const slug of SLUGS) {
    const own = examples.filter((ex) => ex.mechanic === slug).map((ex) => ({ id: ex.id, last: ex.decisions.length }));
    const first = own[0];
    if (first) boards.push({ path: `/${lang}/mechanics/${slug}/?example=${first.id}&step=0`, lang, examples: own });
  }
}
test('the crawl covers every example', () => {
  expect(boards.flatMap((b) => b.examples ?? []).length).toBe(examples.length * LANGUAGES.length);
});

/** Every key of the English catalogues that could show as text if a translation were missing. */
function catalogueKeys(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...catalogueKeys(file));
    else if (entry.name.endsWith('.json')) {
      const keys = Object.keys(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
      // i18next shows the key without its plural suffix
      out.push(...keys.map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')));
    }
  }
  return [...new Set(out)].filter((k) => k.includes('.'));
}
const KEYS = catalogueKeys(path.join(root, 'locales', 'en'));

/** Names that stay in Latin letters on Russian pages: sets written so in the ru front matter, the publisher. */
const LATIN_NAMES = [
  'Wizards of the Coast',
  ...SLUGS.flatMap((slug) => {
    const set = /^set:\s*"?([^"\n]+)"?\s*$/m.exec(readFileSync(path.join(root, 'content', 'mechanics', slug, 'ru.md'), 'utf8'))?.[1];
    return set && /^[\x20-\x7e]+$/.test(set) ? [set] : [];
  }),
];

let browser: Browser;
let noScript: Browser;
beforeAll(async () => {
  [browser, noScript] = await Promise.all([launch(), launch({ javaScriptEnabled: false })]);
});
afterAll(async () => {
  await Promise.all([browser.close(), noScript.close()]);
});

/** Text nodes in the wrong script: Cyrillic on en/it; on ru, English left untranslated. */
function wrongScript() {
  return ({ pageLang, names }: { pageLang: string; names: string[] }): string[] => {
    const found: string[] = [];
    // brand and names that stay in Latin letters in every language
    const allowed = /^(Archivist|Magic|The|Gathering|MTG|CR|[IVX]+|[a-z]?\d+[a-z]?|[A-Z])$/;
    const skip = 'script, style, code, kbd, svg, .ruling-id, [translate="no"], [data-allow-latin]';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = names.reduce((t, name) => t.split(name).join(' '), node.textContent ?? '');
      if (!el || !text.trim() || el.closest(skip)) continue;
      if (el.closest('[hidden], [aria-hidden="true"]') && !el.closest('.sr-only')) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const elLang = el.closest('[lang]')?.getAttribute('lang') ?? pageLang;
      if (elLang !== pageLang) continue;
      if (pageLang !== 'ru' && /[\u0400-\u04ff]/.test(text)) found.push(`Cyrillic in ${pageLang}: "${text.trim().slice(0, 80)}"`);
      // On ru pages, a text that has Russian in it is translated: Latin inside it is a card or set
      // name, a quotation, a key name. What is flagged is a text with no Cyrillic and two or more
      // Latin words: an English string left untranslated.
      if (pageLang === 'ru' && !/[\u0400-\u04ff]/.test(text)) {
        const words = text.replace(/\d+(\.\d+[a-z]{0,2})?/g, ' ').match(/[A-Za-z][A-Za-z'’]+/g) ?? [];
        const latin = words.filter((w) => !allowed.test(w));
        if (latin.length >= 2) found.push(`Latin in ru: "${text.trim().slice(0, 80)}"`);
      }
    }
    return found;
  };
}

async function visit(route: Route): Promise<string[]> {
  const { page, problems } = await openPage(browser, { allow404: route.notFound ?? false });
  page.on('requestfailed', (request) => {
    // "/" redirects (the boot script, src/boot/boot.js) while its scripts load: those are cancelled, not failed
    if (route.path === '/' && request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`failed request: ${request.url()} (${request.failure()?.errorText ?? ''})`);
  });
  page.on('response', (response) => {
    const expected = route.notFound && response.request().resourceType() === 'document' && response.status() === 404;
    if (response.status() >= 400 && !expected) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  try {
    // a board's steps drawn without movement: each check waits for the board to come to rest anyway
    if (route.examples) await page.emulateMedia({ reducedMotion: 'reduce' });
    const response = await page.goto(`${baseUrl()}${route.path}`);
    if (route.notFound) expect(response?.status()).toBe(404);
    if (route.path === '/') await page.waitForURL(/\/en\/$/);
    await settled(page);
    await page.waitForLoadState('networkidle');
    if (!route.examples) await check(page, route, problems);
    for (const [i, ex] of (route.examples ?? []).entries()) {
      // the first example is the one the address opens; the next ones are chosen from the board's menu
      if (i > 0) await page.selectOption('[data-example-select]', ex.id);
      await page.waitForSelector(`#board[data-example="${ex.id}"][data-step="0"]`);
      // axe on the board as the address opens it and at each example's last step (where the
      // most is on the table); the other first steps are the same parts with fewer things on them
      await check(page, route, problems, `${ex.id}, step 0`, i === 0);
      await page.getByRole('button', { name: catalogues[route.lang]?.['controls.last'] ?? 'Last step', exact: true }).click();
      await page.waitForSelector(`#board[data-example="${ex.id}"][data-step="${ex.last}"]`);
      if (!page.url().includes(`example=${ex.id}&step=${ex.last}`)) problems.push(`the last step of ${ex.id} is not in the URL: ${page.url()}`);
      await check(page, route, problems, `${ex.id}, step ${ex.last}`);
    }
  } finally {
    await page.close();
  }
  return problems;
}

/** `step`: which example step the board shows (on a board route, axe checks only the board: the page around it is crawled too); `axe`: run axe too */
async function check(page: Page, route: Route, problems: string[], step?: string, axe = true): Promise<void> {
  const at = step ? ` (${step})` : '';
  // what the reader sees once the board has moved: mid-animation, cards are half transparent
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  {
    const text = await page.evaluate(() => document.body.innerText);
    const keys = KEYS.filter((k) => new RegExp(`(^|[^\\w.])${k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\w.])`).test(text));
    if (keys.length) problems.push(`raw i18n keys on screen${at}: ${keys.slice(0, 5).join(', ')}`);
    const bad = /\b(undefined|NaN|null|\[object Object\])\b/.exec(text);
    if (bad) problems.push(`"${bad[1]}" on screen${at}: …${text.slice(Math.max(0, bad.index - 40), bad.index + 20)}…`);
    // a template's value that was never given ("Step 3 of {{total}}")
    const unfilled = /\{\{[^}]*\}\}/.exec(text);
    if (unfilled) problems.push(`an unfilled "${unfilled[0]}" on screen${at}: …${text.slice(Math.max(0, unfilled.index - 40), unfilled.index + 20)}…`);
    problems.push(...(await page.evaluate(wrongScript(), { pageLang: route.lang, names: LATIN_NAMES })).map((p) => p + at));

    if (axe) for (const v of await axeViolations(page, step ? { include: '#board' } : {})) problems.push(`axe ${v.impact ?? ''} ${v.id}${at}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  }
}

test('the checks catch what they look for (planted on a page: an image without text, a raw key, "undefined", Cyrillic on an English page)', async () => {
  const { page, problems } = await openPage(browser);
  try {
    await page.goto(`${baseUrl()}/en/glossary/`);
    await settled(page);
    const key = KEYS.find((k) => k.startsWith('controls.')) ?? (KEYS[0] as string);
    await page.evaluate((k) => {
      const main = document.querySelector('main') as HTMLElement;
      const img = document.createElement('img');
      img.src = '/favicon.svg';
      const p = document.createElement('p');
      p.textContent = `${k} undefined Лор {{total}}`;
      main.append(img, p);
    }, key);
    await check(page, { path: '/en/glossary/', lang: 'en' }, problems);
    const found = problems.join('\n');
    expect(found).toContain('axe critical image-alt');
    expect(found).toContain(`raw i18n keys on screen: ${key}`);
    expect(found).toContain('"undefined" on screen');
    expect(found).toContain('an unfilled "{{total}}" on screen');
    expect(found).toContain('Cyrillic in en');
  } finally {
    await page.close();
  }
});

describe.concurrent('the crawl: pages', () => {
  test.each(pages)('$path', { timeout: 120_000 }, async (route) => {
    expect(await visit(route)).toEqual([]);
  });
  test.each(pages.filter((p) => p.path !== '/'))('$path has text with JavaScript off', { timeout: 60_000 }, async (route) => {
    const page = await noScript.context.newPage();
    try {
      await page.goto(`${baseUrl()}${route.path}`);
      const text = (await page.locator('main').innerText()).trim();
      expect(text.length, `${route.path} is empty without JavaScript`).toBeGreaterThan(route.notFound ? 10 : 80);
    } finally {
      await page.close();
    }
  });
});

describe.concurrent("the crawl: each example's first step, then its last (the board's \"Last step\" button), a mechanic at a time", () => {
  test.each(boards)('$path', { timeout: 420_000 }, async (route) => {
    expect(await visit(route)).toEqual([]);
  });
});
