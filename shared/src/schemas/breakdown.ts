import { LIMITS } from './limits.ts';
import { Detail, Id, Title, Tone } from './common.ts';
import * as z from 'zod/mini';
import './zod.ts';

const items = { min: LIMITS.breakdownItems.min, max: LIMITS.breakdownItems.max } as const;
const list = <T extends z.core.SomeType>(item: T) =>
  z.array(item).check(z.minLength(items.min), z.maxLength(items.max));

export const BreakdownMicrotask = z.object({ title: Title });
export const BreakdownTask = z.object({ title: Title, microtasks: list(BreakdownMicrotask) });
export const BreakdownSubgoal = z.object({ title: Title, tasks: list(BreakdownTask) });
export const BreakdownSubgoals = list(BreakdownSubgoal);
export type BreakdownSubgoal = z.infer<typeof BreakdownSubgoal>;
export type BreakdownTask = z.infer<typeof BreakdownTask>;

/** What the AI proposes for a goal; the tone is a suggestion the user can change. */
export const Breakdown = z.object({ goal: Title, tone: Tone, subgoals: BreakdownSubgoals });
export type Breakdown = z.infer<typeof Breakdown>;

export const GoalText = z.string().check(
  z.trim(),
  z.minLength(LIMITS.goalText.min, 'is required'),
  z.maxLength(LIMITS.goalText.max),
);

export const GoalBreakdownBody = z.object({ goal: GoalText, detail: Detail });
export type GoalBreakdownBody = z.infer<typeof GoalBreakdownBody>;

export const MicrotaskBreakdownBody = z.object({
  microtaskId: Id,
  title: Title,
  taskId: Id,
  detail: Detail,
});
export type MicrotaskBreakdownBody = z.infer<typeof MicrotaskBreakdownBody>;
