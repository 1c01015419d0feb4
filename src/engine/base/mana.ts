// Mana costs in rules notation ("{2}{W}{W}") and paying them from a pool (106, 107.4, 601.2h).
import type { Color } from './cards.ts';
import type { ManaPool, ManaSymbol } from './state.ts';

export interface ManaCost {
  generic: number;
  colored: Partial<Record<ManaSymbol, number>>;
}

const SYMBOLS: readonly ManaSymbol[] = ['W', 'U', 'B', 'R', 'G', 'C'];

export function isManaSymbol(s: string): s is ManaSymbol {
  return (SYMBOLS as readonly string[]).includes(s);
}

/** Parsed costs by their text (a pure function of the text; the results are never changed). */
const parsed = new Map<string, ManaCost | null>();

/** Parses "{2}{W}" into generic and coloured parts; returns null for text that is not a cost. */
export function parseManaCost(text: string): ManaCost | null {
  let cost = parsed.get(text);
  if (cost === undefined) {
    cost = parseManaCostNow(text);
    if (cost) Object.freeze(Object.freeze(cost).colored);
    // the texts are the card definitions' costs: few, and bounded by the catalogue
    if (parsed.size < 10_000) parsed.set(text, cost);
  }
  return cost;
}

function parseManaCostNow(text: string): ManaCost | null {
  const cost: ManaCost = { generic: 0, colored: {} };
  if (text === '') return cost;
  const parts = text.match(/\{[^}]+\}/g);
  if (!parts || parts.join('') !== text) return null;
  for (const part of parts) {
    const s = part.slice(1, -1);
    if (/^\d+$/.test(s)) cost.generic += Number(s);
    else if (isManaSymbol(s)) cost.colored[s] = (cost.colored[s] ?? 0) + 1;
    else return null;
  }
  return cost;
}

/** 202.3: the mana value is the total amount of mana in the cost. */
export function manaValue(text: string | undefined): number {
  if (!text) return 0;
  const c = parseManaCost(text);
  if (!c) return 0;
  return c.generic + Object.values(c.colored).reduce((a, b) => a + (b ?? 0), 0);
}

/** 105.2: an object's colours come from the coloured symbols of its mana cost. */
export function colorsOf(text: string | undefined): Color[] {
  if (!text) return [];
  const c = parseManaCost(text);
  if (!c) return [];
  return (['W', 'U', 'B', 'R', 'G'] as const).filter((s) => (c.colored[s] ?? 0) > 0);
}

export function emptyPool(): ManaPool {
  return { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
}

export function poolTotal(pool: ManaPool): number {
  // (written out: checked for every player at the end of every step)
  return pool.W + pool.U + pool.B + pool.R + pool.G + pool.C;
}

/**
 * How to pay `cost` from `pool`: the amounts of each symbol spent, or null if it can't be paid.
 * Coloured requirements first, then generic from whatever is left (colourless first).
 */
export function planPayment(pool: ManaPool, cost: ManaCost): Partial<Record<ManaSymbol, number>> | null {
  const left: ManaPool = { ...pool };
  const spent: Partial<Record<ManaSymbol, number>> = {};
  for (const s of SYMBOLS) {
    const need = cost.colored[s] ?? 0;
    if (left[s] < need) return null;
    left[s] -= need;
    if (need) spent[s] = need;
  }
  let generic = cost.generic;
  for (const s of ['C', 'W', 'U', 'B', 'R', 'G'] as const) {
    const use = Math.min(left[s], generic);
    if (use) {
      spent[s] = (spent[s] ?? 0) + use;
      left[s] -= use;
      generic -= use;
    }
  }
  return generic === 0 ? spent : null;
}

export function addCosts(a: ManaCost, b: ManaCost): ManaCost {
  const colored: Partial<Record<ManaSymbol, number>> = { ...a.colored };
  for (const [s, n] of Object.entries(b.colored) as [ManaSymbol, number][]) colored[s] = (colored[s] ?? 0) + n;
  return { generic: a.generic + b.generic, colored };
}
