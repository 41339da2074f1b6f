import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { statusIcon } from '../../../../lib/words/status-words.ts';
import { SelectField } from '../../../../lib/ui/field.tsx';

interface GoalSelectorProps {
  goals: readonly Goal[];
  value: string | undefined;
  onChange: (goalId: string) => void;
}

export function GoalSelector({ goals, value, onChange }: GoalSelectorProps) {
  return (
    <SelectField id="goal-selector" label="Goal" fieldClassName="goal-selector" value={value} onValueChange={onChange}>
      {goals.map((goal) => (
        <option key={goal.id} value={goal.id}>
          {statusIcon(goal.status)} {goal.title}
        </option>
      ))}
    </SelectField>
  );
}
