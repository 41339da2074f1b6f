import type { Subgoal, Task } from '@cakewalk/shared/schemas/goal.ts';
import { planProgress } from '@cakewalk/shared/rules/plan-progress.ts';
import { levelListWords, levelWords } from '../../../../lib/words/plan-words.ts';
import { BoardCard } from './board-card.tsx';
import { PickList } from './pick-list.tsx';

interface SubgoalCardProps {
  subgoal: Subgoal | undefined;
  tasks: readonly Task[];
  selectedTaskId: string | undefined;
  onSelectTask: (id: string) => void;
}

export function SubgoalCard({ subgoal, tasks, selectedTaskId, onSelectTask }: SubgoalCardProps) {
  return (
    <BoardCard
      headingId="subgoal-card-title"
      kicker={levelWords(0)}
      title={subgoal?.title ?? 'No Subgoal'}
      progress={planProgress({ tasks: subgoal?.tasks ?? [] })}
    >
      <h3>{levelListWords(1)}</h3>
      <PickList
        label={levelListWords(1)}
        items={tasks}
        selectedId={selectedTaskId}
        onPick={onSelectTask}
        empty={subgoal ? 'No tasks match this filter.' : 'Pick a subgoal to see its tasks.'}
      />
    </BoardCard>
  );
}
