import type { QueryClient } from '@tanstack/react-query';
import type { Dashboard, Goal } from '@cakewalk/shared/schemas/goal.ts';
import { queryKeys } from '../infra/query-keys.ts';

/** What a change did to one goal, when the answer says: the goal as saved, or its id when deleted. */
type GoalChange = { saved: Goal } | { deleted: string };

/**
 * The one refresh after anything that changes a user's goals (made, edited, re-planned, deleted,
 * a step ticked or broken down, an import). A saved goal the server answered with is put in place
 * at once; everything else that shows goals (and the progress built from them) refetches. Reflections name their goal, so their lists
 * are only marked stale and refetch when next shown.
 */
export function goalChanged(queryClient: QueryClient, userId: string, change?: GoalChange): void {
  const dashboard = queryKeys.dashboard(userId);
  if (change && 'saved' in change) {
    const { saved } = change;
    queryClient.setQueryData(queryKeys.goal(userId, saved.id), saved);
    queryClient.setQueryData<Dashboard>(dashboard, (old) => old && { goals: old.goals.map((goal) => (goal.id === saved.id ? saved : goal)) });
  } else if (change) {
    queryClient.removeQueries({ queryKey: queryKeys.goal(userId, change.deleted) });
    queryClient.setQueryData<Dashboard>(dashboard, (old) => old && { goals: old.goals.filter((goal) => goal.id !== change.deleted) });
  } else {
    void queryClient.invalidateQueries({ queryKey: queryKeys.goalsOf(userId) });
  }
  void queryClient.invalidateQueries({ queryKey: dashboard });
  void queryClient.invalidateQueries({ queryKey: queryKeys.goalList(userId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.reflectionsOf(userId), refetchType: 'none' });
  // Every done moves the progress figures, and Today's welcome back and comeback lines read them.
  void queryClient.invalidateQueries({ queryKey: queryKeys.progressOf(userId) });
}
