/**
 * A board in another site's page (docs/embed.md): for each of the ten mechanics, the rule page's
 * Embed control gives the snippet of its board at the current step; a page served from another
 * origin (a second local server, another port) pastes it; the framed board opens at that step,
 * steps with its buttons and its keys (keys pressed on the host page stay the host's), its
 * narration changes, it tells the host its height, it never scrolls the host, and it requests
 * nothing outside its own origin. The position editor's board embeds its played position. The
 * embed pages may be framed by anyone (a header saying so); every other page's policy is as it was.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Frame, FrameLocator, Page } from 'playwright-core';
import { startStaticServer, type RunningServer } from '../../scripts/static-server.ts';
import { loadCatalog, loadExamples } from '../../src/content/catalog.ts';
import { SLUGS } from '../../src/content/types.ts';
import { decodePosition, encodePosition } from '../../src/position/share.ts';
import { HEIGHT_MESSAGE } from '../../src/board/model/embedLink.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { paths } from '../../src/i18n/paths.ts';
import { baseUrl, blockedWorker, launch, settled, type Browser } from './helpers.ts';

const HOST_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A club's page</title><link rel="icon" href="data:,"></head>
<body style="margin:0">
<h1>A ruling explained</h1>
<div style="height:200px"></div>
<div id="slot"></div>
<div style="height:3000px"></div>
<script>
window.heights = [];
addEventListener('message', function (e) {
  if (!e.data || e.data.type !== '${HEIGHT_MESSAGE}') return;
  window.heights.push({ origin: e.origin, height: e.data.height });
  var frame = document.querySelector('iframe');
  if (frame && frame.contentWindow === e.source) frame.height = String(e.data.height);
});
document.getElementById('slot').innerHTML = new URLSearchParams(location.search).get('code') || '';
</script>
</body></html>`;

let browser: Browser;
let host: RunningServer;
let hostDir: string;
const problems: string[] = [];

beforeAll(async () => {
  hostDir = mkdtempSync(path.join(tmpdir(), 'archivist-host-'));
  writeFileSync(path.join(hostDir, 'index.html'), HOST_PAGE);
  host = await startStaticServer({ root: hostDir, port: 0 });
  browser = await launch();
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
});

afterAll(async () => {
  await browser?.close();
  await host?.close();
  rmSync(hostDir, { recursive: true, force: true });
  expect(problems).toEqual([]);
});

const site = () => new URL(baseUrl()).origin;
const embedPages = LANGUAGES.flatMap((lang) => [...SLUGS, 'position'].map((board) => paths.embed(lang, board)));
const otherPages = ['/', ...LANGUAGES.flatMap((lang) => [paths.home(lang), paths.rules(lang), paths.glossary(lang), paths.play(lang), ...SLUGS.map((slug) => paths.mechanic(lang, slug))])];

/** A page that records console errors, page errors, and any request a frame makes outside the site. */
async function newPage(): Promise<Page> {
  const page = await browser.context.newPage();
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !blockedWorker.test(m.text())) problems.push(`console ${m.type()}: ${m.text()} (${page.url()})`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message} (${page.url()})`));
  page.on('request', (r) => {
    const origin = new URL(r.url()).origin;
    const framed = r.frame() !== page.mainFrame();
    if (origin === site()) return;
    if (!framed && origin === host.url) return;
    if (r.url().startsWith('data:')) return;
    problems.push(`${framed ? 'the frame' : 'the page'} requested ${r.url()}`);
  });
  return page;
}

const step = (board: { getAttribute: (n: string) => Promise<string | null> }) => board.getAttribute('data-step').then(Number);
const narration = (root: Page | FrameLocator) => root.locator('#board [data-narration]').innerText();

async function snippetOf(page: Page): Promise<string> {
  await page.locator('#board [data-embed]').click();
  const field = page.locator('#board [data-embed-code]');
  await field.waitFor({ state: 'attached' });
  return field.inputValue();
}

/** Opens the host page (another origin) with the snippet pasted in; returns its frame. */
async function host_(page: Page, code: string): Promise<{ frame: FrameLocator; inner: () => Frame }> {
  await page.goto(`${host.url}/?code=${encodeURIComponent(code)}`);
  const frame = page.frameLocator('iframe');
  await frame.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await frame.locator('#board[data-example]').waitFor();
  const inner = () => page.frames().find((f) => f !== page.mainFrame()) ?? (() => { throw new Error('no frame'); })();
  return { frame, inner };
}

describe('every mechanic’s board, framed from another origin', () => {
  test.each(SLUGS.map((slug) => [slug]))('%s: the snippet opens the same step; it steps, narrates, reports its height, keeps to its frame', async (slug) => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/en/mechanics/${slug}/`);
    await settled(page);
    const board = page.locator('#board[data-example]');
    await board.waitFor();
    await page.getByRole('button', { name: 'Next step', exact: true }).click();
    await expect.poll(() => step(board)).toBe(1);
    const example = await board.getAttribute('data-example');
    const said = await narration(page);

    const code = await snippetOf(page);
    expect(code).toMatch(new RegExp(`^<iframe src="${site()}/en/embed/${slug}/\\?example=${example}&amp;step=1" title="[^"<>]+" width="\\d+" height="\\d+" loading="lazy"[^>]*></iframe>$`));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    const { frame } = await host_(page, code);
    const framed = frame.locator('#board[data-example]');
    expect(await framed.getAttribute('data-example')).toBe(example);
    expect(await step(framed)).toBe(1);
    expect(await narration(frame)).toBe(said);
    // the board alone: no site header or footer, no Copy link, Embed or Edit; a link back to the rule page at this step
    expect(await frame.locator('header:not(#board header), footer').count()).toBe(0);
    expect(await frame.locator('[data-copy-step], [data-embed], [data-edit-position]').count()).toBe(0);
    const back = frame.locator('[data-embed-back]');
    expect(await back.getAttribute('href')).toBe(`/en/mechanics/${slug}/?example=${example}&step=1#board`);
    expect(await back.getAttribute('target')).toBe('_blank');

    // a key pressed on the host page is the host's
    await page.locator('h1').click();
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(150);
    expect(await step(framed)).toBe(1);
    // the board's own buttons and keys work inside the frame
    await frame.getByRole('button', { name: 'Next step', exact: true }).click();
    await expect.poll(() => step(framed)).toBe(2);
    await expect.poll(() => narration(frame)).not.toBe(said);
    await frame.locator('#board [data-table]').focus();
    await page.keyboard.press('Home');
    await expect.poll(() => step(framed)).toBe(0);
    await expect.poll(() => back.getAttribute('href')).toBe(`/en/mechanics/${slug}/?example=${example}&step=0#board`);

    // the height message: from the site's origin, the frame's content height, and the host sized the frame to it
    await page.waitForFunction(() => (window as unknown as { heights: unknown[] }).heights.length > 0);
    const heights = await page.evaluate(() => (window as unknown as { heights: { origin: string; height: number }[] }).heights);
    const last = heights.at(-1);
    expect(last?.origin).toBe(site());
    expect(last?.height).toBeGreaterThan(600);
    expect(last?.height).toBeLessThan(900);
    expect(await page.locator('iframe').getAttribute('height')).toBe(String(last?.height));
    expect(Math.abs((await page.locator('iframe').boundingBox())!.height - last!.height)).toBeLessThan(2);
    // a board opened at a step never scrolled the host page to itself
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });
});

test('the position editor’s board embeds its played position', async () => {
  const catalog = loadCatalog(process.cwd());
  // a position link carries actions the engine plays from the position: a worked example's
  // decisions without their labels, from the first example whose link reads back whole
  const p = loadExamples(process.cwd(), catalog, {})
    .filter((e) => e.decisions.length >= 2)
    .map((e) => encodePosition({ setup: e.setup, decisions: e.decisions.map(({ label: _label, ...action }) => action) }))
    .find((code) => decodePosition(code, catalog).ok);
  if (!p) throw new Error('no worked example makes a position link');
  const page = await newPage();
  await page.goto(`${baseUrl()}/en/play/?p=${p}&mode=play`);
  await settled(page);
  await page.locator('#board[data-step="0"]').waitFor();
  await page.getByRole('button', { name: 'Next step', exact: true }).click();
  await page.locator('#board[data-step="1"]').waitFor();
  const code = await snippetOf(page);
  expect(code).toContain(`src="${site()}/en/embed/position/?p=${p}&amp;step=1"`);
  const { frame } = await host_(page, code);
  const framed = frame.locator('#board[data-example]');
  expect(await step(framed)).toBe(1);
  await frame.getByRole('button', { name: 'Next step', exact: true }).click();
  await expect.poll(() => step(framed)).toBe(2);
  await expect.poll(() => frame.locator('[data-embed-back]').getAttribute('href')).toBe(`/en/play/?p=${p}&mode=play&step=2#board`);
  await page.close();
});

describe('who may frame what', () => {
  const meta = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
  test('an embed page may be framed by any origin, frames nothing, is not indexed, and is precached', async () => {
    const sw = readFileSync(path.join(process.env.ARCHIVIST_OUT_DIR || 'dist', 'sw.js'), 'utf8');
    const home = meta(await (await fetch(`${baseUrl()}/en/`)).text());
    for (const route of embedPages) {
      const response = await fetch(`${baseUrl()}${route}`);
      expect(response.headers.get('content-security-policy'), route).toBe('frame-ancestors *');
      expect(response.headers.get('x-frame-options'), route).toBeNull();
      const html = await response.text();
      expect(meta(html), route).toBe(`${home}; frame-src 'none'`);
      expect(html, route).toContain('<meta name="robots" content="noindex"/>');
      expect(html, route).not.toContain('rel="canonical"');
      expect(sw, route).toContain(`${route.slice(1)}index.html`);
    }
  });
  test('every other page’s policy is as it was', async () => {
    const home = meta(await (await fetch(`${baseUrl()}/en/`)).text());
    expect(home).toMatch(/^default-src 'self'; script-src 'self' 'sha256-[^']+'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'none'$/);
    for (const route of otherPages) {
      const response = await fetch(`${baseUrl()}${route}`);
      expect(response.headers.get('content-security-policy'), route).toBeNull();
      expect(meta(await response.text()), route).toBe(home);
    }
  });
});
