/**
 * The Vite plugin of Practice (docs/puzzles.md): at the start of the build it loads every puzzle,
 * plays it on the engine with the build's checks and reads its words in every language; a problem
 * fails the build naming the file and the field (in the dev server it is only reported). Modules:
 *
 *   virtual:archivist-puzzles/loaders            the loaders of the modules below, and every puzzle's id (tiny)
 *   virtual:archivist-puzzles/list/<lang>         every puzzle's id, mechanic, kind and words (the practice page, rule pages, home)
 *   virtual:archivist-puzzles/set/<lang>/<slug>   one mechanic's puzzles with their words: the puzzle page's data
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { loadCatalog } from '../../content/catalog.ts';
import type { PuzzleText } from './puzzleSchema.ts';
import { SLUGS, type Slug } from '../../content/types.ts';
import { LANGUAGES, type Lang } from '../../i18n/languages.ts';
import type { Puzzle } from '../model/puzzle.ts';
import { loadPuzzles, loadPuzzleTexts } from './load.ts';

const PREFIX = 'virtual:archivist-puzzles/';
const RESOLVED = `\0${PREFIX}`;

export interface PuzzleSummary {
  id: string;
  mechanic: Slug;
  kind: Puzzle['kind'];
  tests: string[];
  /** the mechanic's name in this language */
  mechanicTitle: string;
  title: string;
  question: string;
  goal: string;
}

export type PlayablePuzzle = Puzzle & { text: PuzzleText };

export interface PuzzleData {
  puzzles: Puzzle[];
  texts: Record<Lang, Record<string, PuzzleText>>;
}

/** The ruling ids of each rule page (its `:::ruling{#<slug>-rN}` blocks, English page). */
export function rulingIdsOf(root: string): Record<Slug, string[]> {
  const out = {} as Record<Slug, string[]>;
  for (const slug of SLUGS) {
    let md = '';
    try {
      md = readFileSync(path.join(root, 'content', 'mechanics', slug, 'en.md'), 'utf8');
    } catch {
      md = '';
    }
    out[slug] = [...md.matchAll(/:::ruling\{#([a-z]+-r\d+)\}/g)].map((m) => m[1] as string);
  }
  return out;
}

/** Every puzzle and its words; every problem found on the way. */
export function buildPuzzleData(root: string, problems: string[] = []): PuzzleData {
  const catalog = loadCatalog(root);
  const puzzles = loadPuzzles(root, catalog, rulingIdsOf(root), problems).map(({ file: _file, ...p }) => p);
  const texts = {} as PuzzleData['texts'];
  for (const lang of LANGUAGES) {
    texts[lang] = {};
    for (const slug of SLUGS) Object.assign(texts[lang], loadPuzzleTexts(root, lang, slug, puzzles.filter((p) => p.mechanic === slug), problems));
  }
  return { puzzles: puzzles.filter((p) => LANGUAGES.every((l) => texts[l][p.id])), texts };
}

export function archivistPuzzles({ root }: { root: string }): Plugin {
  let data: PuzzleData | null = null;
  let problems: string[] = [];
  const get = () => {
    if (!data) {
      problems = [];
      data = buildPuzzleData(root, problems);
    }
    return data;
  };
  const titleOf = (lang: Lang, slug: string) => {
    try {
      return /^title:\s*(.+)$/m.exec(readFileSync(path.join(root, 'content', 'mechanics', slug, `${lang}.md`), 'utf8'))?.[1]?.replace(/^"|"$/g, '') ?? slug;
    } catch {
      return slug;
    }
  };
  const isLang = (x: string | undefined): x is Lang => (LANGUAGES as readonly string[]).includes(x ?? '');
  function moduleFor(id: string): string | null {
    const { puzzles, texts } = get();
    if (id === 'loaders') {
      const lists = LANGUAGES.map((l) => `  ${l}: () => import('${PREFIX}list/${l}'),`).join('\n');
      const sets = LANGUAGES.flatMap((l) => SLUGS.map((slug) => `  '${l}/${slug}': () => import('${PREFIX}set/${l}/${slug}'),`)).join('\n');
      return `export const puzzleIds = ${JSON.stringify(puzzles.map((p) => p.id))};\nexport const listLoaders = {\n${lists}\n};\nexport const setLoaders = {\n${sets}\n};\n`;
    }
    const list = /^list\/(\w+)$/.exec(id);
    if (list && isLang(list[1])) {
      const lang = list[1];
      const out: PuzzleSummary[] = puzzles.map((p) => {
        const t = texts[lang][p.id] as PuzzleText;
        return { id: p.id, mechanic: p.mechanic as Slug, kind: p.kind, tests: p.tests, mechanicTitle: titleOf(lang, p.mechanic), title: t.title, question: t.question, goal: t.goal };
      });
      return `export default ${JSON.stringify(out)};\n`;
    }
    const set = /^set\/(\w+)\/(\w+)$/.exec(id);
    if (set && isLang(set[1])) {
      const lang = set[1];
      const out: PlayablePuzzle[] = puzzles.filter((p) => p.mechanic === set[2]).map((p) => ({ ...p, text: texts[lang][p.id] as PuzzleText }));
      return `export default ${JSON.stringify(out)};\n`;
    }
    return null;
  }
  return {
    name: 'archivist-puzzles',
    buildStart() {
      get();
      if (problems.length && !this.meta.watchMode) this.error(`Invalid puzzles:\n  ${problems.join('\n  ')}`);
      for (const p of problems) this.warn(p);
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      return id.startsWith(RESOLVED) ? moduleFor(id.slice(RESOLVED.length)) : null;
    },
    configureServer(server) {
      server.watcher.on('all', (_event, file) => {
        if (file.includes(`${path.sep}puzzles${path.sep}`)) data = null;
      });
    },
  };
}
