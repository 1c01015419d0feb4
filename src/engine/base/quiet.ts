// Quiet points: where the state-based actions were last checked and none applied (704.3), so that
// the next check is skipped while nothing they read has changed.
import type { GameState } from './state.ts';
import { defsProfile } from './profile.ts';
import { draftInfo, quietCount } from './draft.ts';
import type { QuietPoint } from './mark.ts';


const NONE: readonly unknown[] = Object.freeze([]);

function playerFigures(s: GameState): number[] {
  const out: number[] = [];
  const players = s.players;
  for (let k = 0; k < players.length; k++) {
    const p = s.player[players[k] as string];
    out.push(p ? p.life : NaN, p?.lost ? 1 : 0, p?.drewFromEmptyLibrary ? 1 : 0);
  }
  return out;
}

function sameList(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Whether the draft is still at its last quiet point (see QuietPoint); false outside an action. */
export function stillQuiet(s: GameState): boolean {
  const d = draftInfo(s);
  const q = d?.quiet;
  if (!d || !q) return false;
  return d.quietWrites === quietCount(d, q) && samePoint(q, s);
}

/** Whether what a quiet point holds (all but the writes) is as the state has it now. */
function samePoint(q: QuietPoint, s: GameState): boolean {
  if (q.defs !== s.defs || q.decision !== s.decision || (q.step !== null && q.step !== s.turn.step) || q.over !== s.over) return false;
  if (!sameList(q.effects, s.effects) || !sameList(q.pending, s.pendingTriggers)) return false;
  let i = 0;
  const players = s.players;
  for (let k = 0; k < players.length; k++) {
    const p = s.player[players[k] as string];
    if (q.players[i] !== (p ? p.life : NaN) || q.players[i + 1] !== (p?.lost ? 1 : 0) || q.players[i + 2] !== (p?.drewFromEmptyLibrary ? 1 : 0)) return false;
    i += 3;
  }
  return i === q.players.length;
}

/** Records a quiet point of the draft: the state-based actions were just checked and none applied. */
export function markQuiet(s: GameState): void {
  const d = draftInfo(s);
  if (!d) return;
  const anthems = defsProfile(s).statics.has('anthem');
  const was = d.quiet;
  if (was && was.anthems === anthems && samePoint(was, s)) {
    // the same figures as the last quiet point (only writes came between): it holds again, as it is
    d.quietWrites = quietCount(d, was);
    return;
  }
  const q: QuietPoint = {
    defs: s.defs,
    effects: s.effects.length ? [...s.effects] : NONE,
    pending: s.pendingTriggers.length ? [...s.pendingTriggers] : NONE,
    decision: s.decision,
    anthems,
    step: anthems ? s.turn.step : null,
    over: s.over,
    players: playerFigures(s),
  };
  d.quiet = q;
  d.quietWrites = quietCount(d, q);
}
