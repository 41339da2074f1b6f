// Plan a goal: what every goal planner offers, and the one this container uses. Without a
// configured key, the offline planner; with one, the model first and the offline planner whenever
// the model cannot answer, with a notice that says so. Each implementation returns output already
// checked against the shared schemas and clamped to their bounds.

import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import type { GoalAnswer, GoalQuestion } from '@cakewalk/shared/schemas/goal-questions.ts';
import { hasSecret } from '../config/secrets.ts';
import { NOTICES } from '../words/notice-words.ts';
import { modelProvider } from './model-provider.ts';
import type { DetailOption } from './plan-size.ts';
import { budgeted } from './time-budget.ts';
import { orFallback } from './with-fallback.ts';

/** A goal is read relative to today in the user's time zone ("by Friday", "in 3 months"). */
export interface GoalOptions extends DetailOption {
  /** IANA time zone of the user; UTC when absent or unknown. */
  timeZone?: string;
  /** The person's answers to the questions asked first: the date, amount, starting point, time a week and obstacle. */
  answers?: readonly GoalAnswer[];
}

export interface GoalPlanner {
  /** Zero to three questions about what the goal's words leave out. */
  goalQuestions(text: string, options?: GoalOptions): Promise<GoalQuestion[]>;
  breakdownGoal(text: string, options?: GoalOptions): Promise<Breakdown>;
}

let offline: Promise<GoalPlanner> | undefined;

function offlineGoalPlanner(): Promise<GoalPlanner> {
  offline ??= import('./offline/offline-goal-planner.ts').then(({ OfflineGoalPlanner }) => budgeted(new OfflineGoalPlanner()));
  return offline;
}

const model = modelProvider(async (options) => new (await import('./openai/openai-goal-planner.ts')).OpenAIGoalPlanner(options));

/** A plan the offline planner wrote in the model's place says so, before any notice of its own. */
const saidOffline = (plan: Breakdown): Breakdown => ({ ...plan, notice: plan.notice ? `${NOTICES.offline} ${plan.notice}` : NOTICES.offline });

const withModel: GoalPlanner = {
  goalQuestions: (text, options) =>
    orFallback(
      async () => ((await model()) ?? (await offlineGoalPlanner())).goalQuestions(text, options),
      async () => (await offlineGoalPlanner()).goalQuestions(text, options),
    ),
  breakdownGoal: (text, options) =>
    orFallback(
      async () => ((await model()) ?? (await offlineGoalPlanner())).breakdownGoal(text, options),
      async () => saidOffline(await (await offlineGoalPlanner()).breakdownGoal(text, options)),
    ),
};

/** The goal planner for this container. */
export function getGoalPlanner(): Promise<GoalPlanner> {
  return hasSecret('OPENAI_API_KEY') ? Promise.resolve(withModel) : offlineGoalPlanner();
}
