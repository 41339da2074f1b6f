import { useState } from 'react';
import type { Microtask, Task } from '@cakewalk/shared/schemas/goal.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { planProgress } from '@cakewalk/shared/rules/plan-progress.ts';
import { toggledStatus } from '@cakewalk/shared/rules/status.ts';
import { announce } from '../../../lib/announce.ts';
import { focusWhenShown } from '../../../lib/focus.ts';
import { useOfferUndoBreakdown } from '../api/offer-undo-breakdown.ts';
import { useBreakdownMicrotask } from '../api/breakdown-microtask.ts';
import { useUpdateMicrotaskStatus } from '../api/update-microtask-status.ts';
import { levelListWords, levelWords } from '../../../lib/plan-words.ts';
import { BoardCard } from './board-card.tsx';
import { habitWords } from '../model/habit-words.ts';
import { MicrotaskActions } from './microtask-actions.tsx';
import { PickList, pickId } from './pick-list.tsx';

const BREAKDOWN_DONE = 'Microtask broken down!';
const MICROTASKS = levelListWords(2);

interface MicrotaskCardProps {
  userId: string;
  task: Task | undefined;
  selected: Microtask | undefined;
  onPick: (id: string) => void;
  /** Keeps a toggled microtask selected even when the defaults would move on. */
  onKeep: (id: string) => void;
  onBrokenDown: () => void;
}

export function MicrotaskCard({ userId, task, selected, onPick, onKeep, onBrokenDown }: MicrotaskCardProps) {
  const statusMutation = useUpdateMicrotaskStatus(userId);
  const breakdownMutation = useBreakdownMicrotask(userId);
  const offerUndo = useOfferUndoBreakdown(userId);
  const [detail, setDetail] = useState<number>(LIMITS.detail.default);

  function toggle(microtask: Microtask) {
    if (statusMutation.isPending) return;
    onKeep(microtask.id);
    const status = toggledStatus(microtask.status);
    statusMutation.mutate(
      { id: microtask.id, status },
      { onSuccess: () => announce(status === 'done' ? 'Marked done' : 'Marked in progress') },
    );
  }

  function breakDown(microtask: Microtask) {
    if (!microtask.task_id) {
      console.warn('Microtask has no task_id, so it cannot be broken down', microtask.id);
      return;
    }
    const toastDone = offerUndo(microtask.id);
    breakdownMutation.mutate(
      { microtaskId: microtask.id, title: microtask.title, taskId: microtask.task_id, detail },
      {
        onSuccess: ({ microtasks }) => {
          toastDone(BREAKDOWN_DONE);
          announce(`Broken into ${microtasks.length} bites`);
          onBrokenDown();
          // The Break Down button goes with the selection, so focus moves to the first new bite.
          const first = microtasks[0];
          if (first) focusWhenShown(pickId(MICROTASKS, first.id));
        },
      },
    );
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
        <MicrotaskActions
          microtask={selected}
          detail={detail}
          onDetailChange={setDetail}
          onToggle={() => toggle(selected)}
          onBreakDown={() => breakDown(selected)}
          toggling={statusMutation.isPending}
          breakingDown={breakdownMutation.isPending}
        />
      ) : (
        <p className="muted microtask-hint">Select a microtask to mark or break it down</p>
      )}
    </BoardCard>
  );
}
