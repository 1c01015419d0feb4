/**
 * Snapshot → view model: what the board draws, computed from one engine state (a player's view
 * of it). Pure: no React, no i18n. The board never decides rules; it only reads the state and
 * the engine's computed characteristics.
 */
import { characteristics, HIDDEN_DEF, priorityPlayers, STEPS, type AbilityDef, type CardDef, type CounterKind, type GameObject, type GameState, type PlayerId, type StepName, type Target } from '../../engine/index.ts';

export interface ClassBand {
  level: number;
  cost: string | null;
  active: boolean;
}

export interface SagaInfo {
  chapters: number[];
  lore: number;
}

/** One drawn object: a card, a token, a merged stack, a face-down card or a hidden card. */
export interface CardView {
  /** the engine object id (changes on zone changes, 400.7) */
  object: string;
  /** the physical card id of the top card: keeps its identity across zones (animation key) */
  key: string;
  /** physical card ids, topmost first (several for a merged permanent) */
  cards: string[];
  /** definition ids of the components, topmost first; '@hidden' for a card the viewer can't see */
  defs: string[];
  zone: GameObject['zone'];
  /** the printed English name (a fallback while a catalogue lacks it); null when hidden or face down */
  name: string | null;
  /** English names of every component, topmost first */
  names: (string | null)[];
  controller: PlayerId;
  owner: PlayerId;
  hidden: boolean;
  faceDown: boolean;
  /** the viewer controls this face-down object: they may peek at it */
  peekable: boolean;
  token: boolean;
  tapped: boolean;
  counters: { kind: CounterKind; count: number }[];
  manaCost: string | null;
  colors: string[];
  supertypes: string[];
  types: string[];
  subtypes: string[];
  power: number | null;
  toughness: number | null;
  /** the printed power/toughness of the top card (null: none printed, or not visible): a changed value is marked */
  basePower: number | null;
  baseToughness: number | null;
  /** a creature on the battlefield its controller has not controlled since their turn began, without haste (302.6) */
  sick: boolean;
  damage: number;
  attacking: PlayerId | null;
  blocking: string | null;
  classBands: ClassBand[] | null;
  classLevel: number | null;
  saga: SagaInfo | null;
  scheme: { faceUp: boolean; ongoing: boolean } | null;
  /** keyword abilities and ability words it has (for reminder text and glossary links) */
  keywords: string[];
}

export interface StackItemView {
  object: string;
  /** the card drawn for it: the spell itself, or the ability's source */
  card: CardView | null;
  kind: 'spell' | 'activated' | 'triggered';
  /** the source card definition of an ability */
  sourceDef: string | null;
  sourceObject: string | null;
  chapter: number | null;
  controller: PlayerId;
  targets: Target[];
}

export interface PlayerView {
  id: PlayerId;
  life: number;
  lost: boolean;
  archenemy: boolean;
  mana: { symbol: string; amount: number }[];
  libraryCount: number;
  /** the library, top card first: hidden cards unless the view shows everything */
  library: CardView[];
  handCount: number;
  hand: CardView[];
  lands: CardView[];
  permanents: CardView[];
  graveyard: CardView[];
  exile: CardView[];
  command: CardView[];
  active: boolean;
  priority: boolean;
  deciding: boolean;
}

/** A triggered ability waiting to be put on the stack (603.3). */
export interface PendingView {
  id: string;
  sourceDef: string | null;
  sourceObject: string;
  controller: PlayerId;
  chapter: number | null;
}

export interface BoardView {
  viewer: PlayerId;
  pending: PendingView[];
  /** the viewer first, then the others in seat order */
  players: PlayerView[];
  stack: StackItemView[];
  turn: number;
  step: StepName;
  steps: StepName[];
  over: boolean;
}

const MANA_ORDER = ['W', 'U', 'B', 'R', 'G', 'C'] as const;
const COUNTER_ORDER: CounterKind[] = ['+1/+1', '-1/-1', 'lore'];

function defOf(s: GameState, card: string | undefined): CardDef | undefined {
  if (!card) return undefined;
  const pc = s.cards[card];
  return pc ? s.defs[pc.def] : undefined;
}

/**
 * A token copy has a definition made by the engine ("copy-…", 707.2) named like the card it
 * copies: draw it as that card, so its name and text come from the catalogues.
 */
export function displayDef(s: GameState, def: string): string {
  if (!def.startsWith('copy-')) return def;
  const name = s.defs[def]?.name;
  return Object.values(s.defs).find((d) => !d.id.startsWith('copy-') && d.name === name)?.id ?? def;
}

function classBands(def: CardDef | undefined, level: number | undefined): ClassBand[] | null {
  if (!def?.subtypes?.includes('Class')) return null;
  const current = level ?? 1;
  const bands: ClassBand[] = [{ level: 1, cost: null, active: true }];
  for (const a of def.abilities) if (a.kind === 'classLevel') bands.push({ level: a.level, cost: a.cost, active: current >= a.level });
  return bands;
}

function sagaInfo(def: CardDef | undefined, lore: number): SagaInfo | null {
  if (!def?.subtypes?.includes('Saga')) return null;
  const chapters = def.abilities.flatMap((a) => (a.kind === 'chapter' ? a.chapters : [])).sort((a, b) => a - b);
  return { chapters, lore };
}

function keywordsOf(abilities: readonly AbilityDef[]): string[] {
  const out = new Set<string>();
  for (const a of abilities) {
    if (a.kind === 'keyword') out.add(a.keyword);
    else if (a.kind === 'mutate' || a.kind === 'sneak' || a.kind === 'disguise' || a.kind === 'ward') out.add(a.kind);
    else if (a.kind === 'triggered' && a.abilityWord) out.add(a.abilityWord);
  }
  return [...out];
}

export function cardView(s: GameState, o: GameObject, viewer: PlayerId): CardView {
  const defs = o.cards.map((c) => displayDef(s, s.cards[c]?.def ?? HIDDEN_DEF));
  const hidden = defs[0] === HIDDEN_DEF || o.cards.length === 0;
  const top = defOf(s, o.cards[0]);
  const c = characteristics(s, o);
  const faceDown = o.faceDown !== null;
  const showPrinted = !hidden && !faceDown;
  const lore = o.counters.lore ?? 0;
  return {
    object: o.id,
    key: o.cards[0] ?? o.id,
    cards: [...o.cards],
    defs,
    zone: o.zone,
    name: showPrinted ? c.name : null,
    names: o.cards.map((card) => defOf(s, card)?.name ?? null),
    controller: o.controller,
    owner: o.owner,
    hidden,
    faceDown,
    peekable: faceDown && !hidden && o.controller === viewer,
    token: c.token,
    tapped: o.tapped,
    counters: COUNTER_ORDER.flatMap((kind) => ((o.counters[kind] ?? 0) > 0 ? [{ kind, count: o.counters[kind] ?? 0 }] : [])),
    manaCost: showPrinted ? c.manaCost : null,
    colors: showPrinted ? c.colors : [],
    supertypes: showPrinted ? c.supertypes : [],
    types: hidden ? [] : c.types,
    subtypes: showPrinted ? c.subtypes : [],
    power: hidden && !faceDown ? null : c.power,
    toughness: hidden && !faceDown ? null : c.toughness,
    basePower: showPrinted && typeof top?.power === 'number' ? top.power : null,
    baseToughness: showPrinted && typeof top?.toughness === 'number' ? top.toughness : null,
    sick: o.zone === 'battlefield' && c.types.includes('creature') && !o.sinceTurnStart && !c.abilities.some((a) => a.def.kind === 'keyword' && a.def.keyword === 'haste'),
    damage: o.damage,
    attacking: o.attack?.target ?? null,
    blocking: o.blocking ?? null,
    classBands: showPrinted ? classBands(top, o.level) : null,
    classLevel: showPrinted && top?.subtypes?.includes('Class') ? (o.level ?? 1) : null,
    saga: showPrinted ? sagaInfo(top, lore) : null,
    keywords: hidden && !faceDown ? [] : keywordsOf(c.abilities.map((a) => a.def)),
    scheme: o.zone === 'command' ? { faceUp: !!o.schemeFaceUp, ongoing: !hidden && (top?.supertypes?.includes('ongoing') ?? false) } : null,
  };
}

function objectsIn(s: GameState, key: string): GameObject[] {
  return (s.zones[key] ?? []).map((id) => s.objects[id]).filter((o): o is GameObject => o !== undefined);
}

function stackItem(s: GameState, o: GameObject, viewer: PlayerId): StackItemView {
  if (o.ability) {
    const srcObj = s.objects[o.ability.source];
    // a token source that has ceased to exist leaves no card: the ability's own key names its card
    const sourceDef = displayDef(s, (o.ability.sourceCard ? s.cards[o.ability.sourceCard]?.def : undefined) ?? o.ability.key.def);
    return {
      object: o.id,
      card: srcObj ? cardView(s, srcObj, viewer) : null,
      kind: o.ability.kind,
      sourceDef,
      sourceObject: srcObj ? srcObj.id : null,
      chapter: o.ability.chapter ?? null,
      controller: o.controller,
      targets: o.ability.targets,
    };
  }
  return {
    object: o.id,
    card: cardView(s, o, viewer),
    kind: 'spell',
    sourceDef: null,
    sourceObject: null,
    chapter: null,
    controller: o.controller,
    targets: o.spell?.targets ?? [],
  };
}

function isLand(c: CardView): boolean {
  return c.types.includes('land') && !c.types.includes('creature');
}

/**
 * The board of one view of the game. `viewer` is whose view `s` is (viewFor), `seat` who sits at
 * the bottom (the reader, default: the viewer): the reader can look through the opponent's eyes
 * without the table turning round.
 */
export function boardView(s: GameState, viewer: PlayerId, seat: PlayerId = viewer): BoardView {
  const deciding = s.decision?.player ?? null;
  const holders = priorityPlayers(s);
  const order = [seat, ...s.players.filter((p) => p !== seat)].filter((p) => s.players.includes(p));
  // in the order they came to be: a new permanent appears at the end of its row
  const battlefield = objectsIn(s, 'battlefield').sort((a, b) => a.timestamp - b.timestamp).map((o) => cardView(s, o, viewer));
  const players = order.map((id): PlayerView => {
    const p = s.player[id];
    const mine = battlefield.filter((c) => c.controller === id);
    const hand = objectsIn(s, `${id}.hand`).map((o) => cardView(s, o, viewer));
    return {
      id,
      life: p?.life ?? 0,
      lost: p?.lost ?? false,
      archenemy: p?.archenemy ?? false,
      mana: MANA_ORDER.flatMap((symbol) => ((p?.manaPool[symbol] ?? 0) > 0 ? [{ symbol, amount: p?.manaPool[symbol] ?? 0 }] : [])),
      libraryCount: (s.zones[`${id}.library`] ?? []).length,
      library: objectsIn(s, `${id}.library`).map((o) => cardView(s, o, viewer)),
      handCount: hand.length,
      hand,
      lands: mine.filter(isLand),
      permanents: mine.filter((c) => !isLand(c)),
      graveyard: objectsIn(s, `${id}.graveyard`).map((o) => cardView(s, o, viewer)),
      exile: objectsIn(s, 'exile').filter((o) => o.owner === id).map((o) => cardView(s, o, viewer)),
      command: objectsIn(s, `${id}.command`).map((o) => cardView(s, o, viewer)),
      active: s.turn.active === id,
      // 805.5: with shared team turns the whole team holds priority
      priority: holders.includes(id),
      deciding: deciding === id,
    };
  });
  return {
    viewer: seat,
    players,
    stack: objectsIn(s, 'stack').map((o) => stackItem(s, o, viewer)).reverse(),
    pending: s.pendingTriggers.map((p) => ({
      id: p.id,
      sourceDef: displayDef(s, (p.sourceCard ? s.cards[p.sourceCard]?.def : undefined) ?? p.key.def),
      sourceObject: p.source,
      controller: p.controller,
      chapter: p.chapter ?? null,
    })),
    turn: s.turn.number,
    step: s.turn.step,
    steps: STEPS.map((x) => x.name),
    over: s.over,
  };
}
