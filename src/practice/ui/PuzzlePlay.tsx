/**
 * A puzzle on the board: the same Sandbox as every rule page, holding the puzzle's position (and,
 * as a second "example", its authored line for "Show the solution"). The reader acts for their
 * player with the engine's legal actions (refused ones listed with the engine's reasons); the other
 * players act by `othersAction`; after every step the goal is evaluated on the engine's state and
 * events (src/practice/model/). Feedback goes to a live region. Hooks: [data-puzzle],
 * [data-puzzle-status], [data-puzzle-solution], [data-puzzle-reset].
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Sandbox from '../../board/Sandbox.tsx';
import { indexOfAction } from '../../board/model/timeline.ts';
import type { Sandbox as SandboxState, SandboxData } from '../../board/useSandbox.ts';
import { legalActions, type Action } from '../../engine/index.ts';
import type { Status } from '../model/goal.ts';
import { othersAction, playLine, satisfiedAnswers, startRun, step, type Run } from '../model/puzzle.ts';
import { markSolved } from '../progress.ts';
import type { PuzzlePlayProps } from './PuzzleSlot.tsx';

const btn = 'min-h-11 rounded-md border border-line px-3 text-sm font-medium hover:bg-surface disabled:cursor-not-allowed disabled:opacity-50';

/** The reader's own moves that matter (not passing): how a play is matched to an authored wrong line. */
const movesOf = (played: readonly Action[], reader: string) =>
  played.filter((a) => a.player === reader && a.type !== 'pass' && a.type !== 'advance').map((a) => JSON.stringify(a)).join('|');

function Bridge({ sb, onReport }: { sb: SandboxState; onReport: (sb: SandboxState, key: string) => void }) {
  const key = `${sb.exampleId}:${sb.index}:${sb.count}:${sb.timeline.path.join('.')}:${sb.actor ?? ''}:${sb.playing}`;
  useEffect(() => onReport(sb, key));
  return null;
}

export default function PuzzlePlay({ puzzle, catalog }: PuzzlePlayProps) {
  const { t, i18n } = useTranslation('practice');
  const text = puzzle.text;
  const solutionId = `${puzzle.id}-solution`;
  const data: SandboxData = useMemo(
    () => ({
      examples: [
        { id: puzzle.id, mechanic: puzzle.mechanic, shows: puzzle.tests, setup: puzzle.setup, decisions: [] },
        { id: solutionId, mechanic: puzzle.mechanic, shows: puzzle.tests, setup: puzzle.setup, decisions: puzzle.solution },
      ],
      catalog,
      seeIt: {},
    }),
    [puzzle, catalog, solutionId],
  );
  // the board's state, as its header reports it (a new report only when something that matters moved)
  const [report, setReport] = useState<{ sb: SandboxState; key: string } | null>(null);
  const onReport = useCallback((sb: SandboxState, key: string) => setReport((r) => (r?.key === key ? r : { sb, key })), []);
  const sb = report?.sb ?? null;

  const [hints, setHints] = useState(0);
  const [picked, setPicked] = useState<string | null>(null);
  const [showing, setShowing] = useState(false);

  // the reader's whole play, replayed through the puzzle's model (the same rules as the build's checks)
  const timeline = sb?.timeline;
  const onPuzzle = sb?.exampleId === puzzle.id;
  const run: Run | null = useMemo(() => {
    if (!timeline || !onPuzzle) return null;
    let r = startRun(puzzle, catalog);
    for (const s of timeline.steps.slice(1)) {
      const next = s.decision ? step(puzzle, r, s.decision) : null;
      if (!next) break;
      r = next;
    }
    return r;
  }, [timeline, onPuzzle, puzzle, catalog]);
  const wrongLines = useMemo(
    () => (puzzle.wrong ?? []).map((w) => ({ id: w.id, moves: movesOf(playLine(puzzle, catalog, w.decisions).runs.at(-1)?.played ?? [], puzzle.reader) })),
    [puzzle, catalog],
  );
  const right = useMemo(() => (puzzle.kind === 'predict' ? satisfiedAnswers(puzzle, catalog)[0] : undefined), [puzzle, catalog]);

  // the result: a reach puzzle's goal on the reader's play; a predict puzzle's pick against the engine's play
  const result: { status: Status; message: string; hint?: string } | null = useMemo(() => {
    if (puzzle.kind === 'predict') return picked ? { status: picked === right ? 'solved' : 'failed', message: t(picked === right ? 'practice.right' : 'practice.wrongPick') } : null;
    if (showing || !run || run.progress.status === 'open') return null;
    if (run.progress.status === 'solved') return { status: 'solved', message: t('practice.solvedMsg') };
    const line = wrongLines.find((w) => w.moves === movesOf(run.played, puzzle.reader));
    return { status: 'failed', message: t(`practice.failed.${run.progress.reason ?? 'deadline'}`), hint: line ? text.wrong?.[line.id] : undefined };
  }, [puzzle, picked, right, showing, run, wrongLines, t, text]);
  const status: Status = result?.status ?? 'open';
  useEffect(() => {
    if (status === 'solved') markSolved(puzzle.id);
  }, [status, puzzle.id]);

  // the other players act when they must, at the end of the reader's play
  useEffect(() => {
    if (!sb || !run || result || showing || puzzle.kind !== 'reach') return;
    if (sb.index !== sb.count - 1 || !sb.actor || sb.actor === puzzle.reader) return;
    const a = othersAction(puzzle, run);
    const i = a ? indexOfAction(legalActions(run.state).actions, a) : -1;
    if (i >= 0) sb.choose(i);
  }, [sb, run, result, showing, puzzle]);

  // the authored line plays by itself once shown (the solution, or a predict puzzle's play)
  const wantPlay = showing || picked !== null;
  useEffect(() => {
    if (wantPlay && sb && sb.exampleId === solutionId && sb.index === 0 && !sb.playing) sb.toggle();
  }, [wantPlay, sb, solutionId]);

  const showSolution = () => {
    setShowing(true);
    sb?.selectExample(solutionId);
  };
  const reset = () => {
    setPicked(null);
    setShowing(false);
    setHints(0);
    sb?.selectExample(puzzle.id);
    // free play again (choosing an example closes it)
    if (puzzle.kind === 'reach') sb?.setTryIt(true);
  };
  const pick = (id: string) => {
    if (picked) return;
    setPicked(id);
    sb?.selectExample(solutionId);
  };

  const hintList = Object.entries(text.hints).sort(([a], [b]) => Number(a) - Number(b)).map(([, h]) => h);
  const player = (i18n.t as unknown as (k: string, o: Record<string, unknown>) => string)(`player.${puzzle.reader}`, { ns: 'engine' });
  return (
    <div data-puzzle={puzzle.id} data-puzzle-status={status} className="mt-6 flex min-w-0 flex-col gap-3 xl:mt-0">
      <section aria-label={t('practice.title')} className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-3 text-sm">
        {puzzle.kind === 'reach' ? (
          <p>{t('practice.youPlay', { player })}</p>
        ) : (
          <fieldset>
            <legend className="font-medium">{t('practice.pick')}</legend>
            <div className="mt-2 flex flex-col gap-1">
              {(puzzle.answers ?? []).map((a) => {
                const mark = picked ? (a.id === right ? '✓ ' : a.id === picked ? '✗ ' : '') : '';
                return (
                  <button
                    key={a.id}
                    type="button"
                    data-puzzle-answer={a.id}
                    aria-pressed={picked === a.id}
                    disabled={picked !== null}
                    onClick={() => pick(a.id)}
                    className={`${btn} text-left font-normal ${picked && a.id === right ? 'border-accent font-semibold' : ''}`}
                  >
                    {mark}
                    {text.answers?.[a.id]}
                  </button>
                );
              })}
            </div>
          </fieldset>
        )}
        <div role="status" aria-live="polite" data-puzzle-feedback className="min-h-6">
          {result ? <p className="font-semibold">{result.message}</p> : showing ? <p>{t('practice.solutionShown')}</p> : null}
          {result?.hint ? <p>{result.hint}</p> : null}
          {result || showing ? (
            <p className="mt-1">
              <span className="font-medium">{t('practice.explain')}: </span>
              {text.explain}
            </p>
          ) : null}
        </div>
        {hints > 0 ? (
          <ol className="list-decimal pl-5" data-puzzle-hints aria-live="polite">
            {hintList.slice(0, hints).map((h, i) => (
              <li key={i}>{h}</li>
            ))}
          </ol>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button type="button" className={btn} disabled={hints >= hintList.length} onClick={() => setHints((n) => n + 1)} data-puzzle-hint>
            {hints >= hintList.length ? t('practice.noMoreHints') : t('practice.hint')}
          </button>
          <button type="button" className={btn} onClick={showSolution} data-puzzle-solution>
            {t('practice.showSolution')}
          </button>
          <button type="button" className={btn} onClick={reset} data-puzzle-reset>
            {t('practice.reset')}
          </button>
        </div>
      </section>
      <Sandbox
        slug={puzzle.mechanic}
        data={data}
        play={puzzle.kind === 'reach'}
        tryIt={puzzle.kind === 'reach'}
        playOn={false}
        edit={false}
        header={(s) => <Bridge sb={s} onReport={onReport} />}
      />
    </div>
  );
}
