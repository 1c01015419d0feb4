// "Edit this position" (issue 15): the starting position (a GameSetup) of any state a board shows,
// and the list of what a starting position can't hold and is left out.
import { startGame, SetupError, type CardDef, type GameObject, type GameSetup, type GameState, type SetupCard, type SetupPermanent, type SetupPlayer } from '../engine/index.ts';
import type { DroppedPart, FromStateResult } from './types.ts';

/** Card ids the engine gives tokens made during play (a setup can't use them: setup.ts). */
const ENGINE_TOKEN_ID = /^tk\d+$/;
/** The definitions the engine makes for token copies (stack/effects.ts: copiableDef). */
const COPY_DEF = /^copy-c\d+$/;

/** Fields of a permanent that the engine may refuse in a state it reached (see `playable`). */
type Repairable = 'faceDown' | 'level' | 'lore' | 'attacking';

/**
 * The starting position of `state`: the same players (life, teams, archenemy), the same cards in
 * the same zones and order, the same permanents (tapped, counters, face down, merged cards in
 * order, level, summoning sickness, damage, attacking, tokens), mana pools, the turn (number,
 * active player, step) and the random generator's state; startGame gives back the same board,
 * with the active player holding priority. Tokens made during play get ids of their own
 * (`<token>-tk9`). `dropped` lists what was in the state and is left out.
 */
export function setupFromState(state: GameState): FromStateResult {
  const dropped = new Set<DroppedPart>();
  const s = state;
  const usedIds = new Set(Object.keys(s.cards));
  const rename = new Map<string, string>();
  const cardId = (card: string): string => {
    if (!ENGINE_TOKEN_ID.test(card)) return card;
    const known = rename.get(card);
    if (known) return known;
    const def = s.cards[card]?.def ?? 'token';
    let id = `${def}-${card}`;
    for (let n = 2; usedIds.has(id); n++) id = `${def}-${card}-${n}`;
    usedIds.add(id);
    rename.set(card, id);
    return id;
  };
  const setupCard = (card: string): SetupCard => {
    const def = definitionOf(s, s.cards[card]?.def ?? card) ?? card;
    const id = cardId(card);
    return id === def ? def : { card: def, id };
  };
  const objectsIn = (key: string, owner?: string): GameObject[] =>
    (s.zones[key] ?? []).map((id) => s.objects[id]).filter((o): o is GameObject => o !== undefined && (owner === undefined || o.owner === owner));

  if ((s.zones.stack ?? []).length > 0) dropped.add('stack');
  if (s.pendingTriggers.length > 0) dropped.add('triggers');
  if (s.effects.length > 0) dropped.add('effects');
  if (s.decision) dropped.add('decision');
  // the setup gives priority to the active player as nobody has passed yet
  else if (!s.over && (s.turn.priority !== s.turn.active || s.turn.passed.length > 0)) dropped.add('priority');
  if (s.history.leftBattlefield.length > 0) dropped.add('history');

  const players: SetupPlayer[] = s.players.map((id) => {
    const p = s.player[id];
    const out: SetupPlayer = { id };
    if (!p) return out;
    out.life = p.life;
    out.team = p.team;
    if (p.archenemy) out.archenemy = true;
    if (p.lost) dropped.add('lostPlayers');
    if (p.landsPlayedThisTurn > 0) dropped.add('landPlayed');
    const zone = (name: 'library' | 'hand' | 'graveyard') => objectsIn(`${id}.${name}`).flatMap((o) => o.cards.map(setupCard));
    const library = zone('library');
    const hand = zone('hand');
    const graveyard = zone('graveyard');
    const exile = objectsIn('exile', id).flatMap((o) => o.cards.map(setupCard));
    const command = objectsIn(`${id}.command`);
    if (command.some((o) => o.schemeFaceUp)) dropped.add('schemes');
    const schemes = command.flatMap((o) => o.cards.map(setupCard));
    if (library.length) out.library = library;
    if (hand.length) out.hand = hand;
    if (graveyard.length) out.graveyard = graveyard;
    if (exile.length) out.exile = exile;
    if (schemes.length) out.schemes = schemes;
    // owned permanents, on their owner's side: a control change is a continuous effect (dropped with them)
    const battlefield = objectsIn('battlefield', id).flatMap((o) => {
      // a token copy whose copiable values no card has (a copy of a merged or face-down creature)
      if (o.cards.some((card) => definitionOf(s, s.cards[card]?.def ?? '') === undefined)) {
        dropped.add('tokens');
        return [];
      }
      return [permanent(o)];
    });
    if (battlefield.length) out.battlefield = battlefield;
    const pool = Object.fromEntries(Object.entries(p.manaPool).filter(([, n]) => n > 0));
    if (Object.keys(pool).length > 0) out.manaPool = pool;
    return out;
  });

  function permanent(o: GameObject): SetupPermanent {
    const [top = '', ...rest] = o.cards;
    const c = setupCard(top);
    const perm: SetupPermanent = typeof c === 'string' ? { card: c } : { card: c.card, id: c.id as string };
    const topCard = s.cards[top];
    // a token copy of a card (createTokenCopy) is a token whose definition isn't
    if (topCard?.token) perm.token = true;
    if (rest.some((card) => s.cards[card]?.token && !s.defs[s.cards[card]?.def ?? '']?.token)) dropped.add('tokens');
    if (o.tapped) perm.tapped = true;
    const counters = Object.fromEntries(Object.entries(o.counters).filter(([, n]) => (n ?? 0) > 0));
    if (Object.keys(counters).length > 0) perm.counters = counters;
    if (o.faceDown) perm.faceDown = o.faceDown === 'plain' ? 'plain' : true;
    if (o.level !== undefined) perm.level = o.level;
    if (!o.sinceTurnStart) perm.sick = true;
    if (rest.length > 0) perm.merged = rest.map(setupCard);
    if (o.damage > 0) perm.damage = o.damage;
    if (o.attack) {
      perm.attacking = o.attack.target;
      if (o.attack.blocked || !o.attack.declared) dropped.add('combat');
    }
    if (o.blocking) dropped.add('combat');
    return perm;
  }

  const setup: GameSetup = {
    players,
    turn: { number: s.turn.number, active: s.turn.active, step: s.turn.step },
    seed: s.rng,
  };
  if (s.turn.noAttackers) dropped.add('combat');
  playable(setup, s, dropped);
  return { setup, dropped: [...dropped].sort() };
}

/** The characteristics and abilities a copy takes (707.2), to recognise the card a token copies. */
function copiable(d: CardDef): string {
  return JSON.stringify([d.name, d.manaCost ?? null, [...(d.supertypes ?? [])], d.types, [...(d.subtypes ?? [])], d.power ?? null, d.toughness ?? null, d.abilities]);
}

/**
 * The definition id a setup can name for a definition of the game: itself, or for the definition
 * the engine made for a token copy (createTokenCopy: `copy-c12`), the card it copies; undefined
 * when no card has those copiable values.
 */
function definitionOf(s: GameState, def: string): string | undefined {
  const d = s.defs[def];
  if (!d || !COPY_DEF.test(def)) return d ? def : undefined;
  const values = copiable(d);
  return Object.values(s.defs).find((x) => !COPY_DEF.test(x.id) && copiable(x) === values)?.id;
}

/**
 * Leaves out what the engine's setup refuses of a state the game reached (a permanent turned face
 * down by an effect without disguise, lore counters put on a non-Saga, an attacker that stopped
 * being a creature once its effect is dropped): one field at a time, until startGame accepts it.
 */
function playable(setup: GameSetup, s: GameState, dropped: Set<DroppedPart>): void {
  const FIELDS: Partial<Record<string, Repairable>> = {
    'face-down-not-allowed': 'faceDown',
    'level-not-class': 'level',
    'level-too-high': 'level',
    'lore-not-saga': 'lore',
    'attacking-not-creature': 'attacking',
    'attacking-not-in-combat': 'attacking',
    'attacking-begin-step': 'attacking',
    'attacking-not-active': 'attacking',
    'attacking-teammate': 'attacking',
  };
  for (let tries = 0; tries < 1000; tries++) {
    try {
      startGame(setup, s.defs);
      return;
    } catch (e) {
      if (!(e instanceof SetupError)) return;
      const field = FIELDS[e.code];
      const m = /^setup\.players\[(\d+)\]\.battlefield\[(\d+)\]/.exec(e.path);
      const perm = m ? setup.players[Number(m[1])]?.battlefield?.[Number(m[2])] : undefined;
      if (!perm) return;
      if (e.code === 'merged-not-creature') {
        // a card an effect made a creature and another merged with: the pile keeps its creature cards
        const k = /\.merged\[(\d+)\]$/.exec(e.path);
        if (k) perm.merged?.splice(Number(k[1]), 1);
        else delete perm.merged;
        dropped.add('unplayable');
        continue;
      }
      if (!field) return;
      if (field === 'lore') {
        const { lore: _lore, ...counters } = perm.counters ?? {};
        if (Object.keys(counters).length > 0) perm.counters = counters;
        else delete perm.counters;
      } else delete perm[field];
      dropped.add('unplayable');
    }
  }
}
