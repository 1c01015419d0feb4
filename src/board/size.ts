/**
 * The board's outer size, shared by the board and the placeholder that stands in for it
 * (src/ui/BoardSlot.tsx), so the page never shifts when the board arrives (CLS).
 */
// as tall as the viewport allows (the board is sticky beside the text on wide screens), within bounds
export const BOARD_SIZE = 'h-[clamp(40rem,calc(100dvh_-_3rem),56rem)] w-full';
