/**
 * Issue 23 §4: a worked example's captions never name, from a player's view, a card that player
 * can't see there (a card in another player's hand, a face-down card they don't control). For
 * every step of every example, every seat and every language, the caption as that seat reads it
 * (src/content/captions.ts) must not contain the full name of a card hidden from that seat,
 * unless a card of that name is also in plain view, or was at the step before (it moved in
 * public view: a creature bounced to its owner's hand is known to be there).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { runExample, viewFor, type Example, type GameState } from '../../src/engine/index.ts';
import { CATALOG } from '../../src/engine/testing/catalog.ts';
import { viewCaption } from '../../src/content/captions.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';

const root = process.cwd();
type Captions = Record<string, { title: string; summary: string; steps: Record<string, string> }>;

/** The definition ids of the cards `viewer` can't see in `state`, and of those in plain view. */
function hiddenFrom(state: GameState, viewer: string): { hidden: Set<string>; seen: Set<string> } {
  const view = viewFor(state, viewer);
  const hidden = new Set<string>();
  const seen = new Set<string>();
  for (const o of Object.values(state.objects)) {
    if (o.zone === 'library') continue;
    const shown = view.objects[o.id];
    for (const card of o.cards) {
      const def = state.cards[card]?.def;
      if (!def) continue;
      const visible = shown?.cards.includes(card) && view.cards[card]?.def === def && !(o.faceDown && o.controller !== viewer);
      (visible ? seen : hidden).add(def);
    }
  }
  return { hidden, seen };
}

describe('captions and hidden information', () => {
  test.each(LANGUAGES)('%s: no caption names a card hidden from the view it is read in', (lang) => {
    const names = JSON.parse(readFileSync(path.join(root, 'locales', lang, 'cards.json'), 'utf8')) as Record<string, string>;
    const problems: string[] = [];
    for (const slug of readdirSync(path.join(root, 'content', 'mechanics'))) {
      const dir = path.join(root, 'content', 'mechanics', slug, 'examples');
      let files: string[];
      try {
        files = readdirSync(dir);
      } catch {
        continue;
      }
      const captions = JSON.parse(readFileSync(path.join(root, 'locales', lang, 'examples', `${slug}.json`), 'utf8')) as Captions;
      for (const file of files) {
        const example = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Example;
        const run = runExample(example, CATALOG);
        if (!run.ok) continue;
        run.steps.forEach((step, i) => {
          const caption = captions[example.id]?.steps[String(i)] ?? '';
          for (const viewer of step.state.players) {
            const { hidden, seen } = hiddenFrom(step.state, viewer);
            const before = run.steps[i - 1];
            if (before) for (const def of hiddenFrom(before.state, viewer).seen) seen.add(def);
            const text = viewCaption(caption, viewer);
            for (const def of hidden) {
              const name = names[`card.${def}.name`];
              if (name && !seen.has(def) && text.includes(name)) problems.push(`${lang} ${example.id} step ${i}, from ${viewer}'s view: names «${name}»`);
            }
          }
        });
      }
    }
    expect(problems).toEqual([]);
  });
});
