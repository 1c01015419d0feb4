/**
 * The card vocabulary of src/engine/cards.ts as zod schemas (docs/cards.md). Typed against the
 * engine's own types, so the schema and the engine can't drift apart. Build- and test-time only.
 */
import { z } from 'zod';
import type { AbilityDef, CardDef, Condition, Cost, Effect, ObjectFilter, ObjectRef, PlayerRef, StaticEffect, TargetSpec, Trigger } from '../engine/cards.ts';

const MANA = /^(\{(\d+|[WUBRGC])\})*$/;
const manaCost = z.string().regex(MANA, 'expected a mana cost such as "{2}{W}"');
const cardType = z.enum(['artifact', 'creature', 'enchantment', 'instant', 'sorcery', 'land', 'planeswalker', 'battle', 'scheme']);
const counterKind = z.enum(['+1/+1', '-1/-1', 'lore']);
const keyword = z.enum(['flying', 'vigilance', 'haste', 'trample', 'defender', 'reach', 'firstStrike', 'doubleStrike', 'deathtouch', 'lifelink', 'menace', 'hexproof', 'indestructible']);
const stepName = z.enum(['untap', 'upkeep', 'draw', 'main1', 'beginCombat', 'declareAttackers', 'declareBlockers', 'firstStrikeDamage', 'combatDamage', 'endCombat', 'main2', 'end', 'cleanup']);

export const objectFilterSchema: z.ZodType<ObjectFilter> = z.strictObject({
  types: z.array(cardType).optional(),
  subtypes: z.array(z.string()).optional(),
  notSubtypes: z.array(z.string()).optional(),
  controller: z.enum(['you', 'opponent']).optional(),
  another: z.boolean().optional(),
  tapped: z.boolean().optional(),
  attacking: z.boolean().optional(),
  unblocked: z.boolean().optional(),
  faceDown: z.boolean().optional(),
  token: z.boolean().optional(),
  sameOwner: z.boolean().optional(),
  historic: z.boolean().optional(),
  manaValue: z.strictObject({ atLeast: z.number().int().min(0).optional(), atMost: z.number().int().min(0).optional() }).optional(),
  name: z.string().min(1).optional(),
});

const targetSpecSchema: z.ZodType<TargetSpec> = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('object'), filter: objectFilterSchema }),
  z.strictObject({ kind: z.literal('player'), who: z.enum(['any', 'opponent', 'you']).optional() }),
  z.strictObject({ kind: z.literal('stackObject'), spells: z.boolean().optional(), abilities: z.boolean().optional() }),
]);

const targetIndex = z.strictObject({ target: z.number().int().min(0) });
const objectRef: z.ZodType<ObjectRef> = z.union([z.literal('self'), z.literal('triggeringObject'), targetIndex, z.strictObject({ each: objectFilterSchema })]);
const playerRef: z.ZodType<PlayerRef> = z.union([
  z.literal('you'),
  z.literal('eachOpponent'),
  z.literal('eachPlayer'),
  z.literal('targetController'),
  targetIndex,
]);

const costSchema: z.ZodType<Cost> = z.strictObject({
  mana: manaCost.optional(),
  tap: z.boolean().optional(),
  sacrificeSelf: z.boolean().optional(),
  sacrifice: z.strictObject({ filter: objectFilterSchema, count: z.number().int().min(1) }).optional(),
  returnToHand: z.strictObject({ filter: objectFilterSchema, count: z.number().int().min(1) }).optional(),
  payLife: z.number().int().min(1).optional(),
});

const n = z.number().int();
const effectSchema: z.ZodType<Effect> = z.discriminatedUnion('do', [
  z.strictObject({ do: z.literal('createToken'), token: z.string().min(1), count: n.min(1).optional(), player: playerRef.optional(), tapped: z.boolean().optional() }),
  z.strictObject({ do: z.literal('createTokenCopy'), of: objectRef }),
  z.strictObject({ do: z.literal('putCounters'), counter: counterKind, count: n.min(1), on: objectRef }),
  z.strictObject({ do: z.literal('removeCounters'), counter: counterKind, count: n.min(1), on: objectRef }),
  z.strictObject({ do: z.literal('gainLife'), amount: n.min(1), player: playerRef }),
  z.strictObject({ do: z.literal('loseLife'), amount: n.min(1), player: playerRef }),
  z.strictObject({ do: z.literal('dealDamage'), amount: n.min(1), to: z.union([objectRef, playerRef]) }),
  z.strictObject({ do: z.literal('draw'), count: n.min(1), player: playerRef }),
  z.strictObject({ do: z.literal('returnToHand'), what: objectRef }),
  z.strictObject({ do: z.literal('exileAndReturn'), what: objectRef }),
  z.strictObject({ do: z.literal('exile'), what: objectRef }),
  z.strictObject({ do: z.literal('sacrifice'), what: objectRef }),
  z.strictObject({ do: z.literal('destroy'), what: objectRef }),
  z.strictObject({ do: z.literal('tap'), what: objectRef }),
  z.strictObject({ do: z.literal('untap'), what: objectRef }),
  z.strictObject({ do: z.literal('pump'), what: objectRef, power: n, toughness: n }),
  z.strictObject({ do: z.literal('loseAllAbilities'), what: objectRef }),
  z.strictObject({ do: z.literal('gainKeyword'), what: objectRef, keyword }),
  z.strictObject({ do: z.literal('becomeCreature'), what: objectRef, power: n, toughness: n }),
  z.strictObject({ do: z.literal('counterSpell'), what: objectRef }),
  z.strictObject({ do: z.literal('putOnLibrary'), what: objectRef, position: z.enum(['top', 'bottom', 'chosen']) }),
  z.strictObject({ do: z.literal('turnFaceDown'), what: objectRef }),
  z.strictObject({ do: z.literal('gainControl'), what: objectRef }),
  z.strictObject({ do: z.literal('setClassLevel'), level: n.min(2) }),
  z.strictObject({ do: z.literal('abandon') }),
]);

const conditionSchema: z.ZodType<Condition> = z.union([
  z.strictObject({ permanentLeftBattlefieldThisTurn: z.strictObject({ controller: z.literal('you') }) }),
  z.strictObject({ youControl: objectFilterSchema, atLeast: n.min(1).optional() }),
  z.strictObject({ lifeAtMost: n }),
]);

const objectTrigger = { self: z.boolean().optional(), filter: objectFilterSchema.optional() };
const triggerSchema: z.ZodType<Trigger> = z.discriminatedUnion('on', [
  z.strictObject({ on: z.literal('enters'), ...objectTrigger }),
  z.strictObject({ on: z.literal('attacks'), ...objectTrigger }),
  z.strictObject({ on: z.literal('dies'), ...objectTrigger }),
  z.strictObject({ on: z.literal('leaves'), ...objectTrigger }),
  z.strictObject({ on: z.literal('stepBegins'), step: stepName, whose: z.enum(['you', 'each']) }),
  z.strictObject({ on: z.literal('mutates') }),
  z.strictObject({ on: z.literal('setInMotion') }),
  z.strictObject({ on: z.literal('cast'), filter: objectFilterSchema.optional() }),
  z.strictObject({ on: z.literal('turnedFaceUp') }),
]);

const staticEffectSchema: z.ZodType<StaticEffect> = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('anthem'), filter: objectFilterSchema, power: n, toughness: n }),
  z.strictObject({ kind: z.literal('ptFromGraveyardCount'), filter: objectFilterSchema }),
  z.strictObject({ kind: z.literal('diesToExile'), filter: objectFilterSchema }),
]);

const targets = z.array(targetSpecSchema).optional();
const effects = z.array(effectSchema);

export const abilitySchema: z.ZodType<AbilityDef> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('keyword'), keyword: keyword }),
    z.strictObject({ kind: z.literal('ward'), cost: manaCost }),
    z.strictObject({ kind: z.literal('activated'), cost: costSchema, effects, targets, sorcery: z.boolean().optional() }),
    z.strictObject({ kind: z.literal('mana'), cost: costSchema, add: z.string().regex(/^\{[WUBRGC]\}$/) }),
    z.strictObject({
      kind: z.literal('triggered'),
      trigger: triggerSchema,
      condition: conditionSchema.optional(),
      effects,
      targets,
      abilityWord: z.enum(['alliance', 'disappear']).optional(),
    }),
    z.strictObject({ kind: z.literal('spell'), effects, targets }),
    z.strictObject({ kind: z.literal('static'), effect: staticEffectSchema }),
    z.strictObject({ kind: z.literal('mutate'), cost: manaCost }),
    z.strictObject({ kind: z.literal('sneak'), cost: manaCost }),
    z.strictObject({ kind: z.literal('disguise'), cost: manaCost }),
    z.strictObject({ kind: z.literal('chapter'), chapters: z.array(n.min(1)).min(1), effects, targets }),
    z.strictObject({ kind: z.literal('classLevel'), level: n.min(2), cost: manaCost, abilities: z.array(abilitySchema) }),
  ]),
);

export const cardSchema: z.ZodType<CardDef> = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a kebab-case id'),
  name: z.string().trim().min(1),
  manaCost: manaCost.optional(),
  colors: z.array(z.enum(['W', 'U', 'B', 'R', 'G'])).optional(),
  supertypes: z.array(z.enum(['legendary', 'basic', 'ongoing'])).optional(),
  types: z.array(cardType).min(1),
  subtypes: z.array(z.string()).optional(),
  power: n.optional(),
  toughness: n.optional(),
  abilities: z.array(abilitySchema),
  token: z.boolean().optional(),
});
