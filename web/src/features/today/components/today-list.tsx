import { lazy, Suspense, useState, type ReactNode } from 'react';
import { inTodayOrder, todayList, todayRests, type TodayBite, type TodayRest } from '@cakewalk/shared/rules/today.ts';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { useDashboard } from '../../../lib/goals/dashboard-query.ts';
import { RetryButton } from '../../../lib/ui/retry-button.tsx';
import type { CheerSlot, PlacedCheer } from './done-cheer.tsx';
import { newHabitIds } from './new-habits.ts';
import { stepRowId } from './row-ids.ts';
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
// Only a goal's last done keeps a row of its own for its celebration.
const FinishedRow = lazy(async () => ({ default: (await import('./finished-row.tsx')).FinishedRow }));

const NoGoalsYet = lazy(async () => ({ default: (await import('./today-empty.tsx')).NoGoalsYet }));
const NothingLeft = lazy(async () => ({ default: (await import('./today-empty.tsx')).NothingLeft }));

const LOADING = (
  <p className="page-loading" role="status">
    Loading your day...
  </p>
);

type Place = { id: string; step: TodayBite } | { id: string; rest: TodayRest } | { id: string; finished: Goal };

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
  // The goals whose next bite was done on this visit: one that has none left keeps a line saying so.
  const [doneHere, setDoneHere] = useState<ReadonlySet<string>>(new Set());
  const show = (cheer: PlacedCheer) => {
    setShown(cheer);
    setDoneHere((ids) => new Set(ids).add(cheer.place));
  };
  const cheers: CheerSlot = { shown, show, clear: () => setShown(undefined) };
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
  const fresh = newHabitIds(userId, habits.map((bite) => bite.microtask.id), today);
  // Each goal keeps its place in the list, whether its line is a bite, a rest, or, after its last
  // bite was done here, that done's celebration and what carries on.
  const places = goals.flatMap((goal): Place[] => {
    const step = steps.find((bite) => bite.goal.id === goal.id);
    if (step) return [{ id: goal.id, step }];
    const rest = rests.find((line) => line.goal.id === goal.id);
    if (rest) return [{ id: goal.id, rest }];
    return doneHere.has(stepRowId(goal.id)) ? [{ id: goal.id, finished: goal }] : [];
  });
  if (places.length === 0 && habits.length === 0) {
    return <Suspense fallback={null}>{goals.length === 0 ? <NoGoalsYet /> : <NothingLeft />}</Suspense>;
  }

  return (
    <Suspense fallback={LOADING}>
      {habits.length > 0 && (
        <section className="today-section" aria-labelledby="today-habits">
          <h2 id="today-habits">Habits</h2>
          <ul className="today-list">
            {habits.map((bite) => (
              <HabitRow key={bite.microtask.id} bite={bite} isNew={fresh.has(bite.microtask.id)} userId={userId} today={today} onActed={acted} cheers={cheers} />
            ))}
          </ul>
        </section>
      )}
      {places.length > 0 && (
        <section className="today-section" aria-labelledby="today-steps">
          <h2 id="today-steps">Next bites</h2>
          <ul className="today-list">
            {places.map((place) => {
              if ('step' in place) {
                return (
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
                );
              }
              if ('rest' in place) return <RestLine key={place.id} rest={place.rest} userId={userId} today={today} />;
              const carriesOn = habits.filter((bite) => bite.goal.id === place.id).length;
              return <FinishedRow key={place.id} goal={place.finished} habits={carriesOn} cheers={cheers} />;
            })}
          </ul>
        </section>
      )}
      {steps.length === 0 && habits.every((bite) => bite.microtask.status === 'done') && (habits.length > 0 || places.some((place) => 'finished' in place)) && (
        <p className="today-all-done">All done for today.</p>
      )}
    </Suspense>
  );
}
