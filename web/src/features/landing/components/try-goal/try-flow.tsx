import { useEffect, useRef } from 'react';
import { GoalQuestionsStep } from '../../../../lib/goal-questions/goal-questions-step.tsx';
import { FormError } from '../../../../lib/ui/form-message.tsx';
import { PlanPreview } from './plan-preview.tsx';
import { useTryGoal } from './use-try-goal.ts';

/** Under the hero, for one goal from the goal box: the questions, then the plan. */
export function TryFlow({ goal }: { goal: string }) {
  const flow = useTryGoal(goal);
  const started = useRef(false);
  const { start } = flow;

  // Once per goal: the page remounts this flow with a new key for the next one.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);

  return (
    <div className="container try-result">
      {(flow.reading || (flow.planning && !flow.questions)) && (
        <p className="card page-loading" role="status">
          {flow.reading ? 'Reading your goal...' : 'Making your plan...'}
        </p>
      )}
      {flow.error && !flow.questions && <FormError>{flow.error}</FormError>}
      {flow.questions && (
        <GoalQuestionsStep
          questions={flow.questions}
          planning={flow.planning}
          error={flow.error}
          onPlan={flow.makePlan}
          onSkip={() => flow.makePlan([])}
        />
      )}
      {flow.plan && <PlanPreview plan={flow.plan} />}
    </div>
  );
}
