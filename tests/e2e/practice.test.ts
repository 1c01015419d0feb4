/**
 * Practice in the browser: for every mechanic, one puzzle of each kind is solved, failed and reset
 * (a different language for each mechanic, in turn); progress survives a reload and shows on the
 * practice page and the rule page; a puzzle's address opened cold reads without JavaScript (offline,
 * tests/e2e/offline.test.ts opens one). One browser and one page for nearly all of it (the budget is tight).
 *
 * The lines played come from the engine: a reach puzzle's solution and a failing line found by
 * the build's search (src/practice/model/check.ts), each turned into the board's address (the
 * indices of the actions among the engine's legal actions); one puzzle is played by clicking the
 * board's own buttons.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { loadCatalog } from '../../src/content/catalog.ts';
import { SLUGS } from '../../src/content/types.ts';
import { legalActions, resolveRefs, type Action } from '../../src/engine/index.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { rulingIdsOf } from '../../src/practice/build/plugin.ts';
import { loadPuzzles } from '../../src/practice/build/load.ts';
import { findFailingLine } from '../../src/practice/model/check.ts';
import { satisfiedAnswers, startRun, step, type Puzzle } from '../../src/practice/model/puzzle.ts';
import { baseUrl, settled, watchedBrowser } from './helpers.ts';

const ROOT = process.cwd();
const catalog = loadCatalog(ROOT);
const puzzles = loadPuzzles(ROOT, catalog, rulingIdsOf(ROOT));
const site = watchedBrowser();

/** The board's path (indices among the legal actions) of a line of actions from the start. */
function pathOf(p: Puzzle, actions: readonly Action[]): number[] {
  let run = startRun(p, catalog);
  return actions.map((a) => {
    const i = legalActions(run.state).actions.findIndex((x) => JSON.stringify(x) === JSON.stringify(a));
    run = step(p, run, a) ?? run;
    return i;
  });
}

/** The solution as the board can play it: an "advance to a step" becomes plain advances (what the board offers). */
function solutionActions(p: Puzzle): Action[] {
  let run = startRun(p, catalog);
  const out: Action[] = [];
  const play = (a: Action) => {
    run = step(p, run, a) ?? run;
    out.push(a);
  };
  for (const d of p.solution) {
    const a = resolveRefs(run.state, d);
    if (a.type !== 'advance' || !a.to) {
      play(a);
      continue;
    }
    for (let guard = 0; guard < 40 && run.state.turn.step !== a.to && run.progress.status === 'open'; guard++) {
      const who = legalActions(run.state).player;
      if (!who) break;
      play({ type: 'advance', player: who });
    }
  }
  return out;
}

const status = (page: Page) => page.getAttribute('[data-puzzle]', 'data-puzzle-status');
async function openPuzzle(page: Page, lang: string, id: string, path?: number[]) {
  const query = path ? `?example=${id}&step=${path.length}&branch=0&path=${path.join('.')}` : '';
  await page.goto(`${baseUrl()}/${lang}/practice/${id}/${query}`);
  await settled(page);
  await page.waitForSelector(`[data-puzzle="${id}"] #board[data-example]`);
}
/** Plays a line on the board: the reader's actions by their buttons; the others' the puzzle plays itself. */
async function playOnBoard(page: Page, p: Puzzle, actions: readonly Action[]) {
  const path = pathOf(p, actions);
  for (const [i, a] of actions.entries()) {
    if (a.player !== p.reader) continue;
    if ((await status(page)) !== 'open') return;
    // the others' actions before it are played by the puzzle itself
    await expect.poll(() => page.getAttribute('#board', 'data-step').then(Number), { timeout: 5000 }).toBe(i);
    await page.click(`[data-tryit-panel] button[data-action="${path[i]}"]`);
  }
}
async function reset(page: Page) {
  await page.click('[data-puzzle-reset]');
  await expect.poll(() => status(page), { timeout: 5000 }).toBe('open');
  await expect.poll(() => page.getAttribute('#board', 'data-example'), { timeout: 5000 }).not.toMatch(/-solution$/);
}

test('every mechanic has puzzles of both kinds', () => {
  for (const slug of SLUGS) {
    const kinds = new Set(puzzles.filter((p) => p.mechanic === slug).map((p) => p.kind));
    expect([...kinds].sort(), slug).toEqual(['predict', 'reach']);
  }
});

const solved: string[] = [];
let shared: Page | null = null;
const sharedPage = async () => (shared ??= (await site.open()).page);

for (const [n, slug] of SLUGS.entries()) {
  const lang = LANGUAGES[n % LANGUAGES.length] as string;
  test(`${slug} (${lang}): a reach-the-goal and a predict puzzle failed, reset and solved`, { timeout: 45_000 }, async () => {
    const page = await sharedPage();
    const reach = puzzles.find((p) => p.mechanic === slug && p.kind === 'reach') as Puzzle;
    const predict = puzzles.find((p) => p.mechanic === slug && p.kind === 'predict') as Puzzle;

    // reach: the engine's failing line fails, with feedback; Try again; the solution solves
    await openPuzzle(page, lang, reach.id);
    await playOnBoard(page, reach, findFailingLine(reach, catalog) as Action[]);
    await expect.poll(() => status(page), { message: `${reach.id} fails`, timeout: 5000 }).toBe('failed');
    expect((await page.textContent('[data-puzzle-feedback]'))?.trim()).not.toBe('');
    await reset(page);
    await playOnBoard(page, reach, solutionActions(reach));
    await expect.poll(() => status(page), { message: `${reach.id} solved`, timeout: 5000 }).toBe('solved');
    solved.push(reach.id);

    // predict: a wrong answer fails, Try again, the engine's answer solves
    const right = satisfiedAnswers(predict, catalog)[0];
    const wrong = predict.answers?.find((a) => a.id !== right)?.id;
    await openPuzzle(page, lang, predict.id);
    await page.click(`[data-puzzle-answer="${wrong}"]`);
    await expect.poll(() => status(page), { message: `${predict.id} wrong answer`, timeout: 5000 }).toBe('failed');
    await reset(page);
    await page.click(`[data-puzzle-answer="${right}"]`);
    await expect.poll(() => status(page), { message: `${predict.id} right answer`, timeout: 5000 }).toBe('solved');
    solved.push(predict.id);
  });
}

test('progress is kept: the practice page (after a reload), the rule page and the home page mark what was solved', async () => {
  const page = await sharedPage();
  // the practice page marks them, and still does after a reload
  await page.goto(`${baseUrl()}/ru/practice/`);
  await settled(page);
  const marked = () => page.$$eval('[data-puzzle-link][data-solved]', (els) => els.map((e) => e.getAttribute('data-puzzle-link')).sort());
  await expect.poll(marked).toEqual([...solved].sort());
  await page.reload();
  await settled(page);
  await expect.poll(marked).toEqual([...solved].sort());
  // a rule page lists its own puzzles, solved ones marked; the home page's card counts them
  await page.goto(`${baseUrl()}/en/mechanics/saga/`);
  await settled(page);
  await page.waitForSelector('[data-rule-puzzles="saga"] [data-puzzle-link]');
  const onRulePage = await page.$$eval('[data-rule-puzzles] [data-puzzle-link][data-solved]', (els) => els.map((e) => e.getAttribute('data-puzzle-link')).sort());
  expect(onRulePage).toEqual(solved.filter((id) => id.startsWith('saga-')).sort());
  await page.goto(`${baseUrl()}/it/`);
  await settled(page);
  await expect.poll(() => page.getAttribute('[data-practice-badge="saga"]', 'data-solved')).toBe('2');
});

test('a puzzle played with the board’s own buttons: the others act by themselves, the goal is checked, the solution plays', async () => {
  const { page } = await site.open();
  const advance = (JSON.parse(readFileSync(`${ROOT}/locales/it/board.json`, 'utf8')) as Record<string, string>)['action.advance'] as string;
  await openPuzzle(page, 'it', 'sneak-three-damage');
  // Ben's block is the authored line's: the board moves past it by itself
  await expect.poll(() => page.getAttribute('#board', 'data-step')).toBe('1');
  const sneak = page.locator('[data-tryit-panel] button[data-action]', { hasText: /sgattaiolare/i });
  await sneak.click();
  for (let i = 0; i < 6 && (await status(page)) === 'open'; i++) {
    await page.locator('[data-tryit-panel] button[data-action]', { hasText: advance }).click();
  }
  expect(await status(page)).toBe('solved');
  expect(await page.textContent('[data-puzzle-feedback]')).toContain('702.190a');
  // the refused action is listed with the engine's reason
  await reset(page);
  await expect.poll(() => page.locator('[data-tryit-panel] [data-reason]').count(), { timeout: 5000 }).toBeGreaterThan(0);
  // hints one at a time, then Show the solution plays the authored line
  await page.click('[data-puzzle-hint]');
  expect(await page.locator('[data-puzzle-hints] li').count()).toBe(1);
  await page.click('[data-puzzle-solution]');
  await expect.poll(() => page.getAttribute('#board', 'data-example')).toBe('sneak-three-damage-solution');
  await expect.poll(() => page.getAttribute('#board', 'data-step').then(Number), { timeout: 10_000 }).toBeGreaterThan(0);
});

test('a puzzle address opened cold: its question and goal are in the HTML', async () => {
  const id = 'saga-last-chapter';
  const html = await (await fetch(`${baseUrl()}/ru/practice/${id}/`)).text();
  const words = (JSON.parse(readFileSync(`${ROOT}/locales/ru/puzzles/saga.json`, 'utf8')) as Record<string, { goal: string }>)[id];
  expect(html).toContain('data-puzzle-goal');
  expect(html).toContain(words?.goal.replace(/:/g, ':'));
});
