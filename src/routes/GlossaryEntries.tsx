/**
 * The glossary's entries, rendered from its content module (src/routes/Glossary.tsx loads this
 * file with the module, on client-side navigation; a first load hydrates them from the HTML).
 */
import { Fragment } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { loadedIndex } from '../content/runtime.ts';
import type { GlossaryEntry, GlossaryModule } from '../content/types.ts';
import { LANGUAGES, type Lang } from '../i18n/languages.ts';
import { paths } from '../i18n/paths.ts';
import { MechanicLinks } from '../ui/MechanicLinks.tsx';

/** A rule number inside a parenthesis of a definition: "(714.3a, 714.3c)". */
const CITED_RULE = /\b(\d{3}(?:\.\d+[a-z]?)?)\b(?=[^()]*\))/g;

export function Entries({ lang, glossary }: { lang: Lang; glossary: GlossaryModule }) {
  const { t } = useTranslation(['common', 'reference']);
  const titles = new Map(loadedIndex(lang).map((m) => [m.slug, m.title]));
  const { entries } = glossary;
  const labels = glossaryLabels(t);
  return (
    <>
      <GlossaryHead count={entries.length} />
      <div className="mt-2 divide-y divide-line border-y border-line">
        {entries.map((entry) => (
          <Entry key={entry.id} entry={entry} lang={lang} labels={labels} titles={titles} />
        ))}
      </div>
    </>
  );
}

/**
 * The words every entry repeats, translated once for the page rather than once per entry
 * (a glossary has a hundred entries; hydrating it spent most of its time in t()).
 */
export function glossaryLabels(t: TFunction): Labels {
  return {
    rule: t('glossary.rule', { ns: 'reference' }),
    usedIn: t('glossary.usedIn', { ns: 'reference' }),
    terms: t('glossary.terms', { ns: 'reference' }),
    unofficial: t('glossary.unofficial', { ns: 'reference' }),
    unofficialHint: t('glossary.unofficialHint', { ns: 'reference' }),
    alsoCalled: t('glossary.alsoCalled', { ns: 'reference' }),
    language: Object.fromEntries(LANGUAGES.map((l) => [l, t(`language.${l}`)])) as Record<Lang, string>,
  };
}

/** The page's title and introduction, above the entries. */
export function GlossaryHead({ count }: { count: number }) {
  const { t } = useTranslation(['common', 'reference']);
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('glossary.title')}</h1>
      <p className="mt-4 text-lg text-muted">{t('glossary.intro')}</p>
      <p id="unofficial-note" className="mt-4 text-sm text-muted">
        {t('glossary.unofficialNote', { ns: 'reference' })}
      </p>
      <p className="mt-6 text-sm text-muted">{t('glossary.count', { ns: 'reference', count })}</p>
    </>
  );
}

export interface Labels {
  rule: string;
  usedIn: string;
  terms: string;
  unofficial: string;
  unofficialHint: string;
  alsoCalled: string;
  language: Record<Lang, string>;
}

/**
 * One term. A component of its own so that hydration, which runs in a transition, can yield to
 * the browser between entries instead of building the whole list in one task.
 */
export function Entry({ entry, lang, labels, titles }: { entry: GlossaryEntry; lang: Lang; labels: Labels; titles: Map<string, string> }) {
  return (
    <section id={entry.id} aria-labelledby={`${entry.id}-term`} className="scroll-mt-4 py-4 target:bg-surface">
      <h2 id={`${entry.id}-term`} className="text-lg font-semibold">
        <a href={`#${entry.id}`} className="hover:underline">
          {entry.term[lang]}
        </a>
      </h2>
      <Terms entry={entry} lang={lang} labels={labels} />
      <p className="mt-2">
        <Definition text={entry.definition} lang={lang} />
      </p>
      {entry.rule || entry.pages.length > 0 ? (
        <p className="mt-2 text-sm text-muted">
          {entry.rule ? (
            <>
              {labels.rule}{' '}
              <a href={paths.rules(lang, entry.rule)} className="rule-ref">
                {entry.rule}
              </a>
            </>
          ) : null}
          {entry.rule && entry.pages.length > 0 ? <span aria-hidden="true"> · </span> : null}
          {entry.pages.length > 0 ? (
            <>
              {labels.usedIn}: <MechanicLinks lang={lang} slugs={entry.pages} titles={titles} />
            </>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}

/** The term in English, Italian and Russian, side by side (stacked on narrow phones). */
function Terms({ entry, lang, labels }: { entry: GlossaryEntry; lang: Lang; labels: Labels }) {
  return (
    <dl aria-label={labels.terms} className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm min-[26rem]:grid-cols-3">
      {LANGUAGES.map((other: Lang) => {
        const aliases = entry.aliases[other] ?? [];
        return (
          <div key={other} className="min-w-0">
            <dt className="text-xs tracking-wide text-muted uppercase">{labels.language[other]}</dt>
            <dd lang={other} className="break-words">
              <span className="font-medium">{entry.term[other]}</span>
              {entry.unofficial.includes(other) ? (
                <span lang={lang} className="ms-1.5 inline-block rounded border border-line px-1 text-xs text-muted">
                  {labels.unofficial}
                  <span className="sr-only"> ({labels.unofficialHint})</span>
                </span>
              ) : null}
              {aliases.length > 0 ? (
                <span lang={lang} className="block text-xs text-muted">
                  {labels.alsoCalled} <span lang={other}>{aliases.join(', ')}</span>
                </span>
              ) : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The definition, with the rule numbers it cites in parentheses linked to the rules index. */
function Definition({ text, lang }: { text: string; lang: Lang }) {
  const parts = text.split(CITED_RULE);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={paths.rules(lang, part)} className="rule-ref">
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
