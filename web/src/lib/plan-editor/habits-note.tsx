import type { Repeat } from '@cakewalk/shared/schemas/breakdown.ts';
import { draftSubgoals, type Draft } from './drafts/breakdown-draft.ts';
import { repeatWords } from './how-often-field.tsx';

const list = new Intl.ListFormat('en', { type: 'conjunction' });

/** The plan's habits: every bite with a repeat, at any depth, with its title as written. */
function habitsOf(draft: Draft): { title: string; repeat: Repeat }[] {
  return draftSubgoals(draft).flatMap((slice) => slice.tasks.flatMap((crumb) => crumb.microtasks.flatMap(({ title, repeat }) => (repeat ? [{ title, repeat }] : []))));
}

/**
 * Says before the save that the plan makes habits, with how often, so Today's habit box is no
 * surprise: its line sits closed inside a slice otherwise.
 */
export function HabitsNote({ draft }: { draft: Draft }) {
  const habits = habitsOf(draft);
  if (habits.length === 0) return null;
  const said = list.format(habits.map(({ title, repeat }) => `“${title}”, ${repeatWords(repeat).toLowerCase()}`));
  return (
    <p className="plan-habits">
      {habits.length === 1 ? 'This plan makes a habit' : `This plan makes ${habits.length} habits`}: {said}. You tick {habits.length === 1 ? 'it' : 'them'} on Today, where{' '}
      {habits.length === 1 ? 'it keeps its' : 'each keeps its'} streak.
    </p>
  );
}
