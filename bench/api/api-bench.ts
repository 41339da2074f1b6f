import { routePath } from '@cakewalk/shared/routes.ts';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { ddbPerRequest, sequential, type HttpRequest, type Sample } from './http-timing.ts';
import { load } from './load.ts';
import { planPutBench, type PlanPutFigures } from './plan-put.ts';
import { storageFloor } from './raw-floor.ts';
import type { Seeded } from './seed.ts';
import { mean, round, timing, type Timing } from '../stats.ts';

// The API half of the bench: each route timed by one sequential client (with the storage floor
// interleaved where the route has one), then loaded by autocannon for rps.

interface RouteFigures extends Timing {
  rps: number;
  ddb_requests: number;
  /** DynamoDB calls per request by command, e.g. {QueryCommand: 1}. */
  ddb_by_command: Record<string, number>;
}

interface StatusPatchFigures extends RouteFigures {
  /** The two halves of the toggle apart: marking done also keeps a current step. */
  by_status: Record<string, Timing & Pick<RouteFigures, 'ddb_requests' | 'ddb_by_command'>>;
}

export interface ApiFigures {
  dashboard: RouteFigures & { items: number; pages: number; bytes: number };
  raw_query_p50_ms: number;
  raw_query_pages: number;
  raw_update_p50_ms: number;
  /** A request the local server answers itself (404, no handler, no storage): the HTTP share. */
  http_floor_p50_ms: number;
  status_patch: StatusPatchFigures;
  plan_put: PlanPutFigures;
  goal_get: RouteFigures & { items: number };
  reflections_list: RouteFigures & { items: number };
  login: RouteFigures;
}

export interface ApiBenchOptions {
  requests: number;
  loginRequests: number;
  connections: number;
  duration: number;
}

const WARMUP = 5;
// Each plan PUT answers the whole 1,885-item goal, so fewer samples keep the run short.
const PLAN_PUT_SAMPLES = 40;

const itemsIn = (goals: Goal[]) =>
  goals.reduce((sum, g) => sum + 1 + g.subgoals.reduce((s, sg) => s + 1 + sg.tasks.reduce((t, task) => t + 1 + task.microtasks.length, 0), 0), 0);

function figures(samples: Sample[], rps: number): RouteFigures {
  const ddb = ddbPerRequest(samples);
  return {
    ...timing(samples.map((s) => s.ms)),
    rps,
    ddb_requests: round(ddb.total),
    ddb_by_command: Object.fromEntries(Object.entries(ddb.byCommand).map(([name, n]) => [name, round(n)])),
  };
}

export async function apiBench(api: string, seeded: Seeded, options: ApiBenchOptions): Promise<ApiFigures> {
  const origin = new URL(api).origin;
  const auth = { authorization: `Bearer ${seeded.token}` };
  const loadRoute = (requests: HttpRequest[], headers: Record<string, string> = auth, connections = options.connections) =>
    load({
      url: `${origin}/`,
      connections,
      duration: options.duration,
      headers: { ...headers, 'content-type': 'application/json' },
      requests: requests.map(({ method, path, body }) => ({ method, path: `/api${path}`, ...(body !== undefined && { body }) })),
    });
  const base = { api, token: seeded.token, expectStatus: 200, warmup: WARMUP, samples: options.requests };

  const firstGoal = seeded.goals[0]!;
  const lastGoal = seeded.goals.at(-1)!;
  // The patched step is the user's current step (the first microtask); the floor writes a
  // different one, so the two never touch the same item.
  const patched = firstGoal.subgoals[0]!.tasks[0]!.microtasks[0]!;
  const floorStep = lastGoal.subgoals.at(-1)!.tasks.at(-1)!.microtasks.at(-1)!;
  const floor = storageFloor(seeded.userId, floorStep.id);

  try {
    const httpFloor = await sequential({ ...base, expectStatus: 404, request: () => ({ method: 'GET', path: '/bench-no-such-route' }) });

    // Dashboard, against one Query of the same items.
    const dashboardPath = routePath('get-dashboard', { id: seeded.userId });
    const dashboard = await sequential({ ...base, request: () => ({ method: 'GET', path: dashboardPath }), floor: floor.query });
    const dashboardBody = await seeded.call<{ goals: Goal[] }>('GET', dashboardPath);
    const raw = await floor.query();
    const dashboardFigures = figures(dashboard.route, (await loadRoute([{ method: 'GET', path: dashboardPath }])).rps);

    const goalPath = routePath('get-goal', { id: firstGoal.id });
    const goalGet = await sequential({ ...base, request: () => ({ method: 'GET', path: goalPath }) });
    const goalGetRps = (await loadRoute([{ method: 'GET', path: goalPath }])).rps;

    const reflectionsPath = `${routePath('list-reflections')}?user_id=${encodeURIComponent(seeded.userId)}`;
    const reflections = await sequential({ ...base, request: () => ({ method: 'GET', path: reflectionsPath }) });
    const reflectionsRps = (await loadRoute([{ method: 'GET', path: reflectionsPath }])).rps;
    const reflectionsShown = (await seeded.call<unknown[]>('GET', reflectionsPath)).body.length;

    // The toggle a user makes: done, then back to in progress, and again.
    const patchPath = routePath('update-microtask-status', { id: patched.id });
    const toggle = (i: number): HttpRequest => {
      const status = i % 2 === 0 ? 'done' : 'in_progress';
      return { method: 'PATCH', path: patchPath, body: JSON.stringify({ status }), tag: status };
    };
    const patch = await sequential({ ...base, request: toggle, floor: floor.update });
    const patchRps = (await loadRoute([toggle(0), toggle(1)])).rps;
    const byStatus = Object.fromEntries(['done', 'in_progress'].map((status) => {
      const tagged = patch.route.filter((s) => s.tag === status);
      const { rps: _rps, ...rest } = figures(tagged, 0);
      return [status, rest];
    }));

    // After the routes above: the 12 x 12 x 12 goal it adds would weigh on the dashboard's figures.
    const planPut = await planPutBench(api, seeded, Math.min(options.requests, PLAN_PUT_SAMPLES), 2);

    // Login runs scrypt at its production cost.
    const loginBody = JSON.stringify({ email: seeded.email, password: seeded.password });
    const loginRequest: HttpRequest = { method: 'POST', path: routePath('login'), body: loginBody };
    const login = await sequential({ api, expectStatus: 200, warmup: 2, samples: options.loginRequests, request: () => loginRequest });
    // scrypt runs on libuv's 4 threads: more connections only queue behind them, and answers
    // still queued when the window closes are not counted, which would understate rps.
    const loginRps = (await loadRoute([loginRequest], {}, Math.min(options.connections, 4))).rps;

    const dashboardPages = mean(dashboard.route.map((s) => s.ddb.QueryCommand ?? 0));
    return {
      dashboard: {
        ...dashboardFigures,
        items: itemsIn(dashboardBody.body.goals),
        pages: round(dashboardPages),
        bytes: dashboard.route[0]!.bytes,
      },
      raw_query_p50_ms: timing(dashboard.floor).p50_ms,
      raw_query_pages: raw.pages,
      raw_update_p50_ms: timing(patch.floor).p50_ms,
      http_floor_p50_ms: timing(httpFloor.route.map((s) => s.ms)).p50_ms,
      status_patch: { ...figures(patch.route, patchRps), by_status: byStatus },
      plan_put: planPut,
      goal_get: { ...figures(goalGet.route, goalGetRps), items: itemsIn([firstGoal]) },
      reflections_list: { ...figures(reflections.route, reflectionsRps), items: reflectionsShown },
      login: figures(login.route, loginRps),
    };
  } finally {
    floor.close();
  }
}
