import type { Tone } from '@cakewalk/shared/schemas/common.ts';
import { biteDays, habitRecords, missedOnce, quietDaysOf, welcomeBackOf, type GoalHistory } from '@cakewalk/shared/rules/history/progress-page.ts';
import { weekFigures } from '@cakewalk/shared/rules/history/week-figures.ts';
import { CHECKIN_MAX_CHARS, shortened } from '../../ai/voice.ts';
import { fill } from '../../words/fill.ts';
import { PROGRESS_CHECKIN_WORDS } from '../../words/checkins/progress-checkin-words.ts';

// What a check-in round says from the history, the same on every channel since it is part of the
// check-in's message: the week's figures on the weekly check-in, a welcome back after quiet days
// and the habit not to miss twice on the daily one.

const WORDS = PROGRESS_CHECKIN_WORDS;
// Made on first use, not at import: the first Intl object loads the locale's data, which the
// check-in worker would otherwise pay at every cold start.
let formats: { plural: Intl.PluralRules; count: Intl.NumberFormat; weekday: Intl.DateTimeFormat } | undefined;
const intl = () =>
  (formats ??= {
    plural: new Intl.PluralRules('en'),
    count: new Intl.NumberFormat('en'),
    /** A calendar day's weekday; days are UTC midnights, so the zone is UTC whatever the user's. */
    weekday: new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' }),
  });

const counted = (forms: { one: string; other: string }, n: number) =>
  fill(intl().plural.select(n) === 'one' ? forms.one : forms.other, { count: intl().count.format(n) });

/** The week's figures in words: bites, habits kept of those due, the best day, runs going; then where to see it all. */
export function weekLine(histories: readonly GoalHistory[], today: string): string {
  const habits = habitRecords(histories, today).map(({ bite, record }) => ({ every: bite.repeat.every, record }));
  const week = weekFigures({ today, days: biteDays(histories), habits });
  return [
    fill(WORDS.week.opening, { bites: counted(WORDS.week.bites, week.bites_done) }),
    ...(week.habits_due > 0 ? [fill(WORDS.week.habits, { kept: intl().count.format(week.habits_kept), due: intl().count.format(week.habits_due) })] : []),
    ...(week.best_day ? [fill(WORDS.week.bestDay, { day: intl().weekday.format(new Date(`${week.best_day}T00:00:00Z`)) })] : []),
    ...(week.runs_kept > 0 ? [counted(WORDS.week.runs, week.runs_kept)] : []),
    WORDS.week.link,
  ].join(' ');
}

/** A bite's title inside a line: short enough that the line keeps to the check-in's length. */
const TITLE_IN_LINE = 90;

/** The daily lines by goal id: a welcome back with its two-minute start, or the habit not to miss twice. */
export function dailyLines(histories: readonly GoalHistory[], today: string, name: string, toneOf: (goalId: string) => Tone): Map<string, string> {
  const lines = new Map<string, string>();
  const welcome = welcomeBackOf(histories, quietDaysOf(histories, today), today);
  if (welcome) lines.set(welcome.goal_id, fill(WORDS[toneOf(welcome.goal_id)].welcomeBack, { name, start: shortened(welcome.start, TITLE_IN_LINE) }));
  for (const { goal, bite } of missedOnce(histories, today)) {
    if (!lines.has(goal.id)) lines.set(goal.id, fill(WORDS[toneOf(goal.id)].missedOnce, { habit: shortened(bite.title, TITLE_IN_LINE) }));
  }
  return lines;
}

/**
 * A daily check-in with its history line first. Both must keep to the check-in's length; when
 * they cannot, the line is the message, as it names the one thing to do that day.
 */
export function withDailyLine(line: string | undefined, message: string): string {
  if (!line) return message;
  const both = `${line}\n\n${message}`;
  return both.length <= CHECKIN_MAX_CHARS ? both : line;
}
