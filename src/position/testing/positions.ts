// Random positions for the editor model's property tests: any starting position built from the
// card pool (content/cards, read by the build's catalogue loader) that the engine accepts, and
// random legal decisions played from it.
import fc from 'fast-check';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalog } from '../../content/catalog.ts';
import { applyAction, legalActions, MECHANICS, type Action, type CardCatalog, type CardDef, type GameSetup, type GameState, type SetupCard, type SetupPermanent, type SetupPlayer, type StepName } from '../../engine/index.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The card pool, as the build loads it. */
export const POOL: CardCatalog = (() => {
  const problems: string[] = [];
  const catalog = loadCatalog(ROOT, problems);
  if (problems.length > 0) throw new Error(`the card pool has problems:\n${problems.join('\n')}`);
  return catalog;
})();

const defs: readonly CardDef[] = [...Object.values(POOL), ...MECHANICS.flatMap((m) => m.predefinedTokens ?? [])];
const PERMANENT = ['artifact', 'battle', 'creature', 'enchantment', 'land', 'planeswalker'];
const ids = (f: (d: CardDef) => boolean): string[] => defs.filter(f).map((d) => d.id);
const isToken = (d: CardDef) => d.token === true;
const isScheme = (d: CardDef) => d.types.includes('scheme');
const CARDS = ids((d) => !isToken(d) && !isScheme(d));
const PERMANENTS = ids((d) => !isToken(d) && d.types.some((t) => PERMANENT.includes(t)));
const CREATURES = ids((d) => d.types.includes('creature'));
const TOKENS = ids(isToken);
const SCHEMES = ids(isScheme);
const def = (id: string): CardDef => defs.find((d) => d.id === id) as CardDef;

const STEPS: readonly StepName[] = ['untap', 'upkeep', 'draw', 'main1', 'beginCombat', 'declareAttackers', 'declareBlockers', 'firstStrikeDamage', 'combatDamage', 'endCombat', 'main2', 'end', 'cleanup'];
const COMBAT: readonly StepName[] = ['declareAttackers', 'declareBlockers', 'firstStrikeDamage', 'combatDamage', 'endCombat'];

let explicitIds = 0;
/** A card, sometimes with an explicit id (unique across the run). */
const card = (pool: readonly string[]): fc.Arbitrary<SetupCard> =>
  fc.tuple(fc.constantFrom(...pool), fc.boolean()).map(([c, explicit]) => (explicit ? { card: c, id: `${c}-x${++explicitIds}` } : c));

const zone = (pool: readonly string[], max: number) => fc.array(card(pool), { maxLength: max });

/** A permanent whose fields fit its card (the engine's refusals are tested on their own). */
function permanent(attacking: string | null): fc.Arbitrary<SetupPermanent> {
  return fc
    .record({
      token: fc.boolean(),
      base: fc.constantFrom(...PERMANENTS),
      tokenCard: fc.constantFrom(...TOKENS),
      tapped: fc.boolean(),
      plusOne: fc.nat(3),
      minusOne: fc.nat(2),
      lore: fc.nat(3),
      // face down with disguise, or turned face down by an effect (708.2a)
      faceDown: fc.constantFrom(null, null, 'disguise', 'plain'),
      level: fc.nat(3),
      sick: fc.boolean(),
      merged: fc.array(card(CREATURES), { maxLength: 2 }),
      damage: fc.nat(2),
      attacks: fc.boolean(),
      explicit: fc.boolean(),
    })
    .map((r) => {
      const c = r.token ? r.tokenCard : r.base;
      const d = def(c);
      const p: SetupPermanent = { card: c };
      if (r.explicit && !r.token) p.id = `${c}-x${++explicitIds}`;
      if (r.token) p.token = true;
      if (r.tapped) p.tapped = true;
      const counters: SetupPermanent['counters'] = {};
      if (r.plusOne) counters['+1/+1'] = r.plusOne;
      if (r.minusOne) counters['-1/-1'] = r.minusOne;
      if (r.lore && d.subtypes?.includes('Saga')) counters.lore = r.lore;
      if (Object.keys(counters).length > 0) p.counters = counters;
      const disguise = d.abilities.some((a) => a.kind === 'disguise');
      if (r.faceDown === 'disguise' && disguise) p.faceDown = true;
      if (r.faceDown === 'plain') p.faceDown = 'plain';
      const levels = d.abilities.flatMap((a) => (a.kind === 'classLevel' ? [a.level] : []));
      if (levels.length > 0 && r.level > 0) p.level = Math.min(r.level, Math.max(...levels));
      if (r.sick) p.sick = true;
      const creature = d.types.includes('creature');
      if (creature && r.merged.length > 0) p.merged = r.merged;
      if (r.damage && creature) p.damage = r.damage;
      if (attacking && r.attacks && (creature || p.faceDown)) p.attacking = attacking;
      return p;
    });
}

/** A starting position of two players, or an archenemy against two heroes. */
export const arbitrarySetup: fc.Arbitrary<GameSetup> = fc
  .record({
    archenemy: fc.boolean(),
    step: fc.constantFrom(...STEPS),
    beginStep: fc.boolean(),
    number: fc.integer({ min: 1, max: 6 }),
    activeIndex: fc.nat(2),
    seed: fc.integer({ min: 1, max: 1000 }),
    lives: fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 3, maxLength: 3 }),
    pools: fc.array(fc.record({ G: fc.nat(2), R: fc.nat(1) }), { minLength: 3, maxLength: 3 }),
  })
  .chain((g) => {
    const n = g.archenemy ? 3 : 2;
    const playerIds = ['p1', 'p2', 'p3'].slice(0, n);
    const active = g.archenemy ? (g.activeIndex === 0 ? 'p1' : 'p2') : (playerIds[g.activeIndex % n] as string);
    const inCombat = COMBAT.includes(g.step) && !(g.step === 'declareAttackers' && g.beginStep);
    const defender = g.archenemy ? (active === 'p1' ? 'p2' : 'p1') : active === 'p1' ? 'p2' : 'p1';
    const player = (id: string, i: number): fc.Arbitrary<SetupPlayer> => {
      const attacks = inCombat && (id === active || (g.archenemy && active !== 'p1' && id !== 'p1')) ? defender : null;
      return fc
        .record({
          library: zone(CARDS, 4),
          hand: zone(CARDS, 3),
          graveyard: zone(CARDS, 2),
          exile: zone(CARDS, 2),
          schemes: g.archenemy && id === 'p1' ? zone(SCHEMES, 3) : fc.constant([]),
          battlefield: fc.array(permanent(attacks), { maxLength: 4 }),
          life: fc.boolean(),
          mana: fc.boolean(),
        })
        .map((z) => {
          const p: SetupPlayer = { id };
          if (z.life) p.life = g.lives[i] as number;
          if (g.archenemy && id === 'p1') p.archenemy = true;
          for (const k of ['library', 'hand', 'graveyard', 'exile', 'schemes', 'battlefield'] as const) if (z[k].length > 0) (p as unknown as Record<string, unknown>)[k] = z[k];
          if (z.mana) p.manaPool = { ...g.pools[i] };
          return p;
        });
    };
    return fc.tuple(...playerIds.map(player)).map((players) => ({
      players,
      turn: { number: g.number, active, step: g.step, ...(g.beginStep ? { beginStep: true } : {}) },
      seed: g.seed,
    }));
  });

/** Up to `max` legal decisions from `state`, each chosen among the legal actions by `picks`. */
export function playRandom(state: GameState, picks: readonly number[]): { decisions: Action[]; states: GameState[] } {
  const decisions: Action[] = [];
  const states: GameState[] = [state];
  let s = state;
  for (const pick of picks) {
    const actions = legalActions(s).actions;
    if (actions.length === 0) break;
    const a = actions[pick % actions.length] as Action;
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`legalActions offered an illegal action: ${JSON.stringify(a)} (${r.error})`);
    decisions.push(a);
    s = r.state;
    states.push(s);
  }
  return { decisions, states };
}

export const arbitraryPicks = fc.array(fc.nat(50), { maxLength: 12 });
