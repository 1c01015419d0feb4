/**
 * The fonts the layout tests draw the board in. Readers have every font (Noto Sans and Roboto on
 * Android, Segoe UI on Windows, San Francisco on Apple devices, DejaVu or Liberation on Linux), so
 * the board's layout is checked in several, forced by a test-only stylesheet, and a failure names
 * the font it happened in. The set is installed from Debian by `.ci/run` and, when run as root, by
 * `npm test`'s Chromium step (scripts/ensure-chromium.ts); README, Requirements, names them too.
 */
import { spawnSync } from 'node:child_process';
import type { Page } from 'playwright-core';

export interface TestFont {
  /** the family name fontconfig and CSS know it by */
  family: string;
  /** the Debian package that holds it */
  debian: string;
  /** why it is in the set */
  why: string;
}

export const TEST_FONTS: readonly TestFont[] = [
  { family: 'Noto Sans', debian: 'fonts-noto-core', why: 'Android and ChromeOS; tall glyphs that rise above their line' },
  { family: 'DejaVu Sans', debian: 'fonts-dejavu-core', why: 'Linux; the widest of the set' },
  { family: 'Liberation Sans', debian: 'fonts-liberation2', why: "Arial's metrics (Windows, many Linux desktops)" },
];

/** The family names fontconfig lists (null: no fontconfig to ask). */
export function fontconfigFamilies(): Set<string> | null {
  const run = spawnSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  if (run.status !== 0) return null;
  return new Set(run.stdout.split('\n').flatMap((line) => line.split(',')).map((f) => f.trim()).filter(Boolean));
}

/** What `fc-match sans-serif` resolves to on this machine (for the test output). */
export function sansSerifMatch(): string {
  const run = spawnSync('fc-match', ['sans-serif'], { encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim() : 'fc-match is not available';
}

/**
 * The fonts of the set this machine has, in the set's order. At least one is needed: a machine
 * without any draws the board in a font no one tested, so the layout tests refuse it with what
 * to install.
 */
export function layoutFonts(only?: readonly string[]): TestFont[] {
  const families = fontconfigFamilies();
  const set = only ? TEST_FONTS.filter((f) => only.includes(f.family)) : TEST_FONTS;
  const fonts = families ? set.filter((f) => families.has(f.family)) : [...set];
  if (fonts.length === 0) {
    throw new Error(`The layout tests need at least one of ${TEST_FONTS.map((f) => `${f.family} (${f.debian})`).join(', ')}: sudo apt-get install -y ${TEST_FONTS.map((f) => f.debian).join(' ')}`);
  }
  return fonts;
}

/**
 * The two ends of the set, for the tests that check every step of every example (their cost grows
 * with each font): Noto Sans's glyphs rise highest above their line, DejaVu Sans is the widest.
 */
export const EXTREMES = ['Noto Sans', 'DejaVu Sans'] as const;

/** Prints, once per test file, which fonts the layout tests use and what sans-serif is here. */
export function reportFonts(file: string, fonts: readonly TestFont[], only?: readonly string[]): void {
  const missing = TEST_FONTS.filter((f) => !fonts.includes(f) && (!only || only.includes(f.family)));
  console.log(
    `${file}: board drawn in ${fonts.map((f) => f.family).join(', ')}; fc-match sans-serif: ${sansSerifMatch()}` +
      (missing.length ? `; not installed, so not tested: ${missing.map((f) => `${f.family} (${f.debian})`).join(', ')}` : ''),
  );
}

/** The key under which the page keeps the test-only stylesheet. */
export const FONT_SHEET_KEY = '__archivistTestFont';

/**
 * Draws the page in `family` (the site's sans-serif stack replaced by that one family, monospace
 * left alone) and checks, with the fonts Chromium really used for a card's name, that it is the
 * one drawn: a family that silently fell back would test nothing.
 */
export async function forceFont(page: Page, family: string): Promise<void> {
  await setFont(page, family);
  const used = await renderedFonts(page, 'section#board [data-card-name], section#board, body');
  if (!used.includes(family)) throw new Error(`forcing the font "${family}" drew the board in ${used.join(', ') || 'no font'} instead`);
}

/**
 * Runs in the page (self-contained): swaps the test-only stylesheet to `family` and lays the page
 * out in it. A constructed stylesheet, adopted by the document: the site's CSP (style-src 'self')
 * refuses inline styles, and the test must not loosen it. `scope`: the element drawn in it, the
 * whole page by default; a walk that measures the board at every step swaps the board alone
 * (`section#board`, laid out apart from the page: contain: strict), so that each swap restyles
 * the board, not the page's text around it.
 */
export function swapFontSheet(key: string, family: string, scope = ''): void {
  const w = window as unknown as Record<string, CSSStyleSheet | undefined>;
  let sheet = w[key];
  if (!sheet) {
    sheet = new CSSStyleSheet();
    w[key] = sheet;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }
  sheet.replaceSync(scope ? `${scope} { --font-sans: "${family}" !important; font-family: "${family}" !important; }` : `:root, :host { --font-sans: "${family}" !important; }`);
  // laid out in it before anything measures
  void document.body.offsetHeight;
}

/** Swaps the test-only stylesheet to `family` (forceFont, without checking what was drawn), then waits two frames. */
export async function setFont(page: Page, family: string): Promise<void> {
  await page.evaluate(`(${swapFontSheet.toString()})(${JSON.stringify(FONT_SHEET_KEY)}, ${JSON.stringify(family)})`);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The families Chromium drew the first element matching `selector` with (DevTools protocol). */
export async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    for (const one of selector.split(',').map((s) => s.trim())) {
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: one });
      if (!nodeId) continue;
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      if (fonts.length) return fonts.map((f) => f.familyName);
    }
    return [];
  } finally {
    await cdp.detach();
  }
}

/**
 * `measure` run with the page drawn in each of `fonts` in turn, its findings prefixed with where
 * and in which font: "ex step 3 [Noto Sans]: …".
 */
export async function inEachFont(page: Page, fonts: readonly TestFont[], where: string, measure: () => Promise<string[]>): Promise<string[]> {
  const out: string[] = [];
  for (const font of fonts) {
    await setFont(page, font.family);
    out.push(...(await measure()).map((p) => `${where} [${font.family}]: ${p}`));
  }
  return out;
}
