import { expect, test } from 'vitest';
import { createHash } from 'node:crypto';
import { fillTemplate, splitHead } from '../../scripts/prerender.ts';
import { bootScript } from '../../src/boot/inline.ts';

const template = '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>';

test('hoisted head tags move from the rendered HTML into <head>', () => {
  const { head, body } = splitHead('<title>T</title><meta name="description" content="D"/><link rel="alternate" hrefLang="it" href="/it/"/><div>x</div>');
  expect(head).toBe('<title>T</title><meta name="description" content="D"/><link rel="alternate" hrefLang="it" href="/it/"/>');
  expect(body).toBe('<div>x</div>');
});

test('the page gets its language, head, body and hydration data as JSON, with "<" escaped', () => {
  const html = fillTemplate(template, { status: 200, lang: 'ru', html: '<title>T</title><p>$&</p>', hydrationData: '{"a":"</script>"}' });
  expect(html).toBe(
    '<!doctype html><html lang="ru"><head><title>T</title></head><body><div id="root"><p>$&</p></div><script type="application/json" id="router-data">{"a":"\\u003c/script>"}</script></body></html>',
  );
});

test('each page preloads its catalogue; its content chunk waits: the page hydrates from its own HTML', async () => {
  const { preloadsFor } = await import('../../scripts/prerender.ts');
  const manifest = {
    'locales/it/common.json': { file: 'assets/locale-it.js' },
    'virtual:archivist/page/it/saga': { file: 'assets/page-it-saga.js' },
    'virtual:archivist/index/it': { file: 'assets/index-it.js' },
  };
  expect(preloadsFor('/it/mechanics/saga/', manifest)).toEqual(['<link rel="modulepreload" crossorigin href="/assets/locale-it.js">']);
  expect(preloadsFor('/it/', manifest)).toEqual(['<link rel="modulepreload" crossorigin href="/assets/locale-it.js">']);
});

test("the position editor's page preloads its own words too; the dialogs' words wait for a dialog", async () => {
  const { preloadsFor } = await import('../../scripts/prerender.ts');
  const manifest = {
    'locales/ru/common.json': { file: 'assets/locale-ru.js' },
    'locales/ru/play.json': { file: 'assets/locale-ru-play.js' },
    'locales/ru/dialogs.json': { file: 'assets/locale-ru-dialogs.js' },
  };
  expect(preloadsFor('/ru/play/', manifest)).toEqual(['<link rel="modulepreload" crossorigin href="/assets/locale-ru.js">', '<link rel="modulepreload" crossorigin href="/assets/locale-ru-play.js">']);
  expect(preloadsFor('/ru/glossary/', manifest)).toEqual(['<link rel="modulepreload" crossorigin href="/assets/locale-ru.js">']);
});

test("the position editor's page preloads the editor: its code, the card pool and the words it reads, with the page's (issue 28)", async () => {
  const { preloadsFor } = await import('../../scripts/prerender.ts');
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true },
    'locales/it/common.json': { file: 'assets/locale-it.js' },
    'locales/it/play.json': { file: 'assets/locale-it-play.js' },
    'locales/it/board.json': { file: 'assets/locale-it-board.js' },
    'locales/it/editor.json': { file: 'assets/locale-it-editor.js' },
    'locales/en/editor.json': { file: 'assets/locale-en-editor.js' },
    'locales/it/dialogs.json': { file: 'assets/locale-it-dialogs.js' },
    'src/routes/Play.tsx': { file: 'assets/Play.js', imports: ['index.html'] },
    'src/i18n/catalogues.ts': { file: 'assets/catalogues.js', imports: ['index.html'] },
    'virtual:archivist/cards': { file: 'assets/cards.js' },
    'src/editor/Editor.tsx': { file: 'assets/Editor.js', imports: ['index.html', '_board.js', 'src/routes/Play.tsx'] },
    '_board.js': { file: 'assets/board.js', imports: ['index.html'] },
  };
  const links = (...files: string[]) => files.map((f) => `<link rel="modulepreload" crossorigin href="/assets/${f}">`);
  expect(preloadsFor('/it/play/', manifest)).toEqual(links('locale-it.js', 'locale-it-play.js', 'Play.js', 'locale-it-board.js', 'locale-it-editor.js', 'catalogues.js', 'cards.js', 'Editor.js', 'board.js'));
  // no other page preloads the editor
  expect(preloadsFor('/it/mechanics/saga/', manifest)).toEqual(links('locale-it.js'));
});

test("a page whose route loads its code (Practice's, the embeds') preloads it and the chunks it imports, not the entry", async () => {
  const { preloadsFor } = await import('../../scripts/prerender.ts');
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true },
    'locales/en/common.json': { file: 'assets/locale-en.js' },
    'locales/en/practice.json': { file: 'assets/locale-en-practice.js' },
    'locales/en/embed.json': { file: 'assets/locale-en-embed.js' },
    'src/practice/ui/pages.ts': { file: 'assets/pages.js', imports: ['index.html', '_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime.js', imports: ['index.html'] },
    'src/routes/Embed.tsx': { file: 'assets/Embed.js', imports: ['index.html'] },
  };
  const links = (...files: string[]) => files.map((f) => `<link rel="modulepreload" crossorigin href="/assets/${f}">`);
  expect(preloadsFor('/en/practice/', manifest)).toEqual(links('locale-en.js', 'locale-en-practice.js', 'pages.js', 'runtime.js'));
  expect(preloadsFor('/en/practice/saga-1/', manifest)).toEqual(links('locale-en.js', 'locale-en-practice.js', 'pages.js', 'runtime.js'));
  expect(preloadsFor('/en/embed/saga/', manifest)).toEqual(links('locale-en.js', 'locale-en-embed.js', 'Embed.js'));
  expect(preloadsFor('/en/mechanics/saga/', manifest)).toEqual(links('locale-en.js'));
});

test('the CSP allows the inline boot script by its hash, and no other inline script', () => {
  const code = bootScript();
  expect(code).toContain("'archivist.theme'");
  expect(code).not.toMatch(/\/\*/);
  const withBoot = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><script>' + code + '</script><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>';
  const html = fillTemplate(withBoot, { status: 200, lang: 'en', html: '<p>x</p>', hydrationData: null });
  const hash = createHash('sha256').update(code).digest('base64');
  expect(/script-src ([^;"]*)/.exec(html)?.[1]).toBe(`'self' 'sha256-${hash}'`);
  expect(html).not.toMatch(/unsafe-inline/);
  // the policy comes before the script it allows
  expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script>'));
});

test('the app scripts wait in a <template> at the end of <body>, preloads first, for the boot script to start them after the first paint', async () => {
  const { deferScripts } = await import('../../scripts/prerender.ts');
  const html = deferScripts(
    '<html><head><meta charset="UTF-8" /><script>boot()</script>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react.js"><link rel="modulepreload" crossorigin href="/assets/locale.js"></head><body><p>text</p></body></html>',
  );
  expect(html).toBe(
    '<html><head><meta charset="UTF-8" /><script>boot()</script>\n    </head><body><p>text</p><template id="app-scripts"><link rel="modulepreload" crossorigin href="/assets/react.js"><link rel="modulepreload" crossorigin href="/assets/locale.js"><script type="module" crossorigin src="/assets/index.js"></script></template>\n  </body></html>',
  );
});
