import type { AuthResponse } from '@cakewalk/shared/schemas/account/user.ts';
import type { BreakdownSubgoal } from '@cakewalk/shared/schemas/breakdown.ts';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import type { Reflection } from '@cakewalk/shared/schemas/reflection.ts';
import { apiClient, expectStatus, type Call } from './api.ts';

// Seeds one user through the real API, the way the app writes: register, save goals whole
// (POST /goals), write reflections one by one (POST /reflections).

export interface GoalShape {
  subgoals: number;
  tasks: number;
  microtasks: number;
}

const MAX_BRANCH = 12;

/** Items of one goal below its own item: subgoals + tasks + microtasks. */
export const itemsOf = ({ subgoals: s, tasks: t, microtasks: m }: GoalShape) => s + s * t + s * t * m;

/**
 * The shape nearest to `items` within the breakdown bounds, preferring balanced trees: 130
 * gives 4 subgoals x 4 tasks x 7 microtasks (132 items), as a real plan is shaped.
 */
export function goalShape(items: number): GoalShape {
  let best: { shape: GoalShape; cost: number } | undefined;
  for (let s = 1; s <= MAX_BRANCH; s++) {
    for (let t = 1; t <= MAX_BRANCH; t++) {
      for (let m = 1; m <= MAX_BRANCH; m++) {
        const shape = { subgoals: s, tasks: t, microtasks: m };
        const cost = Math.abs(itemsOf(shape) - items) + Math.abs(s - t);
        if (!best || cost < best.cost) best = { shape, cost };
      }
    }
  }
  return best!.shape;
}

// Deterministic, varied, realistic-length text (titles of 25 to 70 characters).
const VERBS = ['Draft', 'Review', 'Practise', 'Book', 'Write', 'Plan', 'Research', 'Prepare', 'Call', 'Sketch', 'Schedule', 'Tidy'];
const THINGS = ['the weekly running route', 'a budget for the trip', 'three Spanish verb tables', 'the kitchen shelves', 'notes from chapter four', 'a list of portfolio pieces', 'the garden bed layout', 'questions for the mentor', 'a 20-minute study block', 'the first scene of the story'];
const WHEN = ['before Friday', 'this evening', 'with a timer on', 'after work', 'over the weekend', 'in the morning'];

const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;
const title = (n: number) => `${pick(VERBS, n)} ${pick(THINGS, n * 7 + 3)} ${pick(WHEN, n * 5 + 1)}`;

function breakdown(goalIndex: number, shape: GoalShape): BreakdownSubgoal[] {
  let n = goalIndex * 1000;
  return Array.from({ length: shape.subgoals }, () => ({
    title: `Stage: ${title(n++)}`,
    tasks: Array.from({ length: shape.tasks }, () => ({
      title: title(n++),
      microtasks: Array.from({ length: shape.microtasks }, () => ({ title: title(n++) })),
    })),
  }));
}

const REFLECTION = 'Today went better than I expected. I kept the timer on and finished the step before lunch, '
  + 'though I noticed I put it off for an hour first. Tomorrow I will start with the smallest bite and see if that helps.';

export interface Seeded {
  userId: string;
  email: string;
  password: string;
  token: string;
  call: Call;
  goals: Goal[];
  reflections: number;
}

export interface SeedSize {
  goals: number;
  items: number;
  reflections: number;
}

export async function seed(api: string, size: SeedSize): Promise<Seeded> {
  const email = `bench.${Date.now()}@example.com`;
  const password = 'a long bench password';
  const auth = await expectStatus(
    apiClient(api)<AuthResponse>('POST', '/auth/register', { name: 'Bench User', email, telegram_id: '@bench_user', password }),
    201, 'register',
  );
  const call = apiClient(api, auth.token);
  const shape = goalShape(size.items);
  const goals: Goal[] = [];
  for (let g = 0; g < size.goals; g++) {
    goals.push(await expectStatus(call<Goal>('POST', '/goals', {
      user_id: auth.user.id,
      title: `Goal ${g + 1}: ${title(g * 31)}`,
      tone: pick(['friendly', 'strict', 'motivational'] as const, g),
      description: `${REFLECTION.slice(0, 120)} (goal ${g + 1})`,
      due_date: '2031-06-30',
      subgoals: breakdown(g, shape),
    }), 201, 'create goal'));
  }
  for (let r = 0; r < size.reflections; r++) {
    const goal = r % 2 === 0 ? goals[r % goals.length] : undefined;
    await expectStatus(call<Reflection>('POST', '/reflections', { goal_id: goal?.id ?? null, content: `${REFLECTION} (#${r + 1})` }), 201, 'create reflection');
  }
  return { userId: auth.user.id, email, password, token: auth.token, call, goals, reflections: size.reflections };
}
