/**
 * Lighthouse figures of a page, and the median of several runs of it (a page over a budget on
 * its first run is measured three times; see scripts/bench/lighthouse.ts).
 */
export interface LighthouseFigures {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** the failing audits of a category under 100, to say why */
  failing: string[];
  /** Lighthouse's CPU benchmark of the machine during the run (lower: busier or slower) */
  benchmarkIndex: number;
  /** how many runs the figures come from (each figure the median of them) */
  runs: number;
}

/** The figure in the middle (the upper one of an even count); NaN for none. */
export function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor(sorted.length / 2)] as number) : Number.NaN;
}

/** One set of figures from several runs of a page: the median of each figure (as LHCI's "median" aggregation). */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const first = runs[0];
  if (!first) throw new Error('medianFigures: no runs');
  const m = (pick: (f: LighthouseFigures) => number) => median(runs.map(pick));
  return {
    path: first.path,
    performance: m((f) => f.performance),
    accessibility: m((f) => f.accessibility),
    bestPractices: m((f) => f.bestPractices),
    seo: m((f) => f.seo),
    fcp: m((f) => f.fcp),
    lcp: m((f) => f.lcp),
    tbt: m((f) => f.tbt),
    cls: m((f) => f.cls),
    // the reasons of every run, once each
    failing: [...new Set(runs.flatMap((f) => f.failing))],
    benchmarkIndex: Math.min(...runs.map((f) => f.benchmarkIndex)),
    runs: runs.length,
  };
}

/** TBT under this counts as this in the TBT ratio: a ratio of two near-zero figures says nothing. */
export const TBT_FLOOR = 50;

/** A site page's timings as ratios to its bare page's (scripts/bench/baseline.ts), to two decimals. */
export function ratiosToBare(site: LighthouseFigures, bare: LighthouseFigures): { fcp: number; lcp: number; tbt: number } {
  const ratio = (a: number, b: number) => Number((a / b).toFixed(2));
  return { fcp: ratio(site.fcp, bare.fcp), lcp: ratio(site.lcp, bare.lcp), tbt: ratio(Math.max(site.tbt, TBT_FLOOR), Math.max(bare.tbt, TBT_FLOOR)) };
}
