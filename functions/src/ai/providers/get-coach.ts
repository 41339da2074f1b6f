// The coach this container uses. Without a key, the templates (src/words/checkins/check-ins.json);
// with one, the model with the templates as its fallback. A check-in must go out, so the coach
// never fails. The check-in job carries only this, never a planner.

import type { Coach } from '../coach.ts';
import { templateCoach as unbudgeted } from '../offline/template-coach.ts';
import { budgetedPerTurn } from '../turn-budget.ts';
import { modelProvider } from './model-provider.ts';
import { orFallback } from './with-fallback.ts';

// The check-in worker's rounds call it side by side: the calls of one turn share a watchdog.
const templateCoach = budgetedPerTurn(unbudgeted);

const model = modelProvider(async (options) => new (await import('../openai/openai-coach.ts')).OpenAICoach(options));

/** The coach for this container; while the key cannot be read, the templates, and the key is read again next time. */
export function getCoach(): Promise<Coach> {
  return orFallback(async () => (await model()) ?? templateCoach, async () => templateCoach);
}
