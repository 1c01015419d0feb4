/**
 * The board's flow in Chromium: no dead end after a choice off the path, focus after a choice,
 * the step track's labels, copying a link to a step, a step link opened cold on a phone, the
 * viewer control hiding the same things everywhere, and the skip link to the board.
 */
import { describe, expect, test } from 'vitest';
import boardEn from '../../locales/en/board.json';
import cardsEn from '../../locales/en/cards.json';
import { authoredSteps, buildTimeline } from '../../src/board/model/timeline.ts';
import { loadCatalog, loadExamples } from '../../src/content/catalog.ts';
import { legalActions, type Example, type GameState } from '../../src/engine/index.ts';
import { baseUrl, seriousViolations, settled, watchedBrowser, openBoard, boardStep, type Watched } from './helpers.ts';

const catalog = loadCatalog(process.cwd());
const examples = loadExamples(process.cwd(), catalog, {});
const names = cardsEn as Record<string, string>;
const site = watchedBrowser();

const open = (path: string, before?: (w: Watched) => Promise<void>) => openBoard(site, path, before);
const stepOf = boardStep;
const button = (w: Watched, name: string) => w.page.getByRole('button', { name, exact: true });

/** An example with a decision where another option leads to steps the engine plays by itself. */
function aBranch(): { ex: Example; step: number } {
  for (const ex of examples) {
    const { steps } = authoredSteps(ex, catalog);
    for (let i = 0; i + 1 < steps.length; i++) {
      const s = steps[i]?.state as GameState;
      if (!s.decision) continue;
      const authored = JSON.stringify(steps[i + 1]?.decision);
      const other = legalActions(s).actions.findIndex((a) => JSON.stringify(a) !== authored);
      if (other < 0) continue;
      if (buildTimeline(steps, null, i, [other]).steps.length > i + 3) return { ex, step: i };
    }
  }
  throw new Error('no example with a decision to take differently');
}

test('after a choice off the path the engine plays on: Next and Play work, focus goes to the narration, and the way back stays', async () => {
  const { ex, step } = aBranch();
  const w = await open(`/en/mechanics/${ex.mechanic}/?example=${ex.id}&step=${step}`);
  const options = w.page.locator('[data-choice-panel] button');
  expect(await options.count()).toBeGreaterThan(1);
  const labels = await options.allTextContents();
  await options.nth(labels.findIndex((l) => !l.includes(boardEn['choice.authored']))).click();
  await w.page.waitForSelector('[data-off-path]');
  await expect.poll(() => stepOf(w)).toBe(step + 1);
  // focus is not lost to <body>: it is on the narration of the new step
  expect(await w.page.evaluate(() => document.activeElement?.hasAttribute('data-narration'))).toBe(true);
  expect(await button(w, 'Next step').isDisabled()).toBe(false);
  expect(await button(w, 'Play').isDisabled()).toBe(false);
  await button(w, 'Next step').click();
  await expect.poll(() => stepOf(w)).toBe(step + 2);
  // play runs to the next real decision (or the end), where the reader acts with the legal actions
  await button(w, 'Play').click();
  await expect.poll(() => button(w, 'Next step').isDisabled(), { timeout: 30_000 }).toBe(true);
  expect(await w.page.locator('[data-tryit-panel]').count()).toBe(1);
  expect(await button(w, 'Play').isDisabled()).toBe(true);
  // the steps the engine played are labelled by what happened, never the generic pass
  const track = await w.page.locator('[data-steps] [data-step-label]').allTextContents();
  expect(track).not.toContain(boardEn['action.advance']);
  expect(new Set(track).size).toBe(track.length);
  await button(w, 'Back to the example').click();
  await expect.poll(() => w.page.locator('[data-off-path]').count()).toBe(0);
  expect(await stepOf(w)).toBe(step);
  await w.page.close();
}, 60_000);

test('the step track tells the story: each step named by what happened, distinct, the ruling steps marked', async () => {
  const ex = examples.find((e) => e.id === 'mutate-under-the-bear') as Example;
  const w = await open(`/en/mechanics/mutate/?example=${ex.id}`);
  const labels = await w.page.locator('[data-steps] [data-step-label]').allTextContents();
  expect(labels).toHaveLength(ex.decisions.length + 1);
  expect(new Set(labels).size).toBe(labels.length);
  for (const label of labels) {
    expect(label).not.toBe(boardEn['action.advance']);
    expect(label).not.toMatch(/\bp[1-9]\b/);
  }
  // the merge is named as such, and the Bear that attacks is told from Ben's
  expect(labels.some((l) => l.includes('merges'))).toBe(true);
  expect(labels.some((l) => l.includes("Ann's Sturdy Bear"))).toBe(true);
  // the steps that show a ruling (its "see it" links) are marked
  const seeIt = (await w.page.$$eval('a.see-it', (as) => as.map((a) => a.getAttribute('href')?.split('#')[0] ?? ''))).map((h) => new URLSearchParams(h.split('?')[1] ?? ''));
  const marked = await w.page.$$eval('[data-steps] [data-shows]', (lis) => lis.map((li) => Number(li.getAttribute('data-step-item'))));
  const expected = [...new Set(seeIt.filter((q) => q.get('example') === ex.id && q.get('step') !== '0').map((q) => Number(q.get('step'))))].sort((a, b) => a - b);
  expect(marked).toEqual(expected);
  await w.page.close();
});

test('the step track\'s chips hold their labels: at most two whole lines, the rest cut with an ellipsis, the whole label in the tooltip; the current chip in view', async () => {
  for (const [path, width] of [
    ['/ru/mechanics/mutate/?example=mutate-pile-of-three&step=3', 1366],
    ['/it/mechanics/scheme/?example=scheme-ongoing-siege&step=4', 390],
  ] as const) {
    const w = await open(path, ({ page }) => page.setViewportSize({ width, height: width > 500 ? 768 : 844 }));
    const chips = await w.page.$$eval('[data-steps] button', (buttons) =>
      buttons.map((b) => {
        const text = b.querySelector<HTMLElement>('[data-step-text]');
        const line = parseFloat(getComputedStyle(text ?? b).lineHeight);
        const box = b.getBoundingClientRect();
        const inner = (text ?? b).getBoundingClientRect();
        return {
          label: b.querySelector('[data-step-label]')?.textContent ?? '',
          title: b.getAttribute('title') ?? '',
          overflows: b.scrollHeight > b.clientHeight + 1,
          lines: inner.height / line,
          inside: inner.top >= box.top && inner.bottom <= box.bottom,
        };
      }),
    );
    expect(chips.length).toBeGreaterThan(3);
    for (const chip of chips) {
      expect(chip.overflows, chip.label).toBe(false);
      expect(chip.inside, chip.label).toBe(true);
      expect(chip.lines, chip.label).toBeLessThanOrEqual(2.05);
      expect(chip.title).toBe(chip.label);
    }
    // the current step's chip is scrolled into the track's view
    const seen = await w.page.$eval('[data-steps]', (ol) => {
      const cur = ol.querySelector('[aria-current="step"]')?.getBoundingClientRect();
      const box = ol.getBoundingClientRect();
      return !!cur && cur.left >= box.left - 1 && cur.right <= box.right + 1;
    });
    expect(seen).toBe(true);
    await w.page.close();
  }
});

test('on a phone the reader\'s side fits the table whole: its bar (life, library, active player, priority) is not cut by the controls', async () => {
  for (const path of ['/ru/mechanics/disguise/?step=2#board', '/it/mechanics/scheme/?example=scheme-ongoing-siege&step=4#board', '/en/mechanics/mutate/?example=mutate-pile-of-three&step=3#board']) {
    const w = await open(path, ({ page }) => page.setViewportSize({ width: 390, height: 844 }));
    const below = await w.page.$eval('[data-table]', (table) => {
      const side = table.querySelector('[data-player="p1"]')?.getBoundingClientRect();
      return side ? side.bottom - table.getBoundingClientRect().bottom : Infinity;
    });
    expect(below, path).toBeLessThanOrEqual(1);
    await w.page.close();
  }
});

describe('copy link to this step', () => {
  test('copies the step\'s address with #board and says so', async () => {
    const ex = examples.find((e) => e.decisions.length >= 3) as Example;
    const w = await open(`/en/mechanics/${ex.mechanic}/?example=${ex.id}&step=2`);
    await site.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await w.page.locator('[data-copy-step]').click();
    await expect.poll(() => w.page.textContent('[data-copy-status]')).toBe(boardEn['share.copied']);
    const copied = await w.page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${baseUrl()}/en/mechanics/${ex.mechanic}/?example=${ex.id}&step=2#board`);
    await w.page.close();
  });

  test('without the clipboard, shows the link selected to copy by hand', async () => {
    const ex = examples.find((e) => e.decisions.length >= 3) as Example;
    const w = await open(`/en/mechanics/${ex.mechanic}/?example=${ex.id}&step=1`, async ({ page }) => {
      await page.addInitScript(() => Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } }));
    });
    await w.page.locator('[data-copy-step]').click();
    await expect.poll(() => w.page.textContent('[data-copy-status]')).toBe(boardEn['share.manual']);
    const field = w.page.locator('[data-copy-field]');
    expect(await field.inputValue()).toBe(`${baseUrl()}/en/mechanics/${ex.mechanic}/?example=${ex.id}&step=1#board`);
    const selected = await field.evaluate((el: HTMLInputElement) => el.selectionEnd !== null && el.selectionEnd - (el.selectionStart ?? 0) === el.value.length);
    expect(selected).toBe(true);
    await w.page.close();
  });
});

test.each([['a step link'], ['a step link with #board'], ['a step link without the example']])('%s opened cold on a phone shows the board in view at that step', async (kind) => {
  const ex = examples.find((e) => e.mechanic === 'mutate' && e.decisions.length >= 4) as Example;
  const first = examples.find((e) => e.mechanic === 'mutate') as Example;
  const hash = kind.endsWith('#board') ? '#board' : '';
  // without ?example= the step is the first example's
  const query = kind.endsWith('without the example') ? (first.decisions.length >= 3 ? 'step=3' : null) : `example=${ex.id}&step=3`;
  expect(query, 'the first Mutate example has at least three steps').not.toBeNull();
  const w = await open(`/en/mechanics/mutate/?${query}${hash}`, ({ page }) => page.setViewportSize({ width: 390, height: 844 }));
  await w.page.waitForSelector('#board[data-step="3"]');
  // the board's top is on screen (the page has scrolled down to it), and it stays there
  const inView = () => w.page.evaluate(() => {
    const r = document.getElementById('board')?.getBoundingClientRect();
    return !!r && r.top >= -2 && r.top < innerHeight / 3 && scrollY > 500;
  });
  await expect.poll(inView).toBe(true);
  await w.page.waitForTimeout(500);
  expect(await inView()).toBe(true);
  await w.page.close();
});

/** Every word the board shows or says (text, names, titles), except the authored captions and the example picker. */
function boardWords(w: Watched): Promise<string> {
  return w.page.evaluate(() => {
    const root = document.getElementById('board');
    if (!root) return '';
    const out: string[] = [];
    // the step track's later steps may tell what becomes known later: only the steps so far count
    const step = Number(root.getAttribute('data-step'));
    const later = (el: Element | null) => Number(el?.closest('[data-step-item]')?.getAttribute('data-step-item') ?? -1) > step;
    const skip = (el: Element | null) => !!el?.closest('[data-caption], #board-summary, select') || later(el);
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) if (!skip(n.parentElement)) out.push(n.textContent ?? '');
    for (const el of root.querySelectorAll('[aria-label], [title], [aria-valuetext]')) {
      if (skip(el)) continue;
      for (const a of ['aria-label', 'title', 'aria-valuetext']) out.push(el.getAttribute(a) ?? '');
    }
    return out.join(' ');
  });
}

test('the viewer control hides the same things everywhere: battlefield, stack, hands, libraries, narration and step labels', async () => {
  // Ann's Masked Courier is face down; Ben holds Ember Jab and targets the Courier: its ward triggers
  const w = await open('/en/mechanics/disguise/?example=disguise-ward-and-targets&step=1');
  const control = w.page.locator('[data-viewer-control]');
  expect(await control.locator('option').allTextContents()).toEqual(['My view (Ann)', "Ben's view", 'Everything']);
  await w.page.locator('[data-board-text] summary').click();
  const courier = names['card.masked-courier.name'] as string;
  const island = names['card.island.name'] as string;
  const mountain = names['card.mountain.name'] as string;
  const zone = (key: string) => w.page.textContent(`[data-text-zone="${key}"]`).then((x) => x ?? '');
  expect(await w.page.locator('[data-stack-item]').count()).toBeGreaterThan(0);

  // my view: I know my face-down Courier, on the battlefield and on the stack alike; no library is known
  expect(await zone('p1.battlefield')).toContain(courier);
  expect(await zone('stack')).toContain(courier);
  expect(await w.page.locator('[data-stack-item]').allTextContents().then((x) => x.join(' '))).toContain(courier);
  expect(await zone('p1.library')).not.toContain(island);

  // Ben's view: the Courier is nowhere, not on the table, the stack, in the narration or the step track
  await control.selectOption('p2');
  await expect.poll(() => zone('p1.battlefield')).not.toContain(courier);
  expect(await zone('stack')).not.toContain(courier);
  expect(await boardWords(w)).not.toContain(courier);
  expect(await zone('p2.library')).not.toContain(mountain);
  // and the drawn table agrees with the text: Ann's side shows a card back
  expect(await w.page.locator('[data-player="p1"]').textContent()).not.toContain(courier);

  // the board's controls pass axe's WCAG A/AA rules in this view too
  expect(await seriousViolations(w.page, '#board')).toEqual([]);

  // everything: the Courier and the libraries' cards
  await control.selectOption('all');
  await expect.poll(() => zone('p1.battlefield')).toContain(courier);
  expect(await zone('stack')).toContain(courier);
  expect(await zone('p1.library')).toContain(island);
  expect(await zone('p2.library')).toContain(mountain);
  await w.page.close();
});

test('hands follow the same rule; where nothing is hidden there is no viewer control', async () => {
  const w = await open('/en/mechanics/disguise/?example=disguise-ward-and-targets&step=0');
  await w.page.locator('[data-board-text] summary').click();
  const jab = names['card.ember-jab.name'] as string;
  const hand = () => w.page.textContent('[data-text-zone="p2.hand"]').then((x) => x ?? '');
  expect(await hand()).not.toContain(jab);
  expect(await w.page.locator('[data-player="p2"]').textContent()).not.toContain(jab);
  await w.page.locator('[data-viewer-control]').selectOption('p2');
  await expect.poll(hand).toContain(jab);
  expect(await w.page.locator('[data-player="p2"]').textContent()).toContain(jab);
  await w.page.close();

  const plain = await open('/en/mechanics/food/?example=food-one-food-one-cost');
  expect(await plain.page.locator('[data-viewer-control]').count()).toBe(0);
  await plain.page.close();
});

test('on a phone the example picker keeps its width beside the viewer control', async () => {
  const w = await open('/en/mechanics/disguise/?example=disguise-ward-and-targets', ({ page }) => page.setViewportSize({ width: 390, height: 844 }));
  const width = await w.page.locator('[data-example-select]').evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeGreaterThan(200);
  await w.page.close();
});

test('a skip link jumps from the top of a rule page to the board', async () => {
  const w = await site.visit('/en/mechanics/mutate/', { before: ({ page }) => page.setViewportSize({ width: 390, height: 844 }) });
  await w.page.keyboard.press('Tab');
  await w.page.keyboard.press('Tab');
  expect(await w.page.evaluate(() => document.activeElement?.hasAttribute('data-skip-board'))).toBe(true);
  await w.page.keyboard.press('Enter');
  await w.page.waitForSelector('#board[data-example]');
  await expect.poll(() => w.page.evaluate(() => Math.abs(document.getElementById('board')?.getBoundingClientRect().top ?? 999) < 50)).toBe(true);
  // the next few Tabs are inside the board
  let inside = false;
  for (let i = 0; i < 4 && !inside; i++) {
    await w.page.keyboard.press('Tab');
    inside = await w.page.evaluate(() => !!document.activeElement?.closest('#board'));
  }
  expect(inside).toBe(true);
  await settled(w.page);
  await w.page.close();
});

test.each(['en', 'it', 'ru'])('%s: the board names players, never by id, at every step (three players: Archenemy)', async (lang) => {
  const ex = examples.find((e) => e.mechanic === 'scheme' && e.setup.players.length >= 3) as Example;
  const w = await open(`/${lang}/mechanics/scheme/?example=${ex.id}&step=0`);
  await w.page.locator('[data-board-text] summary').click();
  for (let i = 0; i <= ex.decisions.length; i++) {
    if (i > 0) {
      await w.page.focus('#board [aria-describedby="board-summary"]');
      await w.page.keyboard.press('ArrowRight');
      await expect.poll(() => stepOf(w)).toBe(i);
    }
    const words = await boardWords(w);
    expect(words, `step ${i}`).not.toMatch(/\bp[1-9]\b/);
    expect(words, `step ${i}`).not.toMatch(/\b(?:player|card|name|event|steps|action)\.[\w-]+/);
  }
  await w.page.close();
}, 60_000);
