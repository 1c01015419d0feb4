// Casting spells (601), activating abilities (602), mana abilities (605), costs (118), timing.
import { describe, expect, it } from 'vitest';
import { play } from '../testing/driver.ts';

describe('casting spells and paying costs (601, 118)', () => {
  it('601.2a/601.2h: casting moves the card to the stack and lands are tapped for mana into the pool, which pays the cost (106.4)', () => {
    const g = play({
      players: [{ id: 'p1', hand: ['plodding-ox'], battlefield: [{ card: 'forest' }, { card: 'forest' }, { card: 'plains' }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p1', object: '@plodding-ox' });
    expect(g.zoneOf('plodding-ox')).toBe('stack');
    expect(g.eventsOf('manaAdded').map((e) => e.mana).sort()).toEqual(['G', 'G', 'W']);
    expect(g.eventsOf('manaSpent').reduce((n, e) => n + e.amount, 0)).toBe(3);
    expect(['forest', 'forest-2', 'plains'].every((c) => g.obj(c).tapped)).toBe(true);
    expect(g.state.player.p1?.manaPool).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.zoneOf('plodding-ox')).toBe('battlefield');
  });

  it('605.3b: a mana ability doesn’t use the stack; mana in the pool pays a later cost', () => {
    const g = play({
      players: [{ id: 'p1', hand: ['restful-sip'], battlefield: [{ card: 'plains' }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'activate', player: 'p1', object: '@plains', ability: 'plains:0' });
    expect(g.stackSize()).toBe(0);
    expect(g.eventsOf('manaAbilityActivated')).toHaveLength(1);
    expect(g.state.player.p1?.manaPool.W).toBe(1);
    g.do({ type: 'cast', player: 'p1', object: '@restful-sip' });
    expect(g.state.player.p1?.manaPool.W).toBe(0);
    expect(g.eventsOf('manaAdded')).toHaveLength(0);
  });

  it.each([
    ['the wrong colour', ['forest'], 'restful-sip'],
    ['too little mana', ['plains'], 'tovi-gate-warden'],
    ['tapped lands', [], 'restful-sip'],
  ])('601.2h: a cost that can’t be paid (%s) is rejected and nothing changes', (_why, lands, card) => {
    const g = play({
      players: [{ id: 'p1', hand: [card], battlefield: [...lands.map((l) => ({ card: l })), { card: 'plains', id: 'tapped-plains', tapped: true }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    const before = g.state;
    g.rejects({ type: 'cast', player: 'p1', object: `@${card}` }, 'cannot-pay');
    expect(g.state).toBe(before);
  });

  it('307.1: a creature or sorcery is cast only in your main phase with an empty stack; an instant any time you have priority', () => {
    const g = play({
      players: [
        { id: 'p1', hand: ['sturdy-bear', 'muster-call', 'restful-sip'], battlefield: [{ card: 'forest' }, { card: 'plains' }, { card: 'plains' }, { card: 'plains' }] },
        { id: 'p2', hand: ['sturdy-bear'], battlefield: [{ card: 'forest' }, { card: 'forest' }] },
      ],
      turn: { active: 'p1', step: 'beginCombat' },
    });
    g.rejects({ type: 'cast', player: 'p1', object: '@sturdy-bear' }, 'sorcery-timing');
    g.rejects({ type: 'cast', player: 'p1', object: '@muster-call' }, 'sorcery-timing');
    g.do({ type: 'cast', player: 'p1', object: '@restful-sip' });
    g.do({ type: 'pass', player: 'p1' });
    // not p2's turn
    g.rejects({ type: 'cast', player: 'p2', object: '@sturdy-bear-2' }, 'sorcery-timing');
  });

  it('601.2c: targets are chosen as the spell is cast: the number and legality are checked', () => {
    const g = play({
      players: [{ id: 'p1', hand: ['ember-jab'], battlefield: [{ card: 'mountain' }, { card: 'plains' }] }, { id: 'p2', battlefield: [{ card: 'sturdy-bear' }] }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.rejects({ type: 'cast', player: 'p1', object: '@ember-jab' }, 'wrong-target-count');
    g.rejects({ type: 'cast', player: 'p1', object: '@ember-jab', targets: [{ object: '@plains' }] }, 'illegal-target');
    g.rejects({ type: 'cast', player: 'p1', object: '@ember-jab', targets: [{ player: 'p2' }] }, 'illegal-target');
    g.do({ type: 'cast', player: 'p1', object: '@ember-jab', targets: [{ object: '@sturdy-bear' }] });
    expect(g.eventsOf('spellCast')[0]?.targets).toEqual([{ object: g.obj('sturdy-bear').id }]);
  });

  it('118.9/601.2b: an alternative cost is one choice; a method the card doesn’t have is rejected', () => {
    const g = play({
      players: [{ id: 'p1', hand: ['plodding-ox'], battlefield: [{ card: 'forest' }, { card: 'forest' }, { card: 'forest' }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.rejects({ type: 'cast', player: 'p1', object: '@plodding-ox', method: 'sneak' }, 'no-such-alternative');
    g.rejects({ type: 'cast', player: 'p1', object: '@plodding-ox', method: 'mutate' }, 'no-such-alternative');
    g.rejects({ type: 'cast', player: 'p1', object: '@plodding-ox', method: 'bogus' as never }, 'no-such-alternative');
  });

  it('601.2: only cards in your own hand are cast; lands are played, not cast (305.9)', () => {
    const g = play({
      players: [
        { id: 'p1', hand: ['forest'], graveyard: ['restful-sip'], battlefield: [{ card: 'plains' }] },
        { id: 'p2', hand: ['restful-sip'] },
      ],
      turn: { active: 'p1', step: 'main1' },
    });
    g.rejects({ type: 'cast', player: 'p1', object: '@forest' }, 'not-a-spell-card');
    g.rejects({ type: 'cast', player: 'p1', object: '@restful-sip' }, 'not-in-hand');
    g.rejects({ type: 'cast', player: 'p1', object: '@restful-sip-2' }, 'not-in-hand');
  });
});

describe('activating abilities (602) and their costs', () => {
  it('302.6: a creature’s {T} ability can’t be activated unless it has been under control since the turn began; a noncreature artifact’s can', () => {
    const g = play({
      players: [{ id: 'p1', battlefield: [{ card: 'watchtower-scout', sick: true }, { card: 'mending-stone', sick: true }, { card: 'forest', sick: true }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.rejects({ type: 'activate', player: 'p1', object: '@watchtower-scout', ability: 'watchtower-scout:0' }, 'summoning-sick');
    g.do({ type: 'activate', player: 'p1', object: '@mending-stone', ability: 'mending-stone:0' });
    expect(g.eventsOf('abilityActivated')).toHaveLength(1);
    expect(g.obj('mending-stone').tapped).toBe(true);
    // a land that entered this turn can tap for mana
    g.do({ type: 'activate', player: 'p1', object: '@forest', ability: 'forest:0' });
    expect(g.state.player.p1?.manaPool.G).toBe(1);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.life('p1')).toBe(21);
  });

  it('602.2b: a {T} cost can’t be paid by a tapped permanent', () => {
    const g = play({
      players: [{ id: 'p1', battlefield: [{ card: 'mending-stone', tapped: true }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.rejects({ type: 'activate', player: 'p1', object: '@mending-stone', ability: 'mending-stone:0' }, 'tap-cost-tapped');
  });

  it('602.5d: "activate only as a sorcery" needs your main phase and an empty stack; targets are chosen (602.2b)', () => {
    const g = play({
      players: [
        { id: 'p1', hand: ['restful-sip'], battlefield: [{ card: 'drill-instructor' }, { card: 'plains' }, { card: 'plains' }] },
        { id: 'p2', battlefield: [{ card: 'sturdy-bear' }] },
      ],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p1', object: '@restful-sip' });
    g.rejects({ type: 'activate', player: 'p1', object: '@drill-instructor', ability: 'drill-instructor:0', targets: [{ object: '@drill-instructor' }] }, 'sorcery-timing');
    g.do({ type: 'advance', player: 'p1' });
    g.rejects({ type: 'activate', player: 'p1', object: '@drill-instructor', ability: 'drill-instructor:0' }, 'wrong-target-count');
    g.do({ type: 'activate', player: 'p1', object: '@drill-instructor', ability: 'drill-instructor:0', targets: [{ object: '@drill-instructor' }] });
    expect(g.stackSize()).toBe(1);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.obj('drill-instructor').counters['+1/+1']).toBe(1);
    expect(g.chars('drill-instructor').power).toBe(2);
    const h = play({
      players: [{ id: 'p1' }, { id: 'p2', battlefield: [{ card: 'drill-instructor' }, { card: 'plains' }] }],
      turn: { active: 'p1', step: 'main1' },
    });
    h.do({ type: 'pass', player: 'p1' });
    h.rejects({ type: 'activate', player: 'p2', object: '@drill-instructor', ability: 'drill-instructor:0', targets: [{ object: '@drill-instructor' }] }, 'sorcery-timing');
  });

  it('602.2: you can activate only abilities of permanents you control, and only abilities they have', () => {
    const g = play({
      players: [{ id: 'p1', hand: ['mending-stone'] }, { id: 'p2', battlefield: [{ card: 'mending-stone', id: 'their-stone' }] }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.rejects({ type: 'activate', player: 'p1', object: '@their-stone', ability: 'mending-stone:0' }, 'not-your-object');
    g.rejects({ type: 'activate', player: 'p1', object: '@mending-stone', ability: 'mending-stone:0' }, 'wrong-zone');
    g.do({ type: 'pass', player: 'p1' });
    g.rejects({ type: 'activate', player: 'p2', object: '@their-stone', ability: 'mending-stone:7' }, 'unknown-ability');
  });

  it('118.3/701.21a: a "sacrifice a creature" cost: the chosen creature goes to the graveyard as the cost is paid', () => {
    const g = play({
      players: [{ id: 'p1', battlefield: [{ card: 'offering-altar' }, { card: 'sturdy-bear' }, { card: 'forest' }] }, { id: 'p2', battlefield: [{ card: 'plodding-ox' }] }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.rejects({ type: 'activate', player: 'p1', object: '@offering-altar', ability: 'offering-altar:0' }, 'illegal-cost-choice');
    g.rejects({ type: 'activate', player: 'p1', object: '@offering-altar', ability: 'offering-altar:0', costs: { sacrifice: ['@forest'] } }, 'illegal-cost-choice');
    g.rejects({ type: 'activate', player: 'p1', object: '@offering-altar', ability: 'offering-altar:0', costs: { sacrifice: ['@plodding-ox'] } }, 'illegal-cost-choice');
    g.do({ type: 'activate', player: 'p1', object: '@offering-altar', ability: 'offering-altar:0', costs: { sacrifice: ['@sturdy-bear'] } });
    expect(g.zoneOf('sturdy-bear')).toBe('graveyard');
    expect(g.eventsOf('sacrificed')).toHaveLength(1);
    expect(g.stackSize()).toBe(1);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.life('p1')).toBe(22);
  });

  it('118.3/701.21a: one object pays one cost: the permanent sacrificed for "Sacrifice this" can’t also be "a creature"', () => {
    const g = play({
      players: [{ id: 'p1', battlefield: [{ card: 'twinned-effigy' }, { card: 'sturdy-bear' }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.rejects({ type: 'activate', player: 'p1', object: '@twinned-effigy', ability: 'twinned-effigy:0', costs: { sacrifice: ['@twinned-effigy'] } }, 'one-object-one-cost');
    g.do({ type: 'activate', player: 'p1', object: '@twinned-effigy', ability: 'twinned-effigy:0', costs: { sacrifice: ['@sturdy-bear'] } });
    expect(g.zoneOf('twinned-effigy')).toBe('graveyard');
    expect(g.zoneOf('sturdy-bear')).toBe('graveyard');
    g.do({ type: 'advance', player: 'p1' });
    expect(g.life('p1')).toBe(24);
  });

  it('118.3: a "return a creature you control to its owner’s hand" cost moves it as the cost is paid', () => {
    const g = play({
      players: [{ id: 'p1', battlefield: [{ card: 'homeward-beacon' }, { card: 'sturdy-bear' }, { card: 'forest' }] }, { id: 'p2', battlefield: [{ card: 'plodding-ox' }] }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.rejects({ type: 'activate', player: 'p1', object: '@homeward-beacon', ability: 'homeward-beacon:0', costs: { returnToHand: ['@plodding-ox'] } }, 'illegal-cost-choice');
    g.rejects({ type: 'activate', player: 'p1', object: '@homeward-beacon', ability: 'homeward-beacon:0', costs: { returnToHand: ['@sturdy-bear'], sacrifice: ['@sturdy-bear'] } }, 'illegal-cost-choice');
    g.do({ type: 'activate', player: 'p1', object: '@homeward-beacon', ability: 'homeward-beacon:0', costs: { returnToHand: ['@sturdy-bear'] } });
    expect(g.zoneOf('sturdy-bear')).toBe('hand');
    expect(g.obj('forest').tapped).toBe(true);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.life('p1')).toBe(21);
  });

  it('116.2b/116.3: turning a face-down permanent face up is a special action: no stack, and the player keeps priority', () => {
    const g = play({
      players: [
        { id: 'p1', battlefield: [{ card: 'cloaked-gate-guard', faceDown: true }, { card: 'plains' }, { card: 'plains' }] },
        { id: 'p2', battlefield: [{ card: 'hooded-informant', faceDown: true, id: 'hidden-informant' }] },
      ],
      turn: { active: 'p1', step: 'upkeep' },
    });
    expect(g.chars('cloaked-gate-guard').name).toBeNull();
    g.rejects({ type: 'turnFaceUp', player: 'p1', object: '@hidden-informant' }, 'not-your-object');
    g.do({ type: 'turnFaceUp', player: 'p1', object: '@cloaked-gate-guard' });
    expect(g.stackSize()).toBe(0);
    expect(g.state.turn.priority).toBe('p1');
    expect(g.chars('cloaked-gate-guard')).toEqual(expect.objectContaining({ name: 'Cloaked Gate Guard', power: 2, toughness: 3 }));
    expect(g.eventsOf('manaSpent').reduce((n, e) => n + e.amount, 0)).toBe(2);
  });
});
