// "Copy as a worked example" and importing one (issue 15): a position and its decisions as the JSON
// of docs/examples.md, and back. Objects are named through their cards ("@vulpikeet", "%saga#2",
// "^banner-captain") wherever that names the same object at that point of the game, so that the
// file reads as the authored examples do; elsewhere the engine's own id stays ("o12"), which plays
// the same since object ids are deterministic. Reading a file needs no build code: the engine
// checks the setup and every decision (runExample).
import { applyAction, resolveRefs, runExample, startGame, type Action, type CardCatalog, type ExampleDecision, type GameState } from '../engine/index.ts';
import { checkPosition } from './check.ts';
import { countProblem, quote, shapeProblem, sizeProblem } from './limits.ts';
import { linkProblem } from './share.ts';
import type { ExampleJsonOptions, ParseExampleResult, SharedPosition } from './types.ts';

/** Card ids the engine gives tokens made during play. */
const ENGINE_TOKEN_ID = /^tk(\d+)$/;

/** Fields whose strings are object ids (Action: objects, targets, costs, attackers, blocks, a choice). */
const OBJECT_FIELDS: ReadonlySet<string> = new Set(['object', 'blocker', 'attacker', 'sacrifice', 'returnToHand', 'option']);

/** The object of the token most recently created during play, as "@last-token" names it (engine/example.ts). */
function lastToken(s: GameState): string | undefined {
  let best: { n: number; card: string } | undefined;
  for (const card of Object.keys(s.cards)) {
    const m = ENGINE_TOKEN_ID.exec(card);
    if (!m || !s.cards[card]?.token) continue;
    const n = Number(m[1]);
    if (!best || n > best.n) best = { n, card };
  }
  const card = best?.card;
  return card === undefined ? undefined : Object.values(s.objects).find((o) => o.cards.includes(card))?.id;
}

/** The reference that names object `id` now, if any ("@card", "@last-token", "%card", "%card#N"). */
function objectRef(s: GameState, id: string): string | undefined {
  if (!Object.hasOwn(s.objects, id)) return undefined;
  const o = s.objects[id];
  if (!o) return undefined;
  if (o.zone === 'stack') {
    const card = o.ability ? o.ability.sourceCard : o.cards[0];
    if (!card || ENGINE_TOKEN_ID.test(card)) return undefined;
    return o.ability?.chapter !== undefined ? `%${card}#${o.ability.chapter}` : `%${card}`;
  }
  const card = o.cards[0];
  if (!card) return undefined;
  if (ENGINE_TOKEN_ID.test(card)) return lastToken(s) === id ? '@last-token' : undefined;
  return `@${card}`;
}

/** The reference that names waiting trigger `id` ("^card", "^card#N", "^token"). */
function triggerRef(s: GameState, id: string): string | undefined {
  const t = s.pendingTriggers.find((x) => x.id === id);
  if (!t?.sourceCard) return undefined;
  if (ENGINE_TOKEN_ID.test(t.sourceCard)) return '^token';
  return t.chapter !== undefined ? `^${t.sourceCard}#${t.chapter}` : `^${t.sourceCard}`;
}

/** `a` with its object ids and trigger ids replaced by references (those that name something). */
function withRefs(s: GameState, a: Action, triggers: boolean): unknown {
  const walk = (v: unknown, field: string | null): unknown => {
    if (typeof v === 'string') {
      if (field === 'order') return (triggers ? triggerRef(s, v) : undefined) ?? v;
      if (field !== null && OBJECT_FIELDS.has(field)) return objectRef(s, v) ?? v;
      return v;
    }
    if (Array.isArray(v)) return v.map((x) => walk(x, field));
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k)]));
    return v;
  };
  return walk(a, null);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The decision as an example writes it: with references where they resolve to the same action, else as played. */
function decisionFor(s: GameState, given: Action): ExampleDecision {
  const { label: _label, ...a } = given as ExampleDecision;
  for (const triggers of [true, false]) {
    const candidate = withRefs(s, a as Action, triggers) as ExampleDecision;
    try {
      if (same(resolveRefs(s, candidate), a)) return candidate as Action;
    } catch {
      // a reference that names nothing: try the next form
    }
  }
  return a as Action;
}

/** JSON on one line, with a space after each colon and comma (as docs/examples.md writes it). */
function inline(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(inline).join(', ')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.entries(v)
      .filter(([, x]) => x !== undefined)
      .map(([k, x]) => `${JSON.stringify(k)}: ${inline(x)}`)
      .join(', ')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

function block(items: readonly unknown[], indent: string): string {
  if (items.length === 0) return '[]';
  return `[\n${items.map((x) => `${indent}  ${inline(x)}`).join(',\n')}\n${indent}]`;
}

/** The decisions of a position as a file writes them (references where they name the same object), played from its setup. */
function fileDecisions(p: SharedPosition, catalog: CardCatalog): { decisions: ExampleDecision[]; start: GameState | null } {
  const decisions: ExampleDecision[] = [];
  let start: GameState | null = null;
  try {
    start = startGame(p.setup, catalog).state;
  } catch {
    start = null;
  }
  let state = start;
  for (const a of p.decisions) {
    if (!state) {
      decisions.push(a);
      continue;
    }
    decisions.push(decisionFor(state, a));
    const r = applyAction(state, a);
    state = r.ok ? r.state : null;
  }
  return { decisions, start };
}

/** The setup's lines: its players one per line, then its other fields. */
function setupLines(p: SharedPosition): string {
  const { players, ...rest } = p.setup;
  return [`    "players": ${block(players, '    ')}`, ...Object.entries(rest).filter(([, v]) => v !== undefined).map(([k, v]) => `    ${JSON.stringify(k)}: ${inline(v)}`)].join(',\n');
}

/**
 * The worked-example file (docs/examples.md) of a position and its decisions: `id`, `mechanic`,
 * `shows` (empty: the contributor names the rulings it shows), the setup (cards by id, one player
 * per line) and the decisions (one per line, objects named by reference where possible).
 */
export function toExampleJson(p: SharedPosition, catalog: CardCatalog, opts: ExampleJsonOptions = {}): string {
  const { decisions } = fileDecisions(p, catalog);
  const mechanic = opts.mechanic ?? '';
  const id = opts.id ?? (mechanic ? `${mechanic}-new-example` : 'new-example');
  return ['{', `  "id": ${JSON.stringify(id)},`, `  "mechanic": ${JSON.stringify(mechanic)},`, '  "shows": [],', '  "setup": {', setupLines(p), '  },', `  "decisions": ${block(decisions, '  ')}`, '}', ''].join('\n');
}

/**
 * A position as the start of a new puzzle (docs/puzzles.md): the setup, the reader (the first
 * player, at the bottom of the board), the decisions played so far as the solution, and a goal to replace (the other
 * player loses life this turn). `tests` is empty and the words are not written: the build names
 * what is missing until the contributor has filled them in.
 */
export function toPuzzleJson(p: SharedPosition, catalog: CardCatalog, opts: ExampleJsonOptions = {}): string {
  const { decisions, start } = fileDecisions(p, catalog);
  const mechanic = opts.mechanic ?? '';
  const id = opts.id ?? (mechanic ? `${mechanic}-new-puzzle` : 'new-puzzle');
  const players = p.setup.players;
  // the player at the bottom of the board, as the editor shows it
  const reader = players[0]?.id ?? 'p1';
  const other = players.find((x) => x.id !== reader);
  const goal = other ? { holds: { life: other.id, atMost: (start?.player[other.id]?.life ?? other.life ?? 20) - 1 }, by: 'turn' } : { holds: { lost: reader }, by: 'turn' };
  return [
    '{',
    `  "id": ${JSON.stringify(id)},`,
    `  "mechanic": ${JSON.stringify(mechanic)},`,
    '  "kind": "reach",',
    '  "tests": [],',
    '  "setup": {',
    setupLines(p),
    '  },',
    `  "reader": ${JSON.stringify(reader)},`,
    `  "goal": ${inline(goal)},`,
    `  "solution": ${block(decisions, '  ')}`,
    '}',
    '',
  ].join('\n');
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A worked-example file (pasted or dropped) as a position and the engine actions its decisions
 * are: 'not-json', 'not-an-example' (no object with a `setup` and a list of `decisions`),
 * 'invalid-position' (the engine refuses the setup; `path` names the field) or 'invalid-decisions'
 * (`path`: `decisions[3]`, or the field at fault). Its id, mechanic, shows and labels are not
 * kept. Never throws.
 */
export function parseExampleJson(text: string, catalog: CardCatalog): ParseExampleResult {
  // the editor's limits first (limits.ts), the same as a link's: size, then shape, then counts
  const size = sizeProblem(text, 'fileChars');
  if (size) return { ok: false, reason: 'over-limit', limit: size };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not-json' };
  }
  const shape = shapeProblem(data);
  if (shape) return { ok: false, reason: 'over-limit', limit: shape };
  if (!isRecord(data)) return { ok: false, reason: 'not-an-example' };
  if (!isRecord(data.setup)) return { ok: false, reason: 'not-an-example', path: 'setup' };
  if (!Array.isArray(data.decisions)) return { ok: false, reason: 'not-an-example', path: 'decisions' };
  const counts = countProblem(data.setup, data.decisions);
  if (counts) return { ok: false, reason: 'over-limit', limit: counts };
  const setup = data.setup as unknown as SharedPosition['setup'];
  const checked = checkPosition(setup, catalog);
  if (!checked.ok) return { ok: false, reason: 'invalid-position', path: quotePath(checked.problem.path) };
  let value: SharedPosition;
  try {
    const r = runExample({ setup, decisions: data.decisions as ExampleDecision[] }, catalog);
    if (!r.ok) return { ok: false, reason: 'invalid-decisions', path: quotePath(r.path) };
    value = { setup, decisions: r.steps.slice(1).map((step) => step.decision as Action) };
  } catch {
    return { ok: false, reason: 'invalid-decisions', path: 'decisions' };
  }
  // what the editor opens it writes into its address: an example its link couldn't hold is refused here
  const link = linkProblem(value);
  return link.ok ? { ok: true, value } : { ok: false, reason: 'over-limit', limit: link.problem };
}

/** A field's path as a message quotes it: each of its names a few words at most. */
function quotePath(path: string): string {
  return path
    .split('.')
    .map((part) => quote(part))
    .join('.');
}
