/**
 * Deliberately broken content (tests/fixtures/broken/, tests/fixtures/malformed/) makes the
 * loaders the build runs fail with a message naming the file and the field: bad front matter
 * (src/content/build/load.ts), an example with an illegal decision and a card with an unknown
 * ability (src/content/catalog.ts), a missing translation key (scripts/check-locales.ts).
 */
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { localeProblems } from '../../scripts/check-locales.ts';
import { ContentValidationError, loadContent } from '../../src/content/build/load.ts';
import { loadCatalog, loadExamples } from '../../src/content/catalog.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { writeFullContent } from '../fixtures/full-content.ts';

const root = process.cwd();
const fixture = (name: string) => path.join(root, 'tests', 'fixtures', name);
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'archivist-broken-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('bad front matter: the file and the field', () => {
  const content = path.join(dir, 'content');
  writeFullContent(content);
  copyFileSync(fixture('malformed/bad-kind.md'), path.join(content, 'mechanics', 'saga', 'ru.md'));
  let problems: string[] = [];
  try {
    loadContent({ root, contentDir: content });
  } catch (error) {
    if (!(error instanceof ContentValidationError)) throw error;
    problems = error.problems;
  }
  expect(problems.join('\n')).toMatch(/mechanics\/saga\/ru\.md: front matter "kind\[0\]": /);
});

test('an example with an illegal decision: the file and the decision', () => {
  cpSync(path.join(root, 'content', 'cards'), path.join(dir, 'content', 'cards'), { recursive: true });
  mkdirSync(path.join(dir, 'content', 'mechanics', 'saga', 'examples'), { recursive: true });
  copyFileSync(fixture('broken/saga-illegal-decision.json'), path.join(dir, 'content', 'mechanics', 'saga', 'examples', 'saga-illegal-decision.json'));
  const problems: string[] = [];
  const examples = loadExamples(dir, loadCatalog(dir, problems), {}, problems);
  expect(examples).toEqual([]);
  expect(problems).toEqual([expect.stringMatching(/^content\/mechanics\/saga\/examples\/saga-illegal-decision\.json: "decisions\[1\]": /)]);
});

test('a card with an unknown ability: the file and the field', () => {
  mkdirSync(path.join(dir, 'content', 'cards'), { recursive: true });
  copyFileSync(fixture('broken/card-unknown-ability.json'), path.join(dir, 'content', 'cards', 'card-unknown-ability.json'));
  const problems: string[] = [];
  const catalog = loadCatalog(dir, problems);
  expect(catalog).toEqual({});
  expect(problems.join('\n')).toMatch(/^content\/cards\/card-unknown-ability\.json: "abilities\[0\](\.kind)?": /m);
});

test('a missing translation key: the file and the key', () => {
  const locales = path.join(dir, 'locales');
  cpSync(path.join(root, 'locales'), locales, { recursive: true });
  expect(localeProblems(locales, LANGUAGES)).toEqual([]);
  unlinkSync(path.join(locales, 'it', 'common.json'));
  copyFileSync(fixture('broken/common-missing-key.json'), path.join(locales, 'it', 'common.json'));
  unlinkSync(path.join(locales, 'ru', 'board.json'));
  const problems = localeProblems(locales, LANGUAGES);
  expect(problems).toContain('locales/it/common.json: "home.heading": missing translation (en and ru have it)');
  expect(problems).toContain('locales/ru/board.json: missing (locales/en/board.json and locales/it/board.json exist)');
});

test('every language is compared with every other: a key or file English lacks, at any depth', () => {
  const locales = path.join(dir, 'locales');
  cpSync(path.join(root, 'locales'), locales, { recursive: true });
  const edit = (file: string, change: (data: Record<string, unknown>) => void) => {
    const data = JSON.parse(readFileSync(path.join(locales, file), 'utf8')) as Record<string, unknown>;
    change(data);
    writeFileSync(path.join(locales, file), JSON.stringify(data));
  };
  edit('en/common.json', (d) => delete d['notFound.title']);
  edit('en/examples/saga.json', (d) => delete (d['saga-lore-over-turns'] as { steps: Record<string, string> }).steps['3']);
  edit('it/common.json', (d) => (d['home.heading'] = ' '));
  edit('ru/common.json', (d) => (d['home.heading'] = 3));
  mkdirSync(path.join(locales, 'ru', 'extra'));
  writeFileSync(path.join(locales, 'ru', 'extra', 'only.json'), '{"a": "б"}');
  expect(localeProblems(locales, LANGUAGES).sort()).toEqual(
    [
      'locales/en/common.json: "notFound.title": missing translation (it and ru have it)',
      'locales/en/examples/saga.json: "saga-lore-over-turns.steps.3": missing translation (it and ru have it)',
      'locales/it/common.json: "home.heading": empty',
      'locales/ru/common.json: "home.heading": expected a string, got number',
      'locales/en/extra/only.json: missing (locales/ru/extra/only.json exists)',
      'locales/it/extra/only.json: missing (locales/ru/extra/only.json exists)',
    ].sort(),
  );
});
