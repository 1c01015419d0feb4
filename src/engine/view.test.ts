// viewFor: hidden information (400.2, 401.2, 402.3, 708.5).
import { describe, expect, it } from 'vitest';
import { HIDDEN_DEF, viewFor } from './index.ts';
import { play } from './testing/driver.ts';

describe('viewFor (hidden information)', () => {
  const g = play({
    players: [
      { id: 'p1', library: ['forest', 'island'], hand: ['sturdy-bear'], battlefield: [{ card: 'masked-courier', faceDown: true }] },
      { id: 'p2', library: ['swamp', 'mountain'], hand: ['restful-sip', 'ember-jab'], graveyard: ['plains'], battlefield: [{ card: 'hooded-informant', faceDown: true }, { card: 'lantern-keeper' }] },
    ],
    turn: { active: 'p1', step: 'main1' },
  });
  const v = viewFor(g.state, 'p1');
  const defsIn = (zone: string) => (v.zones[zone] ?? []).map((id) => v.cards[v.objects[id]?.cards[0] ?? '']?.def);

  it('402.3: a player sees their own hand but not the opponent’s (only how many cards)', () => {
    expect(defsIn('p1.hand')).toEqual(['sturdy-bear']);
    expect(defsIn('p2.hand')).toEqual([HIDDEN_DEF, HIDDEN_DEF]);
  });

  it('401.2: nobody sees library contents or order, their own included', () => {
    expect(defsIn('p1.library')).toEqual([HIDDEN_DEF, HIDDEN_DEF]);
    expect(defsIn('p2.library')).toEqual([HIDDEN_DEF, HIDDEN_DEF]);
    // hidden cards get fresh ids, so their identity (and order) can't be followed through the view
    expect(Object.keys(v.cards)).not.toContain('forest');
    expect(Object.keys(v.cards)).not.toContain('swamp');
  });

  it('708.5: face-down permanents are hidden from the opponent, visible to their controller', () => {
    const bf = (v.zones.battlefield ?? []).map((id) => v.cards[v.objects[id]?.cards[0] ?? '']?.def).sort();
    expect(bf).toEqual([HIDDEN_DEF, 'lantern-keeper', 'masked-courier'].sort());
    const v2 = viewFor(g.state, 'p2');
    const bf2 = (v2.zones.battlefield ?? []).map((id) => v2.cards[v2.objects[id]?.cards[0] ?? '']?.def).sort();
    expect(bf2).toEqual([HIDDEN_DEF, 'lantern-keeper', 'hooded-informant'].sort());
  });

  it('public zones stay visible; viewFor doesn’t change the state', () => {
    expect(defsIn('p2.graveyard')).toEqual(['plains']);
    const before = JSON.stringify(g.state);
    viewFor(g.state, 'p2');
    expect(JSON.stringify(g.state)).toBe(before);
  });
  it('730.3a: the owner ordering a merged creature’s cards in their library sees those cards; the opponent doesn’t, and nobody sees them once ordered', () => {
    const m = play({
      players: [
        { id: 'p1', hand: ['tidal-shove'], library: ['forest'], battlefield: [{ card: 'sturdy-bear', merged: ['vulpikeet'] }, { card: 'island' }, { card: 'island' }] },
        { id: 'p2', library: ['swamp'] },
      ],
      turn: { active: 'p1', step: 'main1' },
    });
    m.do({ type: 'cast', player: 'p1', object: '@tidal-shove', targets: [{ object: '@sturdy-bear' }] }).do({ type: 'advance', player: 'p1' });
    expect(m.state.decision).toMatchObject({ kind: 'choose', question: { kind: 'libraryOrder' } });
    const library = (viewer: string) => {
      const view = viewFor(m.state, viewer);
      return (view.zones['p1.library'] ?? []).map((id) => view.cards[view.objects[id]?.cards[0] ?? '']?.def);
    };
    expect(library('p1')).toEqual(['sturdy-bear', 'vulpikeet', HIDDEN_DEF]);
    expect(library('p2')).toEqual([HIDDEN_DEF, HIDDEN_DEF, HIDDEN_DEF]);
    m.do({ type: 'choose', player: 'p1', option: '@vulpikeet' });
    expect(library('p1')).toEqual([HIDDEN_DEF, HIDDEN_DEF, HIDDEN_DEF]);
  });
  it('708.5: the ward trigger of a face-down permanent names its card to its controller only', () => {
    const w = play({
      players: [
        { id: 'p1', battlefield: [{ card: 'cloaked-gate-guard', faceDown: true, id: 'ox' }] },
        { id: 'p2', hand: ['ember-jab'], battlefield: [{ card: 'mountain' }] },
      ],
      turn: { active: 'p2', step: 'main1' },
    });
    w.do({ type: 'cast', player: 'p2', object: '@ember-jab', targets: [{ object: '@ox' }] });
    const ward = (view: ReturnType<typeof viewFor>) => Object.values(view.objects).find((o) => o.ability?.kind === 'triggered')?.ability ?? view.pendingTriggers[0];
    const sourceDef = (viewer: string) => {
      const view = viewFor(w.state, viewer);
      const a = ward(view);
      return a?.sourceCard ? view.cards[a.sourceCard]?.def : a?.key.def;
    };
    expect(sourceDef('p1')).toBe('cloaked-gate-guard');
    // to the opponent it is the ward of a face-down permanent, whose card stays unknown
    expect(sourceDef('p2')).toBe('@face-down');
  });
});
