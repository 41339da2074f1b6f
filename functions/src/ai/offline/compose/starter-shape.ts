// The starter plan's three shapes as data: the one that works for most goals, a habit's, and a
// skill's or a way of being's.
// starter-plan.ts writes them around the goal; the step planner reads their steps.

import type { RepeatEvery } from '@cakewalk/shared/schemas/breakdown.ts';

interface StarterBite {
  /**
   * With the goal's verb phrase: "{Goal}" = "Fix the fence", "{goal}" = "fix the fence", and
   * only in the habit's act, which is the goal itself. Every other bite is written without the
   * goal's words: a template with the goal pasted in reads as a machine wrote it. "{target}" is
   * the goal's number, "{slots}" the week's sessions ("two 20-minute slots"), "{doing}" the goal's
   * verb and the head of its object ("carving a wooden spoon"), "{someone}" the same said of anyone
   * ("brewing a first batch of mead"); a bite with them falls back to `nominal` when the goal has none.
   */
  verbal: string;
  /** With a goal that names only a thing, "{goal}" = "a cleaner garage". */
  nominal: string;
  minutes: number;
  repeat?: RepeatEvery | 'goal';
  /** A bite that plans the practice rather than doing it keeps its own cadence whatever the week's time. */
  practice?: false;
  /** Only when the goal has a number ({target}). */
  needsTarget?: true;
  /** The habit's act itself: as long as the goal says ("stretch for 10 minutes"), within 5 to 15. */
  act?: true;
  /** Asks for the likely obstacle or an if-then for it: left out once the person has named theirs. */
  obstacle?: true;
  /** What this bite makes that a later one refers to ("that list"). */
  makes?: Made;
  /** What an earlier bite must have made for this one to make sense; without it, `instead` or nothing. */
  needs?: Made;
  instead?: StarterBite;
  /** Only with the goal's own words ("{doing}"): without them it would say nothing. */
  needsDoing?: true;
  /**
   * Said wholly by one of the goal's own parts (goal-parts.ts): "{Work}" its main act each
   * session ("Work on the backyard beehive for 20 minutes"), "{Finish}" the thing it makes
   * finished, "{Act}" its second act ("Harvest honey"), "{Purpose}" what it is for ("Take your
   * kids fishing"), "{Whom}" who it is for, "{Done}" its own act when that is done once at the
   * end ("Enter a carving at the county fair"); left out when the goal does not name that part.
   */
  parts?: true;
  /** Its smaller steps, for when it is broken down; they may use the same slots. */
  steps?: string[];
}

/** Things a starter bite makes and a later one refers to. */
type Made = 'list' | 'smallest job' | 'shopping list' | 'guide' | 'plans' | 'faults' | 'names' | 'marks';

interface StarterTask {
  title: string;
  bites: StarterBite[];
  /** Only for a goal that makes or mends a thing with its hands: nothing to buy for "get a mentor". */
  making?: true;
}

/** Verbs of goals that make or mend a thing, which needs materials and tools. */
export const MAKING_VERBS = new Set(`build make restore fix repair mend paint repaint sew knit crochet quilt plant grow brew bake cook
install renovate redecorate decorate craft carve whittle weld solder assemble rebuild refurbish upholster tile plaster
landscape frame bind print sculpt throw forge embroider weave convert customise customize`.split(/\s+/));

export type { StarterBite };
export type Shape = { title: string; tasks: StarterTask[] }[];

const same = (text: string, minutes: number, more: Partial<StarterBite> = {}): StarterBite => ({ verbal: text, nominal: text, minutes, ...more });

/**
 * The goal's number as a first real action: where the person stands today beside where they are
 * going, so the gap is known, rather than a card that only repeats the goal.
 */
export const TARGET = 'Write down where you stand today, with “{target}” beside it as the mark to reach';
const TARGET_STEPS = ['Measure, count or look up where you are today', 'Write that down with today’s date, and “{target}” beside it', 'Put the page where you will see it each week'];

/** The likely obstacle and what to do when it comes: the general shape's and the habit's. */
const OBSTACLE: StarterBite = { verbal: 'Write down the one thing most likely to stop you', nominal: 'Write down the one thing most likely to stop you', minutes: 5, obstacle: true, steps: ['Think back to the last time you meant to do it and did not', 'Write down what stopped you: time, energy, a person or a place', 'Circle the one most likely to happen again'] };
const IF_THEN: StarterBite = same('Write what you will do when it happens, as “If … then …”', 5, { obstacle: true, steps: ['Write “If” and the moment the obstacle shows up', 'Write “then” and one small thing you will do instead of stopping', 'Read it aloud once and keep it with your plan'] });

/** The week's sessions booked ahead: a weekly step of planning, however often the sessions come. */
const SLOTS: StarterBite = same('Put {slots} in this week’s calendar', 5, { repeat: 'week', practice: false, steps: ['Open your calendar and find {slots} that are free this week', 'Add each as an event with a reminder 10 minutes before', 'Write in each event the job you will do in it'] });

/**
 * One session of the goal's own act, as often as the week's time allows, broken down as one
 * sitting: got ready for, done, and where it stopped noted.
 */
const WORK: StarterBite = { ...same('{Work}', 20, { repeat: 'week', steps: ['Get out what the session needs and clear a space', 'Pick up where you stopped last time and keep going until the time is up', 'Write one line on where you stopped and what comes next'] }), parts: true };

/** The goal's own ends, each a bite of its own when the goal names it: the thing finished, its second act, what and who it is for. */
const THROUGH: StarterBite[] = [
  { ...same('{Finish}', 60), parts: true },
  { ...same('{Act}', 45), parts: true },
  { ...same('{Purpose}', 60), parts: true },
  { ...same('{Whom}', 30), parts: true },
  { ...same('{Done}', 60), parts: true },
];

const LOOK_BACK: StarterBite = same('Write three lines on Sunday: what you did, what got in the way, what comes next', 10, { repeat: 'week', practice: false, steps: ['Look back at your calendar and notes for the week', 'Write one line on what you did and one on what got in the way', 'Write one line on what comes next'] });

export const SHAPE: Shape = [
  {
    title: 'See the whole job',
    tasks: [{
      title: 'What done looks like',
      bites: [
        { verbal: TARGET, nominal: TARGET, minutes: 10, needsTarget: true, steps: TARGET_STEPS },
        same('Write one sentence on how you will know you have got there', 10, { steps: ['Picture the day it is done and note what you can see, do or show', 'Turn that into one sentence someone else could check', 'Put the sentence at the top of your notes for this goal'] }),
        { ...same('List every job it will take to get there, one line each', 15), makes: 'list', steps: ['Set a timer for 10 minutes and write every job that comes to mind, one a line', 'Add what you would need to buy, book, ask or learn', 'Number the lines in the order they have to happen'] },
        same('Circle the smallest job on that list', 5, { needs: 'list', makes: 'smallest job', steps: ['Read the list and cross out anything that can wait a month', 'Circle the job you could finish in 15 minutes', 'Write today’s date beside it'] }),
      ],
    }],
  },
  {
    title: 'Find help',
    tasks: [
      {
        title: 'Learn from others',
        bites: [
          { verbal: 'Search for a beginner’s guide to {doing} and save the best one', nominal: 'Search for a beginner’s guide that covers your goal and save the best one', minutes: 15, makes: 'guide', steps: ['Search for “beginner’s guide” with the words of your goal', 'Open the first three results and skim their headings', 'Bookmark the clearest one and close the rest'] },
          { verbal: 'Watch a short video of someone {someone}, start to finish', nominal: 'Watch a short video of someone {someone}, start to finish', minutes: 15, needsDoing: true, steps: ['Search for a video of it done from start to finish, under 20 minutes', 'Watch it once through without stopping', 'Write down the three moments that look hardest'] },
          same('Ask one person who has done it before for their best tip', 10, { steps: ['Write down two people you know who have done something like it', 'Send the first one a message asking for their single best tip', 'Note their answer with your plan when it comes'] }),
        ],
      },
      {
        title: 'Gather what it takes',
        making: true,
        bites: [
          same('List the materials and tools your guide names, and tick what you already have', 10, { needs: 'guide', makes: 'shopping list', instead: same('Write down what you need to buy or borrow for the smallest job', 10, { needs: 'smallest job', makes: 'shopping list', steps: ['Picture doing the smallest job and list each thing your hands would need', 'Tick what you already have at home', 'Mark each thing left as buy or borrow'] }), steps: ['Open the guide you saved at its list of materials and tools', 'Copy each one onto a list, with the size or amount it gives', 'Tick what you already have at home and mark the rest buy or borrow'] }),
          same('Buy or borrow the first thing on that list', 15, { needs: 'shopping list', steps: ['Decide where to get it: a shop, online or a friend', 'Order it, or message the friend who has one', 'Put it where you will do the job'] }),
        ],
      },
    ],
  },
  {
    title: 'Make a start',
    tasks: [
      {
        title: 'The first job',
        bites: [
          same('Do the smallest job you circled for 15 minutes', 15, { needs: 'smallest job', instead: same('Pick one job your goal needs that takes 15 minutes, and do it', 15, { steps: ['Write down three jobs your goal needs, however small', 'Pick the one you could finish in 15 minutes', 'Set a timer for 15 minutes and do it until it rings'] }), steps: ['Get out what the job needs and clear a space', 'Set a timer for 15 minutes and work on the job until it rings', 'Write one line on where you stopped'] }),
          // The goal's own work each session, which books the week's slots by its repeat; without it, the slots are booked.
          { ...WORK, instead: SLOTS },
        ],
      },
      {
        title: 'Plan for the likely obstacle',
        bites: [
          OBSTACLE,
          IF_THEN,
        ],
      },
    ],
  },
  {
    title: 'Review and adjust',
    tasks: [{
      title: 'See it through',
      bites: THROUGH,
    }, {
      title: 'Look back each week',
      bites: [
        LOOK_BACK,
        same('Choose next week’s first job and put it in your calendar', 5, { steps: ['Pick the next job your goal needs', 'Find a slot for it early in the week', 'Add it to your calendar with a reminder'] }),
      ],
    }],
  },
];

/**
 * A way of being or a skill to grow ("be more patient with your kids", "become a better
 * listener", "get better at chess"): no finish line or shopping list, but what better looks like,
 * one technique, practice on purpose in the moments that call for it, and a look back.
 */
export const TRAIT_SHAPE: Shape = [
  {
    title: 'See where you are',
    tasks: [{
      title: 'Notice',
      bites: [
        { verbal: 'Write “{target}” on a card as the mark to reach', nominal: 'Write “{target}” on a card as the mark to reach', minutes: 5, needsTarget: true, steps: ['Write down where you stand today, as a number if you can', 'Write “{target}” on a card under it', 'Put the card where you will see it each day'] },
        same('Write down two moments from this week when it mattered, and how each one went', 10, { steps: ['Think back over the last few days for two moments when it mattered', 'Write what happened in each, in two lines', 'Mark what you would do differently next time'] }),
        same('Ask someone who knows you for one thing you could do better', 10, { steps: ['Pick someone who sees you in those moments and will be honest', 'Send them one question: what is one thing I could do better?', 'Write their answer down without arguing with it'] }),
      ],
    }],
  },
  {
    title: 'Learn one way to do it better',
    tasks: [{
      title: 'One technique',
      bites: [
        same('Search for one proven technique in your goal’s own words and write it on a card', 15, { verbal: 'Search for one proven technique for {doing} and write it on a card', steps: ['Search for a technique with the words of your goal and “how to”', 'Read two short articles and pick the technique both mention', 'Write it on a card in one line you can remember'] }),
        same('Read the card aloud and picture using it in your next tricky moment', 5, { steps: ['Read the technique on your card aloud', 'Picture the next moment it could help, and see yourself using it', 'Put the card where you will see it before that moment'] }),
      ],
    }],
  },
  {
    title: 'Practise on purpose',
    tasks: [{
      title: 'Every chance',
      bites: [
        same('Use your technique once today, in a real moment', 10, { repeat: 'day', steps: ['Read your card in the morning', 'Pick the moment today when you will use it', 'Use it then, even if only for a minute'] }),
        same('Write one line tonight on how it went and what you would change', 5, { repeat: 'day', steps: ['Open your notes before bed', 'Write one line on what you tried and how it went', 'Write one thing you will change tomorrow'] }),
      ],
    }],
  },
  {
    title: 'Look back',
    tasks: [{
      title: 'Each week',
      bites: [
        same('Read the week’s notes and circle the moment that went best', 10, { repeat: 'week', steps: ['Read all the lines you wrote this week', 'Circle the moment that went best and note what you did', 'Write down what to do more of next week'] }),
        same('Ask the same person whether they have noticed a change', 5, { steps: ['Message the person who gave you the tip', 'Ask whether they have noticed a change, big or small', 'Write their answer next to your first note'] }),
      ],
    }],
  },
];

/** Only for a goal with a verb: a habit is something done. */
export const HABIT_SHAPE: Shape = [
  {
    title: 'Make it easy',
    tasks: [{
      title: 'Set the cue',
      bites: [
        same('Write down what you already do at the time you want this habit, so it can follow that', 5, { steps: ['Write down what you do each day around the time you want the habit', 'Pick the one you never skip, like making coffee or brushing your teeth', 'Write “After I …, I will …” with that moment'] }),
        { verbal: 'Put what the habit needs where you will see it at that moment', nominal: 'Put what the habit needs where you will see it at that moment', minutes: 5, steps: ['Gather what the habit needs in one place', 'Put it where your eyes land at that moment', 'Clear anything that hides it'] },
        same('Set a reminder for that moment', 5, { steps: ['Open the alarms or reminders on your phone', 'Set one for that moment, repeating on the days you chose', 'Name it with the habit, so it says what to do'] }),
      ],
    }],
  },
  {
    title: 'Do it',
    tasks: [{
      title: 'Every time',
      bites: [
        { verbal: '{Goal}', nominal: 'Do {goal}', minutes: 5, repeat: 'goal', act: true },
      ],
    }],
  },
  {
    title: 'Plan for the missed day',
    tasks: [{
      title: 'Never miss twice',
      bites: [
        OBSTACLE,
        IF_THEN,
        same('Write the smallest version you will do on a bad day', 5, { steps: ['Think of the worst kind of day you have had lately', 'Write the version of the habit you could still do on it, in two minutes', 'Keep it beside your reminder'] }),
      ],
    }],
  },
  {
    title: 'Look back',
    tasks: [{
      title: 'Each week',
      bites: [
        { verbal: 'Count the times you did it this week and note what helped', nominal: 'Count the times you did it this week and note what helped', minutes: 5, repeat: 'week', steps: ['Look back over the week’s ticks in Cakewalk', 'Write the number of times you did it', 'Note one thing that helped on the days you did'] },
      ],
    }],
  },
];


/**
 * After the person's own first things ("What are the first two or three things this will
 * take?"): the week's sessions, the likely obstacle and a weekly look back that finds what comes
 * next, so the plan goes on once those things are done.
 */
export const KEEP_GOING: Shape[number] = {
  title: 'Keep it moving',
  tasks: [
    { title: 'Each session', bites: [{ ...WORK, instead: SLOTS }] },
    { title: 'See it through', bites: THROUGH },
    { title: 'Plan for the likely obstacle', bites: [OBSTACLE, IF_THEN] },
    { title: 'Each week', bites: [LOOK_BACK] },
  ],
};
