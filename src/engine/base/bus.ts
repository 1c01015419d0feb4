// The event bus (603.2): every event is recorded and shown to what watches for events — the
// triggered abilities of the game's objects (their check is the stack's rules, stack/triggers.ts,
// plugged in by the engine's entry) and the mechanics that watch events. Event batches: what
// happens at the same time (one instruction, one state-based-action pass) is checked for
// triggers once the whole batch has happened.
import type { Ctx, EventBatch } from './context.ts';
import type { GameEvent } from './events.ts';
import { copyRecord, isFrozenMap } from './copies.ts';
import { objectsAsTheyAre } from './write.ts';
import { EVENT_WATCHERS } from './hooks.ts';
import type { GameState } from './state.ts';

/**
 * Checks one event for the triggered abilities it sets off (603.2), `before` being the look-back
 * point of its batch (603.10a). The stack's rules define it (stack/triggers.ts); the engine's entry
 * plugs it in (installTriggerCheck), so that this floor names no rule.
 */
export type TriggerCheck = (ctx: Ctx, ev: GameEvent, before: GameState | null) => void;

function noTriggerCheck(): void {}

let detectTriggers: TriggerCheck = noTriggerCheck;

/** Plugs in the check of triggered abilities: called once, by the engine's entry (index.ts). */
export function installTriggerCheck(check: TriggerCheck): void {
  detectTriggers = check;
}

/**
 * Records an event and lets every ability and mechanic that watches for it trigger. Inside an
 * event batch (`simultaneously`), abilities are checked once the whole batch has happened.
 */
export function emitEvent(ctx: Ctx, ev: GameEvent): void {
  ctx.events.push(ev);
  if (ctx.batch) (ctx.batch.pending ??= []).push(ev);
  else detectTriggers(ctx, ev, null);
  for (let i = 0; i < EVENT_WATCHERS.length; i++) EVENT_WATCHERS[i]?.onEvent?.(ctx, ev);
}

/**
 * Runs `fn` as one event batch: everything it does happens at the same time (one instruction,
 * one state-based-action pass, 704.3). Then triggers are checked against the whole batch: every
 * permanent on the battlefield, the newcomers included, sees every permanent that entered
 * (603.6a), and leaves-the-battlefield abilities look back at the game as it was just before the
 * batch (603.10a), so objects that leave together see each other leave. Nested calls join the
 * batch already open.
 */
export function simultaneously<T>(ctx: Ctx, fn: () => T): T {
  const batch = openBatch(ctx);
  if (!batch) return fn();
  const out = fn();
  closeBatch(ctx, batch);
  return out;
}

/** Opens an event batch (see simultaneously): null if one is open already (what happens joins it). */
export function openBatch(ctx: Ctx): EventBatch | null {
  if (ctx.batch) return null;
  const batch: EventBatch = { start: ctx.events.length, pending: null, before: null };
  ctx.batch = batch;
  return batch;
}

/** Closes the batch openBatch opened: then its triggers are checked (see simultaneously). */
export function closeBatch(ctx: Ctx, batch: EventBatch): void {
  ctx.batch = undefined;
  tagBatch(ctx, batch);
  const pending = batch.pending;
  if (pending) for (let i = 0; i < pending.length; i++) detectTriggers(ctx, pending[i] as GameEvent, batch.before);
}

/** The events of a batch in which two or more objects moved, entered or ceased to exist share a batch number. */
function tagBatch(ctx: Ctx, batch: EventBatch): void {
  // two or more different things moved: a second key unlike the first
  let first: string | null = null;
  let several = false;
  for (let i = batch.start; i < ctx.events.length && !several; i++) {
    const ev = ctx.events[i];
    if (!ev) continue;
    let key: string;
    if (ev.type === 'zoneChanged') key = ev.cards.join('+');
    else if (ev.type === 'entered' || ev.type === 'tokenCreated') key = `${ev.object}`;
    else if (ev.type === 'tokenCeased') key = ev.card;
    else continue;
    if (first === null) first = key;
    else if (key !== first) several = true;
  }
  if (!several) return;
  const id = (ctx.batches ?? 0) + 1;
  ctx.batches = id;
  for (let i = batch.start; i < ctx.events.length; i++) {
    const ev = ctx.events[i];
    if (ev) ev.batch = id;
  }
}

/**
 * 603.10a: keeps the game as it is now, before a permanent leaves the battlefield, for the
 * leaves-the-battlefield abilities of the open batch (the first leave of a batch takes it).
 */
export function lookBackPoint(ctx: Ctx): void {
  const b = ctx.batch;
  if (!b || b.before) return;
  const s = ctx.s;
  const zones: Record<string, string[]> = {};
  // (a frozen list never changes: shared)
  for (const key of Object.keys(s.zones)) {
    const list = s.zones[key] as string[];
    zones[key] = Object.isFrozen(list) ? list : [...list];
  }
  // (the cards too: a token that ceases to exist in the same batch is still known as it was; a
  // map the draft will copy before it writes to it is shared as it is)
  b.before = { ...s, objects: objectsAsTheyAre(s), cards: isFrozenMap(s.cards) ? s.cards : copyRecord(s.cards), zones, effects: [...s.effects] };
}

