import { describe, expect, test } from 'vitest';
import { langFromPath, matchLanguage, preferredLanguage, rememberLanguage, storedLanguage } from './languages.ts';
import { switchLangInPath } from './paths.ts';

const storage = (value: string | null) => ({ getItem: () => value });
const throwing = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('full');
  },
};

describe('preferredLanguage', () => {
  test.each([
    [storage('ru'), ['it-IT'], 'ru'],
    [storage(null), ['de-DE', 'it-IT', 'en'], 'it'],
    [storage('"ru"'), ['ru-RU'], 'ru'],
    [storage('klingon'), ['fr'], 'en'],
    [storage(null), [], 'en'],
    [throwing, ['ru'], 'ru'],
    [undefined, undefined, 'en'],
  ] as const)('stored %o, browser %o → %s', (store, languages, expected) => {
    expect(preferredLanguage(store, languages)).toBe(expected);
  });

  test('a corrupt stored value is ignored without error', () => {
    expect(storedLanguage(storage('{"lang":'))).toBeNull();
    expect(storedLanguage(throwing)).toBeNull();
    expect(() => rememberLanguage('it', throwing)).not.toThrow();
  });
});

test.each([
  ['/it/mechanics/saga/', 'it'],
  ['/ru/', 'ru'],
  ['/xx/mechanics/saga/', null],
  ['/', null],
  ['/english/', null],
])('langFromPath(%s) = %s', (path, lang) => {
  expect(langFromPath(path)).toBe(lang);
});

test('matchLanguage reads BCP 47 tags', () => {
  expect(matchLanguage('ru-RU')).toBe('ru');
  expect(matchLanguage('IT_ch')).toBe('it');
  expect(matchLanguage('pt-BR')).toBeNull();
});

test.each([
  ['/en/mechanics/saga/', 'it', '/it/mechanics/saga/'],
  ['/ru/', 'en', '/en/'],
  ['/ru/rules/', 'it', '/it/rules/'],
  ['/xx/whatever', 'ru', '/ru/'],
  ['/', 'it', '/it/'],
] as const)('switchLangInPath(%s, %s) = %s', (path, lang, expected) => {
  expect(switchLangInPath(path, lang)).toBe(expected);
});
