// The offline goal breakdown from start to finish: read the goal, find its domain (or use the
// generic plan), pick the milestones its numbers allow, suggest a tone and compose the plan.

import type { Tone } from '@cakewalk/shared/schemas/common.ts';
import type { RawBreakdown } from '../clamp-breakdown.ts';
import type { PlanSize } from '../plan-size.ts';
import type { Milestones } from './compose-plan.ts';
import { composePlan } from './compose-plan.ts';
import { detectDomain } from './detect-domain.ts';
import type { Domain } from './domain.ts';
import { findTopic } from './find-topic.ts';
import { COUNTED_MILESTONES, GENERIC_PLAN } from './generic-plan.ts';
import { TONE_CUES } from './goal-phrasing.ts';
import type { ParsedText } from './nlp.ts';
import type { Quantity } from './quantities.ts';
import type { GoalReading } from './read-goal.ts';
import { readGoal } from './read-goal.ts';

/** "{Verb} {amount}" milestones need the number to be what the verb acts on: "sell 20 paintings". */
function startsWithVerbAndAmount(reading: GoalReading, quantity: Quantity): boolean {
  return Boolean(reading.verb) && reading.goal.toLowerCase().startsWith(`${reading.verb} ${quantity.text.toLowerCase()}`);
}

function pickMilestones(reading: GoalReading, domain: Domain): Milestones | undefined {
  const templates = [...domain.milestones, ...COUNTED_MILESTONES];
  for (const quantity of reading.quantities) {
    const template = templates.find(
      (candidate) =>
        candidate.kinds.some((kind) => quantity.kinds.includes(kind)) &&
        (!candidate.units || candidate.units.includes(quantity.unit)) &&
        (!candidate.verbs || reading.parsed.match(`(${candidate.verbs.join('|')})`).length > 0) &&
        (!/\{verb\}/i.test(candidate.task) || startsWithVerbAndAmount(reading, quantity)),
    );
    if (template) return { quantity, template };
  }
  return undefined;
}

/** The user's own words about how they want to be coached win over the domain's default. */
function suggestTone(parsed: ParsedText, fallback: Tone): Tone {
  const cued = (Object.keys(TONE_CUES) as Tone[]).find((tone) => parsed.match(TONE_CUES[tone]).length > 0);
  return cued ?? fallback;
}

export function planGoal(text: string, size: PlanSize, today: Date): RawBreakdown {
  const reading = readGoal(text, today);
  const domain = detectDomain(reading.parsed, reading.goalSpan);
  const plan = domain ?? GENERIC_PLAN;
  const topic = findTopic(reading, domain) ?? 'the goal';
  const milestones = pickMilestones(reading, plan);
  const timeframe = reading.timeframe;
  const slots = {
    goal: reading.goal || `reach ${topic}`,
    topic,
    deadline: timeframe && !timeframe.inline ? timeframe.text.charAt(0).toLowerCase() + timeframe.text.slice(1) : undefined,
    target: milestones?.quantity.text ?? reading.quantities[0]?.text,
    verb: reading.verb,
  };
  return {
    goal: reading.title,
    tone: suggestTone(reading.parsed, plan.tone),
    subgoals: composePlan({
      domain: plan,
      slots,
      size,
      milestones,
      weeks: timeframe?.weeks,
      mentions: (pattern) => reading.parsed.match(pattern).length > 0,
    }),
  };
}
