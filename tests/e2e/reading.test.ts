/**
 * The board as a player reads it, in Chromium, in Italian, Russian and English (Russian words are
 * long), on a phone (390×844) and a desktop (1366×768), drawn in each of the two ends of the
 * font set that the machine has (tests/e2e/fonts.ts: Noto Sans and DejaVu Sans; a failure names
 * its font): for every worked example at every step
 *  - the header's controls each show their whole label (the viewer control as wide as its longest
 *    option, no button narrower than its content) and overlap nothing;
 *  - every card's name, the stack (its text, its abilities' tiles), the triggers waiting for it
 *    and the one-line card chips wrap between words, never inside one;
 *  - no badge of a card (counters, merged cards, a pile's count, token, attacking, sick) nor the
 *    {T} of a tapped one covers its name or type line;
 *  - a tapped card's name still runs horizontally;
 *  - the stack's arrow labels cover no card's name or type line, nor (on the desktop) its arrows;
 *  - identical lands are one pile, however many of them are tapped.
 * Motion is reduced, so each check sees the final layout.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { loadCatalog, loadExamples } from '../../src/content/catalog.ts';
import { SLUGS } from '../../src/content/types.ts';
import { runExample } from '../../src/engine/index.ts';
import { EXTREMES, forceFont, inEachFont, layoutFonts, reportFonts } from './fonts.ts';
import { watchedBrowser } from './helpers.ts';
import { readingProblems } from './reading-checks.ts';

const catalog = loadCatalog(process.cwd());
const examples = loadExamples(process.cwd(), catalog, {});
const site = watchedBrowser();

// every step of every example, in the set's two ends (tests/e2e/layout-fonts.test.ts draws the board in every font of the set)
const fonts = layoutFonts(EXTREMES);
reportFonts('reading', fonts, EXTREMES);

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
] as const;

/** The board's problems at this step, drawn in each font of the set in turn (each named). */
function check(page: Page, where: string): Promise<string[]> {
  return inEachFont(page, fonts, where, async () => {
    // two frames, then the arrows' measuring (a timer, then a frame), then two frames
    await page.evaluate(async () => {
      const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await twoFrames();
      await new Promise((resolve) => setTimeout(resolve, 0));
      await twoFrames();
    });
    return page.evaluate(readingProblems);
  });
}

async function goToStep(page: Page, key: string, want: number): Promise<void> {
  await page.focus('section#board [data-table]');
  await page.keyboard.press(key);
  await page.waitForFunction((n) => document.querySelector('section#board')?.getAttribute('data-step') === String(n), want);
}

describe.each(SIZES)('on a $name ($width×$height)', (size) => {
  describe.each(['it', 'ru', 'en'])('%s', (lang) => {
    test.each(SLUGS.filter((slug) => examples.some((e) => e.mechanic === slug)))('%s: every example at every step reads whole', { timeout: 120_000 }, async (slug) => {
      const w = await site.visit(`/${lang}/mechanics/${slug}/#board`, {
        before: async ({ page }) => {
          await page.setViewportSize({ width: size.width, height: size.height });
          await page.emulateMedia({ reducedMotion: 'reduce' });
        },
      });
      const { page } = w;
      await page.waitForSelector('section#board[data-example]');
      for (const font of fonts) await forceFont(page, font.family);
      const problems = new Set<string>();
      for (const ex of examples.filter((e) => e.mechanic === slug)) {
        const run = runExample(ex, catalog);
        if (!run.ok) continue;
        if ((await page.getAttribute('section#board', 'data-example')) !== ex.id) {
          await page.selectOption('section#board [data-example-select]', ex.id);
          await page.waitForFunction((id) => document.querySelector('section#board')?.getAttribute('data-example') === id, ex.id);
        }
        await goToStep(page, 'Home', 0);
        for (let i = 0; i < run.steps.length; i++) {
          if (i > 0) await goToStep(page, 'ArrowRight', i);
          for (const p of await check(page, `${ex.id} step ${i}`)) problems.add(p);
        }
      }
      expect([...problems]).toEqual([]);
      await page.close();
    });
  });
});
