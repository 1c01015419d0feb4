// checkPosition (issue 28): a set-up checked where a link is read is not checked again where the
// editor shows its problems; a new set-up, or another catalogue, gets a verdict of its own.
import { expect, it, vi } from 'vitest';
import * as engine from '../engine/index.ts';
import { checkPosition } from './check.ts';
import { decodePosition, encodePosition } from './share.ts';
import { POOL } from './testing/positions.ts';

vi.mock('../engine/index.ts', async (original) => {
  const actual = await original<typeof engine>();
  return { ...actual, startGame: vi.fn(actual.startGame) };
});

const setup: engine.GameSetup = { players: [{ id: 'p1', battlefield: [{ card: 'forest' }] }, { id: 'p2', hand: ['sturdy-bear'] }] };

it('a set-up read from a link is started once, however often it is checked', () => {
  const read = decodePosition(encodePosition({ setup, decisions: [] }), POOL);
  if (!read.ok) throw new Error(read.reason);
  const started = vi.mocked(engine.startGame).mock.calls.length;
  const verdict = checkPosition(read.value.setup, POOL);
  expect(verdict.ok).toBe(true);
  expect(checkPosition(read.value.setup, POOL)).toBe(verdict);
  expect(vi.mocked(engine.startGame).mock.calls.length).toBe(started);
});

it('another set-up, equal or not, and another catalogue are checked anew', () => {
  const first = checkPosition(setup, POOL);
  expect(checkPosition(structuredClone(setup), POOL)).not.toBe(first);
  const bad: engine.GameSetup = { players: [{ id: 'p1', hand: ['no-such-card'] }, { id: 'p2' }] };
  expect(checkPosition(bad, POOL).ok).toBe(false);
  const smaller: engine.CardCatalog = Object.fromEntries(Object.entries(POOL).filter(([id]) => id !== 'forest'));
  expect(checkPosition(setup, smaller).ok).toBe(false);
  expect(checkPosition(setup, POOL)).toBe(first);
});
