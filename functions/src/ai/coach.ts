// Check-ins need only coach(): the template voices offline, or the model with the templates as
// its fallback. getCoach() is kept apart from getPlanner() so that the check-in job does not
// carry the offline planner's NLP lexicon and domain data (some 200 KB of bundle).

import type { Tone } from '@cakewalk/shared/schemas/common.ts';
import { coachMessage } from './offline/coach-message.ts';
import { openAIOptions } from './openai/openai-config.ts';
import type { CoachContext, CoachKind, Planner } from './planner.ts';

export type Coach = Pick<Planner, 'coach'>;

const templates: Coach = {
  coach: async (kind: CoachKind, context: CoachContext, tone: Tone) => coachMessage(kind, context, tone),
};

async function createCoach(): Promise<Coach> {
  const options = await openAIOptions();
  if (!options) return templates;
  const { OpenAIPlanner } = await import('./openai/openai-planner.ts');
  return new OpenAIPlanner(options);
}

let coach: Promise<Coach> | undefined;

/** The coach for this container, made once; it never fails, since a check-in must go out. */
export function getCoach(): Promise<Coach> {
  coach ??= createCoach().catch(() => {
    // An unreadable key sends this round from the templates and is tried again next time.
    coach = undefined;
    return templates;
  });
  return coach;
}
