// The effects of resolving spells and abilities, one small interpreter over the card vocabulary.
import type { CardDef, Effect } from '../base/cards.ts';
import { snapshot } from '../base/copies.ts';
import { cardsForWrite, current, editObject, editObjectToTap, objectsForWrite, playerForWrite, zoneForWrite } from '../base/write.ts';
import type { Ctx } from '../base/context.ts';
import { newId } from '../base/context.ts';
import { createObject, getObject, moveObject } from '../objects/objects.ts';
import { refObjects, refPlayers, type EffectScope } from '../objects/refs.ts';
import { enterBattlefield } from '../objects/enter.ts';
import type { GameObject, PlayerId } from '../base/state.ts';
import { emitEvent, simultaneously } from '../base/bus.ts';
import { MECHANICS } from '../base/hooks.ts';
import { hasKeyword, isIndestructible } from '../objects/keywords.ts';

export function gainLife(ctx: Ctx, p: PlayerId, amount: number, rule: '119.3' | '702.15b' = '119.3'): void {
  if (amount <= 0) return;
  const pl = playerForWrite(ctx.s, p);
  if (!pl) return;
  pl.life += amount;
  emitEvent(ctx, { type: 'lifeGained', player: p, amount, total: pl.life, rule });
}

export function loseLife(ctx: Ctx, p: PlayerId, amount: number): void {
  if (amount <= 0) return;
  const pl = playerForWrite(ctx.s, p);
  if (!pl) return;
  pl.life -= amount;
  emitEvent(ctx, { type: 'lifeLost', player: p, amount, total: pl.life, rule: '119.3' });
}

export function addCounters(ctx: Ctx, o: GameObject, counter: keyof GameObject['counters'], amount: number, rule = '122.1'): void {
  if (amount <= 0) return;
  const w = editObject(ctx.s, o);
  const total = (w.counters[counter] ?? 0) + amount;
  w.counters[counter] = total;
  emitEvent(ctx, { type: 'countersAdded', object: o.id, counter, amount, total, rule });
}

export function removeCounters(ctx: Ctx, o: GameObject, counter: keyof GameObject['counters'], amount: number): void {
  const have = current(ctx.s, o).counters[counter] ?? 0;
  const n = Math.min(have, amount);
  if (n <= 0) return;
  const w = editObject(ctx.s, o);
  const total = have - n;
  if (total === 0) delete w.counters[counter];
  else w.counters[counter] = total;
  emitEvent(ctx, { type: 'countersRemoved', object: o.id, counter, amount: n, total, rule: '122.1' });
}

export function drawCards(ctx: Ctx, p: PlayerId, count: number, rule: '504.1' | '121.1' = '121.1'): void {
  for (let i = 0; i < count; i++) {
    const lib = ctx.s.zones[`${p}.library`] ?? [];
    const top = lib[0];
    if (top === undefined) {
      // 704.5b: a player who attempted to draw from an empty library loses at the next check
      const pl = playerForWrite(ctx.s, p);
      if (pl) pl.drewFromEmptyLibrary = true;
      continue;
    }
    const [drawn] = moveObject(ctx, top, 'hand', { reason: 'draw', rule });
    if (drawn) emitEvent(ctx, { type: 'drew', player: p, object: drawn.id, rule });
  }
}

export function tapObject(ctx: Ctx, o: GameObject, rule: string): void {
  if (current(ctx.s, o).tapped) return;
  editObjectToTap(ctx.s, o).tapped = true;
  emitEvent(ctx, { type: 'tapped', object: o.id, rule });
}

export function untapObject(ctx: Ctx, o: GameObject, rule: '502.3' | '701.26b'): void {
  if (!current(ctx.s, o).tapped) return;
  editObjectToTap(ctx.s, o).tapped = false;
  emitEvent(ctx, { type: 'untapped', object: o.id, rule });
}

export function createToken(ctx: Ctx, defId: string, controller: PlayerId, tapped = false): GameObject | undefined {
  const { s } = ctx;
  if (!s.defs[defId]) return undefined;
  const card = newId(s, 'tk');
  cardsForWrite(s)[card] = { id: card, def: defId, owner: controller, token: true };
  const o = createObject(s, { zone: 'battlefield', owner: controller, controller, cards: [card], tapped });
  emitEvent(ctx, { type: 'tokenCreated', object: o.id, player: controller, def: defId, rule: '111.1' });
  enterBattlefield(ctx, o, { rule: '111.1' });
  return o;
}

/**
 * 707.2 / 730.2a: a copy takes the copiable values: the topmost component's printed
 * characteristics with every component's abilities (merged), or the face-down values (708.2,
 * 702.168b: a 2/2 creature with no name, no subtypes and no mana cost, with ward {2} if disguised)
 * — never what other continuous effects (a type-changing effect, a pump, 613.1d–613.4c) or
 * counters do to it, nor its level (716.2b).
 */
function copiableDef(ctx: Ctx, o: GameObject): CardDef {
  const id = `copy-${newId(ctx.s, 'c')}`;
  const top = ctx.s.defs[ctx.s.cards[o.cards[0] ?? '']?.def ?? ''];
  let def: CardDef;
  if (o.faceDown || !top) {
    // an empty name is no name (characteristics.ts)
    const abilities: CardDef['abilities'] = o.faceDown === 'disguise' ? [{ kind: 'ward', cost: '{2}' }] : [];
    def = { id, name: '', colors: [], supertypes: [], types: ['creature'], subtypes: [], power: 2, toughness: 2, abilities };
  } else {
    // 708.2, 730.2e: a face-down component has only its face-down abilities (ward {2} if disguised)
    const hidden = new Map((o.faceDownCards ?? []).map((f) => [f.card, f.kind]));
    const abilities = o.cards.flatMap((card): CardDef['abilities'] => {
      const kind = hidden.get(card);
      if (kind) return kind === 'disguise' ? [{ kind: 'ward', cost: '{2}' }] : [];
      return ctx.s.defs[ctx.s.cards[card]?.def ?? '']?.abilities ?? [];
    });
    def = {
      id,
      name: top.name,
      ...(top.manaCost ? { manaCost: top.manaCost } : {}),
      ...(top.colors ? { colors: top.colors } : {}),
      supertypes: top.supertypes ?? [],
      types: top.types,
      subtypes: top.subtypes ?? [],
      abilities,
    };
    if (top.power !== undefined) def.power = top.power;
    if (top.toughness !== undefined) def.toughness = top.toughness;
  }
  // definitions are shared between states: add one by copying the map, never in place
  ctx.s.defs = { ...ctx.s.defs, [id]: def };
  return def;
}

/**
 * Runs the instructions of a spell or ability in order. Each instruction is one event batch: what
 * it does to several objects ("each", "all", two tokens) happens at the same time, and triggers
 * see all of it (603.2, 603.6a, 603.10a).
 */
export function runEffects(ctx: Ctx, effects: readonly Effect[], scope: EffectScope): void {
  for (const e of effects) {
    if (e.do === 'exileAndReturn') exileAndReturn(ctx, e.what, scope);
    else simultaneously(ctx, () => runEffect(ctx, e, scope));
  }
}

/**
 * "Exile [what], then return it to the battlefield under its owner's control": two events, the
 * exile and then the return. 730.3c: a merged permanent exiled this way becomes one object per
 * component, and the effect returns all of them, together: they enter at the same time.
 */
function exileAndReturn(ctx: Ctx, what: Parameters<typeof refObjects>[1], scope: EffectScope): void {
  const exiled = simultaneously(ctx, () =>
    refObjects(ctx.s, what, scope).flatMap((o) => moveObject(ctx, o.id, 'exile', { reason: 'exile', rule: '701.13a' })),
  );
  simultaneously(ctx, () => {
    const back: GameObject[] = [];
    for (const x of exiled) {
      // tokens that left the battlefield cease to exist (111.7) and can't return
      if (!ctx.s.objects[x.id] || ctx.s.cards[x.cards[0] ?? '']?.token) continue;
      back.push(...moveObject(ctx, x.id, 'battlefield', { reason: 'return', rule: '730.3c', controller: x.owner }));
    }
    for (const b of back) enterBattlefield(ctx, b, { rule: '730.3c' });
  });
}

function runEffect(ctx: Ctx, e: Effect, scope: EffectScope): void {
  const { s } = ctx;
  switch (e.do) {
    case 'createToken': {
      const players = e.player ? refPlayers(s, e.player, scope) : [scope.controller];
      for (const p of players) for (let i = 0; i < (e.count ?? 1); i++) createToken(ctx, e.token, p, e.tapped ?? false);
      return;
    }
    case 'createTokenCopy': {
      for (const o of refObjects(s, e.of, scope)) {
        const def = copiableDef(ctx, o);
        createToken(ctx, def.id, scope.controller);
      }
      return;
    }
    case 'putCounters':
      for (const o of refObjects(s, e.on, scope)) addCounters(ctx, o, e.counter, e.count);
      return;
    case 'removeCounters':
      for (const o of refObjects(s, e.on, scope)) removeCounters(ctx, o, e.counter, e.count);
      return;
    case 'gainLife':
      for (const p of refPlayers(s, e.player, scope)) gainLife(ctx, p, e.amount);
      return;
    case 'loseLife':
      for (const p of refPlayers(s, e.player, scope)) loseLife(ctx, p, e.amount);
      return;
    case 'dealDamage': {
      const to = e.to;
      const source = scope.self ?? '';
      if (typeof to === 'string' && (to === 'you' || to === 'eachOpponent' || to === 'eachPlayer' || to === 'targetController')) {
        for (const p of refPlayers(s, to, scope)) dealDamageToPlayer(ctx, source, p, e.amount, false);
        lifelinkGain(ctx, source, e.amount * refPlayers(s, to, scope).length);
        return;
      }
      if (typeof to === 'object' && 'target' in to) {
        const t = scope.targets[to.target];
        if (t && 'player' in t) {
          dealDamageToPlayer(ctx, source, t.player, e.amount, false);
          lifelinkGain(ctx, source, e.amount);
          return;
        }
      }
      const hit = refObjects(s, to as Parameters<typeof refObjects>[1], scope);
      for (const o of hit) dealDamageToObject(ctx, source, o, e.amount, false);
      // 702.15b: one life gain event for what the source dealt at once (702.15e)
      lifelinkGain(ctx, source, e.amount * hit.length);
      return;
    }
    case 'draw':
      for (const p of refPlayers(s, e.player, scope)) drawCards(ctx, p, e.count);
      return;
    case 'returnToHand':
      for (const o of refObjects(s, e.what, scope)) moveObject(ctx, o.id, 'hand', { reason: 'returnToHand', rule: '400.7' });
      return;
    case 'exile':
      for (const o of refObjects(s, e.what, scope)) moveObject(ctx, o.id, 'exile', { reason: 'exile', rule: '701.13a' });
      return;
    case 'exileAndReturn':
      exileAndReturn(ctx, e.what, scope);
      return;
    case 'sacrifice':
      for (const o of refObjects(s, e.what, scope)) sacrifice(ctx, o);
      return;
    case 'destroy':
      for (const o of refObjects(s, e.what, scope)) {
        // 702.12b: a permanent with indestructible can't be destroyed
        if (isIndestructible(s, o)) continue;
        emitEvent(ctx, { type: 'destroyed', object: o.id, rule: '701.8' });
        moveObject(ctx, o.id, 'graveyard', { reason: 'destroy', rule: '701.8' });
      }
      return;
    case 'tap':
      for (const o of refObjects(s, e.what, scope)) tapObject(ctx, o, '701.26a');
      return;
    case 'untap':
      for (const o of refObjects(s, e.what, scope)) untapObject(ctx, o, '701.26b');
      return;
    case 'pump':
      for (const o of refObjects(s, e.what, scope)) {
        s.effects = [...s.effects, { id: newId(s, 'e'), affected: o.id, until: 'endOfTurn', power: e.power, toughness: e.toughness, timestamp: s.nextId }];
        emitEvent(ctx, { type: 'pumped', object: o.id, power: e.power, toughness: e.toughness, rule: '611.2' });
      }
      return;
    case 'loseAllAbilities':
      for (const o of refObjects(s, e.what, scope)) {
        s.effects = [...s.effects, { id: newId(s, 'e'), affected: o.id, until: 'endOfTurn', loseAllAbilities: true, timestamp: s.nextId }];
        emitEvent(ctx, { type: 'lostAbilities', object: o.id, rule: '613.1f' });
      }
      return;
    case 'gainKeyword':
      for (const o of refObjects(s, e.what, scope)) {
        s.effects = [...s.effects, { id: newId(s, 'e'), affected: o.id, until: 'endOfTurn', gainKeyword: e.keyword, timestamp: s.nextId }];
        emitEvent(ctx, { type: 'gainedKeyword', object: o.id, keyword: e.keyword, rule: '613.1f' });
      }
      return;
    case 'becomeCreature':
      for (const o of refObjects(s, e.what, scope)) {
        s.effects = [...s.effects, { id: newId(s, 'e'), affected: o.id, until: 'endOfTurn', becomesCreature: { power: e.power, toughness: e.toughness }, timestamp: s.nextId }];
      }
      return;
    case 'counterSpell':
      for (const o of refObjects(s, e.what, scope)) counterStackObject(ctx, o.id, scope.self, '701.6a');
      return;
    case 'putOnLibrary':
      for (const o of refObjects(s, e.what, scope)) {
        moveObject(ctx, o.id, 'library', { reason: 'library', rule: '401.4', position: e.position === 'bottom' ? 'bottom' : 'top' });
      }
      return;
    case 'turnFaceDown':
      for (const o of refObjects(s, e.what, scope)) {
        // 708.2b: a face-down permanent can't be turned face down; 708.2a: this effect lists no
        // characteristics, so it is a 2/2 with no text (no ward: that is disguise's, 702.168b)
        if (o.faceDown) continue;
        const w = editObject(s, o);
        w.faceDown = 'plain';
        // 730.2f: each face-up component is turned face down: the whole pile is now
        delete w.faceDownCards;
        emitEvent(ctx, { type: 'turnedFaceDown', object: o.id, rule: '708.2a' });
      }
      return;
    case 'gainControl':
      for (const o of refObjects(s, e.what, scope)) {
        if (o.controller === scope.controller) continue;
        s.effects = [...s.effects, { id: newId(s, 'e'), affected: o.id, until: 'endOfGame', controller: scope.controller, timestamp: s.nextId }];
        changeControl(ctx, o, scope.controller, '613.1b');
      }
      return;
    case 'setClassLevel':
    case 'abandon':
      for (const m of MECHANICS) m.runEffect?.(ctx, e, scope);
      return;
  }
}

/**
 * A permanent's controller changes (613.1b): it hasn't been under its new controller's control
 * since their turn began (302.6), and it is removed from combat (506.4).
 */
export function changeControl(ctx: Ctx, changing: GameObject, to: PlayerId, rule: '613.1b' | '800.4a'): void {
  const from = current(ctx.s, changing).controller;
  if (from === to) return;
  const w = editObject(ctx.s, changing);
  w.controller = to;
  w.sinceTurnStart = false;
  emitEvent(ctx, { type: 'controlChanged', object: w.id, from, to, rule });
  const o = current(ctx.s, w);
  if (o.attack || o.blocking) {
    for (const other of Object.values(ctx.s.objects)) {
      if (other.blocking === o.id) delete editObject(ctx.s, other).blocking;
      if (other.attack && o.blocking === other.id) {
        const ow = editObject(ctx.s, other);
        if (ow.attack) ow.attack.blockedBy = ow.attack.blockedBy.filter((b) => b !== o.id);
      }
    }
    const ow = editObject(ctx.s, o);
    delete ow.attack;
    delete ow.blocking;
    ctx.events.push({ type: 'removedFromCombat', object: o.id, rule: '506.4' });
  }
}

export function sacrifice(ctx: Ctx, o: GameObject): void {
  emitEvent(ctx, { type: 'sacrificed', object: o.id, player: o.controller, rule: '701.21' });
  moveObject(ctx, o.id, 'graveyard', { reason: 'sacrifice', rule: '701.21a' });
}

export function dealDamageToPlayer(ctx: Ctx, source: string, p: PlayerId, amount: number, combat: boolean): void {
  if (amount <= 0) return;
  emitEvent(ctx, { type: 'damageDealt', source, to: { player: p }, amount, combat, rule: combat ? '510.2' : '120.3' });
  loseLife(ctx, p, amount);
}

/** The source of damage as it is, or as it last was if it has left its zone (702.2e, 702.15c). */
function damageSource(ctx: Ctx, source: string): GameObject | undefined {
  return ctx.s.objects[source] ?? ctx.lki[source];
}

export function dealDamageToObject(ctx: Ctx, source: string, o: GameObject, amount: number, combat: boolean): void {
  if (amount <= 0) return;
  const w = editObject(ctx.s, o);
  w.damage += amount;
  // 702.2b, 704.5h: damage from a source with deathtouch (from any zone, 702.2d) is remembered until the next check
  const src = damageSource(ctx, source);
  if (src && hasKeyword(ctx.s, src, 'deathtouch')) w.deathtouched = true;
  emitEvent(ctx, { type: 'damageDealt', source, to: { object: o.id }, amount, combat, rule: combat ? '510.2' : '120.3' });
}

/**
 * 702.15b, 120.3f: damage dealt by a source with lifelink (from any zone, 702.15d) makes its
 * controller (or its owner, if it has none) gain that much life.
 */
export function lifelinkGain(ctx: Ctx, source: string, amount: number): void {
  const src = damageSource(ctx, source);
  if (!src || amount <= 0 || !hasKeyword(ctx.s, src, 'lifelink')) return;
  gainLife(ctx, src.controller ?? src.owner, amount, '702.15b');
}

/** 701.6a: a countered spell goes to its owner's graveyard; a countered ability just leaves the stack. */
export function counterStackObject(ctx: Ctx, id: string, by: string | null, rule: string): void {
  const o = ctx.s.objects[id];
  if (!o || o.zone !== 'stack') return;
  emitEvent(ctx, { type: 'countered', object: id, by, rule });
  if (o.ability) removeAbilityFromStack(ctx, o);
  else moveObject(ctx, id, 'graveyard', { reason: 'counter', rule });
}

export function removeAbilityFromStack(ctx: Ctx, o: GameObject): void {
  const list = zoneForWrite(ctx.s, 'stack');
  const i = list.indexOf(o.id);
  if (i >= 0) list.splice(i, 1);
  ctx.lki[o.id] = snapshot(o);
  delete objectsForWrite(ctx.s)[o.id];
}

export { getObject };
