// State-based actions (704): each one is reported as an event with its rule.
import { describe, expect, it } from 'vitest';
import { play } from '../testing/driver.ts';

describe('state-based actions (704)', () => {
  it('704.5a: a player with 0 or less life loses; 104.2a: the other player wins', () => {
    const g = play({
      players: [{ id: 'p1', battlefield: [{ card: 'plodding-ox', attacking: 'p2' }] }, { id: 'p2', life: 3 }],
      turn: { active: 'p1', step: 'declareAttackers' },
    });
    g.do({ type: 'advance', player: 'p1' });
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [] });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.life('p2')).toBe(0);
    expect(g.eventsOf('playerLost')).toEqual([{ type: 'playerLost', player: 'p2', reason: 'life', rule: '704.5a' }]);
    expect(g.eventsOf('gameOver')).toEqual([{ type: 'gameOver', winningTeam: g.state.player.p1?.team, rule: '104.2a' }]);
    expect(g.state.over).toBe(true);
    g.rejects({ type: 'pass', player: 'p1' }, 'game-over');
  });

  it('704.5g: a creature with lethal damage is destroyed', () => {
    const g = play({
      players: [{ id: 'p1', hand: ['ember-jab'], battlefield: [{ card: 'mountain' }] }, { id: 'p2', battlefield: [{ card: 'sturdy-bear' }] }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p1', object: '@ember-jab', targets: [{ object: '@sturdy-bear' }] }).do({ type: 'advance', player: 'p1' });
    expect(g.zoneOf('sturdy-bear')).toBe('graveyard');
    expect(g.eventsOf('destroyed')).toHaveLength(1);
    expect(g.eventsOf('zoneChanged').find((e) => e.cards.includes('sturdy-bear'))).toEqual(
      expect.objectContaining({ from: 'battlefield', to: 'graveyard', rule: '704.5g' }),
    );
  });

  it('704.5g: damage that is not lethal stays marked', () => {
    const g = play({
      players: [{ id: 'p1', hand: ['ember-jab'], battlefield: [{ card: 'mountain' }] }, { id: 'p2', battlefield: [{ card: 'plodding-ox' }] }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p1', object: '@ember-jab', targets: [{ object: '@plodding-ox' }] }).do({ type: 'advance', player: 'p1' });
    expect(g.zoneOf('plodding-ox')).toBe('battlefield');
    expect(g.obj('plodding-ox').damage).toBe(2);
  });

  it('704.5f: a creature with toughness 0 or less is put into its owner’s graveyard (not destroyed)', () => {
    const g = play({
      players: [{ id: 'p1', hand: ['withering-gnat'], battlefield: [{ card: 'swamp' }, { card: 'swamp' }] }, { id: 'p2', battlefield: [{ card: 'lantern-keeper' }] }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p1', object: '@withering-gnat' }).do({ type: 'advance', player: 'p1' });
    g.do({ type: 'chooseTargets', player: 'p1', targets: [{ object: '@lantern-keeper' }] }).do({ type: 'advance', player: 'p1' });
    expect(g.zoneOf('lantern-keeper')).toBe('graveyard');
    expect(g.eventsOf('destroyed')).toHaveLength(0);
    expect(g.eventsOf('zoneChanged').find((e) => e.cards.includes('lantern-keeper'))?.rule).toBe('704.5f');
  });

  it.each([
    [2, 1, { '+1/+1': 1 }],
    [1, 3, { '-1/-1': 2 }],
    [2, 2, {}],
  ])('704.5q: %i +1/+1 and %i -1/-1 counters annihilate in pairs', (plus, minus, left) => {
    const g = play({
      players: [{ id: 'p1', battlefield: [{ card: 'plodding-ox', counters: { '+1/+1': plus, '-1/-1': minus } }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    expect(g.obj('plodding-ox').counters).toEqual(left);
    expect(g.loggedOf('countersAnnihilated')).toEqual([expect.objectContaining({ amount: Math.min(plus, minus), rule: '704.5q' })]);
    expect(g.chars('plodding-ox').power).toBe(3 + plus - minus);
  });

  it('704.5q: a -1/-1 counter put on a creature with a +1/+1 counter removes both', () => {
    const g = play({
      players: [{ id: 'p1', hand: ['withering-gnat'], battlefield: [{ card: 'swamp' }, { card: 'swamp' }] }, { id: 'p2', battlefield: [{ card: 'sturdy-bear', counters: { '+1/+1': 1 } }] }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p1', object: '@withering-gnat' }).do({ type: 'advance', player: 'p1' });
    g.do({ type: 'chooseTargets', player: 'p1', targets: [{ object: '@sturdy-bear' }] }).do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('countersAdded')).toEqual([expect.objectContaining({ counter: '-1/-1', amount: 1 })]);
    expect(g.eventsOf('countersAnnihilated')).toEqual([expect.objectContaining({ amount: 1, rule: '704.5q' })]);
    expect(g.obj('sturdy-bear').counters).toEqual({});
    expect(g.chars('sturdy-bear').power).toBe(2);
  });

  it('704.5j: the legend rule: the controller of two legendary permanents with the same name chooses one (a decision); the other goes to the graveyard', () => {
    const g = play({
      players: [{ id: 'p1', hand: ['tovi-gate-warden'], battlefield: [{ card: 'tovi-gate-warden', id: 'first-tovi' }, { card: 'plains' }, { card: 'plains' }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p1', object: '@tovi-gate-warden' }).do({ type: 'advance', player: 'p1' });
    const d = g.state.decision;
    expect(d?.kind).toBe('choose');
    if (d?.kind !== 'choose') return;
    expect(d.question.kind).toBe('legendRule');
    expect(d.options.sort()).toEqual([g.obj('first-tovi').id, g.obj('tovi-gate-warden').id].sort());
    g.rejects({ type: 'choose', player: 'p1', option: 'nonsense' }, 'illegal-choice');
    g.rejects({ type: 'choose', player: 'p2', option: d.options[0] as string }, 'not-your-decision');
    g.do({ type: 'choose', player: 'p1', option: g.obj('tovi-gate-warden').id });
    expect(g.zoneOf('tovi-gate-warden')).toBe('battlefield');
    expect(g.zoneOf('first-tovi')).toBe('graveyard');
    expect(g.eventsOf('zoneChanged').find((e) => e.cards.includes('first-tovi'))?.rule).toBe('704.5j');
    expect(g.state.turn.priority).toBe('p1');
  });

  it('704.3, 603.10a: the legend rule is performed with the other state-based actions of its check: a Grieving Mourner dying of its damage sees the Tovi put into the graveyard with it', () => {
    const g = play({
      players: [{ id: 'p1', battlefield: [{ card: 'grieving-mourner', damage: 2 }, { card: 'tovi-gate-warden', id: 'tovi-a' }, { card: 'tovi-gate-warden', id: 'tovi-b' }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    // the check found both: nothing is performed before the choice
    expect(g.state.decision).toMatchObject({ kind: 'choose', player: 'p1', question: { kind: 'legendRule' } });
    expect(g.zoneOf('grieving-mourner')).toBe('battlefield');
    g.do({ type: 'choose', player: 'p1', option: g.obj('tovi-a').id });
    expect(g.zoneOf('grieving-mourner')).toBe('graveyard');
    expect(g.zoneOf('tovi-b')).toBe('graveyard');
    // one event: both left together, and the Mourner's leaves-the-battlefield ability looked back
    const moves = g.eventsOf('zoneChanged').filter((e) => e.to === 'graveyard');
    expect(moves.map((e) => e.rule).sort()).toEqual(['704.5g', '704.5j']);
    expect(g.stackSources()).toEqual(['grieving-mourner']);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.player.p1?.life).toBe(21);
  });

  it('704.5j: two players each with two legendary permanents of one name both choose, and all go to the graveyard at once', () => {
    const g = play({
      players: [
        { id: 'p1', battlefield: [{ card: 'tovi-gate-warden', id: 'p1-tovi-a' }, { card: 'tovi-gate-warden', id: 'p1-tovi-b' }] },
        { id: 'p2', battlefield: [{ card: 'tovi-gate-warden', id: 'p2-tovi-a' }, { card: 'tovi-gate-warden', id: 'p2-tovi-b' }, { card: 'grieving-mourner' }] },
      ],
      turn: { active: 'p1', step: 'main1' },
    });
    expect(g.state.decision).toMatchObject({ player: 'p1', question: { kind: 'legendRule' } });
    g.do({ type: 'choose', player: 'p1', option: g.obj('p1-tovi-a').id });
    // nothing moved yet: p2 chooses next (704.3: the choices, then everything at once)
    expect(g.zoneOf('p1-tovi-b')).toBe('battlefield');
    expect(g.state.decision).toMatchObject({ player: 'p2', question: { kind: 'legendRule' } });
    g.do({ type: 'choose', player: 'p2', option: g.obj('p2-tovi-b').id });
    expect(g.zoneOf('p1-tovi-b')).toBe('graveyard');
    expect(g.zoneOf('p2-tovi-a')).toBe('graveyard');
    expect(g.zoneOf('p1-tovi-a')).toBe('battlefield');
    expect(g.zoneOf('p2-tovi-b')).toBe('battlefield');
    expect(g.eventsOf('zoneChanged').filter((e) => e.to === 'graveyard')).toHaveLength(2);
  });

  it('704.5j: legendary permanents with the same name under different controllers are fine', () => {
    const g = play({
      players: [{ id: 'p1', battlefield: [{ card: 'tovi-gate-warden' }] }, { id: 'p2', battlefield: [{ card: 'tovi-gate-warden' }] }],
      turn: { active: 'p1', step: 'main1' },
    });
    expect(g.state.decision).toBeNull();
    expect(g.state.turn.priority).toBe('p1');
  });

  it('704.5d/111.7: a token that left the battlefield ceases to exist', () => {
    const g = play({
      players: [{ id: 'p1', hand: ['muster-call'], battlefield: [{ card: 'plains' }, { card: 'plains' }, { card: 'plains' }, { card: 'homeward-beacon' }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p1', object: '@muster-call' }).do({ type: 'advance', player: 'p1' });
    const tokens = g.eventsOf('tokenCreated');
    expect(tokens).toHaveLength(2);
    const tokenObject = tokens[0]?.object as string;
    const card = g.state.objects[tokenObject]?.cards[0] as string;
    expect(g.state.cards[card]?.token).toBe(true);
    g.do({ type: 'activate', player: 'p1', object: '@homeward-beacon', ability: 'homeward-beacon:0', costs: { returnToHand: [tokenObject] } });
    expect(g.eventsOf('zoneChanged')).toEqual([expect.objectContaining({ cards: [card], to: 'hand' })]);
    expect(g.eventsOf('tokenCeased')).toEqual([{ type: 'tokenCeased', card, rule: '704.5d' }]);
    expect(g.state.cards[card]).toBeUndefined();
    expect(g.state.zones['p1.hand']).toEqual([]);
  });
});
