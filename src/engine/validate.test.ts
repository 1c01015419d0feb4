// The engine checks what it is given: a setup that is not a starting position it can play gets a
// SetupError naming the field; an action of the wrong shape gets an error code, never a crash.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, runExample, startGame, SetupError, type Action, type GameSetup, type SetupPermanent, type SetupPlayer, type SetupProblemCode } from './index.ts';
import { CATALOG } from './testing/catalog.ts';

const base = (): GameSetup => ({
  players: [
    { id: 'p1', life: 20, hand: ['forest'], library: ['plains'], battlefield: [{ card: 'forest' }, { card: 'sturdy-bear' }] },
    { id: 'p2', battlefield: [{ card: 'plodding-ox' }] },
  ],
  turn: { active: 'p1', step: 'main1' },
});

/**
 * The base setup with the field at `path` ("setup.players[0].life") set to `value`, as JSON would
 * bring it (any type anywhere); `undefined` deletes an array entry or a field.
 */
function withChange(path: string, value: unknown): GameSetup {
  const setup = base() as unknown;
  const keys = path.replace(/^setup\.?/, '').split(/\.|(?=\[)/).map((k) => (k.startsWith('[') ? Number(k.slice(1, -1)) : k));
  let at = setup as Record<string | number, unknown>;
  keys.slice(0, -1).forEach((k) => {
    at[k] ??= {};
    at = at[k] as Record<string | number, unknown>;
  });
  const last = keys[keys.length - 1] as string | number;
  if (value === undefined && Array.isArray(at)) at.splice(last as number, 1);
  else if (value === undefined) delete at[last];
  else at[last] = value;
  return setup as GameSetup;
}

function setupError(setup: unknown): SetupError {
  try {
    startGame(setup as GameSetup, CATALOG);
  } catch (e) {
    if (e instanceof SetupError) return e;
    throw new Error(`expected a SetupError, got ${String(e)}`);
  }
  throw new Error('expected a SetupError, the setup was accepted');
}

describe('card and player ids that are names every object inherits', () => {
  it.each([
    ['a card "constructor" in hand', 'setup.players[0].hand', ['constructor'], 'setup.players[0].hand[0]'],
    ['a card "toString" in the library', 'setup.players[0].library', ['plains', 'toString'], 'setup.players[0].library[1]'],
    ['a card "__proto__" in the graveyard', 'setup.players[1].graveyard', ['__proto__'], 'setup.players[1].graveyard[0]'],
    ['a card "hasOwnProperty" in exile', 'setup.players[1].exile', [{ card: 'hasOwnProperty' }], 'setup.players[1].exile[0].card'],
    ['a permanent "valueOf"', 'setup.players[0].battlefield', [{ card: 'valueOf' }], 'setup.players[0].battlefield[0].card'],
    ['a merged component "constructor"', 'setup.players[0].battlefield', [{ card: 'sturdy-bear', merged: ['constructor'] }], 'setup.players[0].battlefield[0].merged[0]'],
    ['a card instance id "__proto__"', 'setup.players[0].hand', [{ card: 'forest', id: '__proto__' }], 'setup.players[0].hand[0].id'],
    ['a permanent id "constructor"', 'setup.players[0].battlefield', [{ card: 'forest', id: 'constructor' }], 'setup.players[0].battlefield[0].id'],
    ['a player "constructor"', 'setup.players[1].id', 'constructor', 'setup.players[1].id'],
    ['an active player "toString"', 'setup.turn.active', 'toString', 'setup.turn.active'],
    ['attacking player "__proto__"', 'setup.players[0].battlefield', [{ card: 'sturdy-bear', attacking: '__proto__' }], 'setup.players[0].battlefield[0].attacking'],
  ] as [string, string, unknown, string][])('%s: a SetupError at its path', (_name, field, value, path) => {
    const e = setupError(withChange(field, value));
    expect(e.path).toBe(path);
    expect(e.message).toContain(path);
  });

  it('a card the catalog inherits but does not hold is an unknown card', () => {
    const catalog = Object.create({ 'sturdy-bear': CATALOG['sturdy-bear'] }) as typeof CATALOG;
    Object.assign(catalog, { forest: CATALOG.forest, plains: CATALOG.plains, 'plodding-ox': CATALOG['plodding-ox'] });
    expect(() => startGame(base(), catalog)).toThrow(new SetupError('setup.players[0].battlefield[1]', 'unknown card "sturdy-bear"', 'unknown-card', { card: 'sturdy-bear' }));
  });
});

describe('ill-typed setups get a SetupError naming the field', () => {
  it.each([
    ['life as a string', 'setup.players[0].life', '15', 'setup.players[0].life'],
    ['life 1e999 (Infinity)', 'setup.players[0].life', JSON.parse('1e999') as number, 'setup.players[0].life'],
    ['life NaN', 'setup.players[0].life', Number.NaN, 'setup.players[0].life'],
    ['life a fraction', 'setup.players[0].life', 2.5, 'setup.players[0].life'],
    ['life out of range', 'setup.players[0].life', 1e300, 'setup.players[0].life'],
    ['a negative counter', 'setup.players[0].battlefield[1].counters', { '+1/+1': -2 }, 'setup.players[0].battlefield[1].counters.+1/+1'],
    ['an unknown counter kind', 'setup.players[0].battlefield[1].counters', { poison: 1 }, 'setup.players[0].battlefield[1].counters.poison'],
    ['negative damage', 'setup.players[0].battlefield[1].damage', -1, 'setup.players[0].battlefield[1].damage'],
    ['level 0', 'setup.players[0].battlefield[1].level', 0, 'setup.players[0].battlefield[1].level'],
    ['tapped as a string', 'setup.players[0].battlefield[0].tapped', 'yes', 'setup.players[0].battlefield[0].tapped'],
    ['a negative turn number', 'setup.turn.number', -3, 'setup.turn.number'],
    ['turn number 0', 'setup.turn.number', 0, 'setup.turn.number'],
    ['a string seed', 'setup.seed', '42', 'setup.seed'],
    ['a seed past 32 bits', 'setup.seed', 2 ** 40, 'setup.seed'],
    ['an unknown step', 'setup.turn.step', 'teatime', 'setup.turn.step'],
    ['beginStep as a number', 'setup.turn.beginStep', 1, 'setup.turn.beginStep'],
    ['a team of 0', 'setup.players[1].team', 0, 'setup.players[1].team'],
    ['mana as a string', 'setup.players[0].manaPool', { G: '2' }, 'setup.players[0].manaPool.G'],
    ['unknown mana', 'setup.players[0].manaPool', { X: 1 }, 'setup.players[0].manaPool.X'],
    ['a hand that is an object', 'setup.players[0].hand', { 0: 'forest' }, 'setup.players[0].hand'],
    ['a battlefield that is a string', 'setup.players[0].battlefield', 'forest', 'setup.players[0].battlefield'],
    ['a card that is a number', 'setup.players[0].hand', [7], 'setup.players[0].hand[0]'],
    ['an empty card id', 'setup.players[0].hand', [''], 'setup.players[0].hand[0]'],
    ['a misspelt field', 'setup.players[0].lief', 3, 'setup.players[0].lief'],
    ['an unknown top-level field', 'setup.decisions', [], 'setup.decisions'],
    ['a player that is a string', 'setup.players[1]', 'p2', 'setup.players[1]'],
    ['a player id that is a number', 'setup.players[1].id', 2, 'setup.players[1].id'],
    ['players as an object', 'setup.players', { p1: {}, p2: {} }, 'setup.players'],
    ['one player', 'setup.players[1]', undefined, 'setup.players'],
    ['turn as a string', 'setup.turn', 'p1', 'setup.turn'],
  ] as [string, string, unknown, string][])('%s', (_name, field, value, path) => {
    expect(setupError(withChange(field, value)).path).toBe(path);
  });

  it.each([
    ['null', null],
    ['an array', []],
    ['a string', 'setup'],
  ])('a setup that is %s', (_name, setup) => {
    expect(setupError(setup).path).toBe('setup');
  });

  it('a valid setup with every field still starts', () => {
    const setup = base();
    setup.seed = 7;
    setup.turn = { active: 'p2', step: 'upkeep', number: 3, beginStep: true };
    setup.players[0] = { id: 'p1', team: 1, archenemy: false, manaPool: { G: 2 }, schemes: [], battlefield: [{ card: 'sturdy-bear', id: 'bear', counters: { '+1/+1': 2 }, damage: 1, tapped: true, sick: true, token: false, faceDown: false, merged: [] }, { card: 'orchard-keeper-class', level: 2 }] };
    const g = startGame(setup, CATALOG);
    expect(g.state.player.p1?.life).toBe(20);
    expect(g.state.turn.number).toBe(3);
  });
});

describe('actions of the wrong shape get an error code', () => {
  const state = () => startGame(base(), CATALOG).state;

  it.each([
    ['advance to an unknown step', { type: 'advance', player: 'p1', to: 'teatime' }, 'malformed-action'],
    ['advance to a number', { type: 'advance', player: 'p1', to: 3 }, 'malformed-action'],
    ['an unknown type', { type: 'teatime', player: 'p1' }, 'malformed-action'],
    ['a type inherited by every object', { type: 'constructor', player: 'p1' }, 'malformed-action'],
    ['no type', { player: 'p1' }, 'malformed-action'],
    ['a player that is a number', { type: 'pass', player: 1 }, 'malformed-action'],
    ['a player "constructor"', { type: 'pass', player: 'constructor' }, 'malformed-action'],
    ['playLand of object "constructor"', { type: 'playLand', player: 'p1', object: 'constructor' }, 'unknown-object'],
    ['cast of object "__proto__"', { type: 'cast', player: 'p1', object: '__proto__' }, 'unknown-object'],
    ['cast with targets as an object', { type: 'cast', player: 'p1', object: 'o1', targets: { object: 'o2' } }, 'malformed-action'],
    ['cast with a target with both object and player', { type: 'cast', player: 'p1', object: 'o1', targets: [{ object: 'o2', player: 'p2' }] }, 'malformed-action'],
    ['cast with a method that is a number', { type: 'cast', player: 'p1', object: 'o1', method: 1 }, 'malformed-action'],
    ['cast with costs as a list', { type: 'cast', player: 'p1', object: 'o1', costs: ['o2'] }, 'malformed-action'],
    ['cast sacrificing "toString"', { type: 'cast', player: 'p1', object: 'o1', costs: { sacrifice: ['toString'] } }, 'unknown-object'],
    ['activate without an ability', { type: 'activate', player: 'p1', object: 'o1' }, 'malformed-action'],
    ['declareAttackers as an object', { type: 'declareAttackers', player: 'p1', attackers: { object: 'o1', target: 'p2' } }, 'malformed-action'],
    ['declareAttackers at player "constructor"', { type: 'declareAttackers', player: 'p1', attackers: [{ object: 'o1', target: 'constructor' }] }, 'malformed-action'],
    ['declareBlockers with a blocker "valueOf"', { type: 'declareBlockers', player: 'p2', blocks: [{ blocker: 'valueOf', attacker: 'o1' }] }, 'unknown-object'],
    ['orderTriggers with numbers', { type: 'orderTriggers', player: 'p1', order: [1, 2] }, 'malformed-action'],
    ['chooseTargets of player "constructor"', { type: 'chooseTargets', player: 'p1', targets: [{ player: 'constructor' }] }, 'malformed-action'],
    ['choose without an option', { type: 'choose', player: 'p1' }, 'malformed-action'],
  ])('%s: %s', (_name, action, code) => {
    const s = state();
    const snapshot = JSON.stringify(s);
    expect(applyAction(s, action as unknown as Action)).toEqual({ ok: false, error: code });
    expect(JSON.stringify(s)).toBe(snapshot);
  });

  it('null, a string and an array are malformed actions', () => {
    for (const a of [null, undefined, 'pass', ['pass'], 42]) expect(applyAction(state(), a as unknown as Action)).toEqual({ ok: false, error: 'malformed-action' });
  });

  it('every action legalActions offers passes the shape check', () => {
    const s = state();
    for (const a of legalActions(s).actions) expect(applyAction(s, a).ok, JSON.stringify(a)).toBe(true);
  });
});

describe('runExample names the field of a malformed example', () => {
  it('decisions that are not a list: a SetupError at "decisions"', () => {
    expect(() => runExample({ setup: base(), decisions: {} as never }, CATALOG)).toThrow(new SetupError('decisions', 'expected a list of decisions', 'not-a-list'));
  });

  it('a decision of the wrong shape: the path names its field', () => {
    const decisions = [{ type: 'pass', player: 'p1' }, { type: 'advance', player: 'p2', to: 'teatime' }] as unknown as Action[];
    expect(runExample({ setup: base(), decisions }, CATALOG)).toEqual({ ok: false, at: 1, path: 'decisions[1].to', error: 'malformed-action' });
  });
});

describe('positions the rules or the engine cannot play get a SetupError with a code', () => {
  const two = (p1: Partial<SetupPlayer>, p2: Partial<SetupPlayer> = {}, turn: GameSetup['turn'] = { active: 'p1', step: 'main1' }): GameSetup => ({
    players: [{ id: 'p1', ...p1 }, { id: 'p2', ...p2 }],
    turn,
  });
  const combat = (perm: SetupPermanent, turn: GameSetup['turn'] = { active: 'p1', step: 'declareBlockers' }) => two({ battlefield: [perm] }, {}, turn);
  const archenemy = (extra: Partial<SetupPlayer> = {}): GameSetup => ({
    players: [{ id: 'p1', archenemy: true, schemes: ['call-for-tribute'] }, { id: 'p2', ...extra }, { id: 'p3' }],
  });

  it.each([
    // 702.168a, 708.2: face down only with disguise
    ['a face-down land (708.2, 702.168a)', two({ battlefield: [{ card: 'forest', faceDown: true }] }), 'setup.players[0].battlefield[0].faceDown', 'face-down-not-allowed', { card: 'forest' }],
    ['a face-down creature without disguise', two({ battlefield: [{ card: 'plodding-ox', faceDown: true }] }), 'setup.players[0].battlefield[0].faceDown', 'face-down-not-allowed', { card: 'plodding-ox' }],
    // 702.140a, 730.1: only creatures merge
    ['a merged pile topped by a non-creature (730.1)', two({ battlefield: [{ card: 'clockwork-idol', merged: ['sturdy-bear'] }] }), 'setup.players[0].battlefield[0].card', 'merged-not-creature', { card: 'clockwork-idol' }],
    ['a merged pile with a land under it', two({ battlefield: [{ card: 'vulpikeet', merged: ['sturdy-bear', 'forest'] }] }), 'setup.players[0].battlefield[0].merged[1]', 'merged-not-creature', { card: 'forest' }],
    // 716.2a
    ['a level on a non-Class (716.2a)', two({ battlefield: [{ card: 'sturdy-bear', level: 2 }] }), 'setup.players[0].battlefield[0].level', 'level-not-class', { card: 'sturdy-bear' }],
    ['a Class above its highest level', two({ battlefield: [{ card: 'orchard-keeper-class', level: 4 }] }), 'setup.players[0].battlefield[0].level', 'level-too-high', { card: 'orchard-keeper-class', max: 3 }],
    // 714.3
    ['lore counters on a non-Saga (714.3)', two({ battlefield: [{ card: 'sturdy-bear', counters: { lore: 1 } }] }), 'setup.players[0].battlefield[0].counters.lore', 'lore-not-saga', { card: 'sturdy-bear' }],
    // 110.4, 304.4, 307.4, 314.2
    ['an instant on the battlefield (304.4)', two({ battlefield: [{ card: 'ember-jab' }] }), 'setup.players[0].battlefield[0].card', 'not-a-permanent', { card: 'ember-jab' }],
    ['a sorcery on the battlefield (307.4)', two({ battlefield: [{ card: 'call-the-choir' }] }), 'setup.players[0].battlefield[0].card', 'not-a-permanent', { card: 'call-the-choir' }],
    // 506.3, 506.1, 508.1, 506.2
    ['an attacking land (506.3)', combat({ card: 'forest', attacking: 'p2' }), 'setup.players[0].battlefield[0].attacking', 'attacking-not-creature', { card: 'forest' }],
    ['an attacker in the precombat main phase (506.1, 511.3)', combat({ card: 'sturdy-bear', attacking: 'p2' }, { active: 'p1', step: 'main1' }), 'setup.players[0].battlefield[0].attacking', 'attacking-not-in-combat', { card: 'sturdy-bear', step: 'main1' }],
    ['an attacker at the beginning of combat', combat({ card: 'sturdy-bear', attacking: 'p2' }, { active: 'p1', step: 'beginCombat' }), 'setup.players[0].battlefield[0].attacking', 'attacking-not-in-combat', { card: 'sturdy-bear', step: 'beginCombat' }],
    ['an attacker as the declaration of attackers begins (508.1)', combat({ card: 'sturdy-bear', attacking: 'p2' }, { active: 'p1', step: 'declareAttackers', beginStep: true }), 'setup.players[0].battlefield[0].attacking', 'attacking-begin-step', { card: 'sturdy-bear' }],
    ['an attacker of the nonactive player (506.2)', combat({ card: 'sturdy-bear', attacking: 'p2' }, { active: 'p2', step: 'declareBlockers' }), 'setup.players[0].battlefield[0].attacking', 'attacking-not-active', { card: 'sturdy-bear', player: 'p1' }],
    ['a creature attacking its own controller (506.2)', combat({ card: 'sturdy-bear', attacking: 'p1' }), 'setup.players[0].battlefield[0].attacking', 'attacking-teammate', { card: 'sturdy-bear', player: 'p1' }],
    // 904.3, 314.2, 111.7, 104.2a
    ['a scheme deck for a player who is not the archenemy (904.3)', archenemy({ schemes: ['raid-the-pantry'] }), 'setup.players[1].schemes', 'schemes-not-archenemy', { player: 'p2' }],
    ['a non-scheme card in the scheme deck (904.3)', { players: [{ id: 'p1', archenemy: true, schemes: ['call-for-tribute', 'forest'] }, { id: 'p2' }] }, 'setup.players[0].schemes[1]', 'not-a-scheme', { card: 'forest' }],
    ['a scheme in a hand (314.2)', archenemy({ hand: ['call-for-tribute'] }), 'setup.players[1].hand[0]', 'scheme-outside-command', { card: 'call-for-tribute', zone: 'hand' }],
    ['a scheme on the battlefield (314.2)', two({ battlefield: [{ card: 'call-for-tribute' }] }), 'setup.players[0].battlefield[0].card', 'not-a-permanent', { card: 'call-for-tribute' }],
    ['a token in a graveyard (111.7)', two({ graveyard: ['food'] }), 'setup.players[0].graveyard[0]', 'token-outside-battlefield', { card: 'food', zone: 'graveyard' }],
    ['a token in a library', two({ library: ['choir-spirit'] }), 'setup.players[0].library[0]', 'token-outside-battlefield', { card: 'choir-spirit', zone: 'library' }],
    ['two archenemies and a hero (904.2a)', { players: [{ id: 'p1', archenemy: true }, { id: 'p2', archenemy: true }, { id: 'p3' }] }, 'setup.players', 'archenemy-team', {}],
    ['a hero on the archenemy’s team (904.2a)', { players: [{ id: 'p1', archenemy: true, team: 1 }, { id: 'p2', team: 1 }, { id: 'p3', team: 2 }] }, 'setup.players', 'archenemy-team', {}],
    ['heroes on two teams (904.2b)', { players: [{ id: 'p1', archenemy: true }, { id: 'p2', team: 2 }, { id: 'p3', team: 3 }] }, 'setup.players', 'archenemy-team', {}],
    ['every player on one team (102.3, 104.2a)', { players: [{ id: 'p1', team: 1 }, { id: 'p2', team: 1 }] }, 'setup.players', 'one-team', {}],
    ['a card id the engine gives to tokens made in play', two({ hand: [{ card: 'forest', id: 'tk3' }] }), 'setup', 'reserved-id', { id: 'tk3' }],
  ] as [string, GameSetup, string, SetupProblemCode, Record<string, string | number>][])('%s', (_name, setup, path, code, params) => {
    const e = setupError(setup);
    expect({ path: e.path, code: e.code, params: e.params }).toEqual({ path, code, params });
    expect(e.message).toContain(path);
  });

  it.each([
    ['a face-down creature with disguise', two({ battlefield: [{ card: 'masked-courier', faceDown: true }] })],
    ['a face-down mutated pile whose top has disguise (730.2e)', two({ battlefield: [{ card: 'hooded-informant', faceDown: true, merged: ['vulpikeet'] }] })],
    ['a merged pile of creatures, a token on top (730.2d)', two({ battlefield: [{ card: 'choir-spirit', token: true, merged: ['vulpikeet'] }] })],
    ['a Class at its highest level', two({ battlefield: [{ card: 'orchard-keeper-class', level: 3 }] })],
    ['a Saga with lore counters', two({ battlefield: [{ card: 'lorekeepers-tale', counters: { lore: 1 } }] })],
    ['lore 0 on a creature', two({ battlefield: [{ card: 'sturdy-bear', counters: { lore: 0 } }] })],
    ['an attacking face-down creature (708.2a: a 2/2 creature)', combat({ card: 'masked-courier', faceDown: true, attacking: 'p2' })],
    ['an attacker put onto the battlefield attacking, still sick (508.4)', combat({ card: 'sturdy-bear', sick: true, attacking: 'p2' }, { active: 'p1', step: 'combatDamage', beginStep: true })],
    ['an attacker in the end of combat step', combat({ card: 'sturdy-bear', attacking: 'p2' }, { active: 'p1', step: 'endCombat' })],
    ['attacking after the declaration, in the declare attackers step', combat({ card: 'sturdy-bear', attacking: 'p2' }, { active: 'p1', step: 'declareAttackers' })],
    ['a token on the battlefield', two({ battlefield: [{ card: 'food', token: true }] })],
    ['an Archenemy game: the heroes attack together (805.10a)', { ...archenemy({ battlefield: [{ card: 'sturdy-bear', attacking: 'p1' }] }), turn: { active: 'p3', step: 'declareBlockers' } }],
    ['a Supervillain Rumble: every player an archenemy with a scheme deck (904.12)', { players: [{ id: 'p1', archenemy: true, schemes: ['call-for-tribute'] }, { id: 'p2', archenemy: true, schemes: ['raid-the-pantry'] }] }],
  ] as [string, GameSetup][])('accepted: %s', (_name, setup) => {
    expect(() => startGame(setup, CATALOG)).not.toThrow();
  });
});
