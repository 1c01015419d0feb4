/**
 * Lighthouse (mobile, its default simulated throttling) on pages of a built site and of the bare
 * baseline (scripts/bench/baseline.ts), each served by scripts/static-server.ts on 127.0.0.1:
 * the four category scores and FCP, LCP, TBT, CLS. Each site page is measured right after its
 * bare page, so that whatever else the machine is doing slows both alike, and judged by the
 * ratio of the two. One Chromium (/usr/bin/chromium or CHROMIUM_PATH) serves every run, a
 * fresh tab each.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStaticServer } from '../static-server.ts';
import { findChromium } from '../../tests/e2e/chromium.ts';
import { medianFigures, type LighthouseFigures } from './median.ts';

const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface LighthouseOptions {
  log?: (line: string) => void;
  /** the site's port (its SITE_URL names it) */
  port?: number;
  /** the bare baseline's build and the bare page each site page is measured beside */
  bare: { dist: string; pathOf: (sitePath: string) => string };
  /** where to write each run's full Lighthouse report (JSON), to see why a figure is what it is */
  reportDir?: string;
  /**
   * Whether a page's figures, beside its bare page's, are not clearly within their budgets (over
   * one, or close to it). Such a page and its bare page are measured four more times,
   * alternating, and each figure is the median of the five runs: a single Lighthouse run varies
   * (TBT measured 14 to 82 ms across three runs of one page on an idle machine, and 213 to 875 ms
   * for /en/rules/ on a loaded one, where a median of three failed a budget that the same code met
   * in the run before), and Lighthouse's own advice on variability is to judge the median of
   * several runs. A page clearly within its budgets on the first run is measured once.
   */
  unclear?: (site: LighthouseFigures, bare: LighthouseFigures) => boolean;
}

/** A site page and its bare page, each figure the median of the same number of runs. */
export interface LighthousePair {
  path: string;
  site: LighthouseFigures;
  bare: LighthouseFigures;
}

export async function measureLighthouse(dist: string, paths: string[], options: LighthouseOptions): Promise<LighthousePair[]> {
  const { log = () => {}, port = 0, reportDir, unclear, bare } = options;
  const chromePath = findChromium();
  if (!chromePath) throw new Error('bench: no Chromium (install it: apt-get install chromium, or set CHROMIUM_PATH)');
  const server = await startStaticServer({ root: dist, port, precompress: true });
  const bareServer = await startStaticServer({ root: bare.dist, port: 0, precompress: true });
  const chrome = await launch({ chromePath, chromeFlags: FLAGS, logLevel: 'silent' });
  const out: LighthousePair[] = [];

  const measure = async (origin: string, p: string, run: number, label: string): Promise<LighthouseFigures> => {
    const started = Date.now();
    const result = await lighthouse(`${origin}${p}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // pictures of the page are not figures: the full-page screenshot alone took seconds on long pages
      disableFullPageScreenshot: true,
      skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`bench: lighthouse gave no result for ${p}`);
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      const name = `${label === 'bare' ? 'bare-' : ''}${p.replace(/^\/|\/$/g, '').replaceAll('/', '-') || 'root'}`;
      writeFileSync(path.join(reportDir, `${name}${run > 1 ? `.${run}` : ''}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`bench: lighthouse on ${p}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failing: string[] = [];
    for (const [id, category] of Object.entries(lhr.categories)) {
      if ((category.score ?? 0) >= 1) continue;
      for (const ref of category.auditRefs) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(`${id}: ${ref.id} (${audit.displayValue ?? audit.score})`);
      }
    }
    const figures: LighthouseFigures = {
      path: p,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      failing,
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      runs: 1,
    };
    log(`lighthouse ${label} ${p}${run > 1 ? ` (run ${run})` : ''}: ${figures.performance}/${figures.accessibility}/${figures.bestPractices}/${figures.seo} FCP ${Math.round(figures.fcp)} ms LCP ${Math.round(figures.lcp)} ms TBT ${Math.round(figures.tbt)} ms CLS ${figures.cls.toFixed(3)} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    return figures;
  };

  try {
    // One run that is not counted: the first run in a fresh browser pays for cold caches and
    // compilation (it measured up to 100 ms more TBT than the same page measured later).
    if (paths[0]) await lighthouse(`${server.url}${paths[0]}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableFullPageScreenshot: true });
    for (const p of paths) {
      const bareRuns = [await measure(bareServer.url, bare.pathOf(p), 1, 'bare')];
      const siteRuns = [await measure(server.url, p, 1, 'site')];
      if (unclear?.(siteRuns[0] as LighthouseFigures, bareRuns[0] as LighthouseFigures)) {
        log(`lighthouse ${p}: not clearly within its budgets on one run; measuring it and its bare page four more times and judging the medians`);
        for (const run of [2, 3, 4, 5]) {
          bareRuns.push(await measure(bareServer.url, bare.pathOf(p), run, 'bare'));
          siteRuns.push(await measure(server.url, p, run, 'site'));
        }
      }
      out.push({ path: p, site: { ...medianFigures(siteRuns), path: p }, bare: medianFigures(bareRuns) });
    }
  } finally {
    chrome.kill();
    await server.close();
    await bareServer.close();
  }
  return out;
}
