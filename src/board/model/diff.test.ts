// The snapshot diff, keyed by physical card id: table-driven walkthroughs on real engine states.
import { describe, expect, it } from 'vitest';
import { applyAction, resolveRefs, startGame, type ExampleDecision, type GameSetup, type GameState } from '../../engine/index.ts';
import { CATALOG } from '../../engine/testing/catalog.ts';
import { diffSnapshots, changesByCard } from './diff.ts';

function after(setup: GameSetup, ...decisions: ExampleDecision[]): { before: GameState; after: GameState } {
  let s = startGame(setup, CATALOG).state;
  let before = s;
  for (const d of decisions) {
    const r = applyAction(s, resolveRefs(s, d));
    if (!r.ok) throw new Error(r.error);
    before = s;
    s = r.state;
  }
  return { before, after: s };
}

const main = (p1: GameSetup['players'][number], p2: GameSetup['players'][number] = { id: 'p2' }): GameSetup => ({ players: [p1, p2], turn: { active: 'p1', step: 'main1' } });

describe('diffSnapshots', () => {
  it('a cast card moves from hand to stack and keeps its card id; the lands that paid tap', () => {
    const { before, after: s } = after(main({ id: 'p1', hand: ['sturdy-bear'], battlefield: [{ card: 'forest' }, { card: 'forest', id: 'forest-b' }] }), { type: 'cast', player: 'p1', object: '@sturdy-bear' });
    const changes = diffSnapshots(before, s);
    expect(changes).toContainEqual({ kind: 'moved', card: 'sturdy-bear', from: 'hand', to: 'stack' });
    expect(changes.filter((c) => c.kind === 'tapped').map((c) => c.card).sort()).toEqual(['forest', 'forest-b']);
  });

  it('a resolving creature moves from the stack to the battlefield', () => {
    const { before, after: s } = after(
      main({ id: 'p1', hand: ['sturdy-bear'], battlefield: [{ card: 'forest' }, { card: 'forest' }] }),
      { type: 'cast', player: 'p1', object: '@sturdy-bear' },
      { type: 'advance', player: 'p1' },
    );
    expect(diffSnapshots(before, s)).toContainEqual({ kind: 'moved', card: 'sturdy-bear', from: 'stack', to: 'battlefield' });
  });

  it('counters changed, with their old and new number', () => {
    const { before, after: s } = after(
      { players: [{ id: 'p1', battlefield: [{ card: 'lorekeepers-tale', counters: { lore: 1 } }] }, { id: 'p2' }], turn: { active: 'p1', step: 'draw' } },
      { type: 'advance', player: 'p1', to: 'main1' },
    );
    expect(changesByCard(diffSnapshots(before, s)).get('lorekeepers-tale')).toContainEqual({ kind: 'counters', card: 'lorekeepers-tale', counter: 'lore', from: 1, to: 2 });
  });

  it('a token created enters; a sacrificed token leaves (it ceases to exist)', () => {
    const base = main({ id: 'p1', battlefield: [{ card: 'food', token: true }, { card: 'forest' }, { card: 'forest' }] });
    const s0 = startGame(base, CATALOG).state;
    const foodObj = Object.values(s0.objects).find((o) => o.cards[0] === 'food');
    const ability = 'food:0';
    const r = applyAction(s0, { type: 'activate', player: 'p1', object: foodObj?.id ?? '', ability });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const changes = diffSnapshots(s0, r.state);
    expect(changes).toContainEqual({ kind: 'left', card: 'food', from: 'battlefield', token: true });
  });

  it('nothing changed: no changes; the opening position: nothing animates', () => {
    const s = startGame(main({ id: 'p1', hand: ['sturdy-bear'] }), CATALOG).state;
    expect(diffSnapshots(s, s)).toEqual([]);
    expect(diffSnapshots(null, s)).toEqual([]);
  });

  it('turning face up, and merging, are listed for the cards involved', () => {
    const a = startGame(main({ id: 'p1', battlefield: [{ card: 'cloaked-gate-guard', faceDown: true }] }), CATALOG).state;
    const b = structuredClone(a);
    const o = Object.values(b.objects).find((x) => x.cards.includes('cloaked-gate-guard'));
    if (!o) throw new Error('no guard');
    o.faceDown = null;
    o.cards = ['cloaked-gate-guard', 'extra'];
    b.cards.extra = { id: 'extra', def: 'vulpikeet', owner: 'p1', token: false };
    const changes = diffSnapshots(a, b);
    expect(changes).toContainEqual({ kind: 'turnedFaceUp', card: 'cloaked-gate-guard' });
    expect(changes).toContainEqual({ kind: 'merged', card: 'cloaked-gate-guard', size: 2 });
    expect(changes).toContainEqual({ kind: 'entered', card: 'extra', to: 'battlefield', token: false });
  });
});
