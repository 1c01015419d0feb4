/**
 * The browser's (and the prerender's) access to the build-time content modules.
 * Loaders fill a cache; components read it synchronously. Route loaders (and, before
 * hydration, main.tsx) call the `load*` functions, so the page's HTML never travels in
 * the router's hydration data.
 */
import { glossaryLoaders, indexLoaders, pageLoaders, rulesIndexLoaders } from 'virtual:archivist/content';
import type { Lang } from '../i18n/languages.ts';
import type { GlossaryModule, MechanicPage, MechanicSummary, RulesIndexModule, Slug } from './types.ts';

const indexes = new Map<Lang, MechanicSummary[]>();
const pages = new Map<string, MechanicPage>();
const glossaries = new Map<Lang, GlossaryModule>();
const rulesIndexes = new Map<Lang, RulesIndexModule>();

export async function loadIndex(lang: Lang): Promise<MechanicSummary[]> {
  const cached = indexes.get(lang);
  if (cached) return cached;
  const list = (await indexLoaders[lang]()).default;
  indexes.set(lang, list);
  return list;
}

export async function loadPage(lang: Lang, slug: Slug): Promise<MechanicPage> {
  const key = `${lang}/${slug}`;
  const cached = pages.get(key);
  if (cached) return cached;
  const loader = pageLoaders[key];
  if (!loader) throw new Error(`No page ${key}`);
  const page = (await loader()).default;
  pages.set(key, page);
  return page;
}

export async function loadGlossary(lang: Lang): Promise<GlossaryModule> {
  const cached = glossaries.get(lang);
  if (cached) return cached;
  const glossary = (await glossaryLoaders[lang]()).default;
  glossaries.set(lang, glossary);
  return glossary;
}

export async function loadRulesIndex(lang: Lang): Promise<RulesIndexModule> {
  const cached = rulesIndexes.get(lang);
  if (cached) return cached;
  const index = (await rulesIndexLoaders[lang]()).default;
  rulesIndexes.set(lang, index);
  return index;
}

function missing(what: string): never {
  throw new Error(`${what} was rendered before it was loaded`);
}

export function loadedIndex(lang: Lang): MechanicSummary[] {
  return indexes.get(lang) ?? missing(`The ${lang} index`);
}

export function loadedPage(lang: Lang, slug: Slug): MechanicPage {
  return pages.get(`${lang}/${slug}`) ?? missing(`Page ${lang}/${slug}`);
}

export function loadedGlossary(lang: Lang): GlossaryModule {
  return glossaries.get(lang) ?? missing(`The ${lang} glossary`);
}

export function loadedRulesIndex(lang: Lang): RulesIndexModule {
  return rulesIndexes.get(lang) ?? missing(`The ${lang} rules index`);
}

/**
 * What is loaded, if it is: a page hydrating over its prerendered HTML renders its text from that
 * HTML (src/ui/Prerendered.tsx), without loading the module that holds it.
 */
export function peekIndex(lang: Lang): MechanicSummary[] | undefined {
  return indexes.get(lang);
}

export function peekPage(lang: Lang, slug: Slug): MechanicPage | undefined {
  return pages.get(`${lang}/${slug}`);
}

export function peekGlossary(lang: Lang): GlossaryModule | undefined {
  return glossaries.get(lang);
}

export function peekRulesIndex(lang: Lang): RulesIndexModule | undefined {
  return rulesIndexes.get(lang);
}
