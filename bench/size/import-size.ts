import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { IMPORT_DEADLINE_SECONDS } from '@cakewalk/functions/core/account-data/import-account.ts';
import { apiClient, expectStatus } from '../api/api.ts';
import { round } from '../stats.ts';

// How large an import may be: the largest accepted file must commit within half the import
// function's timeout. The densest file an export can be is goals of 12 x 12 x 12 bites with
// one-letter titles (the most items per byte: a reflection costs more bytes than a bite), so the
// bench times imports of such files into fresh accounts and works out how many bytes commit in
// that half. The whole import's answer is timed, the reveal after the commit included, so the
// commit itself is a little faster than the figure.

export interface ImportSizeFigures {
  /** Each file imported: its size, items and the time to the 201. */
  runs: { kb: number; items: number; ms: number }[];
  /** Bytes of the densest file imported per second, from the largest run. */
  bytes_per_second: number;
  /** The import's deadline and half of it, which the largest accepted file must commit within. */
  deadline_s: number;
  /** The largest file that commits in half the deadline at the measured pace. */
  largest_kb: number;
  /** The limit in force (LIMITS.importBytes). */
  limit_kb: number;
  /** The time the limit's worth of the densest file takes at the measured pace. */
  limit_ms: number;
  /** Half the deadline: what the largest accepted import must commit within. */
  half_deadline_ms: number;
}

const BRANCH = 12;

/** One goal of 12 x 12 x 12 bites with one-letter titles: 1,885 items in about 57 KB. */
function denseGoal(i: number) {
  const node = <T>(children: T) => ({ title: 'a', status: 'todo', ...children });
  return {
    title: `Goal ${i}`, description: '', due_date: null, status: 'todo', tone: 'friendly', created_at: '2026-01-01T00:00:00.000Z',
    subgoals: Array.from({ length: BRANCH }, () => node({
      tasks: Array.from({ length: BRANCH }, () => node({ microtasks: Array.from({ length: BRANCH }, () => ({ title: 'a', status: 'todo' })) })),
    })),
  };
}

const ITEMS_PER_GOAL = 1 + BRANCH + BRANCH ** 2 + BRANCH ** 3;
/** The most dense goals a file within the import limit holds (the rest of the file is a few hundred bytes). */
export const GOALS_IN_IMPORT_LIMIT = Math.floor((LIMITS.importBytes - 1024) / (Buffer.byteLength(JSON.stringify(denseGoal(0))) + 1));

async function importOnce(api: string, goals: number, n: number): Promise<{ kb: number; items: number; ms: number }> {
  const register = { name: 'Importer', email: `import.${n}.${Date.now()}@example.com`, telegram_id: '', password: 'import bench password' };
  const { token } = await expectStatus(apiClient(api)<{ token: string }>('POST', '/auth/register', register), 201, 'register');
  const call = apiClient(api, token);
  const file = {
    format: 'cakewalk-export', version: 1, exported_at: new Date().toISOString(), user: { name: 'Importer', email: register.email },
    settings: null, goals: Array.from({ length: goals }, (_, i) => denseGoal(i)), reflections: [], checkins: [],
  };
  const bytes = Buffer.byteLength(JSON.stringify(file));
  const started = performance.now();
  await expectStatus(call('POST', '/users/me/import', file), 201, `import of ${goals} goals`);
  return { kb: round(bytes / 1024, 1), items: goals * ITEMS_PER_GOAL, ms: round(performance.now() - started, 1) };
}

/** Imports one dense goal, then `largestGoals` (by default the most the limit takes), and derives the size that commits in half the deadline. */
export async function importSize(api: string, largestGoals: number): Promise<ImportSizeFigures> {
  const sizes = [...new Set([1, largestGoals])].sort((a, b) => a - b);
  const runs = [];
  for (const [n, goals] of sizes.entries()) runs.push(await importOnce(api, goals, n));
  const largest = runs.at(-1)!;
  const bytesPerSecond = (largest.kb * 1024) / (largest.ms / 1000);
  const halfMs = (IMPORT_DEADLINE_SECONDS * 1000) / 2;
  return {
    runs,
    bytes_per_second: Math.round(bytesPerSecond),
    deadline_s: IMPORT_DEADLINE_SECONDS,
    largest_kb: Math.floor((bytesPerSecond * halfMs) / 1000 / 1024),
    limit_kb: LIMITS.importBytes / 1024,
    limit_ms: round((LIMITS.importBytes / bytesPerSecond) * 1000, 0),
    half_deadline_ms: halfMs,
  };
}
