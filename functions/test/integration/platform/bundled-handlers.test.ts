import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AuthResponse } from '@cakewalk/shared/schemas/account/user.ts';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import type { ApiEvent, ApiResult } from '../../../src/http/lambda-event.ts';
import type { AuthContext } from '../../../src/http/lambda-event.ts';
import { sampleBreakdown } from '../../support/api-client.ts';
import { startLocalStack, type LocalStack } from '../../support/local-stack.ts';

// The handlers exactly as the stack ships them (the test run's bundles, made with the stack's
// esbuild options), imported from a folder with no node_modules, and run against the embedded
// engine: proves each bundle stands alone and that nothing left external (see LAZY_EXTERNALS) is
// reached on a real request.

const { bundles } = inject('functionBundles');
let stack: LocalStack;

type Handler = (event: ApiEvent) => Promise<ApiResult>;
type Authorizer = (event: unknown) => Promise<{ context: AuthContext }>;

async function bundled<T>(id: string): Promise<T> {
  const bundle = bundles[id];
  if (!bundle) throw new Error(`No bundle of ${id}`);
  if ('error' in bundle) throw new Error(bundle.error);
  return ((await import(pathToFileURL(bundle.file).href)) as { handler: T }).handler;
}

function event(body: unknown, auth: AuthContext = {}, pathParameters?: Record<string, string>): ApiEvent {
  return {
    version: '2.0', routeKey: '', rawPath: '', rawQueryString: '', headers: {}, isBase64Encoded: false, pathParameters,
    body: body === undefined ? undefined : JSON.stringify(body),
    requestContext: { authorizer: { lambda: auth } } as ApiEvent['requestContext'],
  };
}

beforeAll(async () => {
  stack = await startLocalStack();
}, 120_000);
afterAll(async () => {
  await stack.close();
});

describe('the shipped bundles', () => {
  it('sign up, sign in, authorize, create, read and update a goal', async () => {
    const [register, login, authorizer, createGoal, getGoal, patchStatus] = await Promise.all([
      bundled<Handler>('register'),
      bundled<Handler>('login'),
      bundled<Authorizer>('authorizer'),
      bundled<Handler>('create-goal'),
      bundled<Handler>('get-goal'),
      bundled<Handler>('update-microtask-status'),
    ]);
    const account = { name: 'Bundle', email: 'bundle@example.com', telegram_id: 'bundle_user', password: 'bundled password' };
    expect((await register(event(account))).statusCode).toBe(201);
    const signedIn = await login(event({ email: account.email, password: account.password }));
    expect(signedIn.statusCode).toBe(200);
    const { token, user } = JSON.parse(String(signedIn.body)) as AuthResponse;

    const { context } = await authorizer({ headers: { authorization: `Bearer ${token}` } });
    expect(context).toEqual({ userId: user.id });

    const created = await createGoal(event({ user_id: user.id, title: sampleBreakdown.goal, tone: 'strict', subgoals: sampleBreakdown.subgoals }, context));
    expect(created.statusCode).toBe(201);
    const goal = JSON.parse(String(created.body)) as Goal;
    const step = goal.subgoals[0]!.tasks[0]!.microtasks[0]!;
    const patched = await patchStatus(event({ status: 'done' }, context, { id: step.id }));
    expect(JSON.parse(String(patched.body))).toEqual({ status: 'done', completions: 1, period_completions: 1, streak: 0 });
    const read = JSON.parse(String((await getGoal(event(undefined, context, { id: goal.id }))).body)) as Goal;
    expect(read.subgoals[0]!.tasks[0]!.microtasks.map((m) => m.status).slice(0, 2)).toEqual(['done', 'in_progress']);
  }, 120_000);

  // The offline planner is in chunks of its own, which the bundle loads on its first plan: this
  // proves they are shipped beside it and load from where it sits.
  it('plans a goal with the offline planner it loads on demand', async () => {
    const [register, breakdownGoal] = await Promise.all([bundled<Handler>('register'), bundled<Handler>('breakdown-goal')]);
    const registered = await register(event({ name: 'Planner', email: 'planner@example.com', telegram_id: 'planner_user', password: 'bundled password' }));
    const { user } = JSON.parse(String(registered.body)) as AuthResponse;
    const planned = await breakdownGoal(event({ goal: 'Run a 5k by the summer' }, { userId: user.id }));
    expect(planned.statusCode, String(planned.body)).toBe(200);
    expect((JSON.parse(String(planned.body)) as Breakdown).subgoals.length).toBeGreaterThan(0);
  }, 120_000);
});
