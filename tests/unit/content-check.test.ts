/**
 * The content check: the real content/ tree is complete and valid (all ten mechanics, in
 * en, it and ru, with their source excerpts). The build runs the same validation; the tests
 * below spell out what it guarantees, so a change to the loader cannot drop a check silently.
 * The language checks (no untranslated text) are in content-language.test.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ContentValidationError, loadContent, type LoadedContent } from '../../src/content/build/load.ts';
import { SLUGS } from '../../src/content/types.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';

const ROOT = process.cwd();
/** The Comprehensive Rules text every rules index entry was checked against by hand. */
const RULES_VERSION = '2026-04-17';

let content: LoadedContent | undefined;
const get = () => (content ??= loadContent({ root: ROOT }));

// loading renders every page: give it time on a busy machine
test('content/ is complete and valid', { timeout: 60_000 }, () => {
  try {
    get();
  } catch (error) {
    if (error instanceof ContentValidationError) expect.fail(error.message);
    throw error;
  }
});

describe('the loaded content', { timeout: 60_000 }, () => {
  const markdown = (slug: string, lang: string) => readFileSync(path.join(ROOT, 'content', 'mechanics', slug, `${lang}.md`), 'utf8');

  test('all ten mechanics have all three languages with complete front matter', () => {
    for (const lang of LANGUAGES) {
      expect(Object.keys(get().pages[lang]).sort()).toEqual([...SLUGS].sort());
      for (const slug of SLUGS) {
        const page = get().pages[lang][slug];
        for (const field of ['title', 'set', 'summary'] as const) expect(page[field].trim(), `${slug}/${lang}.md ${field}`).not.toBe('');
        expect(page.kind.length, `${slug}/${lang}.md kind`).toBeGreaterThan(0);
        expect(page.rules.length, `${slug}/${lang}.md rules`).toBeGreaterThan(0);
        expect(page.source.text, `${slug}/source.txt`).not.toBe('');
      }
    }
  });

  test('ruling ids and heading ids are the same, in the same order, in the three languages', () => {
    const rulingIds = (html: string) => [...html.matchAll(/<li id="([a-z]+-r\d+)" class="ruling">/g)].map((m) => m[1]);
    for (const slug of SLUGS) {
      const [first, ...others] = LANGUAGES.map((lang) => get().pages[lang][slug]);
      expect(rulingIds(first!.html).length, `${slug}: rulings`).toBe(first!.rulings);
      for (const other of others) {
        expect(rulingIds(other.html), `${slug}/${other.lang}.md ruling ids`).toEqual(rulingIds(first!.html));
        expect(other.headings.map((h) => h.id), `${slug}/${other.lang}.md heading ids`).toEqual(first!.headings.map((h) => h.id));
      }
    }
  });

  test('every rule number cited on any page has an entry in content/rules.yaml', () => {
    const numbers = new Set(get().rulesIndex.rules.map((r) => r.number));
    const missing: string[] = [];
    for (const slug of SLUGS) {
      for (const lang of LANGUAGES) {
        const text = markdown(slug, lang);
        const cited = [...text.matchAll(/:rule\[([^\]]*)\]/g)].map((m) => m[1]!.trim());
        for (const rule of [...cited, ...get().pages[lang][slug].rules]) if (!numbers.has(rule)) missing.push(`${slug}/${lang}.md: ${rule}`);
      }
    }
    for (const [rule] of get().rules) if (!numbers.has(rule)) missing.push(`cited ${rule}`);
    expect(missing).toEqual([]);
  });

  test(`every rules index entry was checked against the Comprehensive Rules of ${RULES_VERSION}`, () => {
    expect(get().rulesIndex.version).toBe(RULES_VERSION);
    expect(get().rulesIndex.rules.filter((r) => r.checked !== RULES_VERSION).map((r) => `${r.number}: checked ${r.checked}`)).toEqual([]);
  });

  test('every :term[…]{#id} names a glossary entry, and every glossary rule reference has an index entry', () => {
    const ids = new Set(get().glossary.map((e) => e.id));
    const numbers = new Set(get().rulesIndex.rules.map((r) => r.number));
    const missing: string[] = [];
    for (const slug of SLUGS) {
      for (const lang of LANGUAGES) {
        for (const m of markdown(slug, lang).matchAll(/:term\[[^\]]*\]\{#([^}\s]+)\}/g)) if (!ids.has(m[1]!)) missing.push(`${slug}/${lang}.md: term ${m[1]}`);
      }
    }
    for (const entry of get().glossary) {
      if (entry.rule && !numbers.has(entry.rule)) missing.push(`glossary ${entry.id}: rule ${entry.rule}`);
      // the glossary page links the numbers a definition cites in parentheses
      for (const lang of LANGUAGES) {
        for (const m of entry.definition[lang].matchAll(/\b(\d{3}(?:\.\d+[a-z]?)?)\b(?=[^()]*\))/g)) {
          if (!numbers.has(m[1]!)) missing.push(`glossary ${entry.id} (${lang}): cites ${m[1]}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
