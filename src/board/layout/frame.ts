/**
 * The board's outer size, shared by the board and the placeholder that stands in for it
 * (src/shell/BoardSlot.tsx), so the page never shifts when the board arrives (CLS): the height of
 * the viewport (less a small margin), so that with the board scrolled into view the whole
 * table, its controls and the narration are on screen together, on a phone as on a desktop.
 * Kept apart from ./size.ts: the pages load these few words with their first script, the rest
 * of the board's layout comes with the board.
 */
export const BOARD_SIZE = 'h-[calc(100dvh_-_1rem)] min-h-[34rem] max-h-[64rem] w-full';
/**
 * The board in another page's frame (/<lang>/embed/…, docs/embed.md): a fixed height, not the
 * viewport's, so a frame sized to the height the embed reports keeps its size.
 */
export const EMBED_BOARD_SIZE = 'h-[42rem] w-full';
/** The frame of the board's place while it isn't there (loading, or a load that failed). */
export const SLOT_FRAME = 'flex items-center justify-center rounded-xl border border-dashed border-line bg-surface p-6 text-center text-sm text-muted';
