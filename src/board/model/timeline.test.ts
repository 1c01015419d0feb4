// Timelines and the URL: the authored steps, a branch off them, and bad input clamped, never thrown.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../engine/index.ts';
import { CATALOG } from '../../engine/testing/catalog.ts';
import { TWO_ALLIES } from './fixtures.ts';
import { AUTO, authoredSteps, buildTimeline, clamp, indexOfAction, pathTo } from './timeline.ts';
import { parseBoardLocation, writeBoardLocation } from './url.ts';

describe('timeline', () => {
  const authored = authoredSteps(TWO_ALLIES, CATALOG);

  it('the authored steps: the opening position plus one per decision', () => {
    expect(authored.error).toBeNull();
    expect(authored.steps).toHaveLength(6);
    expect(authored.steps.every((s) => s.authored)).toBe(true);
  });

  it('a branch replays legal-action indices after the branch point and marks those steps as the reader\'s', () => {
    const at = authored.steps[2];
    if (!at) throw new Error('no step 2');
    const options = legalActions(at.state).actions;
    expect(options.length).toBe(2);
    const authoredIndex = indexOfAction(options, authored.steps[3]?.decision ?? null);
    const other = authoredIndex === 0 ? 1 : 0;
    const tl = buildTimeline(authored.steps, null, 2, [other, 0]);
    expect(tl.branch).toBe(2);
    expect(tl.steps[3]?.authored).toBe(false);
    expect(tl.steps[3]?.decision).toEqual(options[other]);
    expect(tl.path[0]).toBe(other);
  });

  it('after the reader\'s last choice the engine plays on to the next real decision, and the path to any of those steps replays them', () => {
    const at = authored.steps[2];
    if (!at) throw new Error('no step 2');
    const options = legalActions(at.state).actions;
    const other = indexOfAction(options, authored.steps[3]?.decision ?? null) === 0 ? 1 : 0;
    const tl = buildTimeline(authored.steps, null, 2, [other]);
    expect(tl.path).toEqual([other]);
    const played = tl.steps.slice(4);
    expect(played.length).toBeGreaterThan(0);
    expect(played.every((s) => s.auto && !s.authored && s.decision?.type === 'advance')).toBe(true);
    // it stops where a player must decide: here, declaring attackers
    expect(tl.steps[tl.steps.length - 1]?.state.decision?.kind).toBe('declareAttackers');
    const path = pathTo(tl, tl.steps.length - 1);
    expect(path).toEqual([other, ...played.map(() => AUTO)]);
    const again = buildTimeline(authored.steps, null, 2, path);
    expect(again.steps.map((s) => s.state)).toEqual(tl.steps.map((s) => s.state));
  });

  it('bad paths stop at the first illegal index; with no legal entry the authored example stays whole (issue 28, D12)', () => {
    const tl = buildTimeline(authored.steps, null, 99, [9999, 0]);
    expect(tl.branch).toBeNull();
    expect(tl.path).toEqual([]);
    expect(tl.steps).toHaveLength(authored.steps.length);
    const early = buildTimeline(authored.steps, null, 1, [9999]);
    expect(early.branch).toBeNull();
    expect(early.steps).toHaveLength(authored.steps.length);
  });

  it('a broken example yields an error and no steps, without throwing', () => {
    const broken = authoredSteps({ ...TWO_ALLIES, decisions: [{ type: 'cast', player: 'p1', object: '@nothing' }] }, CATALOG);
    expect(broken.error).toMatch(/unknown-card-ref/);
    // the steps before the rejected decision are still shown
    expect(buildTimeline(broken.steps, broken.error, null, []).steps).toHaveLength(1);
  });

  it('clamp', () => {
    expect(clamp(NaN, 0, 5)).toBe(0);
    expect(clamp(-3, 0, 5)).toBe(0);
    expect(clamp(9, 0, 5)).toBe(5);
    expect(clamp(2.7, 0, 5)).toBe(2);
  });
});

describe('board location in the URL', () => {
  it.each([
    ['?example=saga-basic&step=3', { example: 'saga-basic', step: 3, branch: null, path: [] }],
    ['?example=saga-basic&step=3&branch=2&path=1.0.4', { example: 'saga-basic', step: 3, branch: 2, path: [1, 0, 4] }],
    ['?example=<script>&step=-1', { example: null, step: null, branch: null, path: [] }],
    ['?step=abc&path=1.2', { example: null, step: null, branch: null, path: [] }],
    ['?example=x&step=2&branch=1&path=b.3..x', { example: 'x', step: 2, branch: 1, path: [3] }],
    ['?example=x&step=2&branch=1&path=0.a.a.2', { example: 'x', step: 2, branch: 1, path: [0, -1, -1, 2] }],
  ])('%s', (search, expected) => {
    expect(parseBoardLocation(search)).toEqual(expected);
  });

  it('writes the location and keeps other parameters', () => {
    expect(writeBoardLocation('?from=test&step=9', { example: 'a', step: 2, branch: 1, path: [0, 3] })).toBe('?from=test&example=a&step=2&branch=1&path=0.3');
    expect(writeBoardLocation('', { example: 'a', step: 0, branch: null, path: [5] })).toBe('?example=a&step=0');
    expect(writeBoardLocation('', { example: 'a', step: 5, branch: 1, path: [2, -1, -1, 0] })).toBe('?example=a&step=5&branch=1&path=2.a.a.0');
  });
});
