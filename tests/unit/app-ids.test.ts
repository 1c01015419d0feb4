/**
 * The site's own element ids are listed in src/content/appIds.ts, which the build uses to refuse
 * a content id that would collide with one (a heading `{#board}` would take the board's anchor).
 * This fails when the app gains a literal id that the list lacks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { APP_IDS, isAppId } from '../../src/content/appIds.ts';

const ROOT = process.cwd();

function sources(): string[] {
  const files = readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith(`content${path.sep}`))
    .map((f) => path.join(ROOT, 'src', f));
  return [...files, path.join(ROOT, 'index.html'), path.join(ROOT, 'scripts', 'prerender.ts')];
}

test('every literal id="…" in the app is in APP_IDS', () => {
  const found = new Map<string, string>();
  for (const file of sources()) {
    for (const m of readFileSync(file, 'utf8').matchAll(/\bid="([a-z][a-z0-9-]*)"/g)) found.set(m[1] as string, path.relative(ROOT, file));
  }
  expect(found.size).toBeGreaterThan(5);
  for (const [id, file] of found) expect(APP_IDS, `${file}: id="${id}"`).toContain(id);
});

test('the generated term tooltip ids are reserved too', () => {
  expect(isAppId('term-tip-12')).toBe(true);
  expect(isAppId('board')).toBe(true);
  expect(isAppId('overview')).toBe(false);
});
