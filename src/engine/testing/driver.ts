// A small fluent driver for engine tests: play(setup).do(action)… .expect…
import { expect } from 'vitest';
import {
  applyAction,
  characteristics,
  legalActions,
  resolveRefs,
  startGame,
  type Action,
  type CardCatalog,
  type ErrorCode,
  type EventType,
  type ExampleDecision,
  type GameEvent,
  type GameObject,
  type GameSetup,
  type GameState,
} from '../index.ts';
import { objectOfCard } from '../objects/objects.ts';
import { CATALOG } from './catalog.ts';

export class Play {
  state: GameState;
  events: GameEvent[];
  /** every event since the start */
  log: GameEvent[];

  constructor(setup: GameSetup, catalog: CardCatalog = CATALOG) {
    const g = startGame(setup, catalog);
    this.state = g.state;
    this.events = g.events;
    this.log = [...g.events];
  }

  /** Applies a decision (card refs "@id" and trigger refs "^id" allowed); fails the test if illegal. */
  do(d: ExampleDecision): this {
    const a = resolveRefs(this.state, d);
    const r = applyAction(this.state, a);
    if (!r.ok) throw new Error(`action ${JSON.stringify(d)} rejected: ${r.error}`);
    this.state = r.state;
    this.events = r.events;
    this.log.push(...r.events);
    return this;
  }

  /** Expects the decision to be rejected with this error code; the state doesn't change. */
  rejects(d: ExampleDecision, code: ErrorCode): this {
    const a = resolveRefs(this.state, d);
    const r = applyAction(this.state, a);
    expect(r.ok ? 'ok' : r.error).toBe(code);
    return this;
  }

  obj(card: string): GameObject {
    const o = objectOfCard(this.state, card);
    if (!o) throw new Error(`no object for card ${card}`);
    return o;
  }

  has(card: string): boolean {
    return objectOfCard(this.state, card) !== undefined;
  }

  zoneOf(card: string): string | undefined {
    return objectOfCard(this.state, card)?.zone;
  }

  chars(card: string) {
    return characteristics(this.state, this.obj(card));
  }

  life(p: string): number {
    return this.state.player[p]?.life ?? NaN;
  }

  /** Events of the last action of this type. */
  eventsOf<T extends EventType>(type: T): Extract<GameEvent, { type: T }>[] {
    return this.events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
  }

  /** Events of this type since the start. */
  loggedOf<T extends EventType>(type: T): Extract<GameEvent, { type: T }>[] {
    return this.log.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
  }

  legal(): Action[] {
    return legalActions(this.state).actions;
  }

  stackSize(): number {
    return (this.state.zones.stack ?? []).length;
  }

  /** The source cards of the stack's objects, bottom to top. */
  stackSources(): (string | null)[] {
    return (this.state.zones.stack ?? []).map((id) => {
      const o = this.state.objects[id];
      return o?.ability ? o.ability.sourceCard : (o?.cards[0] ?? null);
    });
  }
}

export function play(setup: GameSetup, catalog?: CardCatalog): Play {
  return new Play(setup, catalog);
}
