/**
 * The editor's changes to a starting position (the engine's GameSetup), as pure functions: each
 * returns a new setup and never checks legality (the engine does, src/position/check.ts).
 * Indices out of range change nothing.
 */
import type { GameSetup, SetupCard, SetupPermanent, SetupPlayer } from '../engine/index.ts';

export type ListZone = 'hand' | 'library' | 'graveyard' | 'exile' | 'schemes';
export type Zone = ListZone | 'battlefield';
export const ZONES: readonly Zone[] = ['battlefield', 'hand', 'library', 'graveyard', 'exile', 'schemes'];

export const EMPTY_SETUP: GameSetup = {
  players: [
    { id: 'p1', life: 20 },
    { id: 'p2', life: 20 },
  ],
  turn: { number: 1, active: 'p1', step: 'main1' },
};

export function cardId(c: SetupCard): string {
  return typeof c === 'string' ? c : c.card;
}

function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item as T);
  return out;
}

function withPlayer(setup: GameSetup, player: number, change: (p: SetupPlayer) => SetupPlayer): GameSetup {
  if (!setup.players[player]) return setup;
  return { ...setup, players: setup.players.map((p, i) => (i === player ? change(p) : p)) };
}

export function setPlayer(setup: GameSetup, player: number, fields: Partial<Omit<SetupPlayer, 'id'>>): GameSetup {
  return withPlayer(setup, player, (p) => ({ ...p, ...fields }));
}

/** Adds a card to a zone (to the battlefield as a permanent; a token definition as a token). */
export function addCard(setup: GameSetup, player: number, zone: Zone, card: string, token = false): GameSetup {
  return withPlayer(setup, player, (p) =>
    zone === 'battlefield' ? { ...p, battlefield: [...(p.battlefield ?? []), token ? { card, token: true } : { card }] } : { ...p, [zone]: [...(p[zone] ?? []), card] },
  );
}

export function removeCard(setup: GameSetup, player: number, zone: Zone, index: number): GameSetup {
  return withPlayer(setup, player, (p) => ({ ...p, [zone]: (p[zone] ?? []).filter((_: unknown, i: number) => i !== index) }));
}

/** Moves a card one place up (-1) or down (+1) in its zone (a library's order, the battlefield's). */
export function moveCard(setup: GameSetup, player: number, zone: Zone, index: number, by: -1 | 1): GameSetup {
  return withPlayer(setup, player, (p) => ({ ...p, [zone]: move<unknown>(p[zone] ?? [], index, index + by) }));
}

/** Changes a permanent's fields; a field set to undefined is left out. */
export function setPermanent(setup: GameSetup, player: number, index: number, fields: Partial<SetupPermanent>): GameSetup {
  return withPlayer(setup, player, (p) => ({
    ...p,
    battlefield: (p.battlefield ?? []).map((perm, i) => {
      if (i !== index) return perm;
      const next: Record<string, unknown> = { ...perm, ...fields };
      for (const k of Object.keys(next)) if (next[k] === undefined) delete next[k];
      return next as unknown as SetupPermanent;
    }),
  }));
}

/** The merged pile under a permanent (730): add a card at the bottom, remove one, reorder. */
export function setMerged(setup: GameSetup, player: number, index: number, change: (merged: SetupCard[]) => SetupCard[]): GameSetup {
  const perm = setup.players[player]?.battlefield?.[index];
  if (!perm) return setup;
  const merged = change([...(perm.merged ?? [])]);
  return setPermanent(setup, player, index, { merged: merged.length ? merged : undefined });
}
export const mergedOps = {
  add: (card: string) => (m: SetupCard[]) => [...m, card],
  remove: (i: number) => (m: SetupCard[]) => m.filter((_, j) => j !== i),
  move: (i: number, by: -1 | 1) => (m: SetupCard[]) => move(m, i, i + by),
};

/**
 * An Archenemy game (904): three players, the first the archenemy facing a team of the other two
 * (904.1); off, back to two players, without schemes or teams.
 */
export function setArchenemy(setup: GameSetup, on: boolean): GameSetup {
  if (on) {
    const base = setup.players.slice(0, 3);
    while (base.length < 3) base.push({ id: `p${base.length + 1}`, life: 20 });
    return { ...setup, players: base.map((p, i) => ({ ...p, archenemy: i === 0 ? true : undefined, team: i === 0 ? 1 : 2 })).map(clean) };
  }
  const players = setup.players.slice(0, 2).map((p) => clean({ ...p, archenemy: undefined, team: undefined, schemes: undefined }));
  const active = players.some((p) => p.id === setup.turn?.active) ? setup.turn?.active : 'p1';
  return { ...setup, players, turn: { ...setup.turn, active } };
}

export function isArchenemy(setup: GameSetup): boolean {
  return setup.players.some((p) => p.archenemy);
}

function clean<T extends object>(o: T): T {
  const out = { ...o } as Record<string, unknown>;
  for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
  return out as T;
}

export function setTurn(setup: GameSetup, fields: NonNullable<GameSetup['turn']>): GameSetup {
  return { ...setup, turn: clean({ ...setup.turn, ...fields }) };
}
