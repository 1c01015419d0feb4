// Triggered abilities (603): events make abilities trigger; they wait until a player would
// receive priority, then go on the stack in APNAP order, each player ordering their own (603.3b).
import type { AbilityDef, Condition, Trigger } from '../base/cards.ts';
import { characteristics, mayHaveAbility, type ActiveAbility } from '../objects/characteristics.ts';
import type { Ctx } from '../base/context.ts';
import { newId } from '../base/context.ts';
import type { GameEvent } from '../base/events.ts';
import { memoWhileUnchanged } from '../base/memo.ts';
import { matchesFilter } from '../objects/filters.ts';
import { defsProfile } from '../base/profile.ts';
import { MECHANICS, SELF_TRIGGERS } from '../base/hooks.ts';
import type { GameObject, GameState, ObjectId, PendingTrigger, PlayerId } from '../base/state.ts';
import { isActivePlayer } from '../base/teams.ts';

/** Objects whose triggered abilities can trigger: permanents, and face-up schemes (314.4). */
function watchers(s: GameState): readonly GameObject[] {
  // (not frozen: iterating a frozen list is many times slower, Node 20; typed read-only)
  return memoWhileUnchanged(s, 'watchers', (): readonly GameObject[] => findWatchers(s));
}

const NO_IDS: readonly ObjectId[] = [];

function findWatchers(s: GameState): GameObject[] {
  const out: GameObject[] = [];
  // (indexed loops: a state's lists are frozen, and for…of over a frozen list is many times slower, Node 20)
  const onBattlefield = s.zones.battlefield ?? NO_IDS;
  for (let i = 0; i < onBattlefield.length; i++) {
    const o = s.objects[onBattlefield[i] as string];
    if (o) out.push(o);
  }
  const players = s.players;
  for (let i = 0; i < players.length; i++) {
    const command = s.zones[`${players[i] as string}.command`] ?? NO_IDS;
    for (let j = 0; j < command.length; j++) {
      const o = s.objects[command[j] as string];
      if (o?.schemeFaceUp) out.push(o);
    }
  }
  return out;
}

export function checkCondition(s: GameState, cond: Condition | undefined, controller: PlayerId): boolean {
  if (!cond) return true;
  for (const m of MECHANICS) {
    const v = m.evaluateCondition?.(s, cond, controller);
    if (v !== undefined) return v;
  }
  if ('youControl' in cond) {
    const n = (s.zones.battlefield ?? [])
      .map((id) => s.objects[id])
      // "if you control …": only permanents that player controls count
      .filter((o): o is GameObject => !!o && o.controller === controller && matchesFilter(s, o, characteristics(s, o), cond.youControl, controller, null)).length;
    return n >= (cond.atLeast ?? 1);
  }
  if ('lifeAtMost' in cond) return (s.player[controller]?.life ?? 0) <= cond.lifeAtMost;
  return false;
}

export function addPendingTrigger(ctx: Ctx, t: Omit<PendingTrigger, 'id'>): void {
  const id = newId(ctx.s, 't');
  ctx.s.pendingTriggers = [...ctx.s.pendingTriggers, { ...t, id }];
  ctx.events.push({ type: 'triggered', trigger: id, source: t.source, controller: t.controller, rule: '603.2' });
}

function fire(ctx: Ctx, source: GameObject, a: ActiveAbility, triggeringObject?: ObjectId): void {
  const def = a.def as Extract<AbilityDef, { kind: 'triggered' }>;
  // 800.4d: abilities of a player who has left the game never go on the stack (one who lost in the
  // check just performed is still in the game: their abilities trigger, and are removed as they
  // leave, multiplayer.ts)
  if (ctx.s.player[source.controller]?.lost && !ctx.leaving?.includes(source.controller)) return;
  // 603.4: an intervening "if" clause is checked as the event happens: false → no trigger at all
  if (!checkCondition(ctx.s, def.condition, source.controller)) {
    ctx.events.push({ type: 'triggerNotTriggered', source: source.id, reason: 'interveningIf', rule: '603.4' });
    return;
  }
  addPendingTrigger(ctx, {
    controller: source.controller,
    key: a.key,
    source: source.id,
    sourceCard: source.cards[0] ?? null,
    ...(triggeringObject ? { triggeringObject } : {}),
    ...(source.zone === 'command' ? { fromScheme: true } : {}),
  });
}

/** The triggered abilities among a list of abilities (lists are never changed once made: remembered per list). */
const triggeredOf = new WeakMap<readonly ActiveAbility[], readonly { a: ActiveAbility; t: Trigger }[]>();
const NO_TRIGGERS: readonly { a: ActiveAbility; t: Trigger }[] = [];

function triggeredAbilities(s: GameState, o: GameObject): readonly { a: ActiveAbility; t: Trigger }[] {
  if (!mayHaveAbility(s, o, 'triggered')) return NO_TRIGGERS;
  const abilities = characteristics(s, o).abilities;
  let out = triggeredOf.get(abilities);
  if (!out) {
    const found: { a: ActiveAbility; t: Trigger }[] = [];
    for (const a of abilities) if (a.def.kind === 'triggered') found.push({ a, t: a.def.trigger });
    // (not frozen: iterated at every event, and a frozen list is many times slower to iterate, Node 20; typed read-only)
    triggeredOf.set(abilities, (out = found.length ? found : NO_TRIGGERS));
  }
  return out;
}

function matchesObjectTrigger(
  s: GameState,
  t: { self?: boolean; filter?: import('../base/cards.ts').ObjectFilter },
  watcher: GameObject,
  subject: GameObject,
): boolean {
  if (t.self) return watcher.id === subject.id;
  if (!t.filter) return false;
  return matchesFilter(s, subject, characteristics(s, subject), t.filter, watcher.controller, watcher.id);
}

/** The triggers an event may set off (none for the other events). */
const TRIGGERS_OF: ReadonlyMap<GameEvent['type'], readonly Trigger['on'][]> = new Map<GameEvent['type'], readonly Trigger['on'][]>([
  ['entered', ['enters']],
  ['attackersDeclared', ['attacks']],
  ['zoneChanged', ['leaves', 'dies']],
  ['leftGame', ['leaves']],
  ['stepBegan', ['stepBegins']],
  ['turnedFaceUp', ['turnedFaceUp']],
  ['spellCast', ['cast']],
]);

/** Whether any card of this game has a triggered ability this event may set off. */
function mayTrigger(s: GameState, ev: GameEvent): boolean {
  // (a Map: most events set off nothing, and a lookup by every event type in a record was a megamorphic miss)
  const ons = TRIGGERS_OF.get(ev.type);
  if (!ons) {
    // a mechanic's event (its selfTriggers)
    const own = SELF_TRIGGERS.get(ev.type);
    return own !== undefined && defsProfile(s).triggers.has(own.on);
  }
  const present = defsProfile(s).triggers;
  for (const on of ons) if (present.has(on)) return true;
  return false;
}

export function detectTriggers(ctx: Ctx, ev: GameEvent, before: GameState | null): void {
  const { s } = ctx;
  // the card definitions only grow during a game: those of now hold those of the look-back point
  if (!mayTrigger(s, ev)) return;
  switch (ev.type) {
    case 'entered': {
      // 603.6a: enters abilities trigger when a permanent enters
      const subject = s.objects[ev.object];
      if (!subject) return;
      for (const w of watchers(s)) {
        for (const { a, t } of triggeredAbilities(s, w)) {
          if (t.on === 'enters' && matchesObjectTrigger(s, t, w, subject)) fire(ctx, w, a, subject.id);
        }
      }
      return;
    }
    case 'attackersDeclared': {
      // 508.4 / 508.1: only declared attackers "attack"
      for (const { object } of ev.attackers) {
        const subject = s.objects[object];
        if (!subject) continue;
        for (const w of watchers(s)) {
          for (const { a, t } of triggeredAbilities(s, w)) {
            if (t.on === 'attacks' && matchesObjectTrigger(s, t, w, subject)) fire(ctx, w, a, subject.id);
          }
        }
      }
      return;
    }
    case 'zoneChanged': {
      if (ev.from !== 'battlefield') return;
      // 603.10a: leaves-the-battlefield abilities look back in time: the permanents as they were
      // just before the batch (those leaving with it included) see the object as it last was
      const past = before ?? s;
      const gone = past.objects[ev.object] ?? ctx.lki[ev.object];
      if (!gone) return;
      const dies = ev.to === 'graveyard';
      const candidates = [...watchers(past)];
      if (!candidates.some((w) => w.id === gone.id)) candidates.push(gone);
      for (const w of candidates) {
        for (const { a, t } of triggeredAbilities(past, w)) {
          if ((t.on === 'leaves' || (t.on === 'dies' && dies)) && matchesObjectTrigger(past, t, w, gone)) {
            fire(ctx, w, a, gone.id);
          }
        }
      }
      return;
    }
    case 'leftGame': {
      // 603.6c: permanents leaving the game with their owner leave the battlefield (looking back, 603.10a)
      const past = before ?? s;
      for (const id of ev.permanents) {
        const gone = past.objects[id] ?? ctx.lki[id];
        if (!gone) continue;
        const candidates = watchers(past).some((w) => w.id === gone.id) ? watchers(past) : [...watchers(past), gone];
        for (const w of candidates) {
          for (const { a, t } of triggeredAbilities(past, w)) if (t.on === 'leaves' && matchesObjectTrigger(past, t, w, gone)) fire(ctx, w, a, gone.id);
        }
      }
      return;
    }
    case 'stepBegan': {
      for (const w of watchers(s)) {
        for (const { a, t } of triggeredAbilities(s, w)) {
          // "your [step]": the step of your turn (805.4: your team's turn, with shared team turns)
          if (t.on === 'stepBegins' && t.step === ev.step && (t.whose === 'each' || isActivePlayer(s, w.controller))) fire(ctx, w, a);
        }
      }
      return;
    }
    case 'turnedFaceUp': {
      // "When this is turned face up" (708.8); a merge that makes a permanent face up emits no
      // such event, so it doesn't trigger (730.2e)
      const o = s.objects[ev.object];
      if (!o) return;
      for (const { a, t } of triggeredAbilities(s, o)) if (t.on === 'turnedFaceUp') fire(ctx, o, a, o.id);
      return;
    }
    case 'spellCast': {
      const spell = s.objects[ev.object];
      if (!spell) return;
      for (const w of watchers(s)) {
        for (const { a, t } of triggeredAbilities(s, w)) {
          if (t.on === 'cast' && w.controller === ev.player && (!t.filter || matchesObjectTrigger(s, { filter: t.filter }, w, spell))) {
            fire(ctx, w, a, spell.id);
          }
        }
      }
      return;
    }
    default: {
      // a mechanic's event that triggers the abilities of the object it names ("whenever this
      // creature mutates", 702.140d; "when you set this scheme in motion", 701.32a): its selfTriggers
      const own = SELF_TRIGGERS.get(ev.type);
      const o = own !== undefined && 'object' in ev ? s.objects[ev.object] : undefined;
      if (!own || !o) return;
      for (const { a, t } of triggeredAbilities(s, o)) if (t.on === own.on) fire(ctx, o, a, own.triggeringObject ? o.id : undefined);
      return;
    }
  }
}
