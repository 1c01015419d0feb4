/**
 * A scrubber over the steps: a range for dragging, and the step track: each step named by what
 * happened in it, the steps that show a ruling marked, the reader's own steps drawn dashed.
 */
import { useEffect, useRef, useState } from 'react';
import type { Translate } from '../../i18n/narrate.ts';
import type { Labels } from '../model/lazyLabels.ts';
import { drainInSlices } from '../model/slices.ts';

/** Steps drawn on each side of the current one in a long line (the range reaches every step). */
export const TRACK_REACH = 40;

export interface ScrubberProps {
  t: Translate;
  index: number;
  labels: Labels;
  /** the ruling ids each step shows (the track marks those steps) */
  marks?: string[][];
  /** steps from this index on are the reader's own path (null: all authored) */
  ownFrom: number | null;
  onGo: (index: number) => void;
}

/** The range part of the scrubber (drawn inside the controls' row). */
export function ScrubberRange({ t, index, labels, onGo }: Pick<ScrubberProps, 't' | 'index' | 'labels' | 'onGo'>) {
  const last = labels.count - 1;
  return (
    // on a phone the slider gives way to a short count, so that the controls take one row (the
    // table keeps the room: tests/e2e/reading-checks.ts); the step track below still goes to any step
    <label className="flex h-11 items-center gap-2">
      <span className="font-mono text-xs whitespace-nowrap text-muted max-sm:hidden" data-step-counter>
        {t('controls.stepOf', { step: index, total: last })}
      </span>
      <span className="font-mono text-xs whitespace-nowrap text-muted sm:hidden" data-step-counter-short>
        <span aria-hidden="true">
          {index} / {last}
        </span>
        <span className="sr-only">{t('controls.stepOf', { step: index, total: last })}</span>
      </span>
      <input
        type="range"
        min={0}
        max={Math.max(last, 0)}
        step={1}
        value={index}
        aria-label={t('controls.scrubber')}
        aria-valuetext={t('controls.stepLabel', { step: index, label: labels.at(index) })}
        onChange={(e) => onGo(Number(e.target.value))}
        className="h-11 w-full min-w-16 accent-[var(--color-accent)] max-sm:hidden"
      />
    </label>
  );
}

/** The steps the track draws: all of a short line, those around the current step of a long one. */
function window(index: number, count: number): number[] {
  const from = count <= 2 * TRACK_REACH + 1 ? 0 : Math.max(0, Math.min(index - TRACK_REACH, count - 2 * TRACK_REACH - 1));
  const to = Math.min(count, from + 2 * TRACK_REACH + 1);
  return Array.from({ length: to - from }, (_, k) => from + k);
}

/** The steps with their short labels, the current one marked; a click goes there. */
export function Scrubber({ t, index, labels, marks = [], ownFrom, onGo }: ScrubberProps) {
  const list = useRef<HTMLOListElement>(null);
  // a long line's labels (each the narration of two views of a big state: issue 28) are made in
  // slices after the track is drawn, the current step's first and outward from it; until then a
  // step shows its number only. A short line has them all already.
  const [, labelled] = useState(0);
  useEffect(() => {
    const missing = window(index, labels.count)
      .filter((i) => !labels.has(i))
      .sort((a, b) => Math.abs(a - index) - Math.abs(b - index));
    if (missing.length === 0) return;
    const stop = new AbortController();
    function* make() {
      for (const i of missing) yield labels.at(i);
    }
    const more = () => {
      if (!stop.signal.aborted) labelled((n) => n + 1);
    };
    // the first slice after the browser has drawn the track
    void drainInSlices(make(), { signal: stop.signal, onProgress: more }).then((r) => r && more());
    return () => stop.abort();
  }, [index, labels]);
  // keep the current step in view, scrolling the list only (never the page), also when the track is resized
  useEffect(() => {
    const ol = list.current;
    if (!ol) return;
    const centre = () => {
      const current = ol.querySelector<HTMLElement>('[aria-current="step"]');
      if (current) ol.scrollLeft = current.offsetLeft - ol.offsetLeft - ol.clientWidth / 2 + current.offsetWidth / 2;
    };
    centre();
    if (typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(centre);
    watch.observe(ol);
    return () => watch.disconnect();
  }, [index, labels]);
  return (
    <div>
      <ol ref={list} className="flex gap-1 overflow-x-auto pb-1 text-xs" aria-label={t('controls.steps')} data-steps>
        {window(index, labels.count).map((i) => {
          const label = i === index || labels.has(i) ? labels.at(i) : '';
          const shows = marks[i] ?? [];
          const own = ownFrom !== null && i >= ownFrom;
          return (
            <li key={i} className="shrink-0" data-step-item={i} data-shows={shows.length ? shows.join(' ') : undefined}>
              <button
                type="button"
                onClick={() => onGo(i)}
                aria-current={i === index ? 'step' : undefined}
                className={`flex h-11 w-44 items-center rounded-md border px-2 text-left leading-4 ${i === index ? 'border-accent bg-accent font-semibold text-on-accent' : 'border-line bg-bg hover:bg-surface'} ${own ? 'border-dashed' : ''}`}
                title={label || undefined}
              >
                {/* two lines at most, cut with an ellipsis (the whole label stays the button's name and its tooltip) */}
                <span className="line-clamp-2 min-w-0 [overflow-wrap:anywhere]" data-step-text>
                  <span className="font-mono">{i}</span>
                  {shows.length ? (
                    <span aria-hidden="true" className="ml-1 rounded-sm border border-current px-0.5 font-mono" data-ruling-mark>
                      ◆
                    </span>
                  ) : null}{' '}
                  <span data-step-label>{label}</span>
                  {shows.length ? <span className="sr-only"> — {t('steps.shows', { rulings: shows.join(', ') })}</span> : null}
                  {own ? <span className="sr-only"> — {t('steps.own')}</span> : null}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
