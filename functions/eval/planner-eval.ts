// The offline planner's quality figures over a set of goals (planner-goals.json): how much of
// each plan is generic, how alike two plans are, seams, re-breakdown quality and dates. The set
// has two parts: `tune`, the goals the planner was improved on, and `measure`, goals only ever
// measured, so a figure that holds on one and not the other shows the planner tuned to its set.
// Seams, overlap and the generic share are English figures; a plan in another language is
// counted by whether it is in that language. The figures are plain functions so a test can hold
// their thresholds; run-planner-eval.ts prints them with the timings.

import type { GoalAnswer } from '@cakewalk/shared/schemas/goal-questions.ts';
import type { Breakdown, ProposedBite, Repeat } from '@cakewalk/shared/schemas/breakdown.ts';
import { OfflineGoalPlanner } from '../src/ai/offline/offline-goal-planner.ts';
import { offlineStepPlanner } from '../src/ai/offline/offline-step-planner.ts';
import { findSeams } from '../src/ai/offline/compose/write-title.ts';
import { STOP_WORDS } from '../src/ai/offline/reading/english-words.ts';
import { readLanguage } from '../src/ai/offline/reading/language.ts';
import goalSet from './planner-goals.json' with { type: 'json' };

export interface EvalGoal {
  text: string;
  due_date: string | null;
  kind: string;
  part: 'tune' | 'measure';
  /** Answers to the questions asked first, as a reviewer gives them. */
  answers?: GoalAnswer[];
}

export interface PlannedGoal {
  goal: EvalGoal;
  plan: Breakdown;
  splits: { parent: string; children: ProposedBite[] }[];
}

export const GOALS = goalSet.goals as readonly EvalGoal[];

const english = (goal: EvalGoal) => readLanguage(goal.text) === 'en';

/**
 * Noon UTC on the set's "today", so every date in the set is read the same way on any day; goals
 * a reviewer writes are read on the day they are planned, as the app reads them.
 */
export const evalPlanner = (now: () => Date = () => new Date(`${goalSet.today}T12:00:00Z`)) => new OfflineGoalPlanner({ now });

/** Children that say nothing about their parent: the stems reviewers found in old re-breakdowns. */
const GENERIC_STEMS = ['gather what you need', 'block ', 'start now', 'check the result', 'get started', 'work on', 'do the first part', 'set aside time', 'take the first step', 'make progress', 'continue ', 'finish the task'];

const normal = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** Content words, with a plural s dropped, so "books" and "book" count as one. */
const contentWords = (text: string): string[] =>
  normal(text).split(' ').filter((word) => word.length > 1 && !STOP_WORDS.has(word)).map((word) => word.replace(/(?<=[^s])s$/, ''));

/** A bite's repeat as the eval prints it: ", 2× every week × 11", or nothing for a one-off. */
export const repeatLabel = (repeat: Repeat | null) => (repeat ? `, ${repeat.per_period ? `${repeat.per_period}× ` : ''}every ${repeat.every} × ${repeat.times}` : '');

export const bitesOf = (plan: Breakdown) => plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks));
const titlesOf = (plan: Breakdown) => [plan.goal, ...plan.subgoals.flatMap((s) => [s.title, ...s.tasks.flatMap((t) => [t.title, ...t.microtasks.map((m) => m.title)])])];

/** A goal whose plan or a re-breakdown threw: the eval goes on with the others and reports it. */
export interface FailedGoal {
  goal: EvalGoal;
  error: string;
}

async function planOne(planner: OfflineGoalPlanner, goal: EvalGoal): Promise<PlannedGoal> {
  const plan = await planner.breakdownGoal(goal.text, { timeZone: goalSet.timeZone, ...(goal.answers ? { answers: goal.answers } : {}) });
  const task = (title: string) => plan.subgoals.flatMap((s) => s.tasks).find((t) => t.microtasks.some((m) => m.title === title));
  const splits = await Promise.all(
    bitesOf(plan).map(async (bite) => ({
      parent: bite.title,
      children: await offlineStepPlanner.breakdownMicrotask({ title: bite.title, taskTitle: task(bite.title)?.title ?? '', goalTitle: plan.goal }),
    })),
  );
  return { goal, plan, splits };
}

/** Every goal planned and each of its bites broken down; a goal that fails is kept apart, never stopping the rest. */
export async function planAll(goals: readonly EvalGoal[] = GOALS, now?: () => Date): Promise<{ planned: PlannedGoal[]; failed: FailedGoal[] }> {
  const planner = evalPlanner(now);
  const settled = await Promise.allSettled(goals.map((goal) => planOne(planner, goal)));
  const planned = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = settled.flatMap((result, i) => (result.status === 'rejected' ? [{ goal: goals[i] as EvalGoal, error: String(result.reason) }] : []));
  return { planned, failed };
}

export interface Figures {
  goals: number;
  bites: number;
  /** Share of bites whose words, less the goal's own, appear in the plans of 3 or more goals. */
  genericShare: number;
  /** The largest share of bites two goals' plans have in common (Jaccard of their bite titles). */
  worstOverlap: { share: number; between: [string, string] };
  /** In every title of every plan and every re-breakdown child. */
  seams: { title: string; seams: string[] }[];
  children: number;
  childrenRepeatingParent: string[];
  childrenWithGenericStem: string[];
  /** Share of children with a content word of their parent. */
  childrenSharingWord: number;
  datesRight: number;
  datesWrong: { text: string; expected: string | null; got: string | null }[];
  starterPlans: number;
  /** Plans of goals in Spanish, German, French or Portuguese written in English, or any title without a letter. */
  foreignInEnglish: string[];
  titlesWithoutWords: string[];
}

function genericShare(planned: readonly PlannedGoal[]): number {
  const keyed = planned.map(({ goal, plan }) => {
    const own = new Set(contentWords(goal.text));
    return bitesOf(plan).map((bite) => contentWords(bite.title).filter((word) => !own.has(word)).join(' '));
  });
  const goalsPerKey = new Map<string, number>();
  for (const keys of keyed) for (const key of new Set(keys)) if (key) goalsPerKey.set(key, (goalsPerKey.get(key) ?? 0) + 1);
  const all = keyed.flat();
  return all.filter((key) => (goalsPerKey.get(key) ?? 0) >= 3).length / all.length;
}

function worstOverlap(planned: readonly PlannedGoal[]): Figures['worstOverlap'] {
  const sets = planned.map(({ plan }) => new Set(bitesOf(plan).map((bite) => normal(bite.title))));
  let worst: Figures['worstOverlap'] = { share: 0, between: ['', ''] };
  sets.forEach((a, i) =>
    sets.slice(i + 1).forEach((b, k) => {
      const shared = [...a].filter((title) => b.has(title)).length;
      const share = shared / (a.size + b.size - shared);
      if (share > worst.share) worst = { share, between: [planned[i]?.goal.text ?? '', planned[i + k + 1]?.goal.text ?? ''] };
    }),
  );
  return worst;
}

/** A child repeats its parent when it holds the whole parent, or stacks a prefix on it. */
function repeatsParent(parent: string, child: string): boolean {
  const p = normal(parent.replace(/(?<!\s)\s*\([^()]*\)\s*$/, ''));
  return normal(child).includes(p) || /^[^:]{1,30}:\s*[^:]{1,30}:/.test(child);
}

const hasGenericStem = (child: string) => GENERIC_STEMS.some((stem) => child.toLowerCase().startsWith(stem));

const ENGLISH_TITLE = /\b(?:your|the|and|with|for|write|find|book)\b/i;

export function figures(all: readonly PlannedGoal[]): Figures {
  const planned = all.filter(({ goal }) => english(goal));
  const foreign = all.filter(({ goal }) => ['es', 'de', 'fr', 'pt'].includes(readLanguage(goal.text)));
  const splits = planned.flatMap((p) => p.splits);
  const children = splits.flatMap(({ parent, children }) => children.map((child) => ({ parent, child: child.title })));
  const sharing = children.filter(({ parent, child }) => {
    const words = new Set(contentWords(parent));
    return contentWords(child).some((word) => words.has(word));
  });
  const dated = all.map(({ goal, plan }) => ({ text: goal.text, expected: goal.due_date, got: plan.due_date }));
  return {
    goals: all.length,
    bites: planned.reduce((sum, p) => sum + bitesOf(p.plan).length, 0),
    genericShare: genericShare(planned),
    worstOverlap: worstOverlap(planned),
    seams: [...planned.flatMap(({ plan }) => titlesOf(plan)), ...children.map(({ child }) => child)].flatMap((title) => (findSeams(title).length ? [{ title, seams: findSeams(title) }] : [])),
    children: children.length,
    childrenRepeatingParent: children.filter(({ parent, child }) => repeatsParent(parent, child)).map(({ child }) => child),
    childrenWithGenericStem: children.filter(({ child }) => hasGenericStem(child)).map(({ child }) => child),
    childrenSharingWord: sharing.length / children.length,
    datesRight: dated.filter((d) => d.expected === d.got).length,
    datesWrong: dated.filter((d) => d.expected !== d.got),
    starterPlans: planned.filter(({ plan }) => plan.notice).length,
    foreignInEnglish: foreign.filter(({ plan }) => bitesOf(plan).some((bite) => ENGLISH_TITLE.test(bite.title))).map(({ goal }) => goal.text),
    titlesWithoutWords: all.flatMap(({ plan }) => titlesOf(plan)).filter((title) => !/[\p{L}\p{N}]/u.test(title)),
  };
}
