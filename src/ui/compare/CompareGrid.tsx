/**
 * Two languages of a page side by side (?compare=<lang>), aligned piece by piece: a grid whose two
 * columns are subgrids over the same rows, so a heading, a ruling or an entry starts at the same
 * height in both, whatever the length of each language's text. Each column carries its language
 * (`lang`, `data-compare-lang`); the other language's column renders its components in that
 * language (an i18next instance of its own, sharing the catalogues) and its ids get a prefix
 * (prefixIds), so none is shared. On a phone (below sm) one column shows at a time, with a switch
 * per section.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { NATIVE_NAMES, type Lang } from '../../i18n/languages.ts';
import { prefixIds } from './segments.ts';

export interface CompareRow {
  key: string;
  /** the section the row belongs to: the phone's switch shows one language per section */
  section: string;
  /** each language's piece: the same component in its language, or HTML */
  cell: (lang: Lang) => ReactNode;
}

/** An HTML piece of a content module. */
export function Html({ html, className = '' }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

export function CompareGrid({ langs, rows, className = '' }: { langs: [Lang, Lang]; rows: CompareRow[]; className?: string }) {
  const { t, i18n } = useTranslation('compare');
  const [first, second] = langs;
  const other = useMemo(() => i18n.cloneInstance({ lng: second }), [i18n, second]);
  const [shown, setShown] = useState<Record<string, Lang>>({});
  const secondColumn = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (secondColumn.current) prefixIds(secondColumn.current, second);
  });

  // the rows of the grid: the languages' names, then per section its switch and its pieces
  const sections: string[] = [];
  const placed: { row: CompareRow; line: number }[] = [];
  const switches: { section: string; line: number }[] = [];
  let line = 2;
  for (const row of rows) {
    if (!sections.includes(row.section)) {
      sections.push(row.section);
      switches.push({ section: row.section, line: line++ });
    }
    placed.push({ row, line: line++ });
  }
  const total = line - 1;
  const column = (lang: Lang, index: number) => {
    const cells = (
      <>
        <p className="text-xs font-medium tracking-wide text-muted uppercase max-sm:hidden" style={{ gridRow: 1 }}>
          {NATIVE_NAMES[lang]}
        </p>
        {placed.map(({ row, line: l }) => (
          <div key={row.key} className={`min-w-0 ${(shown[row.section] ?? first) === lang ? '' : 'max-sm:hidden'}`} style={{ gridRow: l }} data-compare-row={row.key}>
            {row.cell(lang)}
          </div>
        ))}
      </>
    );
    return (
      <div
        key={lang}
        ref={index === 1 ? secondColumn : undefined}
        lang={lang}
        data-compare-lang={lang}
        className={`col-start-1 grid min-w-0 grid-rows-subgrid ${index === 1 ? 'sm:col-start-2' : ''}`}
        style={{ gridRow: `1 / span ${total}` }}
      >
        {index === 1 ? <I18nextProvider i18n={other}>{cells}</I18nextProvider> : cells}
      </div>
    );
  };
  return (
    <div className={`grid grid-cols-1 gap-x-8 sm:grid-cols-2 ${className}`} style={{ gridTemplateRows: `repeat(${total}, auto)` }} data-compare={`${first} ${second}`}>
      {switches.map(({ section, line: l }) => (
        <div key={`switch-${section}`} role="group" aria-label={t('compare.section')} className="relative z-10 col-span-full mt-4 gap-1 max-sm:flex sm:hidden" style={{ gridRow: l }} data-compare-switch={section}>
          {langs.map((lang) => (
            <button
              key={lang}
              type="button"
              lang={lang}
              aria-pressed={(shown[section] ?? first) === lang}
              onClick={() => setShown((s) => ({ ...s, [section]: lang }))}
              className="min-h-11 rounded-md border border-line px-3 text-sm aria-pressed:border-accent aria-pressed:bg-surface aria-pressed:font-semibold"
            >
              {NATIVE_NAMES[lang]}
            </button>
          ))}
        </div>
      ))}
      {column(first, 0)}
      {column(second, 1)}
    </div>
  );
}
