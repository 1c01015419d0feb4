// The effects of resolving spells and abilities, one small interpreter over the card vocabulary.
import type { CardDef, Effect } from '../base/cards.ts';
import { editObject } from '../base/write.ts';
import type { Ctx } from '../base/context.ts';
import { newId } from '../base/context.ts';
import { getObject, moveObject } from '../objects/objects.ts';
import { refObjects, refPlayers, type EffectScope } from '../objects/refs.ts';
import { enterBattlefield } from '../objects/enter.ts';
import type { GameObject } from '../base/state.ts';
import { emitEvent, simultaneously } from '../base/bus.ts';
import { faceDownAbilities, MECHANICS } from '../base/hooks.ts';
import { gainLife, loseLife, addCounters, removeCounters, tapObject, untapObject, changeControl } from '../base/changes.ts';
import { drawCards, createToken, sacrifice, dealDamageToPlayer, dealDamageToObject, lifelinkGain, counterStackObject } from '../objects/changes.ts';
import { isIndestructible } from '../objects/keywords.ts';

/**
 * 707.2 / 730.2a: a copy takes the copiable values: the topmost component's printed
 * characteristics with every component's abilities (merged), or the face-down values (708.2,
 * 702.168b: a 2/2 creature with no name, no subtypes and no mana cost, with ward {2} if disguised)
 * — never what other continuous effects (a type-changing effect, a pump, 613.1d–613.4c) or
 * counters do to it, nor its level (716.2b).
 */
/** A face-down object's abilities as a card definition lists them (708.2: its kind's). */
function faceDownAbilityDefs(kind: GameObject['faceDown']): CardDef['abilities'] {
  return faceDownAbilities(kind).map((a) => a.def);
}

function copiableDef(ctx: Ctx, o: GameObject): CardDef {
  const id = `copy-${newId(ctx.s, 'c')}`;
  const top = ctx.s.defs[ctx.s.cards[o.cards[0] ?? '']?.def ?? ''];
  let def: CardDef;
  if (o.faceDown || !top) {
    // an empty name is no name (characteristics.ts)
    const abilities: CardDef['abilities'] = faceDownAbilityDefs(o.faceDown);
    def = { id, name: '', colors: [], supertypes: [], types: ['creature'], subtypes: [], power: 2, toughness: 2, abilities };
  } else {
    // 708.2, 730.2e: a face-down component has only its face-down abilities (ward {2} if disguised)
    const hidden = new Map((o.faceDownCards ?? []).map((f) => [f.card, f.kind]));
    const abilities = o.cards.flatMap((card): CardDef['abilities'] => {
      const kind = hidden.get(card);
      if (kind) return faceDownAbilityDefs(kind);
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

export { getObject };
