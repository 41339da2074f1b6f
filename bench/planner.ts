import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { round, timing, type Timing } from './stats.ts';

const run = promisify(execFile);
const WORKER = fileURLToPath(new URL('./planner-worker.ts', import.meta.url));

export interface PlannerTiming extends Timing {
  goals: number;
  /** The first call of the process (lexicon load and JIT warm-up), not in p50/p99. */
  first_call_ms: number;
}

/** The offline planner's breakdownGoal over `goals` varied goals (see planner-goals.ts). */
export async function plannerTiming(goals: number): Promise<PlannerTiming> {
  const env = { ...process.env };
  delete env.OPENAI_API_KEY;
  delete env.OPENAI_API_KEY_ARN;
  const { stdout } = await run(process.execPath, [WORKER, String(goals)], { env, timeout: 120_000 }).catch((error: unknown) => {
    const stderr = String((error as { stderr?: string }).stderr ?? '').trim().split('\n');
    throw new Error(`the offline planner failed: ${stderr.find((line) => /Error/.test(line)) ?? stderr.at(-1)}`, { cause: error });
  });
  const { firstCallMs, samples } = JSON.parse(stdout.trim().split('\n').at(-1)!) as { firstCallMs: number; samples: number[] };
  return { ...timing(samples), goals: samples.length, first_call_ms: round(firstCallMs) };
}
