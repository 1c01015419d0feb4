import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loadedIndex, loadedRuleCitations } from '../content/runtime.ts';
import { isLang } from '../i18n/languages.ts';
import { paths } from '../i18n/paths.ts';
import { PageHead } from '../ui/PageHead.tsx';

/**
 * /:lang/rules — every rule number the pages cite, each with an anchor (#714.4) and the
 * pages that cite it. The rules issue adds each rule's explanation from content/rules.yaml.
 */
export function RulesIndex() {
  const { t } = useTranslation();
  const params = useParams();
  const lang = isLang(params.lang) ? params.lang : 'en';
  const titles = new Map(loadedIndex(lang).map((m) => [m.slug, m.title]));
  const rules = loadedRuleCitations();
  return (
    <>
      <PageHead title={t('page.title', { page: t('rules.title') })} description={t('rules.intro')} path={paths.rules(lang)} />
      <div className="max-w-prose">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('rules.title')}</h1>
        <p className="mt-4 text-lg text-muted">{t('rules.intro')}</p>
        <p className="mt-6 text-sm text-muted">{t('rules.count', { count: rules.length })}</p>
        <dl className="mt-2 divide-y divide-line border-y border-line">
          {rules.map(([rule, slugs]) => (
            <div key={rule} id={rule} className="grid scroll-mt-4 grid-cols-[6rem_1fr] gap-3 py-2 target:bg-surface">
              <dt className="font-mono text-sm">
                <a href={`#${rule}`} className="rule-ref">
                  {rule}
                </a>
              </dt>
              <dd className="text-sm">
                <span className="sr-only">{t('rules.citedBy')}: </span>
                {slugs.map((slug, i) => (
                  <span key={slug}>
                    {i > 0 ? ', ' : null}
                    <Link to={paths.mechanic(lang, slug)} className="underline decoration-line underline-offset-2 hover:decoration-accent">
                      {titles.get(slug) ?? slug}
                    </Link>
                  </span>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </>
  );
}
