import type { QueryClient } from '@tanstack/react-query';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { announce } from '../a11y/announce.ts';
import { formatDay } from '../words/day-words.ts';
import { goalChanged } from '../goals/goal-cache.ts';
import { showToast } from '../infra/toasts.tsx';
import { updateGoal } from '../goals/update-goal.ts';

/**
 * Gives the goal a new due date, keeping its title, words and tone; outside any component, since
 * the Undo that calls it again outlives the remedy that offered it. Answers the goal as saved, or
 * null after saying why it failed.
 */
export async function moveDueDate(queryClient: QueryClient, userId: string, goal: Goal, dueDate: string): Promise<Goal | null> {
  try {
    const saved = await updateGoal({
      id: goal.id,
      body: { title: goal.title, description: goal.description, due_date: dueDate, tone: goal.tone },
    });
    goalChanged(queryClient, userId, { saved });
    announce(`${goal.title} is now due on ${formatDay(dueDate)}`);
    return saved;
  } catch (error) {
    showToast('error', error instanceof Error ? error.message : 'Could not move the due date');
    return null;
  }
}
