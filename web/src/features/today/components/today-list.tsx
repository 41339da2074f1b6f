import { lazy, Suspense } from 'react';
import { todayList } from '@cakewalk/shared/rules/today.ts';
import { useDashboard } from '../../../lib/goals/dashboard-query.ts';
import { Celebration } from '../../../lib/ui/celebration.tsx';
import { RetryButton } from '../../../lib/ui/retry-button.tsx';
import { HabitRow } from './habit-row.tsx';
import { StepRow } from './step-row.tsx';
import './today.css';

// An empty day is the rarer sight: its words load only when it is one.
const NoGoalsYet = lazy(async () => ({ default: (await import('./today-empty.tsx')).NoGoalsYet }));
const NothingLeft = lazy(async () => ({ default: (await import('./today-empty.tsx')).NothingLeft }));

interface TodayListProps {
  userId: string;
  /** The user's day, 'YYYY-MM-DD' in their time zone. */
  today: string;
  /** A goal just saved: its row says so. */
  savedGoalId: string | undefined;
  /** The person ticked or unticked something: "Plan saved" has done its job. */
  onActed: () => void;
}

/** The day's list (shared/src/rules/today.ts): every habit of the period, then each goal's next bite. */
export function TodayList({ userId, today, savedGoalId, onActed }: TodayListProps) {
  const dashboard = useDashboard(userId);
  if (dashboard.isError) return <RetryButton failure="Your day could not be loaded." onRetry={() => void dashboard.refetch()} />;
  if (!dashboard.data) {
    return (
      <p className="page-loading" role="status">
        Loading your day...
      </p>
    );
  }
  const { goals } = dashboard.data;
  const bites = todayList(goals, today);
  if (bites.length === 0) {
    return <Suspense fallback={null}>{goals.length === 0 ? <NoGoalsYet /> : <NothingLeft />}</Suspense>;
  }
  const habits = bites.filter((bite) => bite.kind === 'habit');
  const steps = bites.filter((bite) => bite.kind === 'step');
  const allDone = steps.length === 0 && habits.every((bite) => bite.microtask.status === 'done');

  return (
    <>
      {allDone && <Celebration>All done for today!</Celebration>}
      {habits.length > 0 && (
        <section className="today-section" aria-labelledby="today-habits">
          <h2 id="today-habits">Habits</h2>
          <ul className="today-list">
            {habits.map((bite) => (
              <HabitRow key={bite.microtask.id} bite={bite} userId={userId} onActed={onActed} />
            ))}
          </ul>
        </section>
      )}
      {steps.length > 0 && (
        <section className="today-section" aria-labelledby="today-steps">
          <h2 id="today-steps">Next bites</h2>
          <ul className="today-list">
            {steps.map((bite) => (
              <StepRow
                key={bite.goal.id}
                bite={bite}
                userId={userId}
                today={today}
                planSaved={bite.goal.id === savedGoalId}
                onActed={onActed}
              />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
