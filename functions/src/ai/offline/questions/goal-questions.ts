// What a coach asks before planning: from the reading of the goal, what its words leave out, in
// this order, at most three: how much (when its kind of goal has an amount), the pace the person
// can keep (when its kind counts words or money and the goal says no rate), by when (not for a
// habit, which keeps going, nor for a total the pace dates; an occasion the goal names is asked by
// name), how many people (for an event), what is already done (for a job that makes or mends a
// thing), the first things it will take (when no kind of goal fits, so the plan is built from the
// person's own words), how much time a week, what is most likely to get in the way, and where
// the person starts from. A goal that says all that gets none, and a question is asked only with
// the choices that change this goal's plan (`offered`).

import type { GoalQuestion } from '@cakewalk/shared/schemas/goal-questions.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { QUESTION_WORDS } from '../../../words/question-words.ts';
import type { Archetype } from '../archetype.ts';
import type { GoalReading } from '../reading/read-goal.ts';
import { foreignCadence, foreignThemeId } from '../compose/foreign-plan.ts';
import { asksGuests } from './gathering.ts';
import { obstacleSet } from './obstacle-set.ts';
import { asksDone } from './project-done.ts';
import { questionLanguage } from './question-language.ts';
import { TIME_OF_COSTS } from '../reading/quantity.ts';
import { fill } from '../../../words/fill.ts';

const SAYS_OBSTACLE = /\b(?:in the way|struggle|keep (?:forgetting|skipping|giving up|quitting)|hard (?:for me|to)|problem is|obstacle|but i (?:always|never|keep|get|am|'m)|too (?:busy|tired))\b|\bbut\b.*\b(?:busy|tired|time|lazy|motivat\w*)\b/i;
const SAYS_START = /\b(?:beginner|never (?:\w+ )?(?:done|tried|run|played|been|learned|learnt|had)|from scratch|again|already|currently|used to|i (?:can|do|run|have been|'ve been)|i've|rusty|intermediate|advanced|experienced|first time|back into)\b/i;
/** An occasion the goal is for and does not date: "for my trip to Lisbon", "before my sister's wedding". */
const UNDATED_EVENT = /\b(?:for|before|at|by)\s+(?:my|our)\s+((?:[\p{L}]+['’]s\s+)?(?:[\p{L}]+\s+)?(?:trip|holiday|vacation|wedding|honeymoon|race|marathon|exam|test|interview|party|birthday|anniversary|concert|recital|show|competition|tournament|move|reunion|graduation|performance|audition|presentation|trek)(?:\s+(?:to|in)\s+\p{Lu}\p{L}+)?)\b/u;
const SAYS_TIME = /\b\d+\s*(?:min|mins|minutes?|hours?|hrs?|h)\s+(?:a|per|each|every)\s+(?:day|week|night|morning|evening)\b/i;

/**
 * The questions for a goal, in its language when the planner speaks it, else in English.
 * `offered` gives a question with only the choices that change this goal's plan, or nothing when too few do.
 */
export function goalQuestions(reading: GoalReading, archetype: Archetype | undefined, offered: (question: GoalQuestion) => GoalQuestion | undefined): GoalQuestion[] {
  const words = QUESTION_WORDS[questionLanguage(reading)];
  const { text } = reading;
  const quantity = reading.clauses.some((clause) => clause.quantity);
  // A habit in another language says how often in its own words ("elke ochtend", "cada día").
  const habit = reading.cadence !== undefined || foreignCadence(reading) !== undefined;
  // A goal in another language asks the amount from its theme's words when it names no figure ("Ahorrar para un viaje").
  const theme = archetype ? undefined : foreignThemeId(reading);
  const foreignAmount = (theme === 'save' || theme === 'debt') && !/\d/.test(text) ? words.amount[theme] : undefined;
  // A counted goal with no pace of its own ("Write a memoir", "Save $2,000") is asked the pace the person can keep, which dates a total it names.
  const rate = reading.clauses.some((clause) => clause.quantity?.per) || habit || SAYS_TIME.test(text);
  const pace = archetype?.pace && !rate && !(quantity && reading.dueDate !== null) ? archetype.pace : undefined;
  const event = reading.language === 'en' ? UNDATED_EVENT.exec(text)?.[1] : undefined;
  const time = !habit && !SAYS_TIME.test(text) && !archetype?.notAsked?.includes('time') && { id: 'time', ...words.time };
  // A kind whose plan holds no session of its own (a repair, a renovation) is asked its weekly time only after what may get in the way.
  const sessions = !archetype || archetype.phases.some((phase) => phase.tasks.some((task) => task.bites.some((bite) => bite.repeat !== undefined)));
  const wanted: (GoalQuestion | false | undefined)[] = [
    (Boolean(archetype?.amount) && !quantity && !TIME_OF_COSTS.test(text) && { id: 'amount', text: archetype?.amount?.question ?? '', choices: archetype?.amount?.choices ?? [] }) ||
      (foreignAmount && { id: 'amount', ...foreignAmount }),
    pace && { id: 'pace', text: pace.question, choices: pace.choices },
    !habit && reading.dueDate === null && !(pace && (quantity || archetype?.amount)) && !archetype?.notAsked?.includes('due') && { id: 'due', ...words.due, ...(event && words.dueFor ? { text: fill(words.dueFor, { event }) } : {}) },
    asksGuests(reading, archetype) && { id: 'guests', text: words.guests.text, choices: words.guests.choices },
    asksDone(archetype) && { id: 'done', ...words.done },
    // A kind chosen by its verb alone ("learn", "finish") knows nothing of the goal's own steps: the person is asked for them too.
    (!archetype || !archetype.match.words.length) && !habit && reading.language === 'en' && reading.clauses.length > 0 && { id: 'first', ...words.first },
    sessions && time,
    !SAYS_OBSTACLE.test(text) && { id: 'obstacle', text: words.obstacle.text, choices: obstacleSet(reading, archetype).map((obstacle) => words.obstacles[obstacle].choice) },
    !sessions && time,
    !SAYS_START.test(text) && !archetype?.notAsked?.includes('start') && { id: 'start', ...words.start },
  ];
  // Each question offered plans the goal once per choice, so none is weighed past the last one asked.
  const asked: GoalQuestion[] = [];
  for (const question of wanted) {
    if (asked.length === LIMITS.questions.max) break;
    const kept = question ? offered(question) : undefined;
    if (kept) asked.push(kept);
  }
  return asked;
}
