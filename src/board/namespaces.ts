/**
 * The catalogues the board reads (locales/<lang>/<ns>.json): its own strings, the engine's
 * narration and errors, card names and texts, and one mechanic's example captions. Tiny, so
 * the page can start loading them while the board's chunk is on its way.
 */
export function boardNamespaces(slug: string): string[] {
  // no slug: a board of no mechanic (the position editor), without example captions; names: the
  // grammatical forms of the names the templates insert (src/i18n/grammar.ts); embed: the Embed
  // control's few words (locales/<lang>/embed.json)
  return slug ? ['board', 'engine', 'cards', 'names', 'embed', `examples/${slug}`] : ['board', 'engine', 'cards', 'names', 'embed'];
}
