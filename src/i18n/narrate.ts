/**
 * Narration of engine events: each event code becomes a sentence in the reader's language,
 * through the `engine` catalogue (locales/<lang>/engine.json), with the card names of the
 * `cards` catalogue and correct plurals (i18next's count). The engine itself never writes prose.
 */
import type { GameEvent, GameState, Target } from '../engine/index.ts';

/** The subset of i18next's t() narration needs (keys are built from event codes). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

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

/** Events too small to narrate on their own (the board shows them; the sentence would be noise). */
const QUIET: ReadonlySet<GameEvent['type']> = new Set([
  'passed',
  'priority',
  'resolving',
  'manaSpent',
  'manaAbilityActivated',
  'sbaChecked',
  'decisionRequired',
  'triggered',
]);

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

function cardName(t: Translate, def: string | null, s?: GameState | null): string {
  if (!def) return t('name.unknown');
  if (def === '@hidden') return t('name.hidden');
  // a copy (707.2) is called by the name it copies, as the board draws it
  if (def.startsWith('copy-') && s) {
    const name = s.defs[def]?.name;
    const original = Object.values(s.defs).find((d) => !d.id.startsWith('copy-') && d.name === name);
    if (original) return t(`card.${original.id}.name`);
  }
  if (def === '@face-down') return t('name.faceDown');
  if (def.startsWith('copy-')) return t('name.copy');
  return t(`card.${def}.name`);
}

function plainName(t: Translate, s: GameState, id: string): string | null {
  const found = defOfObject(s, id);
  if (!found) return null;
  if (found.ability) return t('name.ability', { source: cardName(t, found.sourceDef, s) });
  // a face-down card its viewer may look at (their own, 708.5) is named, as the board shows it
  if (found.faceDown) return found.def && !found.def.startsWith('@') ? t('name.faceDownKnown', { name: cardName(t, found.def) }) : t('name.faceDown');
  return cardName(t, found.def, s);
}

export function objectName(ctx: NarrationContext, id: string): string {
  let s = ctx.after.objects[id] ? ctx.after : ctx.before?.objects[id] ? ctx.before : null;
  let name = s ? plainName(ctx.t, s, id) : null;
  // a card that has just become hidden (a scheme turned face down) is named as it was seen
  if (name === ctx.t('name.hidden') && ctx.before?.objects[id] && s !== ctx.before) {
    const seen = plainName(ctx.t, ctx.before, id);
    if (seen !== null && seen !== name) [s, name] = [ctx.before, seen];
  }
  if (!s || name === null) return ctx.t('name.unknown');
  // an ability is told apart by its source, as that source is named on the table
  const ability = s.objects[id]?.ability;
  if (ability && ctx.distinct) {
    const source = s.objects[ability.source] ? s : ctx.before?.objects[ability.source] ? ctx.before : null;
    if (source && !source.objects[ability.source]?.ability) {
      const sourceName = objectName({ ...ctx, after: source }, ability.source);
      if (sourceName !== ctx.t('name.unknown')) return ctx.t('name.ability', { source: sourceName });
    }
    return name;
  }
  // hidden cards are not told apart: the viewer can't follow them
  return ctx.distinct && name !== ctx.t('name.hidden') ? distinguish(ctx, s, id, name) : name;
}

/** The name of an object among others of the same name in its zone ("Ben's Sturdy Bear", "Swamp 2"). */
function distinguish(ctx: NarrationContext, s: GameState, id: string, name: string): string {
  const o = s.objects[id];
  if (!o || o.ability) return name;
  const zone = o.zone === 'battlefield' || o.zone === 'stack' || o.zone === 'exile' ? o.zone : `${o.owner}.${o.zone}`;
  const peers = (s.zones[zone] ?? [])
    .map((x) => s.objects[x])
    .filter((x): x is NonNullable<typeof x> => x !== undefined && !x.ability && plainName(ctx.t, s, x.id) === name);
  if (peers.length < 2) return name;
  const same = peers.filter((x) => x.controller === o.controller).sort((a, b) => a.timestamp - b.timestamp || a.id.localeCompare(b.id));
  const numbered = same.length > 1 ? ctx.t('name.nth', { name, n: same.findIndex((x) => x.id === id) + 1 }) : name;
  return same.length < peers.length ? ctx.t('name.of', { name: numbered, player: playerName(ctx, o.controller) }) : numbered;
}

export function playerName(ctx: NarrationContext, p: string): string {
  return ctx.t(`player.${p}`);
}

function targetName(ctx: NarrationContext, t: Target): string {
  return 'player' in t ? playerName(ctx, t.player) : objectName(ctx, t.object);
}

function list(ctx: NarrationContext, names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return ctx.t('list.and', { items: names.slice(0, -1).join(', '), last: names[names.length - 1] });
}

/** One event as a sentence, or null for events that stay silent. */
export function narrateEvent(ev: GameEvent, ctx: NarrationContext): string | null {
  if (QUIET.has(ev.type)) return null;
  const { t } = ctx;
  const o = (id: string) => objectName(ctx, id);
  const p = (id: string) => playerName(ctx, id);
  switch (ev.type) {
    case 'turnBegan':
      return t('event.turnBegan', { player: p(ev.player), turn: ev.turn });
    case 'stepBegan':
      return t('event.stepBegan', { step: t(`step.${ev.step}`) });
    case 'untapped':
      return t('event.untapped', { object: o(ev.object) });
    case 'tapped':
      return t('event.tapped', { object: o(ev.object) });
    case 'drew':
      return t('event.drew', { player: p(ev.player) });
    case 'manaAdded':
      return t('event.manaAdded', { object: o(ev.source), mana: `{${ev.mana}}` });
    case 'manaEmptied':
      return t('event.manaEmptied', { player: p(ev.player) });
    case 'zoneChanged': {
      const names = ev.cards.map((c) => cardName(t, ctx.after.cards[c]?.def ?? ctx.before?.cards[c]?.def ?? null, ctx.after));
      return t('event.zoneChanged', { count: names.length, cards: list(ctx, names), from: t(`zone.${ev.from}`), to: t(`zone.${ev.to}`) });
    }
    case 'spellCast': {
      const targets = ev.targets.map((x) => targetName(ctx, x));
      if (ev.faceDown) return t('event.spellCast.faceDown', { player: p(ev.player) });
      const base = { player: p(ev.player), object: o(ev.object), targets: list(ctx, targets) };
      const method = ev.alternative ? `.${ev.alternative}` : '';
      return t(`event.spellCast${method}${targets.length ? '.targeting' : ''}`, base);
    }
    case 'abilityActivated': {
      const targets = ev.targets.map((x) => targetName(ctx, x));
      return t(targets.length ? 'event.abilityActivated.targeting' : 'event.abilityActivated', {
        player: p(ev.player),
        source: o(ev.source),
        targets: list(ctx, targets),
      });
    }
    case 'triggerNotTriggered':
      return t('event.triggerNotTriggered', { source: o(ev.source) });
    case 'triggerPutOnStack': {
      const targets = ev.targets.map((x) => targetName(ctx, x));
      return t(targets.length ? 'event.triggerPutOnStack.targeting' : 'event.triggerPutOnStack', { source: o(ev.source), targets: list(ctx, targets) });
    }
    case 'triggerRemoved':
      return t(ev.reason === 'controllerLeft' ? 'event.triggerRemoved.controllerLeft' : 'event.triggerRemoved', { source: o(ev.source) });
    case 'resolved':
      return t('event.resolved', { object: o(ev.object) });
    case 'fizzled':
      return t('event.fizzled', { object: o(ev.object) });
    case 'conditionFailed':
      return t('event.conditionFailed', { object: o(ev.object) });
    case 'countered':
      return t('event.countered', { object: o(ev.object) });
    case 'targetIllegal':
      return t('event.targetIllegal', { target: targetName(ctx, ev.target) });
    case 'entered': {
      const variant = ev.faceDown ? '.faceDown' : ev.attacking ? '.attacking' : ev.tapped ? '.tapped' : '';
      return t(`event.entered${variant}`, { object: o(ev.object), defender: ev.attacking ? p(ev.attacking) : '' });
    }
    case 'tokenCreated':
      return t('event.tokenCreated', { player: p(ev.player), token: cardName(t, ev.def, ctx.after) });
    case 'countersAdded':
      return t('event.countersAdded', { object: o(ev.object), count: ev.amount, counter: t(`counter.${ev.counter}`, { count: ev.amount }), total: ev.total });
    case 'countersRemoved':
      return t('event.countersRemoved', { object: o(ev.object), count: ev.amount, counter: t(`counter.${ev.counter}`, { count: ev.amount }), total: ev.total });
    case 'lifeGained':
      return t('event.lifeGained', { player: p(ev.player), count: ev.amount, total: ev.total });
    case 'lifeLost':
      return t('event.lifeLost', { player: p(ev.player), count: ev.amount, total: ev.total });
    case 'damageDealt':
      return t('event.damageDealt', { source: o(ev.source), target: targetName(ctx, ev.to), count: ev.amount });
    case 'sacrificed':
      return t('event.sacrificed', { player: p(ev.player), object: o(ev.object) });
    case 'destroyed':
      return t('event.destroyed', { object: o(ev.object) });
    case 'attackersDeclared':
      if (ev.attackers.length === 0) return t('event.attackersDeclared.none', { player: p(ev.player) });
      return t('event.attackersDeclared', {
        player: p(ev.player),
        attackers: list(ctx, ev.attackers.map((a) => o(a.object))),
        defender: list(ctx, [...new Set(ev.attackers.map((a) => p(a.target)))]),
      });
    case 'blockersDeclared':
      if (ev.blocks.length === 0) return t('event.blockersDeclared.none', { player: p(ev.player) });
      return ev.blocks.map((b) => t('event.blockersDeclared', { blocker: o(b.blocker), attacker: o(b.attacker) })).join(' ');
    case 'unblocked':
      return t('event.unblocked', { object: o(ev.object) });
    case 'removedFromCombat':
      return t('event.removedFromCombat', { object: o(ev.object) });
    case 'damageRemoved':
      return t('event.damageRemoved');
    case 'effectsEnded':
      return t('event.effectsEnded');
    case 'pumped':
      return t('event.pumped', { object: o(ev.object), power: signed(ev.power), toughness: signed(ev.toughness) });
    case 'lostAbilities':
      return t('event.lostAbilities', { object: o(ev.object) });
    case 'playerLost':
      return t(`event.playerLost.${ev.reason}`, { player: p(ev.player) });
    case 'gameOver':
      return t('event.gameOver');
    case 'tokenCeased':
      return t('event.tokenCeased', { token: cardName(t, ctx.before?.cards[ev.card]?.def ?? null, ctx.before) });
    case 'countersAnnihilated':
      return t('event.countersAnnihilated', { object: o(ev.object), count: ev.amount });
    case 'landPlayed':
      return t('event.landPlayed', { player: p(ev.player), object: o(ev.object) });
    case 'choiceMade':
      return t(`event.choiceMade.${ev.question}.${ev.choice === 'top' || ev.choice === 'bottom' || ev.choice === 'pay' || ev.choice === 'decline' ? ev.choice : 'keep'}`, {
        player: p(ev.player),
        object:
          ev.question === 'libraryOrder'
            ? // once ordered, the card is hidden in the library again: it is named as it was seen while choosing
              objectName(ctx.before ? { ...ctx, after: ctx.before } : ctx, ev.choice)
            : ev.question === 'legendRule' || ev.question === 'discardToHandSize' || ev.question === 'graveyardOrder'
              ? o(ev.choice)
              : '',
      });
    case 'triggersOrdered':
      return t('event.triggersOrdered', { player: p(ev.player) });
    case 'levelGained':
      return t('event.levelGained', { object: o(ev.object), level: ev.level });
    case 'chapterTriggered':
      return t('event.chapterTriggered', { object: o(ev.object), chapter: roman(ev.chapter) });
    case 'sagaSacrificed':
      return t('event.sagaSacrificed', { object: o(ev.object) });
    case 'schemeSetInMotion':
      return t('event.schemeSetInMotion', { player: p(ev.player), object: o(ev.object) });
    case 'schemeAbandoned':
      return t('event.schemeAbandoned', { object: o(ev.object) });
    case 'schemeReturnedToDeck':
      return t('event.schemeReturnedToDeck', { object: o(ev.object) });
    case 'merged':
      return t(`event.merged.${ev.position}`, { object: o(ev.object) });
    case 'mutateTargetIllegal':
      return t('event.mutateTargetIllegal', { object: o(ev.spell) });
    case 'turnedFaceUp':
      return t('event.turnedFaceUp', { player: p(ev.player), object: o(ev.object) });
    case 'turnedFaceDown':
      return t('event.turnedFaceDown', { object: o(ev.object) });
    case 'revealed': {
      const names = ev.cards.map((c) => cardName(t, ctx.after.cards[c]?.def ?? ctx.before?.cards[c]?.def ?? null, ctx.after));
      return t('event.revealed', { player: p(ev.player), cards: list(ctx, names) });
    }
    case 'returnedForSneak':
      return t('event.returnedForSneak', { player: p(ev.player), object: o(ev.object) });
    case 'wardPaid':
      return t('event.wardPaid', { player: p(ev.player) });
    case 'wardDeclined':
      return t('event.wardDeclined', { player: p(ev.player) });
    case 'controlChanged':
      return t('event.controlChanged', { object: o(ev.object), from: p(ev.from), to: p(ev.to) });
    case 'leftGame':
      return t('event.leftGame', { player: p(ev.player) });
    default:
      return null;
  }
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
