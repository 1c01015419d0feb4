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
