/**
 * The position editor (issue 15) in Chromium, on a desktop (1366×768) and a phone (390×844):
 * build a position with a merged pile, a face-down creature and a Saga from the card pool, see
 * the engine draw it, start it, take actions, copy the link and open it in a fresh browser in
 * another language at the same state; a broken link gives the message and an empty editor; the
 * engine's refusal is shown at the field; the editor works with the keyboard alone; every
 * board's Edit button opens the editor at its step.
 */
import { describe, expect, test } from 'vitest';
import editorEn from '../../locales/en/editor.json';
import editorIt from '../../locales/it/editor.json';
import cardsRu from '../../locales/ru/cards.json';
import engineRu from '../../locales/ru/engine.json';
import commonRu from '../../locales/ru/common.json';
import playRu from '../../locales/ru/play.json';
import type { Page } from 'playwright-core';
import { encodePosition } from '../../src/position/share.ts';
import { baseUrl, expectOnlyFailedLoads, seriousViolations, watchedBrowser, type Watched } from './helpers.ts';

const en = editorEn as Record<string, string>;
const it_ = editorIt as Record<string, string>;
const site = watchedBrowser();
const fresh = watchedBrowser({ locale: 'it-IT' });

const SIZES = [
  ['desktop', { width: 1366, height: 768 }],
  ['phone', { width: 390, height: 844 }],
] as const;

async function openEditor(path: string, size: { width: number; height: number }, browser = site): Promise<Watched> {
  const w = await browser.visit(path, { before: (x) => x.page.setViewportSize(size) });
  await w.page.waitForSelector('[data-editor]');
  return w;
}

/** Adds a card by name to a zone of a player, through the picker. */
async function add(page: Page, player: string, zone: string, name: string): Promise<void> {
  await page.locator(`[data-player="${player}"] [data-zone="${zone}"] > div > div > [data-add="${zone}"]`).click();
  const picker = page.locator('[data-card-picker]');
  await picker.locator('[data-picker-search]').fill(name);
  await picker.getByRole('button', { name: new RegExp(`^${name}`) }).first().click();
  await expect.poll(() => picker.count()).toBe(0);
}

const entry = (page: Page, player: number, index: number) => page.locator(`[data-entry="players.${player}.battlefield.${index}"]`);

/** What the board shows, comparable across languages: the step, the objects, their badges and chapters, the life totals. */
async function boardState(page: Page) {
  return page.evaluate(() => {
    const board = document.querySelector('#board');
    return {
      step: board?.getAttribute('data-step'),
      objects: [...(board?.querySelectorAll('[data-object]') ?? [])].map((e) => e.getAttribute('data-object')).sort(),
      badges: [...(board?.querySelectorAll('[data-badge]') ?? [])].map((e) => e.getAttribute('data-badge')).sort(),
      chapters: [...(board?.querySelectorAll('[data-chapter]') ?? [])].map((e) => e.getAttribute('data-chapter')),
      life: [...(board?.querySelectorAll('[data-life]') ?? [])].map((e) => e.textContent?.replace(/\D/g, '')),
    };
  });
}

test('an editor whose code fails to load says so in the page\'s language and offers to try again; trying again brings the editor', async () => {
  let offline = true;
  let failed = 0;
  const w = await site.visit('/ru/play/', {
    before: async ({ page }) => {
      await page.route(/\/assets\/Editor-[\w-]+\.js(\?again=\d+)?$/, (route) => {
        if (!offline) return route.continue();
        failed++;
        return route.abort('failed');
      });
    },
  });
  const alert = w.page.locator('[data-editor-pending] [role="alert"]');
  await alert.waitFor();
  expect(await alert.textContent()).toContain(playRu['play.failed']);
  expect(failed).toBeGreaterThan(0);
  // the page around it stays as it was
  expect(await w.page.textContent('h1')).toBe('Спросите движок: что будет, если…?');
  offline = false;
  await w.page.getByRole('button', { name: commonRu['mechanic.boardRetry'], exact: true }).click();
  await w.page.waitForSelector('[data-editor] #board[data-step]');
  expect(await w.page.locator('[role="alert"][data-editor-unavailable]').count()).toBe(0);
  expectOnlyFailedLoads(w);
  await w.page.close();
});

describe.each(SIZES)('on a %s', (_name, size) => {
  test('a position with a merged pile, a face-down creature and a Saga: drawn by the engine, played, shared, opened in Italian in a fresh browser', async () => {
    const w = await openEditor('/en/play/', size);
    const { page } = w;
    await add(page, 'p1', 'battlefield', 'Thornback Mutant');
    // a permanent's counters, level, combat and merged cards fold away until asked for
    expect(await entry(page, 0, 0).locator('[data-add="merged"]').isVisible()).toBe(false);
    await entry(page, 0, 0).locator('[data-more] summary').click();
    await entry(page, 0, 0).locator('[data-add="merged"]').click();
    await page.locator('[data-card-picker] [data-picker-search]').fill('sturdy');
    await page.keyboard.press('Enter');
    await add(page, 'p1', 'battlefield', 'Cloaked Gate Guard');
    await entry(page, 0, 1).locator('[data-field="faceDown"]').check();
    await add(page, 'p1', 'battlefield', 'Saga of Twin Omens');
    await entry(page, 0, 2).locator('[data-more] summary').click();
    await entry(page, 0, 2).locator('[data-field="counter-lore"]').fill('1');
    await add(page, 'p1', 'battlefield', 'Mountain');
    await add(page, 'p1', 'library', 'Mountain');
    await add(page, 'p1', 'library', 'Mountain');
    await add(page, 'p2', 'library', 'Forest');
    await add(page, 'p2', 'library', 'Forest');
    // the engine draws it: the pile, the face-down card (peeked at: it is the reader's), the Saga's chapter
    await page.waitForSelector('#board [data-badge="merged"]');
    expect(await page.locator('#board').textContent()).toContain('Peeking');
    expect(await page.locator('#board [data-chapter]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-problem]').count()).toBe(0);
    expect(await seriousViolations(page, '[data-editor]')).toEqual([]);
    // nothing wider than the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);

    await page.locator('[data-editor-start]').click();
    await page.waitForSelector('[data-editor][data-mode="play"] [data-tryit-panel] [data-action]');
    for (let i = 1; i <= 2; i++) {
      await page.locator('[data-tryit-panel] [data-action]').first().click();
      await expect.poll(() => page.getAttribute('#board', 'data-step').then(Number)).toBeGreaterThanOrEqual(i);
      // the reader's path is folded into the position's decisions: the address has no branch left
      await expect.poll(() => page.evaluate(() => new URLSearchParams(location.search).has('branch'))).toBe(false);
    }
    // step back: the board goes back a step, narration and all
    const last = await page.getAttribute('#board', 'data-step').then(Number);
    await page.getByRole('button', { name: 'Previous step', exact: true }).click();
    await expect.poll(() => page.getAttribute('#board', 'data-step').then(Number)).toBe(last - 1);
    await page.getByRole('button', { name: 'Next step', exact: true }).click();
    await expect.poll(() => page.getAttribute('#board', 'data-step').then(Number)).toBe(last);
    await page.waitForTimeout(300);
    const before = await boardState(page);

    await site.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.locator('#board [data-copy-step]').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('?p=');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).searchParams.get('mode')).toBe('play');

    const italian = link.replace('/en/play/', '/it/play/');
    const x = await openEditor(new URL(italian).pathname + new URL(italian).search, size, fresh);
    await x.page.waitForSelector('#board[data-step]');
    await expect.poll(() => boardState(x.page)).toEqual(before);
    expect(await x.page.locator('#board').textContent()).toContain('Stai sbirciando');
  });

  test('a damaged link: the message in the page’s language and an empty editor', async () => {
    const w = await openEditor('/it/play/?p=1zz%21%21not-a-position', size);
    await w.page.waitForSelector('[data-link-problem]');
    expect(await w.page.locator('[data-link-problem]').textContent()).toContain(it_['editor.link.malformed']?.slice(0, 20));
    expect(await w.page.locator('[data-player="p1"] [data-entry]').count()).toBe(0);
    expect(await w.page.locator('#board[data-step]').count()).toBe(1);
  });
});

test('the card picker offers a card with each of the 13 keywords, in Russian too; the first-strike step is in the step list', async () => {
  const w = await openEditor('/ru/play/', { width: 1366, height: 768 });
  const { page } = w;
  const ru = cardsRu as Record<string, string>;
  const ids = ['glassward-heron', 'canopy-spinner', 'veiled-duchess', 'cinder-hound', 'rampart-wall', 'thornback-mutant', 'vanguard-duelist', 'twinblade-adept', 'marsh-stinger', 'dawnglow-stag', 'gloomhide-marauder', 'mossveil-tortoise', 'bastion-colossus'];
  await page.locator('[data-player="p1"] [data-zone="battlefield"] > div > div > [data-add="battlefield"]').click();
  const picker = page.locator('[data-card-picker]');
  for (const id of ids) {
    const name = ru[`card.${id}.name`] ?? id;
    await picker.locator('[data-picker-search]').fill(name.slice(0, 8));
    await expect.poll(() => picker.getByRole('button', { name: new RegExp(`^${name}`) }).count(), { message: id }).toBeGreaterThan(0);
  }
  await page.keyboard.press('Escape');
  expect(await page.locator('[data-field="step"] option[value="firstStrikeDamage"]').textContent()).toBe((engineRu as Record<string, string>)['step.firstStrikeDamage']);
  expect(w.problems).toEqual([]);
});

test('the engine’s refusal is shown at the field at fault, and Start waits until it is fixed', async () => {
  const w = await openEditor('/en/play/', { width: 1366, height: 768 });
  await add(w.page, 'p1', 'battlefield', 'Mountain');
  await entry(w.page, 0, 0).locator('[data-field="faceDown"]').check();
  await w.page.waitForSelector('[data-entry="players.0.battlefield.0"] [data-problem]');
  // the engine's reason, in words, naming the card as the reader knows it
  expect(await w.page.locator('[data-entry="players.0.battlefield.0"] [data-problem]').textContent()).toMatch(/^Mountain has no disguise/);
  expect(await w.page.locator('[data-board-refused]').count()).toBe(1);
  expect(await w.page.locator('[data-editor-start]').isDisabled()).toBe(true);
  await entry(w.page, 0, 0).locator('[data-field="faceDown"]').uncheck();
  await w.page.waitForSelector('#board[data-step]');
  expect(await w.page.locator('[data-problem]').count()).toBe(0);
});

test('the keyboard alone: add a card, set its state, start, act', async () => {
  const w = await openEditor('/en/play/', { width: 1366, height: 768 });
  const { page } = w;
  const tabTo = async (selector: string) => {
    for (let i = 0; i < 200; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    }
    throw new Error(`Tab never reached ${selector}`);
  };
  await tabTo('[data-player="p1"] [data-add="battlefield"]');
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-picker-search'))).toBe(true);
  await page.keyboard.type('sturdy');
  await page.keyboard.press('Enter');
  // the picker closes and focus is back on its button
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-add'))).toBe('battlefield');
  await tabTo('[data-entry="players.0.battlefield.0"] [data-field="tapped"]');
  await page.keyboard.press('Space');
  expect(await entry(page, 0, 0).locator('[data-field="tapped"]').isChecked()).toBe(true);
  await tabTo('[data-editor-start]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-tryit-panel] [data-action]');
  await tabTo('[data-tryit-panel] [data-action]');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getAttribute('#board', 'data-step').then(Number)).toBeGreaterThan(0);
  expect(en['editor.start']).toBe('Start');
});

test('every board’s Edit button opens the editor at its step', async () => {
  const w = await site.visit('/en/mechanics/saga/?example=saga-lore-over-turns&step=2', { before: (x) => x.page.setViewportSize({ width: 1366, height: 768 }) });
  await w.page.waitForSelector('#board[data-example]');
  const before = await boardState(w.page);
  await w.page.locator('#board [data-edit-position]').click();
  await w.page.waitForSelector('[data-editor] #board');
  expect(new URL(w.page.url()).pathname).toBe('/en/play/');
  const after = await boardState(w.page);
  expect(after.objects.length).toBe(before.objects.length);
  expect(after.chapters).toEqual(before.chapters);
  expect(after.life).toEqual(before.life);
});

const SAGA_POSITION = {
  setup: {
    players: [
      { id: 'p1', battlefield: [{ card: 'twin-omens-saga', counters: { lore: 1 } }, { card: 'mountain' }], library: ['mountain', 'mountain'] },
      { id: 'p2', library: ['forest', 'forest'] },
    ],
    turn: { number: 2, active: 'p1', step: 'main1' as const },
  },
  decisions: [],
};

test('Copy as a worked example or as a puzzle start, then import the example by paste: the same position opens', async () => {
  const w = await openEditor(`/en/play/?p=${encodePosition(SAGA_POSITION)}`, { width: 1366, height: 768 });
  const { page } = w;
  await page.waitForSelector('#board[data-step]');
  const before = await boardState(page);
  await site.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  await page.locator('[data-editor-export="example"]').click();
  await page.waitForSelector('[data-export="example"] [data-export-status]:has-text("copied")');
  const json = await page.evaluate(() => navigator.clipboard.readText());
  const example = JSON.parse(json) as { setup: unknown; decisions: unknown[] };
  expect(example.decisions).toEqual([]);
  // the same position as the start of a new puzzle (docs/puzzles.md)
  await page.locator('[data-editor-export="puzzle"]').click();
  await page.waitForSelector('[data-export="puzzle"] [data-export-status]:has-text("Puzzle start copied")');
  const puzzle = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as Record<string, unknown>;
  expect(puzzle).toMatchObject({ kind: 'reach', reader: 'p1', tests: [], solution: [], setup: JSON.parse(JSON.stringify(SAGA_POSITION.setup)) });
  expect(puzzle.goal).toEqual({ holds: { life: 'p2', atMost: 19 }, by: 'turn' });
  await page.locator('[data-editor-clear]').click();
  await expect.poll(() => page.locator('#board [data-object]').count()).toBe(0);
  await page.locator('[data-import] summary').click();
  await page.locator('[data-import-field]').fill('{"not": "an example"}');
  await page.locator('[data-import-open]').click();
  expect(await page.locator('[data-import-problem]').textContent()).toBe(en['editor.import.not-an-example']);
  await page.locator('[data-import-field]').fill(json);
  await page.locator('[data-import-open]').click();
  await expect.poll(() => boardState(page)).toEqual(before);
});

test('Archenemy: three players, the archenemy’s scheme deck, and the turn, the active player and the step as set', async () => {
  const w = await openEditor('/en/play/', { width: 1366, height: 768 });
  const { page } = w;
  await page.locator('[data-field="archenemy"]').check();
  await page.waitForSelector('[data-player="p3"]');
  expect(await page.locator('[data-player="p2"] [data-zone="schemes"]').count()).toBe(0);
  await add(page, 'p1', 'schemes', 'Call for Tribute');
  await add(page, 'p1', 'schemes', 'Raid the Pantry');
  await page.locator('[data-field="active"]').selectOption('p2');
  await page.locator('[data-field="step"]').selectOption('upkeep');
  await page.locator('[data-field="turn"]').fill('3');
  await page.waitForSelector('#board[data-step] [data-player="p3"]');
  expect(await page.locator('[data-problem]').count()).toBe(0);
  const code = new URLSearchParams(new URL(page.url()).search).get('p') ?? '';
  expect(code.length).toBeGreaterThan(1);
  // the board shows the step set (the engine's own step track)
  expect(await page.locator('#board [data-step-track] [aria-current="step"]').textContent()).toContain('Upkeep');
  expect(await page.locator('#board [data-player="p2"]').count()).toBe(1);
});

test('from 1024 px the board is beside the form and stays in view while the form scrolls; narrower it follows the form', async () => {
  const many = ['mountain', 'forest', 'sturdy-bear', 'thornback-mutant', 'twin-omens-saga', 'cloaked-gate-guard'];
  const position = { ...SAGA_POSITION, setup: { ...SAGA_POSITION.setup, players: [{ ...SAGA_POSITION.setup.players[0], id: 'p1', battlefield: many.map((card) => ({ card })) }, SAGA_POSITION.setup.players[1]] } };
  const w = await openEditor(`/en/play/?p=${encodePosition(position as typeof SAGA_POSITION)}`, { width: 1024, height: 768 });
  const { page } = w;
  await page.waitForSelector('#board[data-step]');
  const box = (s: string) => page.locator(s).first().evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect);
  const form = await box('[data-setup-form]');
  let board = await box('#board');
  expect(board.left).toBeGreaterThanOrEqual(form.right);
  expect(board.top).toBeLessThan(form.bottom);
  // the hint names where the form is
  expect(await page.locator('[data-preview-hint]').innerText()).toBe(en['editor.previewHint.left']);
  // scrolled to the middle of the form: the whole board is on screen beside it
  expect(form.height).toBeGreaterThan(2 * 768);
  await page.evaluate((y) => window.scrollTo(0, y), form.top + form.height / 2 - 384);
  await expect.poll(async () => (await box('#board')).top).toBeGreaterThanOrEqual(0);
  board = await box('#board');
  expect(board.bottom).toBeLessThanOrEqual(768);
  expect(board.height).toBeGreaterThan(500);

  await page.setViewportSize({ width: 1000, height: 768 });
  await expect.poll(async () => (await box('#board')).top).toBeGreaterThan((await box('[data-setup-form]')).bottom);
  expect(await page.locator('[data-preview-hint]').innerText()).toBe(en['editor.previewHint.above']);
});

test('a link that leaves life totals and the turn out shows the values the engine uses, and typing over them works', async () => {
  const position = {
    setup: {
      players: [
        { id: 'p1', archenemy: true, schemes: ['call-for-tribute', 'raid-the-pantry'], library: ['mountain', 'mountain'] },
        { id: 'p2', library: ['forest', 'forest'] },
        { id: 'p3', library: ['forest', 'forest'] },
      ],
    },
    decisions: [],
  };
  const w = await openEditor(`/en/play/?p=${encodePosition(position as never)}`, { width: 1366, height: 768 });
  const { page } = w;
  await page.waitForSelector('#board[data-step]');
  const field = (player: string, name: string) => page.locator(`[data-setup-form] [data-player="${player}"] [data-field="${name}"]`);
  // 904.5: the archenemy starts at 40 life, the others at 20; the first turn; the teams the engine makes
  expect([await field('p1', 'life').inputValue(), await field('p2', 'life').inputValue(), await field('p3', 'life').inputValue()]).toEqual(['40', '20', '20']);
  expect([await field('p1', 'team').inputValue(), await field('p2', 'team').inputValue()]).toEqual(['1', '2']);
  expect(await page.locator('[data-setup-form] [data-field="turn"]').inputValue()).toBe('1');
  expect(await page.locator('#board [data-life="p1"]').textContent()).toContain('40');
  // typed over, the set-up has the value (the board follows); emptied, the field stays empty while typed in, then shows the engine's value again
  await field('p2', 'life').fill('7');
  await expect.poll(() => page.locator('#board [data-life="p2"]').textContent()).toContain('7');
  await field('p2', 'life').fill('');
  expect(await field('p2', 'life').inputValue()).toBe('');
  await field('p2', 'life').blur();
  await expect.poll(() => field('p2', 'life').inputValue()).toBe('20');
  await expect.poll(() => page.locator('#board [data-life="p2"]').textContent()).toContain('20');
});

test('on a phone the way to the board stays at the top of the screen all down the form, and back, with the keyboard', async () => {
  const many = ['mountain', 'forest', 'sturdy-bear', 'thornback-mutant', 'twin-omens-saga', 'cloaked-gate-guard'];
  const position = { ...SAGA_POSITION, setup: { ...SAGA_POSITION.setup, players: [{ ...SAGA_POSITION.setup.players[0], id: 'p1', battlefield: many.map((card) => ({ card })) }, SAGA_POSITION.setup.players[1]] } };
  const w = await openEditor(`/en/play/?p=${encodePosition(position as typeof SAGA_POSITION)}`, { width: 390, height: 844 });
  const { page } = w;
  await page.waitForSelector('#board[data-step]');
  const box = (s: string) => page.locator(s).first().evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect);
  const form = await box('[data-setup-form]');
  expect(form.height).toBeGreaterThan(2 * 844);
  expect((await box('#board')).top).toBeGreaterThan(form.bottom - 1);
  // halfway down the form the link to the board is on screen, at the top
  await page.evaluate((y) => window.scrollTo(0, window.scrollY + y), form.top + form.height / 2);
  const link = await box('[data-to-board]');
  expect(link.top).toBeGreaterThanOrEqual(0);
  expect(link.bottom).toBeLessThan(120);
  expect(await page.locator('[data-to-board]').innerText()).toContain(en['editor.toBoard']);
  // the keyboard: focus it, Enter, and the board is at the top of the screen
  await page.locator('[data-to-board]').focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => Math.abs((await box('#board')).top)).toBeLessThan(60);
  // and back to the set-up from beside the board
  await page.locator('[data-to-setup]').focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => Math.abs((await box('#editor-setup')).top)).toBeLessThan(60);
  // from 1024 px, with the board beside the form, neither link is shown
  await page.setViewportSize({ width: 1366, height: 768 });
  expect(await page.locator('[data-to-board]').isVisible()).toBe(false);
  expect(await page.locator('[data-to-setup]').isVisible()).toBe(false);
});
