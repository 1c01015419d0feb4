// Sneak (702.190, 506.3, 508.4): engine tests, one or more per ruling of content/mechanics/sneak/en.md.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, startGame, type Action, type GameSetup, type SetupPermanent } from '../index.ts';
import { CATALOG } from '../testing/catalog.ts';
import { play } from '../testing/driver.ts';
import { checkConservation, checkInvariants } from '../testing/invariants.ts';

const lands = (card: string, n: number): SetupPermanent[] => Array.from({ length: n }, () => ({ card }));

/**
 * p1's declare blockers step is beginning: Sturdy Bear (and any `attackers`) attack p2, who is
 * about to declare blockers. p1 has swamps and mountains and the sneak cards in hand.
 */
function combat(opts: { hand?: string[]; attackers?: SetupPermanent[]; p2?: SetupPermanent[]; p2hand?: string[]; players?: 3 } = {}): GameSetup {
  const target = opts.players === 3 ? 'p3' : 'p2';
  return {
    players: [
      {
        id: 'p1',
        hand: opts.hand ?? ['sewer-ambusher', 'back-alley-strike'],
        library: ['swamp', 'swamp', 'swamp'],
        battlefield: [{ card: 'sturdy-bear', attacking: target, tapped: true }, ...(opts.attackers ?? []), ...lands('swamp', 4), ...lands('mountain', 3)],
      },
      { id: 'p2', library: ['mountain', 'mountain'], hand: opts.p2hand ?? [], battlefield: [...lands('mountain', 2), ...(opts.p2 ?? [])] },
      ...(opts.players === 3 ? [{ id: 'p3', library: ['mountain'], battlefield: lands('mountain', 1) }] : []),
    ],
    turn: { active: 'p1', step: 'declareBlockers', beginStep: true },
  };
}

/** The same position in p1's precombat main phase, before combat: no creature is attacking yet (506.1, 508.1). */
function main1(): GameSetup {
  const setup = combat();
  return {
    players: setup.players.map((p) => ({ ...p, battlefield: (p.battlefield ?? []).map(({ attacking: _attacking, ...perm }) => perm) })),
    turn: { active: 'p1', step: 'main1' },
  };
}

const sneakAmbusher: Extract<Action, { type: 'cast' }> = { type: 'cast', player: 'p1', object: '@sewer-ambusher', method: 'sneak', costs: { returnToHand: ['@sturdy-bear'] } };

describe('sneak', () => {
  it('sneak-r1, sneak-r12 (702.190a, 509.1, 509.2): only in your declare blockers step, once blockers are declared', () => {
    // precombat main phase: wrong step
    const main = play(main1());
    main.rejects({ ...sneakAmbusher }, 'sneak-wrong-step');
    // the declare blockers step has begun, but the defending player is still deciding: nobody has priority
    const g = play(combat());
    expect(g.state.decision).toMatchObject({ kind: 'declareBlockers', player: 'p2' });
    g.rejects({ ...sneakAmbusher }, 'decision-pending');
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [] });
    expect(legalActions(g.state).actions).toContainEqual(expect.objectContaining({ type: 'cast', method: 'sneak' }));
    g.do({ ...sneakAmbusher });
    expect(g.zoneOf('sewer-ambusher')).toBe('stack');
    // combat damage step: too late
    const late = play(combat());
    late.do({ type: 'declareBlockers', player: 'p2', blocks: [] }).do({ type: 'advance', player: 'p1' });
    expect(late.state.turn.step).toBe('combatDamage');
    late.rejects({ ...sneakAmbusher }, 'sneak-wrong-step');
  });

  it('sneak-r1 (702.190a): not in an opponent\'s declare blockers step', () => {
    const g = play({
      players: [
        { id: 'p1', hand: ['sewer-ambusher'], battlefield: [{ card: 'sturdy-bear' }, ...lands('swamp', 2)] },
        { id: 'p2', battlefield: [{ card: 'sturdy-bear', id: 'their-bear', attacking: 'p1', tapped: true }] },
      ],
      turn: { active: 'p2', step: 'declareBlockers', beginStep: true },
    });
    g.do({ type: 'declareBlockers', player: 'p1', blocks: [] }).do({ type: 'pass', player: 'p2' });
    expect(g.state.turn.priority).toBe('p1');
    g.rejects({ ...sneakAmbusher }, 'sneak-not-your-turn');
  });

  it('sneak-r2 (702.190a, 117.1a, 117.7): cast at instant timing, in response to a spell', () => {
    const g = play(combat({ p2hand: ['street-flare'] }));
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [] }).do({ type: 'pass', player: 'p1' });
    g.do({ type: 'cast', player: 'p2', object: '@street-flare', targets: [{ object: g.obj('sturdy-bear').id }] });
    g.do({ type: 'pass', player: 'p2' });
    expect(g.state.turn.priority).toBe('p1');
    g.do({ ...sneakAmbusher });
    expect(g.stackSources()).toEqual(['street-flare', 'sewer-ambusher']);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.zoneOf('sewer-ambusher')).toBe('battlefield');
    // the Flare's only target went back to hand with the sneak cost: it doesn't resolve
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('fizzled')).toHaveLength(1);
    expect(g.zoneOf('sturdy-bear')).toBe('hand');
  });

  it('sneak-r3 (702.190a, 118.9): the cost is the sneak mana plus returning an unblocked attacking creature you control', () => {
    const g = play(combat({ attackers: [{ card: 'rooftop-lookout', attacking: 'p2', tapped: true }], p2: [{ card: 'sturdy-bear', id: 'wall' }] }));
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: '@wall', attacker: '@rooftop-lookout' }] });
    g.rejects({ type: 'cast', player: 'p1', object: '@sewer-ambusher', method: 'sneak' }, 'sneak-needs-unblocked-attacker');
    // a blocked attacker can't pay it
    g.rejects({ ...sneakAmbusher, costs: { returnToHand: ['@rooftop-lookout'] } }, 'illegal-cost-choice');
    // nor a creature that isn't attacking, nor an opponent's
    g.rejects({ ...sneakAmbusher, costs: { returnToHand: ['@wall'] } }, 'illegal-cost-choice');
    g.do({ ...sneakAmbusher });
    const spent = g.eventsOf('manaSpent').reduce((n, e) => n + e.amount, 0);
    expect(spent).toBe(2); // {1}{B}, not {3}{B}
    expect(g.zoneOf('sturdy-bear')).toBe('hand');
    expect(g.eventsOf('spellCast')[0]).toMatchObject({ alternative: 'sneak' });
  });

  it('sneak-r4 (601.2h, 601.2i): the creature is back in hand before anyone can respond', () => {
    const g = play(combat({ p2hand: ['street-flare'] }));
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [] }).do({ ...sneakAmbusher });
    const types = g.events.map((e) => e.type);
    expect(types.indexOf('zoneChanged')).toBeLessThan(types.indexOf('spellCast'));
    expect(g.eventsOf('returnedForSneak')).toHaveLength(1);
    expect(g.zoneOf('sturdy-bear')).toBe('hand');
    g.do({ type: 'pass', player: 'p1' });
    // p2 can respond to the spell, but the returned creature is no longer something to target
    const flares = legalActions(g.state).actions.filter((a) => a.type === 'cast');
    const bearObj = g.obj('sturdy-bear').id;
    expect(flares.some((a) => a.type === 'cast' && a.targets?.some((t) => 'object' in t && t.object === bearObj))).toBe(false);
    g.rejects({ type: 'cast', player: 'p2', object: '@street-flare', targets: [{ object: bearObj }] }, 'illegal-target');
  });

  it('sneak-r5, sneak-r6, sneak-r13 (702.190b, 508.4): it enters tapped and attacking the player the returned creature attacked, with no choice', () => {
    const g = play(combat({ players: 3 }));
    expect(g.state.decision).toMatchObject({ kind: 'declareBlockers', player: 'p3' });
    g.do({ type: 'declareBlockers', player: 'p3', blocks: [] }).do({ ...sneakAmbusher }).do({ type: 'advance', player: 'p1' });
    const amb = g.obj('sewer-ambusher');
    expect(amb.zone).toBe('battlefield');
    expect(amb.tapped).toBe(true);
    expect(amb.attack).toMatchObject({ target: 'p3', declared: false, blocked: false });
    // no decision was asked about whom it attacks (p2 is also an opponent)
    expect(g.loggedOf('decisionRequired')).toHaveLength(0);
    expect(g.state.decision).toBeNull();
    expect(g.eventsOf('entered')[0]).toMatchObject({ tapped: true, attacking: 'p3', rule: '702.190b' });
  });

  it('sneak-r5 (702.190b, 506.3c, 508.4a): if the player the returned creature attacked has left the game, it enters tapped but not attacking', () => {
    const setup = combat({ players: 3 });
    const p3 = setup.players[2];
    if (p3) p3.life = 0;
    // blockers already declared (none): p1 has priority, and p3 loses as state-based actions are checked (704.5a)
    const g = play({ ...setup, turn: { active: 'p1', step: 'declareBlockers' } });
    expect(g.state.player.p3?.lost).toBe(true);
    expect(g.state.over).toBe(false);
    expect(g.state.decision).toBeNull();
    g.do({ ...sneakAmbusher }).do({ type: 'advance', player: 'p1' });
    const amb = g.obj('sewer-ambusher');
    expect(amb.zone).toBe('battlefield');
    expect(amb.tapped).toBe(true);
    expect(amb.attack).toBeUndefined();
  });

  it('sneak-r7 (508.4d, 506.3d): a new unblocked attacker; no new blocks; it deals combat damage', () => {
    const g = play(combat({ p2: [{ card: 'rooftop-lookout', id: 'their-lookout' }] }));
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [] }).do({ ...sneakAmbusher }).do({ type: 'advance', player: 'p1' });
    expect(g.obj('sewer-ambusher').attack?.blocked).toBe(false);
    // the defender's untapped creature never gets to block it
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.turn.step).toBe('combatDamage');
    expect(g.loggedOf('blockersDeclared')).toHaveLength(1);
    expect(g.life('p2')).toBe(17);
  });

  it('sneak-r8, sneak-r9 (702.190a): a sorcery with sneak: instant timing in the declare blockers step, same cost', () => {
    const g = play(combat({ p2: [{ card: 'rooftop-lookout', id: 'their-lookout' }], p2hand: ['street-flare'] }));
    g.rejects({ type: 'cast', player: 'p1', object: '@back-alley-strike', method: 'sneak', targets: [{ object: '@their-lookout' }], costs: { returnToHand: ['@sturdy-bear'] } }, 'decision-pending');
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [] }).do({ type: 'pass', player: 'p1' });
    g.do({ type: 'cast', player: 'p2', object: '@street-flare', targets: [{ object: g.obj('sturdy-bear').id }] });
    g.do({ type: 'pass', player: 'p2' });
    // normally a sorcery can't be cast now; for its sneak cost it can, in response
    g.rejects({ type: 'cast', player: 'p1', object: '@back-alley-strike', targets: [{ object: '@their-lookout' }] }, 'sorcery-timing');
    g.do({ type: 'cast', player: 'p1', object: '@back-alley-strike', method: 'sneak', targets: [{ object: '@their-lookout' }], costs: { returnToHand: ['@sturdy-bear'] } });
    expect(g.zoneOf('sturdy-bear')).toBe('hand');
    expect(g.eventsOf('manaSpent').reduce((n, e) => n + e.amount, 0)).toBe(1);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.zoneOf('their-lookout')).toBe('graveyard');
    expect(g.zoneOf('back-alley-strike')).toBe('graveyard');
    // in the precombat main phase its sneak cost can't be used
    const main = play(main1());
    main.rejects({ type: 'cast', player: 'p1', object: '@back-alley-strike', method: 'sneak', targets: [{ object: '@sturdy-bear' }], costs: { returnToHand: ['@sturdy-bear'] } }, 'sneak-wrong-step');
  });

  it('sneak-r8 (702.190b, 506.3a): a noncreature permanent cast for its sneak cost enters tapped but never attacking', () => {
    const g = play(combat({ hand: ['smoke-bomb-cache'] }));
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [] });
    g.do({ type: 'cast', player: 'p1', object: '@smoke-bomb-cache', method: 'sneak', costs: { returnToHand: ['@sturdy-bear'] } });
    g.do({ type: 'advance', player: 'p1' });
    const cache = g.obj('smoke-bomb-cache');
    expect(cache.zone).toBe('battlefield');
    expect(cache.tapped).toBe(true);
    expect(cache.attack).toBeUndefined();
  });

  it('sneak-r10, sneak-r11 (118.9b, 702.190b): cast normally for its mana cost: nothing returns, it enters untapped and not attacking', () => {
    const g = play(main1());
    // its normal timing: not at instant speed
    const inCombat = play(combat());
    inCombat.do({ type: 'declareBlockers', player: 'p2', blocks: [] });
    inCombat.rejects({ type: 'cast', player: 'p1', object: '@sewer-ambusher' }, 'sorcery-timing');
    g.rejects({ type: 'cast', player: 'p1', object: '@sewer-ambusher', costs: { returnToHand: ['@sturdy-bear'] } }, 'illegal-cost-choice');
    g.do({ type: 'cast', player: 'p1', object: '@sewer-ambusher' });
    expect(g.eventsOf('manaSpent').reduce((n, e) => n + e.amount, 0)).toBe(4);
    expect(g.eventsOf('spellCast')[0]?.alternative).toBeUndefined();
    g.do({ type: 'advance', player: 'p1' });
    const amb = g.obj('sewer-ambusher');
    expect(amb.tapped).toBe(false);
    expect(amb.attack).toBeUndefined();
    expect(g.zoneOf('sturdy-bear')).toBe('battlefield');
  });

  it('sneak-r14 (508.4): a creature put onto the battlefield attacking never "attacked": no attack trigger; declared next turn, it triggers', () => {
    const g = play(combat());
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [] }).do({ ...sneakAmbusher }).do({ type: 'advance', player: 'p1' });
    expect(g.obj('sewer-ambusher').attack).toBeDefined();
    expect(g.loggedOf('triggered')).toHaveLength(0);
    expect(g.life('p2')).toBe(20);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.life('p2')).toBe(17); // combat damage only
    // p1's next turn: declared as an attacker, its ability triggers
    for (let i = 0; i < 30 && !(g.state.turn.active === 'p1' && g.state.decision?.kind === 'declareAttackers'); i++) {
      const d = g.state.decision;
      if (d?.kind === 'declareAttackers') g.do({ type: 'declareAttackers', player: d.player, attackers: [] });
      else if (d?.kind === 'declareBlockers') g.do({ type: 'declareBlockers', player: d.player, blocks: [] });
      else g.do({ type: 'advance', player: g.state.turn.priority ?? '', to: 'declareAttackers' });
    }
    g.do({ type: 'declareAttackers', player: 'p1', attackers: [{ object: '@sewer-ambusher', target: 'p2' }] });
    expect(g.eventsOf('triggered')).toHaveLength(1);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.life('p2')).toBe(16);
  });

  it('sneak: random legal play keeps the invariants (property)', () => {
    const start = startGame(
      {
        players: [
          {
            id: 'p1',
            hand: ['sewer-ambusher', 'back-alley-strike'],
            library: ['swamp', 'swamp', 'swamp'],
            battlefield: [{ card: 'sturdy-bear', attacking: 'p2', tapped: true }, { card: 'rooftop-lookout', attacking: 'p2', tapped: true }, ...lands('swamp', 2), { card: 'mountain' }],
          },
          { id: 'p2', hand: ['street-flare'], library: ['mountain', 'mountain'], battlefield: [{ card: 'mountain' }, { card: 'sturdy-bear', id: 'wall' }] },
        ],
        turn: { active: 'p1', step: 'declareBlockers', beginStep: true },
      },
      CATALOG,
    ).state;
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 40, maxLength: 40 }), (picks) => {
        let s = start;
        checkInvariants(s);
        for (const pick of picks) {
          if (s.over) break;
          const { actions } = legalActions(s);
          if (actions.length === 0) break;
          const a = actions[pick % actions.length];
          if (!a) break;
          const r = applyAction(s, a);
          expect(r.ok).toBe(true);
          if (!r.ok) break;
          checkInvariants(r.state);
          checkConservation(s, r.state);
          // 508.4: a sneaked creature is never a declared attacker
          for (const o of Object.values(r.state.objects)) if (o.attack && !o.attack.declared) expect(o.tapped).toBe(true);
          s = r.state;
        }
      }),
      { numRuns: 15, seed: 5 },
    );
  }, 20_000);
});
