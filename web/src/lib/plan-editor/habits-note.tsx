import type { Repeat } from '@cakewalk/shared/schemas/breakdown.ts';
import { count } from '@cakewalk/shared/text/counts.ts';
import { planHabits } from '@cakewalk/shared/rules/habit-start.ts';
import { draftSubgoals, type Draft } from './drafts/breakdown-draft.ts';
import { repeatWords } from './how-often-field.tsx';

/** A new goal's facts that decide when its habits start and whether they end. */
export interface NewGoalFacts {
  /** 'YYYY-MM-DD', or null for none. */
  dueDate: string | null;
}

interface NoteHabit {
  title: string;
  repeat: Repeat;
  /** Left out for a saved plan, whose start is behind it. */
  fromFirstDay?: boolean;
  openEnded?: boolean;
}

/** The plan's habits: every bite with a repeat, at any depth, with its title as written. */
function savedPlanHabits(draft: Draft): NoteHabit[] {
  return draftSubgoals(draft).flatMap((slice) => slice.tasks.flatMap((crumb) => crumb.microtasks.flatMap(({ title, repeat }) => (repeat ? [{ title, repeat }] : []))));
}

function HabitList({ habits, label }: { habits: NoteHabit[]; label?: string }) {
  if (habits.length === 0) return null;
  return (
    <>
      {label && <p className="plan-habits-when">{label}</p>}
      <ul>
        {habits.map(({ title, repeat, openEnded }, index) => (
          // Two habits may share a title: the place in the list tells them apart.
          <li key={`${index}-${title}`}>
            {title} <span className="muted">· {repeatWords(repeat, { openEnded }).toLowerCase()}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Says before the save that the plan makes habits, how often, and for a new goal when Today
 * first shows each (Today's own rule, shared/src/rules/habit-start.ts): the goal's own habit and
 * the first part's start today, a later part's habit waits for it.
 */
export function HabitsNote({ draft, newGoal }: { draft: Draft; newGoal?: NewGoalFacts | undefined }) {
  const habits: NoteHabit[] = newGoal ? planHabits(draft.title, newGoal.dueDate, draftSubgoals(draft)) : savedPlanHabits(draft);
  if (habits.length === 0) return null;
  const lead = habits.length === 1 ? 'This plan makes a habit, to tick on Today' : `This plan makes ${count(habits.length, 'habit', 'habits')}, to tick on Today`;
  if (!newGoal) {
    return (
      <div className="plan-habits">
        <p>{lead}:</p>
        <HabitList habits={habits} />
      </div>
    );
  }
  const now = habits.filter(({ fromFirstDay }) => fromFirstDay);
  const later = habits.filter(({ fromFirstDay }) => !fromFirstDay);
  return (
    <div className="plan-habits">
      <p>{lead}.</p>
      <HabitList habits={now} label="Starting today:" />
      <HabitList habits={later} label={later.length === 1 ? 'Starting when the plan reaches it:' : 'Starting when the plan reaches them:'} />
    </div>
  );
}
