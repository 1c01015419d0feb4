// Simultaneous events: one instruction or one state-based-action pass is one event batch, and
// triggers are checked against the whole batch (603.2, 603.6a, 603.10a, 704.3, 730.3c).
import { describe, expect, it } from 'vitest';
import { play } from '../testing/driver.ts';

const lands = (card: string, n: number) => Array.from({ length: n }, () => ({ card }));

describe('event batches (603.6a, 603.10a, 704.3)', () => {
  it('603.6a: one effect creates two tokens with "whenever another creature you control enters": each sees the other, two triggers', () => {
    const g = play({
      players: [{ id: 'p1', hand: ['call-the-choir'], battlefield: lands('plains', 3) }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p1', object: '@call-the-choir' });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('tokenCreated')).toHaveLength(2);
    // two triggers of the same player: they are ordered (603.3b)
    expect(g.state.decision).toMatchObject({ kind: 'orderTriggers', player: 'p1' });
    expect(g.eventsOf('triggered')).toHaveLength(2);
    // the batch is one: both tokens were created, then both triggered
    const types = g.events.map((e) => e.type);
    expect(types.lastIndexOf('entered')).toBeLessThan(types.indexOf('triggered'));
    const batch = g.eventsOf('tokenCreated')[0]?.batch;
    expect(batch).toBeDefined();
    expect(g.eventsOf('entered').every((e) => e.batch === batch)).toBe(true);
    const d = g.state.decision;
    if (d?.kind !== 'orderTriggers') throw new Error('no order decision');
    g.do({ type: 'orderTriggers', player: 'p1', order: d.triggers });
    g.do({ type: 'advance', player: 'p1' });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.life('p1')).toBe(22);
  });

  it('603.6a: a permanent already there and the newcomers: Rally Herald triggers once for each of two tokens made at once', () => {
    const g = play({
      players: [{ id: 'p1', hand: ['muster-call'], battlefield: [...lands('plains', 2), { card: 'rally-herald' }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p1', object: '@muster-call' });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('triggered')).toHaveLength(2);
  });

  it('603.10a: destroying two creatures that each have "whenever another creature you control dies": each looks back and sees the other die, two triggers', () => {
    const g = play({
      players: [
        { id: 'p1', hand: ['final-reckoning'], battlefield: [...lands('plains', 5), { card: 'grieving-mourner' }, { card: 'grieving-mourner' }] },
        { id: 'p2', battlefield: [{ card: 'plodding-ox' }] },
      ],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p1', object: '@final-reckoning' });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('destroyed')).toHaveLength(3);
    expect(g.zoneOf('grieving-mourner')).toBe('graveyard');
    expect(g.zoneOf('grieving-mourner-2')).toBe('graveyard');
    // each Mourner saw the other one (a creature p1 controlled) die; neither sees the Ox (p2's)
    const triggered = g.eventsOf('triggered');
    expect(triggered).toHaveLength(2);
    expect(new Set(triggered.map((t) => t.source)).size).toBe(2);
    const d = g.state.decision;
    if (d?.kind !== 'orderTriggers') throw new Error('no order decision');
    g.do({ type: 'orderTriggers', player: 'p1', order: d.triggers });
    g.do({ type: 'advance', player: 'p1' });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.life('p1')).toBe(22);
  });

  it('603.10a: a creature that dies alone triggers the other Mourner only: the dead one does not see itself ("another")', () => {
    const g = play({
      players: [
        { id: 'p1', battlefield: [{ card: 'grieving-mourner' }, { card: 'grieving-mourner' }] },
        { id: 'p2', hand: ['sudden-collapse'], battlefield: lands('swamp', 2) },
      ],
      turn: { active: 'p2', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p2', object: '@sudden-collapse', targets: [{ object: '@grieving-mourner' }] });
    g.do({ type: 'advance', player: 'p2' });
    expect(g.eventsOf('triggered').map((t) => t.source)).toEqual([g.obj('grieving-mourner-2').id]);
  });

  it('704.3: two creatures dying to damage in one state-based-action pass see each other die (603.10a)', () => {
    const g = play({
      players: [
        { id: 'p1', battlefield: [{ card: 'grieving-mourner', attacking: 'p2' }, { card: 'grieving-mourner', attacking: 'p2' }] },
        { id: 'p2', battlefield: [{ card: 'plodding-ox' }, { card: 'plodding-ox' }] },
      ],
      turn: { active: 'p1', step: 'declareAttackers' },
    });
    g.do({ type: 'advance', player: 'p1' });
    g.do({
      type: 'declareBlockers',
      player: 'p2',
      blocks: [
        { blocker: '@plodding-ox', attacker: '@grieving-mourner' },
        { blocker: '@plodding-ox-2', attacker: '@grieving-mourner-2' },
      ],
    });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.zoneOf('grieving-mourner')).toBe('graveyard');
    expect(g.zoneOf('grieving-mourner-2')).toBe('graveyard');
    const moves = g.eventsOf('zoneChanged').filter((e) => e.rule === '704.5g');
    expect(moves).toHaveLength(2);
    // one batch: the same batch number on both deaths
    expect(moves[0]?.batch).toBeDefined();
    expect(moves[0]?.batch).toBe(moves[1]?.batch);
    expect(g.eventsOf('triggered')).toHaveLength(2);
  });

  it('603.10a: a creature that enters in the same batch as another leaves is not looked back at (it was not there just before)', () => {
    // Vanishing Trick: the exile is one event, the return a second one; the returning card is a
    // new object (400.7) and a Mourner returned doesn't see anything die
    const g = play({
      players: [{ id: 'p1', hand: ['vanishing-trick'], battlefield: [...lands('plains', 2), { card: 'grieving-mourner' }, { card: 'rally-herald' }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p1', object: '@vanishing-trick', targets: [{ object: '@grieving-mourner' }] });
    g.do({ type: 'advance', player: 'p1' });
    // exiled, not died: no dies trigger; it returned: Rally Herald's enters trigger
    expect(g.eventsOf('triggered').map((t) => t.source)).toEqual([g.obj('rally-herald').id]);
  });

  it('730.3c: the cards of a merged permanent exiled and returned enter together: an enters watcher triggers for each, and each sees the other', () => {
    const g = play({
      players: [
        {
          id: 'p1',
          hand: ['vanishing-trick'],
          battlefield: [...lands('plains', 2), { card: 'rally-herald', merged: ['sturdy-bear'] }],
        },
        { id: 'p2' },
      ],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p1', object: '@vanishing-trick', targets: [{ object: '@rally-herald' }] });
    g.do({ type: 'advance', player: 'p1' });
    const entered = g.eventsOf('entered');
    expect(entered).toHaveLength(2);
    expect(entered[0]?.batch).toBeDefined();
    expect(entered[0]?.batch).toBe(entered[1]?.batch);
    // the returned Rally Herald sees the Bear, which entered at the same time (603.6a)
    expect(g.eventsOf('triggered').map((t) => t.source)).toEqual([g.obj('rally-herald').id]);
    expect(g.obj('rally-herald').id).not.toBe(g.obj('sturdy-bear').id);
  });

  it('601.2h / 603.10a: permanents sacrificed together to pay one cost leave at the same time and see each other die', () => {
    const g = play({
      players: [{ id: 'p1', battlefield: [{ card: 'twinned-effigy' }, { card: 'grieving-mourner' }, { card: 'grieving-mourner', id: 'other-mourner' }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'activate', player: 'p1', object: '@twinned-effigy', ability: 'twinned-effigy:0', costs: { sacrifice: ['@grieving-mourner'] } });
    const sacrificed = g.eventsOf('zoneChanged').filter((e) => e.reason === 'sacrifice');
    expect(sacrificed).toHaveLength(2);
    expect(sacrificed[0]?.batch).toBe(sacrificed[1]?.batch);
    // the sacrificed Mourner saw the Effigy die with it; the other Mourner saw both: three triggers
    const bySource = g.eventsOf('triggered').map((t) => t.source);
    expect(bySource).toHaveLength(3);
    expect(bySource.filter((id) => id === g.obj('other-mourner').id)).toHaveLength(2);
  });

  it('704.3 / 704.5g / 704.5f: lethal damage and 0 toughness in one pass: one batch, and the Mourner dying to damage sees the token die (603.10a)', () => {
    // both state-based actions apply when the game first checks (117.5): the Mourner listed first
    const g = play({
      players: [{ id: 'p1', battlefield: [{ card: 'grieving-mourner', damage: 2 }, { card: 'militia', token: true, counters: { '-1/-1': 1 } }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    const moves = g.log.filter((e) => e.type === 'zoneChanged');
    expect(moves.map((e) => e.rule)).toEqual(['704.5g', '704.5f']);
    expect(moves[0]?.batch).toBeDefined();
    expect(moves[0]?.batch).toBe(moves[1]?.batch);
    expect(g.log.filter((e) => e.type === 'triggered')).toHaveLength(1);
    expect(g.stackSources()).toEqual(['grieving-mourner']);
  });

  it('704.3: a lone move is a batch of one: no batch number', () => {
    const g = play({
      players: [{ id: 'p1', hand: ['sturdy-bear'], battlefield: lands('forest', 2) }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p1', object: '@sturdy-bear' });
    expect(g.events.every((e) => e.batch === undefined)).toBe(true);
  });
});
