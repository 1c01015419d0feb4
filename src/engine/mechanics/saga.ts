// Saga (714, 704.5s). A Saga enters with a lore counter (714.3a); as its controller's precombat
// main phase begins they put a lore counter on each Saga with chapter abilities (714.3c, a
// turn-based action). "{rN}" triggers when lore counters are put on it and the count goes from
// below N to at least N (714.2b), so several chapters can trigger at once; removing counters
// triggers nothing. Once the count is at least the final chapter number and no chapter ability
// of it has triggered without leaving the stack, the Saga is sacrificed (714.4, 704.5s).
import type { AbilityDef } from '../base/cards.ts';
import { characteristics, mayHaveAbility } from '../objects/characteristics.ts';
import type { Ctx } from '../base/context.ts';
import { addCounters } from '../base/changes.ts';
import { sacrifice } from '../objects/changes.ts';
import { battlefield } from '../objects/objects.ts';
import { defsProfile } from '../base/profile.ts';
import type { GameObject } from '../base/state.ts';
import { addPendingTrigger } from '../stack/triggers.ts';
import { emitEvent } from '../base/bus.ts';
import type { MechanicModule } from './types.ts';
import { isActivePlayer } from '../base/teams.ts';

type Chapter = Extract<AbilityDef, { kind: 'chapter' }>;

function chapterAbilities(ctx: Ctx, o: GameObject) {
  if (!mayHaveAbility(ctx.s, o, 'chapter')) return [];
  return characteristics(ctx.s, o).abilities.filter((a): a is typeof a & { def: Chapter } => a.def.kind === 'chapter');
}

function isSaga(ctx: Ctx, o: GameObject): boolean {
  return characteristics(ctx.s, o).subtypes.includes('Saga');
}

/** 714.2d: the greatest chapter number among its chapter abilities (0 if none). */
export function finalChapterNumber(ctx: Ctx, o: GameObject): number {
  return Math.max(0, ...chapterAbilities(ctx, o).flatMap((a) => a.def.chapters));
}

function hasChapterWaitingOrOnStack(ctx: Ctx, o: GameObject): boolean {
  const { s } = ctx;
  if (s.pendingTriggers.some((t) => t.source === o.id && t.chapter !== undefined)) return true;
  return (s.zones.stack ?? []).some((id) => {
    const ab = s.objects[id]?.ability;
    return ab !== undefined && ab.source === o.id && ab.chapter !== undefined;
  });
}

export const saga: MechanicModule<'saga'> = {
  id: 'saga',
  rules: ['714.2a', '714.2b', '714.2c', '714.2d', '714.3a', '714.3c', '714.4', '704.5s'],
  entering(ctx, o) {
    // 714.3a: "This Saga enters with a lore counter on it" (a replacement effect)
    if (isSaga(ctx, o)) addCounters(ctx, o, 'lore', 1, '714.3a');
  },
  turnBasedActions: {
    main1(ctx) {
      if (!defsProfile(ctx.s).abilityKinds.has('chapter')) return;
      // 714.3c: as the precombat main phase begins; this turn-based action doesn't use the stack
      for (const o of battlefield(ctx.s)) {
        if (isActivePlayer(ctx.s, o.controller) && isSaga(ctx, o) && chapterAbilities(ctx, o).length > 0) {
          addCounters(ctx, o, 'lore', 1, '714.3c');
        }
      }
    },
  },
  onEvent(ctx, ev) {
    if (ev.type !== 'countersAdded' || ev.counter !== 'lore') return;
    const o = ctx.s.objects[ev.object];
    if (!o || o.zone !== 'battlefield') return;
    const before = ev.total - ev.amount;
    for (const a of chapterAbilities(ctx, o)) {
      // 714.2b / 714.2c: "if the number of lore counters on it was less than N and became at least N"
      for (const n of a.def.chapters) {
        if (before < n && ev.total >= n) {
          ctx.events.push({ type: 'chapterTriggered', object: o.id, chapter: n, rule: '714.2b' });
          addPendingTrigger(ctx, { controller: o.controller, key: a.key, source: o.id, sourceCard: o.cards[0] ?? null, chapter: n });
        }
      }
    }
  },
  stateBasedActions(ctx) {
    if (!defsProfile(ctx.s).abilityKinds.has('chapter')) return false;
    let did = false;
    for (const o of battlefield(ctx.s)) {
      if (chapterAbilities(ctx, o).length === 0 || !isSaga(ctx, o)) continue;
      if ((o.counters.lore ?? 0) < finalChapterNumber(ctx, o)) continue;
      if (hasChapterWaitingOrOnStack(ctx, o)) continue;
      emitEvent(ctx, { type: 'sagaSacrificed', object: o.id, rule: '704.5s' });
      sacrifice(ctx, o);
      did = true;
    }
    return did;
  },
};
