import type { Repeat } from '@cakewalk/shared/schemas/breakdown.ts';
import { draftSubgoals, type Draft } from './drafts/breakdown-draft.ts';
import { repeatWords } from './how-often-field.tsx';

/** The plan's habits: every bite with a repeat, at any depth, with its title as written. */
function habitsOf(draft: Draft): { title: string; repeat: Repeat }[] {
  return draftSubgoals(draft).flatMap((slice) => slice.tasks.flatMap((crumb) => crumb.microtasks.flatMap(({ title, repeat }) => (repeat ? [{ title, repeat }] : []))));
}

/**
 * Says before the save that the plan makes habits, with how often, and when Today shows them (a
 * habit in a later slice waits for it), so neither Today's habit box nor its wait is a surprise.
 */
export function HabitsNote({ draft }: { draft: Draft }) {
  const habits = habitsOf(draft);
  if (habits.length === 0) return null;
  const one = habits.length === 1;
  return (
    <div className="plan-habits">
      <p>
        {one
          ? 'This plan makes a habit. It shows on Today, to tick, once you reach its part of the plan:'
          : `This plan makes ${habits.length} habits. Each shows on Today, to tick, once you reach its part of the plan:`}
      </p>
      <ul>
        {habits.map(({ title, repeat }, index) => (
          // Two habits may share a title: the place in the list tells them apart.
          <li key={`${index}-${title}`}>
            {title} <span className="muted">· {repeatWords(repeat).toLowerCase()}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
