// What the model is asked to return, as zod schemas: the answer is parsed and typed with these,
// and their JSON Schema (wire-schemas.json, written from them by `npm run ai:wire-schemas`) is
// what the request sends. Nothing here may call z.toJSONSchema (response-formats.ts says why).
//
// These wire shapes are deliberately looser than the shared Breakdown schema (no length or count
// bounds): strict structured outputs cannot express string lengths, and a compatible server that
// overshoots a count should be clamped, not rejected. clamp-breakdown.ts then checks the result
// against the shared schema itself.

import { RepeatEvery } from '@cakewalk/shared/schemas/breakdown.ts';
import { ReplyAction } from '@cakewalk/shared/schemas/checkin.ts';
import { Tone } from '@cakewalk/shared/schemas/common.ts';
import * as z from 'zod/mini';
import '@cakewalk/shared/schemas/zod.ts';

const titled = <T extends z.core.$ZodShape>(shape: T) => z.object({ title: z.string(), ...shape });

const WireBite = titled({
  minutes: z.number(),
  repeat: z.nullable(z.object({ every: RepeatEvery, times: z.number(), per_period: z.nullable(z.number()) })),
});

const WireBreakdown = z.object({
  goal: z.string(),
  tone: Tone,
  due_date: z.nullable(z.string()),
  subgoals: z.array(titled({ tasks: z.array(titled({ microtasks: z.array(WireBite) })) })),
});

/** The shapes by the name the request gives each. */
export const WIRE_SHAPES = {
  goal_breakdown: WireBreakdown,
  /** With answers to the questions, the plan also says what to do when the named obstacle turns up. */
  goal_breakdown_answered: z.extend(WireBreakdown, { if_then: z.nullable(z.object({ if: z.string(), then: z.string() })) }),
  goal_questions: z.object({ questions: z.array(z.object({ id: z.string(), text: z.string(), choices: z.array(z.string()) })) }),
  microtask_steps: z.object({ steps: z.array(WireBite) }),
  /** What a reply to a check-in asks for (ReplyAction): the offline reader's answers, read by the model. */
  reply_intent: z.object({ intent: ReplyAction }),
};

export type WireName = keyof typeof WIRE_SHAPES;
