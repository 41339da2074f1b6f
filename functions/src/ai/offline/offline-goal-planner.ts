// The goal planner that needs no account anywhere: deterministic, a few milliseconds, and the
// first impression a new user gets of Cakewalk.

import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import type { GoalQuestion } from '@cakewalk/shared/schemas/goal-questions.ts';
import { clampBreakdown } from '../clamp-breakdown.ts';
import type { GoalOptions, GoalPlanner } from '../goal-planner.ts';
import { planSize } from '../plan-size.ts';
import { matchArchetype } from './match-archetype.ts';
import { planGoal } from './plan-goal.ts';
import { goalQuestions } from './questions/goal-questions.ts';
import { todayIn } from './reading/calendar-day.ts';
import { readGoal } from './reading/read-goal.ts';

/**
 * Where one starts is a scale from a beginner up: leaving one of its three out would leave someone
 * without their answer, so it is asked whole or not at all.
 */
const SCALES: ReadonlySet<string> = new Set(['start']);

export interface OfflineGoalPlannerOptions {
  /** The clock; "by June" is measured from today in the user's time zone. */
  now?: () => Date;
}

export class OfflineGoalPlanner implements GoalPlanner {
  readonly #now: () => Date;

  constructor(options: OfflineGoalPlannerOptions = {}) {
    this.#now = options.now ?? (() => new Date());
  }

  async goalQuestions(text: string, options?: GoalOptions): Promise<GoalQuestion[]> {
    const today = todayIn(options?.timeZone, this.#now());
    const reading = readGoal(text, today);
    const [clause] = reading.clauses;
    const size = planSize(undefined);
    // What a person sees change: the slices, crumbs and bites and the if-then plan. A due date that
    // moves and nothing else ("In a month" for a plan that already fits a month) changes nothing.
    const seen = (plan: ReturnType<typeof planGoal>) => JSON.stringify([plan.raw, plan.ifThen]);
    const unanswered = seen(planGoal(text, size, today));
    // Every answer offered changes this goal's plan: a choice that would leave it as it is (no date, or
    // the hours a week the plan already has) is not offered, and a question left with fewer than
    // two choices, or a scale missing one, is not asked.
    const offered = (question: GoalQuestion): GoalQuestion | undefined => {
      if (!question.choices.length) return question;
      const choices = question.choices.filter((answer) => seen(planGoal(text, size, today, [{ id: question.id, answer }])) !== unanswered);
      if (SCALES.has(question.id) ? choices.length < question.choices.length : choices.length < 2) return undefined;
      return { ...question, choices };
    };
    return goalQuestions(reading, reading.language === 'en' && clause ? matchArchetype(clause) : undefined, offered);
  }

  async breakdownGoal(text: string, options?: GoalOptions): Promise<Breakdown> {
    const today = todayIn(options?.timeZone, this.#now());
    const plan = planGoal(text, planSize(options?.detail), today, options?.answers);
    return clampBreakdown(plan.raw, {
      due_date: plan.dueDate,
      source: 'offline',
      ...(plan.notice ? { notice: plan.notice } : {}),
      ...(plan.ifThen ? { if_then: plan.ifThen } : {}),
    });
  }
}
