// Check-in messages from the templates (src/words/checkins/check-ins.json): the coach without a key, and
// the model's fallback. The wording varies with the day's facts but is the same for the same
// facts, so a test or a retried job sees the same message.

import type { Tone } from '@cakewalk/shared/schemas/common.ts';
import { CHECKIN_WORDS } from '../../words/checkins/check-in-words.ts';
import { changeWords, countWords, fill } from '../../words/fill.ts';
import type { Coach, CoachContext, CoachKind } from '../coach.ts';
import { CHECKIN_MAX_CHARS, shortened } from '../voice.ts';
import { pick, stableHash } from './stable-hash.ts';
import { clamp } from '@cakewalk/shared/rules/clamp.ts';

const LIST_SHOWN = 3;

function percent(value: number | undefined): number {
  return clamp(Math.round(value ?? 0), { min: 0, max: 100 });
}

const bare = (text: string) => text.trim().replace(/(?<![\s.!?;:,])[\s.!?;:,]+$/, '');

function listOf(items: readonly string[]): string {
  const shown = items.slice(0, LIST_SHOWN).map(bare);
  const more = items.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}` : (shown[0] ?? '');
}

/** A line of a daily check-in; one with `drop` may go to keep the message short, lowest first. */
interface Part {
  line: string;
  drop?: number;
}

function daily(context: CoachContext, tone: Tone, seed: number, values: Record<string, string>): Part[] {
  const voice = CHECKIN_WORDS.daily[tone];
  const step = context.currentStep?.trim();
  if (!step) return [{ line: pick(voice.finished, seed, 0) }];
  const progress = percent(context.progress);
  const bucket = progress === 0 ? voice.progress.start : progress < 50 ? voice.progress.early : voice.progress.late;
  values.step = bare(step);
  if (context.stalledDays !== undefined) {
    values.days = countWords(context.stalledDays);
    const plan = context.ifThen ? [{ line: pick(voice.ifThen, seed, 7) }] : [];
    if (context.ifThen) {
      values.if = bare(context.ifThen.if);
      values.then = bare(context.ifThen.then);
    }
    return [{ line: pick(voice.stalled, seed, 5) }, ...plan];
  }
  const gap = context.pace?.status === 'behind' && voice.behind ? [{ line: pick(voice.behind, seed, 6), drop: 4 }] : [];
  return [{ line: pick(voice.greeting, seed, 1), drop: 3 }, { line: pick(voice.step, seed, 2) }, { line: pick(bucket, seed, 3), drop: 2 }, ...gap, { line: pick(voice.close, seed, 4), drop: 1 }];
}

/** How long each of a person's own words may stay when a check-in would run over. */
const SHORTER: Readonly<Record<string, number>> = { goal: 40, step: 80, if: 40, then: 40 };

/**
 * The daily check-in in at most CHECKIN_MAX_CHARS: the optional lines go first (the close, then
 * the progress, then the greeting), then the person's own long titles are cut at a word.
 */
function fitted(parts: Part[], values: Record<string, string>): string {
  const say = (kept: Part[], slots: Record<string, string>) => kept.map(({ line }) => fill(line, slots)).join(' ');
  const order = [...new Set(parts.flatMap(({ drop }) => (drop === undefined ? [] : [drop])))].sort((a, b) => a - b);
  let kept = parts;
  for (const drop of order) {
    if (say(kept, values).length <= CHECKIN_MAX_CHARS) return say(kept, values);
    kept = kept.filter((part) => part.drop !== drop);
  }
  const short = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, SHORTER[key] ? shortened(value, SHORTER[key]) : value]));
  return shortened(say(kept, short), CHECKIN_MAX_CHARS);
}

function weekly(context: CoachContext, tone: Tone, seed: number, values: Record<string, string>): string[] {
  const voice = CHECKIN_WORDS.weekly[tone];
  const done = context.doneThisWeek ?? [];
  const next = context.nextSteps ?? [];
  const change = percent(context.progress) - percent(context.previousProgress);
  const movement = change > 0 ? voice.gained : change < 0 ? voice.dropped : voice.flat;
  values.done = listOf(done);
  values.next = listOf(next);
  values.count = done.length === 1 ? '1 step' : `${countWords(done.length)} steps`;
  const streaks = context.streaks ?? [];
  values.streaks = streaks.map(bare).join(', ');
  return [
    pick(voice.opening, seed, 1),
    pick(movement, seed, 2),
    pick(done.length ? voice.done : voice.nothingDone, seed, 3),
    ...(context.pace ? [pick(voice.pace[context.pace.status], seed, 6)] : []),
    ...(streaks.length ? [pick(voice.streaks, seed, 7)] : []),
    ...(next.length ? [pick(voice.next, seed, 4)] : []),
    pick(voice.close, seed, 5),
  ];
}

export function coachMessage(kind: CoachKind, context: CoachContext, tone: Tone): string {
  const progress = percent(context.progress);
  const previous = percent(context.previousProgress);
  const values: Record<string, string> = {
    name: context.userName.trim() || 'there',
    goal: bare(context.goalTitle),
    progress: countWords(progress),
    previous: countWords(previous),
    delta: changeWords(progress - previous),
  };
  if (context.pace) {
    values.due = context.pace.dueDate;
    values.behind = context.pace.bitesBehind === 1 ? '1 bite' : `${countWords(context.pace.bitesBehind)} bites`;
  }
  const seed = stableHash(JSON.stringify([kind, context]));
  if (kind === 'daily') return fitted(daily(context, tone, seed, values), values);
  return weekly(context, tone, seed, values).map((line) => fill(line, values)).join(' ');
}

export const templateCoach: Coach = {
  coach: async (kind, context, tone) => coachMessage(kind, context, tone),
};
