import type { Checkin } from '@cakewalk/shared/schemas/checkin.ts';
import type { TodayBite } from '@cakewalk/shared/rules/today.ts';

/** A coach line on Today says at most this much; the rest is behind "More". */
export const COACH_LINE_MAX = 200;

/** Whether the check-in asks about this bite: the one it names, or its goal's next bite when it names none. */
export function asksAbout(checkin: Pick<Checkin, 'goal_id' | 'step_id'>, bite: Pick<TodayBite, 'goal' | 'microtask'>): boolean {
  return checkin.goal_id === bite.goal.id && (checkin.step_id === null || checkin.step_id === bite.microtask.id);
}

/**
 * The open check-ins (newest first) that still have their bite on Today: one whose bite is done,
 * resting or gone has nothing left to ask.
 */
export function liveCheckins(open: readonly Checkin[], steps: readonly TodayBite[]): Checkin[] {
  return open.filter((checkin) => steps.some((bite) => bite.kind === 'step' && asksAbout(checkin, bite)));
}

/** The message cut to `max` characters at a word's end, with an ellipsis; whole when it fits. */
export function shortened(message: string, max = COACH_LINE_MAX): string {
  if (message.length <= max) return message;
  const cut = message.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
