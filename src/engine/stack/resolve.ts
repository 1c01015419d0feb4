// Resolving the top object of the stack (608): targets are checked again; a spell or ability
// whose every target is illegal doesn't resolve (608.2b); an intervening "if" is checked again
// (603.4); a permanent spell enters the battlefield (608.3).
import type { AbilityDef, TargetSpec } from '../base/cards.ts';
import { abilityDefOf } from './abilities.ts';
import { abilityOfKind, characteristics } from '../objects/characteristics.ts';
import type { Ctx } from '../base/context.ts';
import { runEffects } from './effects.ts';
import { removeAbilityFromStack } from '../objects/changes.ts';
import { enterBattlefield } from '../objects/enter.ts';
import { CAST_METHODS, MECHANICS } from '../base/hooks.ts';
import { moveObject } from '../objects/objects.ts';
import { isLegalTarget, type EffectScope } from '../objects/refs.ts';
import type { GameObject, Target } from '../base/state.ts';
import { checkCondition } from './triggers.ts';
import { emitEvent, simultaneously } from '../base/bus.ts';
import { resolveWard } from './ward.ts';

/** The target specs of a spell: its cast method's (702.140a: a mutating spell's), or its spell ability's. */
export function spellTargetSpecs(ctx: Ctx, spell: GameObject): readonly TargetSpec[] {
  const method = spell.spell?.alternative;
  const own = method ? CAST_METHODS.get(method)?.targets : undefined;
  if (own) return own;
  const c = characteristics(ctx.s, spell);
  const sa = abilityOfKind(c, 'spell');
  return sa && sa.def.kind === 'spell' ? (sa.def.targets ?? []) : [];
}

function abilityTargetSpecs(def: AbilityDef | undefined): readonly TargetSpec[] {
  if (!def) return [];
  if (def.kind === 'activated' || def.kind === 'triggered' || def.kind === 'chapter' || def.kind === 'spell') return def.targets ?? [];
  return [];
}

/** 608.2b: each target still legal, or null; `all` is true when every target became illegal. */
export function recheckTargets(
  ctx: Ctx,
  specs: readonly TargetSpec[],
  targets: readonly Target[],
  controller: string,
  source: string | null,
): { checked: (Target | null)[]; allIllegal: boolean } {
  const checked = targets.map((t, i) => {
    const spec = specs[i];
    return spec && isLegalTarget(ctx.s, spec, t, controller, source) ? t : null;
  });
  for (const [i, t] of targets.entries()) {
    if (checked[i] === null) ctx.events.push({ type: 'targetIllegal', object: source ?? '', target: t, rule: '608.2b' });
  }
  return { checked, allIllegal: targets.length > 0 && checked.every((t) => t === null) };
}

/** Resolves the top object of the stack. A decision may interrupt it (ward, mutate). */
export function resolveTop(ctx: Ctx): void {
  const { s } = ctx;
  const stack = s.zones.stack ?? [];
  const id = stack[stack.length - 1];
  const top = id ? s.objects[id] : undefined;
  if (!top) return;
  emitEvent(ctx, { type: 'resolving', object: top.id, rule: '608.1' });
  if (top.ability) resolveAbility(ctx, top);
  else resolveSpell(ctx, top);
}

function resolveAbility(ctx: Ctx, o: GameObject): void {
  const { s } = ctx;
  const ab = o.ability;
  if (!ab) return;
  const def = abilityDefOf(s, ab.key);
  if (def?.kind === 'ward') {
    resolveWard(ctx, o);
    if (!s.decision) removeAbilityFromStack(ctx, o);
    return;
  }
  const specs = abilityTargetSpecs(def);
  const { checked, allIllegal } = recheckTargets(ctx, specs, ab.targets, o.controller, ab.source);
  if (allIllegal) {
    emitEvent(ctx, { type: 'fizzled', object: o.id, rule: '608.2b' });
    removeAbilityFromStack(ctx, o);
    return;
  }
  // 603.4: the intervening "if" is checked again on resolution
  if (def?.kind === 'triggered' && !checkCondition(s, def.condition, o.controller)) {
    emitEvent(ctx, { type: 'conditionFailed', object: o.id, rule: '603.4' });
    removeAbilityFromStack(ctx, o);
    return;
  }
  const scope: EffectScope = {
    controller: o.controller,
    self: ab.source,
    targets: checked,
    triggeringObject: ab.triggeringObject,
  };
  // 716.2a: a class level bar's activated ability makes the Class's level N
  const effects = def?.kind === 'classLevel' ? [{ do: 'setClassLevel' as const, level: def.level }] : def && 'effects' in def ? def.effects : [];
  runEffects(ctx, effects, scope);
  emitEvent(ctx, { type: 'resolved', object: o.id, rule: '608.2' });
  if (s.objects[o.id]) removeAbilityFromStack(ctx, o);
}

function resolveSpell(ctx: Ctx, spell: GameObject): void {
  const { s } = ctx;
  for (const m of MECHANICS) if (m.resolveSpell?.(ctx, spell)) return;
  const c = characteristics(s, spell);
  const specs = spellTargetSpecs(ctx, spell);
  const targets = spell.spell?.targets ?? [];
  const { checked, allIllegal } = recheckTargets(ctx, specs, targets, spell.controller, spell.id);
  if (allIllegal) {
    // 608.2b: the spell doesn't resolve; it is removed from the stack to its owner's graveyard
    emitEvent(ctx, { type: 'fizzled', object: spell.id, rule: '608.2b' });
    moveObject(ctx, spell.id, 'graveyard', { reason: 'counter', rule: '608.2b' });
    return;
  }
  if (c.types.includes('instant') || c.types.includes('sorcery')) {
    const sa = abilityOfKind(c, 'spell');
    if (sa && sa.def.kind === 'spell') {
      runEffects(ctx, sa.def.effects, { controller: spell.controller, self: spell.id, targets: checked });
    }
    emitEvent(ctx, { type: 'resolved', object: spell.id, rule: '608.2' });
    // 608.2n: an instant or sorcery goes to its owner's graveyard as the final step
    if (s.objects[spell.id]) moveObject(ctx, spell.id, 'graveyard', { reason: 'resolve', rule: '608.2n' });
    return;
  }
  putPermanentSpellOntoBattlefield(ctx, spell);
}

/** 608.3: a permanent spell becomes a permanent on the battlefield under its controller's control. */
export function putPermanentSpellOntoBattlefield(ctx: Ctx, spell: GameObject): GameObject | undefined {
  return simultaneously(ctx, () => putOntoBattlefield(ctx, spell));
}

function putOntoBattlefield(ctx: Ctx, spell: GameObject): GameObject | undefined {
  const method = spell.spell?.alternative;
  // 702.190b: a permanent spell cast with sneak enters tapped and attacking (its cast method says)
  const attacking = method ? CAST_METHODS.get(method)?.entersAttacking?.(spell) : undefined;
  const isCreature = characteristics(ctx.s, spell).types.includes('creature');
  emitEvent(ctx, { type: 'resolved', object: spell.id, rule: '608.3' });
  const [perm] = moveObject(ctx, spell.id, 'battlefield', {
    reason: 'resolve',
    rule: '608.3',
    controller: spell.controller,
    faceDown: spell.faceDown,
    tapped: attacking !== undefined,
  });
  if (!perm) return undefined;
  enterBattlefield(ctx, perm, {
    rule: attacking?.rule ?? '608.3',
    // 506.3a: a noncreature permanent put onto the battlefield attacking is never attacking;
    // 506.3c / 508.4a: nor is a creature whose attacked player is no longer in the game
    ...(attacking !== undefined && isCreature && !ctx.s.player[attacking.player]?.lost ? { attacking: attacking.player } : {}),
  });
  return perm;
}
