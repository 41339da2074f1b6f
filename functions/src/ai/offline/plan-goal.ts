// The offline goal breakdown from start to finish: read the goal, plan each goal it holds from
// its archetype (or the starter shape when none fits, or the language-neutral shape for a goal
// not in English), and suggest a tone.

import type { Tone } from '@cakewalk/shared/schemas/common.ts';
import type { RawBreakdown } from '../clamp-breakdown.ts';
import type { PlanSize } from '../plan-size.ts';
import { archetypePlan } from './compose/archetype-plan.ts';
import { neutralPlan } from './compose/neutral-plan.ts';
import type { RawSubgoal } from './compose/plan-parts.ts';
import { starterPlan } from './compose/starter-plan.ts';
import { matchArchetype } from './match-archetype.ts';
import type { CalendarDay } from './reading/calendar-day.ts';
import type { GoalClause, GoalReading } from './reading/read-goal.ts';
import { readGoal } from './reading/read-goal.ts';
import { NOTICES } from '../../words/notice-words.ts';

export interface OfflinePlan {
  raw: RawBreakdown;
  dueDate: string | null;
  /** Set when some or all of the plan is the starter shape. */
  notice?: string;
}

const TONE_CUES: readonly [Tone, RegExp][] = [
  ['strict', /\b(?:be\s+strict|strict|tough\s+love|push\s+me|hold\s+me\s+accountable|no\s+nonsense|firm)\b/i],
  ['motivational', /\b(?:motivate\s+me|hype|pump\s+me\s+up|cheer\s+me\s+on|inspire\s+me)\b/i],
  ['friendly', /\b(?:be\s+gentle|gently|be\s+kind|go\s+easy|friendly|no\s+pressure)\b/i],
];

/** "Half marathon: ", "Spanish: " before each slice when one text holds two goals. */
function labelOf(clause: GoalClause): string {
  const words = (clause.skill || clause.object || clause.phrase).split(/\s+/).slice(0, 4).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function planClauses(reading: GoalReading, size: PlanSize): { subgoals: RawSubgoal[]; starter: boolean; tones: Tone[] } {
  const { clauses } = reading;
  const share = (i: number) => Math.max(1, Math.floor(size.subgoals / clauses.length) + (i < size.subgoals % clauses.length ? 1 : 0));
  let starter = false;
  const tones: Tone[] = [];
  const subgoals = clauses.flatMap((clause, i) => {
    const archetype = matchArchetype(clause);
    const request = { reading, clause, size, subgoals: share(i) };
    if (archetype) tones.push(archetype.tone);
    else starter = true;
    const planned = archetype ? archetypePlan(archetype, request) : starterPlan(request);
    return clauses.length > 1 ? planned.map((subgoal) => ({ ...subgoal, title: `${labelOf(clause)}: ${subgoal.title}` })) : planned;
  });
  return { subgoals, starter, tones };
}

export function planGoal(text: string, size: PlanSize, today: CalendarDay): OfflinePlan {
  const reading = readGoal(text, today);
  const english = reading.language === 'en' && reading.clauses.length > 0;
  const { subgoals, starter, tones } = english ? planClauses(reading, size) : { subgoals: neutralPlan(reading, size), starter: false, tones: [] };
  const cued = TONE_CUES.find(([, pattern]) => pattern.test(text))?.[0];
  return {
    raw: { goal: reading.title, tone: cued ?? tones[0] ?? 'friendly', subgoals },
    dueDate: reading.dueDate,
    ...(starter ? { notice: NOTICES.starter } : {}),
  };
}
