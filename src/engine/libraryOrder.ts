// 730.3a: a merged permanent put into a library becomes one card per component there, in an
// order its owner chooses (hidden from the other players). The owner is asked which of the
// cards still to order goes highest, until one is left.
import type { Ctx } from './context.ts';
import type { GameState, ObjectId } from './state.ts';
import { zoneForWrite } from './clone.ts';

/** Asks the owner to order the cards a merged permanent became in their library (two or more). */
export function askLibraryOrder(s: GameState, objects: ObjectId[]): void {
  const first = objects[0] !== undefined ? s.objects[objects[0]] : undefined;
  if (!first || objects.length < 2 || s.decision) return;
  // offered as they lie now, highest first
  const library = s.zones[`${first.owner}.library`] ?? [];
  const ordered = [...objects].sort((a, b) => library.indexOf(a) - library.indexOf(b));
  s.decision = { kind: 'choose', player: first.owner, question: { kind: 'libraryOrder', objects: ordered }, options: [...ordered] };
}

/** The answer: the chosen card takes the highest of the places these cards hold; ask again while two or more are left. */
export function answerLibraryOrder(ctx: Ctx, objects: readonly ObjectId[], chosen: ObjectId): void {
  const { s } = ctx;
  const o = s.objects[chosen];
  if (!o) return;
  const library = zoneForWrite(s, `${o.owner}.library`);
  const places = objects.map((id) => library.indexOf(id)).filter((i) => i >= 0).sort((a, b) => a - b);
  const rest = places.map((i) => library[i]).filter((id): id is ObjectId => id !== undefined && id !== chosen);
  [chosen, ...rest].forEach((id, k) => {
    const at = places[k];
    if (at !== undefined) library[at] = id;
  });
  askLibraryOrder(s, rest);
}
