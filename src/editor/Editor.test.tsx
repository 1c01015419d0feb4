// The position editor bound to the address: a link that can't be read, an edit written into the
// link, the engine's refusal at the field at fault. The browser tests (tests/e2e/editor.test.ts)
// cover play, sharing and the keyboard.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import board from '../../locales/en/board.json';
import cards from '../../locales/en/cards.json';
import editor from '../../locales/en/editor.json';
import embed from '../../locales/en/embed.json';
import engine from '../../locales/en/engine.json';
import setup from '../../locales/en/setup.json';
import { loadCatalog } from '../content/catalog.ts';
import Editor from './Editor.tsx';
import { PASTE_IN_FIELD, readFile } from './ExampleTools.tsx';
import { LIMITS } from '../position/limits.ts';
import { decodePosition, encodePosition } from '../position/share.ts';

const catalog = loadCatalog(process.cwd());
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { board, engine, embed, cards, names: {}, editor, setup } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

function mount(search = '') {
  const router = createMemoryRouter([{ path: '*', element: <Editor catalog={catalog} /> }], { initialEntries: [`/en/play/${search}`] });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

describe('the position editor', () => {
  it.each(['1', '1%%%', 'zzz', '9' + 'A'.repeat(50), encodePosition({ setup: { players: [{ id: 'p1' }, { id: 'p2' }] }, decisions: [] }).slice(0, 12)])(
    'a link it can\'t read ("%s") opens the empty editor with the message, never a crash',
    (code) => {
      mount(`?p=${code}`);
      const alert = document.querySelector('[data-link-problem]');
      expect(alert?.textContent).toMatch(/link|engine/i);
      expect(document.querySelectorAll('[data-entry]')).toHaveLength(0);
      expect(document.querySelector('#board')).not.toBeNull();
    },
  );

  it('an edit is written into the link: the link holds the position the form shows', async () => {
    const router = mount();
    await act(async () => fireEvent.click(document.querySelector('[data-player="p1"] [data-add="hand"]') as HTMLElement));
    await act(async () => fireEvent.change(screen.getByPlaceholderText(editor['editor.picker.search']), { target: { value: 'sturdy' } }));
    await act(async () => fireEvent.click(document.querySelector('[data-pick="sturdy-bear"]') as HTMLElement));
    const life = document.querySelector('[data-player="p2"] [data-field="life"]') as HTMLInputElement;
    await act(async () => fireEvent.change(life, { target: { value: '7' } }));
    await waitFor(() => {
      const code = new URLSearchParams(router.state.location.search).get('p') ?? '';
      const r = decodePosition(code, catalog);
      expect(r.ok && r.value.setup.players.map((p) => [p.hand ?? [], p.life])).toEqual([
        [['sturdy-bear'], 20],
        [[], 7],
      ]);
    });
  });

  it('the set-up preview offers no free play (Start plays the position); played, the board does', async () => {
    mount(`?p=${encodePosition({ setup: { players: [{ id: 'p1', battlefield: [{ card: 'mountain' }] }, { id: 'p2' }] }, decisions: [] })}`);
    await waitFor(() => expect(document.querySelector('#board[data-step]')).not.toBeNull());
    expect(document.querySelector('[data-try-it]')).toBeNull();
    expect(document.querySelector('[data-tryit-panel]')).toBeNull();
    await act(async () => fireEvent.click(document.querySelector('[data-editor-start]') as HTMLElement));
    await waitFor(() => expect(document.querySelector('[data-editor][data-mode="play"] [data-tryit-panel]')).not.toBeNull());
  });

  it('an empty zone is one labelled line: its name, its count and its add button, named for the zone and the player', () => {
    mount();
    const zone = document.querySelector('[data-player="p2"] [data-zone="graveyard"]') as HTMLElement;
    const heading = document.getElementById(zone.getAttribute('aria-labelledby') ?? '');
    expect(zone.getAttribute('role')).toBe('group');
    expect(heading?.textContent).toBe('Graveyard (0)');
    const button = zone.querySelector('[data-add="graveyard"]') as HTMLElement;
    expect(screen.getByRole('button', { name: "Add a card to Ben's graveyard" })).toBe(button);
    expect(button.textContent).toBe('+ Add a card');
    expect(zone.querySelectorAll('li')).toHaveLength(0);
  });

  it('the engine’s refusal is shown next to the field at fault, in words, and the board waits', async () => {
    mount(`?p=${encodePosition({ setup: { players: [{ id: 'p1', battlefield: [{ card: 'mountain' }] }, { id: 'p2' }] }, decisions: [] })}`);
    await act(async () => fireEvent.click(document.querySelector('[data-entry="players.0.battlefield.0"] [data-field="faceDown"]') as HTMLElement));
    const problem = document.querySelector('[data-entry="players.0.battlefield.0"] [data-problem]');
    expect(problem?.textContent).toBe(document.querySelector('[data-board-refused] p:last-child')?.textContent);
    expect(problem?.textContent).not.toMatch(/face-down-not-allowed|\{\{/);
    expect(problem?.textContent).toContain('Mountain');
    expect((document.querySelector('[data-editor-start]') as HTMLButtonElement).disabled).toBe(true);
    // 708.2a: turned face down by an effect, any permanent may be face down: the engine takes it
    const how = document.querySelector('[data-entry="players.0.battlefield.0"] [data-field="faceDownKind"]') as HTMLSelectElement;
    expect(how.value).toBe('disguise');
    await act(async () => fireEvent.change(how, { target: { value: 'plain' } }));
    expect(document.querySelector('[data-entry="players.0.battlefield.0"] [data-problem]')).toBeNull();
    expect(document.querySelector('[data-board-refused]')).toBeNull();
    expect((document.querySelector('[data-editor-start]') as HTMLButtonElement).disabled).toBe(false);
  });
  it('Back straight after an import shows the position before it, even when the page never drew the imported address', async () => {
    const router = mount();
    const example = JSON.stringify({ setup: { players: [{ id: 'p1', battlefield: [{ card: 'sturdy-bear' }, { card: 'forest' }] }, { id: 'p2' }] }, decisions: [] });
    await act(async () => fireEvent.change(document.querySelector('[data-import-field]') as HTMLElement, { target: { value: example } }));
    // the import and Back in one go: React draws the router's last location only (its updates are
    // transitions), so the address the import wrote is never drawn
    await act(async () => {
      fireEvent.click(document.querySelector('[data-import-open]') as HTMLElement);
      while (!router.state.location.search.includes('p=')) await new Promise((r) => setTimeout(r, 0));
      await router.navigate(-1);
    });
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(document.querySelectorAll('[data-entry^="players.0.battlefield"]')).toHaveLength(0));
    await act(async () => router.navigate(1));
    await waitFor(() => expect(document.querySelectorAll('[data-entry^="players.0.battlefield"]')).toHaveLength(2));
  });
  it('a paste longer than the field draws is opened at once, never drawn in the field; a shorter one goes in the field', async () => {
    const router = mount();
    const example = JSON.stringify({ setup: { players: [{ id: 'p1', battlefield: [{ card: 'sturdy-bear' }, { card: 'forest' }] }, { id: 'p2' }] }, decisions: [] });
    const field = document.querySelector('[data-import-field]') as HTMLTextAreaElement;
    const paste = (text: string) => act(async () => void fireEvent.paste(field, { clipboardData: { getData: () => text } }));
    // a short paste is left to the field (the browser puts it there)
    await paste(example);
    expect(router.state.location.search).toBe('');
    // a long one (the same example, indented as files often are) opens the position
    await paste(example.replace(/,/g, `,${' '.repeat(PASTE_IN_FIELD / 2)}`));
    await waitFor(() => expect(document.querySelectorAll('[data-entry^="players.0.battlefield"]')).toHaveLength(2));
    expect(router.state.location.search).toContain('p=');
    expect(field.value).toBe('');
  });
});

describe('a dropped file (readFile)', () => {
  const t = i18n.getFixedT('en', 'editor' as never) as unknown as Parameters<typeof readFile>[2];
  it('one bigger in bytes than any file of 4,000,000 characters is refused unread, its size named in bytes', async () => {
    const r = await readFile(new Blob([new Uint8Array(LIMITS.fileBytes + 1)]), catalog, t, 'en');
    expect(r).toEqual({ ok: false, message: 'This file holds more than the editor opens — bytes in the file: 16,000,001, at most 16,000,000.' });
  });
  it('one within the bytes is read, and refused by its characters', async () => {
    const r = await readFile(new Blob(['k'.repeat(LIMITS.fileChars + 1)]), catalog, t, 'en');
    expect(r).toEqual({ ok: false, message: 'This file holds more than the editor opens — characters in the file: 4,000,001, at most 4,000,000.' });
  });
});
