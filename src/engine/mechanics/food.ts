// Food (205.3g artifact type; 111.10b predefined token). "Sacrifice a Food" costs accept any Food
// artifact, token or card, creature or not (costs.ts); one Food pays one cost (costs.ts).
import type { CardDef } from '../base/cards.ts';
import type { MechanicModule } from './types.ts';

/** 111.10b: "a colorless Food artifact token with '{2}, {T}, Sacrifice this token: You gain 3 life.'" */
export const FOOD_TOKEN: CardDef = {
  id: 'food',
  name: 'Food',
  types: ['artifact'],
  subtypes: ['Food'],
  token: true,
  abilities: [
    {
      kind: 'activated',
      cost: { mana: '{2}', tap: true, sacrificeSelf: true },
      effects: [{ do: 'gainLife', amount: 3, player: 'you' }],
    },
  ],
};

export const food: MechanicModule<'food'> = {
  id: 'food',
  rules: ['111.10b', '205.3g', '608.2b', '701.21a'],
  predefinedTokens: [FOOD_TOKEN],
};
