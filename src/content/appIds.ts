/**
 * The element ids the site's own pages use (the page shell, the rule page, the board, the
 * glossary, the prerender). Content ids (headings, notes, glossary terms) share a page with them:
 * a heading `{#board}` would take the board's anchor, so the build refuses these
 * (src/content/build/markdown.ts, src/content/schema.ts). tests/unit/app-ids.test.ts fails when
 * the app gains a literal `id="…"` that is not listed here.
 */
export const APP_IDS: readonly string[] = [
  // index.html, scripts/prerender.ts (the app's scripts, held until the first paint by src/boot/boot.js)
  'root',
  'router-data',
  'app-scripts',
  // src/shell/Shell.tsx, src/routes/ChooseLanguage.tsx
  'main',
  // src/routes/MechanicText.tsx, src/board/Sandbox.tsx
  'page-title',
  'board',
  'board-summary',
  // src/board/Sandbox.tsx (a long line's replay in progress, issue 28)
  'board-replaying',
  // src/board/parts/Arrows.tsx (the arrowhead marker)
  'board-arrow',
  // src/ui/KeyboardHelp.tsx
  'keyboard-help-title',
  // src/routes/GlossaryEntries.tsx
  'unofficial-note',
  // src/editor/SetupForm.tsx (the position editor's game section; its players' sections are editor-player-<id>)
  'editor-game',
  // src/editor/Editor.tsx (the set-up form's heading: "Back to the set-up" links to it)
  'editor-setup',
  // src/practice/ui/PuzzlePage.tsx, RulePuzzles.tsx (the practice page's sections are practice-<slug>)
  'puzzle-tests',
  'rule-puzzles',
];

/** Id prefixes the build itself generates in a page (term tooltips: `term-tip-1`, …). */
export const APP_ID_PREFIXES: readonly string[] = ['term-tip-', 'editor-player-', 'practice-'];

export function isAppId(id: string): boolean {
  return APP_IDS.includes(id) || APP_ID_PREFIXES.some((p) => id.startsWith(p));
}
