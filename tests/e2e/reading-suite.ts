/**
 * The board as a player reads it, in Chromium, in Italian, Russian and English (Russian words are
 * long), on a phone (390×844, tests/e2e/reading-phone.test.ts) and a desktop (1366×768,
 * tests/e2e/reading-desktop.test.ts: two files, so the browser tests' two workers share the work),
 * drawn in each of the two ends of the font set that the machine has (tests/e2e/fonts.ts: Noto Sans
 * and DejaVu Sans; a failure names its font): for every worked example at every step
 *  - the header's controls each show their whole label (the viewer control as wide as its longest
 *    option, no button narrower than its content) and overlap nothing;
 *  - every card's name, the stack (its text, its abilities' tiles), the triggers waiting for it
 *    and the one-line card chips wrap between words, never inside one;
 *  - no badge of a card (counters, merged cards, a pile's count, token, attacking, sick) nor the
 *    {T} of a tapped one covers its name or type line;
 *  - a tapped card's name still runs horizontally;
 *  - the stack's arrow labels cover no card's name or type line, nor (on the desktop) its arrows;
 *  - every player's side (name, life, counts, status, hand) is whole inside the table;
 *  - identical lands are one pile, however many of them are tapped.
 * Motion is reduced, so each check sees the final layout. Each step is drawn once and measured in
 * each font (the page restyled between the two, walkSteps).
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { loadCatalog, loadExamples } from '../../src/content/catalog.ts';
import { SLUGS } from '../../src/content/types.ts';
import { runExample } from '../../src/engine/index.ts';
import { EXTREMES, FONT_SHEET_KEY, forceFont, layoutFonts, reportFonts, swapFontSheet } from './fonts.ts';
import { watchedBrowser } from './helpers.ts';
import { readingProblems } from './reading-checks.ts';

export const READING_SIZES = {
  phone: { name: 'phone', width: 390, height: 844 },
  desktop: { name: 'desktop', width: 1366, height: 768 },
} as const;

/**
 * The board's problems at each of its `steps` steps, in each of `families`: the page steps itself
 * (the arrow key, as a reader presses it on the table), and at each step swaps the test's font
 * sheet to each family in turn and measures once the layout has settled. A step is drawn once and
 * measured in every font, not walked again per font, and costs no round trip to the test. The
 * families go in turns (the first step A then B, the next B then A): each step's first measure is
 * in the font already drawn.
 */
function walkSteps(page: Page, steps: number, families: readonly string[], key: string): Promise<string[]> {
  return page.evaluate(
    async ({ steps, families, key }) => {
      const w = window as unknown as { __readingProblems: () => string[]; __swapFont: (key: string, family: string, scope: string) => void };
      const board = document.querySelector<HTMLElement>('section#board');
      const table = board?.querySelector<HTMLElement>('[data-table]');
      if (!board || !table) return ['no board'];
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const press = async (key: string, want: number) => {
        table.focus();
        table.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
        table.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }));
        for (let waited = 0; board.getAttribute('data-step') !== String(want); waited++) {
          if (waited > 600) throw new Error(`${key} did not reach step ${want} (at ${board.getAttribute('data-step')})`);
          await frame();
        }
      };
      // the arrows are measured once things have come to rest, a few frames after the step or the
      // font's change of sizes (a timer or a ResizeObserver, then a frame, then React draws them):
      // the board marks the table while a measure is on its way. A render that comes later (the
      // step's choices, made in a deferred render) can move the table again after a measure, and
      // its ResizeObserver asks for another in the next frame: the arrows are drawn once the mark
      // has stayed away for two frames.
      const arrowsDrawn = async () => {
        for (let waited = 0, quiet = 0; quiet < 2; waited++) {
          if (waited > 600) throw new Error(`the arrows of step ${board.getAttribute('data-step')} were never drawn`);
          await frame();
          quiet = board.querySelector('[data-arrows-pending]') ? 0 : quiet + 1;
        }
      };
      const out: string[] = [];
      let drawn = families[0] ?? '';
      w.__swapFont(key, drawn, 'section#board');
      await press('Home', 0);
      for (let i = 0; i < steps; i++) {
        if (i > 0) await press('ArrowRight', i);
        for (const family of [drawn, ...families.filter((f) => f !== drawn)]) {
          if (family !== drawn) w.__swapFont(key, (drawn = family), 'section#board');
          await arrowsDrawn();
          out.push(...w.__readingProblems().map((p) => `step ${i}: ${p} [${family}]`));
        }
      }
      return out;
    },
    { steps, families, key },
  );
}

/** Every example of every mechanic at every step, in the three languages, at one size. */
export function readingSuite(size: (typeof READING_SIZES)[keyof typeof READING_SIZES]): void {
  const catalog = loadCatalog(process.cwd());
  const examples = loadExamples(process.cwd(), catalog, {});
  const site = watchedBrowser();
  // every step of every example, in the set's two ends (tests/e2e/layout-fonts.test.ts draws the board in every font of the set)
  const fonts = layoutFonts(EXTREMES);
  const families = fonts.map((f) => f.family);
  reportFonts(`reading (${size.name})`, fonts, EXTREMES);

  describe(`on a ${size.name} (${size.width}×${size.height})`, () => {
    describe.each(['it', 'ru', 'en'])('%s', (lang) => {
      test.each(SLUGS.filter((slug) => examples.some((e) => e.mechanic === slug)))('%s: every example at every step reads whole', { timeout: 240_000 }, async (slug) => {
        const w = await site.visit(`/${lang}/mechanics/${slug}/#board`, {
          before: async ({ page }) => {
            await page.setViewportSize({ width: size.width, height: size.height });
            await page.emulateMedia({ reducedMotion: 'reduce' });
          },
        });
        const { page } = w;
        // a board that does not come says what the page shows instead (its slot, what it logged)
        await page.waitForSelector('section#board[data-example]', { timeout: 90_000 }).catch(async (error: unknown) => {
          const slot = await page.evaluate(() => document.querySelector('#board')?.outerHTML.slice(0, 400) ?? 'no #board');
          throw new Error(`${String(error)}\nthe board's place: ${slot}\nthe page's problems: ${w.problems.join(' | ') || 'none'}`);
        });
        // each font drawn once, and checked to be the one drawn (a family that fell back would test nothing)
        for (const font of fonts) await forceFont(page, font.family);
        await page.evaluate(`window.__readingProblems = ${readingProblems.toString()}; window.__swapFont = ${swapFontSheet.toString()};`);
        const problems = new Set<string>();
        for (const ex of examples.filter((e) => e.mechanic === slug)) {
          const run = runExample(ex, catalog);
          if (!run.ok) continue;
          if ((await page.getAttribute('section#board', 'data-example')) !== ex.id) {
            await page.selectOption('section#board [data-example-select]', ex.id);
            await page.waitForFunction((id) => document.querySelector('section#board')?.getAttribute('data-example') === id, ex.id);
          }
          for (const p of await walkSteps(page, run.steps.length, families, FONT_SHEET_KEY)) problems.add(`${ex.id} ${p}`);
        }
        expect([...problems]).toEqual([]);
        await page.close();
      });
    });
  });
}
