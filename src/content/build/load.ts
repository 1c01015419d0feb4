/**
 * Reads and validates content/mechanics/<slug>/<lang>.md for every slug and language, at
 * build time. Every problem is collected and reported together, each naming the file and
 * the field or line: `content/mechanics/saga/it.md: front matter "kind[0]": ...`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml, YAMLError } from 'yaml';
import { LANGUAGES, type Lang } from '../../i18n/languages.ts';
import { formatPath, frontMatterSchema, glossarySchema, rulesFileSchema, terminologySchema, type FrontMatter, type GlossaryFile, type RulesFile, type TerminologyFile } from '../schema.ts';
import { SLUGS, type MechanicPage, type RuleCitations, type Slug, type SourceParagraph } from '../types.ts';
import { ContentError, renderBody, type RenderedBody } from './markdown.ts';

export interface ContentOptions {
  /** The repository root (content/ and locales/ live under it). */
  root: string;
  /** Where the content lives; default <root>/content. */
  contentDir?: string;
}

export interface LoadedContent {
  pages: Record<Lang, Record<Slug, MechanicPage>>;
  rules: RuleCitations;
  /** content/glossary.yaml, validated. */
  glossary: GlossaryFile;
  /** content/rules.yaml, validated, entries sorted by rule number. */
  rulesIndex: RulesFile;
  /** content/terminology.yaml, validated. */
  terminology: TerminologyFile;
  /** Glossary id → the pages that mark it with :term[] (in SLUGS order). */
  termPages: Record<string, Slug[]>;
  /** Rule number → the rulings citing it with :rule[] (page order). */
  ruleRulings: Record<string, { slug: Slug; id: string }[]>;
  /** Every file read, for the dev server's watcher. */
  files: string[];
}

export class ContentValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid content (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n  ${problems.join('\n  ')}`);
    this.name = 'ContentValidationError';
  }
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

interface ParsedFile {
  frontMatter: FrontMatter;
  body: RenderedBody;
}

interface Labels {
  note: string;
  unofficial: string;
  unofficialHint: string;
}

/** The words the pipeline writes into pages: the note label and the mark of an unofficial term. */
function pageLabels(root: string, lang: Lang): Labels {
  const read = (ns: string) => JSON.parse(readFileSync(path.join(root, 'locales', lang, `${ns}.json`), 'utf8')) as Record<string, string>;
  const common = read('common');
  // the glossary's and the rules index's words (locales/<lang>/reference.json, loaded by those pages only)
  const reference = read('reference');
  return {
    note: common['content.note'] ?? 'Note',
    unofficial: reference['glossary.unofficial'] ?? 'unofficial',
    unofficialHint: reference['glossary.unofficialHint'] ?? 'not an official translation',
  };
}

/** A paragraph of source.txt in another language than the document's starts with "[en] ". */
const PARAGRAPH_LANG = new RegExp(`^\\[(${LANGUAGES.join('|')})\\][ \\t]+`);
/** A passage in another language inside a paragraph: "[[en: …]]". */
const PASSAGE_LANG = new RegExp(`\\[\\[(${LANGUAGES.join('|')}): ([\\s\\S]*?)\\]\\]`, 'g');

/** source.txt → paragraphs, each with its language and its parts in their own languages. */
export function sourceParagraphs(text: string, lang: Lang): SourceParagraph[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => {
      const marked = PARAGRAPH_LANG.exec(paragraph);
      const own = marked ? (marked[1] as Lang) : lang;
      const body = marked ? paragraph.slice(marked[0].length) : paragraph;
      const parts: SourceParagraph['parts'] = [];
      let at = 0;
      for (const m of body.matchAll(PASSAGE_LANG)) {
        if (m.index > at) parts.push({ lang: own, text: body.slice(at, m.index) });
        parts.push({ lang: m[1] as Lang, text: m[2] ?? '' });
        at = m.index + m[0].length;
      }
      if (at < body.length) parts.push({ lang: own, text: body.slice(at) });
      return { lang: own, parts };
    });
}

/** The excerpt as readers see it: the markers removed. */
export function sourcePlainText(paragraphs: SourceParagraph[]): string {
  return paragraphs.map((p) => p.parts.map((part) => part.text).join('')).join('\n\n');
}

/** Reads a YAML data file of content/ and validates it; every problem names the file and the field. */
function loadYamlFile<T>(file: string, shown: string, schema: { safeParse: (data: unknown) => { success: true; data: T } | { success: false; error: { issues: { code: string; path: PropertyKey[]; message: string; keys?: string[] }[] } } }, problems: string[]): T | null {
  if (!existsSync(file)) {
    problems.push(`${shown}: missing`);
    return null;
  }
  let data: unknown;
  try {
    data = parseYaml(readFileSync(file, 'utf8'), { prettyErrors: true });
  } catch (error) {
    const detail = error instanceof YAMLError ? error.message.split('\n')[0] : String(error);
    problems.push(`${shown}: not valid YAML: ${detail}`);
    return null;
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const keys = issue.code === 'unrecognized_keys' && issue.keys ? issue.keys.map((k) => formatPath([...issue.path, k])) : [formatPath(issue.path)];
      for (const key of keys) problems.push(`${shown}: "${key}": ${issue.message}`);
    }
    return null;
  }
  return parsed.data;
}

/** content/glossary.yaml and content/rules.yaml, with their own consistency checks. */
function loadReference(contentDir: string, shownPath: (file: string) => string, problems: string[]) {
  const glossaryFile = path.join(contentDir, 'glossary.yaml');
  const rulesFile = path.join(contentDir, 'rules.yaml');
  const glossary = loadYamlFile(glossaryFile, shownPath(glossaryFile), glossarySchema, problems);
  const rules = loadYamlFile(rulesFile, shownPath(rulesFile), rulesFileSchema, problems);
  const terminologyFile = path.join(contentDir, 'terminology.yaml');
  const terminology = loadYamlFile(terminologyFile, shownPath(terminologyFile), terminologySchema, problems);
  const seen = new Set<string>();
  for (const [i, entry] of (glossary ?? []).entries()) {
    if (seen.has(entry.id)) problems.push(`${shownPath(glossaryFile)}: "[${i}].id": "${entry.id}" is used twice`);
    seen.add(entry.id);
  }
  const numbers = new Set<string>();
  for (const [i, entry] of (rules?.rules ?? []).entries()) {
    if (numbers.has(entry.number)) problems.push(`${shownPath(rulesFile)}: "rules[${i}].number": "${entry.number}" is listed twice`);
    numbers.add(entry.number);
  }
  if (glossary && rules) {
    for (const [i, entry] of glossary.entries()) {
      if (entry.rule && !numbers.has(entry.rule)) problems.push(`${shownPath(glossaryFile)}: "[${i}].rule": ${entry.rule} has no entry in ${shownPath(rulesFile)}`);
    }
  }
  if (terminology && glossary) {
    const byId = new Map(glossary.map((entry) => [entry.id, entry]));
    const concepts = new Set<string>();
    for (const [i, concept] of terminology.concepts.entries()) {
      const at = `${shownPath(terminologyFile)}: "concepts[${i}]`;
      if (concepts.has(concept.id)) problems.push(`${at}.id": "${concept.id}" is used twice`);
      concepts.add(concept.id);
      if (!concept.glossary) continue;
      const entry = byId.get(concept.glossary);
      if (!entry) {
        problems.push(`${at}.glossary": "${concept.glossary}" has no entry in ${shownPath(glossaryFile)}`);
        continue;
      }
      for (const lang of LANGUAGES) {
        if (entry.term[lang] !== concept[lang].term) problems.push(`${at}.${lang}.term": "${concept[lang].term}" differs from the glossary's "${entry.term[lang]}"`);
        if ((entry.unofficial ?? []).includes(lang) !== (concept[lang].unofficial ?? false)) problems.push(`${at}.${lang}.unofficial": differs from the glossary's "unofficial" of "${entry.id}"`);
      }
    }
    for (const [i, phrase] of (terminology.phrases ?? []).entries()) {
      if (concepts.has(phrase.id)) problems.push(`${shownPath(terminologyFile)}: "phrases[${i}].id": "${phrase.id}" is used twice`);
      concepts.add(phrase.id);
    }
    for (const [i, row] of [...(terminology.exceptions ?? []), ...(terminology.pending ?? [])].entries()) {
      if (!concepts.has(row.concept)) problems.push(`${shownPath(terminologyFile)}: exception or pending row ${i + 1} names "${row.concept}", which is no concept or phrase`);
    }
  }
  return { glossary, rules, terminology, numbers, files: [glossaryFile, rulesFile, terminologyFile] };
}

function parseFile(text: string, shown: string, lang: Lang, slug: Slug, labels: Labels, problems: string[], definition?: (id: string) => string | undefined, unofficial?: (id: string) => boolean): ParsedFile | null {
  const match = FRONT_MATTER.exec(text);
  if (!match) {
    problems.push(`${shown}: front matter missing (the file must start with a "---" line, the YAML fields, then "---")`);
    return null;
  }
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? '', { prettyErrors: true });
  } catch (error) {
    const detail = error instanceof YAMLError ? error.message.split('\n')[0] : String(error);
    problems.push(`${shown}: front matter is not valid YAML: ${detail}`);
    return null;
  }
  const parsed = frontMatterSchema.safeParse(data ?? {});
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => `${formatPath([...issue.path, k])}`) : [formatPath(issue.path)];
      for (const key of keys) problems.push(`${shown}: front matter "${key}": ${issue.message}`);
    }
    return null;
  }
  const bodyStart = match[0].length;
  const lineOffset = text.slice(0, bodyStart).split('\n').length - 1;
  try {
    const body = renderBody(text.slice(bodyStart), { lang, slug, noteLabel: labels.note, unofficialLabel: labels.unofficial, unofficialHint: labels.unofficialHint, ...(definition ? { definition } : {}), ...(unofficial ? { unofficial } : {}) });
    if (!body.headings.some((h) => h.id === 'overview')) problems.push(`${shown}: body: the "## … {#overview}" section is missing`);
    if (body.rulings.length > 0 && !body.headings.some((h) => h.id === 'rulings')) problems.push(`${shown}: body: rulings need a "## … {#rulings}" section`);
    return { frontMatter: parsed.data, body };
  } catch (error) {
    if (error instanceof ContentError) {
      const where = error.line ? `line ${error.line + lineOffset}` : 'body';
      problems.push(`${shown}: ${where}: ${error.message}`);
      return null;
    }
    throw error;
  }
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

export function loadContent(options: ContentOptions): LoadedContent {
  const contentDir = options.contentDir ?? path.join(options.root, 'content');
  const shownPath = (file: string) => path.relative(options.root, file).split(path.sep).join('/') || file;
  const problems: string[] = [];
  const files: string[] = [];
  const pages = Object.fromEntries(LANGUAGES.map((lang) => [lang, {}])) as Record<Lang, Record<Slug, MechanicPage>>;
  const citations = new Map<string, Set<Slug>>();
  const labels = Object.fromEntries(LANGUAGES.map((lang) => [lang, pageLabels(options.root, lang)])) as Record<Lang, Labels>;
  const ref = loadReference(contentDir, shownPath, problems);
  files.push(...ref.files);
  const glossaryById = new Map((ref.glossary ?? []).map((entry) => [entry.id, entry]));
  // without a valid glossary, terms cannot be checked (its own problems are reported)
  const definitionIn = (lang: Lang) => (ref.glossary ? (id: string) => glossaryById.get(id)?.definition[lang] : undefined);
  const unofficialIn = (lang: Lang) => (ref.glossary ? (id: string) => glossaryById.get(id)?.unofficial?.includes(lang) ?? false : undefined);
  const termPages = new Map<string, Set<Slug>>();
  const ruleRulings: Record<string, { slug: Slug; id: string }[]> = {};

  for (const slug of SLUGS) {
    const dir = path.join(contentDir, 'mechanics', slug);
    const sourceFile = path.join(dir, 'source.txt');
    files.push(sourceFile);
    const sourceText = existsSync(sourceFile) ? readFileSync(sourceFile, 'utf8').trim() : null;
    if (sourceText === null) problems.push(`${shownPath(sourceFile)}: missing (the source excerpt of the page)`);
    else if (!sourceText) problems.push(`${shownPath(sourceFile)}: empty`);

    const parsedByLang: Partial<Record<Lang, ParsedFile>> = {};
    for (const lang of LANGUAGES) {
      const file = path.join(dir, `${lang}.md`);
      files.push(file);
      const shown = shownPath(file);
      if (!existsSync(file)) {
        problems.push(`${shown}: missing`);
        continue;
      }
      const parsed = parseFile(readFileSync(file, 'utf8'), shown, lang, slug, labels[lang], problems, definitionIn(lang), unofficialIn(lang));
      if (!parsed) continue;
      parsedByLang[lang] = parsed;
      const { frontMatter: fm, body } = parsed;
      pages[lang][slug] = {
        slug,
        lang,
        title: fm.title,
        kind: fm.kind,
        set: fm.set,
        summary: fm.summary,
        rules: fm.rules,
        ...(fm.reminder ? { reminder: fm.reminder } : {}),
        source: {
          file: fm.source.file,
          title: fm.source.title,
          lang: fm.source.lang,
          text: sourcePlainText(sourceParagraphs(sourceText ?? '', fm.source.lang)),
          paragraphs: sourceParagraphs(sourceText ?? '', fm.source.lang),
        },
        rulings: body.rulings.length,
        headings: body.headings,
        html: body.html,
      };
      for (const rule of [...fm.rules, ...body.citedRules]) {
        const set = citations.get(rule) ?? new Set<Slug>();
        set.add(slug);
        citations.set(rule, set);
      }
      for (const id of body.terms) termPages.set(id, (termPages.get(id) ?? new Set<Slug>()).add(slug));
      if (ref.rules) {
        const missing = [...new Set([...fm.rules, ...body.citedRules])].filter((rule) => !ref.numbers.has(rule));
        if (missing.length) problems.push(`${shown}: rule numbers with no entry in content/rules.yaml: ${missing.join(', ')}`);
      }
      for (const [id, rules] of Object.entries(body.rulingRules)) {
        for (const rule of rules) {
          const list = (ruleRulings[rule] ??= []);
          if (!list.some((r) => r.id === id)) list.push({ slug, id });
        }
      }
    }

    // Ids are language-independent: the three files carry the same ids in the same order.
    const [first, ...others] = LANGUAGES.filter((lang) => parsedByLang[lang]);
    const reference = first ? parsedByLang[first] : undefined;
    if (!first || !reference) continue;
    for (const lang of others) {
      const other = parsedByLang[lang];
      if (!other) continue;
      const shown = shownPath(path.join(dir, `${lang}.md`));
      const checks: [string, string[], string[]][] = [
        ['heading ids', reference.body.headings.map((h) => h.id), other.body.headings.map((h) => h.id)],
        ['ruling ids', reference.body.rulings, other.body.rulings],
        ['note ids', reference.body.notes, other.body.notes],
        ['glossary terms', [...new Set(reference.body.terms)].sort(), [...new Set(other.body.terms)].sort()],
        ['front matter "kind"', [...reference.frontMatter.kind].sort(), [...other.frontMatter.kind].sort()],
        ['front matter "rules"', [...reference.frontMatter.rules].sort(), [...other.frontMatter.rules].sort()],
      ];
      for (const [what, expected, actual] of checks) {
        if (!sameList(expected, actual)) {
          problems.push(`${shown}: ${what} differ from ${first}.md: [${actual.join(', ')}] vs [${expected.join(', ')}]`);
        }
      }
      for (const field of ['file', 'title', 'lang'] as const) {
        if (other.frontMatter.source[field] !== reference.frontMatter.source[field]) problems.push(`${shown}: front matter "source.${field}" differs from ${first}.md`);
      }
    }
  }

  if (problems.length > 0) throw new ContentValidationError(problems);
  const rules: RuleCitations = [...citations.entries()]
    .sort(([a], [b]) => compareRules(a, b))
    .map(([rule, slugs]) => [rule, SLUGS.filter((s) => slugs.has(s))]);
  const rulingOrder = (r: { slug: Slug; id: string }) => SLUGS.indexOf(r.slug) * 10_000 + Number(r.id.replace(/^.*-r/, ''));
  for (const list of Object.values(ruleRulings)) list.sort((a, b) => rulingOrder(a) - rulingOrder(b));
  const rulesIndex = ref.rules as RulesFile;
  rulesIndex.rules.sort((a, b) => compareRules(a.number, b.number));
  return {
    pages,
    rules,
    files,
    glossary: ref.glossary as GlossaryFile,
    rulesIndex,
    terminology: ref.terminology as TerminologyFile,
    termPages: Object.fromEntries([...termPages].map(([id, slugs]) => [id, SLUGS.filter((s) => slugs.has(s))])),
    ruleRulings,
  };
}

/** 704.5s < 714 < 714.1 < 714.2 < 714.10 < 714.3a. */
export function compareRules(a: string, b: string): number {
  const parts = (rule: string) => rule.split(/[.]/).flatMap((p) => p.match(/\d+|[a-z]+/g) ?? []);
  const pa = parts(a);
  const pb = parts(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const x = pa[i];
    const y = pb[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const nx = Number(x);
    const ny = Number(y);
    const diff = Number.isNaN(nx) || Number.isNaN(ny) ? x.localeCompare(y) : nx - ny;
    if (diff !== 0) return diff;
  }
  return 0;
}
