import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { statusIcon } from '@cakewalk/shared/rules/status-icon.ts';

interface GoalSelectorProps {
  goals: readonly Goal[];
  value: string | undefined;
  onChange: (goalId: string) => void;
}

export function GoalSelector({ goals, value, onChange }: GoalSelectorProps) {
  return (
    <div className="field goal-selector">
      <label htmlFor="goal-selector">Goal</label>
      <select id="goal-selector" className="input" value={value} onChange={(e) => onChange(e.target.value)}>
        {goals.map((goal) => (
          <option key={goal.id} value={goal.id}>
            {statusIcon(goal.status)} {goal.title}
          </option>
        ))}
      </select>
    </div>
  );
}
