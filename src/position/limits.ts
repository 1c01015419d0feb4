// The editor's limits (issue 28): one set, the same for a link, an imported file, a paste and a
// drop, checked before any other work (before the engine sees a position), each refusal naming
// the limit, the value found and the most allowed. What fits these limits the editor can also
// write as an address that opens again (share.ts: linkProblem).
import { SETUP_LIMITS } from '../engine/index.ts';

export const LIMITS = {
  /** players in a position (the engine's own limit) */
  players: SETUP_LIMITS.players,
  /** cards in one list: a library, a hand, a battlefield, the cards merged under one permanent (the engine's) */
  cardsPerList: SETUP_LIMITS.cardsPerList,
  /** cards in the whole position, merged ones included */
  cards: 5000,
  /** decisions played from the position */
  decisions: 5000,
  /** characters of any one string or field name (ids are held to SETUP_LIMITS.idLength by the engine) */
  stringLength: 1000,
  /** levels of arrays and objects inside each other */
  depth: 32,
  /** characters of a pasted or dropped file */
  fileChars: 4_000_000,
  /** bytes of a dropped file, refused before its text is read: UTF-8 takes at most four a character, so more cannot fit fileChars */
  fileBytes: 16_000_000,
  /** characters of a link's code (?p=) */
  linkChars: 200_000,
  /** bytes of the position a link's code unpacks to */
  linkBytes: 1 << 20,
} as const;

export type LimitName = keyof typeof LIMITS;
export const LIMIT_NAMES = Object.keys(LIMITS) as LimitName[];

/** A limit passed: which one, the value found (at least that much) and the most allowed. */
export interface LimitProblem {
  limit: LimitName;
  value: number;
  max: number;
}

const over = (limit: LimitName, value: number): LimitProblem | null => (value > LIMITS[limit] ? { limit, value, max: LIMITS[limit] } : null);

/** A value from outside, quoted in a message: its first few words at most. */
export function quote(v: string, max = 24): string {
  return v.length > max ? `${v.slice(0, max)}…` : v;
}

/**
 * The depth of nesting and the longest string or field name of parsed JSON, without recursion
 * (a value nested a million deep is measured, not a stack overflow). Stops as soon as either is
 * over its limit.
 */
export function shapeProblem(value: unknown): LimitProblem | null {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop() as [unknown, number];
    if (typeof v === 'string') {
      const p = over('stringLength', v.length);
      if (p) return p;
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    const deep = over('depth', depth);
    if (deep) return deep;
    if (Array.isArray(v)) {
      for (const x of v) stack.push([x, depth + 1]);
      continue;
    }
    for (const [k, x] of Object.entries(v)) {
      const p = over('stringLength', k.length);
      if (p) return p;
      stack.push([x, depth + 1]);
    }
  }
  return null;
}

const lengthOf = (v: unknown): number => (Array.isArray(v) ? v.length : 0);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Players, cards (in each list and in all) and decisions of a position as data (a setup and its
 * decisions, not yet checked by the engine: anything of the wrong type counts as nothing here and
 * is the engine's to refuse).
 */
export function countProblem(setup: unknown, decisions: unknown): LimitProblem | null {
  const players = isRecord(setup) && Array.isArray(setup.players) ? (setup.players as unknown[]) : [];
  const p = over('players', players.length);
  if (p) return p;
  let cards = 0;
  for (const player of players) {
    if (!isRecord(player)) continue;
    for (const zone of ['library', 'hand', 'graveyard', 'exile', 'schemes', 'battlefield'] as const) {
      const n = lengthOf(player[zone]);
      const list = over('cardsPerList', n);
      if (list) return list;
      cards += n;
    }
    for (const perm of Array.isArray(player.battlefield) ? (player.battlefield as unknown[]) : []) {
      const n = isRecord(perm) ? lengthOf(perm.merged) : 0;
      const list = over('cardsPerList', n);
      if (list) return list;
      cards += n;
    }
  }
  return over('cards', cards) ?? over('decisions', lengthOf(decisions));
}

/** The size limit of a text before it is read: a file (`fileChars`) or a link (`linkChars`). */
export function sizeProblem(text: string, limit: 'fileChars' | 'linkChars'): LimitProblem | null {
  return over(limit, text.length);
}
