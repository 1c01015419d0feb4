/**
 * The diff of two snapshots, keyed by physical card id (a card keeps its id across zones even
 * though each zone change makes a new object, 400.7). Pure; the board animates what it lists
 * (chessground's computePlan in spirit): moves, entries, exits, taps, counters, face changes,
 * merges.
 */
import type { CounterKind, GameState, ZoneName } from '../../engine/index.ts';

export interface Placement {
  zone: ZoneName;
  controller: string;
  object: string;
  tapped: boolean;
  faceDown: boolean;
  counters: Partial<Record<CounterKind, number>>;
  /** how many cards the object has (more than 1: a merged permanent) */
  size: number;
  /** it is the object's topmost card */
  top: boolean;
}

export type Change =
  | { kind: 'moved'; card: string; from: ZoneName; to: ZoneName }
  | { kind: 'entered'; card: string; to: ZoneName; token: boolean }
  | { kind: 'left'; card: string; from: ZoneName; token: boolean }
  | { kind: 'tapped' | 'untapped'; card: string }
  | { kind: 'counters'; card: string; counter: CounterKind; from: number; to: number }
  | { kind: 'turnedFaceUp' | 'turnedFaceDown'; card: string }
  | { kind: 'merged'; card: string; size: number }
  | { kind: 'controlChanged'; card: string; from: string; to: string };

/** Where each physical card is in a state (cards on the stack as spells included; abilities have no card). */
export function placements(s: GameState): Map<string, Placement> {
  const out = new Map<string, Placement>();
  for (const o of Object.values(s.objects)) {
    o.cards.forEach((card, i) => {
      out.set(card, {
        zone: o.zone,
        controller: o.controller,
        object: o.id,
        tapped: o.tapped,
        faceDown: o.faceDown !== null,
        counters: o.counters,
        size: o.cards.length,
        top: i === 0,
      });
    });
  }
  return out;
}

const COUNTERS: CounterKind[] = ['+1/+1', '-1/-1', 'lore'];

export function diffSnapshots(before: GameState | null, after: GameState): Change[] {
  const a = before ? placements(before) : new Map<string, Placement>();
  const b = placements(after);
  const out: Change[] = [];
  const isToken = (s: GameState | null, card: string) => s?.cards[card]?.token ?? false;
  for (const [card, p] of a) {
    if (!b.has(card)) out.push({ kind: 'left', card, from: p.zone, token: isToken(before, card) });
  }
  for (const [card, q] of b) {
    const p = a.get(card);
    if (!p) {
      if (before) out.push({ kind: 'entered', card, to: q.zone, token: isToken(after, card) });
      continue;
    }
    if (p.zone !== q.zone) out.push({ kind: 'moved', card, from: p.zone, to: q.zone });
    else if (p.controller !== q.controller) out.push({ kind: 'controlChanged', card, from: p.controller, to: q.controller });
    if (q.top && p.tapped !== q.tapped && p.zone === q.zone) out.push({ kind: q.tapped ? 'tapped' : 'untapped', card });
    if (q.top && p.zone === q.zone) {
      for (const counter of COUNTERS) {
        const from = p.counters[counter] ?? 0;
        const to = q.counters[counter] ?? 0;
        if (from !== to) out.push({ kind: 'counters', card, counter, from, to });
      }
    }
    if (p.faceDown !== q.faceDown && q.top) out.push({ kind: q.faceDown ? 'turnedFaceDown' : 'turnedFaceUp', card });
    if (q.size > p.size) out.push({ kind: 'merged', card, size: q.size });
  }
  return out;
}

/** The changes grouped by card, for components that ask "what happened to me?". */
export function changesByCard(changes: readonly Change[]): Map<string, Change[]> {
  const out = new Map<string, Change[]>();
  for (const c of changes) out.set(c.card, [...(out.get(c.card) ?? []), c]);
  return out;
}
