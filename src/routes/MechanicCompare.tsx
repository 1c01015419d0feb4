/**
 * A rule page in two languages (?compare=<lang>): above the board, the title, the summary, the
 * facts and the overview; below it, the rest and the source's excerpt; each aligned heading by
 * heading and ruling by ruling (src/ui/compare/). Loaded with both languages' page modules, only
 * when the address asks for it.
 */
import { loadIndex, loadPage } from '../content/runtime.ts';
import type { MechanicPage, Slug } from '../content/types.ts';
import { i18n, loadLanguage } from '../i18n/i18n.ts';
import type { Lang } from '../i18n/languages.ts';
import { CompareGrid, Html, type CompareRow } from '../ui/compare/CompareGrid.tsx';
import { segmentHtml } from '../ui/compare/segments.ts';
import { MechanicFacts } from './MechanicFacts.tsx';
import { SourceText, splitAtSecondSection } from './MechanicText.tsx';

export type Pages = Record<Lang, MechanicPage>;

/** Everything the view renders: both pages, both languages' words. */
export async function loadCompare(langs: [Lang, Lang], slug: Slug): Promise<Pages> {
  const [a, b] = langs;
  const [pa, pb] = await Promise.all([loadPage(a, slug), loadPage(b, slug), loadIndex(b), loadLanguage(b), i18n.loadNamespaces('compare')]);
  return { [a]: pa, [b]: pb } as Pages;
}

function htmlRows(pages: Pages, langs: [Lang, Lang], part: 0 | 1): CompareRow[] {
  const [a, b] = langs;
  const pieces = (l: Lang) => segmentHtml(splitAtSecondSection(pages[l].html)[part]);
  const first = pieces(a);
  const second = new Map(pieces(b).map((s) => [s.key, s]));
  return first.map((s) => ({
    key: s.key,
    section: s.section,
    cell: (l: Lang) => <Html className="prose-rule" html={l === a ? s.html : (second.get(s.key)?.html ?? '')} />,
  }));
}

export function MechanicCompare({ langs, pages, part }: { langs: [Lang, Lang]; pages: Pages; part: 'top' | 'bottom' }) {
  const [a] = langs;
  const rows: CompareRow[] =
    part === 'top'
      ? [
          {
            key: 'title',
            section: 'intro',
            cell: (l) => (
              <>
                <h1 id={l === a ? 'page-title' : undefined} className="text-3xl font-bold tracking-tight sm:text-4xl">{pages[l].title}</h1>
                <p className="mt-3 text-lg text-muted">{pages[l].summary}</p>
              </>
            ),
          },
          { key: 'facts', section: 'intro', cell: (l) => <div className="mb-6"><MechanicFacts page={pages[l]} /></div> },
          ...htmlRows(pages, langs, 0),
        ]
      : [...htmlRows(pages, langs, 1), { key: 'source', section: 'source', cell: (l) => <SourceText page={pages[l]} /> }];
  return <CompareGrid langs={langs} rows={rows} />;
}
