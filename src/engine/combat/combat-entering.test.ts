// 508.4d: a creature put onto the battlefield attacking is unblocked only from the declare
// blockers step on; earlier (in the declare attackers step) it is attacking and can be blocked.
import { describe, expect, it } from 'vitest';
import { applyAction, type GameState } from '../index.ts';
import { isUnblocked } from '../objects/filters.ts';
import { play } from '../testing/driver.ts';

const lands = (card: string, n: number) => Array.from({ length: n }, () => ({ card }));

/** The Ox attacking p2 as if put onto the battlefield attacking (508.4: never declared). */
function putOntoBattlefieldAttacking(s: GameState, card: string): GameState {
  const next = structuredClone(s);
  const o = Object.values(next.objects).find((x) => x.cards.includes(card));
  if (!o?.attack) throw new Error('not attacking');
  o.attack.declared = false;
  return next;
}

describe('508.4d: put onto the battlefield attacking', () => {
  it('508.4d: during the declare attackers step it is attacking but not unblocked, and the defending player can block it', () => {
    const g = play({
      players: [
        { id: 'p1', library: ['forest'], battlefield: [{ card: 'plodding-ox', attacking: 'p2' }] },
        { id: 'p2', library: ['forest'], battlefield: [{ card: 'sturdy-bear' }] },
      ],
      turn: { active: 'p1', step: 'declareAttackers' },
    });
    g.state = putOntoBattlefieldAttacking(g.state, 'plodding-ox');
    const ox = g.obj('plodding-ox');
    expect(ox.attack).toBeDefined();
    expect(isUnblocked(g.state, ox)).toBe(false);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.decision).toMatchObject({ kind: 'declareBlockers', player: 'p2' });
    // still not unblocked while blockers are being declared
    expect(isUnblocked(g.state, g.obj('plodding-ox'))).toBe(false);
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: '@sturdy-bear', attacker: '@plodding-ox' }] });
    expect(g.obj('plodding-ox').attack?.blocked).toBe(true);
    expect(isUnblocked(g.state, g.obj('plodding-ox'))).toBe(false);
  });

  it('509.1h: an attacking creature nobody blocked is unblocked once blockers are declared', () => {
    const g = play({
      players: [
        { id: 'p1', library: ['forest'], battlefield: [{ card: 'plodding-ox', attacking: 'p2' }] },
        { id: 'p2', library: ['forest'], battlefield: [{ card: 'sturdy-bear' }] },
      ],
      turn: { active: 'p1', step: 'declareAttackers' },
    });
    g.do({ type: 'advance', player: 'p1' });
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [] });
    expect(g.eventsOf('unblocked')).toEqual([expect.objectContaining({ rule: '509.1h' })]);
    expect(isUnblocked(g.state, g.obj('plodding-ox'))).toBe(true);
  });

  it('508.4d: entering attacking during the declare blockers step (sneak), it is unblocked at once: it can itself pay a second sneak cost', () => {
    const g = play({
      players: [
        {
          id: 'p1',
          hand: ['sewer-ambusher', 'back-alley-strike'],
          library: ['swamp'],
          battlefield: [{ card: 'sturdy-bear', attacking: 'p2', tapped: true }, ...lands('swamp', 4), ...lands('mountain', 3)],
        },
        { id: 'p2', library: ['mountain'], battlefield: [{ card: 'plodding-ox' }] },
      ],
      turn: { active: 'p1', step: 'declareBlockers', beginStep: true },
    });
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [] });
    g.do({ type: 'cast', player: 'p1', object: '@sewer-ambusher', method: 'sneak', costs: { returnToHand: ['@sturdy-bear'] } });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('unblocked')).toEqual([expect.objectContaining({ object: g.obj('sewer-ambusher').id, rule: '508.4d' })]);
    expect(isUnblocked(g.state, g.obj('sewer-ambusher'))).toBe(true);
    const r = applyAction(g.state, {
      type: 'cast',
      player: 'p1',
      object: g.obj('back-alley-strike').id,
      method: 'sneak',
      targets: [{ object: g.obj('plodding-ox').id }],
      costs: { returnToHand: [g.obj('sewer-ambusher').id] },
    });
    expect(r.ok).toBe(true);
  });
});
