import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AuthResponse } from '@cakewalk/shared/schemas/account/user.ts';
import type { Goal, Microtask } from '@cakewalk/shared/schemas/goal.ts';
import { client, createGoal, type TestUser } from '../../support/api-client.ts';
import { fromAddress } from '../../support/from-address.ts';
import { withLocalStack } from '../../support/stack-fixture.ts';

// Random sequences of break-downs, status changes and deletes on one goal, over real HTTP:
// after every step the goal shows exactly the bites the sequence leaves, in order, and a new
// bite never takes the id (the key) of one that was there before. A fixed seed in `npm test`;
// FUZZ=1 runs many more sequences.

const stack = withLocalStack();

const FUZZ = Boolean(process.env.FUZZ);
let accounts = 0;

/** A user of its own per sequence, each from its own loopback address (sign-ups are bounded per address). */
async function newUser(): Promise<TestUser> {
  const n = ++accounts;
  const email = `bites.${n}.${Date.now()}@example.com`;
  const password = 'correct horse battery';
  const reply = await fromAddress(stack.api, `127.0.${100 + Math.floor(n / 200)}.${(n % 200) + 1}`)<AuthResponse>(
    'POST', '/auth/register', { name: 'Bites', email, telegram_id: '@bite_keys', password });
  if (reply.status !== 201) throw new Error(`sign-up failed: ${reply.status}`);
  return { id: reply.body.user.id, token: reply.body.token, email, password, call: client(stack.api, reply.body.token) };
}

type Step =
  | { kind: 'break-down'; pick: number }
  | { kind: 'status'; pick: number; status: 'todo' | 'in_progress' | 'done' }
  | { kind: 'delete'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('break-down' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('status' as const), pick: fc.nat(), status: fc.constantFrom('todo' as const, 'in_progress' as const, 'done' as const) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);

const bitesOf = (goal: Goal): Microtask[] => goal.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks));
const shown = (goal: Goal) => bitesOf(goal).map((bite) => `${bite.task_id}/${bite.id}/${bite.title}`);

/** The goal's plan as a plan PUT sends it, every item by id, without the one bite. */
function planWithout(goal: Goal, biteId: string) {
  return {
    version: goal.version,
    subgoals: goal.subgoals.map((s) => ({
      id: s.id, title: s.title,
      tasks: s.tasks.map((t) => ({ id: t.id, title: t.title, microtasks: t.microtasks.filter((m) => m.id !== biteId).map((m) => ({ id: m.id, title: m.title })) })),
    })),
  };
}

async function run(steps: Step[]): Promise<void> {
  const user = await newUser();
  const created = await createGoal(user);
  const read = async () => (await user.call<Goal>('GET', `/goals/${created.id}`)).body;
  let expected = shown(created);
  const seen = new Set(bitesOf(created).map((bite) => bite.id));

  for (const next of steps) {
    const goal = await read();
    const bites = bitesOf(goal);
    const bite = bites[next.pick % bites.length]!;
    const siblings = bites.filter((other) => other.task_id === bite.task_id).length;
    if (next.kind === 'break-down' && siblings <= 4) {
      const reply = await user.call<{ microtasks: Microtask[] }>('POST', '/gpt/breakdown', { microtaskId: bite.id, title: bite.title, taskId: bite.task_id });
      expect(reply.status).toBe(200);
      for (const piece of reply.body.microtasks) {
        expect(seen.has(piece.id), `${piece.id} was a bite before`).toBe(false);
        seen.add(piece.id);
      }
      const at = expected.indexOf(`${bite.task_id}/${bite.id}/${bite.title}`);
      expected.splice(at, 1, ...reply.body.microtasks.map((piece) => `${piece.task_id}/${piece.id}/${piece.title}`));
    } else if (next.kind === 'status') {
      expect((await user.call('PATCH', `/microtasks/${bite.id}/status`, { status: next.status })).status).toBe(200);
    } else if (next.kind === 'delete' && siblings > 1) {
      expect((await user.call('PUT', `/goals/${goal.id}/plan`, planWithout(goal, bite.id))).status).toBe(200);
      expected = expected.filter((entry) => entry !== `${bite.task_id}/${bite.id}/${bite.title}`);
    }
    expect(shown(await read())).toEqual(expected);
  }
}

describe('bites under break-downs, status changes and deletes', () => {
  it('are never hidden or lost, and a new bite never reuses a key', async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: FUZZ ? 20 : 8 }), run), {
      seed: 20261123,
      numRuns: FUZZ ? 150 : 12,
    });
  }, FUZZ ? 1_800_000 : 120_000);

  it('keeps the bites of the issue\'s case: bite 2 broken down, then bite 1', async () => {
    await run([{ kind: 'break-down', pick: 1 }, { kind: 'break-down', pick: 0 }]);
  });
});
