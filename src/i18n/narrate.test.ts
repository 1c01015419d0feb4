// Narration of event batches: events that happened at the same time are told together (704.3, 603.6a).
import { describe, expect, it } from 'vitest';
import { applyAction, startGame } from '../engine/index.ts';
import { CATALOG } from '../engine/testing/catalog.ts';
import { narrateStep, type Translate } from './narrate.ts';

const t: Translate = (key) => key;

describe('narrateStep and event batches', () => {
  it('603.6a: two tokens created by one instruction are told under one "At the same time:" heading', () => {
    let s = startGame(
      { players: [{ id: 'p1', hand: ['call-the-choir'], battlefield: [{ card: 'plains' }, { card: 'plains' }, { card: 'plains' }] }, { id: 'p2' }], turn: { active: 'p1', step: 'main1' } },
      CATALOG,
    ).state;
    const cast = applyAction(s, { type: 'cast', player: 'p1', object: Object.values(s.objects).find((o) => o.cards.includes('call-the-choir'))!.id });
    if (!cast.ok) throw new Error(cast.error);
    s = cast.state;
    const r = applyAction(s, { type: 'advance', player: 'p1' });
    if (!r.ok) throw new Error(r.error);
    const lines = narrateStep(r.events, { before: s, after: r.state, t }).map((l) => l.text);
    const heading = lines.indexOf('event.simultaneous');
    expect(heading).toBeGreaterThanOrEqual(0);
    // the heading comes right before the batch's sentences: the two tokens
    expect(lines.slice(heading + 1).filter((l) => l === 'event.tokenCreated')).toHaveLength(2);
    expect(lines.filter((l) => l === 'event.simultaneous')).toHaveLength(1);
  });

  it('a step without simultaneous moves has no heading', () => {
    const s = startGame({ players: [{ id: 'p1', hand: ['sturdy-bear'], battlefield: [{ card: 'forest' }, { card: 'forest' }] }, { id: 'p2' }], turn: { active: 'p1', step: 'main1' } }, CATALOG).state;
    const r = applyAction(s, { type: 'cast', player: 'p1', object: Object.values(s.objects).find((o) => o.cards.includes('sturdy-bear'))!.id });
    if (!r.ok) throw new Error(r.error);
    expect(narrateStep(r.events, { before: s, after: r.state, t }).map((l) => l.text)).not.toContain('event.simultaneous');
  });
});
