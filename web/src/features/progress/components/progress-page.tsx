import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/infra/current-user.ts';
import { RetryButton } from '../../../lib/ui/retry-button.tsx';
import { useProgress } from '../api/progress.ts';
import { WeekBars } from './charts/week-bars.tsx';
import { WeekSummary } from './week-summary.tsx';
import './progress.css';

// Each goal's road and heatmaps draw nothing until the progress is in, so their code loads beside
// that fetch, started as this page's code runs, rather than before the first paint.
const sectionCode = import('./goal-progress-section.tsx');
// A failed load shows in the page's error boundary once a section renders; until then it is not an error.
sectionCode.catch(() => undefined);
const GoalProgressSection = lazy(async () => ({ default: (await sectionCode).GoalProgressSection }));

/**
 * Progress: this week by day, then each goal's road and habits. `?goal=<id>` is the same view
 * for one goal (the dashboard's goal card links to it).
 */
/** The day the first goal was made: nothing could be done before it. */
const firstDayOf = (goals: readonly { created_day: string }[], today: string) =>
  goals.reduce((first, goal) => (goal.created_day < first ? goal.created_day : first), today);

export function ProgressPage() {
  const { data: user } = useCurrentUser();
  const [params] = useSearchParams();
  const goalId = params.get('goal') ?? undefined;
  const progress = useProgress(user?.id, goalId);
  const data = progress.data;
  const one = goalId === undefined ? undefined : data?.goals.find((goal) => goal.id === goalId);
  const title = one ? `Progress: ${one.title}` : 'Progress';

  let body;
  if (progress.isError) body = <RetryButton failure="Your progress could not be loaded." onRetry={() => void progress.refetch()} />;
  else if (!data) body = <p className="page-loading" role="status">Loading your progress...</p>;
  else if (goalId !== undefined && !one) body = <p>That goal is not there any more. <Link to="/progress">See all your goals</Link></p>;
  else {
    const week = one ? one.this_week : data.this_week;
    const ticked = week.some((day) => day.bites > 0);
    body = (
      <>
        <section className="card progress-week" aria-labelledby="progress-week">
          <h2 id="progress-week">This week</h2>
          {ticked ? (
            <WeekBars days={week} today={data.today} firstDay={one ? one.created_day : firstDayOf(data.goals, data.today)} />
          ) : (
            // Seven empty columns and a lone 0 said nothing on a first day: one line says it kindly,
            // of the one-off bites alone, as a habit kept this week is counted beside it.
            <p className="muted week-empty">No one-off bites ticked this week yet. Each one you tick shows here, day by day.</p>
          )}
          {!one && <WeekSummary week={data.week} comebacks={data.comebacks} emptySaid={!ticked} />}
        </section>
        {data.goals.length === 0 && (
          <p>
            Nothing to show yet: progress fills in as you tick bites. <Link to="/goal-setup">Plan a goal</Link>
          </p>
        )}
        <Suspense fallback={<p className="page-loading" role="status">Loading your goals...</p>}>
          {data.goals.map((goal) => (
            <GoalProgressSection key={goal.id} goal={goal} today={data.today} linkToGoal={!one && data.goals.length > 1} />
          ))}
        </Suspense>
      </>
    );
  }

  return (
    <div className="container page medium progress-page">
      <title>{`${title} · Cakewalk`}</title>
      <header className="page-header">
        <h1>{title}</h1>
        {goalId !== undefined && <Link to="/progress">All goals</Link>}
      </header>
      {body}
    </div>
  );
}
