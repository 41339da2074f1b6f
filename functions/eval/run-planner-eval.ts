// npm run eval:planner: the offline planner's quality figures over planner-goals.json, and its
// speed in this process (p50 and p99 of a goal breakdown over the whole set, after a warm-up).
//   --plan "goal text"     print the plan for one goal, as docs/planner.md shows it
//   --split "bite title"   print the re-breakdown of one bite
//   --review tune|measure|FILE   print every plan of that part (or of a file of goals, one a
//                          line) with the questions asked first and the re-breakdown of its first
//                          bite and a middle one, to read as a reviewer would (planner-rubric); a
//                          file's goals are read as of today, and a line may answer the questions
//                          after the goal: "Restore a sailboat || first: sand the hull, buy varnish || time: 1 hour"
//   --questions FILE       each goal's questions, and what each answer adds to or drops from its plan

import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { stepsOfBite } from '@cakewalk/shared/rules/habit.ts';
import { offlineStepPlanner } from '../src/ai/offline/offline-step-planner.ts';
import { reviewQuestions } from './question-review.ts';
import { GOALS, bitesOf, evalPlanner, figures, planAll, repeatLabel, type EvalGoal, type Figures } from './planner-eval.ts';

const { values } = parseArgs({ options: { plan: { type: 'string' }, split: { type: 'string' }, review: { type: 'string' }, questions: { type: 'string' }, runs: { type: 'string', default: '20' } } });


function printPlan(plan: Breakdown): void {
  console.log(`${plan.goal}  (due ${plan.due_date ?? 'none'}, tone ${plan.tone}, source ${plan.source})`);
  if (plan.notice) console.log(`  notice: ${plan.notice}`);
  if (plan.if_then) console.log(`  if-then plan: If ${plan.if_then.if}, then ${plan.if_then.then}`);
  for (const subgoal of plan.subgoals) {
    console.log(`  ${subgoal.title}`);
    for (const task of subgoal.tasks) {
      console.log(`    ${task.title}`);
      for (const bite of task.microtasks) console.log(`      - ${bite.title} (${bite.minutes} min${repeatLabel(bite.repeat)})`);
    }
  }
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

async function timings(runs: number): Promise<{ p50: number; p99: number; samples: number }> {
  const planner = evalPlanner();
  for (const goal of GOALS) await planner.breakdownGoal(goal.text);
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    for (const goal of GOALS) {
      const started = performance.now();
      await planner.breakdownGoal(goal.text);
      samples.push(performance.now() - started);
    }
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), samples: samples.length };
}

/** A line of a review file: the goal, then any answers, each "id: answer", after "||". */
function reviewGoal(line: string): EvalGoal {
  const [text = '', ...said] = line.split('||').map((part) => part.trim());
  const answers = said.flatMap((answer) => {
    const cut = answer.indexOf(':');
    return cut > 0 ? [{ id: answer.slice(0, cut).trim(), answer: answer.slice(cut + 1).trim() }] : [];
  });
  return { text, due_date: null, kind: 'review', part: 'measure', ...(answers.length ? { answers } : {}) };
}

async function review(part: string): Promise<void> {
  const goals: EvalGoal[] = part === 'tune' || part === 'measure'
    ? GOALS.filter((goal) => goal.part === part)
    : readFileSync(part, 'utf8').split('\n').filter((line) => line.trim()).map(reviewGoal);
  const now = part === 'tune' || part === 'measure' ? undefined : () => new Date();
  const { planned, failed } = await planAll(goals, now);
  const asker = evalPlanner(now);
  for (const { goal, error } of failed) console.log(`\n### ${goal.text}\n  FAILED: ${error}`);
  for (const { goal, plan } of planned) {
    console.log(`\n### ${goal.text}`);
    for (const question of await asker.goalQuestions(goal.text)) console.log(`  asks ${question.id}: ${question.text}${question.choices.length ? ` [${question.choices.join(' | ')}]` : ''}`);
    for (const { id, answer } of goal.answers ?? []) console.log(`  answered ${id}: ${answer}`);
    printPlan(plan);
    const bites = bitesOf(plan);
    for (const bite of [bites[0], bites[Math.floor(bites.length / 2)]]) {
      if (!bite) continue;
      console.log(`  split "${bite.title}" (${bite.minutes} min${repeatLabel(bite.repeat)})`);
      // As the step route saves them: a habit's smaller steps repeat as it did.
      const children = stepsOfBite(bite.repeat, await offlineStepPlanner.breakdownMicrotask({ title: bite.title, taskTitle: '', goalTitle: plan.goal, minutes: bite.minutes }));
      for (const child of children) console.log(`    > ${child.title} (${child.minutes} min${repeatLabel(child.repeat)})`);
    }
  }
}

function printFigures(name: string, result: Figures): void {
  console.log(`${name}: ${result.goals} goals, ${result.bites} bites of English plans, ${result.children} re-breakdown children`);
  console.log(`  generic share            ${percent(result.genericShare)}   (target <= 10%)`);
  console.log(`  worst overlap            ${percent(result.worstOverlap.share)}   (target <= 15%) between "${result.worstOverlap.between[0]}" and "${result.worstOverlap.between[1]}"`);
  console.log(`  seams                    ${result.seams.length}   (target 0)`);
  for (const seam of result.seams) console.log(`    ${seam.title}: ${seam.seams.join(', ')}`);
  console.log(`  children repeating parent ${result.childrenRepeatingParent.length}   (target 0)`);
  console.log(`  children with a generic stem ${result.childrenWithGenericStem.length}   (target 0)`);
  console.log(`  children sharing a content word with the parent ${percent(result.childrenSharingWord)}   (target >= 60%)`);
  console.log(`  dates right              ${result.datesRight} of ${result.goals}`);
  for (const wrong of result.datesWrong) console.log(`    "${wrong.text}": expected ${wrong.expected}, got ${wrong.got}`);
  console.log(`  starter plans            ${result.starterPlans}`);
  console.log(`  es/de/fr/pt plans in English ${result.foreignInEnglish.length}, titles without words ${result.titlesWithoutWords.length}   (target 0)`);
}

async function main(): Promise<void> {
  const planner = evalPlanner();
  if (values.plan) return printPlan(await planner.breakdownGoal(values.plan));
  if (values.review) return review(values.review);
  if (values.questions) return reviewQuestions(readFileSync(values.questions, 'utf8').split('\n').filter((line) => line.trim()).map(reviewGoal), () => new Date());
  if (values.split) {
    console.log(values.split);
    for (const child of await offlineStepPlanner.breakdownMicrotask({ title: values.split, taskTitle: '', goalTitle: '' })) console.log(`  - ${child.title} (${child.minutes} min)`);
    return;
  }
  const { planned, failed } = await planAll();
  for (const { goal, error } of failed) console.log(`FAILED "${goal.text}": ${error}`);
  printFigures('Tune part', figures(planned.filter(({ goal }) => goal.part === 'tune')));
  printFigures('Measure part (never tuned on)', figures(planned.filter(({ goal }) => goal.part === 'measure')));
  const speed = await timings(Number(values.runs));
  console.log(`offline goal breakdown   p50 ${speed.p50.toFixed(2)} ms, p99 ${speed.p99.toFixed(2)} ms over ${speed.samples} runs (target p99 <= 50 ms)`);
}

await main();
