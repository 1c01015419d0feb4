// Menace (702.111), hexproof (702.11) and indestructible (702.12).
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../base/cards.ts';
import { CATALOG } from '../testing/catalog.ts';
import { play } from '../testing/driver.ts';
import { legalActions } from '../legal.ts';

/** Test-only: "Target creature you control gains hexproof until end of turn." (instant, {G}) */
const VEIL: CardDef = {
  id: 'sudden-veil',
  name: 'Sudden Veil',
  manaCost: '{G}',
  types: ['instant'],
  abilities: [{ kind: 'spell', targets: [{ kind: 'object', filter: { types: ['creature'], controller: 'you' } }], effects: [{ do: 'gainKeyword', what: { target: 0 }, keyword: 'hexproof' }] }],
};
/** Test-only: a 2/2 with hexproof and ward {2}. */
const WARDED: CardDef = { id: 'warded-shell', name: 'Warded Shell', manaCost: '{1}{G}', types: ['creature'], power: 2, toughness: 2, abilities: [{ kind: 'keyword', keyword: 'hexproof' }, { kind: 'ward', cost: '{2}' }] };
const catalog = { ...CATALOG, [VEIL.id]: VEIL, [WARDED.id]: WARDED };

describe('menace (702.111)', () => {
  const attack = () => {
    const g = play({
      players: [{ id: 'p1', battlefield: [{ card: 'gloomhide-marauder', attacking: 'p2' }] }, { id: 'p2', battlefield: [{ card: 'sturdy-bear' }, { card: 'plodding-ox' }] }],
      turn: { active: 'p1', step: 'declareAttackers' },
    });
    return g.do({ type: 'advance', player: 'p1' });
  };

  it('702.111b: a creature with menace can’t be blocked by one creature alone', () => {
    const g = attack();
    g.rejects({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: '@sturdy-bear', attacker: '@gloomhide-marauder' }] }, 'menace-needs-two-blockers');
    // the engine's legal blocks: none, or both creatures together
    const legal = g.legal().filter((a) => a.type === 'declareBlockers');
    expect(legal.map((a) => (a.type === 'declareBlockers' ? a.blocks.length : -1)).sort()).toEqual([0, 2]);
    expect(legalActionsRejected(g)).toContain('menace-needs-two-blockers');
  });

  it('702.111b: two or more creatures can block it', () => {
    const g = attack();
    g.do({
      type: 'declareBlockers',
      player: 'p2',
      blocks: [
        { blocker: '@sturdy-bear', attacker: '@gloomhide-marauder' },
        { blocker: '@plodding-ox', attacker: '@gloomhide-marauder' },
      ],
    });
    expect(g.obj('gloomhide-marauder').attack?.blockedBy).toHaveLength(2);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.zoneOf('gloomhide-marauder')).toBe('graveyard');
  });
});

function legalActionsRejected(g: ReturnType<typeof play>): string[] {
  return legalActions(g.state).unavailable.map((u) => u.error);
}

describe('hexproof (702.11)', () => {
  it('702.11b: an opponent’s spell can’t target a permanent with hexproof; its controller’s can', () => {
    const g = play({
      players: [
        { id: 'p1', hand: ['ember-jab', 'brief-surge'], battlefield: [{ card: 'mountain' }, { card: 'forest' }, { card: 'mossveil-tortoise', id: 'mine' }] },
        { id: 'p2', battlefield: [{ card: 'mossveil-tortoise' }] },
      ],
      turn: { active: 'p1', step: 'main1' },
    });
    g.rejects({ type: 'cast', player: 'p1', object: '@ember-jab', targets: [{ object: '@mossveil-tortoise' }] }, 'illegal-target');
    expect(g.legal().some((a) => a.type === 'cast' && a.targets?.some((t) => 'object' in t && t.object === g.obj('mossveil-tortoise').id))).toBe(false);
    g.do({ type: 'cast', player: 'p1', object: '@brief-surge', targets: [{ object: '@mine' }] }).do({ type: 'advance', player: 'p1' });
    expect(g.chars('mine').power).toBe(4);
  });

  it('702.11b / 102.3: a teammate is no opponent: it may target the permanent', () => {
    const g = play({
      players: [
        { id: 'p1', archenemy: true, schemes: ['call-for-tribute'] },
        { id: 'p2', hand: ['brief-surge'], battlefield: [{ card: 'forest' }] },
        { id: 'p3', battlefield: [{ card: 'mossveil-tortoise' }] },
      ],
      turn: { active: 'p2', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p2', object: '@brief-surge', targets: [{ object: '@mossveil-tortoise' }] }).do({ type: 'advance', player: 'p2' });
    expect(g.chars('mossveil-tortoise').power).toBe(4);
  });

  it('702.11b / 702.21a: with hexproof and ward, an opponent can’t target it, so ward never triggers; its controller’s spell doesn’t trigger ward', () => {
    const g = play(
      {
        players: [
          { id: 'p1', hand: ['ember-jab'], battlefield: [{ card: 'mountain' }, { card: 'mountain' }, { card: 'mountain' }] },
          { id: 'p2', hand: ['brief-surge'], battlefield: [{ card: 'warded-shell' }, { card: 'forest' }] },
        ],
        turn: { active: 'p1', step: 'main1' },
      },
      catalog,
    );
    g.rejects({ type: 'cast', player: 'p1', object: '@ember-jab', targets: [{ object: '@warded-shell' }] }, 'illegal-target');
    expect(g.loggedOf('triggered')).toEqual([]);
  });

  it('702.11b / 608.2b: a creature that gains hexproof while a ward trigger waits: the ward trigger resolves, then the spell targeting it has an illegal target', () => {
    const g = play(
      {
        players: [
          { id: 'p1', hand: ['ember-jab'], battlefield: [{ card: 'mountain' }, { card: 'mountain' }, { card: 'mountain' }] },
          { id: 'p2', hand: ['sudden-veil'], battlefield: [{ card: 'glassward-heron' }, { card: 'forest' }] },
        ],
        turn: { active: 'p1', step: 'main1' },
      },
      catalog,
    );
    g.do({ type: 'cast', player: 'p1', object: '@ember-jab', targets: [{ object: '@glassward-heron' }] });
    expect(g.stackSources()).toEqual(['ember-jab', 'glassward-heron']);
    g.do({ type: 'pass', player: 'p1' });
    g.do({ type: 'cast', player: 'p2', object: '@sudden-veil', targets: [{ object: '@glassward-heron' }] });
    g.do({ type: 'pass', player: 'p2' }).do({ type: 'pass', player: 'p1' });
    expect(g.chars('glassward-heron').abilities.some((a) => a.def.kind === 'keyword' && a.def.keyword === 'hexproof')).toBe(true);
    // ward doesn't target (702.21a): its trigger still resolves, and p1 pays
    g.do({ type: 'pass', player: 'p1' }).do({ type: 'pass', player: 'p2' });
    expect(g.state.decision).toMatchObject({ kind: 'choose', player: 'p1', question: { kind: 'wardPayment' } });
    g.do({ type: 'choose', player: 'p1', option: 'pay' });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.loggedOf('fizzled')).toEqual([expect.objectContaining({ rule: '608.2b' })]);
    expect(g.obj('glassward-heron').damage).toBe(0);
  });
});

describe('indestructible (702.12)', () => {
  const withColossus = (p1: { hand?: string[]; lands?: string[] }, colossus: object = {}) =>
    play({
      players: [
        { id: 'p1', hand: p1.hand ?? [], battlefield: (p1.lands ?? []).map((card) => ({ card })) },
        { id: 'p2', battlefield: [{ card: 'bastion-colossus', ...colossus }, { card: 'sturdy-bear' }] },
      ],
      turn: { active: 'p1', step: 'main1' },
    });

  it('702.12b / 704.5g: lethal damage marked on it doesn’t destroy it', () => {
    const g = withColossus({ hand: ['ember-jab'], lands: ['mountain'] }, { damage: 3 });
    g.do({ type: 'cast', player: 'p1', object: '@ember-jab', targets: [{ object: '@bastion-colossus' }] }).do({ type: 'advance', player: 'p1' });
    expect(g.obj('bastion-colossus').damage).toBe(5);
    expect(g.zoneOf('bastion-colossus')).toBe('battlefield');
    expect(g.eventsOf('destroyed')).toEqual([]);
  });

  it('702.12b / 701.8: "destroy" effects don’t destroy it; other creatures are destroyed', () => {
    const g = withColossus({ hand: ['sudden-collapse', 'final-reckoning'], lands: ['swamp', 'swamp', 'plains', 'plains', 'plains', 'plains', 'plains'] });
    g.do({ type: 'cast', player: 'p1', object: '@sudden-collapse', targets: [{ object: '@bastion-colossus' }] }).do({ type: 'advance', player: 'p1' });
    expect(g.zoneOf('bastion-colossus')).toBe('battlefield');
    expect(g.zoneOf('sudden-collapse')).toBe('graveyard');
    g.do({ type: 'cast', player: 'p1', object: '@final-reckoning' }).do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('destroyed').map((e) => e.object)).toHaveLength(1);
    expect(g.zoneOf('sturdy-bear')).toBe('graveyard');
    expect(g.zoneOf('bastion-colossus')).toBe('battlefield');
  });

  it('704.5f: toughness 0 or less still puts it into its owner’s graveyard (not destruction)', () => {
    const g = withColossus({}, { counters: { '-1/-1': 4 } });
    expect(g.zoneOf('bastion-colossus')).toBe('graveyard');
    expect(g.loggedOf('zoneChanged').find((e) => e.cards.includes('bastion-colossus'))).toMatchObject({ rule: '704.5f', reason: 'sba' });
  });
});
