// The order of what happens as each step and phase begins (500–514, 703.4, 714.3c, 904.9):
// first the step's turn-based actions, then state-based actions and the triggered abilities
// waiting (including those that triggered "at the beginning of" the step, 500.6), then priority.
import { describe, expect, it } from 'vitest';
import type { CardCatalog, CardDef, GameEvent, StepName } from '../index.ts';
import { CATALOG } from '../testing/catalog.ts';
import { play, type Play } from '../testing/driver.ts';

// (not the cleanup step: such a trigger would give priority in every cleanup step, 514.3a, for ever; see turn.test.ts for 514.3a)
const STEPS: StepName[] = ['untap', 'upkeep', 'draw', 'main1', 'beginCombat', 'declareAttackers', 'declareBlockers', 'combatDamage', 'endCombat', 'main2', 'end'];

/** A test-only permanent: "At the beginning of your [step], you gain 1 life." for every step. */
const WATCHER: CardDef = {
  id: 'step-watcher',
  name: 'Step Watcher',
  manaCost: '{1}',
  types: ['artifact'],
  abilities: STEPS.map((step) => ({ kind: 'triggered' as const, trigger: { on: 'stepBegins' as const, step, whose: 'you' as const }, effects: [{ do: 'gainLife' as const, amount: 1, player: 'you' as const }] })),
};
const CAT: CardCatalog = { ...CATALOG, 'step-watcher': WATCHER };

const types = (evs: readonly GameEvent[]) => evs.map((e) => e.type);
/** index of the first event of this type (and matching the test), or -1 */
const at = (evs: readonly GameEvent[], type: GameEvent['type'], test: (e: GameEvent) => boolean = () => true) => evs.findIndex((e) => e.type === type && test(e));

function game(step: StepName, extra: Partial<{ active: string; p1bf: { card: string; attacking?: string; tapped?: boolean; damage?: number; counters?: Record<string, number> }[]; p2bf: { card: string }[]; hand: string[] }> = {}): Play {
  return play(
    {
      players: [
        { id: 'p1', library: ['forest', 'forest'], hand: extra.hand ?? [], battlefield: [{ card: 'step-watcher' }, ...(extra.p1bf ?? [])] },
        { id: 'p2', library: ['forest', 'forest'], battlefield: extra.p2bf ?? [] },
      ],
      turn: { active: extra.active ?? 'p1', step, number: 3 },
    },
    CAT,
  );
}

/** Passes until the given step begins; returns the events of that last action. */
function into(g: Play, step: StepName): GameEvent[] {
  for (let i = 0; i < 50; i++) {
    const d = g.state.decision;
    if (d?.kind === 'declareAttackers') g.do({ type: 'declareAttackers', player: d.player, attackers: [] });
    else if (d?.kind === 'declareBlockers') g.do({ type: 'declareBlockers', player: d.player, blocks: [] });
    else if (g.state.zones.stack?.length) g.do({ type: 'advance', player: g.state.turn.priority ?? '' });
    else g.do({ type: 'pass', player: g.state.turn.priority ?? '' });
    if (g.events.some((e) => e.type === 'stepBegan' && e.step === step)) return g.events;
  }
  throw new Error(`never reached ${step}`);
}

describe('as each step begins: turn-based actions, then triggers, then priority (500–514, 703.4)', () => {
  it('502.3 / 502.4 / 503.1a: untap step: permanents untap, nobody gets priority; the upkeep trigger goes on the stack before the active player gets priority in the upkeep', () => {
    // p2's end step; then p1's turn begins
    const g = game('end', { active: 'p2', p1bf: [{ card: 'plodding-ox', tapped: true }] });
    const evs = into(g, 'upkeep');
    expect(g.state.turn.active).toBe('p1');
    const untap = at(evs, 'stepBegan', (e) => e.type === 'stepBegan' && e.step === 'untap' && e.player === 'p1');
    const upkeep = at(evs, 'stepBegan', (e) => e.type === 'stepBegan' && e.step === 'upkeep');
    expect(untap).toBeGreaterThanOrEqual(0);
    expect(at(evs, 'untapped')).toBeGreaterThan(untap);
    expect(at(evs, 'untapped')).toBeLessThan(upkeep);
    // nobody passed in the untap step: no priority there (502.4)
    expect(types(evs.slice(untap, upkeep))).not.toContain('passed');
    // 502.4 / 503.1a: the untap step trigger was held; with the upkeep trigger both wait to go on
    // the stack before the active player gets priority in the upkeep (in the order p1 chooses)
    expect(at(evs, 'triggered')).toBeGreaterThan(untap);
    expect(at(evs, 'triggered')).toBeLessThan(upkeep);
    expect(g.state.decision).toMatchObject({ kind: 'orderTriggers', player: 'p1' });
    const d = g.state.decision;
    if (d?.kind !== 'orderTriggers') throw new Error('no order decision');
    expect(d.triggers).toHaveLength(2);
    g.do({ type: 'orderTriggers', player: 'p1', order: d.triggers });
    expect(g.state.turn).toMatchObject({ step: 'upkeep', priority: 'p1' });
    expect(g.stackSources()).toEqual(['step-watcher', 'step-watcher']);
  });

  it('504.1 / 504.2 / 703.4d: draw step: the card is drawn first, then the "beginning of the draw step" trigger goes on the stack, then priority', () => {
    const g = game('upkeep');
    const evs = into(g, 'draw');
    const begin = at(evs, 'stepBegan', (e) => e.type === 'stepBegan' && e.step === 'draw');
    expect(at(evs, 'triggered')).toBeGreaterThan(begin);
    expect(at(evs, 'drew')).toBeGreaterThan(begin);
    expect(at(evs, 'triggerPutOnStack')).toBeGreaterThan(at(evs, 'drew'));
    expect(g.state.turn).toMatchObject({ step: 'draw', priority: 'p1' });
  });

  it('505.4 / 714.3c / 703.4f: precombat main phase: lore counters first, then the chapter trigger and the "beginning of main phase" trigger go on the stack, then priority', () => {
    const g = game('draw', { p1bf: [{ card: 'lorekeepers-tale', counters: { lore: 1 } }] });
    const evs = into(g, 'main1');
    const begin = at(evs, 'stepBegan', (e) => e.type === 'stepBegan' && e.step === 'main1');
    const lore = at(evs, 'countersAdded', (e) => e.type === 'countersAdded' && e.rule === '714.3c');
    expect(lore).toBeGreaterThan(begin);
    // the step trigger triggered as the phase began (500.6), the chapter II ability as the counter was put (714.2b)
    expect(at(evs, 'triggered')).toBeGreaterThan(begin);
    expect(at(evs, 'chapterTriggered')).toBeGreaterThan(lore);
    // both wait to be put on the stack together, in the order p1 chooses (603.3b); nobody has priority yet
    expect(g.state.decision).toMatchObject({ kind: 'orderTriggers', player: 'p1' });
    expect(g.state.decision?.kind === 'orderTriggers' && g.state.decision.triggers).toHaveLength(2);
    expect(g.state.turn.priority).toBeNull();
  });

  it('505.1a / 505.3–505.5: the postcombat main phase has no turn-based actions: no lore counter', () => {
    const g = game('endCombat', { p1bf: [{ card: 'long-road-tale', counters: { lore: 1 } }] });
    const evs = into(g, 'main2');
    expect(at(evs, 'countersAdded')).toBe(-1);
    expect(g.state.turn.step).toBe('main2');
  });

  it('507.2 / 508.1 / 508.2: beginning of combat: no turn-based action in a two-player game; declare attackers: attackers are declared, then attack triggers and step triggers go on the stack, then priority', () => {
    const g = game('main1', { p1bf: [{ card: 'rooftop-courier' }] });
    g.state = { ...g.state, objects: Object.fromEntries(Object.entries(g.state.objects).map(([k, o]) => [k, { ...o, sinceTurnStart: true }])) };
    const bc = into(g, 'beginCombat');
    expect(at(bc, 'triggerPutOnStack')).toBeGreaterThan(at(bc, 'stepBegan', (e) => e.type === 'stepBegan' && e.step === 'beginCombat'));
    expect(g.state.turn).toMatchObject({ step: 'beginCombat', priority: 'p1' });
    g.do({ type: 'advance', player: 'p1' });
    g.do({ type: 'pass', player: 'p1' });
    g.do({ type: 'pass', player: 'p2' });
    expect(g.state.decision).toMatchObject({ kind: 'declareAttackers' });
    g.do({ type: 'declareAttackers', player: 'p1', attackers: [{ object: '@rooftop-courier', target: 'p2' }] });
    const evs = g.events;
    expect(at(evs, 'attackersDeclared')).toBeGreaterThanOrEqual(0);
    // the courier's "whenever this attacks" triggers on the declaration; with the step trigger
    // (triggered as the step began) both go on the stack before p1 gets priority (508.2)
    expect(at(evs, 'triggered')).toBeGreaterThan(at(evs, 'attackersDeclared'));
    expect(g.state.decision).toMatchObject({ kind: 'orderTriggers', player: 'p1' });
    expect(g.state.turn.priority).toBeNull();
  });

  it('509.1 / 509.2 / 510.1–510.3: blockers are declared before priority; combat damage is dealt, then state-based actions, then the dies trigger, then priority', () => {
    const g = game('declareAttackers', { p1bf: [{ card: 'lantern-keeper', attacking: 'p2' }], p2bf: [{ card: 'plodding-ox' }] });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.decision).toMatchObject({ kind: 'declareBlockers', player: 'p2' });
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: '@plodding-ox', attacker: '@lantern-keeper' }] });
    expect(at(g.events, 'blockersDeclared')).toBeLessThan(at(g.events, 'triggerPutOnStack'));
    g.do({ type: 'advance', player: 'p1' });
    const evs = into(g, 'combatDamage');
    const dmg = at(evs, 'damageDealt');
    const dies = at(evs, 'zoneChanged', (e) => e.type === 'zoneChanged' && e.rule === '704.5g');
    expect(dmg).toBeGreaterThan(at(evs, 'stepBegan', (e) => e.type === 'stepBegan' && e.step === 'combatDamage'));
    expect(dies).toBeGreaterThan(dmg);
    // the Keeper's dies trigger (after the state-based action) and the step trigger wait together
    const died = evs[dies];
    const keeper = died?.type === 'zoneChanged' ? died.object : '';
    expect(at(evs, 'triggered', (e) => e.type === 'triggered' && e.source === keeper)).toBeGreaterThan(dies);
    expect(g.state.decision).toMatchObject({ kind: 'orderTriggers', player: 'p1' });
    expect(g.state.turn.step).toBe('combatDamage');
  });

  it('511.1 / 511.3: end of combat: priority first; creatures are removed from combat as the step ends', () => {
    const g = game('combatDamage', { p1bf: [{ card: 'plodding-ox', attacking: 'p2' }] });
    const evs = into(g, 'endCombat');
    expect(at(evs, 'removedFromCombat')).toBe(-1);
    expect(g.state.turn.step).toBe('endCombat');
    g.do({ type: 'advance', player: 'p1' });
    const after = into(g, 'main2');
    expect(at(after, 'removedFromCombat', (e) => e.type === 'removedFromCombat' && e.rule === '511.3')).toBeLessThan(at(after, 'stepBegan', (e) => e.type === 'stepBegan' && e.step === 'main2'));
  });

  it('513.1 / 514.1–514.3: end step: its trigger, then priority; cleanup: discard, then damage removal and effects ending; nothing waiting, so no priority, and the turn passes', () => {
    const hand = Array.from({ length: 9 }, () => 'forest');
    const g = game('main2', { hand, p1bf: [{ card: 'plodding-ox', damage: 1 }] });
    const end = into(g, 'end');
    expect(at(end, 'triggerPutOnStack')).toBeGreaterThan(at(end, 'stepBegan', (e) => e.type === 'stepBegan' && e.step === 'end'));
    g.do({ type: 'advance', player: 'p1' });
    g.do({ type: 'pass', player: 'p1' });
    g.do({ type: 'pass', player: 'p2' });
    // the cleanup step began: the "beginning of your cleanup step" trigger waits; first 514.1
    expect(g.state.turn.step).toBe('cleanup');
    expect(g.state.decision).toMatchObject({ kind: 'choose', question: { kind: 'discardToHandSize', player: 'p1' } });
    g.do({ type: 'choose', player: 'p1', option: g.state.zones['p1.hand']![0]! });
    expect(g.state.decision).toMatchObject({ kind: 'choose', question: { kind: 'discardToHandSize' } });
    g.do({ type: 'choose', player: 'p1', option: g.state.zones['p1.hand']![0]! });
    // 514.2 / 703.4p: once the discarding is done, damage wears off
    const evs = g.events;
    expect(at(evs, 'zoneChanged', (e) => e.type === 'zoneChanged' && e.rule === '514.1')).toBeLessThan(at(evs, 'damageRemoved'));
    expect(g.obj('plodding-ox').damage).toBe(0);
    // 514.3: no state-based action and no trigger waiting: nobody gets priority, the turn ends
    expect(g.eventsOf('passed')).toHaveLength(0);
    expect(g.state.turn.active).toBe('p2');
    expect(g.state.zones['p1.hand']).toHaveLength(7);
  });

  it('500.5 / 703.4q: unspent mana empties as each step ends', () => {
    const g = game('upkeep', { p1bf: [{ card: 'forest' }] });
    g.do({ type: 'activate', player: 'p1', object: '@forest-3', ability: 'forest:0' });
    expect(g.state.player.p1?.manaPool.G).toBe(1);
    into(g, 'draw');
    expect(g.loggedOf('manaEmptied')).toEqual([expect.objectContaining({ player: 'p1', rule: '500.5' })]);
    expect(g.state.player.p1?.manaPool.G).toBe(0);
  });
});
