import './dialogs.css';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Keys({ children }: { children: ReactNode }) {
  return <span className="flex flex-wrap gap-1">{children}</span>;
}
function Key({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <kbd className="inline-flex min-w-7 items-center justify-center rounded border border-line bg-surface px-1.5 font-mono text-sm" {...(label ? { 'aria-label': label } : {})}>
      {children}
    </kbd>
  );
}

/**
 * "?": the keyboard shortcuts of the site and of the sandbox board (src/board/Sandbox.tsx
 * handles the board's keys), in a modal <dialog> (focus stays inside, Escape closes).
 */
export default function KeyboardHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('dialogs');
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    else if (!open && el.open) el.close();
  }, [open]);

  const rows: [ReactNode, string][] = [
    [<Key key="/">/</Key>, t('help.search')],
    [<Key key="?">?</Key>, t('help.help')],
    [<Key key="esc">Esc</Key>, t('help.escape')],
  ];
  const board: [ReactNode, string][] = [
    [
      <Keys key="lr">
        <Key label="←">←</Key>
        <Key label="→">→</Key>
      </Keys>,
      t('help.step'),
    ],
    [
      <Keys key="he">
        <Key>Home</Key>
        <Key>End</Key>
      </Keys>,
      t('help.ends'),
    ],
    [<Key key="space">{t('help.space')}</Key>, t('help.play')],
  ];
  const table = (list: [ReactNode, string][]) => (
    <dl className="mt-2 grid grid-cols-[max-content_1fr] items-center gap-x-4 gap-y-2 text-sm">
      {list.map(([keys, what]) => (
        <div key={what} className="contents">
          <dt>{keys}</dt>
          <dd>{what}</dd>
        </div>
      ))}
    </dl>
  );

  return (
    <dialog
      ref={dialog}
      aria-labelledby="keyboard-help-title"
      onClose={onClose}
      onClick={(e) => {
        if (e.target === dialog.current) onClose();
      }}
      className="mx-auto mt-[10vh] w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-line bg-bg p-6 text-fg shadow-2xl backdrop:bg-black/40"
    >
      <h2 id="keyboard-help-title" className="text-lg font-semibold">
        {t('help.title')}
      </h2>
      <h3 className="mt-4 text-sm font-semibold text-muted">{t('help.site')}</h3>
      {table(rows)}
      <h3 className="mt-4 text-sm font-semibold text-muted">{t('help.board')}</h3>
      {table(board)}
      <form method="dialog" className="mt-6 text-right">
        <button type="submit" autoFocus className="inline-flex min-h-11 items-center rounded-md bg-accent px-4 font-medium text-on-accent hover:opacity-90">
          {t('help.close')}
        </button>
      </form>
    </dialog>
  );
}
