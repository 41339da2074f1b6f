// A project the person has already started skips what they have done: with the plan and the
// measurements made, its first phase but what it gets; with the materials bought, every bite that
// buys, orders, borrows, rents or hires; with about half the work done, the first half of its
// phases. Nothing else goes, so what is left is still the whole rest of the job.

import type { Done } from '../reading/read-goal.ts';

const GETS_THINGS = /^(?:buy|borrow|rent|order|hire)\b/i;

interface Phase {
  tasks: readonly { bites: readonly { title: string; plain?: string | undefined }[] }[];
}

export function withoutDone<P extends Phase>(phases: readonly P[], done: Done | undefined): P[] {
  // The plan made, what it says to get is still to get: the paint, the timber.
  if (done === 'planned') return [...withoutBites(phases.slice(0, 1), (title) => !GETS_THINGS.test(title)), ...phases.slice(1)];
  if (done === 'half') return phases.slice(Math.ceil(phases.length / 2));
  return done === 'bought' ? withoutBites(phases, (title) => GETS_THINGS.test(title)) : [...phases];
}

/** The phases without the bites `gone` picks; a task or phase left empty goes. */
function withoutBites<P extends Phase>(phases: readonly P[], gone: (title: string) => boolean): P[] {
  return phases.flatMap((phase) => {
    const tasks = phase.tasks.flatMap((task) => {
      const bites = task.bites.filter((bite) => !gone(bite.plain ?? bite.title));
      return bites.length ? [{ ...task, bites }] : [];
    });
    return tasks.length ? [{ ...phase, tasks }] : [];
  });
}
