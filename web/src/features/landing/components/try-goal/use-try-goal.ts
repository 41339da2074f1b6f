import { useState } from 'react';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import type { GoalAnswer, GoalQuestion } from '@cakewalk/shared/schemas/goal-questions.ts';
import { ApiError } from '../../../../lib/infra/api-client.ts';
import { focusWhenShown } from '../../../../lib/a11y/focus.ts';
import { QUESTIONS_HEADING } from '../../../../lib/goal-questions/questions-heading.ts';
import { useTryPlan, useTryQuestions } from '../../api/try-plan.ts';

export const PLAN_HEADING = 'try-plan-heading';

/** The plan made for the visitor's goal, as the planner gave it. */
export interface TriedPlan {
  goal: string;
  breakdown: Breakdown;
}

/** A goal the server will not plan (no words), or an address whose hour is used: said, not worked around. */
const refused = (error: Error | null) => error instanceof ApiError && (error.status === 400 || error.status === 429);

/** The goal box's steps for one goal, as goal setup takes them: the questions first, then the plan. */
export function useTryGoal(goal: string) {
  const questionsMutation = useTryQuestions();
  const planMutation = useTryPlan();
  const [questions, setQuestions] = useState<GoalQuestion[] | null>(null);
  const [plan, setPlan] = useState<TriedPlan | null>(null);

  function makePlan(answers: GoalAnswer[]) {
    planMutation.mutate({ goal, ...(answers.length > 0 && { answers }) }, {
      onSuccess: (breakdown) => {
        setQuestions(null);
        setPlan({ goal, breakdown });
        focusWhenShown(PLAN_HEADING, { scrollToTop: true, waitMs: 1000 });
      },
    });
  }

  function start() {
    questionsMutation.mutate({ goal }, {
      onSuccess: ({ questions: asked }) => {
        if (asked.length === 0) return makePlan([]);
        setQuestions(asked);
        focusWhenShown(QUESTIONS_HEADING, { scrollToTop: true });
      },
      // The questions only help: when they cannot be had the plan comes without them.
      onError: (error) => {
        if (!refused(error)) makePlan([]);
      },
    });
  }

  const error = planMutation.error ?? (refused(questionsMutation.error) ? questionsMutation.error : null);
  return {
    start,
    makePlan,
    questions,
    plan,
    reading: questionsMutation.isPending,
    planning: planMutation.isPending,
    error: error?.message ?? null,
  };
}
