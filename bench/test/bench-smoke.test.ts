import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROUNDS_IN_FLIGHT } from '@cakewalk/shared/checkin-capacity.ts';
import type { BenchResult } from '../result.ts';

// A smoke run of `npm run bench` at a tiny size: it proves every part runs and writes what
// the report needs. It asserts no timing; only counts, shapes and sizes, which do not drift.
const run = promisify(execFile);
const RUN = fileURLToPath(new URL('../run.ts', import.meta.url));
const GOALS = 2;
const REFLECTIONS = 3;
const FUNCTIONS = ['get-dashboard', 'authorizer'];
const CHECKIN_USERS = 30;

let dir = '';
let stdout = '';
let result: BenchResult;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cakewalk-bench-smoke-'));
  const file = join(dir, 'bench.json');
  ({ stdout } = await run(process.execPath, [
    RUN, '--json', file, '--goals', String(GOALS), '--items', '6', '--reflections', String(REFLECTIONS),
    '--requests', '4', '--login-requests', '1', '--storm-logins', '2', '--storm-requests', '3', '--flood-logins', '3', '--flood-requests', '2',
    '--import-goals', '2', '--connections', '2', '--duration', '1',
    '--import-runs', '1', '--planner-goals', '3', '--functions', FUNCTIONS.join(','), '--skip-lighthouse',
    // The test run's own web build and bundles (tools/test/global-build.ts), not a third of each.
    '--web-dist', inject('webDist'), '--bundled', inject('functionBundles').dir,
    '--checkin-users', String(CHECKIN_USERS), '--checkin-sample', '2',
  ], { timeout: 240_000, maxBuffer: 4 * 1024 * 1024 }));
  result = JSON.parse(readFileSync(file, 'utf8')) as BenchResult;
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const timingShape = { p50_ms: expect.any(Number), p99_ms: expect.any(Number), rps: expect.any(Number), ddb_requests: expect.any(Number) };

describe('npm run bench, tiny', () => {
  it('finishes without errors and prints the table', () => {
    expect(result.errors).toEqual([]);
    for (const row of ['dashboard', 'status_patch', 'goal_get', 'reflections_list', 'login', 'get-dashboard', 'Web: first load', 'Offline planner']) {
      expect(stdout).toContain(row);
    }
  });

  it('reads the whole seeded dashboard in one DynamoDB request per page, counted on the SDK client', () => {
    // 6 items per goal make 1 subgoal x 1 task x 4 microtasks, plus the goal's own item.
    expect(result.seed).toEqual({ goals: GOALS, items_per_goal: 7, reflections: REFLECTIONS });
    expect(result.dashboard).toMatchObject({ ...timingShape, items: GOALS * 7, pages: 1 });
    expect(result.raw_query_pages).toBe(1);
    // The authorizer's token-version read comes on top; the dashboard itself is one Query a page.
    expect(result.dashboard!.ddb_by_command.QueryCommand).toBe(result.raw_query_pages);
    expect(result.raw_query_p50_ms).toBeGreaterThan(0);
    expect(result.raw_update_p50_ms).toBeGreaterThan(0);
  });

  it('times every route of the issue and counts its DynamoDB calls', () => {
    for (const route of ['status_patch', 'goal_get', 'reflections_list', 'login'] as const) {
      expect(result[route], route).toMatchObject(timingShape);
      expect(result[route]!.ddb_requests, route).toBeGreaterThanOrEqual(1);
    }
    expect(result.reflections_list!.items).toBe(REFLECTIONS);
  });

  it('toggles the step both ways, and marking it done costs at least the plain write', () => {
    const { done, in_progress } = result.status_patch!.by_status;
    expect(in_progress!.ddb_by_command).toMatchObject({ UpdateItemCommand: 1 });
    expect(in_progress!.ddb_by_command.QueryCommand).toBeUndefined();
    expect(done!.ddb_requests).toBeGreaterThanOrEqual(1);
  });

  it('measures each asked-for bundle, the web build and the planner', () => {
    expect(Object.keys(result.bundles!)).toEqual(FUNCTIONS);
    for (const id of FUNCTIONS) {
      expect(result.bundles![id], id).toMatchObject({ min_kb: expect.any(Number), gz_kb: expect.any(Number), import_cpu_ms: expect.any(Number), import_ratio: expect.any(Number) });
    }
    expect(result.bare_client!.import_cpu_ms).toBeGreaterThan(0);
    expect(result.targets!.map((t) => t.target)).toContain('import CPU / bare DynamoDB client, functions that neither plan nor split');
    expect(result.web!.first_load_gz_kb).toBeGreaterThan(0);
    expect(result.web!.total_gz_kb).toBeGreaterThanOrEqual(result.web!.first_load_gz_kb);
    expect(result.planner).toMatchObject({ goals: 3, p50_ms: expect.any(Number), p99_ms: expect.any(Number) });
    expect(result.planner!.p99_ms).toBeGreaterThanOrEqual(result.planner!.p50_ms);
  });

  it('times signed-in requests alone and while logins run, and says how the logins were answered', () => {
    expect(result.login_storm).toMatchObject({ logins_at_once: 2, quiet: { p99_ms: expect.any(Number) }, storm: { p99_ms: expect.any(Number) }, p99_ratio: expect.any(Number) });
    expect(Object.keys(result.login_storm!.login_statuses)).toEqual(['401']);
    expect(stdout).toContain('Signed-in requests while 2 logins run at once');
    expect(result.login_storm!.flood).toMatchObject({ logins_at_once: 3, real_login: { p50_ms: expect.any(Number), p99_ms: expect.any(Number) } });
    expect(stdout).toContain('Real logins while one client floods with 3 made-up emails at once');
  });

  it('times the densest imports and works out the size that commits in half the deadline', () => {
    expect(result.import_size!.runs.map((run) => run.items)).toEqual([1885, 2 * 1885]);
    expect(result.import_size).toMatchObject({ bytes_per_second: expect.any(Number), largest_kb: expect.any(Number), limit_kb: 1024 });
    expect(stdout).toContain('Imports of the densest files');
  });

  it('runs every round of the check-in simulation, one at a time and at the configured concurrency', () => {
    expect(result.checkins).toMatchObject({
      users: CHECKIN_USERS,
      concurrency: ROUNDS_IN_FLIGHT,
      per_second_at_1: expect.any(Number),
      per_second: expect.any(Number),
      late_p50_s: expect.any(Number),
      late_p99_s: expect.any(Number),
    });
    expect(result.checkins!.late_p99_s).toBeGreaterThanOrEqual(result.checkins!.late_p50_s);
    // Each round reads the user's profile and settings in one batch, the goals with their dones in
    // one Query, and stores its next schedule item and removes its own in one batch.
    const calls = result.checkins!.ddb_calls_per_round;
    expect(calls.BatchGetItemCommand).toBeGreaterThanOrEqual(1);
    expect(calls.QueryCommand).toBeGreaterThanOrEqual(1);
    expect(calls.BatchWriteItemCommand).toBeGreaterThanOrEqual(1);
    expect(result.checkins!.worker_cpu_ms_per_round).toBeGreaterThan(0);
    expect(result.checkins!.cpu_ms_per_round).toBeGreaterThan(result.checkins!.worker_cpu_ms_per_round);
    // A tenth of the users on each channel, and each of them reached on it.
    const { channel_users, notifications, emails, telegram_messages } = result.checkins!;
    expect(channel_users.push).toBeGreaterThan(0);
    expect({ push: notifications, email: emails, telegram: telegram_messages }).toEqual(channel_users);
    expect(stdout).toContain(`Check-ins, ${CHECKIN_USERS} users due in one minute`);
  });

  it('checks the measured targets', () => {
    const names = result.targets!.map((t) => t.target);
    expect(names).toContain(`check-ins late p99 (${CHECKIN_USERS} users in one minute)`);
    expect(names).toContain('dashboard p50 / raw Query p50');
    expect(names).toContain('status patch p50 / raw UpdateItem p50');
    expect(names).toContain('signed-in p99 while 2 logins run');
    expect(names).toContain('real login p99 while one client floods with 3');
  });
});
