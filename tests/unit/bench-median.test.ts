import { describe, expect, it } from 'vitest';
import { median, medianFigures, ratiosToBare, type LighthouseFigures } from '../../scripts/bench/median.ts';

const run = (figures: Partial<LighthouseFigures>): LighthouseFigures => ({
  path: '/en/glossary/',
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 900,
  lcp: 1800,
  tbt: 20,
  cls: 0,
  failing: [],
  benchmarkIndex: 1500,
  runs: 1,
  ...figures,
});

describe('the median of Lighthouse runs (scripts/bench/median.ts)', () => {
  it('takes the middle value, whatever the order, and the upper middle of an even count', () => {
    expect(median([139, 14, 18])).toBe(18);
    expect(median([3, 1, 2, 4])).toBe(3);
    expect(median([Number.NaN, 5, 7])).toBe(7);
    expect(median([])).toBeNaN();
  });

  it('judges each figure by its own median, so one slow run does not fail a page', () => {
    const figures = medianFigures([
      run({ tbt: 139, performance: 96, lcp: 2097, failing: ['performance: total-blocking-time (140 ms)'], benchmarkIndex: 900 }),
      run({ tbt: 14, lcp: 1810, fcp: 1200 }),
      run({ tbt: 45, performance: 98, lcp: 2050, fcp: 950 }),
    ]);
    expect(figures).toMatchObject({ path: '/en/glossary/', fcp: 950, tbt: 45, performance: 98, lcp: 2050, accessibility: 100, runs: 3, benchmarkIndex: 900 });
    expect(figures.failing).toEqual(['performance: total-blocking-time (140 ms)']);
  });

  it('keeps a page over budget when most of its runs are', () => {
    expect(medianFigures([run({ tbt: 130 }), run({ tbt: 20 }), run({ tbt: 120 })]).tbt).toBe(120);
  });

  it('refuses to make figures out of no run', () => {
    expect(() => medianFigures([])).toThrow(/no runs/);
  });

  it('sets a page against its bare page as ratios, TBT counted as at least 50 ms on both sides', () => {
    const bare = run({ fcp: 800, lcp: 800, tbt: 0 });
    expect(ratiosToBare(run({ fcp: 840, lcp: 1000, tbt: 10 }), bare)).toEqual({ fcp: 1.05, lcp: 1.25, tbt: 1 });
    expect(ratiosToBare(run({ fcp: 800, lcp: 800, tbt: 100 }), bare).tbt).toBe(2);
    expect(ratiosToBare(run({ tbt: 300 }), run({ tbt: 150 })).tbt).toBe(2);
  });
});
