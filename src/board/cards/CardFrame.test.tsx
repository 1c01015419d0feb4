// The board's drawing of special objects: merged, face-down (with peek), Class, Saga, scheme, token.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startGame, viewFor, type GameSetup } from '../../engine/index.ts';
import { CATALOG } from '../../engine/testing/catalog.ts';
import type { Translate } from '../../i18n/narrate.ts';
import { boardView, type CardView } from '../model/viewModel.ts';
import { CardFrame } from './CardFrame.tsx';

afterEach(cleanup);

/** A translate stub: card names from the English default, other keys shown as themselves. */
const t: Translate = (key, options) => {
  if (options && 'defaultValue' in options && /^card\..*\.name$/.test(key)) return String(options.defaultValue);
  const vars = options ? Object.entries(options).filter(([k]) => k !== 'defaultValue').map(([k, v]) => `${k}=${String(v)}`) : [];
  return vars.length ? `${key}(${vars.join(',')})` : key;
};

function cards(setup: GameSetup, viewer = 'p1'): CardView[] {
  const v = boardView(viewFor(startGame(setup, CATALOG).state, viewer), viewer);
  return v.players.flatMap((p) => [...p.permanents, ...p.lands, ...p.command, ...p.hand]);
}

const setup: GameSetup = {
  players: [
    {
      id: 'p1',
      archenemy: true,
      schemes: ['tightening-siege', 'call-for-tribute'],
      battlefield: [
        { card: 'vulpikeet', merged: ['sturdy-bear', { card: 'vulpikeet', id: 'vulpikeet-under' }] },
        { card: 'watchtower-scout', faceDown: true },
        { card: 'orchard-keeper-class', level: 2 },
        { card: 'lorekeepers-tale', counters: { lore: 2 } },
        { card: 'food', token: true },
      ],
    },
    { id: 'p2', battlefield: [{ card: 'sturdy-bear', faceDown: true, id: 'their-bear' }] },
  ],
  turn: { active: 'p1', step: 'upkeep' },
};
const all = cards(setup);
const find = (pred: (c: CardView) => boolean) => {
  const c = all.find(pred);
  if (!c) throw new Error('card not found');
  return c;
};

describe('CardFrame', () => {
  it('draws a merged permanent as one stack: every component named, the top one in front', () => {
    const merged = find((c) => c.cards.length === 3);
    const { container } = render(<CardFrame card={merged} t={t} />);
    const button = screen.getByRole('button');
    expect(button.getAttribute('aria-label')).toContain('Vulpikeet');
    expect(button.getAttribute('aria-label')).toMatch(/frame\.merged\(count=3,names=Vulpikeet, Sturdy Bear, Vulpikeet\)/);
    // the two cards underneath peek out behind the front card, named
    const under = container.querySelectorAll('[aria-hidden="true"]');
    expect([...under].map((u) => u.textContent)).toEqual(['Sturdy Bear', 'Vulpikeet']);
    expect(within(button).getByText('Vulpikeet')).toBeTruthy();
  });

  it('draws a face-down card as a card back; its controller may peek', () => {
    const mine = find((c) => c.faceDown && c.controller === 'p1');
    render(<CardFrame card={mine} t={t} />);
    expect(screen.getByRole('button').getAttribute('aria-label')).toMatch(/^frame\.faceDownName/);
    expect(screen.queryByText('Watchtower Scout')).toBeNull();
    expect(screen.getByText('frame.faceDownShort')).toBeTruthy();
    cleanup();
    render(<CardFrame card={mine} t={t} peek />);
    expect(screen.getByText('Watchtower Scout')).toBeTruthy();
    expect(screen.getByText('frame.peeking')).toBeTruthy();
  });

  it("shows nothing of the opponent's face-down card, even when peeking", () => {
    const theirs = find((c) => c.faceDown && c.controller === 'p2');
    render(<CardFrame card={theirs} t={t} peek />);
    expect(screen.getByText('frame.faceDownShort')).toBeTruthy();
    expect(screen.queryByText('Sturdy Bear')).toBeNull();
    expect(screen.getByRole('button').getAttribute('aria-label')).not.toContain('Sturdy Bear');
  });

  it('draws a Class with its level bands, the active ones lit', () => {
    render(<CardFrame card={find((c) => c.classLevel !== null)} t={t} />);
    const bands = within(screen.getByRole('list', { name: 'frame.levels' })).getAllByRole('listitem');
    expect(bands.map((b) => b.textContent)).toEqual(['● frame.levelShort(level=1)frame.active', '● frame.levelShort(level=2)frame.active', '○ frame.levelShort(level=3)frame.inactive']);
  });

  it('draws a Saga with its chapters, those reached lit, and its lore counters as a badge', () => {
    const { container } = render(<CardFrame card={find((c) => c.saga !== null)} t={t} />);
    const chapters = within(screen.getByRole('list', { name: 'frame.chapters' })).getAllByRole('listitem');
    expect(chapters.map((c) => c.textContent)).toEqual(['Iframe.reached', 'IIframe.reached', 'III']);
    expect(container.querySelector('[data-counter="lore"]')?.textContent).toContain('L2');
  });

  it('marks a token with its own frame and label', () => {
    const { container } = render(<CardFrame card={find((c) => c.token)} t={t} />);
    expect(screen.getByText('frame.tokenShort')).toBeTruthy();
    expect(container.querySelector('[data-token="true"]')).toBeTruthy();
  });

  it('draws the scheme deck face down; a scheme set in motion is marked, an ongoing one as ongoing', () => {
    const deck = all.filter((c) => c.scheme);
    expect(deck).toHaveLength(2);
    render(<CardFrame card={deck[0] as CardView} t={t} />);
    expect(screen.getByText('frame.schemeBack')).toBeTruthy();
    cleanup();
    // the archenemy's precombat main phase begins: the top scheme is set in motion (904.9)
    const inMotion = cards({ ...setup, turn: { active: 'p1', step: 'main1', beginStep: true } }).filter((c) => c.scheme);
    const faceUp = inMotion.find((c) => c.scheme?.faceUp);
    expect(faceUp?.scheme).toEqual({ faceUp: true, ongoing: true });
    render(<CardFrame card={faceUp as CardView} t={t} />);
    expect(screen.getByText('frame.ongoing')).toBeTruthy();
    expect(screen.getByText('Tightening Siege')).toBeTruthy();
  });

  it('turns a tapped card', () => {
    const tapped = cards({ players: [{ id: 'p1', battlefield: [{ card: 'forest', tapped: true }] }, { id: 'p2' }] })[0] as CardView;
    render(<CardFrame card={tapped} t={t} />);
    const button = screen.getByRole('button');
    expect(button.style.transform).toContain('rotate(90deg)');
    expect(button.getAttribute('aria-label')).toContain('frame.tapped');
  });
});
