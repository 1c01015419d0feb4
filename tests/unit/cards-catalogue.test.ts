/**
 * The cards catalogue: every card the engine knows (content/cards and the predefined tokens) has
 * its name, type line and rules text in every language, and every type, supertype and subtype
 * they use is translated (scripts/cards-catalogue.ts lists what is missing).
 */
import { describe, expect, test } from 'vitest';
import { catalogueGaps, engineCards, readCardsCatalogue } from '../../scripts/cards-catalogue.ts';
import type { CardDef } from '../../src/engine/cards.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';

const defs = engineCards();

test('the engine knows the content cards and the predefined tokens food and mutagen', () => {
  const ids = defs.map((d) => d.id);
  expect(ids).toContain('vulpikeet');
  expect(ids).toContain('food');
  expect(ids).toContain('mutagen');
});

describe.each(LANGUAGES)('locales/%s/cards.json', (lang) => {
  const gaps = catalogueGaps(defs, readCardsCatalogue(lang));
  const hint = 'run `npx tsx scripts/cards-catalogue.ts`';

  test('has name, type line and rules text for every card', () => {
    expect(gaps.cards, `${lang}: cards with missing keys (${hint})`).toEqual([]);
  });

  test('has every type, supertype and subtype the cards use', () => {
    expect(gaps.types, `${lang}: type.* missing`).toEqual([]);
    expect(gaps.supertypes, `${lang}: supertype.* missing`).toEqual([]);
    expect(gaps.subtypes, `${lang}: subtype.* missing`).toEqual([]);
  });
});

describe('catalogueGaps', () => {
  const bear: CardDef = { id: 'bear', name: 'Bear', types: ['creature'], subtypes: ['Bear'], abilities: [] };
  const shove: CardDef = {
    id: 'shove',
    name: 'Shove',
    supertypes: ['legendary'],
    types: ['instant'],
    abilities: [{ kind: 'spell', targets: [{ kind: 'object', filter: { subtypes: ['Saga'] } }], effects: [] }],
  };

  test('asks for a rules text only when the card has abilities, and names what is missing', () => {
    const gaps = catalogueGaps([shove, bear], { 'card.bear.name': 'Orso', 'card.shove.text': ' ', 'type.creature': 'Creatura' });
    expect(gaps.cards).toEqual([
      { id: 'bear', missing: ['typeline'] },
      { id: 'shove', missing: ['name', 'typeline', 'text'] },
    ]);
    expect(gaps.types).toEqual(['instant']);
    expect(gaps.supertypes).toEqual(['legendary']);
    // subtypes named by a filter count too ("target Saga")
    expect(gaps.subtypes).toEqual(['Bear', 'Saga']);
  });

  test('a complete catalogue has no gaps; keys of unknown cards are listed as stale', () => {
    const full = {
      'card.bear.name': 'Orso',
      'card.bear.typeline': 'Creatura — Orso',
      'card.gone.name': 'Sparita',
      'type.creature': 'Creatura',
      'subtype.Bear': 'Orso',
    };
    expect(catalogueGaps([bear], full)).toEqual({ cards: [], types: [], supertypes: [], subtypes: [], stale: ['card.gone.name'] });
  });
});
