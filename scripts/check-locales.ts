/**
 * The catalogues' completeness, as the build checks it (scripts/build.ts). Every language is
 * compared with every other, not only with English: a file or key that any language has, every
 * language must have (a key deleted from English would otherwise ship as the raw key). Keys are
 * compared at every depth (the example captions nest: `<example>.steps.3`), plural and ordinal keys
 * ("steps.nth_ordinal_two") by their base, since languages need different forms (tests/unit/locales.test.ts checks the forms). Every
 * value must be a non-empty string. Each problem names the file and the key.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const PLURAL = /_(ordinal_)?(zero|one|two|few|many|other)$/;
/** A grammatical context a language may add to a key (src/i18n/grammar.ts: "board.lost_f", "frame.merged_f_one"). */
const CONTEXT = /_(m|f|n|mpl|fpl|npl)(?=(_(ordinal_)?(zero|one|two|few|many|other))?$)/;
/** names.json holds each language's own grammatical forms: its keys differ by language (docs/grammar.md; src/i18n/grammarCheck.ts checks it). */
const OWN_KEYS = new Set(['names.json']);

/** Each leaf of a catalogue by its key path (`a.b` for nested objects), plural forms by their base. */
function keysOf(data: unknown, shown: string, problems: string[], allowEmpty = false): Set<string> {
  const keys = new Set<string>();
  const walk = (v: unknown, at: string[]) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      for (const [k, x] of Object.entries(v)) walk(x, [...at, k]);
      return;
    }
    const key = at.join('.');
    if (typeof v !== 'string') problems.push(`${shown}: "${key}": expected a string, got ${Array.isArray(v) ? 'a list' : v === null ? 'null' : typeof v}`);
    else if (!v.trim() && !allowEmpty) problems.push(`${shown}: "${key}": empty`);
    const last = at.length - 1;
    keys.add([...at.slice(0, last), (at[last] ?? '').replace(CONTEXT, '').replace(PLURAL, '')].join('.'));
  };
  if (!data || typeof data !== 'object' || Array.isArray(data)) problems.push(`${shown}: expected an object of keys`);
  else walk(data, []);
  return keys;
}

function readCatalogue(file: string, shown: string, problems: string[]): Set<string> | null {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    problems.push(`${shown}: not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
    return null;
  }
  // names.json: an empty article ("art": "") means "none"
  return keysOf(data, shown, problems, OWN_KEYS.has(path.basename(file)));
}

function catalogueFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.split(path.sep).join('/'));
}

const list = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`);

export function localeProblems(localesDir: string, languages: readonly string[], shownRoot = path.dirname(localesDir)): string[] {
  const problems: string[] = [];
  const shown = (lang: string, f: string) => path.relative(shownRoot, path.join(localesDir, lang, f)).split(path.sep).join('/');
  const files = [...new Set(languages.flatMap((lang) => catalogueFiles(path.join(localesDir, lang))))].sort();
  for (const f of files) {
    const present = languages.filter((lang) => existsSync(path.join(localesDir, lang, f)));
    for (const lang of languages.filter((l) => !present.includes(l))) {
      problems.push(`${shown(lang, f)}: missing (${list(present.map((l) => shown(l, f)))} exist${present.length === 1 ? 's' : ''})`);
    }
    const keys = new Map<string, Set<string>>();
    for (const lang of present) {
      const k = readCatalogue(path.join(localesDir, lang, f), shown(lang, f), problems);
      if (k) keys.set(lang, k);
    }
    if (OWN_KEYS.has(f)) continue;
    const all = [...new Set([...keys.values()].flatMap((k) => [...k]))];
    for (const [lang, own] of keys) {
      for (const key of all) {
        if (own.has(key)) continue;
        const having = [...keys].filter(([, k]) => k.has(key)).map(([l]) => l);
        problems.push(`${shown(lang, f)}: "${key}": missing translation (${list(having)} ${having.length === 1 ? 'has' : 'have'} it)`);
      }
    }
  }
  return problems;
}
