// The door to the AI for goal breakdowns. Without a configured key, the offline planner. With
// one, the model first and the offline planner whenever the model cannot answer.

import { hasSecret } from '../config/secrets.ts';
import { modelPlanner } from './model-planner.ts';
import type { Planner } from './planner.ts';
import { WithFallback } from './with-fallback.ts';

let offline: Promise<Planner> | undefined;

function offlinePlanner(): Promise<Planner> {
  offline ??= import('./offline/offline-planner.ts').then(({ OfflinePlanner }) => new OfflinePlanner());
  return offline;
}

/** The planner for this container. */
export function getPlanner(): Promise<Planner> {
  if (!hasSecret('OPENAI_API_KEY')) return offlinePlanner();
  return Promise.resolve(new WithFallback(async () => (await modelPlanner()) ?? offlinePlanner(), offlinePlanner));
}
