/**
 * The language check: no untranslated text in content/.
 * - it and en pages have no Cyrillic (outside the few quoted names allowed below);
 * - ru pages have no Latin-script words beyond card, set and product names, Roman chapter
 *   numerals and variables (N, X, Y), listed below;
 * - en pages have no leftover Italian (stop-words that are not English);
 * - the glossary and the rules index have every text in the three languages, with the same
 *   rules (a term or explanation identical to the English one is a missing translation unless
 *   allowed below).
 * Markup is removed first: rule references, ids, directives and symbols such as {2}{W}, {T}, {rI}.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { SLUGS } from '../../src/content/types.ts';
import { LANGUAGES, type Lang } from '../../src/i18n/languages.ts';
import type { GlossaryFile, RulesFile } from '../../src/content/schema.ts';

const CONTENT = path.join(process.cwd(), 'content');

/** Cyrillic allowed on it/en pages: quoted Russian card names would go here. There are none today. */
const CYRILLIC_ALLOWED: string[] = [];

/**
 * Latin-script names allowed in Russian text. Card, set and product names keep their English
 * (official) names on Russian pages, as printed Russian cards do for untranslated sets.
 */
const RU_LATIN_NAMES = [
  // set names (front matter "set" and history notes)
  'Teenage Mutant Ninja Turtles',
  'Duskmourn: House of Horror',
  'Duskmourn',
  'Murders at Karlov Manor',
  'Modern Horizons',
  'Future Sight',
  'March of the Machine',
  'Dominaria United',
  'Dominaria',
  // card names quoted by the pages
  "Urza's Saga",
  'The Long List of the Ents',
  'The Night of the Doctor',
  'Blink',
  'Bubble Smuggler',
  'Pizza Face',
  // the product and variant names (official Russian material keeps them in English)
  'Archenemy',
  'Supervillain Rumble',
  'Commander',
  // the game's own name, as the Russian review asks (scheme: «нетрадиционных картах Magic»)
  'Magic',
  // the card type: Russian cards print it in English ("planeswalker'а", "planeswalker'ов")
  'planeswalker',
];
/** Roman chapter numerals, the variables of the rules and the letters of layers ("слой 7a"). */
const RU_LATIN_SYMBOLS = /\b(?:[IVX]+|[NXY])\b|(?<=\d)[a-e]\b/g;

/** Italian words that are not English: any of them on an en page is leftover Italian. */
const ITALIAN_STOP_WORDS = /(?<![\p{L}'’])(della|delle|dello|degli|dei|il|che|nel|nella|nelle|sono|questa|questo|alla|quando|oppure)(?![\p{L}'’])/giu;

/**
 * Terms identical in English and another language that are the official translation, not a
 * missing one: Italian keeps "Saga" and the product name "Archenemy".
 */
const SAME_AS_ENGLISH: Record<string, Lang[]> = { saga: ['it'], archenemy: ['it'] };

const CYRILLIC = /[\u0400-\u04FF]+(?:[\s-]+[\u0400-\u04FF]+)*/g;

/** The reader-visible text of a Markdown body or a YAML string, without markup. */
function visibleText(markdown: string): string {
  return markdown
    .replace(/:rule\[[^\]]*\]/g, ' ')
    .replace(/\{#[^}]*\}/g, ' ')
    .replace(/^:::.*$/gm, ' ')
    .replace(/:term\[([^\]]*)\]/g, '$1')
    .replace(/\{[^}\s]{1,6}\}/g, ' ')
    .replace(/\b\d{3}(?:\.\d+[a-z]?)?\b/g, ' ');
}

function pageTexts(slug: string, lang: Lang): { where: string; text: string }[] {
  const file = readFileSync(path.join(CONTENT, 'mechanics', slug, `${lang}.md`), 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(file);
  const front = (parse(match?.[1] ?? '') ?? {}) as Record<string, unknown>;
  const fields = ['title', 'set', 'summary', 'reminder'].flatMap((key) => (typeof front[key] === 'string' ? [{ where: `${slug}/${lang}.md "${key}"`, text: front[key] }] : []));
  const body = file.slice(match?.[0].length ?? 0);
  return [...fields, ...body.split('\n').map((line, i) => ({ where: `${slug}/${lang}.md body line ${i + 1}`, text: line }))].map(({ where, text }) => ({ where, text: visibleText(text) }));
}

function cyrillicIn(text: string): string[] {
  return [...text.matchAll(CYRILLIC)].map((m) => m[0]).filter((run) => !CYRILLIC_ALLOWED.includes(run));
}

function latinInRussian(text: string): string[] {
  let rest = text;
  for (const name of RU_LATIN_NAMES) rest = rest.split(name).join(' ');
  rest = rest.replace(RU_LATIN_SYMBOLS, ' ');
  return [...rest.matchAll(/[A-Za-z][A-Za-z'’-]*/g)].map((m) => m[0]);
}

function italianIn(text: string): string[] {
  return [...text.matchAll(ITALIAN_STOP_WORDS)].map((m) => m[0]);
}

/** Problems in one text written in `lang`. */
function untranslated(text: string, lang: Lang): string[] {
  if (lang === 'ru') return latinInRussian(text).map((w) => `Latin word "${w}"`);
  const problems = cyrillicIn(text).map((w) => `Cyrillic "${w}"`);
  if (lang === 'en') problems.push(...italianIn(text).map((w) => `Italian word "${w}"`));
  return problems;
}

describe('rule pages', () => {
  test.each(LANGUAGES)('%s pages have no untranslated text', (lang) => {
    const problems = SLUGS.flatMap((slug) => pageTexts(slug, lang).flatMap(({ where, text }) => untranslated(text, lang).map((p) => `${where}: ${p}`)));
    expect(problems).toEqual([]);
  });

  test('the checks catch what they are meant to catch', () => {
    expect(untranslated('A lore counter (жетон знаний) is added.', 'en')).toEqual(['Cyrillic "жетон знаний"']);
    expect(untranslated('Then the Saga is sacrificed, che è la regola.', 'en')).toEqual(['Italian word "che"']);
    expect(untranslated('Il segnalino sapere è un жетон.', 'it')).toEqual(['Cyrillic "жетон"']);
    expect(untranslated('Сага получает lore counter в главе III.', 'ru')).toEqual(['Latin word "lore"', 'Latin word "counter"']);
    expect(untranslated("Карта Urza's Saga из Modern Horizons 2, глава III, X урона, planeswalker'а, слой 7a.", 'ru')).toEqual([]);
    expect(untranslated(visibleText('Costa {2}{W}, :rule[714.3b], :term[pila]{#stack}.'), 'en')).toEqual([]);
  });
});

describe('glossary and rules index', () => {
  const glossary = parse(readFileSync(path.join(CONTENT, 'glossary.yaml'), 'utf8')) as GlossaryFile;
  const rules = parse(readFileSync(path.join(CONTENT, 'rules.yaml'), 'utf8')) as RulesFile;

  test('every glossary entry has its term and definition in the three languages, translated', () => {
    const problems: string[] = [];
    for (const entry of glossary) {
      for (const lang of LANGUAGES) {
        const term = entry.term?.[lang]?.trim();
        const definition = entry.definition?.[lang]?.trim();
        if (!term) problems.push(`${entry.id}: no ${lang} term`);
        if (!definition) problems.push(`${entry.id}: no ${lang} definition`);
        for (const text of [term ?? '', definition ?? '', ...(entry.aliases?.[lang] ?? [])]) {
          for (const p of untranslated(visibleText(text), lang)) problems.push(`${entry.id} (${lang}): ${p}`);
        }
        if (lang !== 'en' && term === entry.term.en && !SAME_AS_ENGLISH[entry.id]?.includes(lang)) problems.push(`${entry.id}: the ${lang} term is the English one`);
        if (lang !== 'en' && definition === entry.definition.en?.trim()) problems.push(`${entry.id}: the ${lang} definition is the English one`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('the lore counter records both Italian names (document 001 uses two)', () => {
    const lore = glossary.find((e) => e.id === 'lore-counter');
    expect(lore?.term.it).toBe('segnalino sapere');
    expect(lore?.aliases?.it).toContain('segnalino sapienza');
  });

  test('every rules index entry is explained in the three languages, translated', () => {
    const problems: string[] = [];
    for (const rule of rules.rules) {
      for (const lang of LANGUAGES) {
        const text = rule.explanation?.[lang]?.trim();
        if (!text) {
          problems.push(`${rule.number}: no ${lang} explanation`);
          continue;
        }
        for (const p of untranslated(visibleText(text), lang)) problems.push(`${rule.number} (${lang}): ${p}`);
        if (lang !== 'en' && text === rule.explanation.en?.trim()) problems.push(`${rule.number}: the ${lang} explanation is the English one`);
      }
    }
    expect(problems).toEqual([]);
  });
});
