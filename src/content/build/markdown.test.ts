import { describe, expect, test } from 'vitest';
import { ContentError, renderBody } from './markdown.ts';

const render = (md: string, lang: 'en' | 'it' | 'ru' = 'it') => renderBody(md, { lang, slug: 'saga', noteLabel: 'Nota' });

describe('renderBody', () => {
  test('headings keep their explicit ids and are listed', () => {
    const out = render('## Come funziona {#overview}\n\nTesto.\n\n### Un dettaglio {#detail}\n');
    expect(out.html).toContain('<h2 id="overview">Come funziona</h2>');
    expect(out.html).toContain('<h3 id="detail">Un dettaglio</h3>');
    expect(out.headings).toEqual([
      { depth: 2, id: 'overview', text: 'Come funziona' },
      { depth: 3, id: 'detail', text: 'Un dettaglio' },
    ]);
  });

  test('rulings become a numbered list of items with ids and a link to themselves', () => {
    const out = render('## Chiarimenti {#rulings}\n\n:::ruling{#saga-r1}\nUno.\n:::\n\n:::ruling{#saga-r2}\nDue (:rule[714.2b]).\n:::\n');
    expect(out.rulings).toEqual(['saga-r1', 'saga-r2']);
    expect(out.html).toMatch(/<ol class="rulings" start="1">\s*<li id="saga-r1" class="ruling"><a href="#saga-r1" class="ruling-id">saga-r1<\/a>/);
    expect(out.html).toContain('<li id="saga-r2" class="ruling">');
    expect(out.html).toContain('<a href="/it/rules/#714.2b" class="rule-ref">714.2b</a>');
    expect(out.citedRules).toEqual(['714.2b']);
  });

  test('rulings separated by other content continue their numbering', () => {
    const out = render(':::ruling{#saga-r1}\nUno.\n:::\n\nIntermezzo.\n\n:::ruling{#saga-r2}\nDue.\n:::\n');
    expect(out.html).toContain('<ol class="rulings" start="2">');
  });

  test('notes and glossary terms', () => {
    const out = render(':::note{#saga-n1}\nLa fonte dice :term[segnalino sapienza]{#lore-counter}.\n:::\n', 'ru');
    expect(out.html).toContain('<aside id="saga-n1" class="note"><p class="note-label">Nota</p>');
    expect(out.html).toContain('<a href="/ru/glossary/#lore-counter" class="term">segnalino sapienza</a>');
    expect(out.notes).toEqual(['saga-n1']);
  });

  test('GFM tables and emphasis pass; mana symbols stay text', () => {
    const out = render('| a | b |\n|---|---|\n| {2}{W} | *x* |\n');
    expect(out.html).toContain('<table>');
    expect(out.html).toContain('{2}{W}');
    expect(out.html).toContain('<em>x</em>');
  });

  test.each([
    ['## Senza id\n', /heading "Senza id" has no id/],
    ['# Titolo {#t}\n', /"#" headings are not allowed/],
    ['## Bad {#Not_Kebab}\n', /not kebab-case/],
    ['<div>hi</div>\n', /raw HTML is not allowed/],
    ['Vedi :rules[714.4].\n', /unknown directive :rules/],
    [':::ruling\nSenza id.\n:::\n', /:::ruling without an id/],
    [':::ruling{#saga-r2}\nFuori ordine.\n:::\n', /should be "saga-r1"/],
    [':::note{#mutate-n1}\nAltro slug.\n:::\n', /should look like "saga-n1"/],
    [':rule[quattro]\n', /not a rule number/],
    ['## A {#a}\n\n## B {#a}\n', /id "a" is used twice/],
    ['![img](x.png)\n', /images are not allowed/],
  ])('rejects %j', (markdown, message) => {
    expect(() => render(markdown)).toThrow(message);
    try {
      render(markdown);
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      expect((error as ContentError).line).toBeGreaterThan(0);
    }
  });

  test('nothing unexpected survives sanitizing', () => {
    const out = render('[x](javascript:alert(1)) and [y](https://example.org)\n');
    expect(out.html).not.toContain('javascript:');
    expect(out.html).toContain('href="https://example.org"');
  });
});

describe('glossary terms with definitions', () => {
  const definitions: Record<string, string> = { 'lore-counter': 'Un segnalino <b>della</b> Saga.' };
  const withGlossary = (md: string) => renderBody(md, { lang: 'it', slug: 'saga', noteLabel: 'Nota', definition: (id) => definitions[id] });

  test('a term links to its glossary entry and carries its definition as a tooltip', () => {
    const out = withGlossary('Un :term[segnalino sapere]{#lore-counter} e un :term[altro]{#lore-counter}.\n');
    expect(out.html).toContain(
      '<span class="term-wrap"><a href="/it/glossary/#lore-counter" class="term" aria-describedby="term-tip-1">segnalino sapere</a><span id="term-tip-1" role="tooltip" class="term-tip">Un segnalino &#x3C;b>della&#x3C;/b> Saga.</span></span>',
    );
    expect(out.html).toContain('aria-describedby="term-tip-2"');
    expect(out.terms).toEqual(['lore-counter', 'lore-counter']);
  });

  test('a term missing from the glossary fails with its line', () => {
    expect(() => withGlossary('Testo.\n\nUn :term[x]{#no-such-term}.\n')).toThrow(expect.objectContaining({ line: 3, message: expect.stringContaining('"no-such-term" has no entry in content/glossary.yaml') }));
  });

  test('rulings record the rule numbers they cite', () => {
    const out = withGlossary(':::ruling{#saga-r1}\nUno (:rule[714.2b], :rule[704.5s]).\n:::\n');
    expect(out.rulingRules).toEqual({ 'saga-r1': ['714.2b', '704.5s'] });
  });
});
