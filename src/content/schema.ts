/**
 * The content format of docs/content.md as zod schemas. Build-time only: never import
 * this from code that runs in the browser.
 */
import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { isAppId } from './appIds.ts';
import { KINDS } from './types.ts';

/** A Comprehensive Rules number: "714", "714.1", "704.5s", "702.140a". */
export const RULE_NUMBER = /^\d{3}(\.\d+[a-z]?)?$/;
/** Ids of headings, rulings, notes and glossary terms: English kebab-case. */
export const KEBAB_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const frontMatterSchema = z.strictObject({
  title: z.string().trim().min(1),
  kind: z.array(z.enum(KINDS)).min(1),
  set: z.string().trim().min(1),
  rules: z.array(z.string().regex(RULE_NUMBER, 'expected a rule number such as "714" or "714.3b"')).min(1),
  summary: z.string().trim().min(1),
  reminder: z.string().trim().min(1).optional(),
  source: z.strictObject({
    file: z.string().trim().min(1),
    /** the document's own heading, as a reader would cite it (identical in the three languages) */
    title: z.string().trim().min(1),
    lang: z.enum(LANGUAGES),
  }),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;

/** A date written as YAML `2026-04-17` (a string under YAML 1.2; a Date if a 1.1 parser read it). */
const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date such as 2026-04-17'),
);
const ruleNumber = z.string().regex(RULE_NUMBER, 'expected a rule number such as "714" or "714.3b"');
const inEachLanguage = z.strictObject(Object.fromEntries(LANGUAGES.map((lang) => [lang, z.string().trim().min(1)])) as Record<(typeof LANGUAGES)[number], z.ZodString>);

/** content/glossary.yaml: one entry per game term the pages use (docs/content.md). */
export const glossarySchema = z.array(
  z.strictObject({
    id: z
      .string()
      .regex(KEBAB_ID, 'expected an English kebab-case id')
      .refine((id) => !isAppId(id), "is one of the site's own element ids (src/content/appIds.ts): choose another"),
    term: inEachLanguage,
    /** languages whose term is not an official translation */
    unofficial: z.array(z.enum(LANGUAGES)).optional(),
    /** other names seen in sources */
    aliases: z.partialRecord(z.enum(LANGUAGES), z.array(z.string().trim().min(1)).min(1)).optional(),
    /** the governing rule (an entry of content/rules.yaml) */
    rule: ruleNumber.optional(),
    definition: inEachLanguage,
  }),
);
export type GlossaryFile = z.infer<typeof glossarySchema>;

/** content/rules.yaml: every rule number cited anywhere on the site, explained in each language. */
export const rulesFileSchema = z.strictObject({
  version: isoDate,
  rules: z.array(
    z.strictObject({
      number: ruleNumber,
      checked: isoDate,
      explanation: inEachLanguage,
    }),
  ),
});
export type RulesFile = z.infer<typeof rulesFileSchema>;

/** "kind[0]", "source.lang": the way a writer would name the field. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || '(root)';
}

/**
 * A wrong variant of content/terminology.yaml: a plain string (matched case-sensitively as a whole
 * word) or "/regex/flags" (a Unicode regular expression).
 */
export function wrongVariantPattern(variant: string): RegExp {
  const regex = /^\/(.+)\/([a-z]*)$/s.exec(variant);
  if (regex) return new RegExp(regex[1] ?? '', [...new Set(`${regex[2] ?? ''}gu`)].join(''));
  const escaped = variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'gu');
}

const wrongVariant = z
  .string()
  .min(1)
  .refine(
    (variant) => {
      try {
        wrongVariantPattern(variant);
        return true;
      } catch {
        return false;
      }
    },
    { message: 'not a valid regular expression ("/…/flags")' },
  );

const terminologyCell = z.strictObject({
  term: z.string().trim().min(1),
  /** no official translation exists: the pages mark it at its first use (docs/content.md) */
  unofficial: z.boolean().optional(),
  /** variants that must not appear in text of this language */
  wrong: z.array(wrongVariant).optional(),
  note: z.string().trim().min(1).optional(),
});

/** content/terminology.yaml: one term per concept in every language (docs/terminology.md). */
export const terminologySchema = z.strictObject({
  /** Latin-script names allowed in Russian text (card, set and product names). */
  latinInRussian: z.array(z.string().trim().min(1)),
  /** texts that quote a source's wrong wording on purpose: where (a prefix of the location) and which concept */
  exceptions: z
    .array(z.strictObject({ in: z.string().trim().min(1), concept: z.string().regex(KEBAB_ID), why: z.string().trim().min(1) }))
    .optional(),
  /**
   * wordings a native review found wrong, one row each: the right wording (`term`) and the wrong
   * variants, in one language; `review` names the review item (e.g. "it GR1")
   */
  phrases: z
    .array(
      z.strictObject({
        id: z.string().regex(KEBAB_ID, 'expected an English kebab-case id'),
        lang: z.enum(LANGUAGES),
        term: z.string().trim().min(1),
        wrong: z.array(wrongVariant).min(1),
        review: z.string().trim().min(1).optional(),
        note: z.string().trim().min(1).optional(),
      }),
    )
    .optional(),
  /**
   * wrong variants still present in text another owner is rewriting: where (a prefix of the
   * location), which concept or phrase, who fixes it and why. The test reports them and fails on
   * one that no longer matches anything (remove it then).
   */
  pending: z
    .array(z.strictObject({ in: z.string().trim().min(1), concept: z.string().regex(KEBAB_ID), owner: z.string().trim().min(1), why: z.string().trim().min(1) }))
    .optional(),
  concepts: z.array(
    z.strictObject({
      id: z.string().regex(KEBAB_ID, 'expected an English kebab-case id'),
      /** the content/glossary.yaml entry this concept is */
      glossary: z.string().regex(KEBAB_ID, 'expected a glossary id').optional(),
      group: z.enum(['term', 'site', 'mechanic', 'set', 'card']).optional(),
      ...(Object.fromEntries(LANGUAGES.map((lang) => [lang, terminologyCell])) as Record<(typeof LANGUAGES)[number], typeof terminologyCell>),
    }),
  ),
});
export type TerminologyFile = z.infer<typeof terminologySchema>;
