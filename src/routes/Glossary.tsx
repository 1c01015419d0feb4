import { useTranslation } from 'react-i18next';
import { peekGlossary } from '../content/runtime.ts';
import type { Lang } from '../i18n/languages.ts';
import { paths } from '../i18n/paths.ts';
import { useLang } from '../i18n/useLang.ts';
import { PageHead } from '../ui/PageHead.tsx';
import { Prerendered } from '../ui/Prerendered.tsx';
import { useInternalLinks } from '../ui/useInternalLinks.ts';
import { CompareControl } from '../ui/compare/CompareControl.tsx';
import { useCompareLang, useLoaded } from '../ui/compare/useCompare.ts';

/** The glossary beside another language (?compare=): its code and both modules, loaded when asked for. */
const loadCompareView = (langs: [Lang, Lang]) => import('./ReferenceCompare.tsx').then(async (m) => ({ View: m.GlossaryCompare, glossaries: await m.loadGlossaries(langs) }));

/**
 * /:lang/glossary — every game term the rule pages use: the term in the three languages side by
 * side (marked where a translation is not official, with the other names sources use), the
 * definition in the reader's language, its rule and the pages that use it. Sorted by the
 * reader's language at build time (src/content/build/reference.ts); one anchor per term id. On
 * the first load the page's text hydrates from the prerendered HTML, without its content module.
 */
export function Glossary() {
  const { t } = useTranslation();
  const lang = useLang();
  const loaded = peekGlossary(lang);
  const glossary = loaded && entries ? loaded : undefined;
  const Entries = entries?.Entries;
  // links are plain anchors (the text may be the prerendered markup): the part routes their clicks
  const onLinkClick = useInternalLinks();
  const other = useCompareLang(lang);
  const compare = useLoaded(other ? `${lang}:${other}` : null, () => loadCompareView([lang, other ?? lang]));
  return (
    <>
      <PageHead title={t('page.title', { page: t('glossary.title') })} description={t('glossary.intro')} path={paths.glossary(lang)} />
      <CompareControl lang={lang} className="-mt-6 mb-1" />
      {other && compare ? (
        <div onClick={onLinkClick}>
          <compare.View langs={[lang, other]} glossaries={compare.glossaries} />
        </div>
      ) : (
        <Prerendered id={glossaryPart(lang)} ready={glossary !== undefined} className="max-w-3xl" onClick={onLinkClick}>
          {() => glossary && Entries && <Entries lang={lang} glossary={glossary} />}
        </Prerendered>
      )}
    </>
  );
}

/** The part of the page that holds its text (src/ui/Prerendered.tsx). */
export const glossaryPart = (lang: Lang) => `glossary/${lang}`;

// The code that renders the entries from the glossary's module: loaded with the module
// (client-side navigation), never on a first load, where the text hydrates from its HTML.
let entries: typeof import('./GlossaryEntries.tsx') | undefined;
export async function loadGlossaryEntries(): Promise<void> {
  entries ??= await import('./GlossaryEntries.tsx');
}
