/**
 * The worked-example format (docs/examples.md) as zod schemas, typed against the engine's setup
 * and action types. Build- and test-time only.
 */
import { z } from 'zod';
import type { Action } from '../engine/actions.ts';
import type { GameSetup, SetupCard, SetupPermanent, SetupPlayer } from '../engine/setup.ts';
import type { Target } from '../engine/state.ts';

const id = z.string().min(1);
const setupCard: z.ZodType<SetupCard> = z.union([id, z.strictObject({ card: id, id: id.optional() })]);
const counters = z.strictObject({ '+1/+1': z.number().int().min(0).optional(), '-1/-1': z.number().int().min(0).optional(), lore: z.number().int().min(0).optional() });

const permanent: z.ZodType<SetupPermanent> = z.strictObject({
  card: id,
  id: id.optional(),
  tapped: z.boolean().optional(),
  counters: counters.optional(),
  faceDown: z.union([z.boolean(), z.literal('plain')]).optional(),
  level: z.number().int().min(1).optional(),
  sick: z.boolean().optional(),
  merged: z.array(setupCard).optional(),
  token: z.boolean().optional(),
  damage: z.number().int().min(0).optional(),
  attacking: id.optional(),
});

const zone = z.array(setupCard).optional();
const player: z.ZodType<SetupPlayer> = z.strictObject({
  id,
  life: z.number().int().optional(),
  team: z.number().int().min(1).optional(),
  archenemy: z.boolean().optional(),
  library: zone,
  hand: zone,
  graveyard: zone,
  exile: zone,
  schemes: zone,
  battlefield: z.array(permanent).optional(),
  manaPool: z.strictObject({ W: z.number().int().min(0).optional(), U: z.number().int().min(0).optional(), B: z.number().int().min(0).optional(), R: z.number().int().min(0).optional(), G: z.number().int().min(0).optional(), C: z.number().int().min(0).optional() }).optional(),
});

const step = z.enum(['untap', 'upkeep', 'draw', 'main1', 'beginCombat', 'declareAttackers', 'declareBlockers', 'firstStrikeDamage', 'combatDamage', 'endCombat', 'main2', 'end', 'cleanup']);

export const setupSchema: z.ZodType<GameSetup> = z.strictObject({
  players: z.array(player).min(2),
  turn: z.strictObject({ number: z.number().int().min(1).optional(), active: id.optional(), step: step.optional(), beginStep: z.boolean().optional() }).optional(),
  seed: z.number().int().optional(),
});

const target: z.ZodType<Target> = z.union([z.strictObject({ object: id }), z.strictObject({ player: id })]);
const costs = z.strictObject({ sacrifice: z.array(id).optional(), returnToHand: z.array(id).optional() }).optional();
const label = z.string().min(1).optional();

export const decisionSchema: z.ZodType<Action & { label?: string }> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('pass'), player: id, label }),
  z.strictObject({ type: z.literal('advance'), player: id, to: step.optional(), label }),
  z.strictObject({ type: z.literal('playLand'), player: id, object: id, label }),
  z.strictObject({ type: z.literal('cast'), player: id, object: id, method: z.enum(['normal', 'sneak', 'mutate', 'disguise']).optional(), targets: z.array(target).optional(), costs, label }),
  z.strictObject({ type: z.literal('activate'), player: id, object: id, ability: id, targets: z.array(target).optional(), costs, label }),
  z.strictObject({ type: z.literal('turnFaceUp'), player: id, object: id, label }),
  z.strictObject({ type: z.literal('declareAttackers'), player: id, attackers: z.array(z.strictObject({ object: id, target: id })), label }),
  z.strictObject({ type: z.literal('declareBlockers'), player: id, blocks: z.array(z.strictObject({ blocker: id, attacker: id })), label }),
  z.strictObject({ type: z.literal('orderTriggers'), player: id, order: z.array(id), label }),
  z.strictObject({ type: z.literal('chooseTargets'), player: id, targets: z.array(target), label }),
  z.strictObject({ type: z.literal('choose'), player: id, option: id, label }),
]);

export const exampleSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a kebab-case id'),
  mechanic: z.string().min(1),
  shows: z.array(z.string().regex(/^[a-z]+-r\d+$/, 'expected a ruling id such as "saga-r4"')).min(1),
  setup: setupSchema,
  decisions: z.array(decisionSchema).min(1),
});

export type ExampleFile = z.infer<typeof exampleSchema>;
