// Teams and whose turn it is. An Archenemy game uses the shared team turns option (904.2, 805):
// each team takes turns rather than each player (805.4), so on the heroes' turn every hero is an
// active player: each untaps, draws (805.4b), may play a land (805.4c) and cast sorceries, and the
// team attacks and blocks as one (805.10). `turn.active` is then the team's first player in turn
// order (standing for its primary player, 805.2); the other helpers answer for the whole team.
// The Supervillain Rumble option (904.12: everyone an archenemy) is a free-for-all without it.
import type { GameState, PlayerId } from '../state.ts';

/** 904.2: an Archenemy game (one archenemy against a team) uses the shared team turns option (805.1). */
export function sharedTeamTurns(s: GameState): boolean {
  let archenemies = 0;
  const players = s.players;
  for (let i = 0; i < players.length; i++) if (s.player[players[i] as string]?.archenemy) archenemies++;
  return archenemies > 0 && archenemies < s.players.length;
}

/** The living players of a player's team, in turn order. */
export function teamOf(s: GameState, p: PlayerId): PlayerId[] {
  const team = s.player[p]?.team;
  // (an indexed loop: the list of players is frozen, and filter is many times slower on a frozen list, Node 20)
  const out: PlayerId[] = [];
  for (let i = 0; i < s.players.length; i++) {
    const q = s.players[i] as PlayerId;
    if (s.player[q]?.team === team && !s.player[q]?.lost) out.push(q);
  }
  return out;
}

/**
 * The players whose turn it is (805.4a: the active team with shared team turns, else the active
 * player); empty when the active player has left the game (800.4j: the turn goes on without one).
 */
export function activePlayers(s: GameState): PlayerId[] {
  if (sharedTeamTurns(s)) return teamOf(s, s.turn.active);
  return s.player[s.turn.active]?.lost ? [] : [s.turn.active];
}

export function isActivePlayer(s: GameState, p: PlayerId): boolean {
  if (s.player[p]?.lost) return false;
  if (p === s.turn.active) return true;
  return sharedTeamTurns(s) && s.player[p]?.team === s.player[s.turn.active]?.team;
}

/** The players who declare blockers together (805.10d: the defending team, as one), or just this one. */
export function blockingGroup(s: GameState, p: PlayerId): PlayerId[] {
  return sharedTeamTurns(s) ? teamOf(s, p) : [p];
}

/** The player who begins the turn after the current one: the next team's first player with shared team turns (805.4), else the next living player. */
export function nextTurnPlayer(s: GameState): PlayerId {
  const i = s.players.indexOf(s.turn.active);
  const shared = sharedTeamTurns(s);
  const team = s.player[s.turn.active]?.team;
  for (let k = 1; k <= s.players.length; k++) {
    const cand = s.players[(i + k) % s.players.length];
    if (cand === undefined || s.player[cand]?.lost) continue;
    if (shared && s.player[cand]?.team === team && s.players.length > 1 && k < s.players.length) continue;
    return cand;
  }
  return s.turn.active;
}
