/**
 * The search index of one language, built at build time (Node) and served as
 * `virtual:archivist/search/<lang>` (a chunk the browser loads only when the search box
 * opens): mechanics (with their names in all three languages), rulings, glossary terms and
 * rule numbers, as MiniSearch's JSON.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { parse as parseYaml } from 'yaml';
import { LANGUAGES, type Lang } from '../../i18n/languages.ts';
import { paths } from '../../i18n/paths.ts';
import { indexOptions, type SearchDoc } from '../../search/options.ts';
import { SLUGS, type MechanicPage, type Slug } from '../types.ts';

type Localized = Partial<Record<Lang, string>>;
interface GlossaryEntry {
  id: string;
  term: Localized;
  aliases?: Partial<Record<Lang, string[]>>;
  definition?: Localized;
}
interface RulesFile {
  rules?: { number: string; explanation?: Localized }[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Plain text of a fragment of the pipeline's HTML (tags dropped, entities decoded, spaces collapsed). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) => {
      if (code[0] === '#') {
        const n = code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
        return Number.isFinite(n) ? String.fromCodePoint(n) : whole;
      }
      return ENTITIES[code.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .replace(/ ([,.;:)])/g, '$1')
    .replace(/\( /g, '(')
    .trim();
}

/** Each ruling of a page's HTML: its id and its text (without the id label). */
export function rulingsOf(html: string): { id: string; text: string }[] {
  const out: { id: string; text: string }[] = [];
  const open = /<li id="([\w-]+-r\d+)" class="ruling">/g;
  for (let m = open.exec(html); m; m = open.exec(html)) {
    const tag = /<(\/?)li\b[^>]*>/g;
    tag.lastIndex = m.index;
    let depth = 0;
    let end = html.length;
    for (let t = tag.exec(html); t; t = tag.exec(html)) {
      depth += t[1] ? -1 : 1;
      if (depth === 0) {
        end = t.index;
        break;
      }
    }
    const inner = html.slice(m.index + m[0].length, end).replace(/<a [^>]*class="ruling-id"[^>]*>[\s\S]*?<\/a>/, '');
    out.push({ id: m[1] as string, text: htmlToText(inner) });
  }
  return out;
}

function readYaml<T>(file: string): T | null {
  return existsSync(file) ? (parseYaml(readFileSync(file, 'utf8')) as T) : null;
}

export interface SearchSources {
  pages: Record<Lang, Record<Slug, MechanicPage>>;
  glossary: GlossaryEntry[];
  rules: { number: string; explanation?: Localized }[];
  /** the site's own pages that are not content (the position editor): title and text per language, from locales/<lang>/play.json */
  site?: { id: string; url: (lang: Lang) => string; title: Localized; text: Localized }[];
}

/** The position editor's entry: its title and description as its page shows them. */
function sitePages(localesDir: string): NonNullable<SearchSources['site']> {
  const read = (lang: Lang) => {
    const file = path.join(localesDir, lang, 'play.json');
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
  };
  const common = Object.fromEntries(LANGUAGES.map((lang) => [lang, read(lang)])) as Record<Lang, Record<string, string>>;
  const of = (key: string): Localized => Object.fromEntries(LANGUAGES.flatMap((lang) => (common[lang][key] ? [[lang, common[lang][key]]] : [])));
  return [{ id: 'page:play', url: (lang) => paths.play(lang), title: of('play.title'), text: of('play.intro') }];
}

export function readSearchSources(contentDir: string, pages: SearchSources['pages']): SearchSources {
  return {
    pages,
    glossary: readYaml<GlossaryEntry[]>(path.join(contentDir, 'glossary.yaml')) ?? [],
    rules: readYaml<RulesFile>(path.join(contentDir, 'rules.yaml'))?.rules ?? [],
    site: sitePages(path.join(path.dirname(contentDir), 'locales')),
  };
}

export function searchDocuments(sources: SearchSources, lang: Lang): SearchDoc[] {
  const docs: SearchDoc[] = [];
  for (const slug of SLUGS) {
    const page = sources.pages[lang][slug];
    if (!page) continue;
    const url = paths.mechanic(lang, slug);
    docs.push({
      id: `mechanic:${slug}`,
      kind: 'mechanic',
      title: page.title,
      names: LANGUAGES.map((other) => sources.pages[other][slug]?.title ?? '').join(' · '),
      text: page.summary,
      number: '',
      url,
    });
    for (const ruling of rulingsOf(page.html)) {
      docs.push({ id: `ruling:${ruling.id}`, kind: 'ruling', title: ruling.id, names: '', text: ruling.text, number: ruling.id, url: `${url}#${ruling.id}`, page: page.title });
    }
  }
  for (const entry of sources.glossary) {
    const title = entry.term[lang] ?? entry.term.en ?? entry.id;
    const names = [...LANGUAGES.map((other) => entry.term[other] ?? ''), ...LANGUAGES.flatMap((other) => entry.aliases?.[other] ?? [])].filter(Boolean);
    docs.push({ id: `term:${entry.id}`, kind: 'term', title, names: names.join(' · '), text: entry.definition?.[lang] ?? '', number: '', url: paths.glossary(lang, entry.id) });
  }
  for (const rule of sources.rules) {
    docs.push({ id: `rule:${rule.number}`, kind: 'rule', title: rule.number, names: '', text: rule.explanation?.[lang] ?? '', number: rule.number, url: paths.rules(lang, rule.number) });
  }
  for (const page of sources.site ?? []) {
    const title = page.title[lang];
    if (title) docs.push({ id: page.id, kind: 'page', title, names: LANGUAGES.map((other) => page.title[other] ?? '').join(' · '), text: page.text[lang] ?? '', number: '', url: page.url(lang) });
  }
  return docs;
}

/** One language's index as MiniSearch JSON (MiniSearch.loadJSON with `indexOptions` reads it). */
export function buildSearchIndex(sources: SearchSources, lang: Lang): string {
  const index = new MiniSearch<SearchDoc>(indexOptions);
  index.addAll(searchDocuments(sources, lang));
  return JSON.stringify(index);
}
