import { describe, expect, test } from 'vitest';
import { i18n, setLanguage } from './i18n.ts';

describe('i18n', () => {
  test.each([
    [1, '1 механика'],
    [3, '3 механики'],
    [5, '5 механик'],
    [10, '10 механик'],
    [21, '21 механика'],
    [22, '22 механики'],
    [111, '111 механик'],
  ])('Russian plural forms: %i', async (count, expected) => {
    await setLanguage('ru');
    expect(i18n.t('home.count', { count })).toBe(expected);
  });

  test('English and Italian one/other', async () => {
    await setLanguage('en');
    expect(i18n.t('mechanic.rulings', { count: 1 })).toBe('1 ruling');
    expect(i18n.t('mechanic.rulings', { count: 2 })).toBe('2 rulings');
    await setLanguage('it');
    expect(i18n.t('mechanic.rulings', { count: 1 })).toBe('1 nota di regolamento');
    expect(i18n.t('mechanic.rulings', { count: 12 })).toBe('12 note di regolamento');
  });

  test('only the languages asked for are loaded', async () => {
    await setLanguage('it');
    expect(i18n.hasResourceBundle('it', 'common')).toBe(true);
    expect(i18n.language).toBe('it');
  });
});
