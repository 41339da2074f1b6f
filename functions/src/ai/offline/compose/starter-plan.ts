// The honest fallback: when no archetype fits, a plan in the shape that works for most goals
// (see the whole job and its smallest part, find help and what it needs, make a start with a slot
// in the week and a plan for the likely obstacle, review), written around the goal's own verb
// and object ("restoring a 1970s sailboat"), never the goal's sentence spliced in. A goal that
// says how often ("floss every night") is a habit, which needs a cue, the act itself at its
// pace and a plan for the missed day rather than a finish line: it gets the habit's shape.

import { gerund } from '../reading/english-words.ts';
import { readMoment } from '../reading/cadence.ts';
import type { GoalClause } from '../reading/read-goal.ts';
import type { ClausePlanRequest, RawBite, RawSubgoal, RawTask } from './plan-parts.ts';
import { inGoalRhythm } from './goal-rhythm.ts';
import { DEFAULT_DAYS, datePhases, keptPhases, sizeFor } from './schedule.ts';
import { findSeams } from './write-title.ts';
import { HABIT_SHAPE, MAKING_VERBS, SHAPE, TRAIT_SHAPE, type Shape } from './starter-shape.ts';

/** How often, said inside the goal ("once a month", "every year"): the steps say it where it belongs, not mid-sentence. */
const RATE = /\s+(?:(?:once|twice|\d+\s+times?)\s+(?:a|per|every|each)\s+(?:month|year|fortnight)|every\s+(?:other\s+)?(?:month|year|fortnight)|(?:monthly|yearly|fortnightly))\b/gi;

/** Where a long goal can be cut and still name its job: before its reason or its deadline. */
const CLAUSE_BREAK = /\s+(?:so|so that|that|which|because|by|before|after|until|when|while|in order to)\s+/i;

/** The goal said again after its first mention: a long one up to its reason ("restoring the 1968 Vespa", not "… so it runs again"). */
function shortened(phrase: string): string {
  const words = phrase.split(' ');
  if (words.length <= 6) return phrase;
  const cut = CLAUSE_BREAK.exec(phrase);
  return cut && phrase.slice(0, cut.index).split(' ').length >= 3 ? phrase.slice(0, cut.index) : phrase;
}

function fill(template: string, clause: GoalClause): string | undefined {
  const whole = (clause.verb ? clause.phrase : clause.object).replace(RATE, '');
  const [verb = '', ...rest] = whole.split(' ');
  // "start applying for postdocs" is "applying for postdocs", not "starting applying".
  const wholeGoing = !clause.verb ? whole : /^(?:start|begin|keep|continue)$/i.test(verb) && /ing$/i.test(rest[0] ?? '') ? rest.join(' ') : [gerund(verb), ...rest].join(' ');
  const goal = shortened(whole);
  const going = shortened(wholeGoing);
  const title = template
    .replace('{Goal}', whole.charAt(0).toUpperCase() + whole.slice(1))
    .replace('{whole}', clause.verb ? wholeGoing : whole)
    .replace('{goal}', goal).replace('{going}', going).replace('{target}', clause.quantity?.text ?? '');
  return findSeams(title).length ? undefined : title;
}

/** "Be more patient", "become a better listener", "get better at chess": a way of being or a skill to grow. */
const isTrait = (clause: GoalClause) => /^(?:(?:be|become)\s+(?:a\s+|an\s+)?(?:better|more|less|kinder|calmer|nicer)\b|(?:be|become)\s+(?:a|an)\s+\S+er\b|(?:get|grow)\s+better\s+at\b|improve\s+at\b)/i.test(clause.phrase);

/** Minutes the goal gives its act ("10 minutes"), kept to a bite's 5 to 15. */
function actMinutes(clause: GoalClause, fallback: number): number {
  const said = /^(\d+)\s*(?:min|mins|minutes?)$/i.exec(clause.quantity?.text ?? '');
  return said ? Math.min(15, Math.max(5, Number(said[1]))) : fallback;
}

export function starterPlan({ reading, clause, size: asked, subgoals }: ClausePlanRequest): RawSubgoal[] {
  const size = sizeFor(reading.days, asked);
  const shape = reading.cadence && clause.verb ? HABIT_SHAPE : isTrait(clause) ? TRAIT_SHAPE : SHAPE;
  const days = reading.days ?? DEFAULT_DAYS;
  const write = (phase: Shape[number], length: number): RawTask[] =>
    phase.tasks.filter((task) => !task.making || MAKING_VERBS.has(clause.verb?.toLowerCase() ?? '')).slice(0, size.tasksPerSubgoal).flatMap((task) => {
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
  return datePhases(days, keptPhases(shape, subgoals, days), write, reading.cadence !== undefined).map(({ phase, window, tasks }) => ({
    title: reading.days === null ? phase.title : `${phase.title} ${window.label}`,
    tasks,
  }));
}
