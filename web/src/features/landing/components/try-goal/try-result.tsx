import { GoalQuestionsStep } from '../../../../lib/goal-questions/goal-questions-step.tsx';
import { PlanPreview } from './plan-preview.tsx';
import type { TryGoal } from './use-try-goal.ts';

/** Under the hero, once the goal box is used: the questions, then the plan. */
export function TryResult({ tryGoal }: { tryGoal: TryGoal }) {
  const { asking, plan, planning, error, makePlan } = tryGoal;
  if (!asking && !plan) return null;
  return (
    <div className="container try-result">
      {asking && (
        <GoalQuestionsStep
          questions={asking.questions}
          planning={planning}
          error={error}
          onPlan={(answers) => makePlan(asking.goal, answers)}
          onSkip={() => makePlan(asking.goal, [])}
        />
      )}
      {plan && <PlanPreview plan={plan} />}
    </div>
  );
}
