/**
 * Worked examples' captions and the board's viewer (docs/examples.md, "Captions and hidden
 * information"). A caption speaks for the example's protagonist; a part of it that reveals what
 * another player can't see (the name of a face-down card, a card in a hand) is marked private:
 *
 *   [[p1: In your hand is Vulpikeet.]]                     shown only from p1's view (and "everything")
 *   [[p1: In your hand is Vulpikeet. || You hold a card.]]  from every other view, the neutral wording
 *   [[p1,p2: …]]                                           private to several players
 *   [[all: The top scheme is … || …]]                        what no player sees: only "everything"
 *
 * `viewCaption` (and `viewCaptions` for a whole example) is the one function that turns caption
 * data into text, for the board (the viewer
 * the reader chose), the prerendered no-script text and the printed page (the protagonist's view).
 * Pure: no React, no DOM, no i18n.
 */

/** The board's "everything" view: every private part is shown. */
export const EVERY_VIEW = 'all';

/** The view captions are written for, and the one the prerendered and printed texts show. */
export const PROTAGONIST = 'p1';

const PRIVATE = /\[\[([^\]:|[]*):((?:(?!\]\]|\|\||\[\[)[\s\S])*)(?:\|\|((?:(?!\]\]|\[\[)[\s\S])*))?\]\]/g;
const PLAYER_LIST = /^\s*(?:all|p[1-9](?:\s*,\s*p[1-9])*)\s*$/;

function tidy(text: string): string {
  return text
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([.,;:!?)»])/g, '$1')
    .replace(/([(«]) +/g, '$1')
    .trim();
}

function players(list: string): string[] {
  return list.split(',').map((p) => p.trim());
}

/** An example's captions: its title, its summary and a caption per step (locales/<lang>/examples/<slug>.json). */
export interface Caption {
  title?: string;
  summary?: string;
  steps?: Record<string, string>;
}

/** The caption text as `viewer` (a player id, or EVERY_VIEW) may read it. */
export function viewCaption(text: string, viewer: string): string {
  if (!text.includes('[[')) return text;
  return tidy(text.replace(PRIVATE, (_m, list: string, shown: string, neutral: string | undefined) => (viewer === EVERY_VIEW || players(list).includes(viewer) ? shown : (neutral ?? '')).trim()));
}

/** An example's captions (title, summary, steps) as `viewer` may read them. */
export function viewCaptions(c: Caption, viewer: string): Caption {
  return {
    ...(typeof c.title === 'string' ? { title: viewCaption(c.title, viewer) } : {}),
    ...(typeof c.summary === 'string' ? { summary: viewCaption(c.summary, viewer) } : {}),
    ...(c.steps ? { steps: Object.fromEntries(Object.entries(c.steps).map(([k, v]) => [k, viewCaption(v, viewer)])) } : {}),
  };
}

/** Every word of a caption, private and neutral parts alike (for the terminology scan). */
export function captionWords(text: string): string {
  if (!text.includes('[[')) return text;
  return text.replace(PRIVATE, (_m, _list: string, shown: string, neutral: string | undefined) => ` ${shown} ${neutral ?? ''} `);
}

/** What is wrong with a caption's markup, each as a short sentence (none: it is well formed). */
export function captionMarkupProblems(text: string, seats: readonly string[]): string[] {
  const problems: string[] = [];
  for (const m of text.matchAll(PRIVATE)) {
    const [, list = '', shown = ''] = m;
    if (!PLAYER_LIST.test(list)) problems.push(`"[[${list}:" must name players (p1, p2…) before the colon`);
    else for (const p of players(list)) if (p !== EVERY_VIEW && !seats.includes(p)) problems.push(`"[[${list}:" names ${p}, who is not in this example`);
    if (!shown.trim()) problems.push(`"[[${list}:" has no private text`);
  }
  const rest = text.replace(PRIVATE, ' ');
  if (rest.includes('[[') || rest.includes(']]') || rest.includes('||')) problems.push('unbalanced private part: "[[player: text]]" or "[[player: text || neutral text]]"');
  return problems;
}
