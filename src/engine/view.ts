// viewFor: what one player may see. Hidden: other players' hands, every library's contents and
// order, and face-down spells and permanents controlled by others (708.5). An owner ordering the
// cards of a merged permanent just put into their library sees those cards (730.3a).
//
// A view shares with the state everything it doesn't hide (structural sharing, as states share
// with each other, clone.ts): only the objects that hold a hidden card, the map of card entries
// and the waiting triggers that name a hidden card are new; the hidden cards' entries are the same
// frozen records in every view. A view is read, never written.
import type { GameObject, GameState, PendingTrigger, PhysicalCard, PlayerId } from './base/state.ts';

export const HIDDEN_DEF = '@hidden';

/** The ids a view gives hidden cards: `hidden-1`, `hidden-2`… (setup.ts refuses them as card ids). */
export const HIDDEN_ID_PREFIX = 'hidden-';

/** `hidden-<n>`, made once for every n (a view of a thousand library cards names a thousand). */
const hiddenIds: string[] = [];
const hiddenId = (n: number): string => (hiddenIds[n] ??= `${HIDDEN_ID_PREFIX}${n}`);

/** The entry of hidden card n of an owner: the same frozen record in every view (a view is never written). */
const hiddenEntries = new Map<PlayerId, PhysicalCard[]>();
function hiddenEntry(n: number, owner: PlayerId): PhysicalCard {
  let list = hiddenEntries.get(owner);
  if (!list) hiddenEntries.set(owner, (list = []));
  return (list[n] ??= Object.freeze({ id: hiddenId(n), def: HIDDEN_DEF, owner, token: false }));
}

export function viewFor(state: GameState, viewer: PlayerId): GameState {
  // card id → n of its name, hidden-<n>
  const rename = new Map<string, number>();
  let n = 0;
  const hide = (cardId: string) => {
    if (rename.has(cardId)) return;
    // a name no card of the state has (setup refuses these ids; this keeps a view right whatever made the state)
    do n += 1;
    while (Object.hasOwn(state.cards, hiddenId(n)));
    rename.set(cardId, n);
  };
  const renamed = (cardId: string): string | undefined => {
    const k = rename.get(cardId);
    return k === undefined ? undefined : hiddenId(k);
  };
  const d = state.decision;
  const ordering = d?.kind === 'choose' && d.question.kind === 'libraryOrder' && d.player === viewer ? new Set(d.question.objects) : null;
  const ids = Object.keys(state.objects);
  for (let i = 0; i < ids.length; i++) {
    const o = state.objects[ids[i] as string] as GameObject;
    const inHiddenHand = o.zone === 'hand' && o.owner !== viewer;
    const inLibrary = o.zone === 'library' && !ordering?.has(o.id);
    const hiddenFaceDown = o.faceDown !== null && o.controller !== viewer && (o.zone === 'battlefield' || o.zone === 'stack');
    const hiddenScheme = o.zone === 'command' && !o.schemeFaceUp;
    if (inHiddenHand || inLibrary || hiddenFaceDown || hiddenScheme) o.cards.forEach(hide);
    // 730.2e: the face-down components of a face-up merged permanent
    else if (o.faceDownCards && o.controller !== viewer && o.zone === 'battlefield') o.faceDownCards.forEach((f) => hide(f.card));
  }
  if (rename.size === 0) return { ...state };
  // the state's card entries but the hidden ones, in their order, then the hidden ones under their
  // new names (what a copy, each renamed entry deleted and added back, gives; written out, as a
  // state of a thousand library cards made a view per step shown)
  const cards: GameState['cards'] = {};
  const cardIds = Object.keys(state.cards);
  for (let i = 0; i < cardIds.length; i++) {
    const id = cardIds[i] as string;
    if (!rename.has(id)) cards[id] = state.cards[id] as GameState['cards'][string];
  }
  for (const [from, k] of rename) {
    const card = state.cards[from];
    if (card) cards[hiddenId(k)] = hiddenEntry(k, card.owner);
  }
  // an ability of a hidden card doesn't name that card either: it is the ability of a face-down
  // permanent (a rules-made ability such as its ward, keyed '@face-down') or of a hidden card
  const hideSource = <A extends { sourceCard: string | null; key: { def: string } }>(a: A): A => {
    const to = a.sourceCard ? renamed(a.sourceCard) : undefined;
    if (!to) return a;
    return a.key.def.startsWith('@') ? { ...a, sourceCard: null } : { ...a, sourceCard: to, key: { ...a.key, def: HIDDEN_DEF } };
  };
  const objects: Record<string, GameObject> = {};
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as string;
    const o = state.objects[id] as GameObject;
    const named = o.cards.some((c) => rename.has(c)) || (o.faceDownCards?.some((f) => rename.has(f.card)) ?? false);
    const ability = o.ability ? hideSource(o.ability) : undefined;
    if (!named && ability === o.ability) {
      objects[id] = o;
      continue;
    }
    objects[id] = {
      ...o,
      cards: o.cards.map((c) => renamed(c) ?? c),
      ...(o.faceDownCards ? { faceDownCards: o.faceDownCards.map((f) => ({ ...f, card: renamed(f.card) ?? f.card })) } : {}),
      ...(ability ? { ability } : {}),
    };
  }
  const pendingTriggers: PendingTrigger[] = state.pendingTriggers.map(hideSource);
  return { ...state, cards, objects, pendingTriggers };
}
