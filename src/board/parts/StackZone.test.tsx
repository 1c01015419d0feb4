// The stack names a face-down spell, and a target that is face down, as the viewer's view allows.
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { startGame, viewFor, type PlayerId } from '../../engine/index.ts';
import { CATALOG } from '../../engine/testing/catalog.ts';
import type { Translate } from '../../i18n/narrate.ts';
import { isName } from '../../i18n/grammar.ts';
import { boardView, type BoardView, type CardView } from '../model/viewModel.ts';
import { StackZone } from './StackZone.tsx';

afterEach(cleanup);

// a name in running text ({{name, nom}}) is the name's text here
const t: Translate = (key, options) =>
  options && 'defaultValue' in options && /\.name$/.test(key)
    ? String(options.defaultValue)
    : key === 'board.targets'
      ? `targets: ${String(options?.targets)}`
      : key === 'frame.nameInText' && isName(options?.name)
        ? options.name.text
        : key;

const state = startGame(
  {
    players: [{ id: 'p1', battlefield: [{ card: 'hooded-informant', faceDown: true }] }, { id: 'p2' }],
    turn: { active: 'p1', step: 'main1' },
  },
  CATALOG,
).state;

/** p1's face-down card as `viewer` sees it, on the stack as a spell and as the target of an ability. */
function stackSeenBy(viewer: PlayerId): BoardView {
  const view = boardView(viewFor(state, viewer), viewer);
  const card = view.players.find((p) => p.id === 'p1')?.permanents[0] as CardView;
  return {
    ...view,
    stack: [
      { object: 'spell', card, kind: 'spell', sourceDef: null, sourceObject: null, chapter: null, controller: 'p1', targets: [] },
      { object: 'ability', card: null, kind: 'triggered', sourceDef: 'vulpikeet', sourceObject: null, chapter: null, controller: 'p2', targets: [{ object: card.object }] },
    ],
  };
}

it("names the reader's own face-down spell and target to the reader", () => {
  const { container } = render(<StackZone view={stackSeenBy('p1')} t={t} peek onZoom={() => {}} />);
  const text = container.textContent ?? '';
  expect(text).toContain('Hooded Informant');
  expect(text).toContain('targets: Hooded Informant');
  expect(text).not.toContain('frame.faceDownName');
});

it('calls them face down to a player the view hides them from', () => {
  const { container } = render(<StackZone view={stackSeenBy('p2')} t={t} peek onZoom={() => {}} />);
  const text = container.textContent ?? '';
  expect(text).toContain('targets: frame.faceDownName');
  expect(text).not.toContain('Hooded Informant');
});
