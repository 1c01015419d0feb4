/**
 * A rule page's text, rendered from its content module (src/routes/Mechanic.tsx loads this file
 * with the module, on client-side navigation; a first load hydrates the text from its HTML).
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MechanicPage } from '../content/types.ts';
import { paths } from '../i18n/paths.ts';
import { MechanicFacts } from './MechanicFacts.tsx';
import { sourceLanguage } from './sourceLanguage.ts';

/** Above the board: the title, the summary, the facts and the overview. */
export function Top({ page }: { page: MechanicPage }) {
  const { t } = useTranslation();
  const [overview] = splitAtSecondSection(page.html);
  return (
    <>
      <p className="text-sm">
        <Link to={paths.home(page.lang)} className="inline-flex min-h-11 items-center text-muted hover:text-fg">
          <span aria-hidden="true">←&nbsp;</span>
          {t('mechanic.all')}
        </Link>
      </p>
      <h1 id="page-title" className="text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
      <p className="mt-3 max-w-prose text-lg text-muted">{page.summary}</p>
      <MechanicFacts page={page} />
      <div className="prose-rule mt-8 max-w-prose" dangerouslySetInnerHTML={{ __html: overview }} />
    </>
  );
}

/** Below the board: the rest of the text and the source document's excerpt. */
export function Bottom({ page }: { page: MechanicPage }) {
  const [, rest] = splitAtSecondSection(page.html);
  return (
    <>
      {rest ? <div className="prose-rule max-w-prose" dangerouslySetInnerHTML={{ __html: rest }} /> : null}
      <SourceText page={page} />
    </>
  );
}

/** The source document's excerpt, folded. */
export function SourceText({ page }: { page: MechanicPage }) {
  const { t } = useTranslation();
  return (
    <>
      <details className="mt-10 max-w-prose rounded-lg border border-line bg-surface p-4">
        <summary className="min-h-11 cursor-pointer content-center font-medium">
          {t('mechanic.originalText', { language: sourceLanguage(page, t) })}
        </summary>
        <div lang={page.source.lang} className="mt-3 space-y-3 text-sm whitespace-pre-line">
          {page.source.paragraphs.map((paragraph, i) => (
            <p key={i} lang={paragraph.lang === page.source.lang ? undefined : paragraph.lang}>
              {paragraph.parts.map((part, j) =>
                part.lang === paragraph.lang ? (
                  part.text
                ) : (
                  <span key={j} lang={part.lang}>
                    {part.text}
                  </span>
                ),
              )}
            </p>
          ))}
        </div>
      </details>
    </>
  );
}

/**
 * The board goes inline after the overview on phones: split the body's HTML before its
 * second top-level section heading.
 */
export function splitAtSecondSection(html: string): [string, string] {
  const first = html.indexOf('<h2');
  const second = first === -1 ? -1 : html.indexOf('<h2', first + 3);
  return second === -1 ? [html, ''] : [html.slice(0, second), html.slice(second)];
}
