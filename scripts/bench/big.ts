/**
 * Big positions and long games in Chromium (issue 28; `npm run bench -- --only=big`): on the
 * built site, the editor opening a 2,000-permanent position (4 players × 500 Sturdy Bears), a
 * 5,000-decision link played (&mode=play) and ten editor tabs of the big position at once. Each
 * figure: ms from navigation to the board drawn, the JS heap (CDP JSHeapUsedSize), the DOM's
 * elements and the longest task (PerformanceObserver "longtask"); for the ten tabs, the growth
 * of the browser's memory (every Chromium process: resident sets from `ps`, proportional sets from /proc). The baseline is the same
 * editor on a small position, measured in the same run: ready(big) ÷ ready(small).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { loadCatalog } from '../../src/content/catalog.ts';
import { passingLine } from '../../src/engine/testing/passingLine.ts';
import { encodePosition } from '../../src/position/share.ts';
import { type Action, type GameSetup } from '../../src/engine/index.ts';
import { findChromium } from '../../tests/e2e/chromium.ts';
import { startStaticServer } from '../static-server.ts';

export interface OpenFigures {
  ready: number;
  heapMB: number;
  elements: number;
  longestTask: number;
}

export interface TabsFigures {
  rssMB: number;
  pssMB: number;
  longestTask: number;
  ready: number;
}

export interface BigFigures {
  small: OpenFigures;
  permanents2000: OpenFigures;
  decisions5000: OpenFigures;
  /** ten tabs of the 2,000-permanent position: the growth of the browser's memory (resident and proportional sets), and the longest task in any of them */
  tabs10: TabsFigures;
  /** the same for ten tabs of the small position (the baseline) */
  tabs10Small: TabsFigures;
}

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** n legal decisions from two 500-card libraries: at each step the first pass (the attack report's t4.ts). */
export function longGame(n: number, root: string): { setup: GameSetup; decisions: Action[] } {
  return passingLine({ players: [{ id: 'p1', library: Array<string>(500).fill('forest') }, { id: 'p2', library: Array<string>(500).fill('island') }] }, loadCatalog(root), n);
}

export const BIG_POSITION: GameSetup = { players: [1, 2, 3, 4].map((i) => ({ id: `p${i}`, battlefield: Array.from({ length: 500 }, () => ({ card: 'sturdy-bear' })) })) };
const SMALL_POSITION: GameSetup = { players: [{ id: 'p1', hand: ['sturdy-bear'], battlefield: [{ card: 'forest' }, { card: 'forest' }] }, { id: 'p2', library: ['island'] }] };

/** Records long tasks from the page's start (the observer is installed before any script runs). */
const WATCH = `window.__longest = 0; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longest = Math.max(window.__longest, e.duration); }).observe({ type: 'longtask', buffered: true });`;

async function open(page: Page, url: string): Promise<OpenFigures> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const t0 = Date.now();
  await page.goto(url);
  await page.waitForSelector('[data-editor] #board[data-step]', { timeout: 120_000 });
  const ready = Date.now() - t0;
  await page.waitForTimeout(300);
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  const longestTask = await page.evaluate(() => (window as unknown as { __longest: number }).__longest);
  return { ready, heapMB: Math.round(heap / 2 ** 20), elements, longestTask: Math.round(longestTask) };
}

/**
 * The memory of every process of the browser (as its SystemInfo lists them), in MB: the sum of their
 * resident sets (`ps`), which counts each page the processes share (Chromium's own code, fonts, the
 * shared memory between a tab and the browser) once per process, and the sum of their proportional
 * sets (`/proc/<pid>/smaps_rollup`, Linux), which counts a shared page once in all: the memory the
 * processes take together.
 */
async function browserMemoryMB(browser: Browser): Promise<{ rss: number; pss: number }> {
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: { id: number }[] };
  await cdp.detach();
  const ids = new Set(processInfo.map((p) => p.id));
  const rows = execFileSync('ps', ['-eo', 'pid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number) as [number, number]);
  const rss = rows.filter(([pid]) => ids.has(pid)).reduce((n, [, kb]) => n + kb, 0);
  let pss = 0;
  for (const pid of ids) {
    try {
      pss += Number(/^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    } catch {
      // a process that ended between the two reads, or a system without smaps_rollup: its share is not counted
    }
  }
  return { rss: Math.round(rss / 1024), pss: Math.round(pss / 1024) };
}

export async function measureBig(dist: string, root: string, log: (line: string) => void = () => {}): Promise<BigFigures> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('bench: no Chromium (install it: apt-get install chromium, or set CHROMIUM_PATH)');
  const server = await startStaticServer({ root: dist, port: 0 });
  const profile = mkdtempSync(path.join(tmpdir(), 'archivist-bench-big-'));
  const browser = await chromium.launch({ executablePath, headless: true, args: ARGS });
  const fresh = async (url: string) => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, serviceWorkers: 'block' });
    await context.addInitScript(WATCH);
    const page = await context.newPage();
    try {
      return await open(page, url);
    } finally {
      await context.close();
    }
  };
  try {
    const url = (q: string) => `${server.url}/en/play/?${q}`;
    const big = url(`p=${encodePosition({ setup: BIG_POSITION, decisions: [] })}`);
    // a first visit warms the server's and the browser's caches; each figure is then the best of two
    const best = async (u: string) => {
      await fresh(u);
      const a = await fresh(u);
      const b = await fresh(u);
      return a.ready <= b.ready ? a : b;
    };
    log('big: the editor on a small position (the baseline)');
    const small = await best(url(`p=${encodePosition({ setup: SMALL_POSITION, decisions: [] })}`));
    log('big: the editor on 2,000 permanents');
    const permanents2000 = await best(big);
    log('big: a 5,000-decision link, played');
    const game = longGame(5000, root);
    const decisions5000 = await best(url(`p=${encodePosition(game)}&mode=play`));
    const tabs = async (u: string) => {
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, serviceWorkers: 'block' });
      await context.addInitScript(WATCH);
      const idle = await context.newPage();
      await idle.goto(`${server.url}/en/`);
      const before = await browserMemoryMB(browser);
      const pages = await Promise.all(Array.from({ length: 10 }, () => context.newPage()));
      const t0 = Date.now();
      const opened = await Promise.all(pages.map((p) => open(p, u)));
      const ready = Date.now() - t0;
      const after = await browserMemoryMB(browser);
      await context.close();
      return { rssMB: after.rss - before.rss, pssMB: after.pss - before.pss, longestTask: Math.max(...opened.map((o) => o.longestTask)), ready };
    };
    log('big: ten editor tabs of the small position at once (the baseline)');
    const tabs10Small = await tabs(url(`p=${encodePosition({ setup: SMALL_POSITION, decisions: [] })}`));
    log('big: ten editor tabs of 2,000 permanents at once');
    const tabs10 = await tabs(big);
    return { small, permanents2000, decisions5000, tabs10, tabs10Small };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
    await server.close();
  }
}
