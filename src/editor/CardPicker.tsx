/**
 * The card picker: searches the card pool by name in the reader's language (accents and case
 * ignored) and lists each card with its type line and text. A search box and a list of buttons:
 * Tab and Enter pick a card, Escape closes the picker.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { MECHANICS, type CardCatalog } from '../engine/index.ts';
import type { Translate } from '../i18n/narrate.ts';
import { normalize } from '../search/options.ts';

export interface PickerCard {
  id: string;
  name: string;
  typeline: string;
  text: string;
  token: boolean;
}

/** The pool in the reader's language, sorted by name: the cards, and the predefined tokens (Food, Mutagen: 111.10). */
export function pickerCards(catalog: CardCatalog, t: Translate, lang: string): PickerCard[] {
  const collator = new Intl.Collator(lang);
  const tokens = MECHANICS.flatMap((m) => m.predefinedTokens ?? []).filter((d) => !catalog[d.id]);
  return [...Object.values(catalog), ...tokens]
    .map((def) => {
      const text = t(`card.${def.id}.text`);
      return { id: def.id, name: t(`card.${def.id}.name`), typeline: t(`card.${def.id}.typeline`), text: text === `card.${def.id}.text` ? '' : text, token: !!def.token };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}

const SHOWN = 40;

export function CardPicker({ cards, t, label, onPick, onClose }: { cards: PickerCard[]; t: Translate; label: string; onPick: (card: PickerCard) => void; onClose: () => void }) {
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => input.current?.focus(), []);
  const hits = useMemo(() => {
    const q = normalize(query.trim());
    return q ? cards.filter((c) => normalize(c.name).includes(q)) : cards;
  }, [cards, query]);
  return (
    <div
      role="group"
      aria-label={label}
      className="mt-1 rounded-md border border-line bg-bg p-2"
      data-card-picker
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="flex items-center gap-1">
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('editor.picker.search')}
        </label>
        <input
          ref={input}
          id={`${id}-q`}
          type="search"
          value={query}
          placeholder={t('editor.picker.search')}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && hits[0]) {
              e.preventDefault();
              onPick(hits[0]);
            }
          }}
          aria-describedby={`${id}-n`}
          className="h-11 min-w-0 flex-1 rounded-md border border-line bg-bg px-2 text-sm"
          data-picker-search
        />
        <button type="button" onClick={onClose} className="min-h-11 rounded-md px-2 text-xs text-muted hover:bg-surface">
          {t('editor.picker.close')}
        </button>
      </div>
      <p id={`${id}-n`} role="status" className="mt-1 text-xs text-muted">
        {hits.length ? t('editor.picker.count', { count: hits.length }) : t('editor.picker.none')}
      </p>
      <ul className="mt-1 max-h-72 space-y-1 overflow-y-auto">
        {hits.slice(0, SHOWN).map((c) => (
          <li key={c.id}>
            <button type="button" onClick={() => onPick(c)} className="w-full min-h-11 rounded-md border border-line px-2 py-1 text-left hover:bg-surface" data-pick={c.id}>
              <span className="block text-sm font-medium">{c.name}</span>
              <span className="block text-xs text-muted">{c.typeline}</span>
              {c.text ? <span className="block text-xs whitespace-pre-line">{c.text}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
