/**
 * The puzzle format (docs/puzzles.md) as zod schemas, typed against the practice model's types.
 * Build- and test-time only.
 */
import { z } from 'zod';
import type { Goal, Pred } from '../model/goal.ts';
import type { Puzzle } from '../model/puzzle.ts';
import { decisionSchema, setupSchema } from '../../content/exampleSchema.ts';

const id = z.string().min(1);
const kebab = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a kebab-case id');
const n = z.number().int().optional();
const count = { atLeast: n, atMost: n, equals: n };
const zone = z.enum(['library', 'hand', 'battlefield', 'graveyard', 'stack', 'exile', 'command']);
const step = z.enum(['untap', 'upkeep', 'draw', 'main1', 'beginCombat', 'declareAttackers', 'declareBlockers', 'combatDamage', 'endCombat', 'main2', 'end', 'cleanup']);

export const predSchema: z.ZodType<Pred> = z.lazy(() =>
  z.union([
    z.strictObject({ all: z.array(predSchema) }),
    z.strictObject({ any: z.array(predSchema) }),
    z.strictObject({ not: predSchema }),
    z.strictObject({ life: id, ...count }),
    z.strictObject({ lifeChange: id, ...count }),
    z.strictObject({ card: id, zone: z.union([zone, z.literal('none')]), controller: id.optional() }),
    z.strictObject({ card: id, counter: z.enum(['+1/+1', '-1/-1', 'lore']), ...count }),
    z.strictObject({ card: id, power: z.literal(true), ...count }),
    z.strictObject({ card: id, toughness: z.literal(true), ...count }),
    z.strictObject({ card: id, level: z.literal(true), ...count }),
    z.strictObject({ card: id, tapped: z.boolean() }),
    z.strictObject({ card: id, faceDown: z.boolean() }),
    z.strictObject({ player: id, zone, ...count }),
    z.strictObject({ event: id, where: z.record(z.string(), z.unknown()).optional(), sum: id.optional(), ...count }),
    z.strictObject({ lost: id }),
  ]),
) as z.ZodType<Pred>;

export const goalSchema: z.ZodType<Goal> = z.strictObject({
  holds: predSchema,
  by: z.union([z.literal('step'), z.literal('turn'), step]).optional(),
  failsIf: predSchema.optional(),
});

export const puzzleSchema: z.ZodType<Puzzle> = z.strictObject({
  id: kebab,
  mechanic: z.string().min(1),
  kind: z.enum(['reach', 'predict']),
  tests: z.array(z.string().regex(/^[a-z]+-r\d+$/, 'expected a ruling id such as "saga-r4"')).min(1),
  setup: setupSchema,
  reader: id,
  goal: goalSchema.optional(),
  solution: z.array(decisionSchema).min(1),
  answers: z.array(z.strictObject({ id: kebab, holds: predSchema })).optional(),
  wrong: z.array(z.strictObject({ id: kebab, decisions: z.array(decisionSchema).min(1) })).optional(),
});

/** A puzzle's words in one language (locales/<lang>/puzzles/<slug>.json, keyed by puzzle id). */
export const puzzleTextSchema = z.strictObject({
  title: z.string().trim().min(1),
  question: z.string().trim().min(1),
  goal: z.string().trim().min(1),
  hints: z.record(z.string().regex(/^\d$/), z.string().trim().min(1)),
  explain: z.string().trim().min(1),
  wrong: z.record(z.string(), z.string().trim().min(1)).optional(),
  answers: z.record(z.string(), z.string().trim().min(1)).optional(),
});
export type PuzzleText = z.infer<typeof puzzleTextSchema>;
