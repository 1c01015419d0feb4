// viewFor: what one player may see. Hidden: other players' hands, every library's contents and
// order, and face-down spells and permanents controlled by others (708.5). An owner ordering the
// cards of a merged permanent just put into their library sees those cards (730.3a).
import type { GameState, PlayerId } from './state.ts';

export const HIDDEN_DEF = '@hidden';

export function viewFor(state: GameState, viewer: PlayerId): GameState {
  const view = JSON.parse(JSON.stringify(state)) as GameState;
  const rename = new Map<string, string>();
  let n = 0;
  const hide = (cardId: string) => {
    if (rename.has(cardId)) return;
    n += 1;
    rename.set(cardId, `hidden-${n}`);
  };
  const d = state.decision;
  const ordering = d?.kind === 'choose' && d.question.kind === 'libraryOrder' && d.player === viewer ? new Set(d.question.objects) : null;
  for (const o of Object.values(view.objects)) {
    const inHiddenHand = o.zone === 'hand' && o.owner !== viewer;
    const inLibrary = o.zone === 'library' && !ordering?.has(o.id);
    const hiddenFaceDown = o.faceDown !== null && o.controller !== viewer && (o.zone === 'battlefield' || o.zone === 'stack');
    const hiddenScheme = o.zone === 'command' && !o.schemeFaceUp;
    if (inHiddenHand || inLibrary || hiddenFaceDown || hiddenScheme) o.cards.forEach(hide);
    // 730.2e: the face-down components of a face-up merged permanent
    else if (o.faceDownCards && o.controller !== viewer && o.zone === 'battlefield') o.faceDownCards.forEach((f) => hide(f.card));
  }
  for (const [from, to] of rename) {
    const card = view.cards[from];
    if (!card) continue;
    delete view.cards[from];
    view.cards[to] = { id: to, def: HIDDEN_DEF, owner: card.owner, token: false };
  }
  for (const o of Object.values(view.objects)) {
    o.cards = o.cards.map((c) => rename.get(c) ?? c);
    if (o.faceDownCards) o.faceDownCards = o.faceDownCards.map((f) => ({ ...f, card: rename.get(f.card) ?? f.card }));
  }
  // an ability of a hidden card doesn't name that card either: it is the ability of a face-down
  // permanent (a rules-made ability such as its ward, keyed '@face-down') or of a hidden card
  const hideSource = (a: { sourceCard: string | null; key: { def: string } }) => {
    const to = a.sourceCard ? rename.get(a.sourceCard) : undefined;
    if (!to) return;
    if (a.key.def.startsWith('@')) a.sourceCard = null;
    else {
      a.sourceCard = to;
      a.key = { ...a.key, def: HIDDEN_DEF };
    }
  };
  for (const o of Object.values(view.objects)) if (o.ability) hideSource(o.ability);
  view.pendingTriggers.forEach(hideSource);
  return view;
}
