/** A scrubber over the steps: a range for dragging, and the steps' short labels as a list. */
import { useEffect, useRef } from 'react';
import type { Translate } from '../../i18n/narrate.ts';

export interface ScrubberProps {
  t: Translate;
  index: number;
  labels: string[];
  /** steps from this index on are the reader's own path (null: all authored) */
  ownFrom: number | null;
  onGo: (index: number) => void;
}

/** The range part of the scrubber (drawn inside the controls' row). */
export function ScrubberRange({ t, index, labels, onGo }: Pick<ScrubberProps, 't' | 'index' | 'labels' | 'onGo'>) {
  const last = labels.length - 1;
  return (
    <label className="flex h-11 items-center gap-2">
      <span className="font-mono text-xs whitespace-nowrap text-muted" data-step-counter>
        {t('controls.stepOf', { step: index, count: last })}
      </span>
      <input
        type="range"
        min={0}
        max={Math.max(last, 0)}
        step={1}
        value={index}
        aria-label={t('controls.scrubber')}
        aria-valuetext={t('controls.stepLabel', { step: index, label: labels[index] ?? '' })}
        onChange={(e) => onGo(Number(e.target.value))}
        className="h-11 w-full min-w-16 accent-[var(--color-accent)]"
      />
    </label>
  );
}

/** The steps with their short labels, the current one marked; a click goes there. */
export function Scrubber({ t, index, labels, ownFrom, onGo }: ScrubberProps) {
  const list = useRef<HTMLOListElement>(null);
  // keep the current step in view, scrolling the list only (never the page)
  useEffect(() => {
    const ol = list.current;
    const current = ol?.querySelector<HTMLElement>('[aria-current="step"]');
    if (ol && current) ol.scrollLeft = current.offsetLeft - ol.offsetLeft - ol.clientWidth / 2 + current.offsetWidth / 2;
  }, [index, labels]);
  return (
    <div>
      <ol ref={list} className="flex gap-1 overflow-x-auto pb-1 text-[11px]" aria-label={t('controls.steps')}>
        {labels.map((label, i) => (
          <li key={i} className="shrink-0">
            <button
              type="button"
              onClick={() => onGo(i)}
              aria-current={i === index ? 'step' : undefined}
              className={`min-h-11 max-w-44 truncate rounded-md border px-2 text-left ${i === index ? 'border-accent bg-accent font-semibold text-on-accent' : 'border-line bg-bg hover:bg-surface'} ${
                ownFrom !== null && i >= ownFrom ? 'border-dashed' : ''
              }`}
              title={label}
            >
              <span className="font-mono">{i}</span> {label}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
