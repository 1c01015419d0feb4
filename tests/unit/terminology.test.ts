/**
 * The terminology check (src/content/build/terminology.ts, content/terminology.yaml): no page,
 * glossary entry, rules explanation, card text, caption, narration or UI string uses a wrong variant
 * of a term, a raw player id or (in Russian) an English word outside the allowed names; and the
 * mark of an unofficial term (docs/content.md) is given by the glossary, once per page.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { loadContent } from '../../src/content/build/load.ts';
import { renderBody } from '../../src/content/build/markdown.ts';
import { pendingReport, shownTexts, terminologyChecker, terminologyProblems } from '../../src/content/build/terminology.ts';
import { terminologySchema, type TerminologyFile } from '../../src/content/schema.ts';
import { SLUGS } from '../../src/content/types.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { fixtureTerminology } from '../fixtures/full-content.ts';

const root = process.cwd();
const content = loadContent({ root });
const terminology = content.terminology;

describe('the site', () => {
  test('uses no wrong variant, no raw player id and no stray English in Russian', () => {
    expect(terminologyProblems(root, terminology)).toEqual([]);
  });

  test('the scan reaches pages, glossary, rules index, cards, captions, narration and UI', () => {
    const where = shownTexts(root).map((t) => t.where);
    for (const expected of [
      'content/mechanics/saga/it.md line',
      'content/mechanics/saga/ru.md "summary"',
      'content/glossary.yaml lore-counter definition',
      'content/rules.yaml 714.3c',
      'locales/it/cards.json "card.vulpikeet.text"',
      'locales/it/examples/scheme.json "scheme-ongoing-siege.steps.3"',
      'locales/it/engine.json',
      'locales/ru/board.json "action.turnFaceUp"',
      'locales/en/common.json "mechanic.board"',
    ]) {
      expect(where.some((w) => w.startsWith(expected)), expected).toBe(true);
    }
  });

  test('every concept marked unofficial is a glossary entry marked unofficial in that language', () => {
    const glossary = new Map(content.glossary.map((e) => [e.id, e]));
    const problems: string[] = [];
    for (const concept of terminology.concepts) {
      for (const lang of LANGUAGES) {
        if (!concept[lang].unofficial) continue;
        const entry = concept.glossary ? glossary.get(concept.glossary) : undefined;
        if (!entry?.unofficial?.includes(lang)) problems.push(`${concept.id} (${lang})`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('every mark of an unofficial term on a page names a glossary entry unofficial in that language, once', () => {
    const glossary = new Map(content.glossary.map((e) => [e.id, e]));
    const problems: string[] = [];
    let marks = 0;
    for (const lang of LANGUAGES) {
      for (const slug of SLUGS) {
        const html = content.pages[lang][slug].html;
        const ids = [...html.matchAll(/href="[^"]*\/glossary\/?#([a-z0-9-]+)"[^>]*>(?:(?!<\/a>).)*<\/a><span class="term-unofficial">/gs)].map((m) => m[1] ?? '');
        marks += ids.length;
        for (const id of ids) if (!glossary.get(id)?.unofficial?.includes(lang)) problems.push(`${lang}/${slug}: ${id}`);
        if (new Set(ids).size !== ids.length) problems.push(`${lang}/${slug}: a term marked twice`);
        const used = new Set(content.termPages ? Object.entries(content.termPages).filter(([, slugs]) => slugs.includes(slug)).map(([id]) => id) : []);
        for (const id of used) if (glossary.get(id)?.unofficial?.includes(lang) && !ids.includes(id)) problems.push(`${lang}/${slug}: ${id} is not marked`);
      }
    }
    expect(problems).toEqual([]);
    expect(marks).toBeGreaterThan(0);
  });

  test('the glossary covers the face-down mechanics the Disguise page names', () => {
    for (const id of ['cloak', 'morph', 'manifest']) expect(content.termPages[id]).toContain('disguise');
  });

  test('every source is named by its title, never its file; the Disguise source marks its English passages', () => {
    for (const lang of LANGUAGES) {
      for (const slug of SLUGS) {
        const { source } = content.pages[lang][slug];
        expect(source.title, `${lang}/${slug}`).not.toMatch(/\.txt$|^\d{3}_/);
        expect(source.title).not.toBe(source.file);
      }
    }
    const disguise = content.pages.it.disguise.source;
    const english = disguise.paragraphs.flatMap((p) => p.parts).filter((part) => part.lang === 'en');
    expect(english.length).toBeGreaterThanOrEqual(5);
    for (const part of disguise.paragraphs.flatMap((p) => p.parts).filter((x) => x.lang === 'it')) expect(part.text).not.toMatch(/\b(the|you|and)\b/);
  });

  test('no page writes an unofficial mark by hand (the pipeline marks it)', () => {
    const handWritten = /\((?:unofficial|non ufficiale|неофициальн\p{L}*)(?: \p{L}+)?\)/giu;
    const found = shownTexts(root)
      .filter((t) => t.where.startsWith('content/mechanics/'))
      .flatMap((t) => [...t.text.matchAll(handWritten)].map((m) => `${t.where}: ${m[0]}`));
    expect(found).toEqual([]);
  });
});

describe('the checker', () => {
  const fixture = terminologySchema.parse(parse(fixtureTerminology)) as TerminologyFile;
  const checker = terminologyChecker(fixture);

  test('finds a wrong variant in its language only, as a whole word', () => {
    expect(checker.check('La Saga riceve un segnalino sapienza.', 'it')).toEqual(['"segnalino sapienza" is a wrong variant of "segnalino sapere" (lore-counter)']);
    expect(checker.check('segnalino sapienza', 'en')).toEqual([]);
    expect(checker.check('segnalino sapienzale', 'it')).toEqual([]);
  });

  test('finds a raw player id, not a word or a key containing one', () => {
    expect(checker.check('You attack p2 with the Bear.', 'en')).toEqual(['raw player id "p2"']);
    expect(checker.check('Attacchi Bruno con l’Orso; la mappa 2p1 e player.p1 restano.', 'it')).toEqual([]);
  });

  test('finds English in Russian, except the allowed names', () => {
    expect(checker.check('Сага получает lore counter.', 'ru')).toEqual(['Latin word "lore" in Russian text', 'Latin word "counter" in Russian text']);
    expect(checker.check('Archivist: глава III, X урона.', 'ru')).toEqual([]);
  });

  test('regular expressions and exceptions', () => {
    const custom = terminologySchema.parse({
      latinInRussian: [],
      exceptions: [{ in: 'a.md line 3', concept: 'ruling', why: 'quotes the source' }],
      concepts: [{ id: 'ruling', en: { term: 'ruling' }, it: { term: 'nota di regolamento', wrong: ['/chiariment[oi]/iu'] }, ru: { term: 'разъяснение' } }],
    });
    const check = terminologyChecker(custom).check;
    expect(check('Due Chiarimenti', 'it', 'a.md line 4')).toHaveLength(1);
    expect(check('Due Chiarimenti', 'it', 'a.md line 3')).toEqual([]);
    expect(check('Due Chiarimenti', 'it', 'a.md line 30')).toHaveLength(1);
  });

  test('an invalid regular expression fails validation', () => {
    const bad = terminologySchema.safeParse({ latinInRussian: [], concepts: [{ id: 'x', en: { term: 'x', wrong: ['/(/'] }, it: { term: 'x' }, ru: { term: 'x' } }] });
    expect(bad.success).toBe(false);
  });
});

describe('a planted wrong variant', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'archivist-terms-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A small tree: one Italian page, one Italian caption file, one Russian catalogue. */
  function plant(page: string, caption: string, russian: Record<string, string>): void {
    mkdirSync(path.join(dir, 'content', 'mechanics', 'saga'), { recursive: true });
    writeFileSync(path.join(dir, 'content', 'mechanics', 'saga', 'it.md'), `---\ntitle: Saga\n---\n\n${page}\n`);
    mkdirSync(path.join(dir, 'locales', 'it', 'examples'), { recursive: true });
    writeFileSync(path.join(dir, 'locales', 'it', 'examples', 'scheme.json'), JSON.stringify({ ex: { steps: { '3': caption } } }));
    mkdirSync(path.join(dir, 'locales', 'ru'), { recursive: true });
    writeFileSync(path.join(dir, 'locales', 'ru', 'common.json'), JSON.stringify(russian));
  }

  test('the same tree, written right, passes', () => {
    plant('La Saga riceve un :term[segnalino sapere]{#lore-counter}.', 'Attacchi Bruno con l’Orso; sei l’archenemy.', { 'rules.checked': 'Сверено с Полными правилами.', 'type.planeswalker': 'Мироходец' });
    expect(terminologyProblems(dir, terminology)).toEqual([]);
  });

  test('fails the scan, naming the file and the place', () => {
    plant('La Saga riceve un segnalino sapienza.', 'Attacchi p2 con l’Orso, Arcinemico.', { 'rules.checked': 'Сверено с Комплексными правилами.', 'type.planeswalker': 'Planeswalker' });
    expect(terminologyProblems(dir, terminology)).toEqual([
      'content/mechanics/saga/it.md line 5: "segnalino sapienza" is a wrong variant of "segnalino sapere" (lore-counter)',
      'locales/it/examples/scheme.json "ex.steps.3": "Arcinemico" is a wrong variant of "archenemy" (archenemy)',
      'locales/it/examples/scheme.json "ex.steps.3": raw player id "p2"',
      'locales/ru/common.json "rules.checked": "Комплексными правилами" is a wrong variant of "Полные правила" (comprehensive-rules)',
      'locales/ru/common.json "type.planeswalker": Latin word "Planeswalker" in Russian text',
    ]);
  });
});

describe('the mark of an unofficial term', () => {
  test('comes once, at the first use on the page, with the glossary link', () => {
    const { html, unofficial } = renderBody(':term[Скрытность]{#sneak} и снова :term[Скрытность]{#sneak}, :term[стек]{#stack}.', {
      lang: 'ru',
      slug: 'sneak',
      noteLabel: 'Примечание',
      unofficialLabel: 'неофициальный',
      unofficialHint: 'это не официальный перевод',
      definition: () => 'определение',
      unofficial: (id) => id === 'sneak',
    });
    expect(unofficial).toEqual(['sneak']);
    expect(html.match(/class="term-unofficial"/g)).toHaveLength(1);
    expect(html).toMatch(/<a href="\/ru\/glossary\/?#sneak"[^>]*>Скрытность<\/a><span class="term-unofficial">неофициальный<span class="sr-only"> \(это не официальный перевод\)<\/span><\/span>/);
  });
});

describe('wording left to another owner (pending)', () => {
  const report = pendingReport(root, terminology);

  test('every pending row still holds back the wrong variant it names (else remove the row)', () => {
    if (report.length > 0) {
      console.info(`Terminology pending (${report.length}), left to their owners:\n${report.map((r) => `  [${r.owner}] ${r.in}: ${r.concept} (${r.why}): ${r.problems.length} hit(s)`).join('\n')}`);
    }
    expect(report.filter((r) => r.problems.length === 0).map((r) => `${r.in} ${r.concept}`)).toEqual([]);
  });

  test('a pending row hides the variant only at its place', () => {
    const custom = terminologySchema.parse({
      latinInRussian: [],
      phrases: [{ id: 'it-stappare', lang: 'it', term: 'STAPpare', wrong: ['/(?<!\\p{L})[Ss]tapp\\p{L}*/u'] }],
      pending: [{ in: 'a.json "k"', concept: 'it-stappare', owner: 'grammar', why: 'inserts a name' }],
      concepts: [],
    });
    const check = terminologyChecker(custom).check;
    expect(check('Hanno stappato.', 'it', 'a.json "k"')).toEqual([]);
    expect(check('Hanno stappato.', 'it', 'a.json "k2"')).toEqual(['"stappato" is a wrong variant of "STAPpare" (it-stappare)']);
    expect(check('Hanno STAPpato.', 'it', 'b.json "k"')).toEqual([]);
  });
});
