import { useTranslation } from 'react-i18next';
import { peekRulesIndex } from '../content/runtime.ts';
import type { Lang } from '../i18n/languages.ts';
import { paths } from '../i18n/paths.ts';
import { useLang } from '../i18n/useLang.ts';
import { PageHead } from '../ui/PageHead.tsx';
import { Prerendered } from '../ui/Prerendered.tsx';
import { useInternalLinks } from '../ui/useInternalLinks.ts';
import { CompareControl } from '../ui/compare/CompareControl.tsx';
import { useCompareLang, useLoaded } from '../ui/compare/useCompare.ts';

/** The rules index beside another language (?compare=): its code and both modules, loaded when asked for. */
const loadCompareView = (langs: [Lang, Lang]) => import('./ReferenceCompare.tsx').then(async (m) => ({ View: m.RulesCompare, indexes: await m.loadRulesIndexes(langs) }));

/** The part of the page that holds its text (src/ui/Prerendered.tsx). */
export const rulesPart = (lang: Lang) => `rules/${lang}`;

// The code that renders the rules from the index's module: loaded with the module (client-side
// navigation), never on a first load, where the text hydrates from its HTML.
let list: typeof import('./RulesList.tsx') | undefined;
export async function loadRulesList(): Promise<void> {
  list ??= await import('./RulesList.tsx');
}

/**
 * /:lang/rules — every rule number cited anywhere on the site (content/rules.yaml), each with an
 * anchor (#714.4), a short explanation in the project's own words, the pages and the rulings
 * that cite it, and the date of the rules text the entries were checked against. On the first
 * load the page's text hydrates from the prerendered HTML, without its content module.
 */
export function RulesIndex() {
  const { t } = useTranslation();
  const lang = useLang();
  const loaded = peekRulesIndex(lang);
  const index = loaded && list ? loaded : undefined;
  const Rules = list?.Rules;
  // links are plain anchors (the text may be the prerendered markup): the part routes their clicks
  const onLinkClick = useInternalLinks();
  const other = useCompareLang(lang);
  const compare = useLoaded(other ? `${lang}:${other}` : null, () => loadCompareView([lang, other ?? lang]));
  return (
    <>
      <PageHead title={t('page.title', { page: t('rules.title') })} description={t('rules.intro')} path={paths.rules(lang)} />
      <CompareControl lang={lang} className="-mt-6 mb-1" />
      {other && compare ? (
        <div onClick={onLinkClick}>
          <compare.View langs={[lang, other]} indexes={compare.indexes} />
        </div>
      ) : (
        <Prerendered id={rulesPart(lang)} ready={index !== undefined} className="max-w-3xl" onClick={onLinkClick}>
          {() => index && Rules && <Rules lang={lang} index={index} />}
        </Prerendered>
      )}
    </>
  );
}
