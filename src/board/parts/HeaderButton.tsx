/**
 * A button of the board's header (Copy link, Embed, Edit): an icon and a short label, one look for all.
 * `compact`: on a phone the label is only read out (visually hidden below 640 px), so the viewer
 * control beside it keeps room for its whole label.
 */
import type { ButtonHTMLAttributes } from 'react';

const ICONS = {
  link: ['M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5', 'M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5'],
  edit: ['M12 20h9', 'M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z'],
  embed: ['M16 18l6-6-6-6', 'M8 6l-6 6 6 6'],
} as const;

export interface HeaderButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type' | 'className'> {
  icon: keyof typeof ICONS;
  label: string;
  compact?: boolean;
}

export function HeaderButton({ icon, label, compact = false, ...rest }: HeaderButtonProps) {
  return (
    <button
      type="button"
      className={`inline-flex min-h-11 shrink-0 items-center justify-center gap-1 rounded-md border border-line bg-bg text-xs font-medium whitespace-nowrap hover:bg-surface ${compact ? 'min-w-11 px-2 max-sm:min-w-10 max-sm:px-0' : 'px-2'}`}
      {...rest}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {ICONS[icon].map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
      <span className={compact ? 'max-sm:sr-only' : undefined}>{label}</span>
    </button>
  );
}
