// What each question's answer does to a plan, for a reviewer scoring "questions worth answering"
// (planner-rubric): every goal's questions, then for each choice the plan's bites that the answer
// adds and drops against the plan with nothing answered. A free-text question is shown with the
// answer the goal's line gives ("goal || first: …"), or as unanswered.

import type { Breakdown, ProposedBite } from '@cakewalk/shared/schemas/breakdown.ts';
import type { GoalAnswer } from '@cakewalk/shared/schemas/goal-questions.ts';
import { bitesOf, evalPlanner, repeatLabel, type EvalGoal } from './planner-eval.ts';

const line = (bite: ProposedBite) => `${bite.title} (${bite.minutes} min${repeatLabel(bite.repeat)})`;

function printChange(before: Breakdown, after: Breakdown): void {
  const was = new Set(bitesOf(before).map(line));
  const now = new Set(bitesOf(after).map(line));
  const added = [...now].filter((bite) => !was.has(bite));
  const dropped = [...was].filter((bite) => !now.has(bite));
  if (after.due_date !== before.due_date) console.log(`        due ${before.due_date ?? 'none'} → ${after.due_date ?? 'none'}`);
  if (!added.length && !dropped.length && after.due_date === before.due_date) console.log('        (the plan does not change)');
  for (const bite of added) console.log(`        + ${bite}`);
  for (const bite of dropped) console.log(`        - ${bite}`);
}

export async function reviewQuestions(goals: readonly EvalGoal[], now: () => Date): Promise<void> {
  const planner = evalPlanner(now);
  for (const goal of goals) {
    console.log(`\n### ${goal.text}`);
    const unanswered = await planner.breakdownGoal(goal.text);
    for (const question of await planner.goalQuestions(goal.text)) {
      console.log(`  asks ${question.id}: ${question.text}`);
      const given = goal.answers?.filter((answer) => answer.id === question.id).map((answer) => answer.answer) ?? [];
      for (const answer of question.choices.length ? question.choices : given) {
        const answers: GoalAnswer[] = [{ id: question.id, answer }];
        console.log(`    answer "${answer}":`);
        printChange(unanswered, await planner.breakdownGoal(goal.text, { answers }));
      }
      if (!question.choices.length && !given.length) console.log('    (free text; no answer given on this line)');
    }
  }
}
