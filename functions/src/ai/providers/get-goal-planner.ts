// The goal planner this container uses. Without a configured key, the offline planner; with one,
// the model first and the offline planner whenever the model cannot answer, with a notice that
// says so.

import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { hasSecret } from '../../config/secrets.ts';
import { NOTICES } from '../../words/notice-words.ts';
import type { GoalPlanner } from '../goal-planner.ts';
import { budgeted } from '../time-budget.ts';
import { modelProvider } from './model-provider.ts';
import { orFallback } from './with-fallback.ts';

let offline: Promise<GoalPlanner> | undefined;

function offlineGoalPlanner(): Promise<GoalPlanner> {
  offline ??= import('../offline/offline-goal-planner.ts').then(({ OfflineGoalPlanner }) => budgeted(new OfflineGoalPlanner()));
  return offline;
}

const model = modelProvider(async (options) => new (await import('../openai/openai-goal-planner.ts')).OpenAIGoalPlanner(options));

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
