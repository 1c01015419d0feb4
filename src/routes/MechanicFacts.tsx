import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { MechanicPage } from '../content/types.ts';
import { paths } from '../i18n/paths.ts';
import { sourceLanguage } from './sourceLanguage.ts';

const TITLE_SLOT = '\u0001';

/** The front matter as a definition list: kind, set, rules, reminder text, source. */
export function MechanicFacts({ page }: { page: MechanicPage }) {
  const { t } = useTranslation();
  const rows: [string, React.ReactNode][] = [
    [t('mechanic.kind'), page.kind.map((kind) => t(`kind.${kind}`)).join(', ')],
    [t('mechanic.set'), page.set],
    [
      t('mechanic.rules'),
      <ul className="flex flex-wrap gap-x-3 gap-y-1" key="rules">
        {page.rules.map((rule) => (
          <li key={rule}>
            <a href={paths.rules(page.lang, rule)} className="rule-ref">
              {rule}
            </a>
          </li>
        ))}
      </ul>,
    ],
  ];
  if (page.reminder) rows.push([t('mechanic.reminder'), <i key="reminder">{page.reminder}</i>]);
  // the title stays in the document's language: <cite lang> inside the localized sentence
  const [before = '', after = ''] = t('mechanic.sourceDocument', { title: TITLE_SLOT, language: sourceLanguage(page, t) }).split(TITLE_SLOT);
  rows.push([
    t('mechanic.source'),
    <span key="source">
      {before}
      <cite lang={page.source.lang === page.lang ? undefined : page.source.lang} className="not-italic">
        {page.source.title}
      </cite>
      {after}
    </span>,
  ]);

  return (
    <section aria-label={t('mechanic.facts')} className="mt-6 max-w-prose rounded-lg border border-line p-4">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt className="font-medium text-muted">{label}</dt>
            <dd className="mb-2 sm:mb-0">{value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}

