/**
 * The build's check of the grammar (src/i18n/grammar.ts): every name a template can insert has
 * an entry in locales/<lang>/names.json (every card, player, zone, and the names the engine and
 * the board make), with a gender, and every form a template of that language asks for
 * (`{{object, del}}`, `{{player, gen}}`) — given in the entry or built from its article. Each
 * problem names the file and the key. Run by the build (src/content/build/plugin.ts) and by
 * tests/unit/grammar.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GRAMMAR_FORMS, ZONE_FORMS, type ArticleTable, type NameEntry } from './grammar.ts';

/** The catalogues whose templates insert names. */
export const TEMPLATE_FILES = ['engine', 'board', 'editor', 'setup', 'play'] as const;

/** Formats that are not a name's form: they change the text already formed. */
const NOT_FORMS = new Set(['cap']);

/** Names made by the engine's narration and the board, besides cards, players and zones. */
const MADE_NAMES = ['name.unknown', 'name.hidden', 'name.hiddenCard', 'name.faceDown', 'name.copy', 'name.ability', 'name.of', 'name.nth', 'name.faceDownKnown', 'action.chapterOf', 'frame.faceDownName', 'frame.hidden', 'frame.schemeBack'];
const ZONES = ['library', 'hand', 'battlefield', 'graveyard', 'stack', 'exile', 'command'];

type Catalogue = Record<string, unknown>;

/** The forms a text asks its names for: "{{object, il}}" → ["il"], "{{card, il, cap}}" → ["il"]. */
export function formsUsed(text: string): string[] {
  return [...text.matchAll(/\{\{\s*[\w.]+\s*,([^}]*)\}\}/g)].flatMap((m) =>
    (m[1] ?? '')
      .split(',')
      .map((f) => f.trim().replace(/\(.*$/, '').toLowerCase())
      .filter((f) => f && !NOT_FORMS.has(f)),
  );
}

/** Whether an entry gives a form: in full, through the part that takes it, or from its article. */
function gives(entry: NameEntry, form: string, articles: ArticleTable): boolean {
  if (entry.forms?.[form] !== undefined || entry.head) return true;
  if (form === 'nom') return true; // the plain form serves where the entry gives none
  return entry.art !== undefined && articles[form]?.[entry.art] !== undefined;
}

export interface LanguageData {
  lang: string;
  /** namespace → catalogue (engine, board, editor, setup, play, cards) */
  catalogues: Record<string, Catalogue>;
  names: Record<string, unknown>;
}

export function grammarProblemsOf({ lang, catalogues, names }: LanguageData): string[] {
  const problems: string[] = [];
  const namesFile = `locales/${lang}/names.json`;
  // which template first asks for each form (to say who needs it)
  const askedBy = new Map<string, string>();
  for (const ns of TEMPLATE_FILES) {
    for (const [key, text] of Object.entries(catalogues[ns] ?? {})) {
      if (typeof text !== 'string') continue;
      for (const form of formsUsed(text)) {
        if (!(GRAMMAR_FORMS as readonly string[]).includes(form)) problems.push(`locales/${lang}/${ns}.json: "${key}" asks for the form "${form}", which no formatter gives (src/i18n/grammar.ts GRAMMAR_FORMS)`);
        else if (!askedBy.has(form)) askedBy.set(form, `locales/${lang}/${ns}.json "${key}"`);
      }
    }
  }
  for (const [key, entry] of Object.entries(names)) {
    const forms = typeof entry === 'object' && entry !== null ? (entry as NameEntry).forms : undefined;
    for (const text of Object.values(forms ?? {})) for (const form of formsUsed(text)) if (!askedBy.has(form)) askedBy.set(form, `${namesFile} "${key}"`);
  }
  if (askedBy.size === 0) return problems; // a language whose templates take no forms (English) needs no entries
  const articles = (names['@articles'] ?? {}) as ArticleTable;
  const cards = Object.keys(catalogues.cards ?? {})
    .filter((k) => /^card\.[\w-]+\.name$/.test(k))
    .map((k) => k.slice(0, -'.name'.length));
  const players = Object.keys(catalogues.engine ?? {}).filter((k) => /^player\.p\d+$/.test(k));
  const required = [...cards, ...players, ...MADE_NAMES, ...ZONES.map((z) => `zone.${z}`)];
  for (const key of required) {
    const raw = names[key];
    if (typeof raw !== 'object' || raw === null) {
      problems.push(`${namesFile}: "${key}" is missing (every name a template can insert needs its entry)`);
      continue;
    }
    const entry = raw as NameEntry;
    if (!entry.head && !entry.g) problems.push(`${namesFile}: "${key}" has no gender ("g": m, f or n)`);
    for (const [form, by] of askedBy) {
      if (ZONE_FORMS.has(form) && !key.startsWith('zone.')) continue;
      if (!gives(entry, form, articles)) problems.push(`${namesFile}: "${key}" lacks the form "${form}" (${by} uses it)`);
    }
  }
  return problems;
}

/** The problems of every language but those with no names file, read from `root`. */
export function grammarProblems(root: string, langs: readonly string[]): string[] {
  return langs.flatMap((lang) => {
    const dir = path.join(root, 'locales', lang);
    const read = (ns: string): Catalogue => {
      const file = path.join(dir, `${ns}.json`);
      return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Catalogue) : {};
    };
    if (!existsSync(path.join(dir, 'names.json'))) return [`locales/${lang}/names.json is missing (docs/grammar.md)`];
    const catalogues = Object.fromEntries([...TEMPLATE_FILES, 'cards'].map((ns) => [ns, read(ns)]));
    return grammarProblemsOf({ lang, catalogues, names: read('names') });
  });
}
