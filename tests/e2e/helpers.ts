import axeCore from 'axe-core';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { loadContent, type LoadedContent } from '../../src/content/build/load.ts';
import { launch, type Browser } from './chromium.ts';

export const baseUrl = (): string => inject('baseUrl');

/** The WCAG 2.0 and 2.1 A and AA rules: what the site is checked against. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeRun {
  /** a selector: only what is inside it is checked (default: the whole document) */
  include?: string;
  /** only the rules with these tags (default: every rule axe runs by default) */
  tags?: readonly string[];
  /** rules switched on or off beyond the tags (label-content-name-mismatch is off by default) */
  rules?: Record<string, { enabled: boolean }>;
}

/**
 * axe-core's violations on the page, run in the page itself: axe is injected once per document and
 * run there as often as a test asks. @axe-core/playwright injects its 500 KB again before every run
 * (and by default finishes each run in a new blank page, for cross-origin frames the site has none
 * of): on a board checked at step after step that was over half of the test's time.
 */
export async function axeViolations(page: Page, run: AxeRun = {}): Promise<axeCore.Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source);
  return page.evaluate(
    async ({ include, tags, rules }) => {
      const { axe } = window as unknown as { axe: typeof axeCore };
      const options: axeCore.RunOptions = { resultTypes: ['violations'] };
      if (tags) options.runOnly = { type: 'tag', values: tags };
      if (rules) options.rules = rules;
      const results = await axe.run(include ? { include: [include] } : document, options);
      return results.violations;
    },
    { include: run.include ?? null, tags: run.tags ? [...run.tags] : null, rules: run.rules ?? null },
  );
}

/** A violation as "rule: its first three targets". */
export const describeViolation = (v: axeCore.Result): string => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`;

/** The serious and critical WCAG 2.1 A/AA violations on a page (or inside `include`), each as "rule: first targets". */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const violations = await axeViolations(page, { tags: WCAG_TAGS, ...(include ? { include } : {}) });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map(describeViolation);
}

/** The content the site was built from (ARCHIVIST_CONTENT_DIR if the build used it). */
let content: LoadedContent | null = null;
export function builtContent(): LoadedContent {
  content ??= loadContent({
    root: process.cwd(),
    ...(process.env.ARCHIVIST_CONTENT_DIR ? { contentDir: path.resolve(process.env.ARCHIVIST_CONTENT_DIR) } : {}),
  });
  return content;
}

export interface Watched {
  page: Page;
  /** Console errors, uncaught exceptions and requests to other origins seen so far. */
  problems: string[];
}

const expectedNotFound = /Failed to load resource: the server responded with a status of 404/;
/** what a browser launched with `serviceWorkers: 'block'` (the default, tests/e2e/chromium.ts) says of every page */
export const blockedWorker = /^Service Worker registration blocked by Playwright$/;

/**
 * Opens a page that records every console error, page error and request to another
 * origin. `allow404` tolerates the console line Chromium prints for a 404 document.
 */
export async function openPage(browser: Browser, options: { allow404?: boolean } = {}): Promise<Watched> {
  const page = await browser.context.newPage();
  const problems: string[] = [];
  const origin = new URL(baseUrl()).origin;
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (options.allow404 && expectedNotFound.test(message.text())) return;
    if (blockedWorker.test(message.text())) return;
    problems.push(`console ${message.type()}: ${message.text()} (${page.url()})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message} (${page.url()})`));
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && new URL(url).origin !== origin) problems.push(`request to another origin: ${url}`);
  });
  return { page, problems };
}

/**
 * For a test that fails requests on purpose: the page logged nothing but the failed loads
 * (which are then taken off its problems, so the file's check at the end passes).
 */
export function expectOnlyFailedLoads(w: Watched): void {
  const others = w.problems.filter((p) => !/Failed to load resource: net::ERR_FAILED/.test(p));
  expect(others).toEqual([]);
  w.problems.length = 0;
}

/** Waits until the page has loaded and React has hydrated (or rendered) it. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

export interface WatchedBrowser {
  /** the file's browser (after its beforeAll) */
  readonly browser: Browser;
  /** A new watched page, not yet navigated. */
  open(options?: { allow404?: boolean }): Promise<Watched>;
  /**
   * Opens `path` on the site in a new watched page and waits for it to hydrate. `before` runs once
   * the page exists and before it navigates (to set the viewport, route requests…).
   */
  visit(path: string, options?: { allow404?: boolean; before?: (w: Watched) => Promise<void> }): Promise<Watched & { response: Response | null }>;
}

/**
 * One browser for a test file: launched before its tests and closed after them. The file fails
 * at the end if any page it visited had a console error, a page error or a request to another
 * origin.
 */
export function watchedBrowser(options: Parameters<typeof launch>[0] = {}): WatchedBrowser {
  let browser: Browser | null = null;
  const watched: Watched[] = [];
  const get = (): Browser => {
    if (!browser) throw new Error('watchedBrowser: the browser is launched in beforeAll');
    return browser;
  };
  beforeAll(async () => {
    browser = await launch(options);
  });
  afterAll(async () => {
    await browser?.close();
    expect(watched.flatMap((w) => w.problems), 'console errors, page errors or foreign requests').toEqual([]);
  });
  const open = async ({ allow404 = false } = {}): Promise<Watched> => {
    const w = await openPage(get(), { allow404 });
    watched.push(w);
    return w;
  };
  return {
    get browser() {
      return get();
    },
    open,
    async visit(path, { allow404 = false, before } = {}) {
      const w = await open({ allow404 });
      await before?.(w);
      const response = await w.page.goto(`${baseUrl()}${path}`);
      await settled(w.page);
      return { ...w, response };
    },
  };
}

/** Opens a board page in `site` and waits for the board to show an example. */
export async function openBoard(site: WatchedBrowser, path: string, before?: (w: Watched) => Promise<void>): Promise<Watched> {
  const w = await site.visit(path, before ? { before } : {});
  await w.page.waitForSelector('#board[data-example]');
  return w;
}

/** The step the board shows. */
export const boardStep = (w: Watched): Promise<number> => w.page.getAttribute('#board', 'data-step').then(Number);

export { launch, type Browser };
