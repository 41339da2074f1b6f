import type { HabitProgress } from '@cakewalk/shared/schemas/progress.ts';
import { share } from '../model/chart-words.ts';
import { restWords, runWords } from '../model/habit-words.ts';
import { HabitHeatmap } from './charts/habit-heatmap.tsx';

/** One habit: its runs, its share of the last 30 days, its rest left, and its 26 weeks. */
export function HabitCard({ habit }: { habit: HabitProgress }) {
  const runs = runWords(habit.repeat.every, habit.runs);
  return (
    <article className="habit-progress" aria-labelledby={`habit-${habit.id}`}>
      <h4 id={`habit-${habit.id}`}>{habit.title}</h4>
      <ul className="habit-figures">
        <li>{runs.current}</li>
        <li>{runs.best}</li>
        <li>{share(habit.share_30 / 100)} of the last 30 days</li>
        <li>{restWords(habit.repeat.every, habit.rest_left)}</li>
      </ul>
      <HabitHeatmap title={habit.title} repeat={habit.repeat} cells={habit.cells} />
    </article>
  );
}
