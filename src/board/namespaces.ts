/**
 * The catalogues the board reads (locales/<lang>/<ns>.json): its own strings, the engine's
 * narration and errors, card names and texts, and one mechanic's example captions. Tiny, so
 * the page can start loading them while the board's chunk is on its way.
 */
export function boardNamespaces(slug: string): string[] {
  return ['board', 'engine', 'cards', `examples/${slug}`];
}
