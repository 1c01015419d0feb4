/**
 * The locale check: every catalogue in locales/<lang>/ has exactly the English keys (the
 * source of truth), plural keys carry the forms their language needs, and interpolation
 * placeholders match.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { LANGUAGES, type Lang } from '../../src/i18n/languages.ts';

const LOCALES = path.join(process.cwd(), 'locales');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** An ordinal key ("steps.nth_ordinal_two": the 2nd, used with `count` and `ordinal: true`). */
const ORDINAL_SUFFIX = /_ordinal_(zero|one|two|few|many|other)$/;
/**
 * A grammatical context (src/i18n/grammar.ts: the gender and number a sentence agrees with),
 * before any plural suffix: "event.destroyed_f", "board.lost_f", "event.resolved_fpl". A language
 * may add such variants of an English key; English has none.
 */
const CONTEXT_SUFFIX = /_(m|f|n|mpl|fpl|npl)(?=(_(ordinal_)?(zero|one|two|few|many|other))?$)/;

/** The plural forms each language must provide for a key used with `count`. */
const REQUIRED_FORMS: Record<Lang, string[]> = {
  en: ['one', 'other'],
  it: ['one', 'other'],
  ru: ['one', 'few', 'many', 'other'],
};
/**
 * Forms a language may add (CLDR's Italian "many" for 1 000 000 and up; i18next's "zero", used
 * when count is 0: Italian «ora non ne ha più» for a total of none).
 */
const ALLOWED_FORMS: Record<Lang, string[]> = { en: [], it: ['many', 'zero'], ru: [] };
/** The ordinal forms of a language, from CLDR (en: 1st 2nd 3rd 4th; it: l'8ª, la 2ª; ru: one form): every one is required. */
const ORDINAL_FORMS = (lang: Lang): string[] => new Intl.PluralRules(lang, { type: 'ordinal' }).resolvedOptions().pluralCategories;

function catalogue(lang: string, ns: string): Record<string, unknown> {
  const file = path.join(LOCALES, lang, `${ns}.json`);
  if (!existsSync(file)) expect.fail(`locales/${lang}/${ns}.json is missing (locales/en/${ns}.json exists)`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** Flat dotted keys; nested objects are flattened so either style is checked. */
function flatten(object: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(object)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flatten(value as Record<string, unknown>, full)) out.set(k, v);
    } else out.set(full, String(value));
  }
  return out;
}

/** Each base key with its plural forms ("one", "few") and its ordinal forms ("ordinal:two"). */
function baseKeys(keys: Iterable<string>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const full of keys) {
    const key = full.replace(CONTEXT_SUFFIX, '');
    const match = ORDINAL_SUFFIX.exec(key) ?? PLURAL_SUFFIX.exec(key);
    const base = match ? key.slice(0, match.index) : key;
    const forms = out.get(base) ?? new Set<string>();
    if (match?.[1]) forms.add(match[0].startsWith('_ordinal_') ? `ordinal:${match[1]}` : match[1]);
    out.set(base, forms);
  }
  return out;
}
const isOrdinal = (forms: Set<string> | undefined) => [...(forms ?? [])].some((f) => f.startsWith('ordinal:'));

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/** Namespaces of a language: every JSON file under locales/<lang>/, e.g. "common", "examples/saga". */
function namespacesOf(lang: string): string[] {
  return readdirSync(path.join(LOCALES, lang), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5).split(path.sep).join('/'))
    .sort();
}

// names.json holds each language's grammatical forms, not strings keyed like English's: the grammar check reads it (tests/unit/grammar.test.ts)
const namespaces = namespacesOf('en').filter((ns) => ns !== 'names');

test('every language has the same catalogue files as English', () => {
  for (const lang of LANGUAGES) {
    expect(namespacesOf(lang), `locales/${lang}/`).toEqual(namespacesOf('en'));
  }
  expect(readdirSync(LOCALES).filter((d) => !d.startsWith('.')).sort(), 'locales/ holds one folder per language').toEqual([...LANGUAGES].sort());
});

describe.each(namespaces)('locales/*/%s.json', (ns) => {
  const english = baseKeys(flatten(catalogue('en', ns)).keys());

  test.each(LANGUAGES)('%s has exactly the English keys, with its plural forms', (lang) => {
    const entries = flatten(catalogue(lang, ns));
    const keys = baseKeys(entries.keys());
    const missing = [...english.keys()].filter((k) => !keys.has(k));
    const extra = [...keys.keys()].filter((k) => !english.has(k));
    expect(missing, `keys missing from locales/${lang}/${ns}.json`).toEqual([]);
    expect(extra, `keys in locales/${lang}/${ns}.json that English lacks`).toEqual([]);
    for (const [key, forms] of keys) {
      const isPlural = (english.get(key)?.size ?? 0) > 0;
      if (!isPlural) {
        expect(forms.size, `${lang}: "${key}" is not a plural key in English`).toBe(0);
        continue;
      }
      const ordinal = isOrdinal(english.get(key));
      const need = ordinal ? ORDINAL_FORMS(lang).map((f) => `ordinal:${f}`) : REQUIRED_FORMS[lang];
      const allowed = new Set([...need, ...(ordinal ? [] : ALLOWED_FORMS[lang])]);
      expect([...need].filter((f) => !forms.has(f)), `${lang}: plural forms missing for "${key}"`).toEqual([]);
      expect([...forms].filter((f) => !allowed.has(f)), `${lang}: plural forms "${key}" does not use`).toEqual([]);
    }
  });

  test.each(LANGUAGES)('%s uses the same {{placeholders}} and has no empty string', (lang) => {
    const en = flatten(catalogue('en', ns));
    for (const [key, text] of flatten(catalogue(lang, ns))) {
      expect(text.trim(), `${lang}: "${key}" is empty`).not.toBe('');
      const plain = key.replace(CONTEXT_SUFFIX, '');
      const base = plain.replace(ORDINAL_SUFFIX, '').replace(PLURAL_SUFFIX, '');
      const reference = en.get(plain) ?? en.get(`${base}_other`) ?? en.get(`${base}_ordinal_other`) ?? en.get(base) ?? '';
      const ours = placeholders(text).filter((p) => p !== 'count');
      expect(ours, `${lang}: placeholders of "${key}"`).toEqual(placeholders(reference).filter((p) => p !== 'count'));
    }
  });
});
