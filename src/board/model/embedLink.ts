/**
 * The embed address of a board and the snippet that frames it (docs/embed.md). Pure: no DOM, so
 * the board's Embed control, the embed page's link back and the tests build them alike.
 *
 * `/<lang>/embed/<mechanic>/?example=<id>&step=<n>`: a worked example of a rule page; the
 * position editor's boards embed `/<lang>/embed/position/?p=<code>&step=<n>` (a played position).
 */
import { writeBoardLocation, parseBoardLocation, type BoardLocation } from './url.ts';

/** The segment of the position editor's embed, beside the ten mechanics' slugs. */
export const POSITION = 'position';

/** The message the embed page posts to the page that frames it, whenever its height changes. */
export const HEIGHT_MESSAGE = 'archivist:embed-height';
export interface HeightMessage {
  type: typeof HEIGHT_MESSAGE;
  /** the frame's content height, in CSS pixels (a whole number) */
  height: number;
}

export function isHeightMessage(data: unknown): data is HeightMessage {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as Record<string, unknown>;
  return m.type === HEIGHT_MESSAGE && typeof m.height === 'number' && Number.isFinite(m.height) && m.height > 0;
}

/** The snippet's fixed size: what the frame shows without the optional height script. */
export const FRAME_WIDTH = 960;
export const FRAME_HEIGHT = 740;

/**
 * The embed page's path and query for a board: its place (example, step, the reader's own path)
 * and, for a played position, its `p` code. `mechanic` is a slug, or POSITION.
 */
export function embedPath(lang: string, mechanic: string, loc: BoardLocation, position?: string): string {
  const base = position ? `?p=${encodeURIComponent(position)}` : '';
  return `/${lang}/embed/${mechanic}/${writeBoardLocation(base, loc)}`;
}

/** The rule page (or the position editor) at the embed's step: where the embed's link back goes. */
export function fullPagePath(lang: string, mechanic: string, search: string): string {
  const q = new URLSearchParams(search);
  const loc = parseBoardLocation(q);
  if (mechanic === POSITION) {
    const p = q.get('p');
    const base = p ? `?p=${encodeURIComponent(p)}&mode=play` : '';
    // the position is the editor's one example: its id is not part of the editor's address
    return `/${lang}/play/${writeBoardLocation(base, { ...loc, example: null })}#board`;
  }
  return `/${lang}/mechanics/${mechanic}/${writeBoardLocation('', loc)}#board`;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The HTML to paste into another page: an <iframe> of the embed address, lazy, with a title and a size. */
export function embedSnippet(url: string, title: string): string {
  return `<iframe src="${escapeAttr(url)}" title="${escapeAttr(title)}" width="${FRAME_WIDTH}" height="${FRAME_HEIGHT}" loading="lazy" style="max-width:100%;border:0"></iframe>`;
}
