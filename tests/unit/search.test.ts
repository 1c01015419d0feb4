/**
 * The search (issue 8): normalization shared by the index and the query, the build-time
 * index of each language, and the highlighting of matched words.
 */
import MiniSearch from 'minisearch';
import { describe, expect, test } from 'vitest';
import { loadContent } from '../../src/content/build/load.ts';
import { buildSearchIndex, htmlToText, readSearchSources, rulingsOf, searchDocuments } from '../../src/content/build/search.ts';
import { withCopyLinks, withPrintExamples } from '../../src/content/build/pageExtras.ts';
import { LANGUAGES, type Lang } from '../../src/i18n/languages.ts';
import { highlightPieces, snippet } from '../../src/search/highlight.ts';
import { indexOptions, normalize, processTerm, searchOptions, tokenize, type SearchDoc } from '../../src/search/options.ts';

const root = process.cwd();
const content = loadContent({ root });
const sources = readSearchSources(`${root}/content`, content.pages);
const indexes = Object.fromEntries(LANGUAGES.map((lang) => [lang, MiniSearch.loadJSON<SearchDoc>(buildSearchIndex(sources, lang), indexOptions)])) as Record<Lang, MiniSearch<SearchDoc>>;
const search = (lang: Lang, query: string) => indexes[lang].search(query, searchOptions);

describe('normalization', () => {
  test('lowercases and drops accents, the same way for the index and the query', () => {
    expect(normalize('Città')).toBe('citta');
    expect(normalize('MUTAZIONE')).toBe('mutazione');
    expect(normalize('perché')).toBe('perche');
    expect(processTerm('Évolution')).toBe('evolution');
  });

  test('Cyrillic й and ё lose their marks consistently, other letters stay', () => {
    expect(normalize('Мутация')).toBe('мутация');
    expect(normalize('ещё')).toBe(normalize('еще'));
    expect(normalize('зайти')).toBe(normalize('заити'));
    expect(normalize('Щит')).toBe('щит');
  });

  test('rule numbers stay whole; words split at punctuation', () => {
    expect(tokenize('See 714.2b and 704.5s, then 702.140a.')).toEqual(['See', '714.2b', 'and', '704.5s', 'then', '702.140a']);
    expect(tokenize("l'abilità «Mutazione»")).toEqual(['l', 'abilità', 'Mutazione']);
  });
});

describe('the build-time index', () => {
  test('holds mechanics, rulings, glossary terms, rule numbers and the site\'s own pages, with plain text', () => {
    const docs = searchDocuments(sources, 'en');
    const kinds = new Set(docs.map((d) => d.kind));
    expect([...kinds].sort()).toEqual(['mechanic', 'page', 'rule', 'ruling', 'term']);
    const ruling = docs.find((d) => d.id === 'ruling:saga-r1');
    expect(ruling?.url).toBe('/en/mechanics/saga/#saga-r1');
    expect(ruling?.text).not.toMatch(/[<>]|saga-r1/);
    expect(docs.filter((d) => d.kind === 'ruling')).toHaveLength(Object.values(content.pages.en).reduce((n, p) => n + p.rulings, 0));
    expect(new Set(docs.map((d) => d.id)).size).toBe(docs.length);
  });

  test.each(['Мутация', 'mutate', 'mutazione', 'MUTAZIONE', 'мутаци'])('"%s" finds Mutate first, in every language', (query) => {
    for (const lang of LANGUAGES) expect(search(lang, query)[0]?.id, `${lang}: ${query}`).toBe('mechanic:mutate');
  });

  test('tolerates a small typo and missing accents', () => {
    expect(search('en', 'sagga')[0]?.id).toBe('mechanic:saga');
    expect(search('it', 'mutaziome')[0]?.id).toBe('mechanic:mutate');
    expect(search('ru', 'мутацыя')[0]?.id).toBe('mechanic:mutate');
  });

  test.each([
    ['en', 'position'],
    ['it', 'posizione'],
    ['ru', 'позицию'],
  ] as const)('%s: "%s" finds the position editor', (lang, query) => {
    const hit = search(lang, query).find((r) => r.id === 'page:play');
    expect(hit?.url).toBe(`/${lang}/play/`);
  });

  test('finds a rule number and a ruling id', () => {
    expect(search('en', '714.4').map((r) => r.id)).toContain('rule:714.4');
    expect(search('it', 'saga-r4')[0]?.id).toBe('ruling:saga-r4');
  });

  test('rulings are found by their words, in the reader\'s language', () => {
    const hits = search('it', 'segnalino sapere').filter((r) => r.kind === 'ruling');
    expect(hits.length).toBeGreaterThan(0);
    expect(String(hits[0]?.url)).toMatch(/^\/it\/mechanics\/\w+\/#\w+-r\d+$/);
  });

  test('searching takes well under 50 ms', () => {
    const started = performance.now();
    for (const q of ['m', 'mu', 'mut', 'muta', 'mutat', 'mutate', 'lore counter', 'сага']) for (const lang of LANGUAGES) search(lang, q);
    expect((performance.now() - started) / 24).toBeLessThan(50);
  });
});

describe('helpers', () => {
  test('htmlToText and rulingsOf', () => {
    expect(htmlToText('<p>A &amp; B (<a href="/x">714.4</a>) &#x27;c&#39;</p>')).toBe("A & B (714.4) 'c'");
    const html = '<ol class="rulings" start="1"><li id="saga-r1" class="ruling"><a href="#saga-r1" class="ruling-id">saga-r1</a><p>One <ul><li>nested</li></ul></p></li><li id="saga-r2" class="ruling"><a href="#saga-r2" class="ruling-id">saga-r2</a><p>Two</p></li></ol>';
    expect(rulingsOf(html)).toEqual([
      { id: 'saga-r1', text: 'One nested' },
      { id: 'saga-r2', text: 'Two' },
    ]);
  });

  test('highlighting marks the matched words only, and a snippet keeps the first match', () => {
    expect(highlightPieces('La Mutazione muta', ['mutazione'])).toEqual([
      { text: 'La ', mark: false },
      { text: 'Mutazione', mark: true },
      { text: ' muta', mark: false },
    ]);
    const long = `${'word '.repeat(80)}target ${'tail '.repeat(40)}`;
    const cut = snippet(long, ['target']);
    expect(cut).toContain('target');
    expect(cut.startsWith('… ')).toBe(true);
    expect(cut.length).toBeLessThan(200);
  });

  test('copy-link buttons after headings and in rulings; print-only example captions', () => {
    const html = withCopyLinks('<h2 id="overview">How</h2><ol class="rulings" start="1"><li id="saga-r1" class="ruling"><a href="#saga-r1" class="ruling-id">saga-r1</a><p>x</p></li></ol>', { section: 'S', ruling: 'R' });
    expect(html).toContain('<h2 id="overview">How</h2><button type="button" class="copy-link copy-link-h2" data-copy-link="#overview" aria-label="S"');
    expect(html).toContain('saga-r1</a><button type="button" class="copy-link copy-link-ruling" data-copy-link="#saga-r1" aria-label="R"');
    const printed = withPrintExamples('<p>x</p>', [{ title: 'T <1>', steps: { '1': 'b', '0': 'a' } }], { heading: 'Examples' });
    expect(printed).toContain('<section class="print-examples"><h2>Examples</h2><h3>T &lt;1&gt;</h3><ol><li value="1">a</li><li value="2">b</li></ol></section>');
  });
});
