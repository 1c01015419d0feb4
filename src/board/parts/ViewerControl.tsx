/**
 * Whose eyes the board looks through: my view, another player's, or everything. One rule for
 * hidden information: the choice picks the engine's per-player view (viewFor), which the
 * battlefield, the stack, the hands, the libraries, the narration and the step labels all read.
 * Shown only where something is hidden.
 */
import type { Translate } from '../../i18n/narrate.ts';
import { playerNamed } from '../../i18n/grammar.ts';

export interface ViewerControlProps {
  t: Translate;
  /** the reader's seat */
  seat: string;
  /** the players and 'all', or none where nothing is hidden */
  modes: string[];
  value: string;
  onChange: (mode: string) => void;
}

export function ViewerControl({ t, seat, modes, value, onChange }: ViewerControlProps) {
  if (modes.length === 0) return null;
  const label = (m: string) => (m === 'all' ? t('viewer.all') : m === seat ? t('viewer.mine', { player: playerNamed(t, m) }) : t('viewer.player', { player: playerNamed(t, m) }));
  return (
    <label className="inline-flex min-h-11 min-w-0 flex-1 items-center gap-1 text-xs text-muted sm:flex-none">
      <span className="sr-only">{t('viewer.label')}</span>
      <select title={t('viewer.label')} className="h-11 min-w-0 flex-1 rounded-md border border-line bg-bg px-1 text-sm text-fg" value={value} onChange={(e) => onChange(e.target.value)} data-viewer-control>
        {modes.map((m) => (
          <option key={m} value={m}>
            {label(m)}
          </option>
        ))}
      </select>
    </label>
  );
}
