import type { HabitProgress } from '@cakewalk/shared/schemas/progress.ts';
import { restWords, runWords, shareWords } from '../model/habit-words.ts';
import { HabitHeatmap } from './charts/habit-heatmap.tsx';

/** One habit: its runs, its share of the last 30 days (once a week old), its rest left, and its 26 weeks. */
export function HabitCard({ habit }: { habit: HabitProgress }) {
  const runs = runWords(habit.repeat.every, habit.runs);
  const shareLine = shareWords(habit.share_30, habit.share_days);
  return (
    <article className="habit-progress" aria-labelledby={`habit-${habit.id}`}>
      <h4 id={`habit-${habit.id}`}>{habit.title}</h4>
      <ul className="habit-figures">
        <li>{runs.current}</li>
        <li>{runs.best}</li>
        {shareLine && <li>{shareLine}</li>}
        <li>{restWords(habit.repeat.every, habit.rest_left)}</li>
      </ul>
      <HabitHeatmap title={habit.title} repeat={habit.repeat} cells={habit.cells} />
    </article>
  );
}
