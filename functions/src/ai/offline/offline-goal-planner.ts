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

/** The questions whose answers shape only some plans. */
const SHAPED_BY_CHOICE: ReadonlySet<string> = new Set(['start', 'time']);

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
    const unanswered = JSON.stringify(planGoal(text, size, today));
    // A date, an amount, an obstacle and one's own first things always shape the plan; where one
    // starts and the time a week only when this goal's plan has a beginner's step or a practice.
    const changes = (question: GoalQuestion) =>
      !SHAPED_BY_CHOICE.has(question.id) || question.choices.some((answer) => JSON.stringify(planGoal(text, size, today, [{ id: question.id, answer }])) !== unanswered);
    return goalQuestions(reading, reading.language === 'en' && clause ? matchArchetype(clause) : undefined, changes);
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
