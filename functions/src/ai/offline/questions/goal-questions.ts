// What a coach asks before planning: from the reading of the goal, what its words leave out, in
// this order, at most three: how much (when its kind of goal has an amount), by when (not for a
// habit, which keeps going), what is most likely to get in the way, where the person starts
// from, and how much time a week. A goal that says all that gets none.

import type { GoalQuestion } from '@cakewalk/shared/schemas/goal-questions.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { QUESTION_WORDS } from '../../../words/question-words.ts';
import type { Archetype } from '../archetype.ts';
import type { GoalReading } from '../reading/read-goal.ts';
import { questionLanguage } from './question-language.ts';

const SAYS_OBSTACLE = /\b(?:in the way|struggle|keep (?:forgetting|skipping|giving up|quitting)|hard (?:for me|to)|problem is|obstacle|but i (?:always|never|keep|get|am|'m)|too (?:busy|tired))\b|\bbut\b.*\b(?:busy|tired|time|lazy|motivat\w*)\b/i;
const SAYS_START = /\b(?:beginner|never (?:\w+ )?(?:done|tried|run|played|been|learned|learnt|had)|from scratch|again|already|currently|used to|i (?:can|do|run|have been|'ve been)|i've|rusty|intermediate|advanced|experienced|first time|back into)\b/i;
const SAYS_TIME = /\b\d+\s*(?:min|mins|minutes?|hours?|hrs?|h)\s+(?:a|per|each|every)\s+(?:day|week|night|morning|evening)\b/i;

/** The questions for a goal, in its language when the planner speaks it, else in English. */
export function goalQuestions(reading: GoalReading, archetype: Archetype | undefined): GoalQuestion[] {
  const words = QUESTION_WORDS[questionLanguage(reading)];
  const { text } = reading;
  const quantity = reading.clauses.some((clause) => clause.quantity);
  const habit = reading.cadence !== undefined;
  const wanted: (GoalQuestion | false)[] = [
    Boolean(archetype?.amount) && !quantity && { id: 'amount', text: archetype?.amount?.question ?? '', choices: archetype?.amount?.choices ?? [] },
    !habit && reading.dueDate === null && { id: 'due', ...words.due },
    !SAYS_OBSTACLE.test(text) && { id: 'obstacle', ...words.obstacle },
    !SAYS_START.test(text) && { id: 'start', ...words.start },
    !habit && !SAYS_TIME.test(text) && { id: 'time', ...words.time },
  ];
  return wanted.filter((question) => question !== false).slice(0, LIMITS.questions.max);
}
