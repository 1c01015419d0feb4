import { Fragment } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loadedIndex, loadedRulesIndex } from '../content/runtime.ts';
import type { Slug } from '../content/types.ts';
import { paths } from '../i18n/paths.ts';
import { useLang } from '../i18n/useLang.ts';
import { MechanicLinks, referenceLinkClass } from '../ui/MechanicLinks.tsx';
import { PageHead } from '../ui/PageHead.tsx';

/**
 * /:lang/rules — every rule number cited anywhere on the site (content/rules.yaml), each with an
 * anchor (#714.4), a short explanation in the project's own words, the pages and the rulings
 * that cite it, and the date of the rules text the entries were checked against.
 */
export function RulesIndex() {
  const { t } = useTranslation();
  const lang = useLang();
  const titles = new Map(loadedIndex(lang).map((m) => [m.slug, m.title]));
  const { rules, versionLabel } = loadedRulesIndex(lang);
  return (
    <>
      <PageHead title={t('page.title', { page: t('rules.title') })} description={t('rules.intro')} path={paths.rules(lang)} />
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('rules.title')}</h1>
        <p className="mt-4 text-lg text-muted">{t('rules.intro')}</p>
        <p className="mt-4 text-sm" data-rules-version>
          {t('rules.checked', { date: versionLabel })}
        </p>
        <p className="mt-6 text-sm text-muted">{t('rules.count', { count: rules.length })}</p>
        <dl className="mt-2 divide-y divide-line border-y border-line">
          {rules.map((rule) => (
            <div key={rule.number} id={rule.number} className="grid scroll-mt-4 grid-cols-[5rem_minmax(0,1fr)] gap-3 py-3 target:bg-surface sm:grid-cols-[6rem_minmax(0,1fr)]">
              <dt className="font-mono text-sm">
                <a href={`#${rule.number}`} className="rule-ref">
                  {rule.number}
                </a>
              </dt>
              <dd className="text-sm">
                <p>
                  <span className="sr-only">{t('rules.explanation')}: </span>
                  {rule.explanation}
                </p>
                {rule.pages.length > 0 ? (
                  <p className="mt-1 text-muted">
                    {t('rules.citedBy')}: <MechanicLinks lang={lang} slugs={rule.pages} titles={titles} />
                  </p>
                ) : (
                  <p className="mt-1 text-muted">{t('rules.boardOnly')}</p>
                )}
                {rule.rulings.length > 0 ? (
                  <p className="mt-1 text-muted">
                    {t('rules.rulings')}:{' '}
                    {bySlug(rule.rulings).map(([slug, ids], i) => (
                      <Fragment key={slug}>
                        {i > 0 ? '; ' : null}
                        {titles.get(slug) ?? slug}{' '}
                        {ids.map((id, j) => (
                          <Fragment key={id}>
                            {j > 0 ? ', ' : null}
                            <Link
                              to={`${paths.mechanic(lang, slug)}#${id}`}
                              aria-label={t('rules.ruling', { page: titles.get(slug) ?? slug, number: id.replace(/^.*-r/, '') })}
                              className={referenceLinkClass}
                            >
                              {id.replace(/^.*-r/, '#')}
                            </Link>
                          </Fragment>
                        ))}
                      </Fragment>
                    ))}
                  </p>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </>
  );
}

/** Rulings grouped by page, in page order: [["saga", ["saga-r6", "saga-r15"]], …]. */
function bySlug(rulings: { slug: Slug; id: string }[]): [Slug, string[]][] {
  const groups = new Map<Slug, string[]>();
  for (const { slug, id } of rulings) groups.set(slug, [...(groups.get(slug) ?? []), id]);
  return [...groups];
}
