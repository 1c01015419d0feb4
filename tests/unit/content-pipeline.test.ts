import { copyFileSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { compareRules, ContentValidationError, loadContent, sourceParagraphs, sourcePlainText } from '../../src/content/build/load.ts';
import { SLUGS } from '../../src/content/types.ts';
import { fixturePage, writeFullContent } from '../fixtures/full-content.ts';

const root = process.cwd();
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'archivist-content-'));
  writeFullContent(dir);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function problems(): string[] {
  try {
    loadContent({ root, contentDir: dir });
  } catch (error) {
    if (error instanceof ContentValidationError) return error.problems;
    throw error;
  }
  return [];
}

const shown = (slug: string, file: string) => `${path.relative(root, path.join(dir, 'mechanics', slug, file))}`;
const useFixture = (name: string, slug = 'saga', lang = 'it') =>
  copyFileSync(path.join(root, 'tests/fixtures/malformed', name), path.join(dir, 'mechanics', slug, `${lang}.md`));

describe('loadContent', () => {
  test('a complete tree yields all ten mechanics in three languages', () => {
    const content = loadContent({ root, contentDir: dir });
    for (const lang of ['en', 'it', 'ru'] as const) {
      expect(Object.keys(content.pages[lang])).toEqual([...SLUGS]);
    }
    const saga = content.pages.it.saga;
    expect(saga.rulings).toBe(2);
    expect(saga.source).toMatchObject({ file: '000_fixture.txt', lang: 'it' });
    expect(saga.source.text).toContain('Testo originale di saga');
    expect(content.rules.map(([rule]) => rule)).toEqual(['702.1', '714.3b']);
    expect(content.rules[0]?.[1]).toEqual([...SLUGS]);
  });

  test('a wrong kind names the file and the field', () => {
    useFixture('bad-kind.md');
    expect(problems()).toEqual([expect.stringMatching(new RegExp(`^${shown('saga', 'it.md')}: front matter "kind\\[0\\]": .*enchantment-subtype`))]);
  });

  test('a missing field, an unknown field and a bad rule number are each reported', () => {
    useFixture('missing-summary-extra-key.md');
    const found = problems().join('\n');
    expect(found).toContain(`${shown('saga', 'it.md')}: front matter "summary":`);
    expect(found).toContain(`${shown('saga', 'it.md')}: front matter "summery":`);
    expect(found).toContain(`${shown('saga', 'it.md')}: front matter "rules[1]": expected a rule number`);
  });

  test.each([
    ['bad-yaml.md', /front matter is not valid YAML/],
    ['heading-without-id.md', /line 17: heading "Rulings" has no id/],
    ['unknown-directive.md', /line 15: unknown directive :rules/],
    ['ruling-out-of-order.md', /line 23: ruling id "saga-r3" should be "saga-r2"/],
    ['raw-html.md', /line 15: raw HTML is not allowed/],
  ])('%s fails with a message naming the file', (fixture, message) => {
    useFixture(fixture);
    const found = problems();
    expect(found.some((p) => p.startsWith(`${shown('saga', 'it.md')}: `) && message.test(p)), found.join('\n')).toBe(true);
  });

  test('a missing page or source excerpt is reported by name', () => {
    unlinkSync(path.join(dir, 'mechanics', 'food', 'ru.md'));
    unlinkSync(path.join(dir, 'mechanics', 'class', 'source.txt'));
    expect(problems()).toEqual(
      expect.arrayContaining([`${shown('food', 'ru.md')}: missing`, expect.stringContaining(`${shown('class', 'source.txt')}: missing`)]),
    );
  });

  test('ids must match across languages', () => {
    const page = fixturePage('saga', 'ru').replace(':::note{#saga-n1}', ':::note{#saga-n2}');
    writeFileSync(path.join(dir, 'mechanics', 'saga', 'ru.md'), page);
    expect(problems()).toEqual([`${shown('saga', 'ru.md')}: note ids differ from en.md: [saga-n2] vs [saga-n1]`]);
  });
});

test('rule numbers sort as the Comprehensive Rules do', () => {
  expect(['714.10', '714.3a', '704.5s', '714', '714.2', '100.1'].sort(compareRules)).toEqual(['100.1', '704.5s', '714', '714.2', '714.3a', '714.10']);
});

describe('source excerpts', () => {
  test('paragraphs keep the document language unless marked, passages carry their own', () => {
    const text = 'Un paragrafo italiano.\n\n[en] An English ruling.\n\nItaliano [[en: (an English aside)]] e ancora italiano.';
    const paragraphs = sourceParagraphs(text, 'it');
    expect(paragraphs).toEqual([
      { lang: 'it', parts: [{ lang: 'it', text: 'Un paragrafo italiano.' }] },
      { lang: 'en', parts: [{ lang: 'en', text: 'An English ruling.' }] },
      {
        lang: 'it',
        parts: [
          { lang: 'it', text: 'Italiano ' },
          { lang: 'en', text: '(an English aside)' },
          { lang: 'it', text: ' e ancora italiano.' },
        ],
      },
    ]);
    expect(sourcePlainText(paragraphs)).toBe('Un paragrafo italiano.\n\nAn English ruling.\n\nItaliano (an English aside) e ancora italiano.');
  });

  test('the source title is required and must be the same in the three languages', () => {
    const file = path.join(dir, 'mechanics', 'saga', 'ru.md');
    writeFileSync(file, fixturePage('saga', 'ru').replace('title: Documento di prova', 'title: Другой документ'));
    expect(problems()).toContainEqual(expect.stringMatching(/saga\/ru\.md: front matter "source\.title" differs from en\.md/));
    writeFileSync(file, fixturePage('saga', 'ru').replace('  title: Documento di prova\n', ''));
    expect(problems()).toContainEqual(expect.stringMatching(/saga\/ru\.md: front matter "source\.title": /));
  });
});

describe('glossary and rules index', () => {
  const shownData = (file: string) => path.relative(root, path.join(dir, file));

  test('both load, sorted, with the pages and rulings that use them', () => {
    const content = loadContent({ root, contentDir: dir });
    expect(content.glossary.map((e) => e.id)).toEqual(['lore-counter']);
    expect(content.rulesIndex.rules.map((r) => r.number)).toEqual(['702.1', '714.3b']);
    expect(content.termPages['lore-counter']).toEqual([...SLUGS]);
    expect(content.ruleRulings['702.1']).toContainEqual({ slug: 'saga', id: 'saga-r1' });
    expect(content.pages.en.saga.html).toContain('role="tooltip" class="term-tip">The counter a Saga uses to track its chapters.</span>');
  });

  test('a glossary field error names the file and the field', () => {
    writeFileSync(path.join(dir, 'glossary.yaml'), '- id: lore-counter\n  term: { en: "lore counter", it: "segnalino sapere" }\n  definition: { en: a, it: b, ru: c }\n');
    expect(problems()).toContainEqual(expect.stringMatching(new RegExp(`^${shownData('glossary.yaml')}: "\\[0\\]\\.term\\.ru": `)));
  });

  test('a term id missing from the glossary fails the page that uses it', () => {
    writeFileSync(path.join(dir, 'glossary.yaml'), '[]\n');
    expect(problems()).toContainEqual(expect.stringMatching(new RegExp(`^${shown('saga', 'it.md')}: line \\d+: .*"lore-counter" has no entry in content/glossary.yaml`)));
  });

  test('a cited rule missing from the rules index fails the page, and a bad date names the field', () => {
    writeFileSync(path.join(dir, 'rules.yaml'), 'version: 2026-04-17\nrules:\n  - number: "714.3b"\n    checked: April\n    explanation: { en: a, it: b, ru: c }\n');
    const found = problems();
    expect(found).toContainEqual(expect.stringMatching(new RegExp(`^${shownData('rules.yaml')}: "rules\\[0\\]\\.checked": expected a date`)));
    writeFileSync(path.join(dir, 'rules.yaml'), 'version: 2026-04-17\nrules:\n  - number: "714.3b"\n    checked: 2026-04-17\n    explanation: { en: a, it: b, ru: c }\n');
    expect(problems()).toContainEqual(`${shown('saga', 'it.md')}: rule numbers with no entry in content/rules.yaml: 702.1`);
  });
});
