/**
 * The Russian rows of content/terminology.yaml catch the mistakes issue 12 found in Russian text
 * (and the right wording passes), so they cannot come back unnoticed.
 */
import { describe, expect, test } from 'vitest';
import { loadContent } from '../../src/content/build/load.ts';
import { terminologyChecker } from '../../src/content/build/terminology.ts';

const { check } = terminologyChecker(loadContent({ root: process.cwd() }).terminology);

describe('Russian terminology', () => {
  test.each([
    ['Оппонент разыгрывает Тлеющий выпад с целью — этим существом.', 'target'],
    ['Единственная цель недопустима.', 'target'],
    ['Сагу приносят в жертву.', 'sacrifice'],
    ['Повернуть Гонца в маске лицом вверх', 'face-up'],
    ['Карта лежит лицевой стороной вниз.', 'face-down'],
    ['Это правило относится к ниндзюцу.', 'ninjutsu'],
    ['за стоимость скрытности', 'sneak'],
    ['её стоимость маскировки', 'disguise'],
    ['становится существом-артефактом 3/3', 'artifact-creature'],
    ['Класс — подтип зачарования.', 'enchantment'],
    ['с Полётом или Досягаемостью', 'reach'],
    ['Игра Archenemy: вы — архивраг.', 'archenemy'],
    ['Сверено с Комплексными правилами.', 'comprehensive-rules'],
    ['## Разъяснения', 'ruling'],
    ['Разъяснения', 'ruling'],
    ['## История и любопытные факты', 'background'],
    ['песочница спрашивает вас', 'board'],
    ['Создайте токен Еды.', 'token'],
    ['тапните Лес', 'tap'],
    ['конвертированная мана-стоимость', 'mana-value'],
    ['Удар наносит 3 урона.', 'damage'],
    ['Вы активируете «{1}{G}: уровень 2».', 'level'],
    ['(Вы можете разыграть это заклинание за его стоимость Скрытности, если во время шага объявления блокирующих также возвращаете в руку незаблокированное атакующее существо под вашим контролем.)', 'mechanic-sneak-reminder'],
    ['положите его сверху или снизу целевого не-Человека, которым вы владеете', 'mechanic-mutate-reminder'],
  ])('«%s» is a wrong variant (%s)', (text, concept) => {
    const problems = check(text, 'ru');
    expect(problems.some((p) => p.endsWith(`(${concept})`)), problems.join('; ')).toBe(true);
  });

  test.each([
    'Оппонент разыгрывает Тлеющий выпад, выбрав целью это существо.',
    'Оно объединяется с целью — сверху или снизу.',
    'Единственная цель нелегальна.',
    'Сагу жертвуют.',
    'Перевернуть лицом вверх: Гонец в маске',
    'Это правило относится к Ниндзюцу.',
    'за стоимость Скрытности',
    'становится артефактным существом 3/3',
    'в варианте «Архивраг», вместе с продуктом Archenemy',
    '## Разъяснения правил',
    'Переходим к этапу боя.',
    'Удар наносит 3 повреждения.',
    'Вы активируете «{2}: Уровень 2», и Класс становится Классом уровня 2.',
  ])('«%s» passes', (text) => {
    expect(check(text, 'ru')).toEqual([]);
  });
});
