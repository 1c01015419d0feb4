// Mutagen (111.10v predefined token).
import type { CardDef } from '../base/cards.ts';
import type { MechanicModule } from './types.ts';

/**
 * 111.10v: "a colorless Mutagen artifact token with '{1}, {T}, Sacrifice this token: Put a +1/+1
 * counter on target creature. Activate only as a sorcery.'" The token is sacrificed as a cost, so
 * if the target becomes illegal the ability does nothing and the token is gone all the same (608.2b).
 */
export const MUTAGEN_TOKEN: CardDef = {
  id: 'mutagen',
  name: 'Mutagen',
  types: ['artifact'],
  subtypes: ['Mutagen'],
  token: true,
  abilities: [
    {
      kind: 'activated',
      cost: { mana: '{1}', tap: true, sacrificeSelf: true },
      targets: [{ kind: 'object', filter: { types: ['creature'] } }],
      sorcery: true,
      effects: [{ do: 'putCounters', counter: '+1/+1', count: 1, on: { target: 0 } }],
    },
  ],
};

export const mutagen: MechanicModule<'mutagen'> = {
  id: 'mutagen',
  rules: ['111.10v', '602.5d', '608.2b'],
  predefinedTokens: [MUTAGEN_TOKEN],
};
