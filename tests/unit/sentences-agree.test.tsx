// Issue 23, "sentences that agree": the native reviews' findings, each where the reviewers saw it
// (a worked example, as docs/corpus reads it: p1's view), in the three languages.
import { cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { translator, type Translator } from '../../scripts/corpus/i18n.ts';
import { describeCard } from '../../src/board/cards/names.ts';
import { describeAction } from '../../src/board/model/describe.ts';
import { stepLabels } from '../../src/board/model/stepLabels.ts';
import { authoredSteps } from '../../src/board/model/timeline.ts';
import { boardView, type BoardView, type CardView } from '../../src/board/model/viewModel.ts';
import { BoardTextBody } from '../../src/board/parts/BoardText.tsx';
import { StackZone } from '../../src/board/parts/StackZone.tsx';
import { loadCatalog, loadExamples } from '../../src/content/catalog.ts';
import { applyAction, startGame, viewFor, type GameState } from '../../src/engine/index.ts';
import { obj } from '../../src/engine/testing/examples.ts';
import { narrateStep } from '../../src/i18n/narrate.ts';

afterEach(cleanup);

const root = process.cwd();
const catalog = loadCatalog(root);
const examples = loadExamples(root, catalog, {});
const tr: Record<string, Translator> = {};
beforeAll(async () => {
  for (const lang of ['en', 'it', 'ru']) tr[lang] = await translator(root, lang);
});

const cap = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);
const translate = (lang: string) => (tr[lang] as Translator).t;

/** An example as the corpus reads it: its step labels, every step's sentences, every step's view. */
function walk(lang: string, id: string) {
  const t = translate(lang);
  const example = examples.find((e) => e.id === id);
  if (!example) throw new Error(`no example ${id}`);
  const { steps } = authoredSteps(example, catalog);
  const view = (i: number) => viewFor((steps[i] ?? steps[0])?.state as GameState, 'p1');
  const labels = stepLabels(steps, view, t);
  const sentences = steps.map((step, i) => (i > 0 ? narrateStep(step.events, { before: view(i - 1), after: view(i), t, distinct: true }).map((s) => cap(s.text)) : []));
  return { t, labels, all: sentences.flat(), view };
}

/** The board as text, one line per zone, as the corpus prints it. */
function boardText(lang: string, state: GameState): string[] {
  const html = renderToStaticMarkup(createElement(BoardTextBody, { view: boardView(viewFor(state, 'p1'), 'p1'), t: translate(lang), peek: false }));
  return html
    .replace(/<\/dt>/g, ': ')
    .replace(/<\/dd>|<\/p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

describe('1. a face-down creature on the board', () => {
  it.each([
    ['it', 'Creatura a faccia in giù, 2/2'],
    ['ru', 'Существо лицом вниз, 2/2'],
    ['en', 'Face-down creature, 2/2'],
  ])('%s: is said to be face down once (%s)', (lang, expected) => {
    const { t, view } = walk(lang, 'disguise-silenced-and-revealed');
    const mine = boardView(view(0), 'p1').players.find((p) => p.id === 'p1')?.permanents.filter((c) => c.faceDown) ?? [];
    expect(mine).toHaveLength(2);
    for (const card of mine) expect(describeCard(card, t)).toBe(expected);
  });
});

describe('2. a numbered face-down creature', () => {
  it.each([
    ['it', 'Bruno lancia lo Sguardo Ammutolente, bersagliando la Duchessa Velata 1 (a faccia in giù).'],
    ['ru', 'Борис разыгрывает Заглушающий взор, выбрав целью Герцогиню под вуалью 1 (лицом вниз).'],
    ['en', 'Ben casts Muting Glare, targeting face-down Veiled Duchess 1.'],
  ])('%s: has its number with its name, before the parenthesis', (lang, expected) => {
    const { all, labels } = walk(lang, 'disguise-silenced-and-revealed');
    expect(all).toContain(expected);
    expect([...all, ...labels].filter((s) => /\) \d/.test(s))).toEqual([]);
  });
});

describe("3. a card of the sentence's subject", () => {
  it.each([
    ['it', 'Anna attacca Bruno con l\'Orso Robusto.', 'L\'Orso Robusto di Anna riceve un segnalino +1/+1 (ora ne ha 1).'],
    ['ru', 'Анна атакует Бориса. Атакующие: Крепкий медведь.', 'Крепкий медведь Анны получает 1 жетон +1/+1 (теперь 1).'],
    ['en', 'Ann attacks Ben with Sturdy Bear.', "Ann's Sturdy Bear gets a +1/+1 counter (now 1)."],
  ])('%s: is not said to be theirs; it is where the card is the subject', (lang, attack, counter) => {
    const { all } = walk(lang, 'mutate-under-the-bear');
    expect(all).toContain(attack);
    expect(all).toContain(counter);
  });

  it.each([
    ['it', 'Anna gioca la Palude 2.'],
    ['ru', 'Анна играет Болото 2.'],
    ['en', 'Ann plays Swamp 2.'],
  ])('%s: a land played among another player’s lands of its name (%s)', (lang, expected) => {
    const t = translate(lang);
    const s = startGame({ players: [{ id: 'p1', hand: ['swamp'], battlefield: [{ card: 'swamp' }] }, { id: 'p2', battlefield: [{ card: 'swamp' }] }], turn: { active: 'p1', step: 'main1' } }, catalog).state;
    const land = Object.values(s.objects).find((o) => o.zone === 'hand')?.id as string;
    const r = applyAction(s, { type: 'playLand', player: 'p1', object: land });
    if (!r.ok) throw new Error(r.error);
    const sentences = narrateStep(r.events, { before: viewFor(s, 'p1'), after: viewFor(r.state, 'p1'), t, distinct: true }).map((x) => cap(x.text));
    expect(sentences).toContain(expected);
  });
});

describe('4. a Mutate merge', () => {
  it.each([
    ['it', 'Il Volpichetto viene messo sotto l\'Orso Robusto di Anna: le due creature si fondono in una sola.'],
    ['ru', 'Лисопугай кладётся снизу и объединяется с Крепким медведем Анны.'],
    ['en', "Vulpikeet merges with Ann's Sturdy Bear, underneath."],
  ])('%s: names the mutating spell and its target', (lang, expected) => {
    const { all, labels } = walk(lang, 'mutate-under-the-bear');
    expect(all).toContain(expected);
    expect(labels[3]).toBe(expected.replace(/\.$/, ''));
  });

  it.each([
    ['it', /^Il Volpichetto viene messo sopra (il |l').+: le due creature si fondono in una sola$/],
    ['ru', /^Лисопугай кладётся сверху и объединяется с .+$/],
    ['en', /^Vulpikeet merges with .+, on top$/],
  ])('%s: on top, the target is named as it was, not by the merged name', (lang, pattern) => {
    const { labels } = walk(lang, 'mutate-borrowed-creature');
    const merged = labels.filter((l) => pattern.test(l));
    expect(merged).toHaveLength(1);
    expect(merged[0]).not.toMatch(/Volpichetto$|Лисопугаем$|Vulpikeet, on top$/);
  });
});

describe('5. a Class ability below a level bar', () => {
  it.each([
    ['it', 'Anna attiva un\'abilità della Classe del Custode del Frutteto'],
    ['ru', 'Анна активирует способность Класса «Хранитель сада»'],
    ['en', 'Ann activates an ability of Orchard Keeper Class'],
  ])('%s: step 9 activates the level 3 ability, it raises no level (%s)', (lang, expected) => {
    const { labels } = walk(lang, 'class-level-up');
    expect(labels[8]).toBe(expected);
  });
});

describe('6. a scheme’s state after its name', () => {
  it.each([
    ['it', 'Zona di comando: Assedio Incalzante, in corso; Intrigo, a faccia in giù'],
    ['ru', 'Зона командования: Сжимающаяся осада, длящийся замысел; Замысел, лицом вниз'],
    ['en', 'Command zone: Tightening Siege, ongoing; Scheme, face down'],
  ])('%s: is in lower case, and said once (%s)', (lang, expected) => {
    const example = examples.find((e) => e.id === 'scheme-ongoing-siege');
    const { steps } = authoredSteps(example as (typeof examples)[number], catalog);
    const lines = steps.flatMap((s) => boardText(lang, s.state));
    expect(lines).toContain(expected);
  });
});

describe('7. the board as text', () => {
  it.each([
    ['it', ['Grimorio: ', 'Mano: ', 'Campo di battaglia: ', 'Cimitero: ', 'Esilio: ', 'Pila: ']],
    ['ru', ['Библиотека: ', 'Рука: ', 'Поле битвы: ', 'Кладбище: ', 'Изгнание: ', 'Стек: ']],
    ['en', ['Library: ', 'Hand: ', 'Battlefield: ', 'Graveyard: ', 'Exile: ', 'Stack: ']],
  ])('%s: zone labels start with a capital, like headings', (lang, heads) => {
    const example = examples.find((e) => e.id === 'class-level-up');
    const { steps } = authoredSteps(example as (typeof examples)[number], catalog);
    const lines = boardText(lang, (steps[0] as { state: GameState }).state);
    for (const head of heads) expect(lines.some((l) => l.startsWith(head)), `${head} in ${lines.join(' | ')}`).toBe(true);
  });
});

describe('8. targets on the stack', () => {
  const state = startGame({ players: [{ id: 'p1', battlefield: [{ card: 'sturdy-bear' }, { card: 'vulpikeet' }] }, { id: 'p2' }], turn: { active: 'p1', step: 'main1' } }, catalog).state;
  const stackWith = (targets: number): BoardView => {
    const view = boardView(viewFor(state, 'p1'), 'p1');
    const cards = view.players.find((p) => p.id === 'p1')?.permanents as CardView[];
    return {
      ...view,
      stack: [{ object: 'ability', card: null, kind: 'activated', sourceDef: 'vulpikeet', sourceObject: null, chapter: null, controller: 'p1', targets: cards.slice(0, targets).map((c) => ({ object: c.object })) }],
    };
  };
  it.each([
    ['it', 'bersaglio: ', 'bersagli: '],
    ['ru', 'цель: ', 'цели: '],
    ['en', 'target: ', 'targets: '],
  ])('%s: one target is "%s", two are "%s"', (lang, one, two) => {
    const t = translate(lang);
    const single = render(createElement(StackZone, { view: stackWith(1), t, onZoom: () => {} })).container.textContent ?? '';
    expect(single).toContain(one);
    cleanup();
    const pair = render(createElement(StackZone, { view: stackWith(2), t, onZoom: () => {} })).container.textContent ?? '';
    expect(pair).toContain(two);
  });
});

describe('9. a card moving from zone to zone', () => {
  it.each([
    ['it', 'Il Capitano dello Stendardo si sposta dalla mano alla pila.'],
    ['ru', 'Капитан-знаменосец перемещается из руки в стек.'],
    ['en', 'Banner Captain moves from the hand to the stack.'],
  ])('%s: "%s"', (lang, sentence) => {
    expect(walk(lang, 'alliance-another-creature').all).toContain(sentence);
  });

  it.each([
    ['it', 'Anna sacrifica il Cibo 1.', 'Il Cibo 1 si sposta dal campo di battaglia al cimitero.'],
    ['ru', 'Анна жертвует Еду 1.', 'Еда 1 перемещается с поля битвы на кладбище.'],
    ['en', 'Ann sacrifices Food 1.', 'Food 1 moves from the battlefield to the graveyard.'],
  ])('%s: a card told apart by its number keeps it as it moves: "%s" "%s"', (lang, sacrificed, moved) => {
    const all = walk(lang, 'food-token-basics').all;
    expect(all).toContain(sacrificed);
    expect(all.indexOf(moved)).toBe(all.indexOf(sacrificed) + 1);
  });

  it('Russian says where from and where to with the prepositions each zone takes, never with an arrow', () => {
    const all = examples.flatMap((e) => walk('ru', e.id).all);
    expect(all.filter((s) => s.includes('→'))).toEqual([]);
    expect(all).toContain('Класс «Хранитель сада» перемещается с поля битвы в руку.');
    expect(all).toContain('Карта перемещается из библиотеки в руку.');
  });
});

describe('10. a choice button speaks for the one who chooses', () => {
  /** The first state of an example where p1 controls a face-down permanent. */
  function faceDownOfP1(id: string): { state: GameState; object: string } {
    const example = examples.find((e) => e.id === id);
    const { steps } = authoredSteps(example as (typeof examples)[number], catalog);
    for (const step of steps) {
      const state = viewFor(step.state, 'p1');
      const o = Object.values(state.objects).find((x) => x.zone === 'battlefield' && x.controller === 'p1' && x.faceDown);
      if (o) return { state, object: o.id };
    }
    throw new Error(`${id}: no face-down permanent of p1`);
  }

  it.each([
    ['it', 'Gira a faccia in su la Duchessa Velata'],
    ['ru', 'Перевернуть лицом вверх Герцогиню под вуалью'],
    ['en', 'Turn Veiled Duchess face up'],
  ])('%s: turning a face-down card face up does not call it face down too: "%s"', (lang, label) => {
    const { state, object } = faceDownOfP1('disguise-cast-face-down');
    expect(describeAction({ type: 'turnFaceUp', player: 'p1', object }, state, translate(lang))).toBe(label);
  });

  it.each([
    ['it', "Attacca Bruno con l'Orso Robusto", "L'Orso Robusto blocca l'Orso Robusto di Anna"],
    ['ru', 'Атаковать Бориса. Атакующие: Крепкий медведь', 'Крепкий медведь блокирует Крепкого медведя Анны'],
    ['en', 'Attack Ben with Sturdy Bear', "Sturdy Bear blocks Ann's Sturdy Bear"],
  ])('%s: one’s own card goes without one’s name, the other player’s keeps it', (lang, attack, block) => {
    const { state } = startGame({ players: [{ id: 'p1', battlefield: [{ card: 'sturdy-bear', id: 'a' }] }, { id: 'p2', battlefield: [{ card: 'sturdy-bear', id: 'b' }] }], turn: { active: 'p1', step: 'main1' } }, catalog);
    const t = translate(lang);
    const id = (card: string) => obj(state, card).id;
    expect(describeAction({ type: 'declareAttackers', player: 'p1', attackers: [{ object: id('a'), target: 'p2' }] }, state, t)).toBe(attack);
    expect(describeAction({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: id('b'), attacker: id('a') }] }, state, t)).toBe(block);
  });
});

describe("11. a team's turn (Archenemy, 805.4)", () => {
  it.each([
    ['it', 'Inizia il turno 2: è il turno della squadra di Bruno e Clelia.'],
    ['ru', 'Начинается ход 2: ходит команда Бориса и Клары.'],
    ['en', "Turn 2 begins: Ben and Cleo take their team's turn."],
  ])('%s: the heroes’ turn is the team’s, not its first player’s: "%s"', (lang, sentence) => {
    expect(walk(lang, 'scheme-set-in-motion').all).toContain(sentence);
  });

  it('the archenemy’s own turn is one player’s', () => {
    expect(walk('en', 'scheme-ongoing-siege').all.filter((s) => s.startsWith('Turn 3 begins'))).toEqual(["Turn 3 begins: it is Ann's turn."]);
  });
});

describe('12. tokens made at once', () => {
  it.each([
    ['it', 'Anna crea due pedine Spirito del Coro'],
    ['ru', 'Анна создаёт две фишки Духа хора'],
    ['en', 'Ann creates two Choir Spirit tokens'],
  ])('%s: the step that makes two Choir Spirits counts them: "%s"', (lang, label) => {
    expect(walk(lang, 'alliance-newcomers-see-each-other').labels).toContain(label);
  });
});
