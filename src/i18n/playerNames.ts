/**
 * Players' names (issue 28). The engine's own seats p1…p4 have names in every language (Ann,
 * Ben…, locales/<lang>/engine.json); any other id, from a link or an imported file, is named by
 * its seat ("Player 5"). The id itself never becomes part of a catalogue key: i18next would show
 * an unknown key as it is, and expand `$t(…)` nesting written inside it.
 */
import type { Translate } from './narrate.ts';

/** The ids whose names are in the catalogue (`player.<id>`). */
export const NAMED_PLAYERS: ReadonlySet<string> = new Set(['p1', 'p2', 'p3', 'p4']);

const PREFIX = 'player.';

/** The name of player `id`, seated at `players.indexOf(id)`. */
export function playerLabel(t: Translate, id: string, players: readonly string[]): string {
  if (NAMED_PLAYERS.has(id)) return t(`${PREFIX}${id}`);
  const seat = players.indexOf(id);
  return seat >= 0 ? t('player.seat', { n: seat + 1 }) : t('player.other');
}

/**
 * `t`, where a key `player.<id>` is answered with the player's name (playerLabel) for the
 * players of one game, in their seat order: every part that names a player by its key gets a name.
 */
export function withPlayerNames(t: Translate, players: readonly string[]): Translate {
  // the seats p1…p4 keep their own entries (their names and, in names.json, their forms)
  return (key, options) => {
    const id = key.startsWith(PREFIX) ? key.slice(PREFIX.length) : null;
    return id !== null && !NAMED_PLAYERS.has(id) && id !== 'seat' && id !== 'other' ? playerLabel(t, id, players) : t(key, options);
  };
}
