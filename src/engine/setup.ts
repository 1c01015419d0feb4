// createGame: a game from a starting position. The position is data (an example's "setup").
import type { AbilityDef, CardDef, Effect } from './cards.ts';
import type { Ctx } from './context.ts';
import type { GameEvent } from './events.ts';
import { emptyPool } from './stack/mana.ts';
import { MECHANICS } from './hooks.ts';
import { createObject } from './objects/objects.ts';
import { givePriority } from './turn/priority.ts';
import type { CardId, GameState, PlayerId, ZoneName } from './state.ts';
import { beginStep } from './turn/turn.ts';
import { seal } from './clone.ts';
import { SetupError } from './errors.ts';
import { checkSetup, isReservedId, own } from './validate.ts';
import type { GameSetup, SetupCard } from './position.ts';

export { SetupError } from './errors.ts';
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
  const newCard = (c: SetupCard, owner: PlayerId, token = false): CardId => {
    const def = cardDefId(c);
    let id = typeof c === 'object' && c.id ? c.id : def;
    if (typeof c === 'object' && c.id && usedIds.has(id)) throw new SetupError('setup', `duplicate card id "${id}"`, 'duplicate-card-id', { id });
    for (let n = 2; usedIds.has(id); n++) id = `${def}-${n}`;
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
        faceDown: perm.faceDown ? 'disguise' : null,
      }, 'top');
      o.sinceTurnStart = !(perm.sick ?? false);
      if (perm.counters) o.counters = { ...perm.counters };
      if (perm.level !== undefined) o.level = perm.level;
      if (perm.damage) o.damage = perm.damage;
      if (perm.attacking) o.attack = { target: perm.attacking, declared: true, blocked: false, blockedBy: [] };
    }
  });
  const ctx: Ctx = { s, events: [], lki: {} };
  if (setup.turn?.beginStep) beginStep(ctx, s.turn.step);
  else givePriority(ctx, s.turn.active);
  return { state: seal(ctx.s), events: ctx.events };
}

export function createGame(setup: GameSetup, catalog: CardCatalog): GameState {
  return startGame(setup, catalog).state;
}
