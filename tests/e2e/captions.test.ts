/**
 * Captions and the viewer (issue 23 §4), in Chromium: a caption speaks for the protagonist, and
 * when the reader switches the board's Show control to another player, the caption's parts
 * private to the protagonist (a face-down card's name, the cards in their hand) go, replaced by
 * their neutral wording, while that player's own private parts (their hand) appear; "Everything"
 * shows all. The printed page and the text without JavaScript read as the protagonist sees it,
 * with no markup left.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import captionsEn from '../../locales/en/examples/mutate.json';
import { baseUrl, launch, openBoard, watchedBrowser, type Browser } from './helpers.ts';

const site = watchedBrowser();
const caption = (w: Awaited<ReturnType<typeof openBoard>>) => w.page.textContent('[data-caption]').then((x) => x ?? '');

test('switching the viewer hides the face-down card’s name from the opponent, and shows it again for everything', async () => {
  const w = await openBoard(site, '/en/mechanics/disguise/?example=disguise-ward-and-targets&step=0');
  expect(await caption(w)).toContain('Your face-down creature (a Masked Courier) is tapped.');
  const control = w.page.locator('[data-viewer-control]');
  await control.selectOption('p2');
  await expect.poll(() => caption(w)).toContain('Your face-down creature is tapped.');
  expect(await caption(w)).not.toContain('Masked Courier');
  expect(await caption(w)).not.toMatch(/\[\[|\]\]|\|\|/);
  await control.selectOption('all');
  await expect.poll(() => caption(w)).toContain('(a Masked Courier)');
  await w.page.close();
});

test('each player’s view reads their own hand and a neutral count of the other’s, in Italian too', async () => {
  const w = await openBoard(site, '/en/mechanics/mutate/?example=mutate-exiled-instead&step=0');
  expect(await caption(w)).toContain('Vulpikeet is in your hand. The opponent holds one card.');
  expect(await caption(w)).not.toContain('Sudden Collapse');
  await w.page.locator('[data-viewer-control]').selectOption('p2');
  await expect.poll(() => caption(w)).toContain('You hold one card. The opponent holds Sudden Collapse.');
  expect(await caption(w)).not.toContain('Vulpikeet');
  await w.page.close();

  const it = await openBoard(site, '/it/mechanics/mutate/?example=mutate-exiled-instead&step=0');
  expect(await caption(it)).toContain('Il Volpichetto è nella tua mano.');
  await it.page.locator('[data-viewer-control]').selectOption('p2');
  await expect.poll(() => caption(it)).toContain("L'avversario ha in mano il Crollo Improvviso.");
  expect(await caption(it)).not.toContain('Volpichetto è nella tua mano');
  await it.page.close();
});

let plain: Browser;
beforeAll(async () => {
  plain = await launch({ javaScriptEnabled: false });
});
afterAll(async () => {
  await plain.close();
});

test('the printed examples and the text without JavaScript are the protagonist’s view, without markup', async () => {
  const page = await plain.context.newPage();
  await page.goto(`${baseUrl()}/en/mechanics/mutate/`);
  const printed = (await page.locator('.print-examples').textContent()) ?? '';
  expect(captionsEn['mutate-exiled-instead'].steps['0']).toContain('[[p2:');
  expect(printed).toContain('Vulpikeet is in your hand. The opponent holds one card.');
  expect(printed).not.toContain('The opponent holds Sudden Collapse');
  expect(printed).not.toMatch(/\[\[|\]\]|\|\|/);
  await page.goto(`${baseUrl()}/en/mechanics/disguise/`);
  const html = await page.content();
  expect(html).not.toMatch(/\[\[p\d|\[\[all|\]\]/);
  const noScript = (await page.locator('[data-noscript-steps]').textContent()) ?? '';
  expect(noScript).toContain("you may look at it, it's Veiled Duchess (708.5).");
  expect(noScript).toContain('You cast Masked Courier face down');
  await page.close();
});
