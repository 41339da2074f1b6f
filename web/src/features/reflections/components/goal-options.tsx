import type { GoalSummary } from '@cakewalk/shared/schemas/goal.ts';

/** The user's goals as options; each select puts its own empty choice first. */
export function GoalOptions({ goals }: { goals: readonly GoalSummary[] }) {
  return goals.map((goal) => (
    <option key={goal.id} value={goal.id}>
      {goal.title}
    </option>
  ));
}
