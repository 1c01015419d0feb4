// A position and the decisions played from it as a short, URL-safe string (issue 15): the version,
// a dot, then the base64url of the packed UTF-8 of a compact JSON. Compact: the field names of
// GameSetup and Action, action types and steps are written as one character, card ids used more
// than once are written once in a string table. Packed: raw DEFLATE since version 2 (issue 26,
// fflate), the project's own LZ77 in version 1, whose links still open. Any JSON the engine
// accepts round-trips exactly;
// decodePosition never throws, and accepts only what the engine plays: the setup (checkPosition)
// and every decision, in order (applyAction).
import { deflateSync, Inflate } from 'fflate';
import { applyAction, type Action, type CardCatalog, type GameSetup } from '../engine/index.ts';
import { checkPosition } from './check.ts';
import { countProblem, LIMITS, shapeProblem, sizeProblem, type LimitProblem } from './limits.ts';
import type { DecodeOptions, DecodeResult, SharedPosition } from './types.ts';

/** The format the editor writes: 2, raw DEFLATE. */
export const SHARE_VERSION = 2;

/** The formats a link may be in, and how each unpacks: a string of another version is 'unknown-version'. */
const UNPACK: Readonly<Record<string, (bytes: Uint8Array) => Uint8Array>> = { '1': (b) => unpackV1(b), '2': (b) => unpack(b) };

/** The limits of a link (limits.ts: the same for links and imports); a link over one is 'over-limit'. */
export const SHARE_LIMITS = { chars: LIMITS.linkChars, decisions: LIMITS.decisions } as const;

// ---- field names and values ------------------------------------------------------------------

/** Every field name of a GameSetup and an Action, and its short form (never one of the mana symbols, which stand for themselves). */
const KEYS: Readonly<Record<string, string>> = {
  // GameSetup
  players: 'P', turn: 'T', seed: 'S',
  id: 'i', life: 'l', team: 'm', archenemy: 'A', library: 'L', hand: 'H', graveyard: 'Y', exile: 'X', schemes: 'Z', battlefield: 'F', manaPool: 'M',
  card: 'c', tapped: 't', counters: 'n', faceDown: 'f', level: 'v', sick: 'k', merged: 'g', token: 'o', damage: 'd', attacking: 'a',
  '+1/+1': '+', '-1/-1': '-', lore: 'Q',
  number: 'N', active: 'e', step: 's', beginStep: 'b',
  W: 'W', U: 'U', B: 'B', R: 'R', G: 'G', C: 'C',
  // Action
  type: 'y', player: 'p', object: 'j', ability: 'q', method: 'h', targets: 'r', costs: 'u', sacrifice: 'z', returnToHand: 'w',
  attackers: 'K', target: 'x', blocks: 'O', blocker: 'D', attacker: 'E', order: 'V', option: 'I', to: 'J',
};

/** The values of these fields are names from a short list (action types, steps, cast methods). */
const VALUES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  type: { pass: 'p', advance: 'a', playLand: 'l', cast: 'c', activate: 'v', turnFaceUp: 'u', declareAttackers: 'A', declareBlockers: 'B', orderTriggers: 'o', chooseTargets: 't', choose: 'h' },
  step: { untap: 'u', upkeep: 'k', draw: 'd', main1: 'm', beginCombat: 'b', declareAttackers: 'a', declareBlockers: 'B', firstStrikeDamage: 'f', combatDamage: 'c', endCombat: 'e', main2: 'M', end: 'E', cleanup: 'C' },
  method: { normal: 'n', sneak: 's', mutate: 'm', disguise: 'd' },
};
const VALUE_FIELDS: Readonly<Record<string, string>> = { type: 'type', step: 'step', to: 'step', method: 'method' };

const invert = (m: Readonly<Record<string, string>>): Readonly<Record<string, string>> => Object.fromEntries(Object.entries(m).map(([k, v]) => [v, k]));
const KEYS_BACK = invert(KEYS);
const VALUES_BACK: Readonly<Record<string, Readonly<Record<string, string>>>> = Object.fromEntries(Object.entries(VALUES).map(([k, m]) => [k, invert(m)]));

/** Marks a field name or a value that has no short form (written as is after it). */
const RAW = '*';
/** Marks a reference to the string table (`#3`). */
const REF = '#';

const own = <T>(m: Readonly<Record<string, T>>, k: string): T | undefined => (Object.hasOwn(m, k) ? m[k] : undefined);

class Malformed extends Error {}

/** A link over one of the editor's limits (limits.ts): not damaged, only more than it opens. */
class OverLimit extends Error {
  constructor(readonly problem: LimitProblem) {
    super(`over the limit of ${problem.limit}`);
  }
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** The compact form: short field names and values; a string used more than once goes in `table`. */
function compact(value: unknown, table: Map<string, number>): Json {
  const str = (v: string): Json => {
    const i = table.get(v);
    if (i !== undefined) return `${REF}${i}`;
    return v.startsWith(RAW) || v.startsWith(REF) ? `${RAW}${v}` : v;
  };
  const walk = (v: unknown, field: string | null): Json => {
    if (typeof v === 'string') {
      const list = field === null ? undefined : own(VALUE_FIELDS, field);
      const short = list === undefined ? undefined : own(VALUES[list] ?? {}, v);
      return short !== undefined ? short : list !== undefined ? `${RAW}${v}` : str(v);
    }
    if (typeof v === 'number' || typeof v === 'boolean' || v === null) return v;
    if (Array.isArray(v)) return v.map((x) => walk(x, null));
    if (typeof v === 'object') {
      const out: Record<string, Json> = {};
      for (const [k, x] of Object.entries(v)) {
        if (x === undefined) continue;
        out[own(KEYS, k) ?? `${RAW}${k}`] = walk(x, k);
      }
      return out;
    }
    return null;
  };
  return walk(value, null);
}

function expand(value: Json, table: readonly string[]): unknown {
  const str = (v: string): string => {
    if (v.startsWith(RAW)) return v.slice(1);
    if (v.startsWith(REF)) {
      const i = Number(v.slice(1));
      const s = Number.isInteger(i) && i >= 0 ? table[i] : undefined;
      if (s === undefined || `${REF}${i}` !== v) throw new Malformed();
      return s;
    }
    return v;
  };
  const walk = (v: Json, field: string | null): unknown => {
    if (typeof v === 'string') {
      const list = field === null ? undefined : own(VALUE_FIELDS, field);
      if (list === undefined) return str(v);
      if (v.startsWith(RAW)) return v.slice(1);
      const long = own(VALUES_BACK[list] ?? {}, v);
      if (long === undefined) throw new Malformed();
      return long;
    }
    if (Array.isArray(v)) return v.map((x) => walk(x, null));
    if (v !== null && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) {
        const long = k.startsWith(RAW) ? k.slice(1) : own(KEYS_BACK, k);
        if (long === undefined || Object.hasOwn(out, long)) throw new Malformed();
        // a plain data record: "__proto__" is an own field like any other, never the prototype
        Object.defineProperty(out, long, { value: walk(x, long), enumerable: true, writable: true, configurable: true });
      }
      return out;
    }
    return v;
  };
  return walk(value, null);
}

/** The strings worth a table entry: used at least twice and longer than a reference. */
function stringTable(value: unknown): Map<string, number> {
  const counts = new Map<string, number>();
  const walk = (v: unknown, field: string | null): void => {
    if (typeof v === 'string') {
      if (field === null || own(VALUE_FIELDS, field) === undefined) counts.set(v, (counts.get(v) ?? 0) + 1);
    } else if (Array.isArray(v)) v.forEach((x) => walk(x, null));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  walk(value, null);
  const worth = [...counts].filter(([s, n]) => n >= 2 && s.length > 3).sort((a, b) => b[1] * b[0].length - a[1] * a[0].length);
  return new Map(worth.map(([s], i) => [s, i]));
}

// ---- packing ---------------------------------------------------------------------------------
// Version 2 packs the compact JSON with raw DEFLATE (RFC 1951, fflate): it repeats itself (every
// "advance" decision, every Forest), and DEFLATE's back-references and Huffman codes take that
// out. Version 1 (issue 15) packed it with the project's own LZ77; its decoder stays, below, so
// that every link written then still opens.

/** Decoded links are never larger (the editor writes no larger one, linkProblem). */
const MAX_DECODED = LIMITS.linkBytes;
/** Bytes of packed input inflated at a time: at most about a megabyte comes out of each (DEFLATE expands at most ~1032×). */
const INFLATE_STEP = 1024;

const overLimit = (size: number) => new OverLimit({ limit: 'linkBytes', value: size, max: MAX_DECODED });

/** Raw DEFLATE of `input` (version 2). */
export function pack(input: Uint8Array): Uint8Array {
  return deflateSync(input, { level: 9 });
}

/**
 * The bytes `pack` was given; throws on anything that is not raw DEFLATE, or past MAX_DECODED
 * bytes (inflated a little at a time, so a decompression bomb stops at the limit, not in memory).
 */
export function unpack(input: Uint8Array): Uint8Array {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const inflate = new Inflate((chunk) => {
    size += chunk.length;
    // more than the editor opens (linkProblem never writes such a link): said so, not "damaged"
    if (size > MAX_DECODED) throw overLimit(size);
    if (chunk.length > 0) chunks.push(chunk.slice());
  });
  for (let i = 0; i < input.length || i === 0; i += INFLATE_STEP) {
    const end = Math.min(i + INFLATE_STEP, input.length);
    try {
      inflate.push(input.subarray(i, end), end === input.length);
    } catch (e) {
      if (e instanceof OverLimit) throw e;
      throw new Malformed();
    }
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

// Version 1's LZ77. Tokens: a byte 0xxxxxxx is followed by x+1 literal bytes; a byte 1xxxxxxx is
// a copy of x+3 bytes from `distance` bytes back, the distance following as a little-endian
// base-128 varint.
const MIN_MATCH = 3;

/** The bytes version 1's LZ77 packed; throws on anything it didn't write, or past MAX_DECODED bytes. */
export function unpackV1(input: Uint8Array): Uint8Array {
  const out: number[] = [];
  let i = 0;
  while (i < input.length) {
    const t = input[i++] as number;
    if (t < 0x80) {
      const n = t + 1;
      if (i + n > input.length) throw new Malformed();
      for (let k = 0; k < n; k++) out.push(input[i + k] as number);
      i += n;
    } else {
      const n = (t & 0x7f) + MIN_MATCH;
      let d = 0;
      for (let shift = 0; ; shift += 7) {
        if (i >= input.length || shift > 21) throw new Malformed();
        const b = input[i++] as number;
        d |= (b & 0x7f) << shift;
        if (b < 0x80) break;
      }
      if (d < 1 || d > out.length) throw new Malformed();
      const start = out.length - d;
      for (let k = 0; k < n; k++) out.push(out[start + k] as number);
    }
    if (out.length > MAX_DECODED) throw overLimit(out.length);
  }
  return Uint8Array.from(out);
}

// ---- base64url -------------------------------------------------------------------------------

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const DIGIT: Readonly<Record<string, number>> = Object.fromEntries([...ALPHABET].map((c, i) => [c, i]));

function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

function fromBase64Url(text: string): Uint8Array {
  if (text.length % 4 === 1) throw new Malformed();
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let bits = 0;
  let acc = 0;
  let j = 0;
  for (const c of text) {
    const d = own(DIGIT, c);
    if (d === undefined) throw new Malformed();
    acc = (acc << 6) | d;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[j++] = (acc >> bits) & 255;
    }
  }
  // the unused low bits of the last character are zero in a string toBase64Url wrote
  if ((acc & ((1 << bits) - 1)) !== 0) throw new Malformed();
  return bytes;
}

// ---- the string ------------------------------------------------------------------------------

/** The compact JSON text of a position and its decisions (what a link's code packs). */
function compactJson(p: SharedPosition): string {
  const value = [p.setup, p.decisions];
  const table = stringTable(value);
  const body = compact(value, table);
  return JSON.stringify(table.size > 0 ? [...(body as Json[]), [...table.keys()]] : body);
}

/** The link form of a position and its decisions: `2.` and the base64url of the packed compact JSON. */
export function encodePosition(p: SharedPosition): string {
  return linkOfJson(compactJson(p));
}

/**
 * The link of a position, or the limit it is over (limits.ts): the editor writes only addresses
 * that open again. Its counts and shape are checked first, then what the link would be.
 */
export function linkProblem(p: SharedPosition): { ok: true; code: string } | { ok: false; problem: LimitProblem } {
  const first = countProblem(p.setup, p.decisions) ?? shapeProblem([p.setup, p.decisions]);
  if (first) return { ok: false, problem: first };
  const json = compactJson(p);
  const bytes = new TextEncoder().encode(json).length;
  if (bytes > LIMITS.linkBytes) return { ok: false, problem: { limit: 'linkBytes', value: bytes, max: LIMITS.linkBytes } };
  const code = linkOfJson(json);
  const chars = sizeProblem(code, 'linkChars');
  return chars ? { ok: false, problem: chars } : { ok: true, code };
}

/** The link of a compact JSON text: the last step of encodePosition (tests build damaged links with it). */
export function linkOfJson(json: string): string {
  return `${SHARE_VERSION}.${toBase64Url(pack(new TextEncoder().encode(json)))}`;
}

/** The JSON a link carries, before the engine has seen it; throws Malformed for anything else. */
function parse(text: string, unpackBytes: (bytes: Uint8Array) => Uint8Array): { setup: unknown; decisions: unknown[] } {
  const json: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(unpackBytes(fromBase64Url(text))));
  if (!Array.isArray(json) || json.length < 2 || json.length > 3) throw new Malformed();
  // nesting and string lengths before anything walks it (expand is recursive)
  const shape = shapeProblem(json);
  if (shape) throw new OverLimit(shape);
  const table: unknown = json[2] ?? [];
  if (!Array.isArray(table) || !table.every((x): x is string => typeof x === 'string')) throw new Malformed();
  const setup = expand(json[0] as Json, table);
  const decisions = expand(json[1] as Json, table);
  if (!Array.isArray(decisions)) throw new Malformed();
  const counts = countProblem(setup, decisions);
  if (counts) throw new OverLimit(counts);
  // a string the table expands to is still a string of the link: as long as its limit
  const expanded = shapeProblem([setup, decisions]);
  if (expanded) throw new OverLimit(expanded);
  return { setup, decisions };
}

/**
 * The position and decisions of a link, or why it can't be opened: 'malformed' (not a string this
 * app writes), 'over-limit' (more than the editor opens, limits.ts: `limit` says which), 'unknown-version' (written by another version of the format), 'invalid-position'
 * (the engine refuses the setup), 'invalid-decisions' (a decision is not legal where it is played).
 * Never throws. A caller that replays a long line itself (in slices: the position editor's board)
 * asks for the decisions to be checked only up to `replayUpTo` of them.
 */
export function decodePosition(s: string, catalog: CardCatalog, { replayUpTo = Infinity }: DecodeOptions = {}): DecodeResult {
  try {
    if (typeof s !== 'string') return { ok: false, reason: 'malformed' };
    const size = sizeProblem(s, 'linkChars');
    if (size) return { ok: false, reason: 'over-limit', limit: size };
    const m = /^(\d{1,6})\.([A-Za-z0-9_-]*)$/.exec(s);
    if (!m) return { ok: false, reason: 'malformed' };
    const unpackBytes = own(UNPACK, m[1] ?? '');
    if (!unpackBytes) return { ok: false, reason: 'unknown-version' };
    let parsed: { setup: unknown; decisions: unknown[] };
    try {
      parsed = parse(m[2] ?? '', unpackBytes);
    } catch (e) {
      if (e instanceof OverLimit) return { ok: false, reason: 'over-limit', limit: e.problem };
      return { ok: false, reason: 'malformed' };
    }
    const setup = parsed.setup as GameSetup;
    const checked = checkPosition(setup, catalog);
    if (!checked.ok) return { ok: false, reason: 'invalid-position' };
    let state = checked.state;
    const decisions = parsed.decisions as Action[];
    if (decisions.length > replayUpTo) return { ok: true, value: { setup, decisions }, unchecked: true };
    for (const d of decisions) {
      let r: ReturnType<typeof applyAction>;
      try {
        r = applyAction(state, d);
      } catch {
        return { ok: false, reason: 'invalid-decisions' };
      }
      if (!r.ok) return { ok: false, reason: 'invalid-decisions' };
      state = r.state;
    }
    return { ok: true, value: { setup, decisions } };
  } catch {
    // an engine defect on some input: still an answer, never a crash
    return { ok: false, reason: 'malformed' };
  }
}
