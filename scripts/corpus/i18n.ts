/**
 * The site's catalogues of one language on an i18next instance of their own, in Node, with the
 * grammar's formatters (src/i18n/grammar.ts): what the corpus and the tests render sentences with.
 * A form a template asks for and a name lacks is collected in `missing` (the site would print the
 * plain form instead).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { registerGrammar } from '../../src/i18n/grammar.ts';
import type { Translate } from '../../src/i18n/narrate.ts';

export interface Translator {
  t: Translate;
  missing: string[];
}

/** Every namespace of locales/<lang>/ ("board", "examples/saga"…). */
function namespaces(root: string, lang: string): string[] {
  return readdirSync(path.join(root, 'locales', lang), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5).split(path.sep).join('/'))
    .sort();
}

export async function translator(root: string, lang: string, overrides: Record<string, Record<string, unknown>> = {}): Promise<Translator> {
  const ns = namespaces(root, lang);
  const resources = Object.fromEntries(ns.map((n) => [n, overrides[n] ?? (JSON.parse(readFileSync(path.join(root, 'locales', lang, `${n}.json`), 'utf8')) as Record<string, unknown>)]));
  const instance = i18next.createInstance();
  await instance.init({ lng: lang, resources: { [lang]: resources }, ns, defaultNS: 'common', keySeparator: false, nsSeparator: false, interpolation: { escapeValue: false }, returnNull: false });
  const missing: string[] = [];
  registerGrammar(instance, ({ key, form }) => {
    const problem = `locales/${lang}/names.json: "${key}" has no form "${form}"`;
    if (!missing.includes(problem)) missing.push(problem);
  });
  // keys are built from data (as on the board): an untyped translate function over the board's, the editor's and the setup's catalogues
  const tr = instance.t.bind(instance) as unknown as (key: string, options: Record<string, unknown>) => string;
  const lookup = ['board', 'engine', 'cards', 'editor', 'setup', 'play', 'common'];
  return { t: (key, options) => tr(key, { ns: lookup, ...options }), missing };
}
