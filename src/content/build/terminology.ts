/**
 * The terminology check (docs/terminology.md): every text a reader sees — rule pages, glossary,
 * rules index, card texts, example captions, narration and UI strings — against
 * content/terminology.yaml. It finds:
 * - a wrong variant of a term (the concept's `wrong` list for the text's language);
 * - a raw player id ("p1", "p2"…) where a name or "you" belongs;
 * - a Latin-script word in Russian text that is not an allowed name (`latinInRussian`).
 * Source excerpts (source.txt) and glossary aliases record the sources' own wording: not scanned.
 * Build-time and test code only.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { LANGUAGES, type Lang } from '../../i18n/languages.ts';
import { captionWords } from '../captions.ts';
import { wrongVariantPattern, type GlossaryFile, type RulesFile, type TerminologyFile } from '../schema.ts';
import { SLUGS } from '../types.ts';

/** One text as a reader sees it, with where it comes from. */
export interface ShownText {
  where: string;
  lang: Lang;
  text: string;
}

/** The reader-visible text of a Markdown line, a YAML string or a catalogue string, without markup. */
export function visibleText(text: string): string {
  return captionWords(text)
    .replace(/\{\{[^}]*\}\}/g, ' ') // i18next interpolation
    .replace(/\$t\([^)]*\)/g, ' ') // i18next nesting
    .replace(/:rule\[[^\]]*\]/g, ' ')
    .replace(/\{#[^}]*\}/g, ' ')
    .replace(/^:::.*$/gm, ' ')
    .replace(/:term\[([^\]]*)\]/g, '$1')
    .replace(/\{[^}\s]{1,6}\}/g, ' ') // mana and chapter symbols: {2}{W}, {T}, {rI}
    .replace(/\b\d{3}(?:\.\d+[a-z]?)?\b/g, ' '); // rule numbers
}

function stringLeaves(value: unknown, key: string, out: [string, string][]): void {
  if (typeof value === 'string') out.push([key, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => stringLeaves(v, `${key}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) stringLeaves(v, key ? `${key}.${k}` : k, out);
}

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? jsonFiles(path.join(dir, entry.name)) : entry.name.endsWith('.json') ? [path.join(dir, entry.name)] : []))
    .sort();
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---/;

/** Every text of content/ and locales/ under `root`, in its language. */
export function shownTexts(root: string): ShownText[] {
  const out: ShownText[] = [];
  const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');
  for (const slug of SLUGS) {
    for (const lang of LANGUAGES) {
      const file = path.join(root, 'content', 'mechanics', slug, `${lang}.md`);
      if (!existsSync(file)) continue;
      const text = readFileSync(file, 'utf8');
      const match = FRONT_MATTER.exec(text);
      const front = (parseYaml(match?.[1] ?? '') ?? {}) as Record<string, unknown>;
      for (const key of ['title', 'set', 'summary', 'reminder']) {
        const value = front[key];
        if (typeof value === 'string') out.push({ where: `${rel(file)} "${key}"`, lang, text: visibleText(value) });
      }
      const bodyStart = match?.[0].length ?? 0;
      const lineOffset = text.slice(0, bodyStart).split('\n').length - 1;
      text
        .slice(bodyStart)
        .split('\n')
        .forEach((line, i) => out.push({ where: `${rel(file)} line ${i + 1 + lineOffset}`, lang, text: visibleText(line) }));
    }
  }
  const glossaryFile = path.join(root, 'content', 'glossary.yaml');
  if (existsSync(glossaryFile)) {
    const glossary = (parseYaml(readFileSync(glossaryFile, 'utf8')) ?? []) as GlossaryFile;
    for (const entry of glossary) {
      for (const lang of LANGUAGES) {
        out.push({ where: `${rel(glossaryFile)} ${entry.id} term`, lang, text: visibleText(entry.term?.[lang] ?? '') });
        out.push({ where: `${rel(glossaryFile)} ${entry.id} definition`, lang, text: visibleText(entry.definition?.[lang] ?? '') });
      }
    }
  }
  const rulesFile = path.join(root, 'content', 'rules.yaml');
  if (existsSync(rulesFile)) {
    const rules = (parseYaml(readFileSync(rulesFile, 'utf8')) ?? { rules: [] }) as RulesFile;
    for (const rule of rules.rules) {
      for (const lang of LANGUAGES) out.push({ where: `${rel(rulesFile)} ${rule.number}`, lang, text: visibleText(rule.explanation?.[lang] ?? '') });
    }
  }
  for (const lang of LANGUAGES) {
    for (const file of jsonFiles(path.join(root, 'locales', lang))) {
      const leaves: [string, string][] = [];
      stringLeaves(JSON.parse(readFileSync(file, 'utf8')), '', leaves);
      // grammatical data (a type's gender: "gender.type.creature") is read by templates, never shown
      for (const [key, value] of leaves) if (!key.startsWith('gender.')) out.push({ where: `${rel(file)} "${key}"`, lang, text: visibleText(value) });
    }
  }
  return out;
}

/** Whether the location `where` is the place `place` names (a prefix up to a word boundary). */
function at(where: string, place: string): boolean {
  return where === place || where.startsWith(`${place} `);
}

/** A raw player id of the engine ("p2") shown as a word. */
const PLAYER_ID = /(?<![\p{L}\p{N}_.-])p[1-9](?![\p{L}\p{N}_])/gu;
/** Roman chapter numerals, the variables of the rules and the letters of layers ("слой 7a"). */
const LATIN_SYMBOLS = /\b(?:[IVX]+|[NXY])\b|(?<=\d)[a-e]\b/g;

export interface Checker {
  /** The problems of one text, each a short sentence. */
  check(text: string, lang: Lang, where?: string): string[];
}

export function terminologyChecker(terminology: TerminologyFile): Checker {
  const wrong = LANGUAGES.map((lang) => [
    lang,
    [
      ...terminology.concepts.flatMap((concept) => (concept[lang].wrong ?? []).map((variant) => ({ pattern: wrongVariantPattern(variant), concept: concept.id, term: concept[lang].term }))),
      ...(terminology.phrases ?? []).filter((p) => p.lang === lang).flatMap((p) => p.wrong.map((variant) => ({ pattern: wrongVariantPattern(variant), concept: p.id, term: p.term }))),
    ],
  ]);
  const wrongByLang = Object.fromEntries(wrong) as Record<Lang, { pattern: RegExp; concept: string; term: string }[]>;
  // longest first, so that "Dominaria United" goes before "Dominaria"
  const names = [...terminology.latinInRussian].sort((a, b) => b.length - a.length);
  return {
    check(text, lang, where = '') {
      const problems: string[] = [];
      const excepted = new Set([...(terminology.exceptions ?? []), ...(terminology.pending ?? [])].filter((e) => at(where, e.in)).map((e) => e.concept));
      for (const { pattern, concept, term } of wrongByLang[lang]) {
        if (excepted.has(concept)) continue;
        for (const m of text.matchAll(pattern)) problems.push(`"${m[0]}" is a wrong variant of "${term}" (${concept})`);
      }
      for (const m of text.matchAll(PLAYER_ID)) problems.push(`raw player id "${m[0]}"`);
      if (lang === 'ru') {
        let rest = text.replace(PLAYER_ID, ' ');
        for (const name of names) rest = rest.split(name).join(' ');
        rest = rest.replace(LATIN_SYMBOLS, ' ');
        for (const m of rest.matchAll(/[A-Za-z][A-Za-z'’-]*/g)) problems.push(`Latin word "${m[0]}" in Russian text`);
      }
      return problems;
    },
  };
}

/** Every problem of every text under `root`, as "where: problem". */
export function terminologyProblems(root: string, terminology: TerminologyFile): string[] {
  const checker = terminologyChecker(terminology);
  return shownTexts(root).flatMap(({ where, lang, text }) => checker.check(text, lang, where).map((problem) => `${where}: ${problem}`));
}

/** A pending row of content/terminology.yaml and the problems it holds back (none: it is stale). */
export interface PendingReport {
  in: string;
  concept: string;
  owner: string;
  why: string;
  problems: string[];
}

/**
 * The wrong variants left to another owner (`pending:`), each with the problems it holds back
 * today: the terminology test reports them, and fails on a row that holds back nothing.
 */
export function pendingReport(root: string, terminology: TerminologyFile): PendingReport[] {
  const pending = terminology.pending ?? [];
  const checker = terminologyChecker({ ...terminology, pending: [] });
  const texts = shownTexts(root);
  return pending.map((row) => ({
    ...row,
    problems: texts
      .filter(({ where }) => at(where, row.in))
      .flatMap(({ where, lang, text }) => checker.check(text, lang, where).filter((p) => p.endsWith(`(${row.concept})`)).map((p) => `${where}: ${p}`)),
  }));
}
