/**
 * Big positions, long games and hostile imports (issue 28; the attack report of 2026-12-02,
 * defects D1–D14) in Chromium: links over a limit say which, big positions and long lines open
 * fast with a DOM that follows the screen, player ids are named, addresses do what docs/site.md
 * says (Back/Forward after an import, illegal paths, the set-up preview, foreign examples).
 */
import { longGame } from '../../scripts/bench/big.ts';
import boardEn from '../../locales/en/board.json';
import { describe, expect, test } from 'vitest';
import type { Action, GameSetup } from '../../src/engine/index.ts';
import { encodePosition } from '../../src/position/share.ts';
import { PASTE_IN_FIELD } from '../../src/editor/ExampleTools.tsx';
import { boardStep, openBoard, watchedBrowser, type Watched } from './helpers.ts';

const site = watchedBrowser();
const DESKTOP = { width: 1366, height: 768 };
/** ms: no task of a long line's opening, once its progress is drawn, is longer (a generous bound for a loaded machine; the goal is 200 ms on a desktop CPU) */
const LONG_TASK_BOUND = 1000;

async function openEditor(path: string): Promise<Watched> {
  const w = await site.visit(path, { before: (x) => x.page.setViewportSize(DESKTOP) });
  await w.page.waitForSelector('[data-editor]');
  return w;
}

const elements = (w: Watched) => w.page.evaluate(() => document.getElementsByTagName('*').length);


const bears = (n: number) => Array.from({ length: n }, () => ({ card: 'sturdy-bear' }));

describe('limits and big positions', () => {
  test('D4: 4 players × 500 Sturdy Bears (a 566-char link) open with a DOM that follows the screen, one page of each zone', async () => {
    const setup: GameSetup = { players: [1, 2, 3, 4].map((i) => ({ id: `p${i}`, battlefield: bears(500) })) };
    const t0 = Date.now();
    const w = await openEditor(`/en/play/?p=${encodePosition({ setup, decisions: [] })}`);
    await w.page.waitForSelector('#board[data-step]');
    const ready = Date.now() - t0;
    // it was 122,504 elements and 5.7 s (times on a shared machine are the bench's: npm run bench -- --only=big)
    expect(await elements(w)).toBeLessThan(20_000);
    expect(ready).toBeLessThan(30_000);
    expect(await w.page.locator('#board [data-zone="p1.permanents"] [data-page-range]').textContent()).toBe('1–24 of 500');
    await w.page.locator('#board [data-zone="p1.permanents"] [data-page-next]').click();
    expect(await w.page.locator('#board [data-zone="p1.permanents"] [data-page-range]').textContent()).toBe('25–48 of 500');
    expect(await w.page.locator('[data-player="p1"] [data-zone="battlefield"] [data-page-range]').textContent()).toBe('1–20 of 500');
  });

  test('D3: a 5,000-decision link plays at once; the step track draws the steps around the current one', async () => {
    const game = longGame(5000, process.cwd());
    expect(game.decisions).toHaveLength(5000);
    const t0 = Date.now();
    const w = await openEditor(`/en/play/?p=${encodePosition(game)}&mode=play&step=4000`);
    await w.page.waitForSelector('#board[data-step="4000"]');
    // it was 16 s and 976 MB of heap
    expect(Date.now() - t0).toBeLessThan(30_000);
    expect(await w.page.locator('[data-step-item]').count()).toBeLessThanOrEqual(81);
    expect(await w.page.locator('[data-step-item="4000"] [aria-current="step"]').count()).toBe(1);
    const heap = await w.page.evaluate(() => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0);
    expect(heap).toBeLessThan(400 * 1024 * 1024);
    // a choice past the line's last decision: the line with it is over the limit, so it stays the
    // reader's own path, and the notice speaks of the position's decisions, not of a worked example
    await w.page.locator('#board [data-table]').focus();
    await w.page.keyboard.press('End');
    await w.page.waitForSelector('#board[data-step="5000"]');
    await w.page.locator('[data-tryit-panel] [data-action]').first().click();
    const notice = w.page.locator('[data-off-path]');
    await expect.poll(() => notice.locator('span').textContent()).toBe(boardEn['board.playsOnLine'].replace('{{step}}', '5000'));
    await notice.getByRole('button', { name: boardEn['board.backToLine'], exact: true }).click();
    await expect.poll(() => notice.count()).toBe(0);
    expect(await boardStep(w)).toBe(5000);
  });

  test('D3, sliced: a 5,000-decision link shows its progress on the board, then is playable, with no long task on the way', async () => {
    const game = longGame(5000, process.cwd());
    // from the page's first script: every long task, when the replay's progress was first drawn
    // and what the live region said
    const watch = () => {
      const seen = { tasks: [] as { start: number; duration: number }[], progressAt: -1, progressMax: 0, said: [] as string[] };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) seen.tasks.push({ start: Math.round(e.startTime), duration: Math.round(e.duration) });
      }).observe({ type: 'longtask', buffered: true });
      new MutationObserver(() => {
        const bar = document.querySelector<HTMLProgressElement>('#board[data-replaying] [data-replay-progress]');
        if (bar) {
          if (seen.progressAt < 0) seen.progressAt = performance.now();
          seen.progressMax = Math.max(seen.progressMax, bar.value);
        }
        const said = document.querySelector('#board [data-replay-status]')?.textContent ?? '';
        if (said && seen.said.at(-1) !== said) seen.said.push(said);
      }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    };
    const w = await site.visit(`/en/play/?p=${encodePosition(game)}&mode=play&step=4000`, {
      before: async (x) => {
        await x.page.setViewportSize(DESKTOP);
        await x.page.addInitScript(watch);
      },
    });
    const { page } = w;
    await page.waitForSelector('#board[data-step="4000"]', { timeout: 60_000 });
    await page.waitForTimeout(300);
    const seen = await page.evaluate(() => (window as unknown as { __seen: { tasks: { start: number; duration: number }[]; progressAt: number; progressMax: number; said: string[] } }).__seen);
    // the progress was on the board, and moved, before the position was there
    expect(seen.progressAt).toBeGreaterThan(0);
    expect(seen.progressMax).toBeGreaterThan(0);
    expect(seen.progressMax).toBeLessThan(5000);
    // the live region said it was replaying, then that it is ready (the same element: announced)
    expect(seen.said).toEqual(['Replaying the game…', 'The game is ready to play.']);
    expect(await page.locator('#board [role="status"][data-replay-status="ready"]').count()).toBe(1);
    // no task as long as the replay in one go (seconds; 257–3,845 ms measured on the machines of
    // the bench): a generous bound, the bench holds the figure (big.longestTaskRatio)
    const longest = Math.max(0, ...seen.tasks.filter((x) => x.start >= seen.progressAt).map((x) => x.duration));
    expect(longest, JSON.stringify(seen.tasks)).toBeLessThan(LONG_TASK_BOUND);
    // playable from the keyboard
    await page.locator('#board [data-table]').focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForSelector('#board[data-step="4001"]');
    await page.keyboard.press('End');
    await page.waitForSelector('#board[data-step="5000"]');
  });

  test('D5: a link of 5,001 decisions is over the decision limit, said so in the reader’s language (not "damaged")', async () => {
    const decisions = Array.from({ length: 5001 }, () => ({ type: 'pass', player: 'p1' }) as Action);
    const w = await openEditor(`/it/play/?p=${encodePosition({ setup: { players: [{ id: 'p1' }, { id: 'p2' }] }, decisions })}`);
    const alert = w.page.locator('[data-link-problem="over-limit"]');
    await alert.waitFor();
    const text = (await alert.textContent()) ?? '';
    // Italian groups digits from five on (CLDR): 5001
    expect(text).toContain('decisioni: 5001, al massimo 5000');
    expect(text).not.toContain('danneggiato:');
  });

  test('D1: 32,000 Forests in a 4 KB link are refused at once, naming the card limit', async () => {
    const z = () => Array<string>(500).fill('forest');
    const setup: GameSetup = { players: Array.from({ length: 16 }, (_, i) => ({ id: `p${i + 1}`, library: z(), hand: z(), graveyard: z(), exile: z() })) };
    const t0 = Date.now();
    const w = await openEditor(`/en/play/?p=${encodePosition({ setup, decisions: [] })}`);
    await w.page.locator('[data-link-problem="over-limit"]').waitFor();
    expect(Date.now() - t0).toBeLessThan(30_000);
    expect(await w.page.locator('[data-link-problem]').textContent()).toContain('cards in all: 32,000, at most 5,000');
  });

  test('D7, D8: a paste over the size limit never reaches the field; a 2,000-deep field is refused, naming the limit', async () => {
    const w = await openEditor('/en/play/');
    const { page } = w;
    await page.locator('[data-import] summary').click();
    const field = page.locator('[data-import-field]');
    await field.focus();
    await page.evaluate(() => {
      const text = 'k'.repeat(5 * 1024 * 1024);
      const data = new DataTransfer();
      data.setData('text', text);
      document.querySelector('[data-import-field]')?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await page.locator('[data-import-problem]').waitFor();
    expect(await field.inputValue()).toBe('');
    const message = (await page.locator('[data-import-problem]').textContent()) ?? '';
    expect(message).toContain('characters in the file: 5,242,880, at most 4,000,000');
    expect(message.length).toBeLessThan(200);
    const deep = `{"setup": {"players": [{"id": "p1"}, {"id": "p2"}]}, "decisions": [{"type": "pass", "player": "p1", "junk": ${'['.repeat(2000)}${']'.repeat(2000)}}]}`;
    await field.fill(deep);
    await page.locator('[data-import-open]').click();
    await expect.poll(() => page.locator('[data-import-problem]').textContent()).toContain('levels of nesting: 33, at most 32');
  });
});

test('a paste of a long example under the size limit (a 5,000-decision game, indented) opens at once and is never drawn in the field', async () => {
  const json = JSON.stringify(longGame(5000, process.cwd()), null, 2);
  expect(json.length).toBeGreaterThan(PASTE_IN_FIELD);
  const w = await openEditor('/en/play/');
  const { page } = w;
  await page.locator('[data-import] summary').click();
  const field = page.locator('[data-import-field]');
  await field.focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text', text);
    document.querySelector('[data-import-field]')?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, json);
  await expect.poll(() => new URL(page.url()).searchParams.has('p')).toBe(true);
  expect(await field.inputValue()).toBe('');
  expect(await page.locator('[data-import-problem]').count()).toBe(0);
});

describe('names and hidden cards', () => {
  test('D11: player ids from a link are named by seat, in every part of the board; $t( in an id is never expanded', async () => {
    const hostile = '"><b data-pwn=3>x</b>{{x}}$t(editor.start)';
    const setup: GameSetup = { players: [{ id: hostile, hand: ['sturdy-bear'] }, { id: 'p2', hand: ['ember-jab'] }], turn: { active: hostile } };
    const w = await openEditor(`/en/play/?p=${encodePosition({ setup, decisions: [] })}&mode=play`);
    await w.page.waitForSelector('#board[data-step]');
    const text = (await w.page.locator('[data-editor]').textContent()) ?? '';
    expect(text).toContain('Player 1');
    expect(text).toContain('Ben');
    expect(text).not.toContain('player.');
    expect(text).not.toContain('Start'.concat('editor'));
    expect(await w.page.locator('[data-pwn]').count()).toBe(0);
  });

  test('D9: a card id hidden-1 is refused as a reserved name (views name hidden cards so)', async () => {
    const setup: GameSetup = { players: [{ id: 'p1', battlefield: [{ card: 'sturdy-bear', id: 'hidden-1' }] }, { id: 'p2', hand: ['ember-jab'] }] };
    const w = await openEditor(`/en/play/?p=${encodePosition({ setup, decisions: [] })}&mode=play`);
    await w.page.locator('[data-link-problem="invalid-position"]').waitFor();
  });
});

describe('addresses (docs/site.md, "Bad addresses")', () => {
  test('D12: an illegal branch/path keeps the whole authored example', async () => {
    const w = await openBoard(site, '/en/mechanics/saga/?example=saga-lore-over-turns&step=3&branch=1&path=99.99');
    expect(await boardStep(w)).toBe(3);
    expect(await w.page.locator('[data-step-item]').count()).toBeGreaterThan(4);
  });

  test('D14: an example of another mechanic, or an unknown one, opens the first example at step 0', async () => {
    for (const q of ['example=disguise-cast-face-down&step=3', 'example=__proto__&step=2']) {
      const w = await openBoard(site, `/en/mechanics/saga/?${q}`);
      expect(await boardStep(w), q).toBe(0);
    }
  });

  test('D13: the editor’s set-up preview plays no branch/path from its address', async () => {
    const setup: GameSetup = { players: [{ id: 'p1', library: ['forest'] }, { id: 'p2' }] };
    for (const q of ['branch=0&path=0.0.0', `p=${encodePosition({ setup, decisions: [] })}&step=999&branch=999999&path=0.0`]) {
      const w = await openEditor(`/en/play/?${q}`);
      await w.page.waitForSelector('#board[data-step]');
      expect(await boardStep(w), q).toBe(0);
      expect(await w.page.locator('[data-step-item]').count(), q).toBe(1);
    }
  });

  test('D6: after an import, Back then Forward shows the imported position', async () => {
    const w = await openEditor('/en/play/');
    const { page } = w;
    const example = JSON.stringify({ setup: { players: [{ id: 'p1', battlefield: [{ card: 'sturdy-bear' }, { card: 'forest' }] }, { id: 'p2', hand: ['ember-jab'] }] }, decisions: [] });
    await page.locator('[data-import] summary').click();
    await page.locator('[data-import-field]').fill(example);
    await page.locator('[data-import-open]').click();
    // the Bear, the Forest and Ben's hidden card
    await expect.poll(() => page.locator('#board [data-object]').count()).toBe(3);
    await page.goBack();
    await expect.poll(() => page.locator('#board [data-object]').count()).toBe(0);
    await page.goForward();
    await expect.poll(() => page.locator('#board [data-object]').count()).toBe(3);
    expect(await page.locator('[data-player="p1"] [data-entry="players.0.battlefield.0"]').count()).toBe(1);
  });
});
