// The card catalog for engine tests: every definition under content/cards/ (validated by the
// content check; here it is only loaded).
import type { CardCatalog, CardDef } from '../index.ts';

const files = import.meta.glob<CardDef>('../../../content/cards/*.json', { eager: true, import: 'default' });

export const CATALOG: CardCatalog = Object.fromEntries(Object.values(files).map((d) => [d.id, d]));

/** Test-only: "Target player loses 5 life." (instant, {R}): takes a player to 0 life in one step. */
export const SAPPING_BOLT: CardDef = {
  id: 'sapping-bolt',
  name: 'Sapping Bolt',
  manaCost: '{R}',
  types: ['instant'],
  abilities: [{ kind: 'spell', targets: [{ kind: 'player' }], effects: [{ do: 'loseLife', amount: 5, player: { target: 0 } }] }],
};
