/**
 * The rules index's list, rendered from its content module (src/routes/RulesIndex.tsx loads this
 * file with the module, on client-side navigation; a first load hydrates it from the HTML).
 */
import { Fragment } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { loadedIndex } from '../content/runtime.ts';
import type { RuleEntry, RulesIndexModule, Slug } from '../content/types.ts';
import type { Lang } from '../i18n/languages.ts';
import { paths } from '../i18n/paths.ts';
import { MechanicLinks, referenceLinkClass } from '../ui/MechanicLinks.tsx';

export function Rules({ lang, index }: { lang: Lang; index: RulesIndexModule }) {
  const { t } = useTranslation(['common', 'reference']);
  const titles = new Map(loadedIndex(lang).map((m) => [m.slug, m.title]));
  const { rules, versionLabel } = index;
  const labels = rulesLabels(t);
  return (
    <>
      <RulesHead count={rules.length} versionLabel={versionLabel} />
      <dl className="mt-2 divide-y divide-line border-y border-line">
        {rules.map((rule) => (
          <RuleItem key={rule.number} rule={rule} lang={lang} labels={labels} titles={titles} />
        ))}
      </dl>
    </>
  );
}

/** The words every rule repeats, translated once for the page (as in the glossary). */
export function rulesLabels(t: TFunction): Labels {
  return {
    explanation: t('rules.explanation', { ns: 'reference' }),
    citedBy: t('rules.citedBy', { ns: 'reference' }),
    boardOnly: t('rules.boardOnly', { ns: 'reference' }),
    rulings: t('rules.rulings', { ns: 'reference' }),
    ruling: (page, number) => t('rules.ruling', { ns: 'reference', page, number }),
  };
}

/** The page's title, introduction and the rules version, above the list. */
export function RulesHead({ count, versionLabel }: { count: number; versionLabel: string }) {
  const { t } = useTranslation(['common', 'reference']);
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('rules.title')}</h1>
      <p className="mt-4 text-lg text-muted">{t('rules.intro')}</p>
      <p className="mt-4 text-sm" data-rules-version>
        {t('rules.checked', { ns: 'reference', date: versionLabel })}
      </p>
      <p className="mt-6 text-sm text-muted">{t('rules.count', { ns: 'reference', count })}</p>
    </>
  );
}

export interface Labels {
  explanation: string;
  citedBy: string;
  boardOnly: string;
  rulings: string;
  ruling: (page: string, number: string) => string;
}

/**
 * One rule: its number, its explanation, the pages and the rulings that cite it. A component of
 * its own, so hydration can yield between rules. Links are plain anchors; the list routes clicks.
 */
export function RuleItem({ rule, lang, labels, titles }: { rule: RuleEntry; lang: Lang; labels: Labels; titles: ReadonlyMap<string, string> }) {
  return (
    // content-visibility: only the rules near the screen are laid out and painted (as in the glossary)
    <div id={rule.number} className="grid scroll-mt-4 grid-cols-[5rem_minmax(0,1fr)] gap-3 py-3 [contain-intrinsic-size:auto_6rem] [content-visibility:auto] target:bg-surface sm:grid-cols-[6rem_minmax(0,1fr)]">
      <dt className="font-mono text-sm">
        <a href={`#${rule.number}`} className="rule-ref">
          {rule.number}
        </a>
      </dt>
      <dd className="text-sm">
        <p>
          <span className="sr-only">{labels.explanation}: </span>
          {rule.explanation}
        </p>
        {rule.pages.length > 0 ? (
          <p className="mt-1 text-muted">
            {labels.citedBy}: <MechanicLinks lang={lang} slugs={rule.pages} titles={titles} />
          </p>
        ) : (
          <p className="mt-1 text-muted">{labels.boardOnly}</p>
        )}
        {rule.rulings.length > 0 ? (
          <p className="mt-1 text-muted">
            {labels.rulings}:{' '}
            {bySlug(rule.rulings).map(([slug, ids], i) => (
              <Fragment key={slug}>
                {i > 0 ? '; ' : null}
                {titles.get(slug) ?? slug}{' '}
                {ids.map((id, j) => (
                  <Fragment key={id}>
                    {j > 0 ? ', ' : null}
                    <a href={`${paths.mechanic(lang, slug)}#${id}`} aria-label={labels.ruling(titles.get(slug) ?? slug, id.replace(/^.*-r/, ''))} className={referenceLinkClass}>
                      {id.replace(/^.*-r/, '#')}
                    </a>
                  </Fragment>
                ))}
              </Fragment>
            ))}
          </p>
        ) : null}
      </dd>
    </div>
  );
}

/** Rulings grouped by page, in page order: [["saga", ["saga-r6", "saga-r15"]], …]. */
function bySlug(rulings: { slug: Slug; id: string }[]): [Slug, string[]][] {
  const groups = new Map<Slug, string[]>();
  for (const { slug, id } of rulings) groups.set(slug, [...(groups.get(slug) ?? []), id]);
  return [...groups];
}
