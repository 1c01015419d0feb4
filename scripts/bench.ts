/**
 * `npm run bench`: builds the site into its own directory (as for publishing: SITE_URL set, so
 * canonical and hreflang links are absolute), measures it, compares every figure with its
 * budget in bench/budget.json, prints a table and exits non-zero when a budget is broken.
 *
 * Figures (scripts/bench/*.ts):
 * - bytes: gzip bytes a reader downloads before a page is readable (HTML + CSS), interactive
 *   (+ the JavaScript that hydrates it) and, on a rule page, with its board; each set against
 *   the page's own text as bare HTML (the ratio column). The first-load JavaScript, the board
 *   chunk, the largest catalogue and the CSS against their budgets.
 * - lighthouse: mobile, default simulated throttling, on a board page, the home page and the
 *   glossary in each language: the four scores, LCP, TBT, CLS. A page over a budget on its first
 *   run is measured four more times, and each of its figures is the median of the five.
 * - engine (scripts/bench/engine.ts): runExample per example (median); applyAction and the
 *   full loop (legalActions + applyAction) per CPU second under random legal play, each also as a
 *   ratio to a full copy of the same states measured alongside; legalActions at 10, 100 and 1000
 *   permanents, without and with an anthem, and its growth; the objects states share.
 * - step: the main thread's work for one step of a board (key press to the frame that draws
 *   it; median over an example's steps), at full speed and at 4× CPU throttling (CDP), in
 *   Chromium with playwright-core.
 *
 * - big (scripts/bench/big.ts, issue 28): the editor on 2,000 permanents, a 5,000-decision link
 *   played, ten editor tabs of the big position: ms to ready, JS heap, longest task, the browser's
 *   memory; each time also against the same editor on a small position (the baseline).
 *
 * Options: --no-build (measure the last bench build again), --only=bytes,lighthouse,engine,step,big,
 * --json=<file> (write every figure), --reports=<dir> (write each full Lighthouse report),
 * --pages=/en/,/it/glossary/ (Lighthouse on these pages only; for a look, not a verdict). BENCH_OUT_DIR changes the build directory.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { barePathOf, buildBaseline } from './bench/baseline.ts';
import { measureBytes } from './bench/bytes.ts';
import { checkEditorChunk } from './bench/editor.ts';
import { measureEngine } from './bench/engine.ts';
import { measurePractice } from './bench/practice.ts';
import { measureLighthouse } from './bench/lighthouse.ts';
import { measureStep } from './bench/step.ts';
import { measureBig } from './bench/big.ts';
import { ratiosToBare, TBT_FLOOR, type LighthouseFigures } from './bench/median.ts';

interface Budget {
  budget: number;
  direction: 'max' | 'min';
  /** the issue's figure, where the budget is (for now) looser than it */
  target?: number;
  unit?: string;
  why?: string;
  /**
   * An absolute figure (per second, ms) that the machine moves as much as the code: reported
   * against its goal (`budget`), never failing; the key named here, a ratio measured side by side
   * in the same run, is the figure that fails.
   */
  gate?: string;
}

interface Row {
  figure: string;
  value: number;
  /** the budget, or for byte rows the page's bare HTML */
  limit: number | null;
  unit: string;
  /** whether exceeding `limit` fails the bench */
  budgeted: boolean;
  /** `limit` is a goal reported beside the figure (Budget.gate), not a budget */
  goal?: boolean;
  direction: 'max' | 'min';
}

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const only = new Set((option('only') ?? 'bytes,lighthouse,engine,step,big').split(','));
const root = process.cwd();
const dist = path.resolve(process.env.BENCH_OUT_DIR ?? 'node_modules/.cache/archivist-bench/dist');
/** the bare baseline's build (scripts/bench/baseline.ts) */
const bareDist = path.join(path.dirname(dist), 'bare');
const budgets = JSON.parse(readFileSync('bench/budget.json', 'utf8')) as Record<string, Budget>;
const LANGS = ['en', 'it', 'ru'];
/** the mechanic page measured: the longest page text and the largest board */
const BOARD_PAGE = 'mutate';
// three decimals: a budget of 1.1 must catch 1.104, which two decimals would round to it
const ratio = (a: number, b: number) => Number((a / b).toFixed(3));

/** Whether a value breaks its budget. */
function breaks(b: Budget, value: number): boolean {
  return Number.isNaN(value) || (b.direction === 'max' ? value > b.budget : value < b.budget);
}

function budgetOf(key: string): Budget {
  const b = budgets[key];
  if (!b) throw new Error(`bench: bench/budget.json has no "${key}"`);
  return b;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const rows: Row[] = [];
const notes: string[] = [];
const budgeted = (figure: string, key: string, value: number) => {
  const b = budgetOf(key);
  if (b.gate !== undefined) {
    budgetOf(b.gate);
    rows.push({ figure: `${figure} (reported; the gate is ${b.gate})`, value, limit: b.budget, unit: b.unit ?? '', budgeted: false, goal: true, direction: b.direction });
    if (breaks(b, value)) notes.push(`${key}: ${value} misses its goal ${b.budget} (reported, not a gate: ${b.gate} is measured side by side)`);
    return;
  }
  rows.push({ figure, value, limit: b.budget, unit: b.unit ?? '', budgeted: true, direction: b.direction });
};
const log = (line: string) => console.log(`bench: ${line}`);

// The port is chosen before the build: SITE_URL must name the origin Lighthouse loads.
const port = await freePort();
const needsBuild = only.has('bytes') || only.has('lighthouse') || only.has('step') || only.has('big');
if (!args.includes('--no-build') && needsBuild) {
  log(`building into ${path.relative(root, dist)}/ with SITE_URL=http://127.0.0.1:${port}`);
  const build = spawnSync('npx', ['--no-install', 'tsx', 'scripts/build.ts'], {
    stdio: 'inherit',
    env: { ...process.env, ARCHIVIST_OUT_DIR: dist, ARCHIVIST_KEEP_MANIFEST: '1', SITE_URL: `http://127.0.0.1:${port}` },
  });
  if (build.status !== 0) {
    console.error('bench: the build failed');
    process.exit(1);
  }
}
if (!args.includes('--no-build') && (only.has('bytes') || only.has('lighthouse'))) await buildBaseline(bareDist);
if (needsBuild && !existsSync(path.join(dist, '.vite', 'manifest.json'))) {
  console.error(`bench: ${dist} has no build to measure: run without --no-build`);
  process.exit(1);
}

// Lighthouse's pages: the home page, a mechanic page in each language, the glossary, the rules index
const LIGHTHOUSE_PAGES = ['/en/', ...LANGS.map((l) => `/${l}/mechanics/${BOARD_PAGE}/`), '/en/glossary/', '/en/rules/'];
const pages = (option('pages')?.split(',') ?? LIGHTHOUSE_PAGES).filter((p) => {
  if (existsSync(path.join(dist, p, 'index.html'))) return true;
  notes.push(`${p} is not built, so not measured`);
  return false;
});
const json: Record<string, unknown> = {};

if (only.has('bytes')) {
  const bytePages = LANGS.flatMap((l) => [`/${l}/`, `/${l}/mechanics/saga/`, `/${l}/mechanics/${BOARD_PAGE}/`, `/${l}/glossary/`, `/${l}/rules/`]).filter((p) =>
    existsSync(path.join(dist, p, 'index.html')),
  );
  const bytes = measureBytes(dist, bytePages);
  json.bytes = bytes;
  budgeted('JS first load', 'js.firstLoad', bytes.firstLoadJs);
  budgeted('JS board chunk', 'js.board', bytes.boardJs);
  budgeted(`JS catalogue (largest: ${bytes.catalogue.name})`, 'js.catalogue', bytes.catalogue.bytes);
  budgeted('CSS every page links', 'css', bytes.css);
  budgeted('CSS of the board (loaded with it)', 'css.board', bytes.boardCss);
  const bare = measureBytes(bareDist, LANGS.map((l) => `/${l}/`), { board: false });
  json.bareBytes = bare;
  for (const p of bytes.pages) {
    const b = bare.pages.find((x) => x.path === barePathOf(p.path));
    if (b) budgeted(`${p.path} first-load JS ÷ bare (${(p.js / 1024).toFixed(1)} KB ÷ ${(b.js / 1024).toFixed(1)} KB)`, 'js.firstLoadRatio', ratio(p.js, b.js));
  }
  const editor = checkEditorChunk(dist);
  rows.push({ figure: `editor: its JS (${editor.files.length} files) in other pages' first load (${editor.pages} pages)${editor.leaks.length ? `: ${editor.leaks.slice(0, 3).join(', ')}` : ''}`, value: editor.leaks.length, limit: 0, unit: '', budgeted: true, direction: 'max' });
  if (bytes.precache) {
    rows.push({ figure: `service worker precache, after the first visit (${bytes.precache.files} files; informational)`, value: bytes.precache.bytes, limit: null, unit: 'B', budgeted: false, direction: 'max' });
  }
  for (const p of bytes.pages) {
    const add = (what: string, value: number) => rows.push({ figure: `${p.path} ${what}`, value, limit: p.bare, unit: 'B', budgeted: false, direction: 'max' });
    add('readable', p.readable);
    add('interactive', p.interactive);
    if (p.board !== null) add('with board', p.board);
  }
}

if (only.has('lighthouse')) {
  // figure name, budget key, the site's value, the bare page's, the value judged (a ratio, or the site's score)
  const figuresOf = (site: LighthouseFigures, bare: LighthouseFigures): [string, string, number][] => {
    const r = ratiosToBare(site, bare);
    return [
    ['performance', 'lighthouse.performance', site.performance],
    ['accessibility', 'lighthouse.accessibility', site.accessibility],
    ['best practices', 'lighthouse.bestPractices', site.bestPractices],
    ['SEO', 'lighthouse.seo', site.seo],
    ['FCP ÷ bare', 'lighthouse.fcpRatio', r.fcp],
    ['LCP ÷ bare', 'lighthouse.lcpRatio', r.lcp],
    [`TBT ÷ bare (each at least ${TBT_FLOOR} ms)`, 'lighthouse.tbtRatio', r.tbt],
    ['CLS', 'lighthouse.cls', Number(site.cls.toFixed(3))],
    ];
  };
  // not clearly within: over a budget, or a ratio within 3% of its budget
  const unclear = (site: LighthouseFigures, bare: LighthouseFigures) =>
    figuresOf(site, bare).some(([, key, value]) => {
      const b = budgetOf(key);
      return breaks(b, value) || (key.endsWith('Ratio') && breaks({ ...b, budget: b.budget * 0.97 }, value));
    });
  const results = await measureLighthouse(dist, pages, { log, port, reportDir: option('reports'), unclear, bare: { dist: bareDist, pathOf: barePathOf } });
  json.lighthouse = results;
  for (const { path: p, site, bare } of results) {
    const runs = site.runs > 1 ? ` (medians of ${site.runs} runs each)` : '';
    for (const [name, key, value] of figuresOf(site, bare)) budgeted(`${p} ${name}${runs}`, key, value);
    // the absolute figures, for reference: on a shared machine they are noise, the ratios are not
    for (const [name, a, b] of [
      ['FCP', site.fcp, bare.fcp],
      ['LCP', site.lcp, bare.lcp],
      ['TBT', site.tbt, bare.tbt],
    ] as const) {
      rows.push({ figure: `${p} ${name} (informational; bare ${Math.round(b)} ms)`, value: Math.round(a), limit: null, unit: 'ms', budgeted: false, direction: 'max' });
    }
    rows.push({ figure: `${p}: the bare page's performance (informational)`, value: bare.performance, limit: null, unit: '', budgeted: false, direction: 'min' });
    for (const f of site.failing) notes.push(`${p}: ${f}`);
  }
  const slowest = Math.min(...results.flatMap((r) => [r.site.benchmarkIndex, r.bare.benchmarkIndex]));
  if (slowest < 1000) notes.push(`Lighthouse's CPU benchmark index fell to ${slowest} (an idle modern core is ~1500-2500): the machine was busy, and simulated timings are inflated (both the site's and the bare page's)`);
}

if (only.has('step')) {
  log('step: timing the board\'s steps in Chromium');
  const step = await measureStep(dist, { log, budgets: { desktop: budgetOf('board.step').budget, throttled: budgetOf('board.stepThrottled').budget } });
  json.step = step;
  const runs = (medians: number[]) => (medians.length > 1 ? `; the lowest of ${medians.length} runs: ${medians.join(', ')} ms` : '');
  budgeted(`board: a step, desktop (median of ${step.steps}; ${step.path}${runs(step.runs.desktop)})`, 'board.step', step.desktop);
  budgeted(`board: a step, 4× CPU throttling (median${runs(step.runs.throttled)})`, 'board.stepThrottled', step.throttled);
  rows.push({ figure: 'board: slowest step, desktop (informational)', value: step.desktopMax, limit: null, unit: 'ms', budgeted: false, direction: 'max' });
  rows.push({ figure: 'board: slowest step, 4× CPU throttling (informational)', value: step.throttledMax, limit: null, unit: 'ms', budgeted: false, direction: 'max' });
}

if (only.has('big')) {
  log('big: big positions and long games in Chromium');
  const big = await measureBig(dist, root, log);
  json.big = big;
  const { small, permanents2000: p, decisions5000: d, tabs10 } = big;
  // budgets are ratios to the small position measured beside them (this machine is shared and
  // noisy); the absolute figures are reported, with the issue's targets
  const ratio = (a: number, b: number) => Number((a / Math.max(b, 1)).toFixed(2));
  const info = (figure: string, value: number, unit: string) => rows.push({ figure, value, limit: null, unit, budgeted: false, direction: 'max' });
  budgeted(`big: the editor opens 2,000 permanents ÷ the small position (${p.ready} ms against ${small.ready} ms; ${p.elements} elements)`, 'big.permanents.readyRatio', ratio(p.ready, small.ready));
  info('big: the editor opens 2,000 permanents (ms; target 1,000, issue 28)', p.ready, 'ms');
  budgeted('big: the editor on 2,000 permanents, JS heap', 'big.permanents.heap', p.heapMB);
  budgeted(`big: a 5,000-decision link playable ÷ the small position (${d.ready} ms against ${small.ready} ms; ${d.elements} elements)`, 'big.decisions.readyRatio', ratio(d.ready, small.ready));
  info('big: a 5,000-decision link playable (ms; target 1,000, issue 28)', d.ready, 'ms');
  budgeted('big: a 5,000-decision link, JS heap (informational budget: the issue names none)', 'big.decisions.heap', d.heapMB);
  budgeted(`big: ten editor tabs of 2,000 permanents ÷ ten of the small position, the browser's memory growth (proportional sets: ${tabs10.pssMB} MB against ${big.tabs10Small.pssMB} MB)`, 'big.tabs.memoryRatio', ratio(tabs10.pssMB, big.tabs10Small.pssMB));
  budgeted("big: ten editor tabs of 2,000 permanents, the browser's memory growth together (proportional sets, MB)", 'big.tabs.memory', tabs10.pssMB);
  info("big: ten editor tabs of 2,000 permanents, the browser's memory growth, resident sets summed (MB; shared pages counted once per process)", tabs10.rssMB, 'MB');
  // The Long Tasks API reports only tasks of 50 ms or more: a page with none has its longest task somewhere
  // under 50 ms, reported as 0. Both sides take that floor, so a quiet baseline is "under 50 ms", not zero
  // (as the TBT ratio floors each side at TBT_FLOOR).
  const LONG_TASK_FLOOR = 50;
  const longest = Math.max(p.longestTask, d.longestTask);
  budgeted(`big: longest task, any of them ÷ the small position's (${longest} ms against ${small.longestTask} ms; each at least ${LONG_TASK_FLOOR} ms)`, 'big.longestTaskRatio', ratio(Math.max(longest, LONG_TASK_FLOOR), Math.max(small.longestTask, LONG_TASK_FLOOR)));
  info('big: longest task, any of them (ms; target 200 on a desktop CPU, issue 28)', Math.max(p.longestTask, d.longestTask), 'ms');
  const tabsSmall = big.tabs10Small.longestTask;
  budgeted(`big: longest task, ten tabs of 2,000 permanents opened at once ÷ ten of the small position (${tabs10.longestTask} ms against ${tabsSmall} ms; each at least ${LONG_TASK_FLOOR} ms)`, 'big.tabs.longestTaskRatio', ratio(Math.max(tabs10.longestTask, LONG_TASK_FLOOR), Math.max(tabsSmall, LONG_TASK_FLOOR)));
  info('big: longest task, ten tabs of 2,000 permanents opened at once (ms; ten pages opening on the machine’s cores at once)', tabs10.longestTask, 'ms');
  rows.push({ figure: `big: the small position, ready (the baseline; ${small.elements} elements, ${small.heapMB} MB)`, value: small.ready, limit: null, unit: 'ms', budgeted: false, direction: 'max' });
}

if (only.has('engine')) {
  log('engine: timing the examples, random legal play and boards of 10 to 1000 permanents');
  const engine = measureEngine(root, { actionsPerCopyBudget: budgetOf('engine.actionsPerCopy').budget });
  json.engine = engine;
  const sorted = Object.entries(engine.examples).sort((a, b) => b[1] - a[1]);
  const [slowId, slowMs] = sorted[0] ?? ['-', 0];
  budgeted(`engine: slowest example, median (${slowId}, of ${sorted.length})`, 'engine.example', Number(slowMs.toFixed(2)));
  const over = sorted.filter(([, ms]) => ms > budgetOf('engine.example').budget);
  if (over.length > 1) for (const [id, ms] of over.slice(1)) budgeted(`engine: example ${id}`, 'engine.example', Number(ms.toFixed(2)));
  const [minId, minMs] = Object.entries(engine.examplesMin).sort((a, b) => b[1] - a[1])[0] ?? ['-', 0];
  notes.push(`engine: slowest example by its fastest run: ${minId} ${minMs.toFixed(2)} ms (the budget applies to the median)`);
  budgeted(`engine: applyAction/s (CPU), random legal play (${engine.pairs} actions)`, 'engine.actionsPerSecond', Math.round(engine.actionsPerSecond));
  const ratioRuns = engine.actionsPerCopyRuns.length > 1 ? `; the highest of ${engine.actionsPerCopyRuns.length} runs: ${engine.actionsPerCopyRuns.join(', ')}` : '';
  budgeted(`engine: applyAction against a full copy of the state (JSON), same windows${ratioRuns}`, 'engine.actionsPerCopy', Number((engine.actionsPerSecond / engine.copiesPerSecond).toFixed(2)));
  budgeted('engine: full loop (legalActions + applyAction)/s (CPU), fresh states', 'engine.loopPerSecond', Math.round(engine.loopPerSecond));
  budgeted('engine: full loop against a full copy of the state (JSON), same run', 'engine.loopPerCopy', Number((engine.loopPerSecond / engine.copiesPerSecond).toFixed(2)));
  rows.push({ figure: 'engine: full copies of the state (JSON)/s (CPU; the baseline of the two ratios)', value: Math.round(engine.copiesPerSecond), limit: null, unit: '/s', budgeted: false, direction: 'min' });
  rows.push({ figure: 'engine: legalActions calls/s on states already seen (informational: what a state computed is remembered)', value: Math.round(engine.legalActionsPerSecond), limit: null, unit: '/s', budgeted: false, direction: 'min' });
  for (const [label, row, key, atBig] of [
    ['', engine.scaling, 'engine.legalActionsGrowth', 'engine.legalActions1000'],
    [', one anthem', engine.scalingAnthem, 'engine.legalActionsAnthemGrowth', 'engine.legalActions1000Anthem'],
  ] as const) {
    const sizes = Object.keys(row).map(Number).sort((a, b) => a - b);
    const ms = sizes.map((n) => `${n}: ${(row[n] ?? 0).toFixed(2)} ms`).join(', ');
    const big = sizes[sizes.length - 1] ?? 0;
    const mid = sizes[sizes.length - 2] ?? 0;
    budgeted(`engine: legalActions at ${big} permanents${label} (${ms})`, atBig, Number((row[big] ?? 0).toFixed(2)));
    budgeted(`engine: legalActions growth ${mid} → ${big} permanents${label} (10 is linear, 100 quadratic)`, key, Number(((row[big] ?? 0) / (row[mid] || 1)).toFixed(1)));
  }
  budgeted('engine: objects shared with the state before, random legal play', 'engine.sharedObjects', Number(engine.shared.toFixed(3)));
  // Practice (issue 24): checking a puzzle's goal after an action
  const practice = measurePractice(root);
  budgeted(`practice: goal check after an action, slowest median (${practice.slowest.id}, ${practice.puzzles} puzzles, ${practice.checks} actions)`, 'practice.goalCheck', Number(practice.slowest.ms.toFixed(3)));
}

for (const [key, b] of Object.entries(budgets)) {
  if (typeof b !== 'object' || b.target === undefined) continue;
  const looser = b.direction === 'max' ? b.budget > b.target : b.budget < b.target;
  if (looser) notes.push(`${key}: the budget ${b.budget} is LOOSER than the target ${b.target}: ${b.why ?? ''}`);
}
const fmt = (v: number, unit: string): string => (unit === 'B' ? `${(v / 1024).toFixed(1)} KB` : unit === 'ms' ? `${v} ms` : unit === '/s' ? `${v.toLocaleString('en')}/s` : String(v));
const broken = (r: Row) => r.budgeted && r.limit !== null && (Number.isNaN(r.value) || (r.direction === 'max' ? r.value > r.limit : r.value < r.limit));
const table = rows.map((r) => [
  broken(r) ? '✗' : r.budgeted ? '✓' : ' ',
  r.figure,
  fmt(r.value, r.unit),
  r.limit === null ? '' : `${r.budgeted ? (r.direction === 'max' ? '≤ ' : '≥ ') : r.goal ? (r.direction === 'max' ? 'goal ≤ ' : 'goal ≥ ') : 'bare '}${fmt(r.limit, r.unit)}`,
  r.limit ? (r.value / r.limit).toFixed(2) : '',
]);
const header = ['', 'figure', 'value', 'budget', 'ratio'];
const widths = header.map((h, i) => Math.max(h.length, ...table.map((t) => (t[i] ?? '').length)));
const line = (cells: string[]) => cells.map((c, i) => (i >= 2 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join('  ');
console.log(`\n${line(header)}\n${line(widths.map((w) => '─'.repeat(w)))}`);
for (const t of table) console.log(line(t));
if (notes.length) console.log(`\nnotes:\n  ${notes.join('\n  ')}`);
const json_ = option('json');
if (json_) writeFileSync(json_, JSON.stringify({ date: new Date().toISOString(), rows, ...json }, null, 2));
const failed = rows.filter(broken);
console.log(failed.length ? `\nbench: ${failed.length} figure(s) over budget` : '\nbench: every figure within its budget');
process.exit(failed.length ? 1 : 0);
