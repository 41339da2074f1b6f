import { routePath } from '@cakewalk/shared/routes.ts';
import type { Goal, PlanBody } from '@cakewalk/shared/schemas/goal.ts';
import { expectStatus } from './api.ts';
import { ddbPerRequest, sequential, type Sample } from './http-timing.ts';
import type { Seeded } from './seed.ts';
import { round, timing, type Timing } from '../stats.ts';

// A plan PUT on the largest plan there is (12 x 12 x 12) that renames one slice: it should write
// only what changed, so it is timed against a status PATCH in the same run.

const SIDE = 12;

export interface PlanPutFigures extends Timing {
  items: number;
  body_bytes: number;
  /** DynamoDB calls per PUT, by command, and the writes among them. */
  ddb_requests: number;
  ddb_by_command: Record<string, number>;
  ddb_writes: number;
}

const WRITES = new Set(['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'BatchWriteItemCommand']);

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The plan as the PUT sends it, by keys (the part of an id after the goal id). */
function planBody(goal: Goal, version: number, firstTitle: string): PlanBody {
  const key = (id: string) => id.slice(goal.id.length + 1);
  return {
    version,
    subgoals: goal.subgoals.map((s, i) => ({
      id: key(s.id), title: i === 0 ? firstTitle : s.title,
      tasks: s.tasks.map((t) => ({ id: key(t.id), title: t.title, microtasks: t.microtasks.map((m) => ({ id: key(m.id), title: m.title })) })),
    })),
  };
}

export async function planPutBench(api: string, seeded: Seeded, samples: number, warmup: number): Promise<PlanPutFigures> {
  const goal = await expectStatus(seeded.call<Goal>('POST', '/goals', {
    user_id: seeded.userId,
    title: 'A plan as big as a plan gets',
    tone: 'friendly',
    subgoals: range(SIDE).map((s) => ({
      title: `S${s}`,
      tasks: range(SIDE).map((t) => ({ title: `T${t}`, microtasks: range(SIDE).map(() => ({ title: 'x' })) })),
    })),
  }), 201, 'create the 12 x 12 x 12 goal');
  const path = routePath('update-plan', { id: goal.id });
  // Each PUT raises the version; the requests are strictly one after the other.
  let version = goal.version;
  const result = await sequential({
    api, token: seeded.token, expectStatus: 200, warmup, samples,
    request: (i) => ({ method: 'PUT', path, body: JSON.stringify(planBody(goal, version++, i % 2 === 0 ? 'Renamed' : 'S0')) }),
  });
  const ddb = ddbPerRequest(result.route);
  const writes = (s: Sample) => Object.entries(s.ddb).reduce((n, [name, count]) => n + (WRITES.has(name) ? count : 0), 0);
  return {
    ...timing(result.route.map((s) => s.ms)),
    items: 1 + SIDE + SIDE ** 2 + SIDE ** 3,
    body_bytes: JSON.stringify(planBody(goal, version, 'Renamed')).length,
    ddb_requests: round(ddb.total),
    ddb_by_command: Object.fromEntries(Object.entries(ddb.byCommand).map(([name, n]) => [name, round(n)])),
    ddb_writes: round(result.route.reduce((n, s) => n + writes(s), 0) / result.route.length),
  };
}
