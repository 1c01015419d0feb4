/**
 * The content format of docs/content.md as zod schemas. Build-time only: never import
 * this from code that runs in the browser.
 */
import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
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

/** "kind[0]", "source.lang": the way a writer would name the field. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || '(root)';
}
