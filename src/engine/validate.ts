// What the engine accepts from outside: a starting position (checkSetup) and an action's shape
// (actionError). The engine's public API is used without the build's schema (the scenario CLI,
// tests, any caller), so it checks what it is given: known fields of the right types, finite
// integers in range, known steps and action types, and no id that names a property every
// JavaScript object inherits ("constructor", "toString", "__proto__"): such a name would find
// something in every lookup by id.
import type { Action } from './base/actions.ts';
import type { CounterKind } from './base/cards.ts';
import type { ErrorCode } from './base/errors.ts';
import { SetupError } from './base/errors.ts';
import type { GameSetup } from './position.ts';
import type { GameState, ManaSymbol } from './base/state.ts';
import { ACTION_TYPES } from './actions/index.ts';
import { isReservedId } from './base/ids.ts';
import { type ActionFault, isRecord, isStepName, isString, type Json, malformed, playerId, STEP_NAMES } from './actions/shape.ts';

export { isReservedId, own } from './base/ids.ts';
export { isStepName, type ActionFault };

/** The limits of a starting position (docs/engine.md, "Setup"). */
export const SETUP_LIMITS = {
  players: 16,
  cardsPerList: 500,
  idLength: 100,
  life: 1_000_000,
  team: 1000,
  counters: 1000,
  damage: 1_000_000,
  level: 100,
  mana: 1000,
  turn: 1_000_000,
} as const;

const COUNTER_KINDS: readonly CounterKind[] = ['+1/+1', '-1/-1', 'lore'];
const MANA_SYMBOLS: readonly ManaSymbol[] = ['W', 'U', 'B', 'R', 'G', 'C'];


function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return `the string ${JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)}`;
  if (typeof v === 'number') return `${v}`;
  return typeof v;
}

function record(v: unknown, path: string, fields: readonly string[]): Json {
  if (!isRecord(v)) throw new SetupError(path, `expected an object, got ${describe(v)}`, 'not-an-object');
  for (const k of Object.keys(v)) {
    if (!fields.includes(k)) {
      // a field name from outside is quoted short: an error never carries a huge value
      const name = k.length > 40 ? `${k.slice(0, 40)}…` : k;
      throw new SetupError(`${path}.${name}`, `unknown field (expected one of ${fields.join(', ')})`, 'unknown-field', { field: name, expected: fields.join(', ') });
    }
  }
  return v;
}

function id(v: unknown, path: string): string {
  if (typeof v !== 'string' || v.length === 0) throw new SetupError(path, `expected a non-empty string, got ${describe(v)}`, 'not-an-id');
  if (v.length > SETUP_LIMITS.idLength) throw new SetupError(path, `longer than ${SETUP_LIMITS.idLength} characters`, 'id-too-long', { max: SETUP_LIMITS.idLength });
  if (isReservedId(v)) throw new SetupError(path, `"${v}" is a reserved name`, 'reserved-id', { id: v });
  return v;
}

function int(v: unknown, path: string, min: number, max: number): void {
  if (typeof v !== 'number' || !Number.isInteger(v)) throw new SetupError(path, `expected a whole number, got ${describe(v)}`, 'not-a-whole-number');
  if (v < min || v > max) throw new SetupError(path, `expected a whole number from ${min} to ${max}, got ${v}`, 'out-of-range', { min, max, value: v });
}

function bool(v: unknown, path: string): void {
  if (typeof v !== 'boolean') throw new SetupError(path, `expected true or false, got ${describe(v)}`, 'not-a-boolean');
}

function list(v: unknown, path: string): unknown[] {
  if (!Array.isArray(v)) throw new SetupError(path, `expected a list, got ${describe(v)}`, 'not-a-list');
  if (v.length > SETUP_LIMITS.cardsPerList) throw new SetupError(path, `more than ${SETUP_LIMITS.cardsPerList} entries`, 'too-many-entries', { max: SETUP_LIMITS.cardsPerList });
  return v;
}

function setupCard(v: unknown, path: string): void {
  if (typeof v === 'string') {
    id(v, path);
    return;
  }
  const c = record(v, path, ['card', 'id']);
  id(c.card, `${path}.card`);
  if (c.id !== undefined) id(c.id, `${path}.id`);
}

const PLAYER_FIELDS = ['id', 'life', 'team', 'archenemy', 'library', 'hand', 'graveyard', 'exile', 'schemes', 'battlefield', 'manaPool'] as const;
const PERMANENT_FIELDS = ['card', 'id', 'tapped', 'counters', 'faceDown', 'level', 'sick', 'merged', 'token', 'damage', 'attacking'] as const;

function permanent(v: unknown, path: string, players: readonly string[]): void {
  const p = record(v, path, PERMANENT_FIELDS);
  id(p.card, `${path}.card`);
  if (p.id !== undefined) id(p.id, `${path}.id`);
  for (const k of ['tapped', 'sick', 'token'] as const) if (p[k] !== undefined) bool(p[k], `${path}.${k}`);
  if (p.faceDown !== undefined && p.faceDown !== 'plain') bool(p.faceDown, `${path}.faceDown`);
  if (p.counters !== undefined) {
    const counters = record(p.counters, `${path}.counters`, COUNTER_KINDS);
    for (const k of COUNTER_KINDS) if (counters[k] !== undefined) int(counters[k], `${path}.counters.${k}`, 0, SETUP_LIMITS.counters);
  }
  if (p.level !== undefined) int(p.level, `${path}.level`, 1, SETUP_LIMITS.level);
  if (p.damage !== undefined) int(p.damage, `${path}.damage`, 0, SETUP_LIMITS.damage);
  if (p.merged !== undefined) list(p.merged, `${path}.merged`).forEach((c, i) => setupCard(c, `${path}.merged[${i}]`));
  if (p.attacking !== undefined && !players.includes(id(p.attacking, `${path}.attacking`))) {
    throw new SetupError(`${path}.attacking`, `unknown player "${String(p.attacking)}"`, 'unknown-player', { player: String(p.attacking) });
  }
}

/**
 * Throws a SetupError naming the field (`setup.players[0].life`) unless `setup` is a starting
 * position the engine can play. Card ids are checked against the catalog by startGame.
 */
export function checkSetup(setup: unknown): asserts setup is GameSetup {
  const s = record(setup, 'setup', ['players', 'turn', 'seed']);
  if (!Array.isArray(s.players)) throw new SetupError('setup.players', `expected a list of players, got ${describe(s.players)}`, 'not-a-list');
  if (s.players.length < 2) throw new SetupError('setup.players', 'at least two players', 'too-few-players', { min: 2 });
  if (s.players.length > SETUP_LIMITS.players) throw new SetupError('setup.players', `at most ${SETUP_LIMITS.players} players`, 'too-many-players', { max: SETUP_LIMITS.players });
  const ids = s.players.map((p, i) => id(record(p, `setup.players[${i}]`, PLAYER_FIELDS).id, `setup.players[${i}].id`));
  s.players.forEach((v, i) => {
    const p = v as Json;
    const path = `setup.players[${i}]`;
    if (p.life !== undefined) int(p.life, `${path}.life`, -SETUP_LIMITS.life, SETUP_LIMITS.life);
    if (p.team !== undefined) int(p.team, `${path}.team`, 1, SETUP_LIMITS.team);
    if (p.archenemy !== undefined) bool(p.archenemy, `${path}.archenemy`);
    for (const zone of ['library', 'hand', 'graveyard', 'exile', 'schemes'] as const) {
      if (p[zone] !== undefined) list(p[zone], `${path}.${zone}`).forEach((c, j) => setupCard(c, `${path}.${zone}[${j}]`));
    }
    if (p.battlefield !== undefined) list(p.battlefield, `${path}.battlefield`).forEach((perm, j) => permanent(perm, `${path}.battlefield[${j}]`, ids));
    if (p.manaPool !== undefined) {
      const pool = record(p.manaPool, `${path}.manaPool`, MANA_SYMBOLS);
      for (const k of MANA_SYMBOLS) if (pool[k] !== undefined) int(pool[k], `${path}.manaPool.${k}`, 0, SETUP_LIMITS.mana);
    }
  });
  if (s.turn !== undefined) {
    const t = record(s.turn, 'setup.turn', ['number', 'active', 'step', 'beginStep']);
    if (t.number !== undefined) int(t.number, 'setup.turn.number', 1, SETUP_LIMITS.turn);
    if (t.active !== undefined) id(t.active, 'setup.turn.active');
    if (t.step !== undefined && !isStepName(t.step)) {
      throw new SetupError('setup.turn.step', `unknown step ${describe(t.step)} (expected one of ${[...STEP_NAMES].join(', ')})`, 'unknown-step', { expected: [...STEP_NAMES].join(', ') });
    }
    if (t.beginStep !== undefined) bool(t.beginStep, 'setup.turn.beginStep');
  }
  // the generator works on 32 bits (rng.ts)
  if (s.seed !== undefined) int(s.seed, 'setup.seed', -0x80000000, 0xffffffff);
}

// ---- actions -------------------------------------------------------------------------------

/**
 * Null when `action` has the shape of an Action (a known type, its fields of the right types, a
 * known step); else the error code applyAction answers with (`malformed-action`, or
 * `unknown-object` for an object id that is an inherited name) and the field at fault. Each action
 * type's fields are its module's (actions/).
 */
export function actionFault(s: GameState, action: unknown): ActionFault | null {
  if (!isRecord(action)) return malformed('');
  const a = action;
  const type = a.type as Action['type'];
  if (!isString(type)) return malformed('type');
  const who = playerId(s, a.player, 'player');
  const t = ACTION_TYPES.get(type);
  return t ? t.shape(s, a, who) : malformed('type');
}

/** actionFault's code alone: what applyAction answers for an action of the wrong shape. */
export function actionError(s: GameState, action: unknown): ErrorCode | null {
  return actionFault(s, action)?.code ?? null;
}
