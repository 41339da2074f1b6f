// The honest fallback: when no archetype fits, a plan in the shape that works for most goals
// (define done, take a first tiny step, find help or a model, give it a slot in the week, plan
// for the likely obstacle, review), written around the goal's own verb and object. A goal that
// says how often ("floss every night") is a habit, which needs a cue, the act itself at its
// pace and a plan for the missed day rather than a finish line: it gets the habit's shape.

import type { RepeatEvery } from '@cakewalk/shared/schemas/breakdown.ts';
import { gerund } from '../reading/english-words.ts';
import type { GoalClause } from '../reading/read-goal.ts';
import type { ClausePlanRequest, RawBite, RawSubgoal } from './plan-parts.ts';
import { DEFAULT_DAYS, phaseWindows, sizeFor, repeatFor, spread, windowLabel } from './schedule.ts';
import { findSeams } from './write-title.ts';

interface StarterBite {
  /**
   * With the goal's verb phrase: "{goal}" = "fix the fence", "{going}" = "fixing the fence",
   * "{Goal}" = "Fix the fence".
   */
  verbal: string;
  /** With a goal that names only a thing, "{goal}" = "a cleaner garage". */
  nominal: string;
  minutes: number;
  repeat?: RepeatEvery | 'goal';
  /** Only when the goal has a number ({target}). */
  needsTarget?: true;
  /** The habit's act itself: as long as the goal says ("stretch for 10 minutes"), within 5 to 15. */
  act?: true;
}

interface StarterTask {
  title: string;
  bites: StarterBite[];
}

type Shape = { title: string; tasks: StarterTask[] }[];

const same = (text: string, minutes: number, repeat?: StarterBite['repeat']): StarterBite => ({ verbal: text, nominal: text, minutes, ...(repeat ? { repeat } : {}) });

const SHAPE: Shape = [
  {
    title: 'Decide what done looks like',
    tasks: [{
      title: 'Set the finish line',
      bites: [
        { verbal: 'Write “{target}” on a card as your finish line and put it where you will see it', nominal: 'Write “{target}” on a card as your finish line and put it where you will see it', minutes: 5, needsTarget: true },
        { verbal: 'Write one sentence that says how you will know you have managed to {goal}', nominal: 'Write one sentence that says what {goal} looks like when it is done', minutes: 10 },
        { verbal: 'Note in one line why it matters to you to {goal}', nominal: 'Note in one line why {goal} matters to you', minutes: 5 },
      ],
    }],
  },
  {
    title: 'Take the first tiny step',
    tasks: [
      {
        title: 'Start small',
        bites: [
          { verbal: 'List the first three things you would do to {goal}', nominal: 'List the first three things you would do towards {goal}', minutes: 10 },
          { verbal: 'Spend 10 minutes on the smallest of those first steps to {goal}', nominal: 'Spend 10 minutes on the smallest of those first steps towards {goal}', minutes: 10 },
          same('Tick it off and write one line on how it went', 5),
        ],
      },
      {
        title: 'Find help or a model to copy',
        bites: [
          { verbal: 'Search for a guide by someone who managed to {goal} and save it', nominal: 'Search for a guide by someone who got {goal} and save it', minutes: 15 },
          { verbal: 'Ask one person who managed to {goal} for their best tip', nominal: 'Ask one person who got {goal} for their best tip', minutes: 10 },
          same('Pick one idea from the guide to copy this week', 5),
        ],
      },
    ],
  },
  {
    title: 'Give it a place in your week',
    tasks: [
      {
        title: 'Book the time',
        bites: [
          { verbal: 'Put a 20-minute slot to {goal} in your calendar', nominal: 'Put a 20-minute slot for {goal} in your calendar', minutes: 5, repeat: 'goal' },
          { verbal: 'Set a phone reminder before each slot to {goal}', nominal: 'Set a phone reminder before each slot for {goal}', minutes: 5 },
        ],
      },
      {
        title: 'Plan for the likely obstacle',
        bites: [
          { verbal: 'Write down the one thing most likely to stop you {going}', nominal: 'Write down the one thing most likely to get in the way of {goal}', minutes: 5 },
          same('Write what you will do when it happens, as “If … then …”', 5),
        ],
      },
    ],
  },
  {
    title: 'Review and adjust',
    tasks: [{
      title: 'Look back each week',
      bites: [
        { verbal: 'Write three lines on Sunday about {going}: what you did, what got in the way, what comes next', nominal: 'Write three lines on Sunday about {goal}: what you did, what got in the way, what comes next', minutes: 10, repeat: 'week' },
        { verbal: 'Choose next week’s first step to {goal} and put it in your calendar', nominal: 'Choose next week’s first step towards {goal} and put it in your calendar', minutes: 5 },
      ],
    }],
  },
];

/** Only for a goal with a verb: a habit is something done. */
const HABIT_SHAPE: Shape = [
  {
    title: 'Make it easy',
    tasks: [{
      title: 'Set the cue',
      bites: [
        same('Write down what you already do at the time you want this habit, so it can follow that', 5),
        { verbal: 'Put what you need to {goal} where you will see it at that moment', nominal: 'Put what you need for {goal} where you will see it at that moment', minutes: 5 },
        same('Set a reminder for that moment', 5),
      ],
    }],
  },
  {
    title: 'Do it',
    tasks: [{
      title: 'Every time',
      bites: [
        { verbal: '{Goal}', nominal: 'Do {goal}', minutes: 5, repeat: 'goal', act: true },
      ],
    }],
  },
  {
    title: 'Plan for the missed day',
    tasks: [{
      title: 'Never miss twice',
      bites: [
        { verbal: 'Write down the one thing most likely to stop you {going}', nominal: 'Write down the one thing most likely to get in the way of {goal}', minutes: 5 },
        same('Write what you will do when it happens, as “If … then …”', 5),
        same('Write the smallest version you will do on a bad day', 5),
      ],
    }],
  },
  {
    title: 'Look back',
    tasks: [{
      title: 'Each week',
      bites: [
        { verbal: 'Count the times you managed to {goal} this week and note what helped', nominal: 'Count the times you kept to {goal} this week and note what helped', minutes: 5, repeat: 'week' },
      ],
    }],
  },
];

function fill(template: string, clause: GoalClause): string | undefined {
  const goal = clause.verb ? clause.phrase : clause.object;
  const [verb = '', ...rest] = goal.split(' ');
  const going = [gerund(verb), ...rest].join(' ');
  const title = template
    .replace('{Goal}', goal.charAt(0).toUpperCase() + goal.slice(1))
    .replace('{goal}', goal).replace('{going}', going).replace('{target}', clause.quantity?.text ?? '');
  return findSeams(title).length ? undefined : title;
}

/** Minutes the goal gives its act ("10 minutes"), kept to a bite's 5 to 15. */
function actMinutes(clause: GoalClause, fallback: number): number {
  const said = /^(\d+)\s*(?:min|mins|minutes?)$/i.exec(clause.quantity?.text ?? '');
  return said ? Math.min(15, Math.max(5, Number(said[1]))) : fallback;
}

export function starterPlan({ reading, clause, size: asked, subgoals }: ClausePlanRequest): RawSubgoal[] {
  const size = sizeFor(reading.days, asked);
  const shape = reading.cadence && clause.verb ? HABIT_SHAPE : SHAPE;
  const count = Math.min(subgoals, shape.length);
  const phases = spread(shape.length, count).map((i) => shape[i]).filter((phase) => phase !== undefined);
  const days = reading.days ?? DEFAULT_DAYS;
  const windows = phaseWindows(days, phases.length);
  return phases.flatMap((phase, i) => {
    const window = windows[i] ?? { from: 1, to: days };
    const tasks = phase.tasks.slice(0, size.tasksPerSubgoal).flatMap((task) => {
      const bites = task.bites.flatMap((bite): RawBite[] => {
        if (bite.needsTarget && !clause.quantity) return [];
        const title = fill(clause.verb ? bite.verbal : bite.nominal, clause);
        if (!title) return [];
        const every = bite.repeat === 'goal' ? (reading.cadence?.every ?? reading.rhythm ?? 'week') : bite.repeat;
        const minutes = bite.act ? actMinutes(clause, bite.minutes) : bite.minutes;
        return [{ title, minutes, repeat: every ? repeatFor(every, days - window.from + 1) : null }];
      }).slice(0, size.microtasksPerTask);
      return bites.length ? [{ title: task.title, microtasks: bites }] : [];
    });
    const title = reading.days === null ? phase.title : `${phase.title} ${windowLabel(window, days)}`;
    return tasks.length ? [{ title, tasks }] : [];
  });
}
