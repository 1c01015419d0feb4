// npx tsx scripts/cards-catalogue.ts [--json]
// Lists, for each language, what locales/<lang>/cards.json lacks for the cards the engine knows:
// every content/cards/*.json plus the mechanics' predefined tokens (food, mutagen).
//
// Key scheme (flat keys):
//   card.<id>.name      every card
//   card.<id>.typeline  every card: the full printed type line ("Creatura Leggendaria — Umano Soldato")
//   card.<id>.text      every card with at least one ability (a vanilla card has no rules text, and the
//                       locale check forbids empty strings)
//   type.<type>, supertype.<supertype>, subtype.<Subtype>
//                       every type, supertype and subtype a card has or a filter names ("target Saga")
// Exits 1 when a key is missing. Keys of cards that no longer exist are listed as "stale" (a warning).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalog } from '../src/content/catalog.ts';
import type { CardDef } from '../src/engine/cards.ts';
import { MECHANICS } from '../src/engine/index.ts';
import { LANGUAGES } from '../src/i18n/languages.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type CardKeyPart = 'name' | 'typeline' | 'text';

export interface CatalogueGaps {
  /** cards with at least one missing key, in id order */
  cards: { id: string; missing: CardKeyPart[] }[];
  types: string[];
  supertypes: string[];
  subtypes: string[];
  /** card.<id>.* keys whose card the engine doesn't know (renamed or removed cards) */
  stale: string[];
}

/** The card keys a definition needs. */
export function requiredParts(def: CardDef): CardKeyPart[] {
  return def.abilities.length > 0 ? ['name', 'typeline', 'text'] : ['name', 'typeline'];
}

/** Types, supertypes and subtypes that the cards have or that their abilities' filters name. */
export function vocabularyUsed(defs: readonly CardDef[]): { types: Set<string>; supertypes: Set<string>; subtypes: Set<string> } {
  const types = new Set<string>();
  const supertypes = new Set<string>();
  const subtypes = new Set<string>();
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      for (const [key, value] of Object.entries(o)) {
        if (key === 'types' && Array.isArray(value)) value.forEach((t) => types.add(String(t)));
        else if ((key === 'subtypes' || key === 'notSubtypes') && Array.isArray(value)) value.forEach((t) => subtypes.add(String(t)));
        else visit(value);
      }
    }
  };
  for (const def of defs) {
    def.types.forEach((t) => types.add(t));
    (def.supertypes ?? []).forEach((t) => supertypes.add(t));
    (def.subtypes ?? []).forEach((t) => subtypes.add(t));
    visit(def.abilities);
  }
  return { types, supertypes, subtypes };
}

const present = (catalogue: Record<string, unknown>, key: string) => {
  const v = catalogue[key];
  return typeof v === 'string' && v.trim() !== '';
};

/** What a flat cards catalogue lacks for these definitions. Pure: no file access. */
export function catalogueGaps(defs: readonly CardDef[], catalogue: Record<string, unknown>): CatalogueGaps {
  const sorted = [...defs].sort((a, b) => a.id.localeCompare(b.id));
  const cards = sorted
    .map((def) => ({ id: def.id, missing: requiredParts(def).filter((part) => !present(catalogue, `card.${def.id}.${part}`)) }))
    .filter((c) => c.missing.length > 0);
  const used = vocabularyUsed(sorted);
  const lacking = (prefix: string, names: Set<string>) => [...names].sort().filter((n) => !present(catalogue, `${prefix}.${n}`));
  const ids = new Set(sorted.map((d) => d.id));
  const stale = Object.keys(catalogue)
    .filter((k) => k.startsWith('card.'))
    .filter((k) => !ids.has(k.slice('card.'.length, k.lastIndexOf('.'))))
    .sort();
  return {
    cards,
    types: lacking('type', used.types),
    supertypes: lacking('supertype', used.supertypes),
    subtypes: lacking('subtype', used.subtypes),
    stale,
  };
}

export const isComplete = (gaps: CatalogueGaps) =>
  gaps.cards.length === 0 && gaps.types.length === 0 && gaps.supertypes.length === 0 && gaps.subtypes.length === 0;

/** Every card the engine knows: content/cards plus the predefined tokens of the mechanic modules. */
export function engineCards(root = ROOT): CardDef[] {
  const problems: string[] = [];
  const catalog = loadCatalog(root, problems);
  if (problems.length > 0) throw new Error(`content/cards is invalid:\n  ${problems.join('\n  ')}`);
  const tokens = MECHANICS.flatMap((m) => m.predefinedTokens ?? []);
  const byId = new Map<string, CardDef>();
  for (const def of [...Object.values(catalog), ...tokens]) byId.set(def.id, def);
  return [...byId.values()].sort((a, b) => a.id.localeCompare(b.id));
}

/** locales/<lang>/cards.json, or an empty catalogue when the file doesn't exist yet. */
export function readCardsCatalogue(lang: string, root = ROOT): Record<string, unknown> {
  const file = path.join(root, 'locales', lang, 'cards.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
}

function main(argv: string[]): number {
  const defs = engineCards();
  const report = Object.fromEntries(LANGUAGES.map((lang) => [lang, catalogueGaps(defs, readCardsCatalogue(lang))]));
  if (argv.includes('--json')) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    console.log(`${defs.length} cards (content/cards and predefined tokens)`);
    for (const [lang, gaps] of Object.entries(report)) {
      const lines: string[] = [];
      for (const c of gaps.cards) lines.push(`  ${c.id}: ${c.missing.map((p) => `card.${c.id}.${p}`).join(', ')}`);
      if (gaps.types.length) lines.push(`  types: ${gaps.types.map((t) => `type.${t}`).join(', ')}`);
      if (gaps.supertypes.length) lines.push(`  supertypes: ${gaps.supertypes.map((t) => `supertype.${t}`).join(', ')}`);
      if (gaps.subtypes.length) lines.push(`  subtypes: ${gaps.subtypes.map((t) => `subtype.${t}`).join(', ')}`);
      console.log(`locales/${lang}/cards.json: ${lines.length === 0 ? 'complete' : 'missing'}`);
      for (const l of lines) console.log(l);
      if (gaps.stale.length) console.log(`  stale (no such card): ${gaps.stale.join(', ')}`);
    }
  }
  return Object.values(report).every(isComplete) ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
