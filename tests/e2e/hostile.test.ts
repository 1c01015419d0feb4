/**
 * Hostile and broken input in the browser: malformed URLs (unknown language, mechanic or
 * example; a step below 0, past the end or not a number; a choice that is not legal;
 * percent-encoded junk; a very long path or query, past the server's 16 KB) each get the
 * localized not-found page or a clamped, working board — never a crash or a blank page. Addresses
 * a host maps to a page (`…/index.html`, an encoded slash) hydrate at the page's own path; a
 * malformed #hash, on arrival or while navigating, changes nothing. Corrupt or old stored preferences are
 * ignored without error. And the Content-Security-Policy: no page violates it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import en from '../../locales/en/common.json';
import it from '../../locales/it/common.json';
import ru from '../../locales/ru/common.json';
import { loadCatalog, loadExamples } from '../../src/content/catalog.ts';
import { baseUrl, launch, openPage, settled, type Browser } from './helpers.ts';

const catalogues: Record<string, Record<string, string>> = { en, it, ru };
const examples = loadExamples(process.cwd(), loadCatalog(process.cwd()), {});
const saga = examples.filter((e) => e.mechanic === 'saga');
const first = saga[0];
const last = saga[saga.length - 1];
if (!first || !last) throw new Error('hostile.test.ts needs the saga examples');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** Records CSP violations (the page reports them as events) from the first script on. */
async function watchCsp(page: import('playwright-core').Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective}: ${e.blockedURI}`));
  });
}
const cspViolations = (page: import('playwright-core').Page) => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);

describe.concurrent('malformed URLs get the localized not-found page', () => {
  test.for([
    ['unknown language', '/xx/mechanics/saga/', 'en'],
    ['unknown language code that looks real', '/de/', 'en'],
    ['unknown mechanic', '/it/mechanics/no-such-mechanic/', 'it'],
    ['percent-encoded junk in the path', '/ru/%E0%A4%A/%00%ff/', 'ru'],
    ['encoded traversal', '/en/..%2F..%2Fetc%2Fpasswd', 'en'],
    ['a very long path', `/it/${'a'.repeat(4000)}/`, 'it'],
    ['a very long mechanic', `/ru/mechanics/${'x'.repeat(300)}/`, 'ru'],
    // past Node's 16 KB limit for a request (the static server answers 404.html, not an empty 431)
    ['a path over 16 KB', `/it/${'a'.repeat(20_000)}/`, 'it'],
  ] as const)('%s', { timeout: 60_000 }, async ([, path, lang], { expect }) => {
    const { page, problems } = await openPage(browser, { allow404: true });
    await watchCsp(page);
    const response = await page.goto(`${baseUrl()}${path}`);
    expect(response?.status()).toBe(404);
    await settled(page);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    expect(await page.textContent('h1')).toBe(catalogues[lang]?.['notFound.title']);
    expect(await page.getByRole('link', { name: catalogues[lang]?.['notFound.home'] }).getAttribute('href')).toBe(`/${lang}/`);
    expect(await cspViolations(page)).toEqual([]);
    // React Router says so when a path segment is not valid percent-encoding: expected here
    expect(problems.filter((p) => !/could not be decoded because it is a malformed URL segment/.test(p))).toEqual([]);
    await page.close();
  });
});

describe.concurrent('malformed board locations give a clamped, working board', () => {
  const base = '/en/mechanics/saga/';
  const lastStep = first.decisions.length;
  test.for([
    ['unknown example', `?example=no-such-example&step=2`, first.id, null],
    ['an example of another mechanic', `?example=${examples.find((e) => e.mechanic !== 'saga')?.id ?? 'x'}&step=1`, first.id, null],
    ['step below 0', `?example=${first.id}&step=-1`, first.id, 0],
    ['step past the end', `?example=${first.id}&step=9999`, first.id, lastStep],
    ['step far past the end', `?example=${last.id}&step=99999999999999999999`, last.id, last.decisions.length],
    ['step past the end by seven digits', `?example=${first.id}&step=9999999`, first.id, lastStep],
    ['step past the end in exponent notation', `?example=${first.id}&step=1e9`, first.id, lastStep],
    ['step six digits past the end', `?example=${first.id}&step=999999`, first.id, lastStep],
    ['step not a number', `?example=${first.id}&step=abc`, first.id, 0],
    ['step a fraction', `?example=${first.id}&step=1.5`, first.id, 0],
    ['a choice that is not legal', `?example=${first.id}&step=3&branch=1&path=999.999`, first.id, null],
    ['a branch past the end', `?example=${first.id}&step=2&branch=9999&path=0`, first.id, null],
    ['percent-encoded junk', `?example=%E0%A4%A&step=%00%ff&branch=%ZZ`, first.id, 0],
    ['script in the query', `?example=<script>alert(1)</script>&step="><img src=x onerror=alert(1)>`, first.id, 0],
    // an unknown example opens the first example at its start (docs/site.md, "Bad addresses")
    ['a very long query', `?example=${'a'.repeat(3000)}&step=${'9'.repeat(3000)}&path=${'1.'.repeat(2000)}`, first.id, 0],
  ] as [string, string, string, number | null][])('%s', { timeout: 60_000 }, async ([, query, example, step], { expect }) => {
    const { page, problems } = await openPage(browser);
    await watchCsp(page);
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    const response = await page.goto(`${baseUrl()}${base}${query}`);
    expect(response?.status()).toBe(200);
    await settled(page);
    await page.waitForSelector('#board[data-example]');
    expect(await page.getAttribute('#board', 'data-example')).toBe(example);
    const shown = Number(await page.getAttribute('#board', 'data-step'));
    if (step !== null) expect(shown).toBe(step);
    else expect(shown).toBeGreaterThanOrEqual(0);
    // the board still works: a step forward or back moves it
    const next = page.getByRole('button', { name: 'Next step', exact: true });
    const previous = page.getByRole('button', { name: 'Previous step', exact: true });
    if (await next.isEnabled()) {
      await next.click();
      await expect.poll(async () => Number(await page.getAttribute('#board', 'data-step'))).toBe(shown + 1);
    } else {
      await previous.click();
      await expect.poll(async () => Number(await page.getAttribute('#board', 'data-step'))).toBe(shown - 1);
    }
    expect(await page.textContent('h1')).toBe('Saga');
    expect(dialogs).toBe(0);
    expect(await cspViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});

/** Steps the board once (forward, or back at the end) and expects it to move. */
async function boardWorks(page: import('playwright-core').Page, expect: import('vitest').ExpectStatic): Promise<void> {
  await page.waitForSelector('#board[data-example]');
  const shown = Number(await page.getAttribute('#board', 'data-step'));
  const next = page.getByRole('button', { name: 'Next step', exact: true });
  const previous = page.getByRole('button', { name: 'Previous step', exact: true });
  const forward = await next.isEnabled();
  await (forward ? next : previous).click();
  await expect.poll(async () => Number(await page.getAttribute('#board', 'data-step'))).toBe(forward ? shown + 1 : shown - 1);
}

test('a query over 16 KB: the server sends 404.html, which renders the page asked for with a working board', { timeout: 60_000 }, async ({ expect }) => {
  const { page, problems } = await openPage(browser, { allow404: true });
  const url = `${baseUrl()}/ru/mechanics/saga/?example=${'a'.repeat(20_000)}&step=1`;
  // the server's answer, asked directly: a navigation may be answered by the service worker an
  // earlier test of this file installed (with the cached page, status 200)
  const answer = await page.request.get(url);
  expect(answer.status()).toBe(404);
  expect(await answer.text()).toContain('id="root"');
  await page.goto(url);
  await settled(page);
  expect(await page.textContent('h1')).toBe('Сага');
  await page.waitForSelector('#board[data-example]');
  expect(await page.getAttribute('#board', 'data-example')).toBe(first.id);
  // an unknown example: the first example at its start (docs/site.md, "Bad addresses")
  expect(await page.getAttribute('#board', 'data-step')).toBe('0');
  expect(problems).toEqual([]);
  await page.close();
});

describe.concurrent('addresses a host maps to a page hydrate at the page\'s own path', () => {
  // [address, the page's own address after hydration, its h1, has a board]
  test.for([
    ['/en/mechanics/saga/index.html', '/en/mechanics/saga/', 'Saga', true],
    [`/en/mechanics/saga/index.html?example=${first.id}&step=1#board`, `/en/mechanics/saga/?example=${first.id}&step=1#board`, 'Saga', true],
    ['/en/mechanics/saga%2F', '/en/mechanics/saga/', 'Saga', true],
    ['/en/mechanics/saga%2Findex.html', '/en/mechanics/saga/', 'Saga', true],
    ['/en/index.html', '/en/', en['home.heading'], false],
    ['/en/rules/index.html', '/en/rules/', null, false],
    ['/ru/glossary/index.html', '/ru/glossary/', null, false],
    ['/it/index.html#%E0%A4%A', '/it/#%E0%A4%A', it['home.heading'], false],
    ['/index.html', '/en/', en['home.heading'], false],
  ] as [string, string, string | null, boolean][])('%s', { timeout: 60_000 }, async ([address, own, heading, board], { expect }) => {
    const { page, problems } = await openPage(browser);
    await watchCsp(page);
    const response = await page.goto(`${baseUrl()}${address}`);
    expect(response?.status()).toBe(200);
    await settled(page);
    expect(page.url()).toBe(`${baseUrl()}${own}`);
    if (heading !== null) expect(await page.textContent('h1')).toBe(heading);
    if (board) await boardWorks(page, expect);
    else {
      // the page is live: the search dialog opens from its shortcut
      await page.keyboard.press('/');
      await expect.poll(() => page.locator('dialog[open]').count()).toBe(1);
    }
    expect(await cspViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe.concurrent('a malformed #hash changes nothing', () => {
  const hashes = [
    ['#%E0%A4%A', '#%E0%A4%A'],
    ['#%', '#%'],
    ['#%ZZ', '#%ZZ'],
    ['#%00', '#%00'],
    ['5000 percent signs', `#${'%'.repeat(5000)}`],
  ] as [string, string][];

  test.for(hashes)('arriving at %s, going home and pressing Back', { timeout: 60_000 }, async ([, hash], { expect }) => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseUrl()}/en/mechanics/saga/${hash}`);
    await settled(page);
    expect(await page.textContent('h1')).toBe('Saga');
    await page.getByRole('link', { name: en['nav.home'] }).first().click();
    await page.waitForURL(`${baseUrl()}/en/`);
    await expect.poll(() => page.textContent('h1')).toBe(en['home.heading']);
    await page.goBack();
    await page.waitForURL(`${baseUrl()}/en/mechanics/saga/${hash}`);
    await expect.poll(() => page.textContent('h1')).toBe('Saga');
    await boardWorks(page, expect);
    expect(problems).toEqual([]);
    await page.close();
  });

  test.for(hashes)('setting location.hash to %s on a live page', { timeout: 60_000 }, async ([, hash], { expect }) => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseUrl()}/en/mechanics/saga/`);
    await settled(page);
    await page.evaluate((h) => {
      window.location.hash = h;
    }, hash);
    await page.waitForURL((url) => url.hash !== '');
    // a client-side navigation after it still works, and Back returns to the page
    await page.getByRole('link', { name: en['nav.home'] }).first().click();
    await page.waitForURL(`${baseUrl()}/en/`);
    await page.goBack();
    await expect.poll(() => page.textContent('h1')).toBe('Saga');
    await boardWorks(page, expect);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('stored preferences that are corrupt or from an older version are ignored', () => {
  test.each([
    ['garbage', { 'archivist.lang': '\u0000\uffff{{', 'archivist.theme': '<script>' }],
    ['JSON from an older version', { 'archivist.lang': '{"lang":"it","v":1}', 'archivist.theme': '{"mode":"dark"}' }],
    ['an unknown language and theme', { 'archivist.lang': 'xx', 'archivist.theme': 'sepia' }],
    ['a very long value', { 'archivist.lang': 'e'.repeat(100_000), 'archivist.theme': 'd'.repeat(100_000) }],
    ['the right values in the wrong case', { 'archivist.lang': 'IT', 'archivist.theme': 'Dark' }],
  ])('%s', { timeout: 60_000 }, async (_name, stored) => {
    const { page, problems } = await openPage(browser);
    // seed storage on the origin first, then visit "/" (which reads the stored language) and a board page
    await page.goto(`${baseUrl()}/en/rules/`);
    await page.evaluate((values) => {
      for (const [k, v] of Object.entries(values)) window.localStorage.setItem(k, v);
    }, stored);
    await page.goto(`${baseUrl()}/`);
    await page.waitForURL(`${baseUrl()}/en/`);
    await settled(page);
    expect(await page.getAttribute('html', 'data-theme')).toBeNull();
    expect(await page.textContent('h1')).toBe(en['home.heading']);
    await page.goto(`${baseUrl()}/en/mechanics/saga/`);
    await settled(page);
    await page.waitForSelector('#board[data-example]');
    // the theme toggle still works over the corrupt value
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('Content-Security-Policy', () => {
  test('every kind of page carries one that forbids inline script (but the boot script, by its hash) and other origins', { timeout: 60_000 }, async () => {
    for (const path of ['/', '/en/', '/it/mechanics/saga/', '/ru/glossary/', '/en/rules/', '/en/missing/']) {
      const { page } = await openPage(browser, { allow404: true });
      await page.goto(`${baseUrl()}${path}`);
      const csp = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
      expect(csp, path).toMatch(/default-src 'self'/);
      // 'self' and the one hash of the inline boot script: no 'unsafe-inline', no nonce
      expect(csp, path).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
      const inline = await page.evaluate(() => [...document.querySelectorAll('script:not([src]):not([type="application/json"])')].length);
      expect(inline, path).toBe(1);
      expect(csp, path).not.toMatch(/unsafe-eval|\*|https?:/);
      expect(csp, path).toMatch(/object-src 'none'/);
      await page.close();
    }
  });

  test('no page violates it: reading, the board, search, the theme and language switches', { timeout: 90_000 }, async () => {
    const { page, problems } = await openPage(browser);
    await watchCsp(page);
    await page.goto(`${baseUrl()}/en/mechanics/saga/?example=${first.id}&step=1`);
    await settled(page);
    await page.waitForSelector('#board[data-example]');
    await page.getByRole('button', { name: 'Next step', exact: true }).click();
    // the search dialog loads on demand: type once it is open, and go on once Escape closed it
    await page.keyboard.press('/');
    await page.waitForSelector('dialog[open] input');
    await page.keyboard.type('saga');
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog[open]', { state: 'detached' });
    await page.getByRole('navigation', { name: 'Language', exact: true }).getByRole('link', { name: 'Русский' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'ru');
    await page.goto(`${baseUrl()}/ru/glossary/`);
    await settled(page);
    expect(await cspViolations(page)).toEqual([]);
    expect(problems.filter((p) => /Content Security Policy/i.test(p))).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('an inline script injected into a page is blocked', { timeout: 60_000 }, async () => {
    const { page } = await openPage(browser);
    await watchCsp(page);
    await page.goto(`${baseUrl()}/en/`);
    await settled(page);
    const ran = await page.evaluate(async () => {
      const s = document.createElement('script');
      s.textContent = 'window.__injected = true';
      document.body.append(s);
      await new Promise((r) => setTimeout(r, 100));
      return (window as unknown as { __injected?: boolean }).__injected ?? false;
    });
    expect(ran).toBe(false);
    expect((await cspViolations(page)).some((v) => v.startsWith('script-src'))).toBe(true);
    await page.close();
  });
});
