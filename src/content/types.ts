import type { CardCatalog, Example } from '../engine/index.ts';
import type { Lang } from '../i18n/languages.ts';

/** The ten mechanics, in home-page order. Slugs are English and stable. */
export const SLUGS = [
  'alliance',
  'food',
  'class',
  'mutagen',
  'disappear',
  'sneak',
  'saga',
  'mutate',
  'scheme',
  'disguise',
] as const;
export type Slug = (typeof SLUGS)[number];

export function isSlug(value: unknown): value is Slug {
  return typeof value === 'string' && (SLUGS as readonly string[]).includes(value);
}

export const KINDS = [
  'keyword',
  'ability-word',
  'artifact-subtype',
  'enchantment-subtype',
  'predefined-token',
  'card-type',
  'game-concept',
] as const;
export type Kind = (typeof KINDS)[number];

/** What the home page and a page's head need to know about a mechanic, in one language. */
export interface MechanicSummary {
  slug: Slug;
  lang: Lang;
  title: string;
  kind: Kind[];
  set: string;
  summary: string;
  rulings: number;
}

export interface Heading {
  depth: 2 | 3;
  id: string;
  text: string;
}

/** A paragraph of a source excerpt: its language, and its text as parts in their own languages. */
export interface SourceParagraph {
  lang: Lang;
  parts: { lang: Lang; text: string }[];
}

/** One rule page as its build-time module exports it. */
export interface MechanicPage extends MechanicSummary {
  rules: string[];
  reminder?: string;
  /**
   * The source document: its file in the seeds, its title as a reader would cite it, its language,
   * and the excerpt (source.txt) as paragraphs, each in its own language, made of parts in their own
   * language (in source.txt a paragraph of another language starts with "[en] ", a passage inside
   * a paragraph is written "[[en: …]]").
   */
  source: { file: string; title: string; lang: Lang; text: string; paragraphs: SourceParagraph[] };
  headings: Heading[];
  /** Sanitized HTML of the Markdown body. */
  html: string;
}

/** Rule number → slugs of the pages citing it (front matter or inline :rule[]), sorted. */
export type RuleCitations = [rule: string, slugs: Slug[]][];

/** One glossary entry as the glossary page of one language needs it. */
export interface GlossaryEntry {
  id: string;
  /** The term in every language (the page shows the three side by side). */
  term: Record<Lang, string>;
  /** Languages whose term is not an official translation. */
  unofficial: Lang[];
  /** Other names seen in sources, per language. */
  aliases: Partial<Record<Lang, string[]>>;
  /** The governing rule, if any. */
  rule?: string;
  /** The definition, in the page's language only. */
  definition: string;
  /** The rule pages that mark the term. */
  pages: Slug[];
}

/** `virtual:archivist/glossary/<lang>`: entries sorted by their term in that language. */
export interface GlossaryModule {
  lang: Lang;
  entries: GlossaryEntry[];
}

/** One rule of the rules index, in one language. */
export interface RuleEntry {
  number: string;
  /** The project's own words, in the page's language. */
  explanation: string;
  /** The date of the Comprehensive Rules text it was checked against (YYYY-MM-DD). */
  checked: string;
  /** The rule pages citing it (front matter or text). */
  pages: Slug[];
  /** The rulings citing it with :rule[]. */
  rulings: { slug: Slug; id: string }[];
}

/** `virtual:archivist/rules/<lang>`: every rule number cited anywhere on the site. */
export interface RulesIndexModule {
  lang: Lang;
  /** The Comprehensive Rules version every entry was checked against (YYYY-MM-DD). */
  version: string;
  /** That date written out in the page's language (formatted at build time, so the prerender and the browser agree). */
  versionLabel: string;
  rules: RuleEntry[];
}

/** A ruling's "see it" step: the example and the step that shows it. */
export interface SeeIt {
  example: string;
  step: number;
}

/** A mechanic's worked examples, the cards they use and the rulings' "see it" steps: the board's data (`virtual:archivist/examples/<slug>`). */
export interface ExampleModule {
  examples: Example[];
  catalog: CardCatalog;
  /** ruling id → the step that shows it */
  seeIt: Record<string, SeeIt>;
}
