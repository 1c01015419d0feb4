/**
 * A button of the board's header (Copy link, Embed, Edit): an icon and a short label, one look for all.
 * On a board header narrower than 56rem (a phone, the rule page's column on a laptop) the label is
 * only read out (and shown as the button's tooltip): the example's name in the select beside it
 * keeps the room to be read whole («Перманент покинул поле битвы раньше, чем появился Дозорный»).
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
}

export function HeaderButton({ icon, label, ...rest }: HeaderButtonProps) {
  return (
    <button
      type="button"
      className={`inline-flex min-h-11 shrink-0 items-center justify-center gap-1 rounded-md border border-line bg-bg text-xs font-medium whitespace-nowrap hover:bg-surface min-w-11 px-2 @max-4xl/header:min-w-10 @max-4xl/header:px-0`}
      {...rest}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {ICONS[icon].map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
      <span className="@max-4xl/header:sr-only">{label}</span>
    </button>
  );
}
