// What the model is asked to return, as structured outputs: the openai package's Standard Schema
// helper turns a zod schema into the strict JSON schema it sends, and parses and types the answer
// with the same schema. (Its zod helper does the same but loads the whole of zod, about 80 KB,
// next to the zod/mini the app already carries, which took the AI bundles over their 700 KB budget.)
//
// These wire shapes are deliberately looser than the shared Breakdown schema (no length or count
// bounds): strict structured outputs cannot express string lengths, and a compatible server that
// overshoots a count should be clamped, not rejected. clamp-breakdown.ts then checks the result
// against the shared schema itself.

import { standardResponseFormat } from 'openai/helpers/standard-schema';
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

/** With answers to the questions, the plan also says what to do when the named obstacle turns up. */
const WireAnsweredBreakdown = z.extend(WireBreakdown, { if_then: z.nullable(z.object({ if: z.string(), then: z.string() })) });

const WireSteps = z.object({ steps: z.array(WireBite) });

/** What a reply to a check-in asks for (ReplyAction): the offline reader's answers, read by the model. */
const WireReply = z.object({ intent: ReplyAction });

const WireQuestions = z.object({ questions: z.array(z.object({ id: z.string(), text: z.string(), choices: z.array(z.string()) })) });

// zod/mini leaves JSON Schema generation out of its Standard Schema object, so it is passed in.
const format = <T extends z.ZodMiniType>(schema: T, name: string) =>
  standardResponseFormat(schema, name, { schema: z.toJSONSchema(schema, { target: 'draft-7' }) });

export const breakdownFormat = format(WireBreakdown, 'goal_breakdown');
export const answeredBreakdownFormat = format(WireAnsweredBreakdown, 'goal_breakdown_answered');
export const questionsFormat = format(WireQuestions, 'goal_questions');
export const stepsFormat = format(WireSteps, 'microtask_steps');
export const replyFormat = format(WireReply, 'reply_intent');
