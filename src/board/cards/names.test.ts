/**
 * Type lines composed from their parts (a token copy has no printed line), in each language's
 * order and agreement (Italian review GR9, Russian D12): «Creatura Leggendaria», «Terra Base»,
 * «Creatura Artefatto»; «Легендарное Существо», «Артефактное Существо», «Базовая Земля».
 */
import { createInstance } from 'i18next';
import { describe, expect, test } from 'vitest';
import en from '../../../locales/en/cards.json';
import it from '../../../locales/it/cards.json';
import ru from '../../../locales/ru/cards.json';
import type { Translate } from '../../i18n/narrate.ts';
import { composedTypes } from './names.ts';

async function translator(lang: string, cards: Record<string, string>): Promise<Translate> {
  const i18n = createInstance();
  await i18n.init({ lng: lang, resources: { [lang]: { cards } }, defaultNS: 'cards', interpolation: { escapeValue: false } });
  const t = i18n.t as unknown as (k: string, o?: Record<string, unknown>) => string;
  return (key, options) => t(key, options);
}

describe('composed type lines', () => {
  test.each([
    ['en', en, ['legendary'], ['creature'], 'Legendary Creature'],
    ['en', en, [], ['artifact', 'creature'], 'Artifact Creature'],
    ['en', en, ['basic'], ['land'], 'Basic Land'],
    ['it', it, ['legendary'], ['creature'], 'Creatura Leggendaria'],
    ['it', it, ['basic'], ['land'], 'Terra Base'],
    ['it', it, [], ['artifact', 'creature'], 'Creatura Artefatto'],
    ['it', it, ['legendary'], ['artifact', 'creature'], 'Creatura Artefatto Leggendaria'],
    ['it', it, ['ongoing'], ['scheme'], 'Intrigo in corso'],
    ['ru', ru, ['legendary'], ['creature'], 'Легендарное Существо'],
    ['ru', ru, [], ['artifact', 'creature'], 'Артефактное Существо'],
    ['ru', ru, ['legendary'], ['artifact', 'creature'], 'Легендарное Артефактное Существо'],
    ['ru', ru, ['basic'], ['land'], 'Базовая Земля'],
    ['ru', ru, [], ['artifact'], 'Артефакт'],
  ] as const)('%s: %j %j → %s', async (lang, cards, supertypes, types, expected) => {
    const t = await translator(lang, cards as Record<string, string>);
    expect(composedTypes(supertypes, types, t)).toBe(expected);
  });
});
