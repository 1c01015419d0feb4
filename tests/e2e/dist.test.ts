import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { SLUGS } from '../../src/content/types.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { builtContent } from './helpers.ts';

const read = (file: string) => readFileSync(path.join('dist', file), 'utf8');
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const alternates = (html: string) => [...head(html).matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]);

test('dist/ holds /, 3 home pages, 30 mechanic pages and 404.html, each with lang, title and hreflang', () => {
  const root = read('index.html');
  expect(root).toContain('<html lang="en">');
  expect(alternates(root)).toEqual([['en', '/en/'], ['it', '/it/'], ['ru', '/ru/'], ['x-default', '/']]);
  for (const lang of LANGUAGES) {
    const home = read(`${lang}/index.html`);
    expect(home).toContain(`<html lang="${lang}">`);
    expect(head(home)).toMatch(/<title>[^<]+ · Archivist<\/title>/);
    for (const slug of SLUGS) {
      const file = `${lang}/mechanics/${slug}/index.html`;
      const html = read(file);
      const page = builtContent().pages[lang][slug];
      expect(html, file).toContain(`<html lang="${lang}">`);
      expect(head(html), file).toContain(`<title>${escape(page.title)} · Archivist</title>`);
      expect(head(html), file).toContain(`<meta name="description" content="${escape(page.summary)}"/>`);
      expect(alternates(html), file).toEqual([
        ['en', `/en/mechanics/${slug}/`],
        ['it', `/it/mechanics/${slug}/`],
        ['ru', `/ru/mechanics/${slug}/`],
        ['x-default', '/'],
      ]);
      // The full text is in the file: headings and rulings are there before any script runs.
      expect(html, file).toContain('id="overview"');
      expect(html.match(/<li id="[a-z]+-r\d+" class="ruling">/g)?.length ?? 0, file).toBe(page.rulings);
      // One inline script, the boot script, allowed by its hash; else external scripts and the JSON hydration data.
      expect(html.match(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/g), file).toEqual(['<script>']);
      const hash = `'sha256-${createHash('sha256').update(/<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '').digest('base64')}'`;
      expect(/script-src ([^;"]*)/.exec(html)?.[1], file).toBe(`'self' ${hash}`);
    }
  }
  expect(read('404.html')).toContain('<meta name="robots" content="noindex"/>');
  expect(existsSync('dist/robots.txt')).toBe(true);
});

test('the browser bundle holds no Markdown parser and only one language per catalogue chunk', () => {
  const assets = readdirSync('dist/assets').filter((f) => f.endsWith('.js'));
  for (const file of assets) {
    const code = read(`assets/${file}`);
    expect(code, file).not.toMatch(/micromark|mdast|remark|rehype|hast-util/);
  }
  const locales = assets.filter((f) => f.startsWith('locale-'));
  expect(locales.length).toBeGreaterThanOrEqual(3);
});

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');
}
