import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import boardIt from '../../locales/it/board.json';
import cardsIt from '../../locales/it/cards.json';
import commonIt from '../../locales/it/common.json';
import { PROTAGONIST, viewCaption } from '../../src/content/captions.ts';
import { loadCatalog, loadExamples } from '../../src/content/catalog.ts';
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

test('without JavaScript the board area shows the first example as text: its starting position and its captions', async () => {
  const page = await browser.context.newPage();
  await page.goto(`${baseUrl()}/it/mechanics/mutate/`);
  const captions = JSON.parse(readFileSync('locales/it/examples/mutate.json', 'utf8')) as Record<string, { title: string; steps: Record<string, string> }>;
  const catalog = loadCatalog(process.cwd());
  const first = loadExamples(process.cwd(), catalog, {}).find((e) => e.mechanic === 'mutate');
  if (!first) throw new Error('no mutate example');
  const box = page.locator('#board [data-noscript-board]');
  expect(await box.isVisible()).toBe(true);
  // one line says the interactive board needs JavaScript; the "will appear here" line is gone
  expect(await box.textContent()).toContain(boardIt['noscript.needsJs']);
  expect(await page.getByText(commonIt['mechanic.boardPending']).isVisible()).toBe(false);
  expect(await box.locator('h3').textContent()).toBe(captions[first.id]?.title);
  // the starting position, as the engine sets it up: each player with their battlefield
  const cards = cardsIt as Record<string, string>;
  for (const p of first.setup.players) {
    const zone = box.locator(`[data-text-zone="${p.id}.battlefield"]`);
    expect(await zone.isVisible()).toBe(true);
    for (const b of p.battlefield ?? []) {
      const def = typeof b === 'string' ? b : b.card;
      if (typeof b !== 'string' && b.faceDown) continue;
      expect(await zone.textContent()).toContain(cards[`card.${def}.name`]);
    }
  }
  // the captions, as an ordered list, in order
  const steps = Object.entries(captions[first.id]?.steps ?? {}).sort(([a], [b]) => Number(a) - Number(b));
  const items = box.locator('ol[data-noscript-steps] > li');
  expect(await items.count()).toBe(steps.length);
  // as the protagonist reads them (parts private to another player left out: src/content/captions.ts)
  expect(await items.first().textContent()).toBe(viewCaption(steps[0]?.[1] ?? '', PROTAGONIST));
  expect(await items.last().textContent()).toBe(viewCaption(steps[steps.length - 1]?.[1] ?? '', PROTAGONIST));
  await page.close();
});
