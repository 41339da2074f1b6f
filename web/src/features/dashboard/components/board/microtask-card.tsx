import { lazy, Suspense } from 'react';
import type { Goal, Microtask, Task } from '@cakewalk/shared/schemas/goal.ts';
import { planProgress } from '@cakewalk/shared/rules/plan-progress.ts';
import { toggledStatus } from '@cakewalk/shared/rules/status.ts';
import { announce } from '../../../../lib/a11y/announce.ts';
import { useUpdateMicrotaskStatus } from '../../../../lib/goals/update-microtask-status.ts';
import { habitWords } from '../../../../lib/words/habit-words.ts';
import { useMarkDone } from '../../../../lib/mark-done/use-mark-done.ts';
import { levelListWords, levelWords } from '../../../../lib/words/plan-words.ts';
import { BoardCard } from './board-card.tsx';
import { PickList } from './pick-list.tsx';

// Shown once a bite is picked: its code loads then, off the dashboard's first load.
const MicrotaskActions = lazy(async () => ({ default: (await import('./microtask-actions.tsx')).MicrotaskActions }));

const MICROTASKS = levelListWords(2);

interface MicrotaskCardProps {
  userId: string;
  goal: Goal | undefined;
  task: Task | undefined;
  selected: Microtask | undefined;
  onPick: (id: string) => void;
  /** Keeps a toggled microtask selected even when the defaults would move on. */
  onKeep: (id: string) => void;
  onBrokenDown: () => void;
}

export function MicrotaskCard({ userId, goal, task, selected, onPick, onKeep, onBrokenDown }: MicrotaskCardProps) {
  const statusMutation = useUpdateMicrotaskStatus(userId);
  const done = useMarkDone(userId);

  function toggle(microtask: Microtask) {
    if (statusMutation.isPending || done.pending || !goal) return;
    onKeep(microtask.id);
    if (toggledStatus(microtask.status) === 'done') return done.markDone(microtask, goal);
    statusMutation.mutate({ id: microtask.id, status: 'in_progress' }, { onSuccess: () => announce('Marked in progress') });
  }

  return (
    <BoardCard
      headingId="task-card-title"
      kicker={levelWords(1)}
      title={task?.title ?? 'No Task'}
      progress={planProgress({ microtasks: task?.microtasks ?? [] })}
    >
      <h3>{MICROTASKS}</h3>
      <PickList
        label={MICROTASKS}
        items={(task?.microtasks ?? []).map((bite) => ({ ...bite, note: habitWords(bite) }))}
        selectedId={selected?.id}
        onPick={onPick}
        empty={task ? 'This task has no microtasks yet.' : 'Pick a task to see its microtasks.'}
      />
      {selected ? (
        <Suspense fallback={null}>
          <MicrotaskActions
            userId={userId}
            goal={goal}
            microtask={selected}
            listLabel={MICROTASKS}
            onToggle={() => toggle(selected)}
            toggling={statusMutation.isPending || done.pending}
            onBrokenDown={onBrokenDown}
          />
        </Suspense>
      ) : (
        <p className="muted microtask-hint">Select a microtask to mark or break it down</p>
      )}
    </BoardCard>
  );
}
