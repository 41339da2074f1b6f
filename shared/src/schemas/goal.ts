import { LIMITS } from './limits.ts';
import { BreakdownSubgoals } from './breakdown.ts';
import { Id, IsoDay, Status, Title, Tone } from './common.ts';
import * as z from 'zod/mini';
import './zod.ts';

export const Microtask = z.object({ id: Id, title: z.string(), status: Status, task_id: Id });
export type Microtask = z.infer<typeof Microtask>;

export const Task = z.object({ id: Id, title: z.string(), status: Status, microtasks: z.array(Microtask) });
export type Task = z.infer<typeof Task>;

export const Subgoal = z.object({ id: Id, title: z.string(), status: Status, tasks: z.array(Task) });
export type Subgoal = z.infer<typeof Subgoal>;

export const Goal = z.object({
  id: Id,
  title: z.string(),
  description: z.string(),
  due_date: z.nullable(z.string()),
  status: Status,
  tone: Tone,
  created_at: z.string(),
  subgoals: z.array(Subgoal),
});
export type Goal = z.infer<typeof Goal>;

export const GoalSummary = z.object({ id: Id, title: z.string(), status: Status });
export type GoalSummary = z.infer<typeof GoalSummary>;

export const Dashboard = z.object({ goals: z.array(Goal) });
export type Dashboard = z.infer<typeof Dashboard>;

export const Description = z.string().check(z.trim(), z.maxLength(LIMITS.description.max));
/** An empty date field means "no due date". */
export const DueDate = z.nullable(z.union([IsoDay, z.literal('')]));

export const CreateGoalBody = z.object({
  user_id: Id,
  title: Title,
  tone: Tone,
  subgoals: BreakdownSubgoals,
  description: z.optional(Description),
  due_date: z.optional(DueDate),
});
export type CreateGoalBody = z.infer<typeof CreateGoalBody>;

export const UpdateGoalBody = z.object({
  title: Title,
  description: Description,
  due_date: DueDate,
});
export type UpdateGoalBody = z.infer<typeof UpdateGoalBody>;

export const StatusBody = z.object({ status: Status });
export type StatusBody = z.infer<typeof StatusBody>;

export const MicrotaskBreakdownResult = z.object({ ok: z.literal(true), microtasks: z.array(Microtask) });
export type MicrotaskBreakdownResult = z.infer<typeof MicrotaskBreakdownResult>;
