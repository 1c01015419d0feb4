/**
 * Practice's pages and what their routes check and load (src/routes/routes.tsx): one chunk, loaded
 * by a practice route's preload, so that no other page's first load carries Practice.
 */
export { PracticePage } from './PracticePage.tsx';
export { PuzzlePage } from './PuzzlePage.tsx';
export { isPuzzleId, loadPuzzleList } from '../runtime.ts';
