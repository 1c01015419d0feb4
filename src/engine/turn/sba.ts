// State-based actions (704): checked whenever a player would receive priority, all applicable
// ones performed at once, and the check repeated until none applies (704.3). Each is an event.
import { characteristics, mayBeLegendary } from '../objects/characteristics.ts';
import { markQuiet, stillQuiet } from '../base/quiet.ts';
import { isFrozenMap } from '../base/copies.ts';
import { cardsForWrite, editObject, removeObject, playerForWrite, zoneForWrite } from '../base/write.ts';
import type { Ctx } from '../base/context.ts';
import { closeBatch, emitEvent, openBatch, simultaneously } from '../base/bus.ts';
import { MECHANICS } from '../base/hooks.ts';
import { battlefield, moveObject } from '../objects/objects.ts';
import { defsProfile } from '../base/profile.ts';
import { leaveGame } from './multiplayer.ts';
import { apnapGroups } from '../base/teams.ts';
import { lethalDamageRule } from '../objects/lethal.ts';
import type { ChoiceQuestion, GameObject, GameState } from '../base/state.ts';

/** Whether this object (not an ability) is represented by a token. */
function isTokenObject(s: GameState, id: string): boolean {
  const o = s.objects[id];
  if (!o || o.ability) return false;
  for (const c of o.cards) if (s.cards[c]?.token) return true;
  return false;
}

/** Whether one of these objects is represented by a token (an indexed loop: the zone list is frozen, and some is many times slower on a frozen list, Node 20). */
function anyTokenObject(s: GameState, ids: readonly string[]): boolean {
  for (let i = 0; i < ids.length; i++) if (isTokenObject(s, ids[i] as string)) return true;
  return false;
}

/** Whether a card entry of the game is a token, remembered per map of entries once it is sealed (frozen). */
const tokensIn = new WeakMap<GameState['cards'], boolean>();

function anyToken(s: GameState): boolean {
  const frozen = isFrozenMap(s.cards);
  let v = frozen ? tokensIn.get(s.cards) : undefined;
  if (v === undefined) {
    v = false;
    for (const c in s.cards) {
      if (s.cards[c]?.token) {
        v = true;
        break;
      }
    }
    if (frozen) tokensIn.set(s.cards, v);
  }
  return v;
}

/** Tokens in a zone other than the battlefield cease to exist (704.5d, 111.7). */
function tokensCease(ctx: Ctx): boolean {
  const { s } = ctx;
  if (!anyToken(s)) return false;
  let did = false;
  for (const key in s.zones) {
    if (key === 'battlefield') continue;
    const list = s.zones[key] ?? [];
    if (!anyTokenObject(s, list)) continue;
    for (const id of [...list]) {
      const o = s.objects[id];
      if (!o || o.ability) continue;
      const tokenCards = o.cards.filter((c) => s.cards[c]?.token);
      if (tokenCards.length === 0) continue;
      for (const c of tokenCards) {
        delete cardsForWrite(s)[c];
        ctx.events.push({ type: 'tokenCeased', card: c, rule: '704.5d' });
      }
      const writable = zoneForWrite(s, key);
      writable.splice(writable.indexOf(id), 1);
      removeObject(s, id);
      did = true;
    }
  }
  return did;
}

/** The team of the living players if they are all of one team (undefined if none is left), or null if two or more teams are left. */
function lastTeam(s: GameState): number | undefined | null {
  let team: number | undefined;
  let seen = false;
  const players = s.players;
  for (let i = 0; i < players.length; i++) {
    const pl = s.player[players[i] as string];
    if (pl?.lost) continue;
    const t = pl?.team;
    if (!seen) {
      seen = true;
      team = t;
    } else if (t !== team) return null;
  }
  return team;
}

function checkGameOver(ctx: Ctx): void {
  const { s } = ctx;
  if (s.over) return;
  const team = lastTeam(s);
  if (team !== null) {
    s.over = true;
    s.winner = team ?? null;
    s.turn.priority = null;
    // 104.2a: the last team standing wins; 104.4a: a draw when no one is left
    ctx.events.push({ type: 'gameOver', winningTeam: s.winner, rule: s.winner === null ? '104.4a' : '104.2a' });
    // 708.9: as the game ends, every face-down spell and permanent is revealed
    for (const o of Object.values(s.objects)) {
      if ((o.faceDown && (o.zone === 'battlefield' || o.zone === 'stack')) || (o.faceDownCards?.length && o.zone === 'battlefield')) {
        ctx.events.push({ type: 'revealed', cards: [...o.cards], player: o.controller, rule: '708.9' });
      }
    }
  }
}

type LegendChoice = Extract<ChoiceQuestion, { kind: 'legendRule' }>;

/**
 * 704.5j: the legendary permanents a player controls that share a name, per player in APNAP order
 * and per name, with none left out that is already `chosen` in this check.
 */
function legendGroup(s: GameState, chosen: LegendChoice['chosen']): { player: string; ids: string[] } | null {
  // 101.4 / 805.6: the players choose in APNAP order (with shared team turns, team by team)
  for (const p of apnapGroups(s).flat()) {
    const byName = new Map<string, string[]>();
    for (const o of battlefield(s)) {
      if (o.controller !== p || !mayBeLegendary(s, o)) continue;
      const c = characteristics(s, o);
      // face-down permanents have no name, so never share one (708.2)
      if (!c.supertypes.includes('legendary') || !c.name) continue;
      byName.set(c.name, [...(byName.get(c.name) ?? []), o.id]);
    }
    for (const ids of byName.values()) {
      if (ids.length > 1 && !chosen?.some((g) => g.objects.includes(ids[0] as string))) return { player: p, ids };
    }
  }
  return null;
}

/**
 * 704.5j: a player who controls two or more legendary permanents with the same name chooses one,
 * and the rest go to the graveyard. The choice is a decision (answered in apply.ts); it comes
 * before anything of its check is performed, since everything the check finds is performed at once
 * (704.3). True if a choice is asked for.
 */
function askLegendRule(ctx: Ctx, chosen?: LegendChoice['chosen']): boolean {
  const { s } = ctx;
  if (s.decision || !defsProfile(s).supertypes.has('legendary')) return false;
  const group = legendGroup(s, chosen);
  if (!group) return false;
  const question: LegendChoice = { kind: 'legendRule', objects: group.ids, ...(chosen ? { chosen } : {}) };
  s.decision = { kind: 'choose', player: group.player, question, options: group.ids };
  return true;
}

/**
 * The answer to the legend rule: once every player has chosen (another group asks next), the
 * others of each group go to the graveyard (704.5j) together with every other state-based action
 * of that check, as one event (704.3): a creature dying of its damage sees them die (603.10a).
 */
export function answerLegendRule(ctx: Ctx, question: LegendChoice, keep: string): void {
  const chosen = [...(question.chosen ?? []), { objects: question.objects, keep }];
  if (askLegendRule(ctx, chosen)) return;
  simultaneously(ctx, () => {
    for (const group of chosen) {
      for (const id of group.objects) {
        if (id !== group.keep && ctx.s.objects[id]) moveObject(ctx, id, 'graveyard', { reason: 'sba', rule: '704.5j' });
      }
    }
    performPass(ctx);
  });
  leaveLosers(ctx);
}

const NO_DEATHS: readonly { o: GameObject; rule: string }[] = Object.freeze([]);

/**
 * One pass of the check: every state-based action that applies now, performed simultaneously; if
 * the legend rule applies, nothing is performed before its choices are made (answerLegendRule).
 */
function onePass(ctx: Ctx): boolean {
  if (askLegendRule(ctx)) return false;
  return performPass(ctx);
}

/** The state-based actions of a pass but the legend rule's choice (704.3). */
function performPass(ctx: Ctx): boolean {
  const { s } = ctx;
  let did = false;
  let lost: string[] | null = null;
  const players = s.players;
  for (let i = 0; i < players.length; i++) {
    const p = players[i] as string;
    const pl = s.player[p];
    if (!pl || pl.lost) continue;
    if (pl.life <= 0) {
      (playerForWrite(s, p) ?? pl).lost = true;
      emitEvent(ctx, { type: 'playerLost', player: p, reason: 'life', rule: '704.5a' });
      (lost ??= []).push(p);
      did = true;
    } else if (pl.drewFromEmptyLibrary) {
      (playerForWrite(s, p) ?? pl).lost = true;
      emitEvent(ctx, { type: 'playerLost', player: p, reason: 'emptyLibrary', rule: '704.5b' });
      (lost ??= []).push(p);
      did = true;
    }
  }
  // 800.4a: the players who lost leave the game only once every state-based action of this check
  // has been performed (704.3): see leaveLosers
  if (lost !== null) (ctx.leaving ??= []).push(...lost);
  // 704.3: the conditions are checked before anything is performed: only tokens already outside
  // the battlefield cease to exist in this pass (one that dies now ceases at the next check)
  if (tokensCease(ctx)) did = true;
  let toGraveyard: { o: GameObject; rule: string }[] | null = null;
  const permanents = battlefield(s);
  for (let i = 0; i < permanents.length; i++) {
    const o = permanents[i] as GameObject;
    // 704.5h: deathtouch damage counts until this check (702.2b)
    const deathtouched = o.deathtouched === true;
    if (deathtouched) delete editObject(s, o).deathtouched;
    const c = characteristics(s, o);
    if (!c.types.includes('creature') || c.toughness === null) continue;
    if (c.toughness <= 0) (toGraveyard ??= []).push({ o, rule: '704.5f' });
    else {
      const rule = lethalDamageRule(s, o, c.toughness, deathtouched);
      if (rule) (toGraveyard ??= []).push({ o, rule });
    }
  }
  for (let i = 0; i < permanents.length; i++) {
    const o = permanents[i] as GameObject;
    // 704.5q: +1/+1 and -1/-1 counters annihilate in pairs
    const plus = o.counters['+1/+1'] ?? 0;
    const minus = o.counters['-1/-1'] ?? 0;
    const n = Math.min(plus, minus);
    if (n > 0) {
      const w = editObject(s, o);
      w.counters['+1/+1'] = plus - n;
      w.counters['-1/-1'] = minus - n;
      if (!w.counters['+1/+1']) delete w.counters['+1/+1'];
      if (!w.counters['-1/-1']) delete w.counters['-1/-1'];
      emitEvent(ctx, { type: 'countersAnnihilated', object: o.id, amount: n, rule: '704.5q' });
      did = true;
    }
  }
  for (const { o, rule } of toGraveyard ?? NO_DEATHS) {
    if (!s.objects[o.id]) continue;
    const destroy = rule === '704.5g' || rule === '704.5h';
    if (destroy) emitEvent(ctx, { type: 'destroyed', object: o.id, rule: '701.8' });
    moveObject(ctx, o.id, 'graveyard', { reason: destroy ? 'destroy' : 'sba', rule });
    did = true;
  }
  for (let i = 0; i < MECHANICS.length; i++) if (MECHANICS[i]?.stateBasedActions?.(ctx)) did = true;
  return did;
}

/**
 * 800.4, 800.4a: once the state-based actions of a check have all been performed, as one event
 * (704.3), the players who lost in it leave the game, taking their objects with them: a creature
 * that died in the same check died first (its own and the others' "dies" abilities triggered,
 * 603.10a). A multiplayer game goes on while two or more teams are left; otherwise it is over
 * (104.2a, checkGameOver) and nobody leaves.
 */
function leaveLosers(ctx: Ctx): void {
  const leaving = ctx.leaving;
  if (!leaving) return;
  ctx.leaving = undefined;
  if (lastTeam(ctx.s) !== null) return;
  for (const p of leaving) leaveGame(ctx, p);
}

/** Runs the check until nothing happens (704.3). Returns whether anything happened. */
export function runStateBasedActions(ctx: Ctx): boolean {
  // nothing they read has changed since the last check found none: none applies now either
  if (stillQuiet(ctx.s)) return false;
  let any = false;
  // 704.3: each pass performs every applicable state-based action simultaneously, as one event
  let i = 0;
  for (; i < 100; i++) {
    const batch = openBatch(ctx);
    const did = onePass(ctx);
    if (batch) closeBatch(ctx, batch);
    leaveLosers(ctx);
    if (!did) break;
    any = true;
  }
  checkGameOver(ctx);
  if (i < 100) markQuiet(ctx.s);
  return any;
}
