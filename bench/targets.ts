import type { WeightClass } from '../infra/lib/function-entries.ts';
import { BUNDLE_BUDGET, IMPORT_RATIO, PLANS_OR_SPLITS, TARGETS } from './budgets.ts';
import type { BenchResult, TargetCheck } from './result.ts';
import { round } from './stats.ts';

const ratio = (a: number, b: number) => round(a / b, 2);

type Measured = Extract<NonNullable<BenchResult['bundles']>[string], { min_kb: number }>;

function overAndWorst(rows: (readonly [string, number])[], limit: number) {
  const over = rows.filter(([, v]) => v > limit).map(([id]) => id);
  const worst = rows.reduce((max, row) => (row[1] > max[1] ? row : max), rows[0]!);
  return { over, worst };
}

function bundleChecks(result: BenchResult): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const measured = Object.entries(result.bundles ?? {}).flatMap(([id, b]) => ('min_kb' in b ? [[id, b] as [string, Measured]] : []));
  for (const weight of ['crud', 'heavy'] as const satisfies WeightClass[]) {
    const rows = measured.filter(([, b]) => b.weight === weight).map(([id, b]) => [id, b.min_kb] as const);
    if (rows.length === 0) continue;
    const limit = BUNDLE_BUDGET[weight].minKb;
    const { over, worst } = overAndWorst(rows, limit);
    checks.push({
      target: `${weight} bundles, minified`,
      figure: `${over.length} of ${rows.length} over; worst ${worst[1]} KB (${worst[0]})`,
      limit: `<= ${limit} KB`,
      met: over.length === 0,
      ...(over.length > 0 && { over }),
    });
  }
  const bare = result.bare_client ? ` (bare client ${result.bare_client.import_cpu_ms} ms CPU)` : '';
  for (const [what, plans, limit] of [['plan or split', true, IMPORT_RATIO.plansOrSplits], ['other', false, IMPORT_RATIO.other]] as const) {
    const rows = measured.filter(([id]) => PLANS_OR_SPLITS.has(id) === plans).map(([id, b]) => [id, b.import_ratio] as const);
    if (rows.length === 0) continue;
    const { over, worst } = overAndWorst(rows, limit);
    checks.push({
      target: `import CPU / bare DynamoDB client, functions that ${what === 'other' ? 'neither plan nor split' : 'plan or split'}`,
      figure: `${over.length} of ${rows.length} over; worst ${worst[1]} (${worst[0]})${bare}`,
      limit: `<= ${limit}`,
      met: over.length === 0,
      ...(over.length > 0 && { over }),
    });
  }
  return checks;
}

/** Every target of bench/budgets.ts that this run measured, with its figure. */
export function checkTargets(result: BenchResult): TargetCheck[] {
  const checks: TargetCheck[] = [];
  if (result.dashboard) {
    const d = result.dashboard;
    checks.push({
      target: `dashboard DynamoDB requests (${d.items} items)`,
      figure: `${d.ddb_requests} per request, ${result.raw_query_pages} page(s) of 1 MB`,
      limit: '1 per page',
      met: d.ddb_requests <= result.raw_query_pages!,
    });
    const r = ratio(d.p50_ms, result.raw_query_p50_ms!);
    checks.push({ target: 'dashboard p50 / raw Query p50', figure: `${r} (${d.p50_ms} / ${result.raw_query_p50_ms} ms)`, limit: `<= ${TARGETS.dashboardRatio}`, met: r <= TARGETS.dashboardRatio });
  }
  if (result.plan_put && result.status_patch) {
    const r = ratio(result.plan_put.p50_ms, result.status_patch.p50_ms);
    checks.push({ target: 'plan PUT (12x12x12, one title) p50 / status patch p50', figure: `${r} (${result.plan_put.p50_ms} / ${result.status_patch.p50_ms} ms, ${result.plan_put.ddb_writes} writes)`, limit: `<= ${TARGETS.planPutRatio}`, met: r <= TARGETS.planPutRatio });
  }
  if (result.status_patch) {
    const r = ratio(result.status_patch.p50_ms, result.raw_update_p50_ms!);
    checks.push({ target: 'status patch p50 / raw UpdateItem p50', figure: `${r} (${result.status_patch.p50_ms} / ${result.raw_update_p50_ms} ms)`, limit: `<= ${TARGETS.statusPatchRatio}`, met: r <= TARGETS.statusPatchRatio });
  }
  checks.push(...bundleChecks(result));
  if (result.web) {
    checks.push({ target: 'Today first-load JS (gzip)', figure: `${result.web.first_load_today_gz_kb} KB`, limit: `<= ${TARGETS.firstLoadGzKb} KB`, met: result.web.first_load_today_gz_kb <= TARGETS.firstLoadGzKb });
    checks.push({ target: 'web first-load JS (gzip)', figure: `${result.web.first_load_gz_kb} KB (with heaviest page ${result.web.first_load_page_max_gz_kb} KB)`, limit: `<= ${TARGETS.firstLoadGzKb} KB`, met: result.web.first_load_page_max_gz_kb <= TARGETS.firstLoadGzKb });
  }
  if (result.lighthouse) {
    const landing = result.lighthouse.landing;
    checks.push({ target: 'lighthouse landing performance', figure: String(landing.performance), limit: `>= ${TARGETS.landingPerformance}`, met: landing.performance >= TARGETS.landingPerformance });
    checks.push({ target: 'lighthouse landing accessibility', figure: String(landing.accessibility), limit: `= ${TARGETS.landingAccessibility}`, met: landing.accessibility >= TARGETS.landingAccessibility });
  }
  if (result.login_storm) {
    const { logins_at_once, quiet, storm, p99_ratio } = result.login_storm;
    checks.push({
      target: `signed-in p99 while ${logins_at_once} logins run`,
      figure: `${storm.p99_ms} ms (${p99_ratio} x the ${quiet.p99_ms} ms with none)`,
      limit: `< ${TARGETS.signedInUnderLoginsP99Ms} ms`,
      met: storm.p99_ms < TARGETS.signedInUnderLoginsP99Ms,
    });
    const { flood } = result.login_storm;
    checks.push({
      target: `real login p99 while one client floods with ${flood.logins_at_once}`,
      figure: `${flood.real_login.p99_ms} ms (p50 ${flood.real_login.p50_ms} ms)`,
      limit: `< ${TARGETS.realLoginDuringFloodMs} ms`,
      met: flood.real_login.p99_ms < TARGETS.realLoginDuringFloodMs,
    });
  }
  if (result.import_size) {
    const { runs, limit_kb, limit_ms, half_deadline_ms } = result.import_size;
    checks.push({
      target: `largest import (${limit_kb} KB of the densest content) commits in half the deadline`,
      figure: `${limit_ms} ms (${runs.at(-1)!.kb} KB took ${runs.at(-1)!.ms} ms)`,
      limit: `<= ${half_deadline_ms} ms`,
      met: limit_ms <= half_deadline_ms,
    });
  }
  if (result.checkins) {
    const c = result.checkins;
    checks.push({ target: `check-ins late p99 (${c.users} users in one minute)`, figure: `${c.late_p99_s} s`, limit: `<= ${TARGETS.checkinLateP99Seconds} s`, met: c.late_p99_s <= TARGETS.checkinLateP99Seconds });
    const needed = round(TARGETS.checkinScaling * c.concurrency * c.per_second_at_1, 1);
    checks.push({
      target: `check-in throughput at concurrency ${c.concurrency}`,
      figure: `${c.per_second} rounds/s (${ratio(c.per_second, c.concurrency * c.per_second_at_1)} x N x ${c.per_second_at_1}/s)`,
      limit: `>= ${needed} rounds/s (${TARGETS.checkinScaling} x N x concurrency 1)`,
      met: c.per_second >= needed,
    });
  }
  if (result.planner) {
    checks.push({ target: `offline planner p99 (${result.planner.goals} goals)`, figure: `${result.planner.p99_ms} ms`, limit: `<= ${TARGETS.plannerP99Ms} ms`, met: result.planner.p99_ms <= TARGETS.plannerP99Ms });
  }
  return checks;
}
