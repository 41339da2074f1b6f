// What the answers to the questions say, for the planner: a choice means the same in every
// language (its place in the list, src/words/questions.json), and the person's own words are read
// like a goal's (a date, an amount, hours a week). An obstacle becomes an if-then plan.

import type { IfThen, RepeatEvery } from '@cakewalk/shared/schemas/breakdown.ts';
import type { GoalAnswer } from '@cakewalk/shared/schemas/goal-questions.ts';
import { QUESTION_WORDS } from '../../../words/question-words.ts';
import { PLAN_LANGUAGES, type PlanLanguage } from '../../../words/schemas.ts';
import { addDays, isoDay, type CalendarDay } from '../reading/calendar-day.ts';
import { dueDateOf, readDueDates } from '../reading/due-date.ts';
import { readForeignDueDates } from '../reading/foreign-dates.ts';
import { readQuantity, type Quantity } from '../reading/quantity.ts';
import type { Level } from '../reading/read-goal.ts';

export interface Answered {
  /** YYYY-MM-DD, or null for "No date". */
  dueDate?: string | null;
  quantity?: Quantity;
  level?: Level;
  /** How often a repeating bite comes round, from the time the person has each week. */
  rhythm?: RepeatEvery;
  ifThen?: IfThen;
}

/** The meaning of each choice, in the order questions.json lists them. */
const DUE_DAYS = [30, 91, 182, 365, null] as const;
const LEVELS: readonly Level[] = ['new', 'returning', 'going'];
const WEEKLY_MINUTES = [30, 60, 150, 300] as const;

/** The place of the answer among a question's choices in any language, or -1 for the person's own words. */
function choiceOf(answer: string, choices: (words: (typeof QUESTION_WORDS)[PlanLanguage]) => readonly string[]): number {
  const said = answer.trim().toLowerCase();
  for (const language of PLAN_LANGUAGES) {
    const index = choices(QUESTION_WORDS[language]).findIndex((choice) => choice.toLowerCase() === said);
    if (index >= 0) return index;
  }
  return -1;
}

function dueOf(answer: string, today: CalendarDay): string | null | undefined {
  const index = choiceOf(answer, (words) => words.due.choices);
  if (index >= 0) {
    const days = DUE_DAYS[index];
    return days === null || days === undefined ? null : isoDay(addDays(today, days));
  }
  return dueDateOf(readDueDates(answer, today)) ?? dueDateOf(readForeignDueDates(answer, today)) ?? undefined;
}

function rhythmOf(answer: string): RepeatEvery | undefined {
  const index = choiceOf(answer, (words) => words.time.choices);
  const hours = /(?<![\d.,])(\d+(?:[.,]\d+)?)\s*(?:h|hours?|hrs?|stunden?|heures?|horas?)\b/i.exec(answer);
  const minutes = index >= 0 ? WEEKLY_MINUTES[index] : hours ? Number(hours[1]?.replace(',', '.')) * 60 : Number(/(?<!\d)(\d+)\s*min/i.exec(answer)?.[1]);
  if (!minutes) return undefined;
  // An hour or less a week is a weekly slot; a few hours, one each weekday; more, every day.
  return minutes <= 60 ? 'week' : minutes < 300 ? 'weekday' : 'day';
}

const lowerFirst = (text: string) => (/^I\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));

function ifThenOf(answer: string, language: PlanLanguage): IfThen {
  const words = QUESTION_WORDS[language];
  const index = choiceOf(answer, (voice) => voice.obstacle.choices);
  const planned = words.ifThen[index];
  return planned ?? { if: lowerFirst(answer.trim().replace(/(?<![.!])[.!]+$/, '')), then: words.ownObstacle };
}

export function readAnswers(answers: readonly GoalAnswer[], language: PlanLanguage, today: CalendarDay): Answered {
  const answered: Answered = {};
  for (const { id, answer } of answers) {
    if (id === 'due') {
      const due = dueOf(answer, today);
      if (due !== undefined) answered.dueDate = due;
    } else if (id === 'amount') {
      const quantity = readQuantity(answer);
      if (quantity) answered.quantity = quantity;
    } else if (id === 'start') {
      const index = choiceOf(answer, (words) => words.start.choices);
      answered.level = LEVELS[index] ?? (/\b(?:never|beginner|new|scratch|nunca|cero|jamais|zéro|nie|null|nunca)\b/i.test(answer) ? 'new' : 'returning');
    } else if (id === 'time') {
      const rhythm = rhythmOf(answer);
      if (rhythm) answered.rhythm = rhythm;
    } else if (id === 'obstacle') {
      answered.ifThen = ifThenOf(answer, language);
    }
  }
  return answered;
}
