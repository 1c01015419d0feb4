// Combat damage (510): assigned, then dealt at once; a first combat damage step when a creature
// has first strike or double strike (510.4, 702.7b, 702.4b).
import { characteristics } from '../objects/characteristics.ts';
import type { Ctx } from '../base/context.ts';
import { dealDamageToObject, dealDamageToPlayer, lifelinkGain } from '../objects/changes.ts';
import { battlefield } from '../objects/objects.ts';
import { hasFirstOrDoubleStrike, hasKeyword } from '../objects/keywords.ts';
import type { GameObject, GameState, ObjectId, PlayerId } from '../base/state.ts';

/** Whether the creature is attacking or blocking. */
function inCombat(o: GameObject): boolean {
  return o.attack !== undefined || o.blocking !== undefined;
}

/**
 * 510.4: whether the combat gets a first combat damage step: at least one attacking or blocking
 * creature has first strike or double strike as the combat damage step begins.
 */
export function needsFirstStrikeStep(s: GameState): boolean {
  const permanents = battlefield(s);
  for (let i = 0; i < permanents.length; i++) {
    const o = permanents[i] as GameObject;
    if (inCombat(o) && hasFirstOrDoubleStrike(s, o)) return true;
  }
  return false;
}

/** 510.4: the attacking and blocking creatures that have first strike or double strike now. */
export function firstStrikersNow(s: GameState): ObjectId[] {
  return battlefield(s)
    .filter((o) => inCombat(o) && hasFirstOrDoubleStrike(s, o))
    .map((o) => o.id);
}

/** 510.4: in the first combat damage step only the creatures with first strike or double strike assign combat damage. */
export function beginFirstStrikeDamage(ctx: Ctx): void {
  const { s } = ctx;
  s.turn.firstStrikers = firstStrikersNow(s);
  dealCombatDamage(ctx, new Set(s.turn.firstStrikers));
}

/**
 * 510.4: after a first combat damage step, the second one's damage is assigned by the remaining
 * attackers and blockers that had neither first strike nor double strike as the first began (one
 * that gained first strike since still does, 702.7c), and by those that have double strike now
 * (not one that lost it, 702.4c; one that gained it, 702.4d). Without a first step, every one.
 */
export function beginCombatDamage(ctx: Ctx): void {
  const { s } = ctx;
  const first = s.turn.firstStrikers;
  if (!first) return dealCombatDamage(ctx, null);
  const had = new Set(first);
  dealCombatDamage(ctx, new Set(battlefield(s).filter((o) => inCombat(o) && (!had.has(o.id) || hasKeyword(s, o, 'doubleStrike'))).map((o) => o.id)));
}

/**
 * 510.1–510.2: all combat damage is assigned, then dealt at once, by the creatures in `dealers`
 * (all if null). The engine assigns it the usual way rather than asking: a blocked attacker
 * assigns lethal damage to each of its blockers in turn and the rest to the last one (510.1c),
 * or, with trample, the rest to the player it attacks (702.19b); a trampler whose blockers have
 * all left combat assigns all its damage to that player (702.19d). 702.2c: any nonzero damage from
 * a source with deathtouch counts as lethal.
 */
function dealCombatDamage(ctx: Ctx, dealers: ReadonlySet<ObjectId> | null): void {
  const { s } = ctx;
  const hits: { source: GameObject; to: GameObject | PlayerId; amount: number }[] = [];
  // 702.19b: lethal damage counts damage other attackers are assigning to the same blocker in this step
  const assigned = new Map<string, number>();
  for (const o of battlefield(s)) {
    if (dealers && !dealers.has(o.id)) continue;
    const power = characteristics(s, o).power ?? 0;
    if (power <= 0) continue;
    if (o.attack) {
      if (!o.attack.blocked) hits.push({ source: o, to: o.attack.target, amount: power });
      else {
        const trample = hasKeyword(s, o, 'trample');
        const deathtouch = hasKeyword(s, o, 'deathtouch');
        let left = power;
        const blockers = o.attack.blockedBy.map((id) => s.objects[id]).filter((b): b is GameObject => !!b && b.zone === 'battlefield');
        blockers.forEach((b, i) => {
          const t = characteristics(s, b).toughness ?? 0;
          const lethal = Math.max(0, t - b.damage - (assigned.get(b.id) ?? 0));
          // 702.2c: one damage is lethal from a source with deathtouch (with trample, the rest goes on: 702.19b)
          const needed = deathtouch ? Math.min(1, lethal) : lethal;
          const amount = i === blockers.length - 1 && !trample ? left : Math.min(left, needed);
          left -= amount;
          assigned.set(b.id, (assigned.get(b.id) ?? 0) + amount);
          if (amount > 0) hits.push({ source: o, to: b, amount });
        });
        if (trample && left > 0) hits.push({ source: o, to: o.attack.target, amount: left });
      }
    } else if (o.blocking) {
      const at = s.objects[o.blocking];
      if (at && at.zone === 'battlefield') hits.push({ source: o, to: at, amount: power });
    }
  }
  const dealt = new Map<GameObject, number>();
  for (const h of hits) {
    // 800.4e: combat damage isn't assigned to a player who has left the game
    if (typeof h.to === 'string' && s.player[h.to]?.lost) continue;
    if (typeof h.to === 'string') dealDamageToPlayer(ctx, h.source.id, h.to, h.amount, true);
    else dealDamageToObject(ctx, h.source.id, h.to, h.amount, true);
    dealt.set(h.source, (dealt.get(h.source) ?? 0) + h.amount);
  }
  // 702.15b, 120.3f: a source with lifelink makes its controller gain the damage it dealt; one
  // life gain event per source (702.15e)
  for (const [source, amount] of dealt) lifelinkGain(ctx, source.id, amount);
}
