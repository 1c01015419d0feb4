// Teams and whose turn it is. An Archenemy game uses the shared team turns option (904.2, 805):
// each team takes turns rather than each player (805.4), so on the heroes' turn every hero is an
// active player: each untaps, draws (805.4b), may play a land (805.4c) and cast sorceries, and the
// team attacks and blocks as one (805.10). `turn.active` is then the team's first player in turn
// order (standing for its primary player, 805.2); the other helpers answer for the whole team.
// The Supervillain Rumble option (904.12: everyone an archenemy) is a free-for-all without it.
import type { GameState, PlayerId } from './state.ts';

/** 904.2: an Archenemy game (one archenemy against a team) uses the shared team turns option (805.1). */
export function sharedTeamTurns(s: GameState): boolean {
  let archenemies = 0;
  const players = s.players;
  for (let i = 0; i < players.length; i++) if (s.player[players[i] as string]?.archenemy) archenemies++;
  return archenemies > 0 && archenemies < s.players.length;
}

/** A seat (index in turn order) of a player of another team than `team`, or -1 if there is none. */
function otherTeamSeat(s: GameState, team: number | undefined): number {
  const players = s.players;
  for (let i = 0; i < players.length; i++) if (s.player[players[i] as PlayerId]?.team !== team) return i;
  return -1;
}

/**
 * The living players of a player's team, in turn order from its primary player: the first of them
 * after a seat of another team, the team's rightmost seat from its own point of view (805.2).
 */
export function teamOf(s: GameState, p: PlayerId): PlayerId[] {
  const team = s.player[p]?.team;
  // (an indexed loop: the list of players is frozen, and filter is many times slower on a frozen list, Node 20)
  const players = s.players;
  const n = players.length;
  const start = otherTeamSeat(s, team);
  const out: PlayerId[] = [];
  for (let k = 1; k <= n; k++) {
    const q = players[(start + k + n) % n] as PlayerId;
    if (s.player[q]?.team === team && !s.player[q]?.lost) out.push(q);
  }
  return out;
}

/** 805.2: the primary player of a player's team with shared team turns (the first of teamOf); the player themself otherwise. */
export function primaryPlayer(s: GameState, p: PlayerId): PlayerId {
  if (!sharedTeamTurns(s)) return p;
  return teamOf(s, p)[0] ?? p;
}

/**
 * The players who may act while `turn.priority` holds priority (117.1): with shared team turns
 * the whole team (805.5, 805.5a: teams have priority, not players; `turn.priority` names its
 * primary player), otherwise that player alone. Empty when nobody has priority.
 */
export function priorityPlayers(s: GameState): PlayerId[] {
  const p = s.turn.priority;
  if (p === null) return [];
  return sharedTeamTurns(s) ? teamOf(s, p) : [p];
}

/** Whether this player may act with the priority held now (805.5a: their team's, with shared team turns). */
export function holdsPriority(s: GameState, p: PlayerId): boolean {
  const holder = s.turn.priority;
  if (holder === null) return false;
  if (holder === p) return true;
  return sharedTeamTurns(s) && !s.player[p]?.lost && s.player[p]?.team === s.player[holder]?.team;
}

/**
 * Who receives priority when `p` would (117.3): with shared team turns their team, named by its
 * primary player (805.5). 800.4a / 800.4j: if `p` has left the game, the next player in turn
 * order still in it (with shared team turns, `p`'s team while one of it is left). Null if nobody is left.
 */
export function priorityReceiver(s: GameState, p: PlayerId): PlayerId | null {
  const shared = sharedTeamTurns(s);
  if (!s.player[p]?.lost) return shared ? primaryPlayer(s, p) : p;
  if (shared) {
    const team = teamOf(s, p);
    if (team.length > 0) return team[0] as PlayerId;
  }
  const players = s.players;
  const i = players.indexOf(p);
  for (let k = 1; k < players.length; k++) {
    const q = players[(i + k) % players.length] as PlayerId;
    if (!s.player[q]?.lost) return shared ? primaryPlayer(s, q) : q;
  }
  return null;
}

/**
 * The player or team who gets priority after `p`'s (or `p`'s team's) pass: the next player in turn
 * order still in the game who is not on a team that has just passed (117.3d, 805.5b).
 */
export function nextPriority(s: GameState, p: PlayerId): PlayerId {
  const players = s.players;
  const shared = sharedTeamTurns(s);
  const team = s.player[p]?.team;
  const i = players.indexOf(p);
  for (let k = 1; k <= players.length; k++) {
    const q = players[(i + k) % players.length] as PlayerId;
    if (s.player[q]?.lost || (shared && s.player[q]?.team === team)) continue;
    return shared ? primaryPlayer(s, q) : q;
  }
  return p;
}

/**
 * The players who make simultaneous choices, in the order they make them (101.4): one group per
 * player in APNAP order, or with shared team turns one per team, the active team first, then each
 * other team in turn order, each team's players from its primary player (805.6, 805.7).
 */
export function apnapGroups(s: GameState): PlayerId[][] {
  const players = s.players;
  const n = players.length;
  const i = players.indexOf(s.turn.active);
  const start = i < 0 ? n - 1 : i;
  const shared = sharedTeamTurns(s);
  const out: PlayerId[][] = [];
  const seen = new Set<number>();
  for (let k = 0; k < n; k++) {
    const p = players[(start + k) % n] as PlayerId;
    const pl = s.player[p];
    if (!pl || pl.lost) continue;
    if (!shared) {
      out.push([p]);
      continue;
    }
    if (seen.has(pl.team)) continue;
    seen.add(pl.team);
    out.push(teamOf(s, p));
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

/** The players who take the turn that `p` begins: their team with shared team turns (805.4a), else `p` alone. */
export function turnTakers(s: GameState, p: PlayerId): PlayerId[] {
  return sharedTeamTurns(s) ? teamOf(s, p) : [p];
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
