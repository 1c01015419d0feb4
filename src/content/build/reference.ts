/**
 * The glossary's and the rules index's modules, one per language, built from the loaded
 * content: `virtual:archivist/glossary/<lang>` and `virtual:archivist/rules/<lang>`. Each holds
 * the texts of its own language only (the glossary's terms are in all three: the page shows
 * them side by side). Sorting happens here, at build time, so the prerendered page and the
 * browser agree whatever ICU data each has.
 */
import { LANGUAGES, type Lang } from '../../i18n/languages.ts';
import type { GlossaryModule, RulesIndexModule } from '../types.ts';
import type { LoadedContent } from './load.ts';

export function glossaryModule(content: LoadedContent, lang: Lang): GlossaryModule {
  const collator = new Intl.Collator(lang, { sensitivity: 'base', ignorePunctuation: true });
  const entries = content.glossary
    .map((entry) => ({
      id: entry.id,
      term: entry.term,
      unofficial: entry.unofficial ?? [],
      aliases: entry.aliases ?? {},
      ...(entry.rule ? { rule: entry.rule } : {}),
      definition: entry.definition[lang],
      pages: content.termPages[entry.id] ?? [],
    }))
    .sort((a, b) => collator.compare(a.term[lang], b.term[lang]) || a.id.localeCompare(b.id));
  return { lang, entries };
}

export function rulesIndexModule(content: LoadedContent, lang: Lang): RulesIndexModule {
  const pages = new Map(content.rules);
  return {
    lang,
    version: content.rulesIndex.version,
    versionLabel: formatDate(content.rulesIndex.version, lang),
    rules: content.rulesIndex.rules.map((rule) => ({
      number: rule.number,
      explanation: rule.explanation[lang],
      checked: rule.checked,
      pages: pages.get(rule.number) ?? [],
      rulings: content.ruleRulings[rule.number] ?? [],
    })),
  };
}

/** The loaders `virtual:archivist/content` exports for these modules. */
export function referenceLoaders(prefix = 'virtual:archivist/'): string {
  const loaders = (kind: string) => LANGUAGES.map((lang) => `  ${lang}: () => import('${prefix}${kind}/${lang}'),`).join('\n');
  return `export const glossaryLoaders = {\n${loaders('glossary')}\n};\nexport const rulesIndexLoaders = {\n${loaders('rules')}\n};\n`;
}

/** "17 April 2026", "17 aprile 2026", "17 апреля 2026 г.". */
export function formatDate(date: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
