/**
 * The sandbox board in Chromium: each mechanic's first example played to its end with the
 * controls and with the keyboard, the drawn final state checked against the engine's; a
 * different choice at a decision; a step opened from its URL; a language switch on a step;
 * "see it" links; reduced motion; no console errors.
 */
import { describe, expect, test } from 'vitest';
import cardsEn from '../../locales/en/cards.json';
import boardIt from '../../locales/it/board.json';
import commonEn from '../../locales/en/common.json';
import commonIt from '../../locales/it/common.json';
import { boardView } from '../../src/board/model/viewModel.ts';
import { loadCatalog, loadExamples } from '../../src/content/catalog.ts';
import { SLUGS } from '../../src/content/types.ts';
import { legalActions, runExample, viewFor, type Example, type GameState } from '../../src/engine/index.ts';
import { baseUrl, expectOnlyFailedLoads, settled, watchedBrowser, openBoard, boardStep, type Watched } from './helpers.ts';

const catalog = loadCatalog(process.cwd());
const examples = loadExamples(process.cwd(), catalog, {});
const names = cardsEn as Record<string, string>;
// requests are slowed on purpose below (page.route): the service worker, which would serve them
// unseen, is blocked (tests/e2e/chromium.ts)
const site = watchedBrowser();

const open = (path: string, before?: (w: Watched) => Promise<void>) => openBoard(site, path, before);

/** The loads a test failed on purpose are what Chromium reports, and nothing else went wrong (taken off the page's problems). */
const stepOf = boardStep;

/** What the board must show for a state: life totals and the names on each battlefield. */
function expected(state: GameState) {
  const view = boardView(viewFor(state, 'p1'), 'p1');
  return view.players.map((p) => ({
    id: p.id,
    life: p.life,
    battlefield: [...p.permanents, ...p.lands].filter((c) => !c.hidden && !c.faceDown).map((c) => names[`card.${c.defs[0]}.name`] ?? ''),
  }));
}

async function expectDrawn(w: Watched, state: GameState) {
  for (const p of expected(state)) {
    expect(await w.page.textContent(`[data-life="${p.id}"]`)).toContain(String(p.life));
    const text = (await w.page.textContent(`[data-text-zone="${p.id}.battlefield"]`)) ?? '';
    for (const name of p.battlefield) expect(text).toContain(name);
  }
}

function firstExample(slug: string): Example | undefined {
  return examples.find((e) => e.mechanic === slug);
}

describe.each(SLUGS.filter((slug) => firstExample(slug)))('%s: the first example', (slug) => {
  test('plays to its end with the controls and with the keyboard, and draws the engine\'s final state', async () => {
    const w = await open(`/en/mechanics/${slug}/`);
    // the board opens its first example (the first the build could play)
    const id = await w.page.getAttribute('#board', 'data-example');
    const ex = examples.find((e) => e.id === id);
    expect(ex, `example ${id} in content/`).toBeDefined();
    const run = runExample(ex as Example, catalog);
    if (!run.ok) throw new Error(`${id} does not play`);
    const last = run.steps.length - 1;
    const final = run.steps[last]?.state as GameState;
    expect(Number(await w.page.getAttribute('#board input[type="range"]', 'max'))).toBe(last);
    const next = w.page.getByRole('button', { name: 'Next step', exact: true });
    for (let i = 0; i < last; i++) await next.click();
    await expect.poll(() => stepOf(w)).toBe(last);
    expect(await next.isDisabled()).toBe(true);
    expect(w.page.url()).toContain(`step=${last}`);
    await expectDrawn(w, final);

    // back to the start with Home, then forward with the arrow key
    await w.page.focus('#board [aria-describedby="board-summary"]');
    await w.page.keyboard.press('Home');
    await expect.poll(() => stepOf(w)).toBe(0);
    for (let i = 0; i < last; i++) await w.page.keyboard.press('ArrowRight');
    await expect.poll(() => stepOf(w)).toBe(last);
    await expectDrawn(w, final);
    await w.page.keyboard.press('ArrowLeft');
    await expect.poll(() => stepOf(w)).toBe(last - 1);
    await w.page.keyboard.press('End');
    await expect.poll(() => stepOf(w)).toBe(last);
    await w.page.close();
    // a whole example twice over: generous on a busy machine
  }, 120_000);
});

/** The first authored step where the deciding player has another legal option. */
function aDecision(): { ex: Example; step: number; other: GameState } | null {
  for (const ex of examples) {
    const run = runExample(ex, catalog);
    if (!run.ok) continue;
    for (let i = 0; i + 1 < run.steps.length; i++) {
      const s = run.steps[i]?.state as GameState;
      if (!s.decision) continue;
      const legal = legalActions(s);
      const authored = JSON.stringify(run.steps[i + 1]?.decision);
      const other = legal.actions.findIndex((a) => JSON.stringify(a) !== authored);
      if (other === -1) continue;
      return { ex, step: i, other: s };
    }
  }
  return null;
}

test('a different choice at a decision leaves the authored path with a different outcome, and comes back', async () => {
  const found = aDecision();
  expect(found, 'an example with a decision').not.toBeNull();
  if (!found) return;
  const { ex, step } = found;
  const w = await open(`/en/mechanics/${ex.mechanic}/?example=${ex.id}&step=${step + 1}`);
  const authoredText = await w.page.textContent('[data-text-zone="stack"]');
  const authoredBoard = await w.page.textContent('[data-board-text]');
  await w.page.getByRole('button', { name: 'Previous step' }).click();
  await expect.poll(() => stepOf(w)).toBe(step);
  // the step's legal actions are worked out in a deferred render: the panel shows once they are in
  const panel = w.page.locator('[data-choice-panel]');
  await panel.waitFor();
  const options = panel.locator('button');
  const count = await options.count();
  expect(count).toBeGreaterThan(1);
  // pick an option that is not the example's own
  for (let i = 0; i < count; i++) {
    const label = await options.nth(i).textContent();
    if (!label?.includes("the example's choice")) {
      await options.nth(i).click();
      break;
    }
  }
  await w.page.waitForSelector('[data-off-path]');
  expect(w.page.url()).toContain(`branch=${step}`);
  expect(await stepOf(w)).toBe(step + 1);
  const changed = (await w.page.textContent('[data-text-zone="stack"]')) !== authoredText || (await w.page.textContent('[data-board-text]')) !== authoredBoard;
  expect(changed).toBe(true);
  // the URL reproduces the reader's path
  await w.page.reload();
  await settled(w.page);
  await w.page.waitForSelector('[data-off-path]');
  await w.page.getByRole('button', { name: 'Back to the example' }).click();
  await expect.poll(() => w.page.locator('[data-off-path]').count()).toBe(0);
  expect(w.page.url()).not.toContain('branch=');
  await w.page.close();
});

test('a step opens from its URL; bad values are clamped to a working board', async () => {
  const ex = examples.find((e) => e.decisions.length >= 3) as Example;
  const w = await open(`/en/mechanics/${ex.mechanic}/?example=${ex.id}&step=2`);
  expect(await stepOf(w)).toBe(2);
  expect(await w.page.getAttribute('#board [aria-current="step"] >> nth=-1', 'aria-current')).toBe('step');
  await w.page.goto(`${baseUrl()}/en/mechanics/${ex.mechanic}/?example=nope&step=9999&branch=x&path=77`);
  await settled(w.page);
  await w.page.waitForSelector('#board[data-example]');
  expect(await w.page.getAttribute('#board', 'data-example')).toBe(firstExample(ex.mechanic)?.id);
  await w.page.close();
});

test('switching language on a step stays on that step', async () => {
  const ex = examples.find((e) => e.decisions.length >= 3) as Example;
  const w = await open(`/en/mechanics/${ex.mechanic}/?example=${ex.id}&step=3`);
  await w.page.getByRole('navigation', { name: 'Language', exact: true }).getByRole('link', { name: 'Italiano' }).click();
  await w.page.waitForURL(`${baseUrl()}/it/mechanics/${ex.mechanic}/?example=${ex.id}&step=3`);
  await w.page.waitForFunction(() => document.documentElement.lang === 'it');
  await expect.poll(() => w.page.getByRole('button', { name: boardIt['controls.next'], exact: true }).count()).toBe(1);
  expect(await stepOf(w)).toBe(3);
  expect(await w.page.getAttribute('#board', 'data-example')).toBe(ex.id);
  await w.page.close();
});

test('a ruling\'s "see it" link opens the step that shows it; the step links back to the ruling', async () => {
  const slug = SLUGS.find((s) => firstExample(s)) as string;
  const w = await open(`/en/mechanics/${slug}/`);
  const link = w.page.locator('a.see-it').first();
  const ruling = await link.getAttribute('data-see-it');
  const href = (await link.getAttribute('href')) ?? '';
  const params = new URLSearchParams(href.split('#')[0]);
  await link.click();
  await expect.poll(() => w.page.getAttribute('#board', 'data-step')).toBe(params.get('step'));
  expect(await w.page.getAttribute('#board', 'data-example')).toBe(params.get('example'));
  if (params.get('step') !== '0') expect(await w.page.locator(`[data-ruling-link="${ruling}"]`).count()).toBe(1);
  await w.page.close();
});

test('with reduced motion a step changes without movement', async () => {
  const slug = SLUGS.find((s) => firstExample(s)) as string;
  const w = await open(`/en/mechanics/${slug}/`, (x) => x.page.emulateMedia({ reducedMotion: 'reduce' }));
  await w.page.getByRole('button', { name: 'Next step', exact: true }).click();
  await expect.poll(() => stepOf(w)).toBe(1);
  // nothing moves: no animation of the board runs, and transitions last no time (the site's reduced-motion rule)
  const moving = await w.page.evaluate(() =>
    document.getAnimations().filter((a) => a.playState === 'running' && Number(a.effect?.getComputedTiming().duration ?? 0) > 1).length,
  );
  expect(moving).toBe(0);
  await w.page.close();
});

test('without reduced motion, a step animates what moved', async () => {
  const ex = examples.find((e) => e.decisions.some((d) => d.type === 'cast')) as Example;
  const w = await open(`/en/mechanics/${ex.mechanic}/?example=${ex.id}&step=0`);
  let animated = 0;
  for (let i = 0; i < ex.decisions.length && animated === 0; i++) {
    await w.page.getByRole('button', { name: 'Next step', exact: true }).click();
    animated = await w.page.evaluate(() => document.getAnimations().length);
  }
  expect(animated).toBeGreaterThan(0);
  await w.page.close();
});

test('on a phone the board loads when the reader nears it, or at once when the address asks for it', async () => {
  // the page whose overview is longest, so its board starts well below the first screen
  const slug = 'mutate';
  const boardCode: string[] = [];
  const w = await site.visit(`/en/mechanics/${slug}/`, {
    before: async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      page.on('request', (r) => {
        if (/\/assets\/board-[\w-]+\.js(\?again=\d+)?$/.test(r.url())) boardCode.push(r.url());
      });
    },
  });
  // below the overview, more than a screen down: neither its code nor its examples are fetched
  expect(await w.page.evaluate(() => (document.getElementById('board')?.getBoundingClientRect().top ?? 0) > 2 * innerHeight)).toBe(true);
  await w.page.waitForTimeout(300);
  expect(boardCode).toEqual([]);
  expect(await w.page.locator('#board[data-example]').count()).toBe(0);
  await w.page.locator('#board').scrollIntoViewIfNeeded();
  await w.page.waitForSelector('#board[data-example]');
  expect(boardCode.length).toBe(1);

  const ex = firstExample(slug) as Example;
  await w.page.goto(`${baseUrl()}/en/mechanics/${slug}/?example=${ex.id}&step=1`);
  await w.page.waitForSelector('#board[data-example][data-step="1"]');
  await w.page.close();
});

test('the board waits for its catalogues: slow card names never show as keys', async () => {
  const slug = SLUGS.find((s) => firstExample(s)) as string;
  const w = await open(`/en/mechanics/${slug}/`, async ({ page }) => {
    await page.route(/\/assets\/locale-en-(cards|engine)-[\w-]+\.js(\?again=\d+)?$/, async (route) => {
      await new Promise((done) => setTimeout(done, 1500));
      await route.continue();
    });
  });
  const text = (await w.page.textContent('#board')) ?? '';
  expect(text).not.toMatch(/\b(card|type|subtype|player)\.[\w-]+/);
  await w.page.close();
});

test('a catalogue whose load fails once is loaded again: the board shows its words, never their keys', async () => {
  const slug = SLUGS.find((s) => firstExample(s)) as string;
  const failed: string[] = [];
  const w = await open(`/en/mechanics/${slug}/`, async ({ page }) => {
    await page.route(/\/assets\/locale-en-cards-[\w-]+\.js(\?again=\d+)?$/, async (route) => {
      if (failed.length === 0) {
        failed.push(route.request().url());
        await route.abort('failed');
      } else await route.continue();
    });
  });
  await w.page.waitForSelector('#board [data-table]');
  const text = (await w.page.textContent('#board')) ?? '';
  expect(failed).toHaveLength(1);
  expect(text).not.toMatch(/\b(card|type|subtype|player)\.[\w-]+/);
  // the names of the cards the example starts with come from that catalogue
  const setup = firstExample(slug)?.setup;
  const shown = (setup?.players ?? []).flatMap((p) => (p.battlefield ?? []).map((b) => names[`card.${b.card}.name`] ?? '')).filter((n) => n && text.includes(n));
  expect(shown.length).toBeGreaterThan(0);
  expectOnlyFailedLoads(w);
  await w.page.close();
});

test('a board whose code fails to load says so and offers to try again; trying again brings the board', async () => {
  const slug = SLUGS.find((s) => firstExample(s)) as string;
  let offline = true;
  const w = await site.visit(`/en/mechanics/${slug}/`, {
    before: async ({ page }) => {
      await page.route(/\/assets\/board-[\w-]+\.js(\?again=\d+)?$/, (route) => (offline ? route.abort('failed') : route.continue()));
    },
  });
  const title = await w.page.textContent('h1');
  const alert = w.page.locator('#board [role="alert"]');
  await alert.waitFor();
  expect(await alert.textContent()).toContain(commonEn['mechanic.boardFailed']);
  // the rule page around it stays as it was (the failed import once reached the route's error page)
  expect(await w.page.textContent('h1')).toBe(title);
  expect(title).not.toBe('');
  offline = false;
  await w.page.getByRole('button', { name: commonEn['mechanic.boardRetry'], exact: true }).click();
  await w.page.waitForSelector('#board[data-example]');
  expect(await w.page.locator('#board [role="alert"]').count()).toBe(0);
  expectOnlyFailedLoads(w);
  await w.page.close();
});

test('a language switch whose board catalogue cannot load says so in the new language, and trying again brings the board', async () => {
  const ex = examples.find((e) => e.decisions.length >= 3) as Example;
  const w = await open(`/en/mechanics/${ex.mechanic}/?example=${ex.id}&step=3`);
  let offline = true;
  let failed = 0;
  await w.page.route(/\/assets\/locale-it-board-[\w-]+\.js(\?again=\d+)?$/, (route) => {
    if (!offline) return route.continue();
    failed++;
    return route.abort('failed');
  });
  await w.page.getByRole('navigation', { name: 'Language', exact: true }).getByRole('link', { name: 'Italiano' }).click();
  await w.page.waitForURL(`${baseUrl()}/it/mechanics/${ex.mechanic}/?example=${ex.id}&step=3`);
  // i18next asks three more times (0.3, 0.6, 1.2 s), then the board's place says what happened
  const alert = w.page.locator('#board [role="alert"]');
  await alert.waitFor({ timeout: 10_000 });
  expect(await alert.textContent()).toContain(commonIt['mechanic.boardFailed']);
  expect(await w.page.locator('#board').textContent()).not.toMatch(/\b(board|controls|mechanic)\.[\w]+/);
  // one round of tries for the switch (the route's loader and the language change ask for the
  // same catalogue), and none after it: the message stays until the reader tries again
  await w.page.waitForTimeout(2_500);
  expect(failed).toBe(4);
  expect(await alert.count()).toBe(1);
  offline = false;
  await w.page.getByRole('button', { name: commonIt['mechanic.boardRetry'], exact: true }).click();
  await expect.poll(() => w.page.getByRole('button', { name: boardIt['controls.next'], exact: true }).count()).toBe(1);
  expect(await stepOf(w)).toBe(3);
  expectOnlyFailedLoads(w);
  await w.page.close();
});

test('a link followed right after a step takes the reader away, and the board\'s pending address write does not bring them back', async () => {
  const slug = SLUGS.find((s) => firstExample(s)) as string;
  const w = await open(`/en/mechanics/${slug}/`);
  // the rules index loads slowly: the board's address write falls due while the router waits for it
  await w.page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((done) => setTimeout(done, 600));
    await route.continue();
  });
  await w.page.getByRole('button', { name: 'Next step', exact: true }).click();
  await w.page.getByRole('link', { name: 'Rules index' }).first().click();
  await w.page.waitForURL(`${baseUrl()}/en/rules/`);
  await w.page.waitForFunction(() => document.querySelector('#board') === null);
  await new Promise((done) => setTimeout(done, 500));
  expect(w.page.url()).toBe(`${baseUrl()}/en/rules/`);
  expect(await w.page.textContent('h1')).toBe('Rules index');
  expect(await w.page.locator('#board').count()).toBe(0);
  expect(w.problems).toEqual([]);
  await w.page.close();
});
