import type { BenchResult } from './result.ts';
import { importRatioBudget } from './budgets.ts';

// The readable table: plain text, fixed columns, pasteable into docs/performance.md as is.

function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  // Names and notes (first and last columns) read left to right; figures line up on the right.
  const left = (i: number) => i === 0 || i === header.length - 1;
  const line = (row: string[]) => row.map((cell, i) => (left(i) ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.slice(1).map(line)].join('\n');
}

function apiSection(r: BenchResult): string | undefined {
  if (!r.dashboard || !r.status_patch || !r.goal_get || !r.reflections_list || !r.login) return undefined;
  const route = (name: string, f: { p50_ms: number; p99_ms: number; rps: number; ddb_requests: number }, note = '') =>
    [name, f.p50_ms, f.p99_ms, f.rps, f.ddb_requests, note];
  const d = r.dashboard;
  const rows = [
    route('dashboard', d, `${d.items} items, ${d.pages} Query page(s), ${Math.round(d.bytes / 1000)} KB JSON`),
    ['  raw Query (floor)', r.raw_query_p50_ms!, '', '', r.raw_query_pages!, 'pages'],
    route('status_patch', r.status_patch, 'alternating done / in_progress'),
    ...Object.entries(r.status_patch.by_status).map(([status, f]) => [`  ${status}`, f.p50_ms, f.p99_ms, '', f.ddb_requests, '']),
    ['  raw UpdateItem (floor)', r.raw_update_p50_ms!, '', '', 1, ''],
    ...(r.plan_put ? [[
      'plan_put 12x12x12', r.plan_put.p50_ms, r.plan_put.p99_ms, '', r.plan_put.ddb_requests,
      `one title changed; ${r.plan_put.ddb_writes} writes; ${Math.round(r.plan_put.body_bytes / 1000)} KB body; answers ${r.plan_put.items} items`,
    ]] : []),
    ['HTTP round trip (floor)', r.http_floor_p50_ms!, '', '', 0, 'local server 404, no handler'],
    route('goal_get', r.goal_get, `${r.goal_get.items} items`),
    route('reflections_list', r.reflections_list, `${r.reflections_list.items} of ${r.seed?.reflections} reflections`),
    route('login', r.login, 'scrypt N=2^17'),
  ];
  return table(['API route', 'p50 ms', 'p99 ms', 'rps', 'ddb/req', ''], rows);
}

function bundleSection(r: BenchResult): string | undefined {
  if (!r.bundles) return undefined;
  const rows = Object.entries(r.bundles).map(([id, b]) =>
    'error' in b
      ? [id, b.weight, '-', '-', '-', '-', '-', importRatioBudget(id), `error: ${b.error}`]
      : [id, b.weight, b.min_kb, b.gz_kb, b.start_kb, b.import_cpu_ms, b.import_ratio, importRatioBudget(id), b.heaviest.slice(0, 3).map((c) => `${c.source} ${c.kb}`).join(', ')]);
  const bare = r.bare_client ? [['(bare DynamoDB client)', '', r.bare_client.min_kb, r.bare_client.gz_kb, r.bare_client.start_kb, r.bare_client.import_cpu_ms, 1, '', 'the floor, imported in turn with each']] : [];
  return table(['Function bundle', 'class', 'min KB', 'gz KB', 'start KB', 'import CPU ms', 'x bare', 'budget', 'heaviest inputs (KB)'], [...bare, ...rows]);
}

function webSection(r: BenchResult): string[] {
  const lines: string[] = [];
  if (r.web) {
    lines.push(`Web: first load ${r.web.first_load_gz_kb} KB gzip (with the heaviest page ${r.web.first_load_page_max_gz_kb} KB, with Today ${r.web.first_load_today_gz_kb} KB), all JS ${r.web.total_gz_kb} KB gzip`);
  }
  for (const [label, figures] of [['local server', r.lighthouse], ['gzip front, as CloudFront', r.lighthouse_gzip]] as const) {
    if (!figures) continue;
    const rows = (['landing', 'login'] as const).map((page) => {
      const s = figures[page];
      return [page, s.performance, s.accessibility, s.best_practices, `FCP ${s.metrics['first-contentful-paint']}, LCP ${s.metrics['largest-contentful-paint']}, TBT ${s.metrics['total-blocking-time']}`];
    });
    lines.push(table([`Lighthouse, mobile (${label})`, 'perf', 'a11y', 'best pr.', 'metrics'], rows));
  }
  if (r.login_storm) {
    const s = r.login_storm;
    const answered = Object.entries(s.login_statuses).map(([status, n]) => `${n} x ${status}`).join(', ');
    lines.push(`Signed-in requests while ${s.logins_at_once} logins run at once: p50 ${s.storm.p50_ms} ms, p99 ${s.storm.p99_ms} ms `
      + `(with none: p50 ${s.quiet.p50_ms} ms, p99 ${s.quiet.p99_ms} ms; p99 ratio ${s.p99_ratio}); logins answered ${answered}`);
    const flooded = Object.entries(s.flood.flood_statuses).map(([status, n]) => `${n} x ${status}`).join(', ');
    lines.push(`Real logins while one client floods with ${s.flood.logins_at_once} made-up emails at once: p50 ${s.flood.real_login.p50_ms} ms, `
      + `p99 ${s.flood.real_login.p99_ms} ms; the flood answered ${flooded}`);
  }
  if (r.import_size) {
    const i = r.import_size;
    const runs = i.runs.map((run) => `${run.kb} KB (${run.items} items) in ${run.ms} ms`).join(', ');
    lines.push(`Imports of the densest files: ${runs}; ${Math.round(i.bytes_per_second / 1024)} KB/s, so ${i.largest_kb} KB commits in half the `
      + `${i.deadline_s} s deadline; the ${i.limit_kb} KB limit takes ${i.limit_ms} ms`);
  }
  if (r.planner) {
    const p = r.planner;
    lines.push(`Offline planner over ${p.goals} goals (median of 3 per goal): p50 ${p.p50_ms} ms, p99 ${p.p99_ms} ms; first round alone p50 ${p.first_round.p50_ms} ms, p99 ${p.first_round.p99_ms} ms; first call ${p.first_call_ms} ms`);
  }
  if (r.checkins) {
    const c = r.checkins;
    const calls = Object.entries(c.ddb_calls_per_round).map(([name, n]) => `${n} ${name.replace(/Command$/, '')}`).join(', ');
    lines.push(`Check-ins, ${c.users} users due in one minute (fake provider 1 s a call): ${c.per_second_at_1} rounds/s at concurrency 1, `
      + `${c.per_second} rounds/s at ${c.concurrency}; late p50 ${c.late_p50_s} s, p99 ${c.late_p99_s} s; `
      + `one round: ${c.cpu_ms_per_round} ms CPU (${c.worker_cpu_ms_per_round} ms on the rounds' own thread, the rest the engine's) and DynamoDB ${calls}; `
      + `seeding ${c.seed_s} s, whole simulation ${c.run_s} s; ${c.channel_users.push}, ${c.channel_users.email} and ${c.channel_users.telegram} users on push, email and Telegram got `
      + `${c.notifications} notifications, ${c.emails} emails and ${c.telegram_messages} Telegram messages`);
  }
  return lines;
}

export function formatReport(r: BenchResult): string {
  const m = r.machine;
  const seed = r.seed ? `Seed: 1 user, ${r.seed.goals} goals of ${r.seed.items_per_goal} items, ${r.seed.reflections} reflections` : '';
  const targets = r.targets?.length
    ? `${table(['Target', 'figure', 'limit', 'met'], r.targets.map((t) => [t.target, t.figure, t.limit, t.met ? 'yes' : 'NO']))}\n`
      + `${r.targets.filter((t) => t.met).length} of ${r.targets.length} targets met`
    : undefined;
  return [
    `Cakewalk bench, ${m.date}, ${m.nproc} x ${m.cpu}, Node ${m.node} (${m.platform}), load average ${m.load_average.join(' -> ')}`,
    seed,
    apiSection(r),
    bundleSection(r),
    ...webSection(r),
    targets,
    ...(r.errors.length ? [`Errors:\n${r.errors.map((e) => `  ${e}`).join('\n')}`] : []),
  ].filter(Boolean).join('\n\n');
}
