// The corpus of assembled sentences (docs/corpus/<lang>.txt, scripts/corpus/render.ts): what the
// code renders is what is committed, so every change of an assembled sentence shows in review;
// and no name lacks a form its template asks for.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { translator } from '../../scripts/corpus/i18n.ts';
import { renderCorpus } from '../../scripts/corpus/render.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';

const root = process.cwd();

describe.each(LANGUAGES)('docs/corpus/%s.txt', (lang) => {
  it('is what the code renders, and every form it asks for exists', { timeout: 120_000 }, async () => {
    const { t, missing } = await translator(root, lang);
    const rendered = renderCorpus(root, lang, t);
    expect(missing, 'forms the templates ask for and the names lack').toEqual([]);
    const file = path.join(root, 'docs', 'corpus', `${lang}.txt`);
    const committed = existsSync(file) ? readFileSync(file, 'utf8') : '';
    // a difference is a change of assembled text: regenerate, read the diff as sentences, commit
    const message = `docs/corpus/${lang}.txt differs from what the code renders: run \`npx tsx scripts/corpus/write.ts\` and review the change of sentences (git diff docs/corpus)`;
    if (committed !== rendered) {
      const a = committed.split('\n');
      const b = rendered.split('\n');
      const i = b.findIndex((line, n) => line !== a[n]);
      expect.fail(`${message}\n  first difference at line ${i + 1}:\n  committed: ${a[i] ?? '(end)'}\n  rendered:  ${b[i] ?? '(end)'}`);
    }
  });
});

// The second Russian review (2026-12-06) of today's sentences, held against the committed corpus
// (which the test above keeps equal to what the code renders).
describe('what the Russian corpus no longer says', () => {
  const ru = readFileSync(path.join(root, 'docs', 'corpus', 'ru.txt'), 'utf8').split('\n');
  const en = readFileSync(path.join(root, 'docs', 'corpus', 'en.txt'), 'utf8').split('\n');
  it.each([
    ['«затем остальные» for what may be one ability', /затем остальные/],
    ['the header\'s «игра окончена» in lower case beside «Ход 2 · Шаг …»', / · игра окончена/],
    ['a Class card by its title «Класс: …» in a zone\'s list or on the stack', /^\s+\| (Поле битвы|Стек|Рука|Кладбище|Изгнание): .*Класс: /],
    ['a library\'s count and its cards after two colons', /^\s+\| Библиотека: \d+ карт[а-я]*: /],
  ])('%s', (_, wrong) => {
    expect(ru.filter((line) => wrong.test(line))).toEqual([]);
  });
  it('the English header capitalises «The game is over» like its other parts', () => {
    expect(en.filter((line) => / · the game is over/.test(line))).toEqual([]);
  });
  it('a target keeps its owner where another player has a card of that name («targeting Ann\'s Sturdy Bear»)', () => {
    expect(en).toContain("2. Ann casts Vulpikeet for its mutate cost, targeting Ann's Sturdy Bear");
  });
});
