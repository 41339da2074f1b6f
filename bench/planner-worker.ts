import { getPlanner } from '@cakewalk/functions/ai/planner.ts';
import { PLANNER_GOALS } from './planner-goals.ts';

// In a process of its own, like a warm Lambda: the first call loads the planner (and its
// lexicon) and is reported apart; then each goal is timed once.
delete process.env.OPENAI_API_KEY;
delete process.env.OPENAI_API_KEY_ARN;
const count = Number(process.argv[2] ?? PLANNER_GOALS.length);
const planner = await getPlanner();
const first = performance.now();
await planner.breakdownGoal('Get fit');
const firstCallMs = performance.now() - first;
const samples: number[] = [];
for (let i = 0; i < count; i++) {
  const goal = PLANNER_GOALS[i % PLANNER_GOALS.length]!;
  const start = performance.now();
  const breakdown = await planner.breakdownGoal(goal);
  samples.push(performance.now() - start);
  if (breakdown.subgoals.length === 0) throw new Error(`no plan for ${goal}`);
}
console.log(JSON.stringify({ firstCallMs, samples }));
