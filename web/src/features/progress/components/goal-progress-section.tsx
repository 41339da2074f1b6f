import { Link } from 'react-router';
import type { GoalProgress } from '@cakewalk/shared/schemas/progress.ts';
import { shortDay } from '../model/chart-words.ts';
import { BitesDone } from './charts/bites-done.tsx';
import { GoalRoad } from './charts/goal-road.tsx';
import { HabitCard } from './habit-card.tsx';

interface GoalProgressSectionProps {
  goal: GoalProgress;
  today: string;
  /** The page shows every goal: link to this one's own view. */
  linkToGoal: boolean;
}

/** One goal's road (when it has a due date, else how far through its bites it is) and its habits' heatmaps. */
export function GoalProgressSection({ goal, today, linkToGoal }: GoalProgressSectionProps) {
  const headingId = `progress-goal-${goal.id}`;
  const { road } = goal;
  return (
    <section className="card progress-goal" aria-labelledby={headingId}>
      <h2 id={headingId}>{goal.title}</h2>
      {goal.paused_now && (
        <p className="progress-note">
          Paused{goal.paused_now.until ? ` until ${shortDay(goal.paused_now.until)}` : ''}: its pace and runs wait for you.
        </p>
      )}
      {road ? (
        <>
          <h3>Road to {shortDay(road.due)}</h3>
          <GoalRoad
            title={`${goal.title}: road`}
            start={road.start}
            due={road.due}
            today={today}
            total={road.total}
            points={road.points}
            projected={road.projected_finish}
            rate={road.rate}
          />
        </>
      ) : (
        goal.progress.total > 0 && <BitesDone progress={goal.progress} />
      )}
      {goal.habits.map((habit) => (
        <HabitCard key={habit.id} habit={habit} goalTitle={goal.title} />
      ))}
      {linkToGoal && (
        <p>
          <Link to={`/progress?goal=${encodeURIComponent(goal.id)}`}>Only this goal</Link>
        </p>
      )}
    </section>
  );
}
