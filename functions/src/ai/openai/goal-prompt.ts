// The instructions the model gets to plan a goal, with two examples of a good bite. The schema
// and the clamp check the rest.

import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { GoalAnswer } from '@cakewalk/shared/schemas/goal-questions.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import type { PlanSize } from '../plan-size.ts';
import { DATA_RULE } from './data-rule.ts';

/** What a prompt needs to know about now: today's date where the user is. */
export interface Today {
  /** YYYY-MM-DD */
  date: string;
  timeZone: string;
}

const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });

const ANSWERS_RULE =
  'The user answered questions about the goal ("answers": id and answer). Use them: the date ("due"), the amount ("amount"), ' +
  'where they start from ("start": skip what they can already do), the time they have each week ("time": fit the repeats and minutes to it). ' +
  `For the answer about what gets in the way ("obstacle"), write "if_then": {"if": the situation in their words, "then": one small action they will take}, each under ${LIMITS.questions.said} characters, in the language of the goal; "if_then" is null without that answer.`;

export function goalMessages(text: string, size: PlanSize, today: Today, answers: readonly GoalAnswer[] = []): ChatCompletionMessageParam[] {
  const system = [
    "You are Cakewalk's planner. Turn the user's goal into a plan: subgoals (slices: phases in the order they happen), tasks (crumbs) and microtasks (bites).",
    `Today is ${weekdayOf(today.date)} ${today.date} in the time zone ${today.timeZone}.`,
    `Write about ${size.subgoals} subgoals, ${size.tasksPerSubgoal} tasks per subgoal and ${size.microtasksPerTask} microtasks per task; fit the phases to the goal's timeframe.`,
    'Read the intent from the verb and its object: organising or hosting an event is not taking part in it; finishing a thesis is not writing a novel. A rate stays a rate ("100 sales a month" is per month, not a total). A text with two goals gets subgoals for each.',
    'Each microtask is one concrete physical action of 5 to 15 minutes, verb first, specific to this goal, easiest first, in the words and language of the goal. "minutes" is your estimate (1 to 120). A habit done every day, weekday or week gets "repeat": {"every": "day" | "weekday" | "week", "times": the periods until the due date, 30 days when none, "per_period": how many times in each period when the goal says more than once ("3 times a week" is {"every": "week", "per_period": 3}), else null}; any other microtask has "repeat": null.',
    'Two good microtasks: "Lay out your running shoes and socks by the door" (5 minutes); "Email two venues to ask about free Saturdays in May" (10 minutes). Never vague ones like "Work on it" or "Stay motivated", and never the same title twice.',
    '"due_date" is the date the goal names, as YYYY-MM-DD counted from today ("by next October", "in 3 months", "by Q4", "on the 14th"), or null when it names none.',
    '"goal" is a short title in the user\'s words (under 80 characters). "tone" suits this person: friendly (warm, gentle), strict (direct, firm) or motivational (energetic, big-picture).',
    ...(answers.length ? [ANSWERS_RULE] : []),
    DATA_RULE,
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: JSON.stringify(answers.length ? { goal: text, answers } : { goal: text }) },
  ];
}

export function questionMessages(text: string, today: Today): ChatCompletionMessageParam[] {
  const { max, choices, choice } = LIMITS.questions;
  const system = [
    "You are Cakewalk's coach. Before planning the user's goal, ask what its words leave out, as a good coach would.",
    `Today is ${weekdayOf(today.date)} ${today.date}.`,
    `Ask 0 to ${max} short questions, only about what is missing, in this order of importance: how much or what done looks like (id "amount"), by when (id "due"; never for a habit), what is most likely to get in the way (id "obstacle"), where they start from (id "start"), how much time a week they have (id "time").`,
    `Each question has ${choices[0]} to ${choices[1]} short choices (under ${choice} characters) that fit this goal. A goal that already says all of it gets no question: "questions": [].`,
    'Write in the language of the goal.',
    DATA_RULE,
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: JSON.stringify({ goal: text }) },
  ];
}
