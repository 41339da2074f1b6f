import type { Subgoal, Task } from '@cakewalk/shared/schemas/goal.ts';
import { progressPercent } from '@cakewalk/shared/rules/progress.ts';
import { ProgressMeter } from '../../../lib/ui/progress-meter.tsx';
import { PickList } from './pick-list.tsx';

interface SubgoalCardProps {
  subgoal: Subgoal | undefined;
  tasks: readonly Task[];
  selectedTaskId: string | undefined;
  onSelectTask: (id: string) => void;
}

export function SubgoalCard({ subgoal, tasks, selectedTaskId, onSelectTask }: SubgoalCardProps) {
  return (
    <section className="card board-card" aria-labelledby="subgoal-card-title">
      <p className="card-kicker">Subgoal · a slice</p>
      <h2 id="subgoal-card-title">{subgoal?.title ?? 'No Subgoal'}</h2>
      <ProgressMeter percent={progressPercent(subgoal?.tasks ?? [])} />
      <h3>Tasks</h3>
      <PickList
        label="Tasks"
        items={tasks}
        selectedId={selectedTaskId}
        onPick={onSelectTask}
        empty={subgoal ? 'No tasks match this filter.' : 'Pick a subgoal to see its tasks.'}
      />
    </section>
  );
}
