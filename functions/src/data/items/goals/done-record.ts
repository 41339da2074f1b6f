import * as z from 'zod/mini';
import { itemKind, userPk, type Key } from '../item-kind.ts';

// One item per done, under the user's partition, by goal and then by day, so a goal's history is
// one Query and its days come in order. A one-off bite's record is named by the day it was done;
// a habit completion's by its period's entry (goals/habit-periods.ts), so its Undo finds it by key.

export const DONE_PREFIX = 'DONE#';
export const doneGoalPrefix = (goalId: string) => `${DONE_PREFIX}${goalId}#`;
/** `day` is the day a one-off was done, or a habit completion's period; `slot` its entry's number in that period. */
export const doneKey = (userId: string, goalId: string, day: string, bite: string, slot: number): Key =>
  ({ pk: userPk(userId), sk: `${doneGoalPrefix(goalId)}${day}#${bite}#${slot}` });

export const doneRecordKind = /* @__PURE__ */ itemKind({
  name: 'done record',
  shapes: [{
    pk: 'USER#<uid>', sk: 'DONE#<gid>#<day>#<bite key>#<n>',
    about: "a done with the person's calendar day: a one-off bite's (`<day>` the day it was done, `n` 1; its Undo finds it by the bite's `done_day`, or the day of its `done_at` for a done from before it), or a habit completion's (`<day>` its period's first day, `n` its entry's number in the period, the `day` attribute the day it was done); goal, bite and day as attributes",
  }],
  fields: () => ({
    pk: z.string(),
    sk: z.string(),
    goal_id: z.string(),
    /** The bite's key in its goal's plan. */
    bite: z.string(),
    /** The user's calendar day it was done on. */
    day: z.string(),
  }),
});
