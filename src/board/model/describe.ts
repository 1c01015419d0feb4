/**
 * An action as a short sentence in the reader's language ("Cast Vulpikeet for its mutate cost"),
 * for choice buttons, the scrubber's step labels and disabled actions. Names come from the
 * narration helpers, so a card is called the same everywhere.
 */
import type { Action, GameState, Target } from '../../engine/index.ts';
import { cardName, list, objectName, playerName, roman, targetName, unveiled, withoutOwner, type Name, type NarrationContext, type Translate } from '../../i18n/narrate.ts';
import { listed, templated } from '../../i18n/grammar.ts';

// names go into the templates as Names, so that a template can ask for their forms ({{object, il}}, {{targets, acc}})
function targets(ctx: NarrationContext, ts: readonly Target[] | undefined): Name | string {
  return list(ctx, (ts ?? []).map((x) => targetName(ctx, x)));
}

function triggerSource(s: GameState, ctx: NarrationContext, trigger: string): Name {
  const t = s.pendingTriggers.find((x) => x.id === trigger);
  if (!t) return cardName(ctx.t, null);
  // the source as it is on the table (told apart from a same-named one: "Orchard Keeper Class 2")
  const def = t.sourceCard ? s.cards[t.sourceCard]?.def : t.key.def;
  const name = s.objects[t.source] ? objectName(ctx, t.source) : cardName(ctx.t, def ?? null);
  return t.chapter ? templated(ctx.t, 'action.chapterOf', { chapter: roman(t.chapter), source: name }) : name;
}

/** The level an ability id ("<def>:<i>") raises a Class to, if it is a level bar. */
export function classLevelOf(s: GameState, ability: string): number | null {
  const [def, path] = ability.split(':');
  const [i, j] = (path ?? '').split('.').map(Number);
  const bar = def ? s.defs[def]?.abilities[i ?? 0] : undefined;
  // "<def>:<i>.<j>": the j-th ability a level bar grants ({T}: Create a Food at level 3), not the bar
  const a = j === undefined ? bar : bar?.kind === 'classLevel' ? bar.abilities[j] : undefined;
  return a?.kind === 'classLevel' ? a.level : a?.kind === 'mana' ? -1 : null;
}

/** An action and what comes with it: «…, bersagliando l'Orso Robusto e facendo tornare…» (the last two joined by the language's "and"). */
function withExtras(t: Translate, base: string, extras: readonly string[]): string {
  if (extras.length < 2) return [base, ...extras].join(', ');
  return `${base}, ${t('list.and', { items: extras.slice(0, -1).join(', '), last: extras[extras.length - 1] })}`;
}

export function describeAction(action: Action, state: GameState, t: Translate): string {
  const ctx: NarrationContext = { before: null, after: state, t, distinct: true };
  // the one who acts is the label's subject: their own cards go without their name («Attacca
  // Bruno con l'Orso Robusto», not «… di Anna»); a target keeps it, as in the narration
  const actor = `player.${action.player}`;
  const o = (id: string) => withoutOwner(t, objectName(ctx, id), actor);
  const names = (ids: readonly string[]): Name | string => list(ctx, ids.map(o));
  switch (action.type) {
    case 'pass':
      return t('action.pass');
    case 'advance':
      return action.to ? t('action.advanceTo', { step: t(`step.${action.to}`) }) : t('action.advance');
    case 'playLand':
      return t('action.playLand', { object: o(action.object) });
    case 'cast': {
      const method = action.method && action.method !== 'normal' ? action.method : 'normal';
      const base = t(`action.cast.${method}`, { object: o(action.object) });
      const extra: string[] = [];
      if (action.targets?.length) extra.push(t('action.targeting', { targets: targets(ctx, action.targets) }));
      if (action.costs?.returnToHand?.length) extra.push(t('action.returning', { objects: names(action.costs.returnToHand) }));
      return withExtras(t, base, extra);
    }
    case 'activate': {
      const level = classLevelOf(state, action.ability);
      const base =
        level === -1
          ? t('action.activate.mana', { source: o(action.object) })
          : level !== null
            ? t('action.activate.level', { source: o(action.object), level })
            : t('action.activate', { source: o(action.object) });
      const extra: string[] = [];
      if (action.targets?.length) extra.push(t('action.targeting', { targets: targets(ctx, action.targets) }));
      if (action.costs?.sacrifice?.length) extra.push(t('action.sacrificing', { objects: names(action.costs.sacrifice) }));
      return withExtras(t, base, extra);
    }
    case 'turnFaceUp':
      return t('action.turnFaceUp', { object: unveiled(o(action.object)) });
    case 'declareAttackers':
      if (action.attackers.length === 0) return t('action.noAttackers');
      return t('action.attack', {
        attackers: names(action.attackers.map((a) => a.object)),
        defender: list(ctx, [...new Set(action.attackers.map((a) => a.target))].map((p) => playerName(ctx, p))),
      });
    case 'declareBlockers':
      if (action.blocks.length === 0) return t('action.noBlockers');
      return action.blocks.map((b) => t('action.block', { blocker: o(b.blocker), attacker: o(b.attacker) })).join('; ');
    case 'orderTriggers': {
      const sources = action.order.map((id) => triggerSource(state, ctx, id));
      return t('action.orderTriggers', { first: sources[0] ?? '', rest: listed(t, sources.slice(1), (forms) => forms.join(', ')) });
    }
    case 'chooseTargets':
      return action.targets.length ? t('action.chooseTargets', { targets: targets(ctx, action.targets) }) : t('action.noTargets');
    case 'choose': {
      if (['top', 'bottom', 'pay', 'decline'].includes(action.option)) return t(`action.choose.${action.option}`);
      // the other questions are answered with an object: what it means depends on the question
      const question = state.decision?.kind === 'choose' ? state.decision.question.kind : null;
      if (question === 'discardToHandSize') return t('action.choose.discard', { object: o(action.option) });
      if (question === 'libraryOrder') return t('action.choose.libraryHighest', { object: o(action.option) });
      if (question === 'graveyardOrder') return t('action.choose.graveyardTop', { object: o(action.option) });
      return t('action.choose.keep', { object: o(action.option) });
    }
  }
}
