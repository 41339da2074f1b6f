// What each question's answer does to a plan, for a reviewer scoring "questions worth answering"
// (planner-rubric): every goal's questions, then for each choice the plan's bites that the answer
// adds and drops against the plan with nothing answered. A free-text question is shown with the
// answer the goal's line gives ("goal || first: …"), or as unanswered.

import type { Breakdown, ProposedBite } from '@cakewalk/shared/schemas/breakdown.ts';
import type { GoalAnswer } from '@cakewalk/shared/schemas/goal-questions.ts';
import { bitesOf, evalPlanner, repeatLabel, type EvalGoal } from './planner-eval.ts';

const line = (bite: ProposedBite) => `${bite.title} (${bite.minutes} min${repeatLabel(bite.repeat)})`;

/** Prints what the answer adds and drops; says whether the plan changed at all. */
function printChange(before: Breakdown, after: Breakdown): boolean {
  const was = new Set(bitesOf(before).map(line));
  const now = new Set(bitesOf(after).map(line));
  const added = [...now].filter((bite) => !was.has(bite));
  const dropped = [...was].filter((bite) => !now.has(bite));
  if (after.due_date !== before.due_date) console.log(`        due ${before.due_date ?? 'none'} → ${after.due_date ?? 'none'}`);
  const changed = added.length > 0 || dropped.length > 0 || after.due_date !== before.due_date;
  if (!changed) console.log('        (the plan does not change)');
  for (const bite of added) console.log(`        + ${bite}`);
  for (const bite of dropped) console.log(`        - ${bite}`);
  return changed;
}

export async function reviewQuestions(goals: readonly EvalGoal[], now: () => Date): Promise<void> {
  const planner = evalPlanner(now);
  // Questions with choices, and those whose every choice changes the plan.
  let withChoices = 0;
  let everyAnswerCounts = 0;
  for (const goal of goals) {
    console.log(`\n### ${goal.text}`);
    const unanswered = await planner.breakdownGoal(goal.text);
    for (const question of await planner.goalQuestions(goal.text)) {
      console.log(`  asks ${question.id}: ${question.text}`);
      const given = goal.answers?.filter((answer) => answer.id === question.id).map((answer) => answer.answer) ?? [];
      let counts = true;
      for (const answer of question.choices.length ? question.choices : given) {
        const answers: GoalAnswer[] = [{ id: question.id, answer }];
        console.log(`    answer "${answer}":`);
        counts = printChange(unanswered, await planner.breakdownGoal(goal.text, { answers })) && counts;
      }
      if (question.choices.length) {
        withChoices += 1;
        if (counts) everyAnswerCounts += 1;
      }
      if (!question.choices.length && !given.length) console.log('    (free text; no answer given on this line)');
    }
  }
  console.log(`\n${everyAnswerCounts} of ${withChoices} questions with choices change the plan with every answer`);
}
