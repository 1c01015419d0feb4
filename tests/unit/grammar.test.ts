// The grammar of names (src/i18n/grammar.ts, docs/grammar.md): forms from locales/<lang>/names.json
// through i18next formatters, agreement through context, and the build's check that fails, naming
// the file and the key, when a name lacks a form a template uses.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { translator, type Translator } from '../../scripts/corpus/i18n.ts';
import { agreeing, cardNamed, playerNamed, templated, zoneNamed } from '../../src/i18n/grammar.ts';
import { grammarProblems, grammarProblemsOf, TEMPLATE_FILES } from '../../src/i18n/grammarCheck.ts';

const root = process.cwd();
const read = (lang: string, ns: string) => JSON.parse(readFileSync(path.join(root, 'locales', lang, `${ns}.json`), 'utf8')) as Record<string, unknown>;
const data = (lang: string) => ({ lang, catalogues: Object.fromEntries([...TEMPLATE_FILES, 'cards'].map((ns) => [ns, read(lang, ns)])), names: read(lang, 'names') });

describe('the grammar check', () => {
  it('finds nothing missing in the committed locales', () => {
    expect(grammarProblems(root, ['en', 'it', 'ru'])).toEqual([]);
  });

  it('fails on a Russian card that lacks a case a template uses, naming the file, the key and the template', () => {
    const ru = data('ru');
    const bear = { ...(ru.names['card.sturdy-bear'] as { forms: Record<string, string> }) };
    bear.forms = { ...bear.forms };
    delete bear.forms.acc;
    const problems = grammarProblemsOf({ ...ru, names: { ...ru.names, 'card.sturdy-bear': bear } });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^locales\/ru\/names\.json: "card\.sturdy-bear" lacks the form "acc" \(locales\/ru\/\w+\.json "[^"]+" uses it\)$/);
  });

  it('asks a zone, and only a zone, for where a card comes from and goes to (RU «из руки», «на поле битвы»)', () => {
    const ru = data('ru');
    const hand = { ...(ru.names['zone.hand'] as { forms: Record<string, string> }) };
    hand.forms = { ...hand.forms };
    delete hand.forms.into;
    expect(grammarProblemsOf({ ...ru, names: { ...ru.names, 'zone.hand': hand } })).toEqual([
      'locales/ru/names.json: "zone.hand" lacks the form "into" (locales/ru/engine.json "event.zoneChanged_one" uses it)',
    ]);
  });

  it('fails on an Italian card without its article, and on a card with no entry', () => {
    const it = data('it');
    const { ['card.vulpikeet']: _gone, ...rest } = it.names;
    const bear = { g: 'm' };
    const problems = grammarProblemsOf({ ...it, names: { ...rest, 'card.sturdy-bear': bear } });
    expect(problems).toContain('locales/it/names.json: "card.vulpikeet" is missing (every name a template can insert needs its entry)');
    expect(problems.some((p) => p.startsWith('locales/it/names.json: "card.sturdy-bear" lacks the form "del"'))).toBe(true);
  });

  it('fails on a template asking for a form no formatter gives', () => {
    const ru = data('ru');
    const problems = grammarProblemsOf({ ...ru, catalogues: { ...ru.catalogues, board: { ...ru.catalogues.board, 'board.side': 'Сторона {{player, genitive}}' } } });
    expect(problems).toContain('locales/ru/board.json: "board.side" asks for the form "genitive", which no formatter gives (src/i18n/grammar.ts GRAMMAR_FORMS)');
  });
});

describe('forms and agreement through i18next', () => {
  const tr: Record<string, Translator> = {};
  beforeAll(async () => {
    for (const lang of ['en', 'it', 'ru']) tr[lang] = await translator(root, lang);
  });

  it('Italian: the article and the articulated prepositions, elided where the name starts with a vowel', () => {
    const { t } = tr.it as Translator;
    const bear = cardNamed(t, 'sturdy-bear');
    const fox = cardNamed(t, 'vulpikeet');
    expect(t('event.damageDealt', { source: fox, target: bear, count: 2 })).toBe('il Volpichetto infligge 2 danni all\'Orso Robusto.');
    expect(t('event.triggerPutOnStack', { source: fox })).toBe('L\'abilità innescata del Volpichetto viene messa in pila.');
    expect(t('event.damageDealt', { source: bear, target: playerNamed(t, 'p1'), count: 1 })).toBe('l\'Orso Robusto infligge 1 danno ad Anna.');
    // (the board capitalises a sentence's first letter)
    // a name made by a template takes the form in its head: «dell'Orso Robusto di Anna»
    const annsBear = templated(t, 'name.of', { name: bear, player: playerNamed(t, 'p1') });
    expect(t('event.controlChanged', { object: annsBear, from: playerNamed(t, 'p1'), to: playerNamed(t, 'p2') })).toBe('Bruno acquisisce il controllo dell\'Orso Robusto di Anna (prima lo controllava Anna).');
  });

  it('Italian: words agree with the name («vuoto»/«vuota», «distrutto»/«distrutta»)', () => {
    const { t } = tr.it as Translator;
    expect(t('board.empty', agreeing({}, zoneNamed(t, 'graveyard')))).toBe('vuoto');
    expect(t('board.empty', agreeing({}, zoneNamed(t, 'hand')))).toBe('vuota');
    expect(t('event.destroyed', agreeing({ object: cardNamed(t, 'veiled-duchess') }, cardNamed(t, 'veiled-duchess')))).toBe('la Duchessa Velata viene distrutta.');
  });

  it('Russian: cases after prepositions and verbs, compound names, and agreement with a player', () => {
    const { t } = tr.ru as Translator;
    const ox = cardNamed(t, 'plodding-ox');
    expect(t('event.controlChanged', { object: ox, from: playerNamed(t, 'p2'), to: playerNamed(t, 'p1') })).toBe('Контроль над Неторопливым быком переходит от Бориса к Анне.');
    expect(t('board.side', { player: playerNamed(t, 'p1') })).toBe('Сторона Анны');
    expect(t('board.lost', agreeing({}, playerNamed(t, 'p1')))).toBe('Проиграла');
    expect(t('board.lost', agreeing({}, playerNamed(t, 'p2')))).toBe('Проиграл');
    expect(t('frame.tapped', agreeing({}, cardNamed(t, 'sturdy-bear')))).toBe('повёрнут');
    expect(t('frame.tapped', agreeing({}, cardNamed(t, 'plains')))).toBe('повёрнута');
    const bens = templated(t, 'name.of', { name: cardNamed(t, 'sturdy-bear'), player: playerNamed(t, 'p2') });
    expect(t('event.sacrificed', { player: playerNamed(t, 'p2'), object: bens })).toBe('Борис жертвует Крепкого медведя Бориса.');
  });

  it('English is unchanged: names print as they are, no context variant exists', () => {
    const { t } = tr.en as Translator;
    expect(t('event.damageDealt', { source: cardNamed(t, 'vulpikeet'), target: cardNamed(t, 'sturdy-bear'), count: 2 })).toBe('Vulpikeet deals 2 damage to Sturdy Bear.');
    expect(t('board.lost', agreeing({}, playerNamed(t, 'p1')))).toBe('Lost');
  });

  it('a form a name lacks at run time is reported and the plain form is printed', async () => {
    const ru = await translator(root, 'ru', { names: { ...read('ru', 'names'), 'player.p1': { g: 'f' } } });
    expect(ru.t('board.side', { player: playerNamed(ru.t, 'p1') })).toBe('Сторона Анна');
    expect(ru.missing).toEqual(['locales/ru/names.json: "player.p1" has no form "gen"']);
  });
});
