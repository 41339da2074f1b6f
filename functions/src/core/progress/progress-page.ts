import type { ProgressPage } from '@cakewalk/shared/schemas/progress.ts';
import { dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import { progressPage, type GoalHistory } from '@cakewalk/shared/rules/history/progress-page.ts';
import { timeZoneOf } from '../../data/checkins/settings.ts';
import { readHistoryGoals } from '../../data/goals/read-goals.ts';
import { readDones, type DoneDay } from '../../data/history/done-records.ts';
import { NotFound } from '../../domain/errors.ts';

/** Each goal with its done records, pauses and due date move: what the history rules read. */
async function goalHistories(userId: string, timeZone: string, today: string): Promise<GoalHistory[]> {
  const [{ goals, pauses, dueMoves }, dones] = await Promise.all([readHistoryGoals(userId, today), readDones(userId)]);
  const byGoal = new Map<string, DoneDay[]>();
  for (const done of dones) byGoal.set(done.goal_id, [...(byGoal.get(done.goal_id) ?? []), done]);
  return goals.map((goal) => ({
    goal,
    createdDay: dayIn(new Date(goal.created_at), timeZone),
    dones: byGoal.get(goal.id) ?? [],
    pauses: pauses.get(goal.id) ?? [],
    dueMove: dueMoves.get(goal.id) ?? null,
  }));
}

/** The Progress page for the user's day, of all goals or of one. */
export async function progressOf(userId: string, goalId?: string, now = new Date()): Promise<ProgressPage> {
  const timeZone = await timeZoneOf(userId);
  const today = dayIn(now, timeZone);
  const histories = await goalHistories(userId, timeZone, today);
  if (goalId !== undefined && !histories.some((history) => history.goal.id === goalId)) throw new NotFound('Goal');
  return progressPage(histories, today, goalId);
}
