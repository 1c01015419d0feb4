import { describe, expect, it } from 'vitest';
import cardsIt from '../../locales/it/cards.json';
import { loadCatalog } from '../content/catalog.ts';
import { pickerCards } from './CardPicker.tsx';

const catalog = loadCatalog(process.cwd());
const it_ = cardsIt as Record<string, string>;
const t = (key: string) => it_[key] ?? key;

describe('the card picker’s pool', () => {
  const cards = pickerCards(catalog, t, 'it');
  it('holds every card and the predefined tokens, named in the reader’s language with their text, sorted by name', () => {
    expect(cards.length).toBe(Object.keys(catalog).length + 2);
    const food = cards.find((c) => c.id === 'food');
    expect(food).toMatchObject({ name: it_['card.food.name'], token: true });
    expect(cards.every((c) => c.name && !c.name.startsWith('card.'))).toBe(true);
    expect(cards.find((c) => c.id === 'sturdy-bear')?.typeline).toBe(it_['card.sturdy-bear.typeline']);
    const names = cards.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('it').compare));
  });
});
