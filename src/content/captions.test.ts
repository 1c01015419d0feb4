/**
 * Captions and the board's viewer (src/content/captions.ts): a part private to a player is shown
 * from that player's view and from "everything", left out (or replaced by its neutral wording)
 * from any other; malformed markup is reported; and every caption of every worked example, in
 * every language, reads from every view without markup left over.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '../i18n/languages.ts';
import { captionMarkupProblems, captionWords, EVERY_VIEW, PROTAGONIST, viewCaption, viewCaptions } from './captions.ts';
import { withPrintExamples } from './build/pageExtras.ts';

const hand = 'Your main phase. [[p1: Vulpikeet is in your hand. || You hold one card.]] [[p2: The opponent holds Sudden Recall.]]';

describe('viewCaption', () => {
  test('the protagonist reads their private part, and not the opponent’s', () => {
    expect(viewCaption(hand, 'p1')).toBe('Your main phase. Vulpikeet is in your hand.');
  });

  test('the opponent reads the neutral wording instead of the protagonist’s hand, and their own card', () => {
    expect(viewCaption(hand, 'p2')).toBe('Your main phase. You hold one card. The opponent holds Sudden Recall.');
  });

  test('"everything" shows every private part', () => {
    expect(viewCaption(hand, EVERY_VIEW)).toBe('Your main phase. Vulpikeet is in your hand. The opponent holds Sudden Recall.');
  });

  test('a part private to several players; a part without a neutral wording leaves no stray spaces or punctuation gaps', () => {
    const text = 'You control a face-down creature [[p1,p3: (Veiled Duchess)]], a 2/2.';
    expect(viewCaption(text, 'p3')).toBe('You control a face-down creature (Veiled Duchess), a 2/2.');
    expect(viewCaption(text, 'p2')).toBe('You control a face-down creature, a 2/2.');
  });

  test('a part marked "all" (what no player sees, e.g. the order of a scheme deck) shows only in "everything"', () => {
    const text = 'You are the archenemy, with [[all: Call for Tribute on top of your scheme deck || your scheme deck face down]].';
    expect(viewCaption(text, 'p1')).toBe('You are the archenemy, with your scheme deck face down.');
    expect(viewCaption(text, EVERY_VIEW)).toBe('You are the archenemy, with Call for Tribute on top of your scheme deck.');
    expect(captionMarkupProblems(text, ['p1', 'p2', 'p3'])).toEqual([]);
  });

  test('a caption without markup is returned as it is', () => {
    expect(viewCaption('Chapter II triggers (714.2b).', 'p2')).toBe('Chapter II triggers (714.2b).');
  });

  test('the terminology scan reads both wordings', () => {
    expect(captionWords(hand)).toContain('Vulpikeet is in your hand.');
    expect(captionWords(hand)).toContain('You hold one card.');
    expect(captionWords(hand)).not.toContain('[[');
  });

  test('viewCaptions applies the view to title, summary and every step', () => {
    const c = viewCaptions({ title: 'Hidden', summary: '[[p1: Vulpikeet || A card]] waits.', steps: { '0': hand, '1': '[[p2: Sudden Recall]] resolves.' } }, 'p2');
    expect(c).toEqual({ title: 'Hidden', summary: 'A card waits.', steps: { '0': 'Your main phase. You hold one card. The opponent holds Sudden Recall.', '1': 'Sudden Recall resolves.' } });
  });

  test('the printed page shows the protagonist’s view', () => {
    const html = withPrintExamples('<main></main>', [{ title: 'T', summary: 'S', steps: { '0': hand } }], { heading: 'Examples' });
    expect(html).toContain('<li value="1">Your main phase. Vulpikeet is in your hand.</li>');
    expect(html).not.toContain('Sudden Recall');
    expect(PROTAGONIST).toBe('p1');
  });
});

describe('captionMarkupProblems', () => {
  test('well-formed markup passes', () => {
    expect(captionMarkupProblems(hand, ['p1', 'p2'])).toEqual([]);
  });

  test('an unknown player, a missing id, an empty part and unbalanced brackets are reported', () => {
    expect(captionMarkupProblems('[[p3: x]]', ['p1', 'p2'])).toEqual(['"[[p3:" names p3, who is not in this example']);
    expect(captionMarkupProblems('[[you: x]]', ['p1', 'p2'])).toEqual(['"[[you:" must name players (p1, p2…) before the colon']);
    expect(captionMarkupProblems('[[p1: || y]]', ['p1'])).toEqual(['"[[p1:" has no private text']);
    expect(captionMarkupProblems('[[p1: x', ['p1'])).toHaveLength(1);
    expect(captionMarkupProblems('x ]] y', ['p1'])).toHaveLength(1);
  });
});

describe('the worked examples’ captions', () => {
  const root = process.cwd();
  const texts = LANGUAGES.flatMap((lang) =>
    readdirSync(path.join(root, 'locales', lang, 'examples')).flatMap((file) => {
      const data = JSON.parse(readFileSync(path.join(root, 'locales', lang, 'examples', file), 'utf8')) as Record<string, { title: string; summary: string; steps: Record<string, string> }>;
      return Object.entries(data).flatMap(([id, c]) => [c.title, c.summary, ...Object.values(c.steps)].map((text) => ({ where: `${lang}/${file} ${id}`, text })));
    }),
  );

  test('some parts are marked private, in every language', () => {
    for (const lang of LANGUAGES) expect(texts.filter((t) => t.where.startsWith(`${lang}/`) && t.text.includes('[[')).length, lang).toBeGreaterThan(10);
  });

  test('read from every view, no caption keeps markup, an empty sentence or a double space', () => {
    const problems = texts.flatMap(({ where, text }) =>
      ['p1', 'p2', 'p3', EVERY_VIEW].flatMap((viewer) => {
        const shown = viewCaption(text, viewer);
        return /\[\[|\]\]|\|\||\s{2}|^\s*$|\.\s*\./.test(shown) ? [`${where} (${viewer}): ${shown}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });
});
