/**
 * Loads and validates the engine's data at build and test time: card definitions
 * (content/cards/*.json) and worked examples (content/mechanics/<slug>/examples/*.json), which
 * are also played through the engine so an illegal decision fails the build. Every problem
 * names the file and the field. Node only.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CardDef } from '../engine/cards.ts';
import { MECHANICS, runExample, type CardCatalog, type Example } from '../engine/index.ts';
import { cardSchema } from './cardSchema.ts';
import { exampleSchema } from './exampleSchema.ts';
import { formatPath } from './schema.ts';
import { SLUGS, type Slug } from './types.ts';

export class DataValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid content (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n  ${problems.join('\n  ')}`);
    this.name = 'DataValidationError';
  }
}

function readJson(file: string, shown: string, problems: string[]): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (e) {
    problems.push(`${shown}: not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
    return undefined;
  }
}

function zodProblems(shown: string, issues: readonly { path: readonly PropertyKey[]; message: string }[]): string[] {
  return issues.map((i) => `${shown}: "${formatPath(i.path)}": ${i.message}`);
}

/** Token ids effects create, to check every one is defined. */
function createdTokens(def: CardDef): string[] {
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

export function loadCatalog(root: string, problems: string[] = []): CardCatalog {
  const dir = path.join(root, 'content', 'cards');
  const catalog: Record<string, CardDef> = {};
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : [];
  for (const f of files) {
    const shown = `content/cards/${f}`;
    const data = readJson(path.join(dir, f), shown, problems);
    if (data === undefined) continue;
    const parsed = cardSchema.safeParse(data);
    if (!parsed.success) {
      problems.push(...zodProblems(shown, parsed.error.issues));
      continue;
    }
    if (`${parsed.data.id}.json` !== f) problems.push(`${shown}: "id": must match the file name ("${f.replace(/\.json$/, '')}")`);
    catalog[parsed.data.id] = parsed.data;
  }
  const predefined = new Set(MECHANICS.flatMap((m) => (m.predefinedTokens ?? []).map((t) => t.id)));
  for (const def of Object.values(catalog)) {
    for (const t of createdTokens(def)) {
      if (!catalog[t] && !predefined.has(t)) problems.push(`content/cards/${def.id}.json: "abilities": creates an unknown token "${t}"`);
    }
  }
  return catalog;
}

export interface LoadedExample extends Example {
  file: string;
}

/** Validates every example, plays it through the engine, and checks the rulings it shows exist. */
export function loadExamples(
  root: string,
  catalog: CardCatalog,
  rulingIds: Partial<Record<Slug, readonly string[]>>,
  problems: string[] = [],
): LoadedExample[] {
  const out: LoadedExample[] = [];
  const seen = new Map<string, string>();
  for (const slug of SLUGS) {
    const dir = path.join(root, 'content', 'mechanics', slug, 'examples');
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.json')).sort()) {
      const shown = `content/mechanics/${slug}/examples/${f}`;
      const data = readJson(path.join(dir, f), shown, problems);
      if (data === undefined) continue;
      const parsed = exampleSchema.safeParse(data);
      if (!parsed.success) {
        problems.push(...zodProblems(shown, parsed.error.issues));
        continue;
      }
      const ex = parsed.data;
      if (`${ex.id}.json` !== f) problems.push(`${shown}: "id": must match the file name`);
      if (ex.mechanic !== slug) problems.push(`${shown}: "mechanic": must be "${slug}"`);
      const other = seen.get(ex.id);
      if (other) problems.push(`${shown}: "id": "${ex.id}" is also used by ${other}`);
      seen.set(ex.id, shown);
      const known = rulingIds[slug];
      if (known) {
        ex.shows.forEach((r, i) => {
          if (!known.includes(r)) problems.push(`${shown}: "shows[${i}]": no ruling "${r}" on the ${slug} page`);
        });
      }
      let result;
      try {
        result = runExample(ex, catalog);
      } catch (e) {
        problems.push(`${shown}: "setup": ${e instanceof Error ? e.message : String(e)}`);
        continue;
      }
      if (!result.ok) {
        problems.push(`${shown}: "${result.path}": the engine rejects this decision (${result.error})`);
        continue;
      }
      out.push({ ...ex, file: shown });
    }
  }
  return out;
}
