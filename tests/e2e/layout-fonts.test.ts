/**
 * The layout tests' fonts, proved: each font of the set the machine has is the one Chromium
 * really draws the board in when forced (the DevTools protocol's platform fonts), and the reading
 * check fails, naming the font, when a badge is planted over a card's name — in every font.
 */
import { describe, expect, test } from 'vitest';
import { forceFont, inEachFont, layoutFonts, renderedFonts, reportFonts } from './fonts.ts';
import { openBoard, watchedBrowser } from './helpers.ts';
import { readingProblems } from './reading-checks.ts';

const fonts = layoutFonts();
reportFonts('layout-fonts', fonts);
const site = watchedBrowser();

describe('the layout tests draw the board in each font of the set', () => {
  test.each(fonts.map((f) => f.family))('forcing %s draws the cards\u2019 names in it', async (family) => {
    const { page } = await openBoard(site, '/en/mechanics/mutate/#board');
    await forceFont(page, family);
    expect(await renderedFonts(page, 'section#board [data-card-name]')).toContain(family);
    await page.close();
  });

  test('a badge planted over a card\u2019s name is found in every font, and the font is named', async () => {
    const { page } = await openBoard(site, '/en/mechanics/mutate/#board', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });
    const clean = await inEachFont(page, fonts, 'before', () => page.evaluate(readingProblems));
    expect(clean).toEqual([]);
    // a badge in the card's badge row, moved over its name (where a wide font once pushed one)
    const planted = await page.evaluate(() => {
      const card = document.querySelector<HTMLElement>('section#board [data-object]:has([data-type-line])');
      const name = card?.querySelector<HTMLElement>('[data-card-name]');
      if (!card || !name) return null;
      const c = card.getBoundingClientRect();
      const n = name.getBoundingClientRect();
      const row = document.createElement('span');
      row.setAttribute('data-badges', '');
      row.style.cssText = 'position:absolute;inset:0;pointer-events:none';
      const badge = document.createElement('span');
      badge.textContent = 'planted';
      badge.style.cssText = `position:absolute;left:${n.left - c.left}px;top:${n.top - c.top}px;height:8px;font-size:12px`;
      row.append(badge);
      card.append(row);
      return (name.textContent ?? '').trim().slice(0, 30);
    });
    expect(planted).not.toBeNull();
    const found = await inEachFont(page, fonts, 'planted', () => page.evaluate(readingProblems));
    for (const font of fonts) expect(found).toContain(`planted [${font.family}]: "${planted}": the badge "planted" covers its text`);
    await page.close();
  });
});
