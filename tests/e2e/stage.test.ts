/**
 * The board as a stage, in Chromium at a desktop, a small laptop/tablet and a phone size: for
 * every worked example at its first, a middle and its last step (reached with the board's keys
 * in one page load), in each of the font set's two ends the machine has (Noto Sans and DejaVu
 * Sans, tests/e2e/fonts.ts; a failure names its font), with the board scrolled into view, every object on the table and every
 * item on the stack is visible (its centre inside the viewport, not covered by anything, not
 * clipped by a scrolling or clipping ancestor), no card's badges overlap or rise above it, no text on the board is under 12 px, no card
 * name is cut, and axe (WCAG 2.0/2.1 A and AA, label-content-name-mismatch included) finds no
 * violation in the board. Motion is reduced so that every check sees the final layout. The page
 * steps itself and measures each step in both fonts in one call (no round trip per key or font),
 * and axe runs inside the page, injected once.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { loadCatalog, loadExamples } from '../../src/content/catalog.ts';
import { SLUGS } from '../../src/content/types.ts';
import { runExample } from '../../src/engine/index.ts';
import { EXTREMES, FONT_SHEET_KEY, forceFont, layoutFonts, reportFonts, swapFontSheet } from './fonts.ts';
import { axeViolations, describeViolation, WCAG_TAGS, watchedBrowser } from './helpers.ts';

const catalog = loadCatalog(process.cwd());
const examples = loadExamples(process.cwd(), catalog, {});
const site = watchedBrowser();

// the set's two ends (tests/e2e/layout-fonts.test.ts draws the board in every font of the set)
const fonts = layoutFonts(EXTREMES);
reportFonts('stage', fonts, EXTREMES);

const SIZES = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'laptop', width: 1024, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** What is wrong with the board as drawn now (empty: nothing). Runs in the page. */
function problemsInPage(): string[] {
  const board = document.querySelector<HTMLElement>('section#board');
  if (!board) return ['no board'];
  board.scrollIntoView({ block: 'start' });
  const out: string[] = [];
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  const describe = (el: Element) => `${el.getAttribute('data-object') ? `object ${el.getAttribute('data-object')}` : `stack item ${el.getAttribute('data-stack-item')}`} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
  // every object on the table and on the stack: centre in the viewport, the topmost thing there, not clipped
  for (const el of board.querySelectorAll<HTMLElement>('[data-object], [data-stack-item]')) {
    if (el.closest('[data-card-zoom]')) continue;
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (r.width === 0 || r.height === 0) {
      out.push(`${describe(el)} is not drawn`);
      continue;
    }
    if (x < 0 || y < 0 || x > vw || y > vh) {
      out.push(`${describe(el)} has its centre outside the viewport (${Math.round(x)}, ${Math.round(y)})`);
      continue;
    }
    const hit = document.elementFromPoint(x, y);
    if (!hit || !el.contains(hit)) out.push(`${describe(el)} is covered by ${hit?.tagName.toLowerCase()} "${(hit?.textContent ?? '').trim().slice(0, 30)}"`);
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const ar = a.getBoundingClientRect();
      if (x < ar.left - 1 || x > ar.right + 1 || y < ar.top - 1 || y > ar.bottom + 1) {
        out.push(`${describe(el)} is clipped by ${a.tagName.toLowerCase()}.${a.className.toString().split(' ').slice(0, 3).join('.')}`);
        break;
      }
    }
  }
  // a card's badges (counters, merged, pile, token, attacking, sick) overlap neither each other nor leave the card's box
  for (const badges of board.querySelectorAll<HTMLElement>('[data-badges]')) {
    const card = badges.closest('[data-object]');
    if (!card) continue;
    const box = card.getBoundingClientRect();
    const rects = [...badges.children].map((b) => b.getBoundingClientRect());
    if (rects.some((r) => r.top < box.top - 1)) out.push(`${describe(card)}: a badge rises above the card`);
    for (let i = 0; i < rects.length; i++)
      for (let j = i + 1; j < rects.length; j++) {
        const [a, b] = [rects[i] as DOMRect, rects[j] as DOMRect];
        if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) out.push(`${describe(card)}: two badges overlap`);
      }
  }
  // no text under 12 px (visually hidden text excepted)
  const walker = document.createTreeWalker(board, NodeFilter.SHOW_TEXT);
  const small = new Set<string>();
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = (n.textContent ?? '').trim();
    const parent = n.parentElement;
    if (!text || !parent) continue;
    if (parent.closest('.sr-only, [hidden], option')) continue;
    const range = document.createRange();
    range.selectNodeContents(n);
    const rect = range.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    const size = parseFloat(getComputedStyle(parent).fontSize);
    if (size < 12) small.add(`${size}px "${text.slice(0, 30)}"`);
  }
  for (const s of small) out.push(`text under 12 px: ${s}`);
  // no card name cut: inside its card (the card's face clips), not ellipsised
  for (const name of board.querySelectorAll<HTMLElement>('[data-card-name]')) {
    const r = name.getBoundingClientRect();
    for (let a = name.parentElement; a && a !== board; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const ar = a.getBoundingClientRect();
      if (r.right > ar.right + 1 || r.bottom > ar.bottom + 1 || r.left < ar.left - 1 || r.top < ar.top - 1) out.push(`card name cut: "${name.textContent}"`);
      break;
    }
    if (name.scrollWidth > name.clientWidth + 1 && getComputedStyle(name).display !== 'inline') out.push(`card name overflows: "${name.textContent}"`);
  }
  return out;
}

/** The board's problems at this step in each font of the set (each named), and axe's in the first. */
async function check(page: Page, where: string, axe: boolean): Promise<string[]> {
  const byFont = await page.evaluate(
    async ({ families, key }) => {
      const w = window as unknown as { __stageProblems: () => string[]; __swapFont: (key: string, family: string, scope: string) => void };
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const out: { family: string; problems: string[] }[] = [];
      for (const family of families) {
        w.__swapFont(key, family, 'section#board');
        // a font that changes a size is seen by the arrows' ResizeObserver in the next frame, which
        // measures them again; the board marks the table until they are drawn (src/board/parts/Arrows.tsx),
        // and a later render can ask for another measure: drawn once unmarked for two frames
        for (let waited = 0, quiet = 0; quiet < 2; waited++) {
          if (waited > 600) throw new Error('the arrows were never drawn');
          await frame();
          quiet = document.querySelector('section#board [data-arrows-pending]') ? 0 : quiet + 1;
        }
        out.push({ family, problems: w.__stageProblems() });
      }
      return out;
    },
    { families: fonts.map((f) => f.family), key: FONT_SHEET_KEY },
  );
  const problems = byFont.flatMap(({ family, problems }) => problems.map((p) => `${where} [${family}]: ${p}`));
  if (axe) {
    const violations = await axeViolations(page, { include: 'section#board', tags: WCAG_TAGS, rules: { 'label-content-name-mismatch': { enabled: true } } });
    for (const v of violations) problems.push(`${where}: axe ${describeViolation(v)}`);
  }
  return problems;
}

/** Presses `key` on the board's table (in the page, as a reader's key press reaches it) until the board shows step `want`. */
function goToStep(page: Page, key: 'Home' | 'End' | 'ArrowRight', want: number): Promise<void> {
  return page.evaluate(
    async ({ key, want }) => {
      const board = document.querySelector<HTMLElement>('section#board');
      const table = board?.querySelector<HTMLElement>('[data-table]');
      if (!board || !table) throw new Error('no board');
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      for (let presses = 0; board.getAttribute('data-step') !== String(want); presses++) {
        if (presses > 200) throw new Error(`${key} did not reach step ${want} (at ${board.getAttribute('data-step')})`);
        const before = board.getAttribute('data-step');
        table.focus();
        table.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
        table.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }));
        for (let waited = 0; board.getAttribute('data-step') === before; waited++) {
          if (waited > 600) throw new Error(`${key} left the board at step ${before}`);
          await frame();
        }
      }
    },
    { key, want },
  );
}

describe.each(SIZES)('the board as a stage at $width×$height', (size) => {
  test.each(SLUGS.filter((slug) => examples.some((e) => e.mechanic === slug)))(
    '%s: every example at its first, a middle and its last step',
    { timeout: 180_000 },
    async (slug) => {
      const w = await site.visit(`/en/mechanics/${slug}/#board`, {
        before: async ({ page }) => {
          await page.setViewportSize({ width: size.width, height: size.height });
          await page.emulateMedia({ reducedMotion: 'reduce' });
        },
      });
      const { page } = w;
      await page.waitForSelector('section#board[data-example]');
      // each font drawn once, and checked to be the one drawn (a family that fell back would test nothing)
      for (const font of fonts) await forceFont(page, font.family);
      await page.evaluate(`window.__stageProblems = ${problemsInPage.toString()}; window.__swapFont = ${swapFontSheet.toString()};`);
      const problems: string[] = [];
      let first = true;
      for (const ex of examples.filter((e) => e.mechanic === slug)) {
        const run = runExample(ex, catalog);
        if (!run.ok) continue;
        const last = run.steps.length - 1;
        if ((await page.getAttribute('section#board', 'data-example')) !== ex.id) {
          await page.selectOption('section#board [data-example-select]', ex.id);
          await page.waitForFunction((id) => document.querySelector('section#board')?.getAttribute('data-example') === id, ex.id);
        }
        if ((await page.getAttribute('section#board', 'data-step')) !== '0') await goToStep(page, 'Home', 0);
        // the first, a middle and the last step; axe at the middle one (where the stack is most
        // often busy) of every example on the desktop, of the first example at the other sizes
        const middle = Math.floor(last / 2);
        problems.push(...(await check(page, `${ex.id} step 0`, false)));
        if (middle > 0) await goToStep(page, 'ArrowRight', middle);
        problems.push(...(await check(page, `${ex.id} step ${middle}`, size.name === 'desktop' || first)));
        first = false;
        if (last > middle) await goToStep(page, 'End', last);
        problems.push(...(await check(page, `${ex.id} step ${last}`, false)));
      }
      expect(problems).toEqual([]);
      await page.close();
    },
  );
});
