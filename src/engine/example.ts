// runExample: a worked example (starting position + decisions) played to its end. Every step is
// computed here: the decision, the events it caused, and the state after it.
import type { Action } from './base/actions.ts';
import { applyAction } from './apply.ts';
import type { ErrorCode } from './base/errors.ts';
import type { GameEvent } from './base/events.ts';
import { objectOfCard } from './objects/objects.ts';
import { SetupError, startGame, type CardCatalog, type GameSetup } from './setup.ts';
import { actionFault } from './validate.ts';
import type { GameState } from './base/state.ts';

/**
 * A decision as written in an example: an Action in which objects may be named by card id
 * ("@vulpikeet" → the object that card is now part of) and waiting triggers by their source's
 * card ("^saga" → the next of that card's triggers; "^saga#2" → its chapter II trigger; "^token"
 * → the next trigger of a token made during play).
 */
export type ExampleDecision = Action & { label?: string };

export interface Example {
  id: string;
  mechanic: string;
  /** the ruling ids this example shows */
  shows: string[];
  setup: GameSetup;
  decisions: ExampleDecision[];
}

export interface Step {
  index: number;
  /** the decision taken (null for the opening position) */
  decision: Action | null;
  label?: string;
  events: GameEvent[];
  state: GameState;
}

export type ExampleResult =
  | { ok: true; steps: Step[] }
  | { ok: false; at: number; path: string; error: ErrorCode | 'unknown-card-ref' | 'unknown-trigger-ref' | 'unknown-stack-ref' };

class RefError extends Error {
  constructor(readonly code: 'unknown-card-ref' | 'unknown-trigger-ref' | 'unknown-stack-ref') {
    super(code);
  }
}

function resolveTriggerRef(s: GameState, ref: string, used: Set<string>): string {
  const [card, chapter] = ref.slice(1).split('#');
  // "^token": the next waiting trigger of a token made during play (its card id is the engine's)
  const fromCard = (x: { sourceCard: string | null }) =>
    card === 'token' ? x.sourceCard !== null && /^tk\d+$/.test(x.sourceCard) : x.sourceCard === card;
  const t = s.pendingTriggers.find(
    (x) => !used.has(x.id) && fromCard(x) && (chapter === undefined || x.chapter === Number(chapter)),
  );
  if (!t) throw new RefError('unknown-trigger-ref');
  used.add(t.id);
  return t.id;
}

/**
 * "@last-token": the object of the token most recently created during play (still in the game).
 * Tokens made by effects get engine card ids (`tk<n>`, n growing with every new id), which an
 * example can't know in advance.
 */
function lastToken(s: GameState): string | undefined {
  let best: { n: number; card: string } | undefined;
  for (const card of Object.keys(s.cards)) {
    const m = /^tk(\d+)$/.exec(card);
    if (!m || !s.cards[card]?.token) continue;
    const n = Number(m[1]);
    if (!best || n > best.n) best = { n, card };
  }
  return best && objectOfCard(s, best.card)?.id;
}

/**
 * "%card": the topmost object on the stack that is that card's spell or an ability of that card
 * (its source's card); "%card#N": its chapter N ability (714.2b). Objects on the stack get ids an
 * example can't know in advance, and a spell or ability must be named to be targeted (to
 * counter a triggered ability, 701.6a).
 */
function stackObjectOf(s: GameState, ref: string): string | undefined {
  const [card, chapter] = ref.slice(1).split('#');
  const stack = s.zones.stack ?? [];
  for (let i = stack.length - 1; i >= 0; i--) {
    const o = s.objects[stack[i] ?? ''];
    if (!o) continue;
    const fromCard = o.ability ? o.ability.sourceCard === card : o.cards[0] === card;
    if (fromCard && (chapter === undefined || o.ability?.chapter === Number(chapter))) return o.id;
  }
  return undefined;
}

/** Replaces "@card", "@last-token", "%card" and "^card" references with the ids they name now. */
export function resolveRefs(s: GameState, decision: ExampleDecision): Action {
  const used = new Set<string>();
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      if (v.startsWith('@')) {
        const id = v === '@last-token' ? lastToken(s) : objectOfCard(s, v.slice(1))?.id;
        if (!id) throw new RefError('unknown-card-ref');
        return id;
      }
      if (v.startsWith('^')) return resolveTriggerRef(s, v, used);
      if (v.startsWith('%')) {
        const id = stackObjectOf(s, v);
        if (!id) throw new RefError('unknown-stack-ref');
        return id;
      }
      return v;
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).filter(([k]) => k !== 'label').map(([k, x]) => [k, walk(x)]));
    }
    return v;
  };
  return walk(decision) as Action;
}

/**
 * Plays the example. Throws a SetupError naming the field when the example is not an object with
 * a list of `decisions`, or its setup is invalid (`setup.players[0].life`); a decision that can't be
 * played is the result's `path`: `decisions[3]`, or the field at fault when its shape is wrong
 * (`decisions[3].to`).
 */
export type ExampleFailure = Extract<ExampleResult, { ok: false }>;

/**
 * The steps of a worked example one at a time (the opening position first): what runExample
 * collects, for a caller that plays a long line in parts (the board replays a long link in
 * slices between which the browser draws). Returns null once every decision is played, or the
 * first decision the engine refuses; throws as runExample does for a broken setup.
 */
export function* exampleSteps(example: Pick<Example, 'setup' | 'decisions'>, catalog: CardCatalog): Generator<Step, ExampleFailure | null, void> {
  const given = example as unknown;
  if (typeof given !== 'object' || given === null || Array.isArray(given)) throw new SetupError('example', 'expected an object with "setup" and "decisions"', 'not-an-object');
  if (!Array.isArray(example.decisions)) throw new SetupError('decisions', 'expected a list of decisions', 'not-a-list');
  const start = startGame(example.setup, catalog);
  yield { index: 0, decision: null, events: start.events, state: start.state };
  let state = start.state;
  for (const [i, d] of example.decisions.entries()) {
    let action: Action;
    try {
      action = resolveRefs(state, d);
    } catch (e) {
      if (e instanceof RefError) return { ok: false, at: i, path: `decisions[${i}]`, error: e.code };
      throw e;
    }
    const r = applyAction(state, action);
    if (!r.ok) {
      const fault = actionFault(state, action);
      const path = fault?.field ? `decisions[${i}].${fault.field}` : `decisions[${i}]`;
      return { ok: false, at: i, path, error: r.error };
    }
    state = r.state;
    yield { index: i + 1, decision: action, ...(d.label ? { label: d.label } : {}), events: r.events, state };
  }
  return null;
}

export function runExample(example: Pick<Example, 'setup' | 'decisions'>, catalog: CardCatalog): ExampleResult {
  const steps: Step[] = [];
  const run = exampleSteps(example, catalog);
  for (;;) {
    const next = run.next();
    if (next.done) return next.value ?? { ok: true, steps };
    steps.push(next.value);
  }
}
