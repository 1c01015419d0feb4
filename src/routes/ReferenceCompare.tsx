/**
 * The glossary and the rules index in two languages (?compare=<lang>), aligned entry by entry
 * (the same term ids, the same rule numbers in every language; the rows follow the page's own
 * language's order). Loaded with both languages' modules, only when the address asks for it.
 */
import { loadedIndex, loadGlossary, loadIndex, loadRulesIndex } from '../content/runtime.ts';
import type { GlossaryModule, RulesIndexModule } from '../content/types.ts';
import { i18n, loadLanguage } from '../i18n/i18n.ts';
import type { Lang } from '../i18n/languages.ts';
import { CompareGrid, type CompareRow } from '../ui/compare/CompareGrid.tsx';
import { Entry, GlossaryHead, glossaryLabels } from './GlossaryEntries.tsx';
import { RuleItem, RulesHead, rulesLabels } from './RulesList.tsx';

const both = (langs: [Lang, Lang]) => Promise.all([...langs.map(loadIndex), loadLanguage(langs[1]), i18n.loadNamespaces(['compare', 'reference'])]);

export async function loadGlossaries(langs: [Lang, Lang]): Promise<Record<Lang, GlossaryModule>> {
  const [[a, b]] = await Promise.all([Promise.all(langs.map(loadGlossary)), both(langs)]);
  return { [langs[0]]: a, [langs[1]]: b } as Record<Lang, GlossaryModule>;
}

export async function loadRulesIndexes(langs: [Lang, Lang]): Promise<Record<Lang, RulesIndexModule>> {
  const [[a, b]] = await Promise.all([Promise.all(langs.map(loadRulesIndex)), both(langs)]);
  return { [langs[0]]: a, [langs[1]]: b } as Record<Lang, RulesIndexModule>;
}

const titlesOf = (l: Lang) => new Map(loadedIndex(l).map((m) => [m.slug, m.title]));
const fixed = (l: Lang) => i18n.getFixedT(l);

export function GlossaryCompare({ langs, glossaries }: { langs: [Lang, Lang]; glossaries: Record<Lang, GlossaryModule> }) {
  const [a, b] = langs;
  const byId = new Map(glossaries[b].entries.map((e) => [e.id, e]));
  const labels = { [a]: glossaryLabels(fixed(a)), [b]: glossaryLabels(fixed(b)) } as Record<Lang, ReturnType<typeof glossaryLabels>>;
  const titles = { [a]: titlesOf(a), [b]: titlesOf(b) } as Record<Lang, Map<string, string>>;
  const rows: CompareRow[] = [
    { key: 'head', section: 'head', cell: (l) => <GlossaryHead count={glossaries[l].entries.length} /> },
    ...glossaries[a].entries.map((entry) => ({
      key: entry.id,
      section: 'entries',
      cell: (l: Lang) => {
        const e = l === a ? entry : byId.get(entry.id);
        return e ? <div className="border-t border-line"><Entry entry={e} lang={l} labels={labels[l]} titles={titles[l]} /></div> : null;
      },
    })),
  ];
  return <CompareGrid langs={langs} rows={rows} />;
}

export function RulesCompare({ langs, indexes }: { langs: [Lang, Lang]; indexes: Record<Lang, RulesIndexModule> }) {
  const [a, b] = langs;
  const byNumber = new Map(indexes[b].rules.map((r) => [r.number, r]));
  const labels = { [a]: rulesLabels(fixed(a)), [b]: rulesLabels(fixed(b)) } as Record<Lang, ReturnType<typeof rulesLabels>>;
  const titles = { [a]: titlesOf(a), [b]: titlesOf(b) } as Record<Lang, Map<string, string>>;
  const rows: CompareRow[] = [
    { key: 'head', section: 'head', cell: (l) => <RulesHead count={indexes[l].rules.length} versionLabel={indexes[l].versionLabel} /> },
    ...indexes[a].rules.map((rule) => ({
      key: rule.number,
      section: 'rules',
      cell: (l: Lang) => {
        const r = l === a ? rule : byNumber.get(rule.number);
        return r ? <dl className="border-t border-line"><RuleItem rule={r} lang={l} labels={labels[l]} titles={titles[l]} /></dl> : null;
      },
    })),
  ];
  return <CompareGrid langs={langs} rows={rows} />;
}
