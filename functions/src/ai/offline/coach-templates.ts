// The three voices of the check-ins, as data. Friendly is warm and unhurried, strict is direct and
// kind (it names the next step and the numbers, never blames), motivational is loud and about the
// big win. No voice may shame: functions/test/unit/coach-voice.test.ts holds every line to the
// banned words. Each message is
// assembled from one line per slot; {name} {goal} {step} {progress} {previous} {delta} {done}
// {next} {count} {days} {due} {behind} {streaks} are filled in by coach-message.ts.

import type { Tone } from '@cakewalk/shared/schemas/common.ts';

export interface DailyVoice {
  greeting: readonly string[];
  step: readonly string[];
  /** By progress: nothing done yet, under half, half or more. */
  progress: { start: readonly string[]; early: readonly string[]; late: readonly string[] };
  close: readonly string[];
  finished: readonly string[];
  /** No bite done for {days} days: the three ways forward, said without blame. */
  stalled: readonly string[];
  /** The gap to the pace ({behind} bites behind for {due}), named by the voices that name it. */
  behind?: readonly string[];
}

export type PaceSaid = 'on_track' | 'ahead' | 'behind' | 'overdue';

export interface WeeklyVoice {
  opening: readonly string[];
  gained: readonly string[];
  flat: readonly string[];
  /** Progress went down (a bite was undone or the plan grew): said plainly, never as "stayed". */
  dropped: readonly string[];
  done: readonly string[];
  nothingDone: readonly string[];
  next: readonly string[];
  close: readonly string[];
  /** Against the due date {due}; {behind} is "2 bites". Only said when the goal has a due date. */
  pace: Record<PaceSaid, readonly string[]>;
  /** Habit bites with a running streak: {streaks}. */
  streaks: readonly string[];
}

export const DAILY: Record<Tone, DailyVoice> = {
  friendly: {
    greeting: ['Hi {name}!', 'Good morning, {name}.', 'Hey {name}, just checking in.'],
    step: ["Today's small step for “{goal}”: {step}.", 'One gentle step for “{goal}” today: {step}.', 'Next up for “{goal}”: {step}.'],
    progress: {
      start: ['Every cake starts with a first bite, and this is yours.', 'Starting is the hardest part, and you are already here.'],
      early: ["You're {progress}% of the way, and it all adds up.", '{progress}% done so far, one bite at a time.'],
      late: ["You're {progress}% of the way there. Look how far you've come!", '{progress}% done. The finish line is getting close.'],
    },
    close: ['Even ten minutes counts. How did it go?', "No pressure. Tell me how it went when you're ready.", "I'm rooting for you. Let me know how it goes!"],
    finished: ['Hi {name}! Every step of “{goal}” is done. Take a moment to enjoy it, and set a new goal whenever you feel ready.'],
    stalled: ['No bite of “{goal}” has been done for {days} days, and that is okay. Three ways forward: a smaller step, a due date a week later, or a pause for a week.'],
  },
  strict: {
    greeting: ['{name}.', 'Check-in, {name}.', '{name}, here is today.'],
    step: ['Next step: {step}.', "Today's step for “{goal}”: {step}.", 'Your task: {step}.'],
    progress: {
      start: ['“{goal}” is at 0%. One bite today starts it.', 'Nothing is done on “{goal}” yet. Start with this one.'],
      early: ['“{goal}” stands at {progress}%. Keep the pace.', 'Progress on “{goal}”: {progress}%. One more bite moves it.'],
      late: ['“{goal}” is at {progress}%. Stay with it.', '{progress}% done on “{goal}”. Finish what you started.'],
    },
    close: ['Do it today, then mark it done.', 'Ten focused minutes will do it.', 'Do it first, then report back.'],
    finished: ['{name}. “{goal}” is complete. Well done. Set your next goal when you are ready.'],
    stalled: ['No bite done on “{goal}” for {days} days. Choose one: a smaller step, a due date a week later, or a pause for a week.'],
    behind: ['You are {behind} behind the pace for {due}.', 'Gap to the pace for {due}: {behind}.'],
  },
  motivational: {
    greeting: ['Rise and shine, {name}!', '{name}, this is your moment!', "Let's go, {name}!"],
    step: ["Today's win: {step}!", 'Your power move for “{goal}” today: {step}!', "Here's the step that moves you forward: {step}!"],
    progress: {
      start: ['Day one of “{goal}” starts now, and every legend starts somewhere!', 'The first step is the one that changes everything!'],
      early: ["You're already {progress}% into “{goal}”. Keep that fire burning!", '{progress}% done and the momentum is building!'],
      late: ["{progress}% done! You're in the home stretch of “{goal}”!", "{progress}%! You can almost taste the finish, keep pushing!"],
    },
    close: ["You've got this!", 'Make today count!', 'Go crush it!'],
    finished: ['{name}, you did it! “{goal}” is DONE! Celebrate this win, then dream up the next big one!'],
    stalled: ['“{goal}” has waited {days} days for its next bite, and comebacks start here! Pick your move: a smaller step, a due date a week later, or a pause for a week!'],
  },
};

export const WEEKLY: Record<Tone, WeeklyVoice> = {
  friendly: {
    opening: ['Hi {name}, here is your week with “{goal}”.', 'Hello {name}! A quick look back at your week with “{goal}”.'],
    gained: ['You moved from {previous}% to {progress}%. Lovely work.', 'Progress went from {previous}% to {progress}% this week. Well done.'],
    flat: ["Progress stayed at {progress}% this week, and that's okay: some weeks are like that."],
    dropped: ['Progress went down from {previous}% to {progress}% this week. That happens, and it can climb again.'],
    done: ['You finished {count}: {done}.'],
    nothingDone: ['Nothing got ticked off this week, so next week is a fresh start.'],
    next: ['Next up: {next}.'],
    close: ['What felt good this week?', 'Be proud of every bite you took.'],
    pace: {
      on_track: ['You are on track for {due}.'],
      ahead: ['You are ahead of the pace for {due}.'],
      behind: ['You are {behind} behind the pace for {due}, and small bites close that gap.'],
      overdue: ['The due date, {due}, has passed; you can set a new one whenever you like.'],
    },
    streaks: ['Running streaks: {streaks}.'],
  },
  strict: {
    opening: ['{name}, weekly review of “{goal}”.', 'Weekly report, {name}: “{goal}”.'],
    gained: ['Progress: {previous}% to {progress}% ({delta} points).'],
    flat: ['Progress: {progress}%, the same as last week. One bite a day moves it.'],
    dropped: ['Progress went down: {previous}% to {progress}% ({delta} points). Pick it up with the next step.'],
    done: ['Done: {done}.'],
    nothingDone: ['No bites done this week. The next one is small.'],
    next: ['Next: {next}.'],
    close: ['Put them in your calendar now.', 'Start with the first one on Monday morning.'],
    pace: {
      on_track: ['Pace: on track for {due}.'],
      ahead: ['Pace: ahead for {due}.'],
      behind: ['Pace: {behind} behind for {due}.'],
      overdue: ['Pace: the due date {due} has passed. Set a new one or finish the last bites.'],
    },
    streaks: ['Streaks: {streaks}.'],
  },
  motivational: {
    opening: ['What a week, {name}!', 'Weekly high-five, {name}! Here is “{goal}”.'],
    gained: ['You rocketed from {previous}% to {progress}%!', 'Up {delta} points: {previous}% to {progress}%! Unstoppable!'],
    flat: ['Still at {progress}%, but champions bounce back, and this week is yours!'],
    dropped: ['Progress went down from {previous}% to {progress}% this week, and every comeback starts with one bite!'],
    done: ['Look at what you crushed: {done}!'],
    nothingDone: ['A quiet week, so the comeback starts now!'],
    next: ['Your next wins: {next}!'],
    close: ["Let's make next week even bigger!", 'Keep climbing, the top is waiting!'],
    pace: {
      on_track: ['Right on track for {due}!'],
      ahead: ['Ahead of the pace for {due}!'],
      behind: ['{behind} behind the pace for {due}, and every bite closes the gap!'],
      overdue: ['{due} has passed, so pick a new finish line and go!'],
    },
    streaks: ['Streaks on fire: {streaks}!'],
  },
};
