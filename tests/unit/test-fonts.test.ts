import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { TEST_FONTS } from '../../tests/e2e/fonts.ts';

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

describe("the layout tests' fonts are the same set everywhere", () => {
  test('.ci/run installs Chromium and every font of the set', () => {
    const line = /^packages=\(([^)]*)\)/m.exec(read('.ci/run'));
    expect(line, '.ci/run has a packages=(…) line').not.toBeNull();
    const packages = (line?.[1] ?? '').split(/\s+/).filter(Boolean);
    expect(packages).toEqual(['chromium', ...TEST_FONTS.map((f) => f.debian)]);
  });

  test("the README's requirements name each font and its package", () => {
    const readme = read('README.md');
    for (const f of TEST_FONTS) {
      expect(readme).toContain(f.family);
      expect(readme).toContain(f.debian);
    }
  });

  test("npm test's Chromium step installs the set from the same list", () => {
    expect(read('scripts/ensure-chromium.ts')).toMatch(/TEST_FONTS\.map\(\(f\) => f\.debian\)/);
  });

  test('the forcing stylesheet replaces the variable the page is drawn in', () => {
    // tests/e2e/fonts.ts forces --font-sans: the body must be set in it, and the theme must define it
    expect(read('src/styles/app.css')).toMatch(/body \{\s*font-family: var\(--font-sans\)/);
    expect(read('src/styles/theme.css')).toMatch(/--font-sans:/);
    expect(read('tests/e2e/fonts.ts')).toContain('--font-sans: "${family}" !important');
  });
});
