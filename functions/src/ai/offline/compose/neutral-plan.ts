// A goal in a language the planner does not write: the same starter shape, but made of signs and
// the user's own words, so no English is glued onto them. Each slice is one step of the shape:
// 🎯 done looks like, 👣 the first tiny step, 📅 a slot in the week, 🔁 review.

import type { RepeatEvery } from '@cakewalk/shared/schemas/breakdown.ts';
import type { PlanSize } from '../../plan-size.ts';
import type { GoalReading } from '../reading/read-goal.ts';
import type { RawSubgoal } from './plan-parts.ts';
import { DEFAULT_DAYS, repeatFor, spread } from './schedule.ts';

type Bite = [text: string, minutes: number, repeat?: RepeatEvery];

const SHAPE: { sign: string; tasks: { sign: string; bites: Bite[] }[] }[] = [
  { sign: '🎯', tasks: [{ sign: '✍️ ✅', bites: [['✍️ ✅ →', 10], ['📅 ⏳ →', 5]] }] },
  { sign: '👣', tasks: [{ sign: '👣 1 · 2 · 3', bites: [['📝 1 · 2 · 3 →', 10], ['⏱️ 10′ →', 10]] }, { sign: '🤝 🔎', bites: [['🔎 📖 →', 15], ['💬 🤝 →', 10]] }] },
  { sign: '📅', tasks: [{ sign: '📅 ⏰', bites: [['📅 15′ →', 15, 'week'], ['⏰ 🔔 →', 5]] }, { sign: '🧱', bites: [['🧱 ⚠️ →', 5], ['🧱 ➡️ ✅ →', 5]] }] },
  { sign: '🔁', tasks: [{ sign: '🔁 ✍️', bites: [['🔁 ✍️ ✅ ⚠️ ➡️ →', 10, 'week'], ['➡️ 📅 →', 5]] }] },
];

export function neutralPlan(reading: GoalReading, size: PlanSize): RawSubgoal[] {
  const words = reading.title.length > 80 ? reading.title.slice(0, 80).replace(/\s+\S*$/, '') : reading.title;
  const days = reading.days ?? DEFAULT_DAYS;
  const phases = spread(SHAPE.length, Math.min(size.subgoals, SHAPE.length)).map((i) => SHAPE[i]).filter((phase) => phase !== undefined);
  return phases.map((phase) => ({
    title: `${phase.sign} ${words}`,
    tasks: phase.tasks.slice(0, size.tasksPerSubgoal).map((task) => ({
      title: task.sign,
      microtasks: task.bites.slice(0, size.microtasksPerTask).map(([text, minutes, every]) => ({
        title: `${text} ${words}`,
        minutes,
        repeat: every ? repeatFor(every, days) : null,
      })),
    })),
  }));
}
