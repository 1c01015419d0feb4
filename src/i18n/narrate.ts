/**
 * Narration of engine events: each event code becomes a sentence in the reader's language,
 * through the `engine` catalogue (locales/<lang>/engine.json), with the card names of the
 * `cards` catalogue and correct plurals (i18next's count). The engine itself never writes prose.
 */
import { turnTakers, type GameEvent, type GameState, type Target } from '../engine/index.ts';
import { agreeing, cardNamed, isName, listed, named, playerNamed, templated, zoneNamed, type Name, type Translate } from './grammar.ts';

export type { Name, Translate } from './grammar.ts';

export interface NarrationContext {
  /** the state before the step and after it: objects named by an event live in one of them */
  before: GameState | null;
  after: GameState;
  t: Translate;
  /**
   * Tell same-named objects apart: "Ben's Sturdy Bear" when another player has one too,
   * "Swamp 2" when the same player has several (numbered in the order they came).
   */
  distinct?: boolean;
}

function defOfObject(s: GameState | null, id: string): { def: string | null; faceDown: boolean; ability: boolean; sourceDef: string | null } | null {
  const o = s?.objects[id];
  if (!s || !o) return null;
  if (o.ability) {
    const card = o.ability.sourceCard ? s.cards[o.ability.sourceCard] : undefined;
    return { def: null, faceDown: false, ability: true, sourceDef: card?.def ?? o.ability.key.def };
  }
  const card = o.cards[0] ? s.cards[o.cards[0]] : undefined;
  return { def: card?.def ?? null, faceDown: o.faceDown !== null, ability: false, sourceDef: null };
}

/** A card's name by its definition: the face-down, hidden and unknown ones have names of their own. */
export function cardName(t: Translate, def: string | null, s?: GameState | null): Name {
  if (!def) return named(t, 'name.unknown');
  if (def === '@hidden') return named(t, 'name.hidden');
  // a copy (707.2) is called by the name it copies, as the board draws it
  if (def.startsWith('copy-') && s) {
    const name = s.defs[def]?.name;
    const original = Object.values(s.defs).find((d) => !d.id.startsWith('copy-') && d.name === name);
    if (original) return cardNamed(t, original.id);
  }
  if (def === '@face-down') return named(t, 'name.faceDown');
  if (def.startsWith('copy-')) return named(t, 'name.copy');
  return cardNamed(t, def);
}

function plainName(t: Translate, s: GameState, id: string): Name | null {
  const found = defOfObject(s, id);
  if (!found) return null;
  if (found.ability) return templated(t, 'name.ability', { source: cardName(t, found.sourceDef, s) });
  // a face-down card its viewer may look at (their own, 708.5) is named, as the board shows it
  if (found.faceDown) return found.def && !found.def.startsWith('@') ? templated(t, 'name.faceDownKnown', { name: cardName(t, found.def) }) : named(t, 'name.faceDown');
  return cardName(t, found.def, s);
}

export function objectName(ctx: NarrationContext, id: string): Name {
  let s = ctx.after.objects[id] ? ctx.after : ctx.before?.objects[id] ? ctx.before : null;
  let name = s ? plainName(ctx.t, s, id) : null;
  // a card that has just become hidden (a scheme turned face down) is named as it was seen
  if (name?.key === 'name.hidden' && ctx.before?.objects[id] && s !== ctx.before) {
    const seen = plainName(ctx.t, ctx.before, id);
    if (seen !== null && seen.text !== name.text) [s, name] = [ctx.before, seen];
  }
  if (!s || name === null) return named(ctx.t, 'name.unknown');
  // an ability is told apart by its source, as that source is named on the table
  const ability = s.objects[id]?.ability;
  if (ability && ctx.distinct) {
    const source = s.objects[ability.source] ? s : ctx.before?.objects[ability.source] ? ctx.before : null;
    if (source && !source.objects[ability.source]?.ability) {
      const sourceName = objectName({ ...ctx, after: source }, ability.source);
      if (sourceName.key !== 'name.unknown') return templated(ctx.t, 'name.ability', { source: sourceName });
    }
    return name;
  }
  // hidden cards are not told apart: the viewer can't follow them
  return ctx.distinct && name.key !== 'name.hidden' ? distinguish(ctx, s, id, name) : name;
}

/** The name of an object among others of the same name in its zone ("Ben's Sturdy Bear", "Swamp 2"). */
function distinguish(ctx: NarrationContext, s: GameState, id: string, name: Name): Name {
  const o = s.objects[id];
  if (!o || o.ability) return name;
  const zone = o.zone === 'battlefield' || o.zone === 'stack' || o.zone === 'exile' ? o.zone : `${o.owner}.${o.zone}`;
  const peers = (s.zones[zone] ?? [])
    .map((x) => s.objects[x])
    .filter((x): x is NonNullable<typeof x> => x !== undefined && !x.ability && plainName(ctx.t, s, x.id)?.text === name.text);
  if (peers.length < 2) return name;
  const same = peers.filter((x) => x.controller === o.controller).sort((a, b) => a.timestamp - b.timestamp || a.id.localeCompare(b.id));
  // a face-down card named for its viewer keeps its qualifier last: «la Duchessa Velata 1 (a faccia in giù)», not «… (a faccia in giù) 1»
  const faceDown = name.key === 'name.faceDownKnown' && isName(name.params?.name) ? name.params.name : null;
  const base = faceDown ?? name;
  const numbered = same.length > 1 ? templated(ctx.t, 'name.nth', { name: base, n: same.findIndex((x) => x.id === id) + 1 }) : base;
  const owned = same.length < peers.length ? templated(ctx.t, 'name.of', { name: numbered, player: playerName(ctx, o.controller) }) : numbered;
  return faceDown ? templated(ctx.t, 'name.faceDownKnown', { name: owned }) : owned;
}

/** A face-down card's name without its qualifier, where the sentence says it already («Gira a faccia in su il Corriere Mascherato»). */
export function unveiled(name: Name): Name {
  const inner = name.params?.name;
  return name.key === 'name.faceDownKnown' && isName(inner) ? inner : name;
}

/** The name a made name is built around («Cibo» of «Cibo 1 di Anna»). */
function innermost(name: Name): Name {
  const inner = name.params?.name;
  return (name.key === 'name.nth' || name.key === 'name.of') && isName(inner) ? innermost(inner) : name;
}

/**
 * A name without its owner where the owner is the sentence's subject: «Anna gioca la Palude 4»,
 * not «… la Palude 4 di Anna» (the number stays: it tells her own cards apart). Lists and a
 * face-down card's name lose it inside.
 */
export function withoutOwner(t: Translate, name: Name, subject: string): Name {
  if (name.items) return listed(t, name.items.map((x) => withoutOwner(t, x, subject))) as Name;
  const inner = name.params?.name;
  if (name.key === 'name.of' && isName(name.params?.player) && name.params.player.key === subject && isName(inner)) return inner;
  if (name.key === 'name.faceDownKnown' && isName(inner)) {
    const stripped = withoutOwner(t, inner, subject);
    return stripped === inner ? name : templated(t, 'name.faceDownKnown', { name: stripped });
  }
  return name;
}

export function playerName(ctx: NarrationContext, p: string): Name {
  return playerNamed(ctx.t, p);
}

export function targetName(ctx: NarrationContext, t: Target): Name {
  return 'player' in t ? playerName(ctx, t.player) : objectName(ctx, t.object);
}

/** Several names as one ("A, B and C"), which takes a form in each of them. */
export function list(ctx: NarrationContext, names: readonly Name[]): Name | string {
  return listed(ctx.t, names);
}

/** Events too small to narrate on their own (the board shows them; the sentence would be noise). */
const QUIET_TYPES = ['passed', 'priority', 'resolving', 'manaSpent', 'manaAbilityActivated', 'sbaChecked', 'decisionRequired', 'triggered'] as const satisfies readonly GameEvent['type'][];
type Quiet = (typeof QUIET_TYPES)[number];
const QUIET: ReadonlySet<GameEvent['type']> = new Set(QUIET_TYPES);

/** What a template's parameters are built with: the names of the step's objects and players, in the reader's language. */
interface Namer {
  /** translates, the words agreeing with the sentence's subject (narrateEvent) */
  t: Translate;
  ctx: NarrationContext;
  object: (id: string) => Name;
  player: (id: string) => Name;
  target: (t: Target) => Name;
  list: (names: readonly Name[]) => Name | string;
  /** the names of cards by their ids, as they are now or were before the step */
  cards: (ids: readonly string[]) => Name[];
}

type Params = Record<string, unknown>;

/**
 * A new total of counters or life, as its language says it: `event.total` with the total as its
 * count («ora ne ha 21», and «ora non ne ha più» for none: the Italian `_zero` key; "21" in English).
 */
const total = (n: Namer, amount: number): string => n.ctx.t('event.total', { count: amount });

/**
 * The narration of one event type: the key of its template in the engine catalogue (or how the
 * event picks one of its variants) and its parameters. Parameters given as a list make one
 * sentence each, told one after another.
 */
interface Narration<E> {
  key: string | ((ev: E, n: Namer) => string);
  params?: (ev: E, n: Namer) => Params | Params[];
}

type Narrated = Exclude<GameEvent['type'], Quiet>;
type EventOfType<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;

const withTargets = (key: string, targets: readonly Target[]) => (targets.length ? `${key}.targeting` : key);

/** Every event type told, beside its template: `event.<type>` and its variants in locales/<lang>/engine.json. */
const NARRATION: { readonly [T in Narrated]: Narration<EventOfType<T>> } = {
  // a team's turn (Archenemy's shared team turns, 805.4) is the whole team's, not its first player's
  turnBegan: {
    key: (ev, n) => (turnTakers(n.ctx.after, ev.player).length > 1 ? 'event.turnBegan.team' : 'event.turnBegan'),
    params: (ev, n) => ({ player: n.player(ev.player), players: n.list(turnTakers(n.ctx.after, ev.player).map(n.player)), turn: ev.turn }),
  },
  stepBegan: { key: 'event.stepBegan', params: (ev, n) => ({ step: n.t(`step.${ev.step}`) }) },
  untapped: { key: 'event.untapped', params: (ev, n) => ({ object: n.object(ev.object) }) },
  tapped: { key: 'event.tapped', params: (ev, n) => ({ object: n.object(ev.object) }) },
  drew: { key: 'event.drew', params: (ev, n) => ({ player: n.player(ev.player) }) },
  manaAdded: { key: 'event.manaAdded', params: (ev, n) => ({ object: n.object(ev.source), mana: `{${ev.mana}}` }) },
  manaEmptied: { key: 'event.manaEmptied', params: (ev, n) => ({ player: n.player(ev.player) }) },
  zoneChanged: {
    key: 'event.zoneChanged',
    params: (ev, n) => {
      const cards = n.cards(ev.cards);
      // one card told apart from a same-named one is named as the sentences around it name it: as
      // it was where it left («Anna sacrifica il Cibo 1.» «Il Cibo 1 si sposta…»), or as it is on
      // the battlefield or the stack it goes to («La Foresta 3 si sposta…» «Anna gioca la Foresta 3.»)
      const arrived = (ev.to === 'battlefield' || ev.to === 'stack') && ev.newObjects.length === 1 ? ev.newObjects[0] : undefined;
      const id = arrived !== undefined && n.ctx.after.objects[arrived] ? arrived : n.ctx.before?.objects[ev.object] ? ev.object : undefined;
      const told = cards.length === 1 && id !== undefined ? n.object(id) : null;
      const names = told && told.text !== cards[0]?.text && innermost(told).text === cards[0]?.text ? [told] : cards;
      // the zones are names: a language puts them in the form its sentence asks («dalla mano alla pila»)
      return { count: names.length, cards: n.list(names), from: zoneNamed(n.ctx.t, ev.from), to: zoneNamed(n.ctx.t, ev.to) };
    },
  },
  spellCast: {
    key: (ev) => (ev.faceDown ? 'event.spellCast.faceDown' : withTargets(`event.spellCast${ev.alternative ? `.${ev.alternative}` : ''}`, ev.targets)),
    params: (ev, n) => (ev.faceDown ? { player: n.player(ev.player) } : { player: n.player(ev.player), object: n.object(ev.object), targets: n.list(ev.targets.map(n.target)) }),
  },
  abilityActivated: {
    key: (ev) => withTargets('event.abilityActivated', ev.targets),
    params: (ev, n) => ({ player: n.player(ev.player), source: n.object(ev.source), targets: n.list(ev.targets.map(n.target)) }),
  },
  triggerNotTriggered: { key: 'event.triggerNotTriggered', params: (ev, n) => ({ source: n.object(ev.source) }) },
  triggerPutOnStack: {
    key: (ev) => withTargets('event.triggerPutOnStack', ev.targets),
    params: (ev, n) => ({ source: n.object(ev.source), targets: n.list(ev.targets.map(n.target)) }),
  },
  triggerRemoved: {
    key: (ev) => (ev.reason === 'controllerLeft' ? 'event.triggerRemoved.controllerLeft' : 'event.triggerRemoved'),
    params: (ev, n) => ({ source: n.object(ev.source) }),
  },
  resolved: { key: 'event.resolved', params: (ev, n) => ({ object: n.object(ev.object) }) },
  fizzled: { key: 'event.fizzled', params: (ev, n) => ({ object: n.object(ev.object) }) },
  conditionFailed: { key: 'event.conditionFailed', params: (ev, n) => ({ object: n.object(ev.object) }) },
  countered: { key: 'event.countered', params: (ev, n) => ({ object: n.object(ev.object) }) },
  targetIllegal: { key: 'event.targetIllegal', params: (ev, n) => ({ target: n.target(ev.target) }) },
  entered: {
    key: (ev) => `event.entered${ev.faceDown ? '.faceDown' : ev.attacking ? '.attacking' : ev.tapped ? '.tapped' : ''}`,
    params: (ev, n) => ({ object: n.object(ev.object), defender: ev.attacking ? n.player(ev.attacking) : '' }),
  },
  tokenCreated: { key: 'event.tokenCreated', params: (ev, n) => ({ player: n.player(ev.player), token: cardName(n.t, ev.def, n.ctx.after) }) },
  countersAdded: {
    key: 'event.countersAdded',
    params: (ev, n) => ({ object: n.object(ev.object), count: ev.amount, counter: n.t(`counter.${ev.counter}`, { count: ev.amount }), total: total(n, ev.total) }),
  },
  countersRemoved: {
    key: 'event.countersRemoved',
    params: (ev, n) => ({ object: n.object(ev.object), count: ev.amount, counter: n.t(`counter.${ev.counter}`, { count: ev.amount }), total: total(n, ev.total) }),
  },
  lifeGained: { key: 'event.lifeGained', params: (ev, n) => ({ player: n.player(ev.player), count: ev.amount, total: total(n, ev.total) }) },
  lifeLost: { key: 'event.lifeLost', params: (ev, n) => ({ player: n.player(ev.player), count: ev.amount, total: total(n, ev.total) }) },
  damageDealt: { key: 'event.damageDealt', params: (ev, n) => ({ source: n.object(ev.source), target: n.target(ev.to), count: ev.amount }) },
  sacrificed: { key: 'event.sacrificed', params: (ev, n) => ({ player: n.player(ev.player), object: n.object(ev.object) }) },
  destroyed: { key: 'event.destroyed', params: (ev, n) => ({ object: n.object(ev.object) }) },
  attackersDeclared: {
    key: (ev) => (ev.attackers.length === 0 ? 'event.attackersDeclared.none' : 'event.attackersDeclared'),
    params: (ev, n) =>
      ev.attackers.length === 0
        ? { player: n.player(ev.player) }
        : {
            player: n.player(ev.player),
            attackers: n.list(ev.attackers.map((a) => n.object(a.object))),
            defender: n.list([...new Set(ev.attackers.map((a) => a.target))].map(n.player)),
          },
  },
  // one sentence per block
  blockersDeclared: {
    key: (ev) => (ev.blocks.length === 0 ? 'event.blockersDeclared.none' : 'event.blockersDeclared'),
    params: (ev, n) => (ev.blocks.length === 0 ? { player: n.player(ev.player) } : ev.blocks.map((b) => ({ blocker: n.object(b.blocker), attacker: n.object(b.attacker) }))),
  },
  unblocked: { key: 'event.unblocked', params: (ev, n) => ({ object: n.object(ev.object) }) },
  removedFromCombat: { key: 'event.removedFromCombat', params: (ev, n) => ({ object: n.object(ev.object) }) },
  damageRemoved: { key: 'event.damageRemoved' },
  effectsEnded: { key: 'event.effectsEnded' },
  pumped: { key: 'event.pumped', params: (ev, n) => ({ object: n.object(ev.object), power: signed(ev.power), toughness: signed(ev.toughness) }) },
  lostAbilities: { key: 'event.lostAbilities', params: (ev, n) => ({ object: n.object(ev.object) }) },
  gainedKeyword: { key: (ev) => `event.gainedKeyword.${ev.keyword}`, params: (ev, n) => ({ object: n.object(ev.object) }) },
  playerLost: { key: (ev) => `event.playerLost.${ev.reason}`, params: (ev, n) => ({ player: n.player(ev.player) }) },
  gameOver: { key: 'event.gameOver' },
  tokenCeased: { key: 'event.tokenCeased', params: (ev, n) => ({ token: cardName(n.t, n.ctx.before?.cards[ev.card]?.def ?? null, n.ctx.before) }) },
  countersAnnihilated: { key: 'event.countersAnnihilated', params: (ev, n) => ({ object: n.object(ev.object), count: ev.amount }) },
  landPlayed: { key: 'event.landPlayed', params: (ev, n) => ({ player: n.player(ev.player), object: n.object(ev.object) }) },
  choiceMade: {
    key: (ev) => `event.choiceMade.${ev.question}.${ev.choice === 'top' || ev.choice === 'bottom' || ev.choice === 'pay' || ev.choice === 'decline' ? ev.choice : 'keep'}`,
    params: (ev, n) => ({
      player: n.player(ev.player),
      object:
        ev.question === 'libraryOrder'
          ? // once ordered, the card is hidden in the library again: it is named as it was seen while choosing
            objectName(n.ctx.before ? { ...n.ctx, after: n.ctx.before } : n.ctx, ev.choice)
          : ev.question === 'legendRule' || ev.question === 'discardToHandSize' || ev.question === 'graveyardOrder'
            ? n.object(ev.choice)
            : '',
    }),
  },
  triggersOrdered: { key: 'event.triggersOrdered', params: (ev, n) => ({ player: n.player(ev.player) }) },
  levelGained: { key: 'event.levelGained', params: (ev, n) => ({ object: n.object(ev.object), level: ev.level }) },
  chapterTriggered: { key: 'event.chapterTriggered', params: (ev, n) => ({ object: n.object(ev.object), chapter: roman(ev.chapter) }) },
  sagaSacrificed: { key: 'event.sagaSacrificed', params: (ev, n) => ({ object: n.object(ev.object) }) },
  schemeSetInMotion: { key: 'event.schemeSetInMotion', params: (ev, n) => ({ player: n.player(ev.player), object: n.object(ev.object) }) },
  schemeAbandoned: { key: 'event.schemeAbandoned', params: (ev, n) => ({ object: n.object(ev.object) }) },
  schemeReturnedToDeck: { key: 'event.schemeReturnedToDeck', params: (ev, n) => ({ object: n.object(ev.object) }) },
  // the spell and its target as the player saw them when casting it (before: the spell has left the stack, the target took the merged name)
  merged: {
    key: (ev) => `event.merged.${ev.position}`,
    params: (ev, n) => {
      const seen = n.ctx.before ? { ...n.ctx, after: n.ctx.before } : n.ctx;
      return { object: objectName(seen, ev.spell), target: objectName(seen, ev.object) };
    },
  },
  mutateTargetIllegal: { key: 'event.mutateTargetIllegal', params: (ev, n) => ({ object: n.object(ev.spell) }) },
  turnedFaceUp: {
    key: 'event.turnedFaceUp',
    // named as its controller knew it face down, the number included («…la Duchessa Velata 2», as on the button)
    params: (ev, n) => {
      const now = n.object(ev.object);
      const seen = n.ctx.before?.objects[ev.object] ? unveiled(objectName({ ...n.ctx, after: n.ctx.before }, ev.object)) : null;
      return { player: n.player(ev.player), object: seen && innermost(seen).text === innermost(now).text ? seen : now };
    },
  },
  turnedFaceDown: { key: 'event.turnedFaceDown', params: (ev, n) => ({ object: n.object(ev.object) }) },
  revealed: { key: 'event.revealed', params: (ev, n) => ({ player: n.player(ev.player), cards: n.list(n.cards(ev.cards)) }) },
  returnedForSneak: { key: 'event.returnedForSneak', params: (ev, n) => ({ player: n.player(ev.player), object: n.object(ev.object) }) },
  wardPaid: { key: 'event.wardPaid', params: (ev, n) => ({ player: n.player(ev.player) }) },
  wardDeclined: { key: 'event.wardDeclined', params: (ev, n) => ({ player: n.player(ev.player) }) },
  controlChanged: { key: 'event.controlChanged', params: (ev, n) => ({ object: n.object(ev.object), from: n.player(ev.from), to: n.player(ev.to) }) },
  leftGame: { key: 'event.leftGame', params: (ev, n) => ({ player: n.player(ev.player) }) },
};

/** One event as a sentence, or null for events that stay silent. */
export function narrateEvent(ev: GameEvent, ctx: NarrationContext): string | null {
  if (QUIET.has(ev.type) || !Object.hasOwn(NARRATION, ev.type)) return null;
  const narration = NARRATION[ev.type as Narrated] as Narration<GameEvent>;
  // the sentence's words agree with its subject: the first of these that is a name (context m, f, mpl…)
  const t: Translate = (key, options) => (options ? ctx.t(key, agreeing(options, [options.object, options.cards, options.target, options.source, options.token, options.player].find(isName))) : ctx.t(key));
  const n: Namer = {
    t,
    ctx,
    object: (id) => objectName(ctx, id),
    player: (id) => playerName(ctx, id),
    target: (x) => targetName(ctx, x),
    list: (names) => list(ctx, names),
    // a card the reader can't see (drawn from a library, 504.1) is "a card", not the unknown object of 608.2b
    cards: (ids) =>
      ids.map((c) => {
        const def = ctx.after.cards[c]?.def ?? ctx.before?.cards[c]?.def ?? null;
        return def === null ? named(t, 'name.hiddenCard') : cardName(t, def, ctx.after);
      }),
  };
  const key = typeof narration.key === 'string' ? narration.key : narration.key(ev, n);
  const params = ownersDropped(ctx.t, narration.params?.(ev, n));
  if (params === undefined) return t(key);
  return Array.isArray(params) ? params.map((p) => t(key, p)).join(' ') : t(key, params);
}

/**
 * Every template's `{{player}}` is its sentence's subject: the other names drop that player as their
 * owner («Anna gioca la Palude 4»), except a target, which may be any player's: there the owner is
 * what tells two same-named cards apart («bersaglio l'Orso Robusto di Anna»).
 */
export function ownersDropped<P extends Params | Params[] | undefined>(t: Translate, params: P): P {
  if (params === undefined) return params;
  const keepsOwner = (k: string) => k === 'player' || k.startsWith('target');
  const drop = (p: Params): Params => {
    const subject = p.player;
    if (!isName(subject)) return p;
    return Object.fromEntries(Object.entries(p).map(([k, v]) => [k, !keepsOwner(k) && isName(v) ? withoutOwner(t, v, subject.key) : v]));
  };
  return (Array.isArray(params) ? params.map(drop) : drop(params)) as P;
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : String(n);
}

const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
export function roman(n: number): string {
  return ROMAN[n] ?? String(n);
}

/**
 * The sentences of one step, in order, with the rule each cites. Events that happened at the
 * same time (one engine batch: 704.3, 603.6a) are told together, after "At the same time:"
 * (704.3 for a state-based-action pass).
 */
export function narrateStep(events: readonly GameEvent[], ctx: NarrationContext): { text: string; rule: string | null }[] {
  const out: { text: string; rule: string | null }[] = [];
  let batch: number | undefined;
  let batchStart = -1;
  let batchRule: string | null = null;
  const closeBatch = () => {
    // the heading only when two or more sentences of the batch were told
    if (batch !== undefined && out.length - batchStart >= 2) out.splice(batchStart, 0, { text: ctx.t('event.simultaneous'), rule: batchRule });
    batch = undefined;
  };
  for (const ev of events) {
    if (ev.batch !== batch) {
      closeBatch();
      if (ev.batch !== undefined) {
        batch = ev.batch;
        batchStart = out.length;
        batchRule = null;
      }
    }
    if (batch !== undefined && batchRule === null && 'rule' in ev && ev.rule.startsWith('704.5')) batchRule = '704.3';
    const text = narrateEvent(ev, ctx);
    if (text) out.push({ text, rule: 'rule' in ev ? ev.rule : null });
  }
  closeBatch();
  return out;
}
