import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import cardsEn from '../../locales/en/cards.json';
import cardsIt from '../../locales/it/cards.json';
import { KEYWORDS } from '../engine/cards.ts';
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

  it('offers a card with each of the 13 keywords of the vocabulary (docs/cards.md)', () => {
    for (const k of KEYWORDS) {
      const card = cards.find((c) => catalog[c.id]?.abilities.some((a) => a.kind === 'keyword' && a.keyword === k));
      expect(card, k).toBeDefined();
    }
    expect(KEYWORDS).toHaveLength(13);
  });

  it('docs/cards.md lists every keyword with the card of the pool that has it', () => {
    const doc = readFileSync(path.join(process.cwd(), 'docs/cards.md'), 'utf8');
    const en = cardsEn as Record<string, string>;
    for (const k of KEYWORDS) {
      const row = doc.split('\n').find((l) => l.startsWith(`| \`${k}\` |`));
      expect(row, k).toBeDefined();
      const names = Object.values(catalog)
        .filter((d) => d.abilities.some((a) => a.kind === 'keyword' && a.keyword === k))
        .map((d) => en[`card.${d.id}.name`] ?? d.name);
      expect(names.some((n) => row?.includes(`| ${n} |`)), `${k}: ${names.join(', ')}`).toBe(true);
    }
  });
});

