/**
 * The rule-citation check: every Comprehensive Rules number the site can show outside the rule
 * pages has an entry in content/rules.yaml (the rule pages' own citations are checked by the
 * content build). Those numbers come from
 * - the rules engine's events: `rule: '…'` fields, the rule literal types in src/engine/events.ts
 *   and rule numbers passed as arguments (`tapObject(ctx, o, '508.1f')`) in src/engine (tests excluded);
 * - the worked-example captions, locales/<lang>/examples/*.json (“… (714.3c, 714.4).”);
 * - the engine's UI strings, locales/<lang>/engine.json, and the position editor's, locales/<lang>/setup.json.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';

const ROOT = process.cwd();

/** A quoted rule number in source text: '714', '714.3', '714.3c'. */
const QUOTED_RULE = /'(\d{3}(?:\.\d+[a-z]?)?)'/g;
/** A quoted rule number with a dot, which is a rule number wherever it appears. */
const QUOTED_SUBRULE = /'(\d{3}\.\d+[a-z]?)'/g;
/** A rule number with a dot in running text. */
const TEXT_SUBRULE = /(?<![\w.])(\d{3}\.\d+[a-z]?)(?!\w|\.\d)/g;
/** A parenthesised list of rule numbers in running text: “(714)”, “(704.5s, 714)”. */
const TEXT_RULE_LIST = /\((\d{3}(?:\.\d+[a-z]?)?(?:,\s*\d{3}(?:\.\d+[a-z]?)?)*)\)/g;

type Citations = Map<string, Set<string>>;

function cite(out: Citations, rule: string, where: string): void {
  const set = out.get(rule) ?? new Set<string>();
  set.add(where);
  out.set(rule, set);
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

/** Rule numbers cited by the engine's non-test sources. */
function engineCitations(): Citations {
  const out: Citations = new Map();
  const files = walk(path.join(ROOT, 'src', 'engine')).filter((f) => f.endsWith('.ts') && !/\.test\.tsx?$/.test(f));
  for (const file of files) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const where = `${rel(file)}:${i + 1}`;
        if (/rule/i.test(line)) for (const m of line.matchAll(QUOTED_RULE)) cite(out, m[1]!, where);
        for (const m of line.matchAll(QUOTED_SUBRULE)) cite(out, m[1]!, where);
      });
  }
  return out;
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Rule numbers cited by the example captions and the engine's UI strings, in every language. */
function localeCitations(): Citations {
  const out: Citations = new Map();
  const locales = path.join(ROOT, 'locales');
  for (const lang of readdirSync(locales)) {
    const examples = path.join(locales, lang, 'examples');
    const files = [
      ...(existsSync(examples) ? readdirSync(examples).map((f) => path.join(examples, f)) : []),
      path.join(locales, lang, 'engine.json'),
      path.join(locales, lang, 'setup.json'),
    ].filter((f) => f.endsWith('.json') && existsSync(f));
    for (const file of files) {
      for (const text of strings(JSON.parse(readFileSync(file, 'utf8')))) {
        for (const m of text.matchAll(TEXT_SUBRULE)) cite(out, m[1]!, rel(file));
        for (const m of text.matchAll(TEXT_RULE_LIST)) for (const n of m[1]!.split(/,\s*/)) cite(out, n, rel(file));
      }
    }
  }
  return out;
}

function indexed(): Set<string> {
  const doc = parse(readFileSync(path.join(ROOT, 'content', 'rules.yaml'), 'utf8')) as { rules?: { number?: unknown }[] };
  return new Set((doc.rules ?? []).map((r) => String(r.number)));
}

function report(missing: [string, Set<string>][]): string {
  return missing.map(([rule, where]) => `  ${rule}  (${[...where].slice(0, 3).join(', ')}${where.size > 3 ? ', …' : ''})`).join('\n');
}

describe('rule citations outside the rule pages', () => {
  const index = indexed();
  const engine = engineCitations();
  const locales = localeCitations();

  test('the scan finds citations (a sanity check on the patterns)', () => {
    expect(engine.size).toBeGreaterThan(50);
    expect(locales.size).toBeGreaterThan(20);
    expect(engine.has('608.2b')).toBe(true);
    expect(locales.has('714.3c')).toBe(true);
  });

  test('every number the engine cites has an entry in content/rules.yaml', () => {
    const missing = [...engine].filter(([rule]) => !index.has(rule)).sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }));
    if (missing.length) expect.fail(`rule numbers cited by src/engine with no entry in content/rules.yaml:\n${report(missing)}`);
  });

  test('every number the example captions, engine and editor strings cite has an entry in content/rules.yaml', () => {
    const missing = [...locales].filter(([rule]) => !index.has(rule)).sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }));
    if (missing.length) expect.fail(`rule numbers cited by locales/ with no entry in content/rules.yaml:\n${report(missing)}`);
  });
});
