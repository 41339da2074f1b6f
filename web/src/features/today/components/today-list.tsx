import { lazy, Suspense, useState, type ReactNode } from 'react';
import { inTodayOrder, todayList, todayRests, type TodayBite, type TodayRest } from '@cakewalk/shared/rules/today.ts';
import { useDashboard } from '../../../lib/goals/dashboard-query.ts';
import { RetryButton } from '../../../lib/ui/retry-button.tsx';
import type { CheerSlot, PlacedCheer } from './done-cheer.tsx';
import { habitRowId, stepRowId } from './row-ids.ts';
import './today.css';

// An empty day is the rarer sight: its words load only when it is one.
// The rows draw nothing until the day's goals are in, so their code loads beside that fetch,
// started as this page's code runs, rather than before the first paint.
const rowsCode = Promise.all([import('./habit-row.tsx'), import('./step-row.tsx'), import('./rest-line.tsx')]);
// A failed load shows in the page's error boundary once a row renders; until then it is not an error.
rowsCode.catch(() => undefined);
const HabitRow = lazy(async () => ({ default: (await rowsCode)[0].HabitRow }));
const StepRow = lazy(async () => ({ default: (await rowsCode)[1].StepRow }));
const RestLine = lazy(async () => ({ default: (await rowsCode)[2].RestLine }));
// Only a done shows a celebration, and the rows' code has loaded by then.
const DoneCheer = lazy(async () => ({ default: (await import('./done-cheer.tsx')).DoneCheer }));

const NoGoalsYet = lazy(async () => ({ default: (await import('./today-empty.tsx')).NoGoalsYet }));
const NothingLeft = lazy(async () => ({ default: (await import('./today-empty.tsx')).NothingLeft }));

const LOADING = (
  <p className="page-loading" role="status">
    Loading your day...
  </p>
);

type Place = { id: string; step: TodayBite; rest?: never } | { id: string; step?: never; rest: TodayRest };

interface TodayListProps {
  userId: string;
  /**
   * The user's day, 'YYYY-MM-DD' in their time zone; undefined while their settings (the zone)
   * load, as the goals load beside them rather than after.
   */
  today: string | undefined;
  /** A goal just saved: its row says so. */
  savedGoalId: string | undefined;
  /** The person ticked or unticked something: "Plan saved" has done its job. */
  onActed: () => void;
  /** What else acts on a goal's next bite, on its own row (an open check-in's buttons). */
  extraFor?: (bite: TodayBite) => ReactNode;
}

/**
 * The day's list (shared/src/rules/today.ts), one line per thing: the habits of each goal's
 * current phase, then each goal's next bite, or one line saying it rests or is paused.
 */
export function TodayList({ userId, today, savedGoalId, onActed, extraFor }: TodayListProps) {
  const dashboard = useDashboard(userId);
  const [shown, setShown] = useState<PlacedCheer>();
  const cheers: CheerSlot = { shown, show: setShown, clear: () => setShown(undefined) };
  // Whatever the person does next on the list ends the last done's celebration; a done then shows its own.
  const acted = () => {
    setShown(undefined);
    onActed();
  };
  if (dashboard.isError) return <RetryButton failure="Your day could not be loaded." onRetry={() => void dashboard.refetch()} />;
  if (!dashboard.data || today === undefined) return LOADING;
  const goals = inTodayOrder(dashboard.data.goals);
  const bites = todayList(goals, today);
  const rests = todayRests(goals, today);
  const habits = bites.filter((bite) => bite.kind === 'habit');
  const steps = bites.filter((bite) => bite.kind === 'step');
  // A goal's last bite takes its row with it: its celebration (and Undo) then heads the list.
  const rowIds = [...habits.map((bite) => habitRowId(bite.microtask.id)), ...steps.map((bite) => stepRowId(bite.goal.id))];
  const cheerWithoutRow = shown && !rowIds.includes(shown.place) && (
    <Suspense fallback={null}>
      <DoneCheer slot={cheers} />
    </Suspense>
  );
  if (bites.length === 0 && rests.length === 0) {
    return (
      <>
        {cheerWithoutRow}
        <Suspense fallback={null}>{goals.length === 0 ? <NoGoalsYet /> : <NothingLeft />}</Suspense>
      </>
    );
  }
  // Each goal keeps its place in the list, whether its line is a bite or a rest.
  const places = goals.flatMap((goal): Place[] => {
    const step = steps.find((bite) => bite.goal.id === goal.id);
    if (step) return [{ id: goal.id, step }];
    const rest = rests.find((line) => line.goal.id === goal.id);
    return rest ? [{ id: goal.id, rest }] : [];
  });

  return (
    <Suspense fallback={LOADING}>
      {cheerWithoutRow}
      {habits.length > 0 && (
        <section className="today-section" aria-labelledby="today-habits">
          <h2 id="today-habits">Habits</h2>
          <ul className="today-list">
            {habits.map((bite) => (
              <HabitRow key={bite.microtask.id} bite={bite} userId={userId} today={today} onActed={acted} cheers={cheers} />
            ))}
          </ul>
        </section>
      )}
      {places.length > 0 && (
        <section className="today-section" aria-labelledby="today-steps">
          <h2 id="today-steps">Next bites</h2>
          <ul className="today-list">
            {places.map((place) =>
              place.step ? (
                <StepRow
                  key={place.id}
                  bite={place.step}
                  userId={userId}
                  today={today}
                  planSaved={place.id === savedGoalId}
                  extra={extraFor?.(place.step)}
                  onActed={acted}
                  cheers={cheers}
                />
              ) : (
                <RestLine key={place.id} rest={place.rest} userId={userId} today={today} />
              ),
            )}
          </ul>
        </section>
      )}
      {steps.length === 0 && habits.length > 0 && habits.every((bite) => bite.microtask.status === 'done') && (
        <p className="today-all-done">All done for today.</p>
      )}
    </Suspense>
  );
}
