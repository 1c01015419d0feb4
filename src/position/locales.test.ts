// Every code the model can answer with has a message in every language (locales/<lang>/setup.json,
// namespace "setup"): the editor never shows a raw key.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.ts';
import { DECODE_FAILURES, DROPPED_PARTS, PARSE_EXAMPLE_FAILURES, POSITION_PROBLEM_CODES } from './types.ts';

const catalogue = (lang: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'locales', lang, 'setup.json'), 'utf8')) as Record<string, string>;

const KEYS = [
  ...POSITION_PROBLEM_CODES.map((c) => `problem.${c}`),
  ...DROPPED_PARTS.map((p) => `dropped.${p}`),
  ...DECODE_FAILURES.map((r) => `link.${r}`),
  ...PARSE_EXAMPLE_FAILURES.map((r) => `import.${r}`),
];

describe.each(LANGUAGES)('locales/%s/setup.json', (lang) => {
  it('has a message for every problem code, dropped part, link failure and import failure, and nothing else', () => {
    expect(Object.keys(catalogue(lang)).sort()).toEqual([...KEYS].sort());
  });
});
