// describeAction: an action as the reader reads it on a choice button or a step label.
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../engine/index.ts';
import { play } from '../../engine/testing/driver.ts';
import { run } from '../../engine/testing/examples.ts';
import type { Translate } from '../../i18n/narrate.ts';
import { describeAction } from './describe.ts';

// keys and parameters instead of a catalogue: what is asserted is which sentence is chosen
const t: Translate = (key: string, params?: Record<string, unknown>) => (params ? `${key} ${JSON.stringify(params)}` : key);

describe('describeAction: answers to a question name what the answer does', () => {
  it('730.3a: ordering the cards of a merged creature in a library puts the chosen card highest, named for its owner', () => {
    const s5 = run('mutate-split-by-leaving')[5]!.state;
    const d = s5.decision;
    if (d?.kind !== 'choose') throw new Error('expected the library-order question');
    const [first] = d.options;
    const label = describeAction({ type: 'choose', player: 'p1', option: first ?? '' }, viewFor(s5, 'p1'), t);
    expect(label).toBe('action.choose.libraryHighest {"object":"card.pepperoni-golem.name"}');
  });

  it('514.1: discarding to hand size says "discard", not "keep"', () => {
    const hand = ['forest', 'forest', 'island', 'island', 'swamp', 'swamp', 'plains', 'plains'];
    const g = play({ players: [{ id: 'p1', hand }, { id: 'p2', library: ['forest'] }], turn: { active: 'p1', step: 'end' } });
    g.do({ type: 'advance', player: 'p1' });
    const label = describeAction({ type: 'choose', player: 'p1', option: g.obj('plains').id }, viewFor(g.state, 'p1'), t);
    // two Plains in the hand: numbered
    expect(label).toBe('action.choose.discard {"object":"name.nth {\\"name\\":\\"card.plains.name\\",\\"n\\":1}"}');
  });

  it('704.5j: the legend rule keeps the one chosen', () => {
    const g = play({
      players: [{ id: 'p1', battlefield: [{ card: 'tovi-gate-warden' }, { card: 'tovi-gate-warden', id: 'tovi-2' }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    const d = g.state.decision;
    if (d?.kind !== 'choose') throw new Error('expected the legend rule');
    expect(d.question.kind).toBe('legendRule');
    expect(describeAction({ type: 'choose', player: 'p1', option: d.options[0] ?? '' }, viewFor(g.state, 'p1'), t)).toBe('action.choose.keep {"object":"name.nth {\\"name\\":\\"card.tovi-gate-warden.name\\",\\"n\\":1}"}');
  });
});

describe('describeAction: same-named objects are told apart', () => {
  const en: Translate = (key, p = {}) =>
    ({
      'name.of': `${String(p.player)}'s ${String(p.name)}`,
      'name.nth': `${String(p.name)} ${String(p.n)}`,
      'player.p1': 'Ann',
      'player.p2': 'Ben',
      'card.sturdy-bear.name': 'Sturdy Bear',
      'card.swamp.name': 'Swamp',
      'action.block': `${String(p.blocker)} blocks ${String(p.attacker)}`,
      'action.activate.mana': `Tap ${String(p.source)} for mana`,
      'action.attack': `Attack ${String(p.defender)} with ${String(p.attackers)}`,
    })[key] ?? key;

  it('a block between two Sturdy Bears names the other player’s: the blocker is the one who acts', () => {
    const g = play({
      players: [{ id: 'p1', battlefield: [{ card: 'sturdy-bear' }] }, { id: 'p2', battlefield: [{ card: 'sturdy-bear', id: 'rival-bear' }] }],
      turn: { active: 'p1', step: 'main1' },
    });
    const label = describeAction({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: g.obj('rival-bear').id, attacker: g.obj('sturdy-bear').id }] }, g.state, en);
    expect(label).toBe("Sturdy Bear blocks Ann's Sturdy Bear");
    // an attack is the attacker's, a target may be anyone's
    const attack = describeAction({ type: 'declareAttackers', player: 'p1', attackers: [{ object: g.obj('sturdy-bear').id, target: 'p2' }] }, g.state, en);
    expect(attack).toBe('Attack Ben with Sturdy Bear');
  });

  it('two Swamps of one player are numbered in the order they came', () => {
    const g = play({ players: [{ id: 'p1', battlefield: [{ card: 'swamp' }, { card: 'swamp' }] }, { id: 'p2' }], turn: { active: 'p1', step: 'main1' } });
    const labels = ['swamp', 'swamp-2'].map((c) => describeAction({ type: 'activate', player: 'p1', object: g.obj(c).id, ability: 'swamp:0' }, g.state, en));
    expect(labels).toEqual(['Tap Swamp 1 for mana', 'Tap Swamp 2 for mana']);
  });
});

describe('describeAction: the order of two same-named triggers', () => {
  it('names each trigger by its own source', () => {
    const steps = run('class-two-copies');
    const at = steps.findIndex((st) => st.state.decision?.kind === 'orderTriggers');
    const s = steps[at]?.state;
    if (!s || s.decision?.kind !== 'orderTriggers') throw new Error('expected an order of triggers');
    const label = describeAction({ type: 'orderTriggers', player: 'p1', order: s.decision.triggers }, viewFor(s, 'p1'), t);
    const [first, rest] = [label.match(/"first":"((?:[^"\\]|\\.)*)"/)?.[1], label.match(/"rest":"((?:[^"\\]|\\.)*)"/)?.[1]];
    expect(first).toBeTruthy();
    expect(first).not.toBe(rest);
  });
});
