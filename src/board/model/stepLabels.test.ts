// The step track and every board sentence, in all three languages, for every worked example:
// labels say what happened (never the generic pass), are distinct within an example, and no
// label, action or narration shows a raw player id ("p2") or an untranslated key.
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog, loadExamples } from '../../content/catalog.ts';
import { legalActions, viewFor, type GameState } from '../../engine/index.ts';
import { narrateStep, type Translate } from '../../i18n/narrate.ts';
import { describeAction } from './describe.ts';
import { stepLabels } from './stepLabels.ts';
import { authoredSteps, buildTimeline } from './timeline.ts';

const root = process.cwd();
const catalog = loadCatalog(root);
const examples = loadExamples(root, catalog, {});
const LANGS = ['en', 'it', 'ru'] as const;
const translators: Record<string, Translate> = {};

beforeAll(async () => {
  const { readFileSync } = await import('node:fs');
  const read = (lang: string, ns: string) => JSON.parse(readFileSync(`${root}/locales/${lang}/${ns}.json`, 'utf8')) as Record<string, string>;
  for (const lang of LANGS) {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: lang,
      resources: { [lang]: { board: read(lang, 'board'), engine: read(lang, 'engine'), cards: read(lang, 'cards') } },
      ns: ['board', 'engine', 'cards'],
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
    });
    // keys are built from data (as on the board): an untyped translate function
    const tr = i18n.t.bind(i18n) as unknown as (key: string, options: Record<string, unknown>) => string;
    translators[lang] = (key, options) => tr(key, { ns: ['board', 'engine', 'cards'], ...options });
  }
});

/** A raw player id, an untranslated key or a leftover placeholder. */
const RAW = /\bp[1-9]\b|\b(?:card|name|player|event|steps|action|board|zone|step|counter)\.[\w-]+|\{\{/;

describe.each(examples.map((e) => [e.id, e] as const))('%s', (_id, example) => {
  const { steps } = authoredSteps(example, catalog);

  it.each(LANGS)('%s: step labels are distinct, tell what happened and name players', (lang) => {
    const t = translators[lang] as Translate;
    const labels = stepLabels(steps, (i) => viewFor((steps[i] ?? steps[0])?.state as GameState, 'p1'), t);
    expect(labels).toHaveLength(steps.length);
    expect(new Set(labels).size, labels.join(' | ')).toBe(labels.length);
    for (const label of labels) {
      expect(label).not.toBe(t('action.advance'));
      expect(label).not.toBe(t('action.pass'));
      expect(label, label).not.toMatch(RAW);
    }
    // through the opponent's eyes too (hidden cards named as such, never by a key)
    for (const label of stepLabels(steps, (i) => viewFor((steps[i] ?? steps[0])?.state as GameState, 'p2'), t)) expect(label, label).not.toMatch(RAW);
  });

  it.each(LANGS)('%s: narration and the labels of every legal action name players, never by id', (lang) => {
    const t = translators[lang] as Translate;
    steps.forEach((step, i) => {
      const before = i > 0 ? viewFor((steps[i - 1] as { state: GameState }).state, 'p1') : null;
      const after = viewFor(step.state, 'p1');
      for (const s of narrateStep(step.events, { before, after, t, distinct: true })) expect(s.text, s.text).not.toMatch(RAW);
      for (const a of legalActions(step.state).actions) {
        const label = describeAction(a, after, t);
        expect(label, label).not.toMatch(RAW);
      }
    });
  });
});

describe('the step track tells the story (English)', () => {
  const labelsOf = (id: string) => {
    const example = examples.find((e) => e.id === id);
    if (!example) throw new Error(`no example ${id}`);
    const { steps } = authoredSteps(example, catalog);
    return stepLabels(steps, (i) => viewFor((steps[i] ?? steps[0])?.state as GameState, 'p1'), translators.en as Translate);
  };
  it.each([
    ['mutate-under-the-bear', 3, 'Vulpikeet merges with Ann\'s Sturdy Bear, underneath'],
    ['mutate-under-the-bear', 2, 'Vulpikeet resolves'],
    ['saga-lore-over-turns', 1, 'Chapter II of Lorekeeper\'s Tale triggers'],
    ['class-level-up', 1, 'Ann raises Orchard Keeper Class to level 2'],
    ['class-level-up', 6, 'Ann raises Orchard Keeper Class to level 3'],
    ['food-target-gone', 2, 'Ann passes priority'],
    ['sneak-ambusher', 1, "Ben's Sturdy Bear blocks Rooftop Lookout"],
  ])('%s, step %i: "%s"', (id, step, label) => {
    expect(labelsOf(id)[step]).toBe(label);
  });
});

describe('a label that repeats an earlier one gets its ordinal, never a bare number that reads as a card\'s ("Sturdy Bear 2")', () => {
  // twelve steps in which Ann passes priority and nothing else happens: the same label each time
  const labels = (lang: (typeof LANGS)[number]) => {
    const example = examples[0];
    if (!example) throw new Error('no examples');
    const state = authoredSteps(example, catalog).steps[0]?.state as GameState;
    const steps = Array.from({ length: 12 }, (_, i) => ({ events: [], decision: i === 0 ? null : ({ type: 'pass', player: 'p1' } as const) }));
    return stepLabels(steps, () => viewFor(state, 'p1'), translators[lang] as Translate);
  };
  it.each([
    ['en', 1, 'Ann passes priority'],
    ['en', 2, 'Ann passes priority (2nd time)'],
    ['en', 3, 'Ann passes priority (3rd time)'],
    ['en', 4, 'Ann passes priority (4th time)'],
    ['en', 11, 'Ann passes priority (11th time)'],
    ['it', 2, 'Anna passa la priorità (per la 2ª volta)'],
    ['it', 8, "Anna passa la priorità (per l'8ª volta)"],
    ['it', 11, "Anna passa la priorità (per l'11ª volta)"],
    ['ru', 2, 'Анна передаёт приоритет (в 2-й раз)'],
    ['ru', 3, 'Анна передаёт приоритет (в 3-й раз)'],
  ] as const)('%s, step %i: "%s"', (lang, step, label) => {
    expect(labels(lang)[step]).toBe(label);
  });
});

describe('after a choice off the path the engine plays on', () => {
  it('to the next real decision or the end of the game, in steps that each say what happened', () => {
    const t = translators.en as Translate;
    let checked = 0;
    for (const example of examples) {
      const { steps } = authoredSteps(example, catalog);
      // the first decision of the example with another option than the authored one
      const at = steps.findIndex((s, i) => s.state.decision && i + 1 < steps.length && legalActions(s.state).actions.length > 1);
      if (at < 0) continue;
      const authored = JSON.stringify(steps[at + 1]?.decision);
      const other = legalActions((steps[at] as { state: GameState }).state).actions.findIndex((a) => JSON.stringify(a) !== authored);
      const tl = buildTimeline(steps, null, at, [other]);
      expect(tl.path).toEqual([other]);
      const last = tl.steps[tl.steps.length - 1]?.state as GameState;
      const ended = last.over || last.decision !== null || tl.steps.length - (at + 2) >= 12;
      expect(ended, `${example.id}: stops at a decision, the end, or the limit`).toBe(true);
      expect(tl.steps.slice(at + 2).every((s) => s.auto && s.decision?.type === 'advance')).toBe(true);
      const labels = stepLabels(tl.steps, (i) => viewFor((tl.steps[i] ?? tl.steps[0])?.state as GameState, 'p1'), t);
      expect(new Set(labels).size).toBe(labels.length);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(3);
  });
});
