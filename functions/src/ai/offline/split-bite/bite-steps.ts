// The smaller steps of an archetype's bites, as data: one file per archetype under steps/, named
// as its archetype, each entry a bite's id in the archetype (with `plain` for the steps of its
// plain title), with two to four physical steps that do that bite, in order, the last finishing it. Steps
// may use the slots their bite's title holds, and a number the title holds in the same digits, so
// that both follow the goal. They live apart from the archetypes because the routes that plan a
// goal never split a bite: the step route carries the steps, the goal routes only the plans.
// A test checks every file against this schema and against its archetype.

import * as z from 'zod/mini';
import '@cakewalk/shared/schemas/zod.ts';
import { BiteId } from '../archetype.ts';

const Text = z.string().check(z.minLength(2), z.maxLength(120), z.regex(/^[\p{Lu}{]/u, 'starts with a capital or a slot'));

export const BiteSteps = z.array(z.object({
  id: BiteId,
  plain: z.optional(z.literal(true)),
  steps: z.array(Text).check(z.minLength(2), z.maxLength(4)),
}));
export type BiteSteps = z.infer<typeof BiteSteps>;
