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

/** One rule page as its build-time module exports it. */
export interface MechanicPage extends MechanicSummary {
  rules: string[];
  reminder?: string;
  source: { file: string; lang: Lang; text: string };
  headings: Heading[];
  /** Sanitized HTML of the Markdown body. */
  html: string;
}

/** Rule number → slugs of the pages citing it (front matter or inline :rule[]), sorted. */
export type RuleCitations = [rule: string, slugs: Slug[]][];
