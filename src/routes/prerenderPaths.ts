import { SLUGS } from '../content/types.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { paths } from '../i18n/paths.ts';
import { POSITION } from '../board/model/embedLink.ts';
import { allPuzzleIds, practicePaths } from '../practice/runtime.ts';

/**
 * Every page written to dist/ (the not-found page is written separately, as 404.html): the paths
 * of the route table (./routes.tsx). Read by the prerender only (src/entry-server.tsx): the
 * puzzles' ids stay out of the browser's entry.
 */
export const prerenderPaths: string[] = [
  '/',
  ...LANGUAGES.flatMap((lang) => [paths.home(lang), paths.rules(lang), paths.glossary(lang), paths.play(lang), ...SLUGS.map((slug) => paths.mechanic(lang, slug)), practicePaths.list(lang), ...allPuzzleIds().map((id) => practicePaths.puzzle(lang, id))]),
  ...LANGUAGES.flatMap((lang) => [...SLUGS, POSITION].map((board) => paths.embed(lang, board))),
];
