// createGame: a game from a starting position. The position is data (an example's "setup").
import { firstStrikersNow } from './combat/damage.ts';
import type { AbilityDef, CardDef, CardType, Effect, StepName } from './base/cards.ts';
import type { Ctx } from './base/context.ts';
import type { GameEvent } from './base/events.ts';
import { emptyPool } from './base/mana.ts';
import { FACE_DOWN_KINDS, isCommandCard, MECHANICS, type FaceDownRules } from './base/hooks.ts';
import { createObject } from './objects/objects.ts';
import { givePriority } from './turn/priority.ts';
import type { CardId, GameState, PlayerId, ZoneName } from './base/state.ts';
import { beginStep } from './turn/turn.ts';
import { sharedTeamTurns } from './base/teams.ts';
import { seal } from './base/draft.ts';
import { SetupError } from './base/errors.ts';
import { checkSetup, isReservedId, own } from './validate.ts';
import type { GameSetup, SetupCard, SetupPermanent } from './position.ts';

export { SetupError } from './base/errors.ts';
export type { GameSetup, SetupCard, SetupPermanent, SetupPlayer } from './position.ts';

/** The token definitions an effect list can create, so the game carries their definitions. */
function tokensOf(effects: readonly Effect[]): string[] {
  return effects.flatMap((e) => (e.do === 'createToken' ? [e.token] : []));
}

function referencedTokens(a: AbilityDef): string[] {
  if (a.kind === 'classLevel') return a.abilities.flatMap(referencedTokens);
  if ('effects' in a) return tokensOf(a.effects);
  return [];
}

export type CardCatalog = Readonly<Record<string, CardDef>>;

function collectDefs(catalog: CardCatalog, roots: Set<string>): Record<string, CardDef> {
  const all: Record<string, CardDef> = {};
  for (const m of MECHANICS) for (const t of m.predefinedTokens ?? []) all[t.id] = t;
  const lookup = (id: string): CardDef | undefined => own(catalog, id) ?? own(all, id);
  const queue = [...roots];
  const out: Record<string, CardDef> = {};
  while (queue.length) {
    const id = queue.pop() as string;
    if (Object.hasOwn(out, id) || isReservedId(id)) continue;
    const def = lookup(id);
    if (!def) continue;
    out[id] = def;
    for (const a of def.abilities) for (const t of referencedTokens(a)) queue.push(t);
  }
  return out;
}

function cardDefId(c: SetupCard): string {
  return typeof c === 'string' ? c : c.card;
}

const isPredefinedToken = (id: string) => MECHANICS.some((m) => m.predefinedTokens?.some((t) => t.id === id));

const ENGINE_TOKEN_ID = /^tk\d+$/;
const HIDDEN_CARD_ID = /^hidden-\d+$/;

const PERMANENT_TYPES: readonly CardType[] = ['artifact', 'battle', 'creature', 'enchantment', 'land', 'planeswalker'];
/** 506.1, 511.3: creatures are attacking from their declaration (508.1) until the end of combat step ends */
const ATTACK_STEPS: readonly StepName[] = ['declareAttackers', 'declareBlockers', 'firstStrikeDamage', 'combatDamage', 'endCombat'];

/**
 * What the rules or the engine can't play in a position whose data is well formed and whose cards
 * are known (`s` is the state startGame built from it, before the first step begins): each refusal
 * cites the rule it follows.
 */
/** The face-down kind of a mechanic that may put this card face down (702.168a: disguise's), if any. */
function faceDownKindOf(def: CardDef | undefined): FaceDownRules['kind'] | undefined {
  if (def) for (const k of FACE_DOWN_KINDS.values()) if (k.allows(def)) return k.kind;
  return undefined;
}

function checkRules(setup: GameSetup, s: GameState): void {
  const defOf = (c: SetupCard): CardDef | undefined => own(s.defs, cardDefId(c));
  const teams = new Set(s.players.map((p) => s.player[p]?.team));
  // 102.2, 102.3, 104.2a: with no opponents, the game would be over before it began
  if (teams.size < 2) throw new SetupError('setup.players', 'every player is on the same team: no one has an opponent', 'one-team');
  const shared = sharedTeamTurns(s);
  if (shared) {
    // 904.2a, 904.2b: one archenemy, a team of their own, against one team of all the other players
    // (904.12b: in a Supervillain Rumble every player is an archenemy)
    const archenemies = s.players.filter((p) => s.player[p]?.archenemy);
    const heroes = s.players.filter((p) => !s.player[p]?.archenemy);
    const team = (p: string) => s.player[p]?.team;
    const heroTeams = new Set(heroes.map(team));
    if (archenemies.length !== 1 || heroTeams.size !== 1 || heroTeams.has(team(archenemies[0] ?? ''))) {
      throw new SetupError('setup.players', 'an Archenemy game has one archenemy, alone on their team, against one team of all the other players', 'archenemy-team');
    }
  }
  const step = s.turn.step;
  setup.players.forEach((p, i) => {
    const path = `setup.players[${i}]`;
    const player = s.player[p.id];
    // 904.3, 904.12: a scheme deck belongs to an archenemy
    if ((p.schemes ?? []).length > 0 && !p.archenemy) {
      throw new SetupError(`${path}.schemes`, 'only an archenemy has a scheme deck', 'schemes-not-archenemy', { player: p.id });
    }
    (p.schemes ?? []).forEach((c, j) => {
      // 904.3: a scheme deck is made of scheme cards
      if (!isCommandCard(defOf(c)?.types ?? [])) throw new SetupError(`${path}.schemes[${j}]`, `"${cardDefId(c)}" is not a scheme card`, 'not-a-scheme', { card: cardDefId(c) });
    });
    for (const zone of ['library', 'hand', 'graveyard', 'exile'] as const) {
      (p[zone] ?? []).forEach((c, j) => {
        const def = defOf(c);
        const at = `${path}.${zone}[${j}]`;
        // 314.2, 904.4: scheme cards stay in the command zone
        if (def && isCommandCard(def.types)) throw new SetupError(at, `"${def.id}" is a scheme card: it stays in the command zone`, 'scheme-outside-command', { card: def.id, zone });
        // 111.7: a token in a zone other than the battlefield ceases to exist
        if (def?.token) throw new SetupError(at, `"${def.id}" is a token: it exists only on the battlefield`, 'token-outside-battlefield', { card: def.id, zone });
      });
    }
    (p.battlefield ?? []).forEach((perm, j) => checkPermanent(perm, `${path}.battlefield[${j}]`));

    function checkPermanent(perm: SetupPermanent, at: string): void {
      const def = defOf(perm.card);
      if (!def) return;
      const card = def.id;
      // 110.4, 304.4, 307.4, 314.2: instants, sorceries and schemes can't be permanents
      if (!def.types.some((t) => PERMANENT_TYPES.includes(t))) throw new SetupError(`${at}.card`, `"${card}" is not a permanent card`, 'not-a-permanent', { card });
      // 702.168a: only a card a mechanic casts face down (disguise) is face down that way; any
      // permanent may have been turned face down by an effect ('plain', 708.2a)
      if (perm.faceDown === true && !faceDownKindOf(def)) {
        throw new SetupError(`${at}.faceDown`, `"${card}" has no disguise: it can't be face down`, 'face-down-not-allowed', { card });
      }
      if (perm.merged && perm.merged.length > 0) {
        // 702.140a, 702.140c, 730.1: only mutate merges, a creature spell with a creature
        if (!def.types.includes('creature')) throw new SetupError(`${at}.card`, `"${card}" is not a creature: only creatures merge (mutate)`, 'merged-not-creature', { card });
        perm.merged.forEach((c, k) => {
          const d = defOf(c);
          if (d && !d.types.includes('creature')) throw new SetupError(`${at}.merged[${k}]`, `"${d.id}" is not a creature: only creatures merge (mutate)`, 'merged-not-creature', { card: d.id });
        });
      }
      if (perm.level !== undefined) {
        // 716.2a: a level comes from a Class's class level bars, up to the highest
        const levels = def.abilities.flatMap((a) => (a.kind === 'classLevel' ? [a.level] : []));
        if (levels.length === 0) throw new SetupError(`${at}.level`, `"${card}" is not a Class: it has no level`, 'level-not-class', { card });
        const max = Math.max(...levels);
        if (perm.level > max) throw new SetupError(`${at}.level`, `"${card}" has no level above ${max}`, 'level-too-high', { card, max });
      }
      // 714.3: lore counters track a Saga's chapters
      if ((perm.counters?.lore ?? 0) > 0 && !(def.subtypes ?? []).includes('Saga')) {
        throw new SetupError(`${at}.counters.lore`, `"${card}" is not a Saga: it has no lore counters`, 'lore-not-saga', { card });
      }
      const target = perm.attacking;
      if (target === undefined) return;
      const path = `${at}.attacking`;
      // 506.3: only a creature attacks (a face-down permanent is a 2/2 creature, 708.2a)
      if (!perm.faceDown && !def.types.includes('creature')) throw new SetupError(path, `"${card}" is not a creature: it can't attack`, 'attacking-not-creature', { card });
      // 506.1, 508.1, 511.3: a creature attacks from the declare attackers step to the end of combat step
      if (!ATTACK_STEPS.includes(step)) throw new SetupError(path, `no creature is attacking in the ${step} step`, 'attacking-not-in-combat', { card, step });
      // 508.1: attackers are declared as the declare attackers step begins; one can't be attacking already
      if (step === 'declareAttackers' && setup.turn?.beginStep) {
        throw new SetupError(path, 'the declare attackers step begins with the declaration of attackers: no creature is attacking yet', 'attacking-begin-step', { card });
      }
      // 506.2, 805.10a: the active player (the active team) attacks
      const attacker = shared ? player?.team === s.player[s.turn.active]?.team : p.id === s.turn.active;
      if (!attacker) throw new SetupError(path, `${p.id} is not the active player: their creatures don't attack`, 'attacking-not-active', { card, player: p.id });
      // 506.2, 102.3: creatures attack an opponent, never their controller or a teammate
      if (s.player[target]?.team === player?.team) throw new SetupError(path, `${target} is not an opponent of ${p.id}`, 'attacking-teammate', { card, player: target });
    }
  });
}

/**
 * Builds the state and the events of the opening moment (a step begun, priority given). Throws a
 * SetupError naming the field for anything it can't play (validate.ts: checkSetup).
 */
export function startGame(setup: GameSetup, catalog: CardCatalog): { state: GameState; events: GameEvent[] } {
  checkSetup(setup as unknown);
  const roots = new Set<string>();
  setup.players.forEach((p, i) => {
    const lists: [string, SetupCard[] | undefined][] = [
      ['library', p.library],
      ['hand', p.hand],
      ['graveyard', p.graveyard],
      ['exile', p.exile],
      ['schemes', p.schemes],
    ];
    for (const [zone, list] of lists) {
      (list ?? []).forEach((c, j) => {
        const id = cardDefId(c);
        if (!own(catalog, id) && !isPredefinedToken(id)) {
          throw new SetupError(`setup.players[${i}].${zone}[${j}]`, `unknown card "${id}"`, 'unknown-card', { card: id });
        }
        roots.add(id);
      });
    }
    (p.battlefield ?? []).forEach((perm, j) => {
      for (const id of [perm.card, ...(perm.merged ?? []).map(cardDefId)]) {
        if (!own(catalog, id) && !isPredefinedToken(id)) {
          throw new SetupError(`setup.players[${i}].battlefield[${j}]`, `unknown card "${id}"`, 'unknown-card', { card: id });
        }
        roots.add(id);
      }
    });
  });
  const archenemy = setup.players.find((p) => p.archenemy);
  const ids = setup.players.map((p) => p.id);
  if (new Set(ids).size !== ids.length) throw new SetupError('setup.players', 'player ids must be unique', 'duplicate-player');
  const s: GameState = {
    version: 1,
    defs: collectDefs(catalog, roots),
    players: ids,
    player: {},
    cards: {},
    objects: {},
    zones: { battlefield: [], stack: [], exile: [] },
    turn: {
      number: setup.turn?.number ?? 1,
      // 904.6: the archenemy takes the first turn
      active: setup.turn?.active ?? archenemy?.id ?? ids[0] ?? '',
      step: setup.turn?.step ?? 'main1',
      priority: null,
      passed: [],
      noAttackers: false,
    },
    pendingTriggers: [],
    orderedTriggers: [],
    decision: null,
    priorityAfterDecision: null,
    effects: [],
    history: { leftBattlefield: [] },
    rng: setup.seed ?? 1,
    nextId: 0,
    winner: null,
    over: false,
  };
  if (!ids.includes(s.turn.active)) throw new SetupError('setup.turn.active', `unknown player "${s.turn.active}"`, 'unknown-player', { player: s.turn.active });
  const usedIds = new Set<CardId>();
  // the next number to try for each card's default id ("forest-2", "forest-3"…): every number
  // below it is taken (ids are only ever added), so the k-th Forest costs one look-up, not k
  const nextNumber = new Map<string, number>();
  const newCard = (c: SetupCard, owner: PlayerId, token = false): CardId => {
    const def = cardDefId(c);
    let id = typeof c === 'object' && c.id ? c.id : def;
    if (typeof c === 'object' && c.id && usedIds.has(id)) throw new SetupError('setup', `duplicate card id "${id}"`, 'duplicate-card-id', { id });
    if (usedIds.has(id)) {
      let n = nextNumber.get(def) ?? 2;
      while (usedIds.has(`${def}-${n}`)) n++;
      nextNumber.set(def, n + 1);
      id = `${def}-${n}`;
    }
    // a token made during play gets the card id tk<n> (stack/effects.ts), a card another player
    // can't see is named hidden-<n> in their view (view.ts): a card of the setup can't have either
    if (ENGINE_TOKEN_ID.test(id)) throw new SetupError('setup', `"${id}" is a reserved name (the engine names tokens made during play tk1, tk2…)`, 'reserved-id', { id });
    if (HIDDEN_CARD_ID.test(id)) throw new SetupError('setup', `"${id}" is a reserved name (a player's view names the cards it can't see hidden-1, hidden-2…)`, 'reserved-id', { id });
    usedIds.add(id);
    s.cards[id] = { id, def, owner, token: token || (s.defs[def]?.token ?? false) };
    return id;
  };
  setup.players.forEach((p, i) => {
    s.player[p.id] = {
      id: p.id,
      // 904.5: the archenemy starts at 40 life, the others at 20
      life: p.life ?? (archenemy ? (p.archenemy ? 40 : 20) : 20),
      manaPool: { ...emptyPool(), ...(p.manaPool ?? {}) },
      // 904.2: the archenemy's team against everyone else; 904.12b: in a Supervillain Rumble everyone is an archenemy, each on their own
      team: p.team ?? (archenemy && !setup.players.every((q) => q.archenemy) ? (p.archenemy ? 1 : 2) : i + 1),
      archenemy: p.archenemy ?? false,
      lost: false,
      landsPlayedThisTurn: 0,
      drewFromEmptyLibrary: false,
    };
    const put = (zone: ZoneName, list: SetupCard[] | undefined) => {
      // listed in order: a library or scheme deck top first, other zones bottom first
      const position = zone === 'library' || zone === 'command' ? 'bottom' : 'top';
      for (const c of list ?? []) createObject(s, { zone, owner: p.id, controller: p.id, cards: [newCard(c, p.id)] }, position);
    };
    put('library', p.library);
    put('hand', p.hand);
    put('graveyard', p.graveyard);
    put('exile', p.exile);
    put('command', p.schemes);
    for (const perm of p.battlefield ?? []) {
      const top = newCard({ card: perm.card, ...(perm.id ? { id: perm.id } : {}) }, p.id, perm.token ?? false);
      const rest = (perm.merged ?? []).map((c) => newCard(c, p.id));
      const o = createObject(s, {
        zone: 'battlefield',
        owner: p.id,
        controller: p.id,
        cards: [top, ...rest],
        tapped: perm.tapped ?? false,
        faceDown: perm.faceDown === 'plain' ? 'plain' : perm.faceDown ? (faceDownKindOf(s.defs[cardDefId(perm.card)]) ?? null) : null,
      }, 'top');
      o.sinceTurnStart = !(perm.sick ?? false);
      if (perm.counters) o.counters = { ...perm.counters };
      if (perm.level !== undefined) o.level = perm.level;
      if (perm.damage) o.damage = perm.damage;
      if (perm.attacking) o.attack = { target: perm.attacking, declared: true, blocked: false, blockedBy: [] };
    }
  });
  checkRules(setup, s);
  const ctx: Ctx = { s, events: [], lki: {} };
  if (setup.turn?.beginStep) beginStep(ctx, s.turn.step);
  else {
    // 510.4: a position in the first combat damage step, which has begun: its creatures with first
    // strike or double strike have dealt their damage (the second step is the others')
    if (s.turn.step === 'firstStrikeDamage') s.turn.firstStrikers = firstStrikersNow(s);
    givePriority(ctx, s.turn.active);
  }
  return { state: seal(ctx.s), events: ctx.events };
}

export function createGame(setup: GameSetup, catalog: CardCatalog): GameState {
  return startGame(setup, catalog).state;
}
