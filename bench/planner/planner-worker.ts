import { getGoalPlanner } from '@cakewalk/functions/ai/providers/get-goal-planner.ts';
import { PLANNER_GOALS } from './planner-goals.ts';

// In a process of its own, like a warm Lambda: the first call loads the planner (and its
// lexicon) and is reported apart. Then every goal is planned once per round; samples[g][r] is
// goal g in round r.
delete process.env.OPENAI_API_KEY;
delete process.env.OPENAI_API_KEY_ARN;
const count = Number(process.argv[2] ?? PLANNER_GOALS.length);
const rounds = Number(process.argv[3] ?? 1);
const planner = await getGoalPlanner();
const first = performance.now();
await planner.breakdownGoal('Get fit');
const firstCallMs = performance.now() - first;
const goals = Array.from({ length: count }, (_, i) => PLANNER_GOALS[i % PLANNER_GOALS.length]!);
const samples: number[][] = goals.map(() => []);
for (let round = 0; round < rounds; round++) {
  for (const [g, goal] of goals.entries()) {
    const start = performance.now();
    const breakdown = await planner.breakdownGoal(goal);
    samples[g]!.push(performance.now() - start);
    if (breakdown.subgoals.length === 0) throw new Error(`no plan for ${goal}`);
  }
}
console.log(JSON.stringify({ firstCallMs, samples }));
