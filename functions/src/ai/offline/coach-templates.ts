// The three voices of the check-ins, as data. Friendly is warm and unhurried, strict is short
// and imperative with a deadline, motivational is loud and about the big win. Each message is
// assembled from one line per slot; {name} {goal} {step} {progress} {previous} {delta} {done}
// {next} {count} are filled in by coach-message.ts.

import type { Tone } from '@cakewalk/shared/schemas/common.ts';

export interface DailyVoice {
  greeting: readonly string[];
  step: readonly string[];
  /** By progress: nothing done yet, under half, half or more. */
  progress: { start: readonly string[]; early: readonly string[]; late: readonly string[] };
  close: readonly string[];
  finished: readonly string[];
}

export interface WeeklyVoice {
  opening: readonly string[];
  gained: readonly string[];
  flat: readonly string[];
  done: readonly string[];
  nothingDone: readonly string[];
  next: readonly string[];
  close: readonly string[];
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
  },
  strict: {
    greeting: ['{name}.', 'Check-in, {name}.', '{name}, no skipping today.'],
    step: ['Due today: {step}.', "Today's step for “{goal}”: {step}.", 'Your task: {step}.'],
    progress: {
      start: ['“{goal}” is at 0%. That changes today.', 'Nothing is done on “{goal}” yet. Start now.'],
      early: ['“{goal}” stands at {progress}%. Not enough yet.', 'Progress on “{goal}”: {progress}%. Keep the pace.'],
      late: ['“{goal}” is at {progress}%. Do not ease off now.', '{progress}% done on “{goal}”. Finish what you started.'],
    },
    close: ['Finish it before the day ends, then mark it done.', 'Excuses do not move the number. Action does.', 'Do it first, then report back.'],
    finished: ['{name}. “{goal}” is complete. Good. Set your next goal today and keep the discipline.'],
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
  },
};

export const WEEKLY: Record<Tone, WeeklyVoice> = {
  friendly: {
    opening: ['Hi {name}, here is your week with “{goal}”.', 'Hello {name}! A quick look back at your week with “{goal}”.'],
    gained: ['You moved from {previous}% to {progress}%. Lovely work.', 'Progress went from {previous}% to {progress}% this week. Well done.'],
    flat: ["Progress stayed at {progress}% this week, and that's okay: some weeks are like that."],
    done: ['You finished {count}: {done}.'],
    nothingDone: ['Nothing got ticked off this week, so next week is a fresh start.'],
    next: ['Next up: {next}.'],
    close: ['What felt good this week?', 'Be proud of every bite you took.'],
  },
  strict: {
    opening: ['{name}, weekly review of “{goal}”.', 'Weekly report, {name}: “{goal}”.'],
    gained: ['Progress: {previous}% to {progress}% ({delta} points).'],
    flat: ['Progress: {progress}%, unchanged. That is not acceptable two weeks running.'],
    done: ['Done: {done}.'],
    nothingDone: ['Done this week: nothing.'],
    next: ['Next: {next}.'],
    close: ['Put them in your calendar now.', 'No more delays. Start Monday morning.'],
  },
  motivational: {
    opening: ['What a week, {name}!', 'Weekly high-five, {name}! Here is “{goal}”.'],
    gained: ['You rocketed from {previous}% to {progress}%!', 'Up {delta} points: {previous}% to {progress}%! Unstoppable!'],
    flat: ['Still at {progress}%, but champions bounce back, and this week is yours!'],
    done: ['Look at what you crushed: {done}!'],
    nothingDone: ['A quiet week, so the comeback starts now!'],
    next: ['Your next wins: {next}!'],
    close: ["Let's make next week even bigger!", 'Keep climbing, the top is waiting!'],
  },
};
