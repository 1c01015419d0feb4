/**
 * Build-time data for the sandbox boards: per mechanic, its worked examples (validated and played
 * through the engine by src/content/catalog.ts), the card definitions they use, and for each ruling
 * the step of an example that shows it ("see it" links). Node only; the plugin turns the result
 * into `virtual:archivist/examples/<slug>` and adds the links to the rule pages.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CardDef } from '../../engine/cards.ts';
import { runExample, type CardCatalog, type Example, type GameEvent } from '../../engine/index.ts';
import { loadCatalog, loadExamples } from '../catalog.ts';
import { captionMarkupProblems } from '../captions.ts';
import { SLUGS, type ExampleModule, type MechanicPage, type SeeIt, type Slug } from '../types.ts';

/** The rule numbers a ruling cites, read from the rendered page (its :rule[] links). */
export function rulingRules(html: string, ruling: string): string[] {
  const start = html.indexOf(`<li id="${ruling}"`);
  if (start === -1) return [];
  const end = closingLi(html, start);
  return [...html.slice(start, end).matchAll(/class="rule-ref">([^<]+)</g)].map((m) => m[1] as string);
}

/** The index just after the </li> closing the <li> that opens at `start`. */
export function closingLi(html: string, start: number): number {
  const tag = /<(\/?)li\b[^>]*>/g;
  tag.lastIndex = start;
  let depth = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return m.index + m[0].length;
  }
  return html.length;
}

const cites = (eventRule: string, rule: string) => eventRule === rule || (eventRule.startsWith(rule) && /^[a-z.]/.test(eventRule.slice(rule.length)));

/** The first step (after the opening position) whose events cite one of the ruling's rules. */
export function stepShowing(steps: readonly { events: readonly GameEvent[] }[], rules: readonly string[]): number | null {
  for (let i = 1; i < steps.length; i++) {
    const evs = steps[i]?.events ?? [];
    if (evs.some((e) => 'rule' in e && rules.some((r) => cites(e.rule, r)))) return i;
  }
  return null;
}

function cardsOf(ex: Example): string[] {
  const ids: string[] = [];
  const add = (c: string | { card: string }) => ids.push(typeof c === 'string' ? c : c.card);
  for (const p of ex.setup.players) {
    for (const list of [p.library, p.hand, p.graveyard, p.exile, p.schemes]) (list ?? []).forEach(add);
    for (const perm of p.battlefield ?? []) {
      ids.push(perm.card);
      (perm.merged ?? []).forEach(add);
    }
  }
  return ids;
}

function tokensOf(def: CardDef): string[] {
  const out: string[] = [];
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (o.do === 'createToken' && typeof o.token === 'string') out.push(o.token);
      Object.values(o).forEach(visit);
    }
  };
  visit(def.abilities);
  return out;
}

/** Only the definitions the examples need (and the tokens those create). */
function subCatalog(catalog: CardCatalog, examples: readonly Example[]): Record<string, CardDef> {
  const out: Record<string, CardDef> = {};
  const queue = examples.flatMap(cardsOf);
  while (queue.length) {
    const id = queue.pop() as string;
    const def = catalog[id];
    if (!def || out[id]) continue;
    out[id] = def;
    queue.push(...tokensOf(def));
  }
  return out;
}

/**
 * Every mechanic's example module. An example the engine can't play is left out and reported in
 * `problems` (the content check and the engine's example tests fail on it; the site still builds).
 */
export function buildExampleModules(root: string, pages: Record<Slug, MechanicPage>, problems: string[] = []): Record<Slug, ExampleModule> {
  const catalog = loadCatalog(root, problems);
  const rulingIds = Object.fromEntries(SLUGS.map((slug) => [slug, Array.from({ length: pages[slug].rulings }, (_, i) => `${slug}-r${i + 1}`)]));
  const loaded = loadExamples(root, catalog, rulingIds, problems);
  const out = {} as Record<Slug, ExampleModule>;
  for (const slug of SLUGS) {
    const examples: Example[] = loaded.filter((e) => e.mechanic === slug).map(({ file: _file, ...ex }) => ex);
    const seeIt: Record<string, SeeIt> = {};
    const fallback: Record<string, SeeIt> = {};
    for (const ex of examples) {
      const r = runExample(ex, catalog);
      if (!r.ok) continue;
      for (const ruling of ex.shows) {
        const step = stepShowing(r.steps, rulingRules(pages[slug].html, ruling));
        if (step !== null) seeIt[ruling] ??= { example: ex.id, step };
        fallback[ruling] ??= { example: ex.id, step: Math.min(1, r.steps.length - 1) };
      }
    }
    out[slug] = { examples, catalog: subCatalog(catalog, examples), seeIt: { ...fallback, ...seeIt } };
  }
  return out;
}

function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Adds a "see it" link at the end of each ruling that an example shows. */
export function withSeeItLinks(html: string, seeIt: Record<string, SeeIt>, label: (step: number) => string): string {
  let out = html;
  for (const [ruling, at] of Object.entries(seeIt)) {
    const start = out.indexOf(`<li id="${ruling}"`);
    if (start === -1) continue;
    const end = closingLi(out, start) - '</li>'.length;
    const href = `?example=${encodeURIComponent(at.example)}&amp;step=${at.step}#board`;
    const link = `<a class="see-it" href="${href}" data-see-it="${escapeAttr(ruling)}">${escapeAttr(label(at.step))}</a>`;
    out = `${out.slice(0, end)}${link}${out.slice(end)}`;
  }
  return out;
}

/**
 * The captions every example needs in every language (locales/<lang>/examples/<slug>.json, shown
 * beside the board and printed with the page): a title, a summary and one caption per step, "0"
 * for the opening position then one per decision; no caption for an example or step that doesn't
 * exist. Each problem names the file and the key (`"saga-lore-over-turns.steps.3"`).
 */
export function captionProblems(root: string, modules: Record<Slug, ExampleModule>, languages: readonly string[]): string[] {
  const problems: string[] = [];
  for (const slug of SLUGS) {
    const examples = modules[slug].examples;
    for (const lang of languages) {
      const shown = `locales/${lang}/examples/${slug}.json`;
      const file = path.join(root, 'locales', lang, 'examples', `${slug}.json`);
      if (!existsSync(file)) {
        if (examples.length) problems.push(`${shown}: missing (the ${slug} page has ${examples.length} worked example${examples.length === 1 ? '' : 's'})`);
        continue;
      }
      let data: unknown;
      try {
        data = JSON.parse(readFileSync(file, 'utf8'));
      } catch (e) {
        problems.push(`${shown}: not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
        continue;
      }
      const captions = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
      for (const ex of examples) {
        const c = Object.hasOwn(captions, ex.id) ? (captions[ex.id] as Record<string, unknown> | null) : undefined;
        if (!c || typeof c !== 'object') {
          problems.push(`${shown}: "${ex.id}": missing captions for the example ${ex.id}`);
          continue;
        }
        const seats = ex.setup.players.map((p) => p.id);
        for (const field of ['title', 'summary'] as const) {
          if (typeof c[field] !== 'string' || !c[field].trim()) problems.push(`${shown}: "${ex.id}.${field}": missing`);
          else for (const p of captionMarkupProblems(c[field], seats)) problems.push(`${shown}: "${ex.id}.${field}": ${p}`);
        }
        const steps = (c.steps && typeof c.steps === 'object' ? c.steps : {}) as Record<string, unknown>;
        const wanted = Array.from({ length: ex.decisions.length + 1 }, (_, i) => String(i));
        for (const step of wanted) {
          if (typeof steps[step] !== 'string' || !steps[step].trim()) {
            problems.push(`${shown}: "${ex.id}.steps.${step}": missing caption (the example has ${ex.decisions.length} decisions: steps 0 to ${ex.decisions.length})`);
          } else for (const p of captionMarkupProblems(steps[step], seats)) problems.push(`${shown}: "${ex.id}.steps.${step}": ${p}`);
        }
        for (const step of Object.keys(steps)) if (!wanted.includes(step)) problems.push(`${shown}: "${ex.id}.steps.${step}": no such step (the example has steps 0 to ${ex.decisions.length})`);
      }
      for (const id of Object.keys(captions)) if (!examples.some((e) => e.id === id)) problems.push(`${shown}: "${id}": no such example of the ${slug} page`);
    }
  }
  return problems;
}
