import type { HabitProgress } from '@cakewalk/shared/schemas/progress.ts';
import { restMeaning, restWords, runWords, shareWords } from '../model/habit-words.ts';
import { HabitHeatmap } from './charts/habit-heatmap.tsx';

interface HabitCardProps {
  habit: HabitProgress;
  /** The goal's title: a habit named as its goal is headed "Habit", not its title said twice. */
  goalTitle: string;
}

const sameWords = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** One habit: its streaks, its share of the last 30 days and its rest left (once a week old), and its weeks. */
export function HabitCard({ habit, goalTitle }: HabitCardProps) {
  const runs = runWords(habit.repeat.every, habit.runs);
  const shareLine = shareWords(habit.repeat.every, habit.share_30, habit.share_days);
  const restLine = restWords(habit.repeat.every, habit.rest_left, { days: habit.share_days, restUsed: habit.cells.some((cell) => cell.state === 'rest') });
  const headingId = `habit-${habit.id}`;
  return (
    <article className="habit-progress" aria-labelledby={headingId}>
      {sameWords(habit.title, goalTitle) ? (
        <h3 id={headingId} aria-label={habit.title}>Habit</h3>
      ) : (
        <h3 id={headingId}>{habit.title}</h3>
      )}
      <ul className="habit-figures">
        <li>{runs.current}</li>
        <li>{runs.best}</li>
        {shareLine && <li>{shareLine}</li>}
        {restLine && <li>{restLine}</li>}
      </ul>
      {restLine && <p className="habit-rest-meaning muted">{restMeaning(habit.repeat.every)}</p>}
      <HabitHeatmap title={habit.title} repeat={habit.repeat} cells={habit.cells} />
    </article>
  );
}
