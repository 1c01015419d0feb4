// The worked examples for engine tests: every content/mechanics/<slug>/examples/*.json and its
// captions in locales/<lang>/examples/<slug>.json (docs/examples.md). run(id) plays an example and
// fails the test naming the example and the decision; describeExampleBasics(slug, …) registers the
// checks every <slug>.examples.test.ts shares; obj, chars and last read the steps.
import { expect, it } from 'vitest';
import { characteristics, runExample, type Characteristics, type Example, type GameObject, type GameState, type Step } from '../index.ts';
import type { MechanicId } from '../mechanics/index.ts';
import { objectOfCard } from '../objects/objects.ts';
import { CATALOG } from './catalog.ts';

/** The languages every step of every example is captioned in. */
const CAPTION_LANGS = ['en', 'it', 'ru'] as const;

/** One language's captions of one mechanic's examples, keyed by example id. */
type Captions = Record<string, { title: string; summary: string; steps: Record<string, string> }>;

interface ExampleFile {
  /** the folder it is in: content/mechanics/<slug>/examples/ */
  slug: string;
  /** its file name, `<id>.json` */
  file: string;
  example: Example;
}

const exampleFiles = import.meta.glob<Example>('../../../content/mechanics/*/examples/*.json', { eager: true, import: 'default' });
const captionFiles = import.meta.glob<Captions>('../../../locales/*/examples/*.json', { eager: true, import: 'default' });

const EXAMPLES: readonly ExampleFile[] = Object.entries(exampleFiles).map(([path, example]) => {
  const m = /\/mechanics\/([^/]+)\/examples\/([^/]+)$/.exec(path);
  if (!m) throw new Error(`unexpected example path ${path}`);
  return { slug: m[1]!, file: m[2]!, example };
});

const BY_ID = new Map<string, ExampleFile>();
for (const e of EXAMPLES) {
  const other = BY_ID.get(e.example.id);
  if (other) throw new Error(`two examples have the id ${e.example.id}: ${other.slug}/examples/${other.file} and ${e.slug}/examples/${e.file}`);
  BY_ID.set(e.example.id, e);
}

/** A mechanic's caption catalogues by language: every locales/<lang>/examples/<slug>.json. */
function captionsOf(slug: MechanicId): Record<string, Captions> {
  const found: Record<string, Captions> = {};
  for (const [path, captions] of Object.entries(captionFiles)) {
    const m = /\/locales\/([^/]+)\/examples\/([^/]+)\.json$/.exec(path);
    if (m?.[2] === slug) found[m[1]!] = captions;
  }
  return found;
}

/** Plays an example to its end; throws naming the example, the decision and the engine's error if it can't be played. */
/** Every worked example's id and starting position (for random play from each of them). */
export function exampleSetups(): { id: string; setup: Example['setup'] }[] {
  return EXAMPLES.map((e) => ({ id: e.example.id, setup: e.example.setup }));
}

export function run(id: string): Step[] {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`no example ${id}`);
  expect(found.example.mechanic, id).toBe(found.slug);
  const r = runExample(found.example, CATALOG);
  if (!r.ok) throw new Error(`${id} failed at ${r.path}: ${r.error}`);
  return r.steps;
}

/** The object the card is part of now; throws if there is none. */
export function obj(s: GameState, card: string): GameObject {
  const o = objectOfCard(s, card);
  if (!o) throw new Error(`no object for card ${card}`);
  return o;
}

/** The characteristics of the object the card is part of now. */
export function chars(s: GameState, card: string): Characteristics {
  return characteristics(s, obj(s, card));
}

/** The state after the last decision. */
export function last(steps: Step[]): GameState {
  return (steps[steps.length - 1] as Step).state;
}

export interface ExampleBasics {
  /** the number of rulings on the mechanic's page: `<slug>-r1` … `<slug>-r<rulings>` */
  rulings: number;
  /** rulings no example shows, by number, with the reason (e.g. `{ 21: 'Commander only' }`) */
  unshown?: Readonly<Record<number, string>>;
  /** the fewest examples the mechanic may have (default 3) */
  minimum?: number;
}

/**
 * Registers, in the enclosing describe, the checks every mechanic's examples share:
 * - every example has a caption in each of CAPTION_LANGS, and only those: a title, a summary and
 *   one step caption per step ("0" the opening position, then one per decision), no other ids;
 * - there are at least `minimum` examples, each in its mechanic's folder, named `<id>.json`, with
 *   the mechanic's slug and an id `<slug>-…`; they show only rulings of the page, and together
 *   every ruling but the `unshown` ones.
 */
export function describeExampleBasics(slug: MechanicId, { rulings, unshown = {}, minimum = 3 }: ExampleBasics): void {
  const files = EXAMPLES.filter((e) => e.slug === slug);
  const examples = files.map((e) => e.example);

  it('every step of every example has a caption in en, it and ru', () => {
    const captions = captionsOf(slug);
    expect(Object.keys(captions).sort(), `locales/*/examples/${slug}.json`).toEqual([...CAPTION_LANGS].sort());
    for (const lang of CAPTION_LANGS) {
      const c = captions[lang];
      expect(Object.keys(c ?? {}).sort(), lang).toEqual(examples.map((e) => e.id).sort());
      for (const ex of examples) {
        const caption = c?.[ex.id];
        expect(Object.keys(caption?.steps ?? {}), `${lang} ${ex.id}`).toEqual(Array.from({ length: ex.decisions.length + 1 }, (_, i) => String(i)));
        expect(caption?.title, `${lang} ${ex.id}`).toBeTruthy();
        expect(caption?.summary, `${lang} ${ex.id}`).toBeTruthy();
      }
    }
  });

  const skipped = Object.entries(unshown).map(([n, why]) => `${slug}-r${n} (${why})`);
  it(`has at least ${minimum} examples, each about ${slug}, and together they show every ruling${skipped.length ? ` but ${skipped.join(', ')}` : ''}`, () => {
    expect(examples.length).toBeGreaterThanOrEqual(minimum);
    for (const { file, example: e } of files) {
      expect(file, e.id).toBe(`${e.id}.json`);
      expect(e.mechanic, e.id).toBe(slug);
      expect(e.id.startsWith(`${slug}-`), e.id).toBe(true);
      for (const r of e.shows) expect(r, e.id).toMatch(new RegExp(`^${slug}-r\\d+$`));
    }
    const page = Array.from({ length: rulings }, (_, i) => `${slug}-r${i + 1}`);
    const shown = new Set(examples.flatMap((e) => e.shows));
    for (const r of shown) expect(page, `${r} is shown, but the ${slug} page has ${rulings} rulings`).toContain(r);
    for (const [i, r] of page.entries()) if (unshown[i + 1] === undefined) expect(shown, `${r} is shown by no example`).toContain(r);
  });
}
