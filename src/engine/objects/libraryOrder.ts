// 730.3a: a merged permanent put into its owner's library or graveyard becomes one card per
// component there, in an order its owner chooses (hidden from the other players in a library,
// 730.3a; the graveyard's order is public, 404.2). The owner is asked which of the cards still to
// order goes highest (top of the pile), until one is left.
import type { Ctx } from '../base/context.ts';
import type { GameState, ObjectId } from '../base/state.ts';
import { zoneForWrite } from '../base/write.ts';

export type PileZone = 'library' | 'graveyard';

/** The owner's zone list, and whether its top is its first entry (a library) or its last (a graveyard). */
function pile(s: GameState, owner: string, zone: PileZone): { list: ObjectId[]; topFirst: boolean } {
  return { list: zoneForWrite(s, `${owner}.${zone}`), topFirst: zone === 'library' };
}

/** Asks the owner to order the cards a merged permanent became in their library or graveyard (two or more). */
export function askPileOrder(s: GameState, objects: readonly ObjectId[], zone: PileZone): void {
  // tokens put into a graveyard cease to exist at the next check (704.5d): nothing to order
  const cards = objects.filter((id) => {
    const o = s.objects[id];
    return o !== undefined && o.zone === zone && !(zone === 'graveyard' && o.cards.some((c) => s.cards[c]?.token));
  });
  const first = cards[0] !== undefined ? s.objects[cards[0]] : undefined;
  if (!first || cards.length < 2 || s.decision) return;
  // offered as they lie now, highest first
  const { list, topFirst } = pile(s, first.owner, zone);
  const height = (id: ObjectId) => (topFirst ? list.indexOf(id) : -list.indexOf(id));
  const ordered = [...cards].sort((a, b) => height(a) - height(b));
  const question = zone === 'library' ? { kind: 'libraryOrder' as const, objects: ordered } : { kind: 'graveyardOrder' as const, objects: ordered };
  s.decision = { kind: 'choose', player: first.owner, question, options: [...ordered] };
}

/** The answer: the chosen card takes the highest of the places these cards hold; ask again while two or more are left. */
export function answerPileOrder(ctx: Ctx, objects: readonly ObjectId[], chosen: ObjectId, zone: PileZone): void {
  const { s } = ctx;
  const o = s.objects[chosen];
  if (!o) return;
  const { list, topFirst } = pile(s, o.owner, zone);
  const places = objects
    .map((id) => list.indexOf(id))
    .filter((i) => i >= 0)
    .sort((a, b) => (topFirst ? a - b : b - a));
  const rest = places.map((i) => list[i]).filter((id): id is ObjectId => id !== undefined && id !== chosen);
  [chosen, ...rest].forEach((id, k) => {
    const at = places[k];
    if (at !== undefined) list[at] = id;
  });
  askPileOrder(s, rest, zone);
}
