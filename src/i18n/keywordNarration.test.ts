// The narration of what the evergreen combat keywords add: the first-strike damage step (510.4),
// a keyword gained until end of turn (613.1f), menace's refusal, in every language.
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import boardEn from '../../locales/en/board.json';
import boardIt from '../../locales/it/board.json';
import boardRu from '../../locales/ru/board.json';
import cardsEn from '../../locales/en/cards.json';
import cardsIt from '../../locales/it/cards.json';
import cardsRu from '../../locales/ru/cards.json';
import engineEn from '../../locales/en/engine.json';
import engineIt from '../../locales/it/engine.json';
import engineRu from '../../locales/ru/engine.json';
import { KEYWORDS } from '../engine/cards.ts';
import { play } from '../engine/testing/driver.ts';
import { narrateStep, type Translate } from './narrate.ts';

const LANGS = { en: [engineEn, boardEn, cardsEn], it: [engineIt, boardIt, cardsIt], ru: [engineRu, boardRu, cardsRu] } as const;
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: Object.fromEntries(Object.entries(LANGS).map(([l, [engine, board, cards]]) => [l, { translation: { ...engine, ...board, ...cards } }])),
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
});

const tr = (lang: string): Translate => i18n.getFixedT(lang) as unknown as Translate;

describe.each(Object.keys(LANGS))('narration in %s', (lang) => {
  it('510.4 / 613.1f: the first-strike damage step and a keyword gained until end of turn are told, with no raw key', () => {
    const g = play({
      players: [{ id: 'p1', hand: ['honed-reflexes'], battlefield: [{ card: 'vanguard-duelist', attacking: 'p2' }, { card: 'sturdy-bear', attacking: 'p2' }, { card: 'plains' }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'declareAttackers' },
    });
    g.do({ type: 'advance', player: 'p1' }).do({ type: 'declareBlockers', player: 'p2', blocks: [] });
    let before = g.state;
    g.do({ type: 'advance', player: 'p1' });
    const t = tr(lang);
    const step = narrateStep(g.events, { before, after: g.state, t }).map((l) => l.text);
    expect(step[0]).toContain(t('step.firstStrikeDamage'));
    before = g.state;
    g.do({ type: 'cast', player: 'p1', object: '@honed-reflexes', targets: [{ object: '@sturdy-bear' }] }).do({ type: 'advance', player: 'p1' });
    const lines = narrateStep(g.events, { before, after: g.state, t }).map((l) => l.text);
    const gained = lines.find((l) => l.includes(t('card.sturdy-bear.name')) && !l.includes(t('card.honed-reflexes.name')));
    expect(gained).toBe(t('event.gainedKeyword.firstStrike', { object: t('card.sturdy-bear.name') }));
    for (const l of [...step, ...lines]) expect(l).not.toMatch(/\b(event|step|card)\.[a-zA-Z]/);
  });

  it('every keyword has its "gains … until end of turn" sentence, its reminder text where new, and menace its refusal', () => {
    const t = tr(lang);
    for (const k of KEYWORDS) expect(t(`event.gainedKeyword.${k}`, { object: 'X' })).toMatch(/^X /);
    for (const k of ['firstStrike', 'doubleStrike', 'deathtouch', 'lifelink', 'menace', 'hexproof', 'indestructible']) expect(t(`reminder.${k}`)).toMatch(/^\(.+\)$/);
    expect(t('error.menace-needs-two-blockers')).not.toContain('error.');
    expect(t('stepShort.firstStrikeDamage')).not.toContain('stepShort.');
  });
});
