/**
 * The reader's decisions: at a decision of the example, the choices of the same kind as the
 * authored one (choosing differently branches off the authored line); in free play ("Try it
 * yourself", or off the line at its end), every legal action and the unavailable ones with the
 * engine's reasons. The legal actions are the engine's; this hook holds no game logic.
 */
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { legalActions, type Action, type GameState, type LegalActions } from '../../engine/index.ts';
import type { Translate } from '../../i18n/narrate.ts';
import { describeAction } from '../model/describe.ts';
import { pathTo, type Timeline, type TimelineStep } from '../model/timeline.ts';
import type { BoardLocation } from '../model/url.ts';

const SAME = (a: Action | null, b: Action | null) => a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);

interface DecisionsOptions {
  /** free play open from the first step */
  play: boolean;
  authored: readonly TimelineStep[];
  timeline: Timeline;
  index: number;
  count: number;
  step: TimelineStep | undefined;
  /** the step as the viewer sees it (actions are described in it) */
  stepView: GameState | null;
  t: Translate;
  go: (next: Partial<BoardLocation>) => void;
  /** stops playback */
  stop: () => void;
}

export function useDecisions({ play, authored, timeline, index, count, step, stepView, t, go, stop }: DecisionsOptions) {
  const [tryIt, setTryIt] = useState(play);
  // a count of the reader's choices (and of the buttons that vanish when pressed: try it, close,
  // back to the example): the board moves focus to the narration after each
  const [chosen, setChosen] = useState(0);

  const onAuthored = timeline.branch === null || index <= timeline.branch;
  const authoredNext: Action | null = onAuthored ? (authored[index + 1]?.decision ?? null) : null;
  const atEnd = index >= count - 1;
  const offPath = timeline.branch !== null;
  const freePlay = tryIt || (offPath && atEnd);
  const decisionPending = !!step?.state.decision;
  const wantsChoice = !!authoredNext && (decisionPending || ['cast', 'activate', 'turnFaceUp', 'playLand'].includes(authoredNext.type));
  // the legal actions cost a few engine runs: computed in a deferred render, after the step is drawn
  const wanted = step && (freePlay || wantsChoice) ? step.state : null;
  const deferred = useDeferredValue(wanted);
  const legalDeferred: LegalActions | null = useMemo(() => (deferred ? legalActions(deferred) : null), [deferred]);
  const legal = deferred === wanted ? legalDeferred : null;

  // 805.5a: when a team holds priority, each of its players' actions says whose it is
  const team = (legal?.players.length ?? 0) > 1 && legal?.kind === 'priority';
  const describe = useCallback(
    (a: Action) => {
      const text = describeAction(a, stepView ?? (step?.state as never), t);
      if (!team) return text;
      if (a.type === 'pass' || a.type === 'advance') return a.type === 'pass' ? t('action.passTeam') : text;
      return t('action.byPlayer', { player: t(`player.${a.player}`), action: text });
    },
    [stepView, step, t, team],
  );

  const choiceOptions = useMemo(() => {
    if (!legal || !authoredNext || freePlay) return [];
    const same = (a: Action) =>
      decisionPending ||
      (a.type === 'advance' && !a.to) ||
      (a.type === authoredNext.type && 'object' in a && 'object' in authoredNext && a.object === authoredNext.object && (a.type !== 'activate' || (authoredNext.type === 'activate' && a.ability === authoredNext.ability)));
    return legal.actions.flatMap((a, i) => (same(a) ? [{ index: i, label: describe(a), authored: SAME(a, authoredNext) }] : []));
  }, [legal, authoredNext, freePlay, decisionPending, describe]);

  const tryOptions = useMemo(() => (legal && freePlay ? legal.actions.map((a, i) => ({ index: i, label: describe(a), authored: false })) : []), [legal, freePlay, describe]);
  const unavailable = useMemo(() => {
    if (!legal || !freePlay) return [];
    const seen = new Set<string>();
    const out: { label: string; reason: string }[] = [];
    for (const u of legal.unavailable) {
      if (u.error === 'not-your-priority' || u.error === 'malformed-action') continue;
      const label = describe(u.action);
      if (seen.has(label)) continue;
      seen.add(label);
      out.push({ label, reason: t(`error.${u.error}`) });
    }
    return out.slice(0, 12);
  }, [legal, freePlay, describe, t]);

  const choose = useCallback(
    (i: number) => {
      const action = legal?.actions[i];
      if (!action) return;
      stop();
      setChosen((n) => n + 1);
      if (onAuthored && SAME(action, authoredNext)) {
        go({ step: index + 1, branch: null, path: [] });
      } else if (onAuthored) {
        go({ step: index + 1, branch: index, path: [i] });
      } else {
        go({ step: index + 1, path: [...pathTo(timeline, index), i] });
      }
    },
    [legal, onAuthored, authoredNext, go, index, timeline, stop],
  );

  return {
    onAuthored,
    chosen,
    offPath,
    freePlay,
    actor: legal?.player ?? null,
    /** the legal actions of this step are still being worked out (null meanwhile): not the game's end */
    legalPending: wanted !== null && legal === null,
    /** every player who may act now (a team holding priority or deciding together, 805.5), the actor first */
    actors: legal?.players ?? [],
    choiceOptions,
    tryOptions,
    unavailable,
    choose,
    setTryIt: (on: boolean) => {
      stop();
      setTryIt(on);
      // the button pressed goes away: focus is kept on the board (the narration), not lost to <body>
      setChosen((n) => n + 1);
    },
    backToPath: () => {
      setTryIt(false);
      setChosen((n) => n + 1);
      go({ step: timeline.branch ?? 0, branch: null, path: [] });
    },
    /** another example: free play closes (the reader's choices count stays) */
    closeTryIt: () => setTryIt(false),
  };
}
