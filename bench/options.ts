import { parseArgs } from 'node:util';
import { GOALS_IN_IMPORT_LIMIT } from './size/import-size.ts';

// Everything that sets the bench's size and length. The defaults are the full run that docs/performance.md
// reports (10 goals of about 130 items, 200 reflections); the smoke test passes tiny values so it finishes fast.
export interface BenchOptions {
  json: string | undefined;
  goals: number;
  /** Items per goal, split into subgoals x tasks x microtasks (see seed.ts). */
  items: number;
  reflections: number;
  /** Sequential timed requests per route (and floor samples, interleaved with them). */
  requests: number;
  /** Login runs scrypt at full cost, so it gets fewer samples. */
  loginRequests: number;
  /** Logins running at once while signed-in requests are timed, and how many of those. */
  stormLogins: number;
  stormRequests: number;
  /** Logins one client floods with at once, and real logins timed meanwhile. */
  floodLogins: number;
  floodRequests: number;
  /** Dense goals (12 x 12 x 12) in the largest import timed; by default as many as the import limit takes. */
  importGoals: number;
  /** autocannon: connections and seconds per route. */
  connections: number;
  duration: number;
  /** Fresh node processes per bundle for import_ms. */
  importRuns: number;
  plannerGoals: number;
  /** The check-in simulation: users due in one minute, and rounds timed one at a time. */
  checkinUsers: number;
  checkinSample: number;
  lighthouseRuns: number;
  /** Bundle only these function ids (all of them when empty). */
  functions: string[];
  skipBundles: boolean;
  skipWeb: boolean;
  /** A web build to measure and serve instead of building one (the test run's shared build). */
  webDist: string | undefined;
  /** Bundles made by bundleInto() to time instead of bundling again (the test run's shared ones). */
  bundled: string | undefined;
  skipLighthouse: boolean;
  skipCheckins: boolean;
  /** Skip the local server's part (API routes, login storm, largest import, Lighthouse): time one part alone. */
  skipApi: boolean;
}

const USAGE = `npm run bench -- [--json FILE] [--goals 10] [--items 130] [--reflections 200]
  [--requests 200] [--login-requests 30] [--storm-logins 40] [--storm-requests 200] [--flood-logins 20] [--flood-requests 10] [--import-goals N] [--connections 10] [--duration 5] [--import-runs 7]
  [--planner-goals 30] [--checkin-users 20000] [--checkin-sample 10] [--lighthouse-runs 3] [--functions id,id]
  [--skip-bundles] [--skip-web] [--skip-api] [--skip-lighthouse] [--skip-checkins] [--web-dist DIR] [--bundled DIR]`;

function positive(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number of at least 1\n${USAGE}`);
  return value;
}

export function parseOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      'json': { type: 'string' },
      'goals': { type: 'string' },
      'items': { type: 'string' },
      'reflections': { type: 'string' },
      'requests': { type: 'string' },
      'login-requests': { type: 'string' },
      'storm-logins': { type: 'string' },
      'storm-requests': { type: 'string' },
      'flood-logins': { type: 'string' },
      'flood-requests': { type: 'string' },
      'import-goals': { type: 'string' },
      'connections': { type: 'string' },
      'duration': { type: 'string' },
      'import-runs': { type: 'string' },
      'planner-goals': { type: 'string' },
      'checkin-users': { type: 'string' },
      'checkin-sample': { type: 'string' },
      'lighthouse-runs': { type: 'string' },
      'functions': { type: 'string' },
      'skip-bundles': { type: 'boolean', default: false },
      'skip-web': { type: 'boolean', default: false },
      'skip-lighthouse': { type: 'boolean', default: false },
      'web-dist': { type: 'string' },
      'bundled': { type: 'string' },
      'skip-checkins': { type: 'boolean', default: false },
      'skip-api': { type: 'boolean', default: false },
      'help': { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const items = positive('items', values.items, 130);
  if (items < 4) throw new Error(`--items must be at least 4 (one subgoal, task and two microtasks)\n${USAGE}`);
  return {
    json: values.json,
    goals: positive('goals', values.goals, 10),
    items,
    reflections: positive('reflections', values.reflections, 200),
    requests: positive('requests', values.requests, 200),
    loginRequests: positive('login-requests', values['login-requests'], 30),
    stormLogins: positive('storm-logins', values['storm-logins'], 40),
    stormRequests: positive('storm-requests', values['storm-requests'], 200),
    floodLogins: positive('flood-logins', values['flood-logins'], 20),
    floodRequests: positive('flood-requests', values['flood-requests'], 10),
    importGoals: positive('import-goals', values['import-goals'], GOALS_IN_IMPORT_LIMIT),
    connections: positive('connections', values.connections, 10),
    duration: positive('duration', values.duration, 5),
    importRuns: positive('import-runs', values['import-runs'], 7),
    plannerGoals: positive('planner-goals', values['planner-goals'], 30),
    checkinUsers: positive('checkin-users', values['checkin-users'], 20_000),
    checkinSample: positive('checkin-sample', values['checkin-sample'], 10),
    lighthouseRuns: positive('lighthouse-runs', values['lighthouse-runs'], 3),
    functions: values.functions ? values.functions.split(',').map((id) => id.trim()).filter(Boolean) : [],
    skipBundles: values['skip-bundles'],
    skipWeb: values['skip-web'],
    skipLighthouse: values['skip-lighthouse'],
    webDist: values['web-dist'],
    bundled: values.bundled,
    skipCheckins: values['skip-checkins'],
    skipApi: values['skip-api'],
  };
}
