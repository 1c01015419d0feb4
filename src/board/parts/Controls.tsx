/** Playback: first, previous, play/pause, next, last, and the speed. Every control is named. */
import type { ReactNode } from 'react';
import type { Translate } from '../../i18n/narrate.ts';
import { SPEEDS, type Speed } from '../model/playback.ts';

export interface ControlsProps {
  t: Translate;
  index: number;
  count: number;
  playing: boolean;
  speed: Speed;
  onGo: (index: number) => void;
  /** one step back or forward (counts every press, even faster than the board redraws) */
  onStep: (delta: number) => void;
  onToggle: () => void;
  onSpeed: (speed: Speed) => void;
  /** the scrubber, drawn between the buttons and the speed */
  children?: ReactNode;
}

/** Small inline icons (the font may lack the media-control characters). */
function Icon({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 20 20" fill="currentColor">
      <path d={d} />
    </svg>
  );
}
const ICONS = {
  first: 'M4 4h2v12H4zM16 4v12L7 10z',
  previous: 'M15 4v12L6 10z',
  next: 'M5 4v12l9-6z',
  last: 'M14 4h2v12h-2zM4 4v12l9-6z',
  play: 'M6 3v14l11-7z',
  pause: 'M5 4h4v12H5zM11 4h4v12h-4z',
};

const BTN =
  'inline-flex h-11 min-w-11 items-center justify-center rounded-md border border-line bg-bg px-2 text-base hover:bg-surface disabled:cursor-not-allowed disabled:opacity-40';

export function Controls({ t, index, count, playing, speed, onGo, onStep, onToggle, onSpeed, children }: ControlsProps) {
  const last = count - 1;
  return (
    <div role="group" aria-label={t('controls.label')} className="flex flex-wrap items-center gap-1">
      <button type="button" className={BTN} aria-label={t('controls.first')} title={t('controls.first')} disabled={index <= 0} onClick={() => onGo(0)}>
        <Icon d={ICONS.first} />
      </button>
      <button type="button" className={BTN} aria-label={t('controls.previous')} title={t('controls.previous')} disabled={index <= 0} onClick={() => onStep(-1)}>
        <Icon d={ICONS.previous} />
      </button>
      <button type="button" className={BTN} aria-label={playing ? t('controls.pause') : t('controls.play')} title={playing ? t('controls.pause') : t('controls.play')} aria-pressed={playing} disabled={!playing && index >= last} onClick={onToggle}>
        <Icon d={playing ? ICONS.pause : ICONS.play} />
      </button>
      <button type="button" className={BTN} aria-label={t('controls.next')} title={t('controls.next')} disabled={index >= last} onClick={() => onStep(1)}>
        <Icon d={ICONS.next} />
      </button>
      <button type="button" className={BTN} aria-label={t('controls.last')} title={t('controls.last')} disabled={index >= last} onClick={() => onGo(last)}>
        <Icon d={ICONS.last} />
      </button>
      <div className="min-w-32 flex-1 max-sm:min-w-0">{children}</div>
      <label className="inline-flex h-11 items-center gap-1 text-xs text-muted">
        <span className="sr-only">{t('controls.speed')}</span>
        <select title={t('controls.speed')} className="h-11 rounded-md border border-line bg-bg px-1 text-fg" value={speed} onChange={(e) => onSpeed(Number(e.target.value) as Speed)}>
          {SPEEDS.map((s) => (
            <option key={s} value={s}>
              {t('controls.speedValue', { speed: s })}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
