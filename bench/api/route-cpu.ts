import '../env.ts';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { routePath } from '@cakewalk/shared/routes.ts';
import type { Goal, PlanBody } from '@cakewalk/shared/schemas/goal.ts';
import { expectStatus } from './api.ts';
import { closeHttpClient, sequential, type HttpRequest } from './http-timing.ts';
import { storageFloor } from './raw-floor.ts';
import { seed } from './seed.ts';
import { startBenchStack } from '../stack.ts';
import { median, round } from '../stats.ts';

// `node bench/api/route-cpu.ts`: the CPU time of one request of the dashboard, the status patch
// and the plan PUT against their floors, all in this one process (client, server, handlers and
// the embedded engine share its thread), so neighbours on a busy machine change the wall time
// but hardly the CPU a request takes. `--profile DIR` writes a CPU profile of each case's timed
// requests alone (route and floor), to open in Chrome's DevTools.

const { values } = parseArgs({
  options: {
    samples: { type: 'string', default: '60' },
    only: { type: 'string', default: 'dashboard,patch,plan-put' },
    profile: { type: 'string' },
  },
});
const SAMPLES = Number(values.samples);
const only = new Set(values.only.split(','));

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** A request made ready (its body written) outside the time taken. */
type Prepare = () => () => Promise<unknown>;

/** Runs the prepared request and answers its CPU time, wall time aside. */
async function cpuOf(prepare: Prepare): Promise<number> {
  const run = prepare();
  const start = cpuMs();
  await run();
  return cpuMs() - start;
}

interface Pair {
  route: number[];
  floor: number[];
}

const session = values.profile === undefined ? undefined : new Session();
session?.connect();

/** Alternates route and floor samples, which goes first alternating too, after a few of each untimed. */
async function alternate(name: string, route: Prepare, floor: Prepare): Promise<Pair> {
  for (let i = 0; i < 5; i++) {
    await route()();
    await floor()();
  }
  const pair: Pair = { route: [], floor: [] };
  await session?.post('Profiler.enable');
  await session?.post('Profiler.start');
  for (let i = 0; i < SAMPLES; i++) {
    if (i % 2 === 1) pair.floor.push(await cpuOf(floor));
    pair.route.push(await cpuOf(route));
    if (i % 2 === 0) pair.floor.push(await cpuOf(floor));
  }
  if (session) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(`${values.profile}/${name}.cpuprofile`, JSON.stringify(profile));
  }
  return pair;
}

function report(name: string, floorName: string, { route, floor }: Pair): void {
  const r = median(route);
  const f = median(floor);
  process.stdout.write(`${name.padEnd(14)} CPU p50 ${round(r).toFixed(2).padStart(7)} ms   ${floorName.padEnd(18)} ${round(f).toFixed(2).padStart(7)} ms   ratio ${round(r / f).toFixed(2)}   (load ${loadavg()[0]!.toFixed(2)})\n`);
}

const stack = await startBenchStack();
try {
  const seeded = await seed(stack.api, { goals: 10, items: 130, reflections: 0 });
  const base = { api: stack.api, token: seeded.token, expectStatus: 200, warmup: 0, samples: 1 };
  const one = (request: HttpRequest) => () => sequential({ ...base, request: () => request });
  const ready = (run: () => Promise<unknown>): Prepare => () => run;
  const first = seeded.goals[0]!;
  const floorStep = seeded.goals.at(-1)!.subgoals.at(-1)!.tasks.at(-1)!.microtasks.at(-1)!;
  const floor = storageFloor(seeded.userId, floorStep.id);
  process.stdout.write(`load at start ${loadavg().map((l) => l.toFixed(2)).join(' ')}\n`);

  if (only.has('dashboard')) {
    report('dashboard', 'raw Query', await alternate('dashboard', ready(one({ method: 'GET', path: routePath('get-dashboard', { id: seeded.userId }) })), ready(floor.query)));
  }

  const patchPath = routePath('update-microtask-status', { id: first.subgoals[0]!.tasks[0]!.microtasks[0]!.id });
  let flips = 0;
  /** What each patch prepared set, in order: a done and an undo make different calls, so each is reported too. */
  const patchStatuses: string[] = [];
  const patch: Prepare = () => {
    const status = flips++ % 2 === 0 ? 'done' : 'in_progress';
    patchStatuses.push(status);
    return one({ method: 'PATCH', path: patchPath, body: JSON.stringify({ status }) });
  };
  if (only.has('patch')) {
    const pair = await alternate('patch', patch, ready(floor.update));
    report('status patch', 'raw UpdateItem', pair);
    const statuses = patchStatuses.slice(-pair.route.length);
    for (const status of ['done', 'in_progress']) {
      report(`  ${status}`, 'raw UpdateItem', { route: pair.route.filter((_, i) => statuses[i] === status), floor: pair.floor });
    }
  }

  if (only.has('plan-put')) {
    const range = (n: number) => Array.from({ length: n }, (_, i) => i);
    const big = await expectStatus(seeded.call<Goal>('POST', '/goals', {
      user_id: seeded.userId, title: 'A plan as big as a plan gets', tone: 'friendly',
      subgoals: range(12).map((s) => ({ title: `S${s}`, tasks: range(12).map((t) => ({ title: `T${t}`, microtasks: range(12).map(() => ({ title: 'x' })) })) })),
    }), 201, 'create the 12 x 12 x 12 goal');
    const key = (id: string) => id.slice(big.id.length + 1);
    let version = big.version;
    const body = (firstTitle: string): PlanBody => ({
      version: version++,
      subgoals: big.subgoals.map((s, i) => ({
        id: key(s.id), title: i === 0 ? firstTitle : s.title,
        tasks: s.tasks.map((t) => ({ id: key(t.id), title: t.title, microtasks: t.microtasks.map((m) => ({ id: key(m.id), title: m.title })) })),
      })),
    });
    const put: Prepare = () => one({ method: 'PUT', path: routePath('update-plan', { id: big.id }), body: JSON.stringify(body(version % 2 === 0 ? 'Renamed' : 'S0')) });
    report('plan PUT', 'status patch', await alternate('plan-put', put, patch));
  }
  floor.close();
} finally {
  closeHttpClient();
  await stack.close();
}
