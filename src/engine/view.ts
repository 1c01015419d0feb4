// viewFor: what one player may see. Hidden: other players' hands, every library's contents and
// order, and face-down spells and permanents controlled by others (708.5). An owner ordering the
// cards of a merged permanent just put into their library sees those cards (730.3a).
//
// A view shares with the state everything it doesn't hide (structural sharing, as states share
// with each other, clone.ts): only the objects that hold a hidden card, the map of card entries
// and the waiting triggers that name a hidden card are new. A view is read, never written.
import type { GameObject, GameState, PendingTrigger, PlayerId } from './base/state.ts';

export const HIDDEN_DEF = '@hidden';

/** The ids a view gives hidden cards: `hidden-1`, `hidden-2`… (setup.ts refuses them as card ids). */
export const HIDDEN_ID_PREFIX = 'hidden-';

export function viewFor(state: GameState, viewer: PlayerId): GameState {
  const rename = new Map<string, string>();
  let n = 0;
  const hide = (cardId: string) => {
    if (rename.has(cardId)) return;
    // a name no card of the state has (setup refuses these ids; this keeps a view right whatever made the state)
    do n += 1;
    while (Object.hasOwn(state.cards, `${HIDDEN_ID_PREFIX}${n}`));
    rename.set(cardId, `${HIDDEN_ID_PREFIX}${n}`);
  };
  const d = state.decision;
  const ordering = d?.kind === 'choose' && d.question.kind === 'libraryOrder' && d.player === viewer ? new Set(d.question.objects) : null;
  for (const o of Object.values(state.objects)) {
    const inHiddenHand = o.zone === 'hand' && o.owner !== viewer;
    const inLibrary = o.zone === 'library' && !ordering?.has(o.id);
    const hiddenFaceDown = o.faceDown !== null && o.controller !== viewer && (o.zone === 'battlefield' || o.zone === 'stack');
    const hiddenScheme = o.zone === 'command' && !o.schemeFaceUp;
    if (inHiddenHand || inLibrary || hiddenFaceDown || hiddenScheme) o.cards.forEach(hide);
    // 730.2e: the face-down components of a face-up merged permanent
    else if (o.faceDownCards && o.controller !== viewer && o.zone === 'battlefield') o.faceDownCards.forEach((f) => hide(f.card));
  }
  if (rename.size === 0) return { ...state };
  const cards = { ...state.cards };
  for (const [from, to] of rename) {
    const card = cards[from];
    if (!card) continue;
    delete cards[from];
    cards[to] = { id: to, def: HIDDEN_DEF, owner: card.owner, token: false };
  }
  // an ability of a hidden card doesn't name that card either: it is the ability of a face-down
  // permanent (a rules-made ability such as its ward, keyed '@face-down') or of a hidden card
  const hideSource = <A extends { sourceCard: string | null; key: { def: string } }>(a: A): A => {
    const to = a.sourceCard ? rename.get(a.sourceCard) : undefined;
    if (!to) return a;
    return a.key.def.startsWith('@') ? { ...a, sourceCard: null } : { ...a, sourceCard: to, key: { ...a.key, def: HIDDEN_DEF } };
  };
  const objects: Record<string, GameObject> = {};
  for (const [id, o] of Object.entries(state.objects)) {
    const named = o.cards.some((c) => rename.has(c)) || (o.faceDownCards?.some((f) => rename.has(f.card)) ?? false);
    const ability = o.ability ? hideSource(o.ability) : undefined;
    if (!named && ability === o.ability) {
      objects[id] = o;
      continue;
    }
    objects[id] = {
      ...o,
      cards: o.cards.map((c) => rename.get(c) ?? c),
      ...(o.faceDownCards ? { faceDownCards: o.faceDownCards.map((f) => ({ ...f, card: rename.get(f.card) ?? f.card })) } : {}),
      ...(ability ? { ability } : {}),
    };
  }
  const pendingTriggers: PendingTrigger[] = state.pendingTriggers.map(hideSource);
  return { ...state, cards, objects, pendingTriggers };
}
