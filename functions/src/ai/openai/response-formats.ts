// What the model is asked to return. These wire shapes are deliberately looser than the shared
// Breakdown schema (no length or count bounds): strict structured outputs cannot express string
// lengths, and a compatible server that overshoots a count should be clamped, not rejected.
// clamp-breakdown.ts then checks the result against the shared schema itself.

import { zodResponseFormat } from 'openai/helpers/zod';
import { Tone } from '@cakewalk/shared/schemas/common.ts';
import * as z from 'zod/mini';
import '@cakewalk/shared/schemas/zod.ts';

const titled = <T extends z.core.$ZodShape>(shape: T) => z.object({ title: z.string(), ...shape });

const WireBreakdown = z.object({
  goal: z.string(),
  tone: Tone,
  subgoals: z.array(titled({ tasks: z.array(titled({ microtasks: z.array(titled({})) })) })),
});

const WireSteps = z.object({ steps: z.array(z.string()) });

export const breakdownFormat = zodResponseFormat(WireBreakdown, 'goal_breakdown');
export const stepsFormat = zodResponseFormat(WireSteps, 'microtask_steps');
