// The honest fallback: when no archetype fits, a plan in the shape that works for most goals
// (see the whole job and its smallest part, find help and what it needs, make a start with a slot
// in the week and a plan for the likely obstacle, review), written around the goal's own verb
// and object ("restoring a 1970s sailboat"), never the goal's sentence spliced in. A goal that
// says how often ("floss every night") is a habit, which needs a cue, the act itself at its
// pace and a plan for the missed day rather than a finish line: it gets the habit's shape.

import type { RepeatEvery } from '@cakewalk/shared/schemas/breakdown.ts';
import { gerund } from '../reading/english-words.ts';
import { readMoment } from '../reading/cadence.ts';
import type { GoalClause } from '../reading/read-goal.ts';
import type { ClausePlanRequest, RawBite, RawSubgoal, RawTask } from './plan-parts.ts';
import { inGoalRhythm } from './goal-rhythm.ts';
import { DEFAULT_DAYS, datePhases, keptPhases, sizeFor } from './schedule.ts';
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
    title: 'See the whole job',
    tasks: [{
      title: 'What done looks like',
      bites: [
        { verbal: 'Write “{target}” on a card as your finish line and put it where you will see it', nominal: 'Write “{target}” on a card as your finish line and put it where you will see it', minutes: 5, needsTarget: true },
        same('Write one sentence on how you will know you have got there', 10),
        { verbal: 'List everything {going} will take, one line each', nominal: 'List everything {goal} will take, one line each', minutes: 15 },
        same('Circle the smallest job on that list', 5),
      ],
    }],
  },
  {
    title: 'Find help and what you need',
    tasks: [
      {
        title: 'Learn from others',
        bites: [
          { verbal: 'Search for a beginner’s guide to {going} and save the best one', nominal: 'Search for a beginner’s guide to {goal} and save the best one', minutes: 15 },
          same('Ask one person who has done it before for their best tip', 10),
        ],
      },
      {
        title: 'Gather what it takes',
        bites: [
          same('Write down what you need to buy or borrow for the smallest job', 10),
          same('Buy or borrow the first thing on that list', 15),
        ],
      },
    ],
  },
  {
    title: 'Make a start',
    tasks: [
      {
        title: 'The first job',
        bites: [
          same('Do the smallest job you circled for 15 minutes', 15),
          { verbal: 'Put two 20-minute slots for {going} in this week’s calendar', nominal: 'Put two 20-minute slots for {goal} in this week’s calendar', minutes: 5, repeat: 'goal' },
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
        same('Write three lines on Sunday: what you did, what got in the way, what comes next', 10, 'week'),
        same('Choose next week’s first job and put it in your calendar', 5),
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

/** How often, said inside the goal ("once a month", "every year"): the steps say it where it belongs, not mid-sentence. */
const RATE = /\s+(?:(?:once|twice|\d+\s+times?)\s+(?:a|per|every|each)\s+(?:month|year|fortnight)|every\s+(?:other\s+)?(?:month|year|fortnight)|(?:monthly|yearly|fortnightly))\b/gi;

function fill(template: string, clause: GoalClause): string | undefined {
  const goal = (clause.verb ? clause.phrase : clause.object).replace(RATE, '');
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
  const days = reading.days ?? DEFAULT_DAYS;
  const write = (phase: Shape[number], length: number): RawTask[] =>
    phase.tasks.slice(0, size.tasksPerSubgoal).flatMap((task) => {
      const bites = task.bites.flatMap((bite): RawBite[] => {
        if (bite.needsTarget && !clause.quantity) return [];
        const title = fill(clause.verb ? bite.verbal : bite.nominal, clause);
        if (!title) return [];
        const minutes = bite.act ? actMinutes(clause, bite.minutes) : bite.minutes;
        // The act keeps the moment the goal ties it to: "Call your mum on Sundays", not "Call your mum".
        const moment = bite.act ? readMoment(reading.text) : undefined;
        const acted = moment && !title.toLowerCase().includes(moment.toLowerCase()) ? `${title} ${moment}` : title;
        return [inGoalRhythm({ title: acted, minutes, own: bite.repeat }, reading, reading.rhythm ?? 'week', length)];
      }).slice(0, size.microtasksPerTask);
      return bites.length ? [{ title: task.title, microtasks: bites }] : [];
    });
  return datePhases(days, keptPhases(shape, subgoals, days), write).map(({ phase, window, tasks }) => ({
    title: reading.days === null ? phase.title : `${phase.title} ${window.label}`,
    tasks,
  }));
}
