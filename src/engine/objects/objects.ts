// Objects and zones: where each object is, and moving it (a zone change makes a new object, 400.7).
import { isCommandCard } from '../base/hooks.ts';
import type { CardDef } from '../base/cards.ts';
import { snapshot } from '../base/copies.ts';
import { memoWhileUnchanged } from '../base/memo.ts';
import { removeObject, putObject, writeCount, writesUnread, zoneForWrite } from '../base/write.ts';
import type { Ctx } from '../base/context.ts';
import { newId } from '../base/context.ts';
import type { ZoneChangeReason } from '../base/events.ts';
import { fail } from '../base/errors.ts';
import { askPileOrder } from './libraryOrder.ts';
import type { CardId, GameObject, GameState, ObjectId, PlayerId, ZoneName } from '../base/state.ts';
import { emitEvent, lookBackPoint, simultaneously } from '../base/bus.ts';
import { characteristics } from './characteristics.ts';
import { matchesFilter } from './filters.ts';
import { defsProfile } from '../base/profile.ts';

const SHARED_ZONES: readonly ZoneName[] = ['battlefield', 'stack', 'exile'];
const UNREAD_ZONES: ReadonlySet<ZoneName> = new Set(['library', 'hand', 'graveyard', 'exile']);

export function zoneKey(zone: ZoneName, owner: PlayerId): string {
  return SHARED_ZONES.includes(zone) ? zone : `${owner}.${zone}`;
}

/** A zone's list, to change it (copied first if an earlier state shares it). */
export function zoneList(s: GameState, zone: ZoneName, owner: PlayerId): ObjectId[] {
  return zoneForWrite(s, zoneKey(zone, owner));
}

export function getObject(s: GameState, id: ObjectId): GameObject {
  return s.objects[id] ?? fail('unknown-object');
}

export function findObject(s: GameState, id: ObjectId): GameObject | undefined {
  return s.objects[id];
}

/** The card definition of an object's topmost component (730.2a). */
export function topDef(s: GameState, o: GameObject): CardDef | undefined {
  const top = o.cards[0];
  if (top === undefined) return undefined;
  const card = s.cards[top];
  return card ? s.defs[card.def] : undefined;
}

export function defOfCard(s: GameState, card: CardId): CardDef {
  const c = s.cards[card] ?? fail('unknown-object');
  return s.defs[c.def] ?? fail('unknown-object');
}

/** The object a card is part of now (a merged permanent for its components). */
export function objectOfCard(s: GameState, card: CardId): GameObject | undefined {
  for (const o of Object.values(s.objects)) if (o.cards.includes(card)) return o;
  return undefined;
}

/**
 * The permanents, in the battlefield's order (remembered while nothing is written: don't change
 * the list; typed read-only, not frozen, as a frozen list is many times slower to iterate, Node 20).
 */
export function battlefield(s: GameState): readonly GameObject[] {
  return memoWhileUnchanged(s, 'battlefield', (): readonly GameObject[] => {
    const out: GameObject[] = [];
    // (an indexed loop: the zone list is frozen, and for…of over a frozen list is many times slower, Node 20)
    const ids = s.zones.battlefield;
    if (ids) {
      for (let i = 0; i < ids.length; i++) {
        const o = s.objects[ids[i] as string];
        if (o !== undefined) out.push(o);
      }
    }
    return out;
  });
}

export function isToken(s: GameState, o: GameObject): boolean {
  // 730.2d: a merged permanent is a token only if its topmost component is a token
  const top = o.cards[0];
  return top !== undefined && (s.cards[top]?.token ?? false);
}

export interface NewObjectInit {
  zone: ZoneName;
  owner: PlayerId;
  controller: PlayerId;
  cards: CardId[];
  tapped?: boolean;
  faceDown?: GameObject['faceDown'];
}

export function createObject(s: GameState, init: NewObjectInit, position: 'top' | 'bottom' = 'top'): GameObject {
  const id = newId(s, 'o');
  const o: GameObject = {
    id,
    zone: init.zone,
    owner: init.owner,
    controller: init.controller,
    cards: init.cards,
    tapped: init.tapped ?? false,
    faceDown: init.faceDown ?? null,
    counters: {},
    damage: 0,
    sinceTurnStart: false,
    timestamp: s.nextId,
  };
  putObject(s, o);
  const list = zoneList(s, init.zone, init.owner);
  // libraries and scheme decks list their top first; the stack and other zones append on top
  const topFirst = init.zone === 'library' || init.zone === 'command';
  if ((position === 'top') === topFirst) list.unshift(id);
  else list.push(id);
  return o;
}

function removeFromZone(s: GameState, o: GameObject): void {
  const list = zoneList(s, o.zone, o.owner);
  const i = list.indexOf(o.id);
  if (i >= 0) list.splice(i, 1);
  removeObject(s, o.id);
}

export interface MoveOptions {
  reason: ZoneChangeReason;
  rule: string;
  position?: 'top' | 'bottom';
  controller?: PlayerId;
  tapped?: boolean;
  faceDown?: GameObject['faceDown'];
}

/**
 * Moves an object to another zone. It becomes a new object (400.7); a merged permanent becomes
 * one new object per component (730.3); a face-down object leaving the battlefield or the stack
 * for another zone is revealed (708.9). Returns the new objects.
 */
export function moveObject(ctx: Ctx, id: ObjectId, destination: ZoneName, opts: MoveOptions): GameObject[] {
  // a move on its own is an event batch of one; inside an instruction it joins that batch
  return simultaneously(ctx, () => moveNow(ctx, id, destination, opts));
}

function moveNow(ctx: Ctx, id: ObjectId, destination: ZoneName, opts: MoveOptions): GameObject[] {
  const { s } = ctx;
  const o = getObject(s, id);
  const from = o.zone;
  // 603.10a: the game as it was just before the batch's first permanent left
  if (from === 'battlefield') lookBackPoint(ctx);
  // 614.1a / 730.3d: "if it would die, exile it instead" replaces the move of the whole object,
  // so every component of a merged permanent goes to exile
  const to = from === 'battlefield' && destination === 'graveyard' && diesToExile(s, o) ? 'exile' : destination;
  // 314.2: a scheme card that would leave the command zone remains in the command zone
  if (from === 'command' && to !== 'command' && isCommandCard(s.defs[s.cards[o.cards[0] ?? '']?.def ?? '']?.types ?? [])) return [];
  ctx.lki[o.id] = snapshot(o);
  if (from === 'battlefield') {
    s.history = { leftBattlefield: [...s.history.leftBattlefield, { card: o.cards[0] ?? '', controller: o.controller, object: o.id }] };
  }
  if ((o.faceDown || (o.faceDownCards?.length && from === 'battlefield')) && (from === 'battlefield' || from === 'stack') && to !== 'battlefield') {
    emitEvent(ctx, { type: 'revealed', cards: [...o.cards], player: o.owner, rule: '708.9' });
  }
  // a non-token card between libraries, hands, graveyards and exile: no state-based action reads that
  const unread = UNREAD_ZONES.has(from) && UNREAD_ZONES.has(to) && !hasTokenCard(s, o) && !defsProfile(s).statics.has('ptFromGraveyardCount');
  const before = writeCount(s);
  removeFromZone(s, o);
  const created: GameObject[] = [];
  // 730.3: each component of a merged permanent goes to the new zone as its own object, in the
  // pile's order (the topmost component ends on top, so a top-first zone is filled bottom-up);
  // 730.3a: into a library, its owner then chooses their order (below).
  const pile: CardId[][] = [];
  // a one-card object's frozen list of cards is the new object's as it is (it never changes), so
  // what is remembered per list of cards (its base characteristics) holds across the move
  if (o.cards.length === 1 && Object.isFrozen(o.cards)) pile.push(o.cards);
  else for (let i = 0; i < o.cards.length; i++) pile.push([o.cards[i] as CardId]);
  const groups = (to === 'library' || to === 'command') && (opts.position ?? 'top') === 'top' ? pile.reverse() : pile;
  for (const cards of groups) {
    const card = cards[0];
    if (card === undefined) continue;
    const owner = s.cards[card]?.owner ?? o.owner;
    const n = createObject(
      s,
      {
        zone: to,
        owner,
        controller: to === 'battlefield' || to === 'stack' ? (opts.controller ?? o.controller) : owner,
        cards,
        tapped: opts.tapped ?? false,
        faceDown: opts.faceDown ?? null,
      },
      opts.position ?? 'top',
    );
    created.push(n);
  }
  if (unread) writesUnread(s, before);
  emitEvent(ctx, {
    type: 'zoneChanged',
    object: o.id,
    newObjects: created.map((n) => n.id),
    cards: [...o.cards],
    from,
    to,
    reason: opts.reason,
    rule: opts.rule,
  });
  // 730.3a: nothing can look at the library before the owner has ordered these cards: the
  // question waits until the move that put them there has finished resolving; in a graveyard
  // the owner may arrange them as well
  if (to === 'library' || (to === 'graveyard' && from === 'battlefield')) askPileOrder(s, created.map((n) => n.id), to);
  return created;
}

/** 614.1a: a static "If a [filter] would die, exile it instead" of a permanent applies to it. */
function diesToExile(s: GameState, o: GameObject): boolean {
  if (!defsProfile(s).statics.has('diesToExile')) return false;
  for (const src of battlefield(s)) {
    for (const a of characteristics(s, src).abilities) {
      if (a.def.kind !== 'static' || a.def.effect.kind !== 'diesToExile') continue;
      if (matchesFilter(s, o, characteristics(s, o), a.def.effect.filter, src.controller, src.id)) return true;
    }
  }
  return false;
}


// (indexed loops below: the list of players is frozen, and array methods and for…of are many times slower on a frozen list, Node 20)

/** Whether one of the object's cards is a token. */
function hasTokenCard(s: GameState, o: GameObject): boolean {
  for (let i = 0; i < o.cards.length; i++) if (s.cards[o.cards[i] as CardId]?.token) return true;
  return false;
}

export function opponentsOf(s: GameState, p: PlayerId): PlayerId[] {
  const team = s.player[p]?.team;
  const out: PlayerId[] = [];
  for (let i = 0; i < s.players.length; i++) {
    const q = s.players[i] as PlayerId;
    if (s.player[q]?.team !== team && !s.player[q]?.lost) out.push(q);
  }
  return out;
}

export function livingPlayers(s: GameState): PlayerId[] {
  const out: PlayerId[] = [];
  for (let i = 0; i < s.players.length; i++) {
    const p = s.players[i] as PlayerId;
    if (!s.player[p]?.lost) out.push(p);
  }
  return out;
}

/** APNAP order starting from the active player (101.4). */
export function apnap(s: GameState): PlayerId[] {
  const players = s.players;
  const n = players.length;
  // (as players.slice(i) then players.slice(0, i) would give: from the last player when the active one is unknown)
  const i = players.indexOf(s.turn.active);
  const start = i < 0 ? n - 1 : i;
  const out: PlayerId[] = [];
  for (let k = 0; k < n; k++) {
    const p = players[(start + k) % n] as PlayerId;
    if (!s.player[p]?.lost) out.push(p);
  }
  return out;
}
