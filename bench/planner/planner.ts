import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { median, round, timing, type Timing } from '../stats.ts';

const run = promisify(execFile);
const WORKER = fileURLToPath(new URL('./planner-worker.ts', import.meta.url));
const ROUNDS = 3;

export interface PlannerTiming extends Timing {
  goals: number;
  /** The first round alone: each goal's first plan in a warm process, taken as it came. */
  first_round: Timing;
  /** The first call of the process (lexicon load), in neither figure. */
  first_call_ms: number;
}

/**
 * The offline planner's breakdownGoal over `goals` varied goals (see planner-goals.ts). Each
 * goal is planned three times and its median kept, so p99 over 30 goals (the slowest goal)
 * is the slowest goal, not the one moment another process took the core; the first round alone
 * is reported too.
 */
export async function plannerTiming(goals: number): Promise<PlannerTiming> {
  const env = { ...process.env };
  delete env.OPENAI_API_KEY;
  delete env.OPENAI_API_KEY_ARN;
  const { stdout } = await run(process.execPath, [WORKER, String(goals), String(ROUNDS)], { env, timeout: 180_000 }).catch((error: unknown) => {
    const stderr = String((error as { stderr?: string }).stderr ?? '').trim().split('\n');
    throw new Error(`the offline planner failed: ${stderr.find((line) => /Error/.test(line)) ?? stderr.at(-1)}`, { cause: error });
  });
  const { firstCallMs, samples } = JSON.parse(stdout.trim().split('\n').at(-1)!) as { firstCallMs: number; samples: number[][] };
  return {
    ...timing(samples.map((perGoal) => median(perGoal))),
    goals: samples.length,
    first_round: timing(samples.map((perGoal) => perGoal[0]!)),
    first_call_ms: round(firstCallMs),
  };
}
