// Schemes and the Archenemy variant (314, 904, 701.32, 701.33, 704.6e): engine tests, one or more
// per ruling of content/mechanics/scheme/en.md.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, characteristics, createGame, legalActions, startGame, type CardDef, type GameSetup, type SetupCard, type StepName } from '../index.ts';
import { CATALOG } from '../testing/catalog.ts';
import { play, type Play } from '../testing/driver.ts';
import { checkConservation, checkInvariants } from '../testing/invariants.ts';

/** Test-only schemes (original). */
const EXTRA: Record<string, CardDef> = {
  'idle-plot': { id: 'idle-plot', name: 'Idle Plot', types: ['scheme'], abilities: [] },
  'fleeting-plot': {
    id: 'fleeting-plot',
    name: 'Fleeting Plot',
    types: ['scheme'],
    abilities: [
      {
        kind: 'triggered',
        trigger: { on: 'setInMotion' },
        effects: [
          { do: 'returnToHand', what: 'self' },
          { do: 'exile', what: 'self' },
          { do: 'gainLife', amount: 1, player: 'you' },
        ],
      },
    ],
  },
  'patient-scheme': {
    id: 'patient-scheme',
    name: 'Patient Scheme',
    supertypes: ['ongoing'],
    types: ['scheme'],
    abilities: [
      { kind: 'activated', cost: { mana: '{1}' }, effects: [{ do: 'gainLife', amount: 1, player: 'you' }] },
      { kind: 'activated', cost: { mana: '{2}' }, effects: [{ do: 'abandon' }] },
      { kind: 'triggered', trigger: { on: 'stepBegins', step: 'main1', whose: 'you' }, effects: [{ do: 'loseLife', amount: 1, player: 'eachOpponent' }] },
    ],
  },
};
const CAT = { ...CATALOG, ...EXTRA };

const swamps = (n: number) => Array.from({ length: n }, () => ({ card: 'swamp' }));

/** An Archenemy game: p1 is the archenemy with a scheme deck; p2 and p3 are the team against them. */
function archenemy(schemes: SetupCard[], opts: { step?: StepName; p1battlefield?: GameSetup['players'][number]['battlefield'] } = {}): GameSetup {
  return {
    players: [
      { id: 'p1', archenemy: true, schemes, library: ['swamp', 'swamp', 'swamp', 'swamp'], battlefield: opts.p1battlefield ?? swamps(3) },
      { id: 'p2', library: ['forest', 'forest', 'forest', 'forest'], hand: ['ember-jab'], battlefield: [{ card: 'mountain' }] },
      { id: 'p3', library: ['forest', 'forest', 'forest', 'forest'] },
    ],
    turn: { active: 'p1', step: opts.step ?? 'draw', beginStep: true },
  };
}

/** Plays on until `player`'s `step` begins, passing and declaring no attackers or blockers. */
function until(g: Play, player: string, step: StepName): Play {
  for (let i = 0; i < 200; i++) {
    if (g.state.turn.active === player && g.state.turn.step === step && g.state.decision === null) return g;
    const d = g.state.decision;
    if (d?.kind === 'declareAttackers') g.do({ type: 'declareAttackers', player: d.player, attackers: [] });
    else if (d?.kind === 'declareBlockers') g.do({ type: 'declareBlockers', player: d.player, blocks: [] });
    else if (d?.kind === 'orderTriggers') g.do({ type: 'orderTriggers', player: d.player, order: d.triggers });
    else g.do({ type: 'pass', player: g.state.turn.priority ?? '' });
  }
  throw new Error(`never reached ${player} ${step}`);
}

function deck(g: Play, p = 'p1'): { card: string; faceUp: boolean }[] {
  return (g.state.zones[`${p}.command`] ?? []).map((id) => ({ card: g.state.objects[id]?.cards[0] ?? '', faceUp: g.state.objects[id]?.schemeFaceUp === true }));
}

describe('scheme', () => {
  it('scheme-r1, scheme-r7 (314.1, 904.1, 904.5, 904.6): scheme is the card type of the Archenemy variant; its setup is 40 life against a team at 20, archenemy first', () => {
    const s = createGame({ ...archenemy(['call-for-tribute']), players: [...archenemy([]).players.slice(1), archenemy(['call-for-tribute']).players[0]!], turn: {} }, CAT);
    expect(s.player.p1).toMatchObject({ life: 40, archenemy: true });
    expect(s.player.p2?.life).toBe(20);
    expect(s.player.p3?.life).toBe(20);
    expect(s.player.p2?.team).toBe(s.player.p3?.team);
    expect(s.player.p1?.team).not.toBe(s.player.p2?.team);
    // listed last, the archenemy still takes the first turn
    expect(s.turn.active).toBe('p1');
    const o = Object.values(s.objects).find((x) => x.cards.includes('call-for-tribute'));
    expect(o && characteristics(s, o).types).toEqual(['scheme']);
    // 904.3: only the archenemy has a scheme deck: a setup giving one to another player is refused
    const plain = { players: [{ id: 'p1', schemes: ['call-for-tribute'] }, { id: 'p2' }], turn: { active: 'p1', step: 'draw', beginStep: true } } satisfies GameSetup;
    expect(() => createGame(plain, CAT)).toThrow(expect.objectContaining({ path: 'setup.players[0].schemes', code: 'schemes-not-archenemy' }));
  });

  it('scheme-r2, scheme-r8 (314.2, 904.4): schemes exist only in the command zone, aren\'t permanents and can\'t be cast', () => {
    const g = play(archenemy(['call-for-tribute', 'idle-plot']), CAT);
    expect(g.zoneOf('call-for-tribute')).toBe('command');
    g.rejects({ type: 'cast', player: 'p1', object: '@idle-plot' }, 'scheme-cannot-be-cast');
    expect(g.legal().some((a) => a.type === 'cast')).toBe(false);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.turn.step).toBe('main1');
    // set in motion: still in the command zone, face up, and not on the battlefield
    expect(g.zoneOf('call-for-tribute')).toBe('command');
    expect(g.obj('call-for-tribute').schemeFaceUp).toBe(true);
    expect(g.state.zones.battlefield?.some((id) => g.state.objects[id]?.cards.includes('call-for-tribute'))).toBe(false);
    g.rejects({ type: 'cast', player: 'p1', object: '@call-for-tribute' }, 'scheme-cannot-be-cast');
  });

  it('scheme-r8 (314.2): a scheme that would leave the command zone remains there', () => {
    const g = play(archenemy(['fleeting-plot']), CAT);
    g.do({ type: 'advance', player: 'p1' }).do({ type: 'advance', player: 'p1' });
    // its ability tried to return it to hand and to exile it: it stayed; the rest of the ability happened
    expect(g.life('p1')).toBe(41);
    expect(g.zoneOf('fleeting-plot')).toBe('command');
    expect(g.eventsOf('zoneChanged')).toHaveLength(0);
    // only the Swamp drawn in the first draw step (103.8c) is in the hand
    expect((g.state.zones['p1.hand'] ?? []).map((id) => g.state.objects[id]?.cards[0])).toEqual(['swamp']);
  });

  it('scheme-r3 (904.9, 505.3, 701.32b): right after the archenemy\'s precombat main phase begins, the top scheme is set in motion; not on other turns', () => {
    const g = play(archenemy(['idle-plot', 'call-for-tribute', 'raid-the-pantry']), CAT);
    expect(deck(g)).toEqual([
      { card: 'idle-plot', faceUp: false },
      { card: 'call-for-tribute', faceUp: false },
      { card: 'raid-the-pantry', faceUp: false },
    ]);
    g.do({ type: 'advance', player: 'p1' });
    const types = g.events.map((e) => e.type);
    expect(types.indexOf('stepBegan')).toBeLessThan(types.indexOf('schemeSetInMotion'));
    expect(g.eventsOf('stepBegan')).toEqual([expect.objectContaining({ step: 'main1' })]);
    expect(g.eventsOf('schemeSetInMotion')).toEqual([expect.objectContaining({ player: 'p1', rule: '904.9', object: g.obj('idle-plot').id })]);
    // the team's main phases (904.2, 805.4: the team takes one turn) and the archenemy's second main phase set nothing in motion
    until(g, 'p2', 'main1');
    until(g, 'p2', 'main2');
    expect(g.loggedOf('schemeSetInMotion')).toHaveLength(1);
    // the archenemy's next turn: the next scheme
    until(g, 'p1', 'main1');
    expect(g.loggedOf('schemeSetInMotion')).toHaveLength(2);
    expect(g.obj('call-for-tribute').schemeFaceUp).toBe(true);
  });

  it('scheme-r4 (703.4e, 904.9): setting a scheme in motion is a turn-based action: it doesn\'t use the stack', () => {
    const g = play(archenemy(['idle-plot']), CAT);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('schemeSetInMotion')).toHaveLength(1);
    expect(g.stackSize()).toBe(0);
    // no one passed priority for it to happen, and nobody could respond: no stack object was created
    // (the passes are those of the draw step that ended: the archenemy's, then the team's, 805.5b)
    expect(g.eventsOf('passed')).toHaveLength(2);
    expect(g.eventsOf('resolving')).toHaveLength(0);
  });

  it('scheme-r5 (904.9): "When you set this scheme in motion" triggers and uses the stack (the team can respond)', () => {
    const g = play(archenemy(['call-for-tribute']), CAT);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('triggered')).toHaveLength(1);
    expect(g.stackSources()).toEqual(['call-for-tribute']);
    expect(g.state.turn.priority).toBe('p1');
    g.do({ type: 'pass', player: 'p1' });
    expect(g.state.turn.priority).toBe('p2');
    g.do({ type: 'advance', player: 'p2' });
    expect(g.life('p2')).toBe(18);
    expect(g.life('p3')).toBe(18);
    expect(g.life('p1')).toBe(40);
  });

  it('scheme-r6 (205.4h, 904.11, 701.33b): an ongoing scheme stays face up until it is abandoned, then goes face down to the bottom', () => {
    const g = play(archenemy(['tightening-siege', 'idle-plot']), CAT);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.obj('tightening-siege').schemeFaceUp).toBe(true);
    until(g, 'p2', 'main1');
    expect(g.obj('tightening-siege').schemeFaceUp).toBe(true);
    until(g, 'p2', 'end');
    expect(g.obj('tightening-siege').schemeFaceUp).toBe(true);
    // the archenemy's next upkeep: its own ability abandons it
    until(g, 'p1', 'upkeep');
    g.do({ type: 'advance', player: 'p1' });
    expect(g.loggedOf('schemeAbandoned')).toEqual([expect.objectContaining({ rule: '701.33a' })]);
    expect(deck(g)).toEqual([
      { card: 'idle-plot', faceUp: false },
      { card: 'tightening-siege', faceUp: false },
    ]);
  });

  it('scheme-r9 (314.3): scheme cards have no subtypes (only a card type and, for some, the ongoing supertype)', () => {
    const g = play(archenemy(['tightening-siege', 'call-for-tribute']), CAT);
    expect(g.chars('tightening-siege')).toMatchObject({ types: ['scheme'], supertypes: ['ongoing'], subtypes: [], power: null });
    expect(g.chars('call-for-tribute')).toMatchObject({ types: ['scheme'], supertypes: [], subtypes: [] });
  });

  it('scheme-r10 (314.4): face up, its static abilities apply, its triggered abilities trigger and its activated abilities can be activated', () => {
    const g = play(archenemy(['tightening-siege'], { p1battlefield: [...swamps(3), { card: 'sturdy-bear' }] }), CAT);
    // face down in the deck: nothing applies
    expect(g.chars('sturdy-bear').power).toBe(2);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.chars('sturdy-bear')).toMatchObject({ power: 3, toughness: 2 });
    until(g, 'p1', 'end');
    expect(g.state.pendingTriggers).toHaveLength(0);
    expect(g.stackSources()).toEqual(['tightening-siege']);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.life('p2')).toBe(19);
    expect(g.life('p3')).toBe(19);
    // activated abilities: from the command zone
    const a = play(archenemy(['patient-scheme']), CAT);
    a.do({ type: 'advance', player: 'p1' });
    a.do({ type: 'advance', player: 'p1' });
    const scheme = a.obj('patient-scheme');
    const gain = a.chars('patient-scheme').abilities[0]?.id ?? '';
    expect(a.legal()).toContainEqual({ type: 'activate', player: 'p1', object: scheme.id, ability: gain });
    a.do({ type: 'activate', player: 'p1', object: scheme.id, ability: gain }).do({ type: 'advance', player: 'p1' });
    expect(a.life('p1')).toBe(41);
  });

  it('scheme-r11 (314.5): the archenemy owns and controls their schemes; "you" in a scheme\'s ability is the archenemy', () => {
    const g = play(archenemy(['raid-the-pantry']), CAT);
    expect(g.obj('raid-the-pantry')).toMatchObject({ owner: 'p1', controller: 'p1' });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('triggered')).toEqual([expect.objectContaining({ controller: 'p1' })]);
    g.do({ type: 'advance', player: 'p1' });
    const foods = Object.values(g.state.objects).filter((o) => o.zone === 'battlefield' && g.state.cards[o.cards[0] ?? '']?.def === 'food');
    expect(foods.map((o) => o.controller)).toEqual(['p1', 'p1']);
  });

  it('scheme-r12 (314.6, 704.6e, 904.10): a non-ongoing scheme waits face up while a scheme ability is on the stack, then goes to the bottom as a state-based action', () => {
    const g = play(archenemy(['call-for-tribute', 'idle-plot']), CAT);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.obj('call-for-tribute').schemeFaceUp).toBe(true);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('schemeReturnedToDeck')).toEqual([expect.objectContaining({ rule: '704.6e' })]);
    expect(deck(g)).toEqual([
      { card: 'idle-plot', faceUp: false },
      { card: 'call-for-tribute', faceUp: false },
    ]);
    // any scheme's trigger holds it back: a trigger-less scheme waits for the ongoing scheme's ability
    const h = play(archenemy(['patient-scheme', 'idle-plot', 'call-for-tribute']), CAT);
    h.do({ type: 'advance', player: 'p1' });
    until(h, 'p2', 'upkeep');
    until(h, 'p1', 'main1');
    expect(h.obj('idle-plot').schemeFaceUp).toBe(true);
    expect(h.stackSources()).toEqual(['patient-scheme']);
    h.do({ type: 'advance', player: 'p1' });
    expect(h.obj('idle-plot').schemeFaceUp).toBe(false);
    expect(h.obj('patient-scheme').schemeFaceUp).toBe(true);
  });

  it('scheme-r13 (314.7, 109.2): "this scheme" is the scheme card in the command zone that is the source of the ability', () => {
    const g = play(archenemy(['patient-scheme', 'idle-plot']), CAT);
    g.do({ type: 'advance', player: 'p1' }).do({ type: 'advance', player: 'p1' });
    const scheme = g.obj('patient-scheme');
    const abandon = g.chars('patient-scheme').abilities[1]?.id ?? '';
    g.do({ type: 'activate', player: 'p1', object: scheme.id, ability: abandon });
    const [ab] = (g.state.zones.stack ?? []).map((id) => g.state.objects[id]?.ability);
    expect(ab).toMatchObject({ source: scheme.id, sourceCard: 'patient-scheme' });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('schemeAbandoned')).toEqual([expect.objectContaining({ object: scheme.id })]);
    expect(deck(g)).toEqual([
      { card: 'idle-plot', faceUp: false },
      { card: 'patient-scheme', faceUp: false },
    ]);
  });

  it('scheme: random legal play keeps the invariants (property)', () => {
    const base = archenemy(['call-for-tribute', 'tightening-siege', 'raid-the-pantry', 'patient-scheme'], { p1battlefield: [...swamps(3), { card: 'sturdy-bear' }] });
    const start = startGame({ ...base, turn: { active: 'p1', step: 'upkeep', beginStep: true } }, CAT).state;
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 30, maxLength: 30 }), (picks) => {
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
          // schemes never leave the command zone (314.2)
          for (const c of ['call-for-tribute', 'tightening-siege', 'raid-the-pantry', 'patient-scheme']) {
            expect(Object.values(r.state.objects).find((o) => o.cards.includes(c))?.zone).toBe('command');
          }
          s = r.state;
        }
      }),
      { numRuns: 10, seed: 11 },
    );
  }, 20_000);
});
