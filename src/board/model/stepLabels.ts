/**
 * The step track's labels: each step named by the most important thing that happened in it
 * ("Chapter II of Lorekeeper's Tale triggers", "Ben's Sturdy Bear blocks Ann's Sturdy Bear"),
 * from the engine's events, in the reader's language, never a generic "pass". Labels are made
 * distinct within an example: a label that would repeat an earlier one gets its ordinal ("(2nd time)").
 */
import type { Action, GameEvent, GameState } from '../../engine/index.ts';
import { cardName, narrateEvent, objectName, ownersDropped, playerName, type NarrationContext, type Translate } from '../../i18n/narrate.ts';
import { classLevelOf } from './describe.ts';

/** Event types from the most telling to the least; a step is labelled by its first event here. */
const RANK: GameEvent['type'][] = [
  'playerLost',
  'merged',
  'mutateTargetIllegal',
  'turnedFaceUp',
  'turnedFaceDown',
  'schemeSetInMotion',
  'schemeAbandoned',
  'schemeReturnedToDeck',
  'chapterTriggered',
  'levelGained',
  'sagaSacrificed',
  'fizzled',
  'countered',
  'wardDeclined',
  'wardPaid',
  'conditionFailed',
  'triggerNotTriggered',
  'triggerRemoved',
  'spellCast',
  'abilityActivated',
  'landPlayed',
  'attackersDeclared',
  'blockersDeclared',
  'choiceMade',
  'triggersOrdered',
  'tokenCreated',
  'countersAdded',
  'countersRemoved',
  'countersAnnihilated',
  'lostAbilities',
  'gainedKeyword',
  'pumped',
  'destroyed',
  'sacrificed',
  'damageDealt',
  'lifeLost',
  'lifeGained',
  'drew',
  'revealed',
  'entered',
  'triggerPutOnStack',
  'triggered',
  'resolved',
  'resolving',
  'zoneChanged',
  'tokenCeased',
  'targetIllegal',
  'gameOver',
  'turnBegan',
  'untapped',
  'stepBegan',
];
const RANK_OF = new Map(RANK.map((type, i) => [type, i]));

function sentence(text: string): string {
  const trimmed = text.trim().replace(/[.。]$/, '');
  return trimmed.charAt(0).toLocaleUpperCase() + trimmed.slice(1);
}

/** The label of one step from its events (`before`/`after`: the viewer's views around it). */
export function stepLabel(events: readonly GameEvent[], ctx: NarrationContext, decision: Action | null): string {
  // a Class's level bar: which level it is paying for says more than "activates an ability"
  if (decision?.type === 'activate' && ctx.before) {
    const level = classLevelOf(ctx.before, decision.ability);
    if (level !== null && level > 0) return sentence(ctx.t('steps.levelUp', ownersDropped(ctx.t, { player: playerName(ctx, decision.player), source: objectName(ctx, decision.object), level })));
  }
  const passer = decision?.player ?? null;
  const ranked = events
    .filter((e) => RANK_OF.has(e.type))
    .sort((a, b) => (RANK_OF.get(a.type) ?? 99) - (RANK_OF.get(b.type) ?? 99));
  // of several step changes, the last says where the step ended
  const top = ranked[0]?.type === 'stepBegan' ? [...events].reverse().find((e) => e.type === 'stepBegan') : ranked[0];
  if (top?.type === 'triggered') return sentence(ctx.t('steps.triggered', { source: objectName(ctx, top.source) }));
  // tokens made at once (Call the Choir's two Spirits) are counted: «Anna crea due pedine…»
  if (top?.type === 'tokenCreated') {
    const count = events.filter((e) => e.type === 'tokenCreated' && e.player === top.player && e.def === top.def).length;
    // two to four in words (steps.tokensCreated.2…4: «due pedine», «две фишки»), more in digits
    const key = count <= 4 ? `steps.tokensCreated.${count}` : 'steps.tokensCreated';
    if (count > 1) return sentence(ctx.t(key, { player: playerName(ctx, top.player), token: cardName(ctx.t, top.def, ctx.after), count }));
  }
  // resolution that waits for a choice (top or bottom…): the spell is resolving
  if (top?.type === 'resolving') return sentence(ctx.t('event.resolved', { object: objectName(ctx, top.object) }));
  const text = top ? narrateEvent(top, ctx) : null;
  if (text) return sentence(text);
  // nothing but passing: who passed
  // 805.5b: with shared team turns a player passes for their whole team
  const forTeam = events.some((e) => e.type === 'passed' && e.player === passer && 'team' in e);
  return sentence(passer ? ctx.t(forTeam ? 'steps.passedTeam' : 'steps.passed', { player: playerName(ctx, passer) }) : ctx.t('narration.nothing'));
}

export interface LabelledStep {
  events: readonly GameEvent[];
  decision: Action | null;
}

/**
 * The labels of a list of steps, the first being the opening position; `viewAt(i)` is the
 * viewer's view of step i's state. Repeated labels get their ordinal ("… (2nd time)").
 */
export function stepLabels(steps: readonly LabelledStep[], viewAt: (i: number) => GameState, t: Translate): string[] {
  const seen = new Map<string, number>();
  return steps.map((step, i) => {
    const label =
      i === 0
        ? t('board.start')
        : stepLabel(step.events, { before: viewAt(i - 1), after: viewAt(i), t, distinct: true }, step.decision);
    const n = (seen.get(label) ?? 0) + 1;
    seen.set(label, n);
    // an ordinal: "(2nd time)", «(per la 2ª volta)», «(в 2-й раз)», never a bare "(2)" that reads as a card's number
    return n === 1 ? label : t('steps.nth', { label, count: n, ordinal: true });
  });
}
