// The board bound to an example: stepping, the URL, a choice off the authored path, free play.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import board from '../../locales/en/board.json';
import embed from '../../locales/en/embed.json';
import engine from '../../locales/en/engine.json';
import { CATALOG } from '../engine/testing/catalog.ts';
import type { Example } from '../engine/index.ts';
import { longLine, TWO_ALLIES } from './model/fixtures.ts';
import Sandbox from './Sandbox.tsx';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { board, engine, embed, cards: {}, names: {}, 'examples/alliance': { 'alliance-demo': { title: 'Demo', steps: { '0': 'The start.', '1': 'You cast the bear.' } } } } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

function mount(search = '', examples: Example[] = [TWO_ALLIES]) {
  const router = createMemoryRouter([{ path: '*', element: <Sandbox slug="alliance" data={{ examples, catalog: CATALOG, seeIt: { 'alliance-r1': { example: 'alliance-demo', step: 3 } } }} /> }], {
    initialEntries: [`/en/mechanics/alliance/${search}`],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

const step = () => Number(document.querySelector('#board')?.getAttribute('data-step'));

describe('Sandbox', () => {
  it('opens at the first step with its caption, and steps with the controls and the keyboard, writing the URL', async () => {
    const router = mount();
    expect(step()).toBe(0);
    expect(screen.getByText('The start.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next step' })));
    expect(step()).toBe(1);
    // the board draws the step at once; the router's location catches up a moment later
    await waitFor(() => expect(router.state.location.search).toBe('?example=alliance-demo&step=1'));
    expect(screen.getByText('You cast the bear.')).toBeTruthy();
    // the narration of the engine's events supports the caption, citing rules
    expect(screen.getAllByRole('link', { name: /rule 601\.2/ }).length).toBeGreaterThan(0);
    const area = document.querySelector('[aria-describedby="board-summary"]') as HTMLElement;
    await act(async () => fireEvent.keyDown(area, { key: 'End' }));
    expect(step()).toBe(5);
    await act(async () => fireEvent.keyDown(area, { key: 'ArrowLeft' }));
    expect(step()).toBe(4);
    await act(async () => fireEvent.keyDown(area, { key: 'Home' }));
    expect(step()).toBe(0);
  });

  it('a short example is there at once, with no replay status (a prerendered page hydrates as drawn)', () => {
    mount();
    expect(step()).toBe(0);
    expect(document.querySelector('[data-replay-status]')).toBeNull();
  });

  it('a long line (issue 28) shows its progress, then the board at the step asked for; the live region says it is ready', async () => {
    const long: Example = { id: 'long', mechanic: '', shows: [], ...longLine(400) };
    mount('?step=300', [long]);
    // at first: the progress, no step yet
    const board = document.querySelector('#board') as HTMLElement;
    expect(board.hasAttribute('data-replaying')).toBe(true);
    expect(board.getAttribute('aria-busy')).toBe('true');
    expect(board.hasAttribute('data-step')).toBe(false);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Replaying the game…');
    expect(document.querySelector('[data-replay-progress]')?.getAttribute('max')).toBe('400');
    await waitFor(() => expect(step()).toBe(300), { timeout: 50_000 });
    // the same live region, now saying it is ready
    expect(document.querySelector('[data-replay-status]')).toBe(status);
    expect(status.textContent).toBe('The game is ready to play.');
    const area = document.querySelector('[aria-describedby="board-summary"]') as HTMLElement;
    await act(async () => fireEvent.keyDown(area, { key: 'ArrowRight' }));
    expect(step()).toBe(301);
  }, 60_000);

  it('clamps a step past the end', () => {
    mount('?step=99');
    expect(step()).toBe(5);
  });

  it('an unknown example opens the first example at step 0, whatever step the address asks for (issue 28, D14)', () => {
    mount('?example=nope&step=3');
    expect(step()).toBe(0);
    expect(document.querySelector('#board')?.getAttribute('data-example')).toBe('alliance-demo');
  });

  it('a path of which no entry is legal keeps the whole authored example (issue 28, D12)', () => {
    mount('?example=alliance-demo&step=4&branch=1&path=x.999');
    expect(step()).toBe(4);
    expect(screen.queryByRole('region', { name: 'Try it yourself' })).toBeNull();
    expect(document.querySelectorAll('[data-step-item]')).toHaveLength(6);
  });

  it('offers the other order of the triggers; choosing it leaves the path, and the way back returns', async () => {
    const router = mount('?example=alliance-demo&step=2');
    const options = within(screen.getByRole('region', { name: 'Choose differently' })).getAllByRole('button', { name: /on the stack first/ });
    expect(options).toHaveLength(2);
    const other = options.find((b) => !b.textContent?.includes("the example's choice")) as HTMLElement;
    await act(async () => fireEvent.click(other));
    expect(step()).toBe(3);
    await waitFor(() => expect(router.state.location.search).toMatch(/branch=2&path=\d/));
    expect(screen.getByText(/You left the worked example/)).toBeTruthy();
    // focus follows the choice to the narration (the clicked option is gone)
    expect(document.activeElement?.hasAttribute('data-narration')).toBe(true);
    // no dead end: the engine plays on, so Next and Play work
    const next = screen.getByRole('button', { name: 'Next step' }) as HTMLButtonElement;
    expect(next.disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Play' }) as HTMLButtonElement).disabled).toBe(false);
    await act(async () => fireEvent.click(next));
    expect(step()).toBe(4);
    const area = document.querySelector('[aria-describedby="board-summary"]') as HTMLElement;
    await act(async () => fireEvent.keyDown(area, { key: 'End' }));
    expect(step()).toBeGreaterThan(4);
    // up to the next real decision: declaring attackers, offered with the engine's legal actions
    expect(screen.getByRole('region', { name: 'Try it yourself' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Attack Ben with/ }).length).toBeGreaterThan(0);
    // a choice there keeps the steps the engine played in the path ("a")
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Attack with nothing' })));
    await waitFor(() => expect(router.state.location.search).toMatch(/branch=2&path=\d+(\.a)+\.\d+/));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back to the example' })));
    await waitFor(() => expect(router.state.location.search).toBe('?example=alliance-demo&step=2'));
    expect(document.activeElement?.hasAttribute('data-narration')).toBe(true);
  });

  it('in free play, shows illegal actions disabled with the engine\'s reason', async () => {
    mount('?example=alliance-demo&step=1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try it yourself from this step' })));
    const disabled = document.querySelectorAll('[aria-disabled="true"]');
    const reasons = [...document.querySelectorAll('[data-reason]')].map((r) => r.textContent);
    expect(disabled.length).toBe(reasons.length);
    expect(screen.getAllByRole('button', { name: 'Pass priority' }).length).toBe(1);
  });

  it('links the step that shows a ruling back to it', async () => {
    mount('?example=alliance-demo&step=3');
    expect(screen.getByRole('link', { name: 'alliance-r1' }).getAttribute('href')).toBe('#alliance-r1');
  });
});
