// The one door to the AI: handlers ask getPlanner() and never know which provider answers.
// Every provider returns output already checked against the shared schemas and clamped to the
// bounds of decisions.md §6, and turns every provider failure into a PlannerError (a 502).

import type { Breakdown, ProposedBite } from '@cakewalk/shared/schemas/breakdown.ts';
import type { Tone } from '@cakewalk/shared/schemas/common.ts';
import { openAIOptions } from './openai/openai-config.ts';

export interface MicrotaskContext {
  title: string;
  taskTitle: string;
  goalTitle: string;
}

/** How finely to split: 1 (big steps) to 5 (many small ones); 3 when absent. */
export interface DetailOption {
  detail?: number;
}

export type CoachKind = 'daily' | 'weekly';

export interface CoachContext {
  userName: string;
  goalTitle: string;
  /** Percent 0-100. */
  progress: number;
  /** Daily: the goal's current microtask title; null once nothing is left. */
  currentStep?: string | null;
  /** Weekly review figures. */
  previousProgress?: number;
  doneThisWeek?: string[];
  nextSteps?: string[];
}

export interface Planner {
  breakdownGoal(text: string, options?: DetailOption): Promise<Breakdown>;
  /** 2 to 8 bites that replace the microtask, in order. */
  breakdownMicrotask(input: MicrotaskContext, options?: DetailOption): Promise<ProposedBite[]>;
  coach(kind: CoachKind, context: CoachContext, tone: Tone): Promise<string>;
}

/** Any provider failure; handlers answer it with 502. */
export class PlannerError extends Error {
  override name = 'PlannerError';
}

async function createPlanner(): Promise<Planner> {
  const options = await openAIOptions();
  if (!options) {
    // Loaded only when used, so a cold start with a key never pays for the NLP lexicon.
    const { OfflinePlanner } = await import('./offline/offline-planner.ts');
    return new OfflinePlanner();
  }
  const { OpenAIPlanner } = await import('./openai/openai-planner.ts');
  return new OpenAIPlanner(options);
}

let planner: Promise<Planner> | undefined;

/** The planner for this container, made once: OpenAI when a key is configured, else offline. */
export function getPlanner(): Promise<Planner> {
  if (!planner) {
    planner = createPlanner().catch((error: unknown) => {
      // A failed secret read must not stick for the container's life, and it is the AI that failed.
      planner = undefined;
      throw new PlannerError('The AI provider could not be set up', { cause: error });
    });
  }
  return planner;
}
