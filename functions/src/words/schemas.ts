// The shape of every file of the coach's words, as zod schemas: a test checks each JSON file
// against its schema, and the loaders type the files with the inferred types, so a writer can
// change a voice in the JSON without reading any logic. Each sentence may use only the {slots}
// its code fills in; any other would reach a person as a literal "{slot}".

import { TONES } from '@cakewalk/shared/schemas/common.ts';
import * as z from 'zod/mini';
import '@cakewalk/shared/schemas/zod.ts';

const slotsOf = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');

/** One sentence (or part of one) the coach says, using only these slots. */
const said = (...slots: string[]) =>
  z.string().check(
    z.minLength(1),
    z.refine((text) => slotsOf(text).every((slot) => slots.includes(slot)), `may use only the slots ${slots.map((slot) => `{${slot}}`).join(' ') || '(none)'}`),
  );

/** Alternatives for one slot of a message: one is picked by the day's facts. */
const lines = (...slots: string[]) => z.array(said(...slots)).check(z.minLength(1));

const byTone = <T extends z.core.SomeType>(voice: T) => z.object(Object.fromEntries(TONES.map((tone) => [tone, voice])) as Record<(typeof TONES)[number], T>);

const DAILY = ['name', 'goal', 'step', 'progress', 'days', 'due', 'behind'] as const;
const WEEKLY = ['name', 'goal', 'progress', 'previous', 'delta', 'done', 'next', 'count', 'streaks', 'due', 'behind'] as const;

const DailyVoice = z.object({
  greeting: lines(...DAILY),
  step: lines(...DAILY),
  /** By progress: nothing done yet, under half, half or more. */
  progress: z.object({ start: lines(...DAILY), early: lines(...DAILY), late: lines(...DAILY) }),
  close: lines(...DAILY),
  finished: lines(...DAILY),
  /** No bite done for {days} days: the three ways forward, said without blame. */
  stalled: lines(...DAILY),
  /** Said after `stalled` when the goal has an if-then plan: its two halves, {if} and {then}. */
  ifThen: lines(...DAILY, 'if', 'then'),
  /** The gap to the pace ({behind} bites behind for {due}), named by the voices that name it. */
  behind: z.optional(lines(...DAILY)),
});
type DailyVoice = z.infer<typeof DailyVoice>;

export const PACE_SAID = ['on_track', 'ahead', 'behind', 'overdue', 'just_started'] as const;

const WeeklyVoice = z.object({
  opening: lines(...WEEKLY),
  gained: lines(...WEEKLY),
  flat: lines(...WEEKLY),
  /** Progress went down (a bite was undone or the plan grew): said plainly, never as "stayed". */
  dropped: lines(...WEEKLY),
  done: lines(...WEEKLY),
  nothingDone: lines(...WEEKLY),
  next: lines(...WEEKLY),
  close: lines(...WEEKLY),
  /** Against the due date {due}; {behind} is "2 bites". Only said when the goal has a due date. */
  pace: z.object(Object.fromEntries(PACE_SAID.map((pace) => [pace, lines(...WEEKLY)])) as Record<(typeof PACE_SAID)[number], ReturnType<typeof lines>>),
  /** Habit bites with a running streak: {streaks}. */
  streaks: lines(...WEEKLY),
});
type WeeklyVoice = z.infer<typeof WeeklyVoice>;

/** The daily and weekly check-ins, in each tone. */
export const CheckinWords = z.object({ daily: byTone(DailyVoice), weekly: byTone(WeeklyVoice) });
export type CheckinWords = z.infer<typeof CheckinWords>;

/** The coach's answer to a reply or to a stalled goal's way forward, in the check-in's tone. */
const ReplyVoice = z.object({
  doneNext: said('step', 'next', 'goal'),
  doneAll: said('step', 'goal'),
  smaller: said('first'),
  snoozed: said('goal'),
  reflection: said('goal'),
  /** The reply was not clear: one question, asked beside the buttons Done, Too big and Not today. */
  ask: said('goal'),
  /** The due date moved a week: {span} is one of dueSpan below. */
  later: said('goal', 'date', 'span'),
  paused: said('goal', 'date'),
});
type ReplyVoice = z.infer<typeof ReplyVoice>;

export const ReplyWords = z.object({
  byTone: byTone(ReplyVoice),
  /** How far a due date moved: a week past the old one, or a week from today when it had none. */
  dueSpan: z.object({ moved: said(), fromToday: said() }),
});
export type ReplyWords = z.infer<typeof ReplyWords>;

/** One phrase for a daily habit (every day or weekday) and one for a weekly one. */
const byPeriod = (...names: string[]) => z.object({ day: said(...names), week: said(...names) });

/** What the Telegram bot says and its check-in buttons. */
export const BotWords = z.object({
  welcome: said('notLinked'),
  notLinked: said(),
  help: said(),
  unknownCommand: said('help'),
  linked: said('help'),
  linkedElsewhere: said('email'),
  linkExpired: said(),
  /** Asked before a deep link links the chat, with the two buttons under it. */
  linkQuestion: said('email'),
  linkDeclined: said(),
  linkButtons: z.object({ yes: said(), no: said() }),
  unlinked: said('email'),
  nothingToday: said(),
  today: said('lines'),
  /** A habit bite of today, its {state} said by `habit`; a goal's next step. */
  todayHabit: said('goal', 'step', 'state'),
  todayStep: said('goal', 'progress', 'step'),
  habit: z.object({
    done: byPeriod(),
    open: byPeriod(),
    streak: said('state', 'count', 'unit'),
    unit: byPeriod(),
    /** A habit done several times a period, said by its count so far: "1 of 3 this week". */
    count: byPeriod('done', 'times'),
  }),
  done: said('step'),
  alreadyDone: said('step'),
  doneNext: said('done', 'next'),
  doneLast: said('done', 'goal'),
  stepChanged: said(),
  nothingOpen: said(),
  goalHadNoOpenStep: said(),
  goalOrCheckinGone: said(),
  checkinGone: said(),
  snoozed: said(),
  paused: said(),
  resumed: said(),
  reflectionTooLong: said('max'),
  savedAsReflection: said(),
  savedGoalGone: said(),
  reflectionsFull: said('max'),
  checkin: z.object({
    weeklyTitle: said('goal'),
    reminder: said('text'),
    buttons: z.object({ done: said(), tooBig: said(), notToday: said(), snooze: said(), smaller: said(), later: said(), pause: said(), progress: said() }),
  }),
});
export type BotWords = z.infer<typeof BotWords>;

/** What the goal-setup page shows above a plan, when it says where the plan came from. */
export const NoticeWords = z.object({ offline: said(), starter: said(), ownSteps: said(), otherLanguage: said(), shortYear: said(), shortTime: said('weeks') });
export type NoticeWords = z.infer<typeof NoticeWords>;

const lowerCase = () => z.array(z.string().check(z.minLength(2), z.regex(/^[^A-Z]+$/)));

/** Words no coach says, in any tone (lower case): they shame rather than help, or they are hype. */
export const BannedWords = z.object({ shaming: lowerCase(), hype: lowerCase() });

/** The languages the coach asks its questions and writes offline plans in. */
export const PLAN_LANGUAGES = ['en', 'es', 'de', 'fr', 'pt', 'pt-BR', 'it', 'nl'] as const;
export type PlanLanguage = (typeof PLAN_LANGUAGES)[number];

/**
 * A question and its choices; the choices' order is their meaning (the planner reads the nth
 * choice the same way in every language), so each has a fixed count.
 */
const asked = (choices: number) => z.object({ text: said(), choices: z.array(said()).check(z.length(choices)) });

/**
 * What may get in the way, each said as a choice, the if-then plan it makes and the bite it puts
 * into the plan. A kind of goal offers the ones that fit it (`questions/obstacle-set.ts`): a money
 * goal is not asked about being tired after work, a morning habit not moved to the morning.
 */
export const OBSTACLE_IDS = ['short', 'tired', 'motivation', 'next', 'plans', 'morning', 'late', 'spending', 'bill', 'outings', 'bigger', 'waiting', 'replies', 'costs', 'cravings', 'stress', 'company', 'price'] as const;
export type ObstacleId = (typeof OBSTACLE_IDS)[number];

/** The families of goal an obstacle's bite may be said for in their own way (`questions/obstacle-set.ts`). */
const OBSTACLE_FAMILIES = ['money', 'project', 'event', 'quit'] as const;
export type ObstacleFamily = (typeof OBSTACLE_FAMILIES)[number];

/**
 * An obstacle as a choice, its if-then plan and its bite; `doing` is the bite said of the plan's
 * own practice ("Ask a friend to join you for running once this week"), and `kinds` the bite for a
 * family of goal where the practice's words do not fit (a debt's motivation is not a running partner).
 */
const ObstacleWords = z.object({
  choice: said(),
  if: said(),
  then: said(),
  bite: said(),
  doing: z.optional(said('doing')),
  kinds: z.optional(z.partialRecord(z.enum(OBSTACLE_FAMILIES), said())),
});

/** The questions before a plan, in one language. */
export const QuestionVoice = z.object({
  /** In a month, 3 months, 6 months, a year, or no date. */
  due: asked(5),
  /** A beginner, someone returning, someone already doing it. */
  start: asked(3),
  /** 30 minutes, 1 hour, 2 to 3 hours, 5 hours or more a week. */
  time: asked(4),
  obstacle: z.object({ text: said() }),
  /** How much, for a goal in another language whose theme is saving or a debt and that names no figure; English asks from its kind's own data. */
  amount: z.object({ save: asked(4), debt: asked(4) }),
  /** How many people an event is for (up to 10, 10 to 30, 30 to 100, more), and the bite each size puts into the plan. */
  /** What a project already has behind it: its plan and measurements, its materials, about half the work. */
  done: asked(3),
  guests: z.object({ text: said(), choices: z.array(said()).check(z.length(4)), bites: z.array(said()).check(z.length(4)) }),
  /** The first things the goal will take, when no kind of goal fits: only the person's own words answer it. */
  first: asked(0),
  obstacles: z.object(Object.fromEntries(OBSTACLE_IDS.map((id) => [id, ObstacleWords])) as Record<ObstacleId, typeof ObstacleWords>),
  /** What to do when the obstacle is the person's own words. */
  ownObstacle: said(),
  /** The bite for an obstacle in the person's own words. */
  ownObstacleBite: said('if'),
  /** What a complete beginner does first that the plan does not already hold: a word from someone a month further on. */
  beginnerBite: said(),
  /** What someone who already does it and wants more does first: where a usual week stands now, so the plan builds on it. */
  goingBite: said(),
  /** When a person too tired after work does the sessions instead ("before work"), said after the session. */
  earlier: said(),
  /** The practice in general ("your practice"), for an obstacle's bite when the goal names no activity of its own. */
  practice: z.optional(said()),
  /** The by-when question for a goal tied to an occasion it does not date ("When is your trip?"). */
  dueFor: z.optional(said('event')),
});
export type QuestionVoice = z.infer<typeof QuestionVoice>;

export const QuestionWords = z.object(Object.fromEntries(PLAN_LANGUAGES.map((language) => [language, QuestionVoice])) as Record<PlanLanguage, typeof QuestionVoice>);
export type QuestionWords = z.infer<typeof QuestionWords>;

/** A password-reset or address-confirmation email. */
const AccountMailVoice = z.object({
  subject: said('name'),
  preview: said('name'),
  heading: said('name'),
  lines: z.array(said('name')),
  button: said(),
  after: z.array(said('name')),
});
export type AccountMailVoice = z.infer<typeof AccountMailVoice>;

/** The greeting: by name only once the address is confirmed, since a name is what a sign-up chose, whoever's address it gave. */
const AccountMailGreeting = z.object({ named: said('name'), unconfirmed: said() });

export const AccountMailWords = z.object({ greeting: AccountMailGreeting, passwordReset: AccountMailVoice, emailConfirmation: AccountMailVoice });
export type AccountMailWords = z.infer<typeof AccountMailWords>;

const MAIL_ROUND = ['name', 'goal', 'email', 'count'] as const;
const RoundMailVoice = z.object({
  subject: said(...MAIL_ROUND),
  preview: said(...MAIL_ROUND),
  heading: said(...MAIL_ROUND),
  intro: said(...MAIL_ROUND),
  button: said(...MAIL_ROUND),
  close: said(...MAIL_ROUND),
});
export type RoundMailVoice = z.infer<typeof RoundMailVoice>;

const byKind = <T extends z.core.SomeType>(words: T) => z.object({ daily: words, weekly: words });

/** The email of a round of check-ins, in each tone, with the footer every one carries. */
export const CheckinMailWords = z.object({
  goals: z.object({ one: said(...MAIL_ROUND), several: said(...MAIL_ROUND) }),
  ...Object.fromEntries(TONES.map((tone) => [tone, byKind(RoundMailVoice)])) as Record<(typeof TONES)[number], ReturnType<typeof byKind<typeof RoundMailVoice>>>,
  footer: z.object({ why: byKind(said(...MAIL_ROUND)), unsubscribe: byKind(said(...MAIL_ROUND)) }),
});
export type CheckinMailWords = z.infer<typeof CheckinMailWords>;

/** A notification's title; the check-in's own message is its body. */
export const PushWords = z.object({
  checkin: z.object({ daily: said('goal'), weekly: said('goal'), reminder: said('goal') }),
  test: z.object({ title: said(), body: said() }),
});
export type PushWords = z.infer<typeof PushWords>;

/**
 * What the check-ins say from the history: the week's figures (the same in every tone: figures
 * are figures), the welcome back after quiet days with its two-minute start, and the day not to
 * miss twice.
 */
export const ProgressCheckinWords = z.object({
  week: z.object({
    bites: z.object({ one: said(), other: said('count') }),
    opening: said('bites'),
    habits: said('kept', 'due'),
    bestDay: said('day'),
    runs: z.object({ one: said(), other: said('count') }),
    link: said(),
  }),
  ...Object.fromEntries(TONES.map((tone) => [tone, z.object({ welcomeBack: said('name', 'start'), missedOnce: said('habit') })])) as
    Record<(typeof TONES)[number], z.ZodMiniObject<{ welcomeBack: ReturnType<typeof said>; missedOnce: ReturnType<typeof said> }>>,
});
export type ProgressCheckinWords = z.infer<typeof ProgressCheckinWords>;
