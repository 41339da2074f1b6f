// How the offline planner breaks one microtask into smaller steps, as data: the microtask's
// first verb picks a family, and the family's steps are filled with the microtask's own words.
// {phrase} is the whole microtask said mid-sentence ("call the bank about the loan"), {object}
// what follows its verb ("the bank about the loan"), {task} the task it belongs to.
// Each step has a rank: at low detail only the lowest ranks are kept, always in the listed order.

export type StepFamily =
  | 'communicate' | 'write' | 'research' | 'decide' | 'buy' | 'schedule' | 'exercise' | 'practice' | 'learn'
  | 'make' | 'clean' | 'money' | 'track' | 'apply' | 'plan' | 'general';

export type RankedStep = readonly [rank: number, text: string];

// Only verbs that say what kind of work follows; "take", "do", "make" or "check" could be anything,
// so a microtask starting with one gets the general steps.
export const FAMILY_VERBS: Readonly<Record<Exclude<StepFamily, 'general'>, readonly string[]>> = {
  communicate: ['call', 'email', 'ask', 'message', 'contact', 'text', 'tell', 'invite', 'phone', 'ring', 'talk', 'meet', 'interview', 'thank', 'announce', 'pitch', 'follow up', 'reach out'],
  write: ['write', 'draft', 'outline', 'journal', 'describe', 'edit', 'rewrite', 'revise', 'summarize', 'summarise', 'polish', 'tailor', 'jot down'],
  research: ['research', 'find', 'search', 'compare', 'explore', 'investigate', 'browse', 'shortlist', 'scout', 'look up', 'read up', 'look for'],
  decide: ['decide', 'choose', 'pick', 'select', 'settle on'],
  buy: ['buy', 'order', 'purchase', 'rent', 'borrow', 'hire'],
  schedule: ['book', 'schedule', 'block', 'register', 'reserve', 'arrange', 'enrol', 'enroll', 'confirm', 'sign up'],
  exercise: ['run', 'walk', 'jog', 'swim', 'cycle', 'ride', 'lift', 'stretch', 'train', 'hike', 'climb', 'row', 'sprint', 'race', 'walk-run', 'warm up', 'cool down'],
  practice: ['practice', 'practise', 'play', 'rehearse', 'drill', 'sing', 'draw', 'sketch', 'speak', 'perform', 'present'],
  learn: ['learn', 'study', 'read', 'review', 'memorize', 'memorise', 'watch', 'listen', 'go over'],
  make: ['build', 'create', 'cook', 'bake', 'repair', 'paint', 'install', 'assemble', 'design', 'sew', 'knit', 'plant', 'record', 'mount', 'replace'],
  clean: ['clean', 'declutter', 'sort', 'organize', 'organise', 'tidy', 'clear', 'empty', 'pack', 'unpack', 'wash', 'donate', 'clean up', 'clear out', 'tidy up'],
  money: ['pay', 'transfer', 'save', 'budget', 'cancel', 'invest', 'deposit', 'sell', 'negotiate'],
  track: ['track', 'log', 'measure', 'weigh', 'assess', 'evaluate', 'count', 'time', 'rate', 'tally'],
  apply: ['apply', 'submit', 'send', 'enter', 'file', 'upload', 'publish', 'post', 'release', 'fill in'],
  plan: ['plan', 'map', 'define', 'prepare', 'estimate', 'map out'],
};

export const FAMILY_STEPS: Readonly<Record<StepFamily, readonly RankedStep[]>> = {
  communicate: [
    [3, 'Find the contact details you need to {phrase}'],
    [2, 'Jot down the two or three points you want to get across'],
    [5, 'Draft your opening line so it is easy to start'],
    [1, 'Do it now: {phrase}'],
    [4, 'Write down the answer and any follow-up'],
    [6, 'Put the follow-up date in your calendar'],
  ],
  write: [
    [2, 'Jot down the main points for {object}'],
    [4, 'Put the points in order as a rough outline'],
    [1, 'Write a quick first draft of {object}'],
    [5, 'Read it aloud and fix what sounds off'],
    [3, 'Tidy up {object} and save the final version'],
    [6, 'Cut anything that does not earn its place'],
  ],
  research: [
    [4, 'Write down what you need to know to {phrase}'],
    [1, 'Search and shortlist three options for {object}'],
    [3, 'Compare the shortlist on cost, time and fit'],
    [2, 'Pick the best option for {object} and note why'],
    [5, 'Save the links and notes in one place'],
    [6, 'Decide the next step your choice leads to'],
  ],
  decide: [
    [4, 'Give yourself 15 minutes so you do not overthink it'],
    [1, 'List your options before you {phrase}'],
    [3, 'Write one pro and one con for each option'],
    [2, 'Commit to your choice and write it down'],
    [5, 'Tell someone what you chose'],
    [6, 'Take the first step your choice leads to'],
  ],
  buy: [
    [2, 'Set a budget for {object}'],
    [3, 'Compare three options for {object}'],
    [5, 'Check the reviews and the return policy'],
    [1, 'Order or buy the option you picked'],
    [4, 'Check it works and fits the plan'],
    [6, 'File the receipt somewhere you can find it'],
  ],
  schedule: [
    [2, 'Check your calendar for free slots'],
    [4, 'Find where and how to {phrase}'],
    [3, 'Pick the date and time that suits you best'],
    [1, 'Do it now: {phrase}'],
    [5, 'Add it to your calendar with a reminder'],
    [6, 'Prepare anything you need to bring'],
  ],
  exercise: [
    [4, 'Lay out your kit the night before'],
    [2, 'Warm up for five minutes'],
    [1, 'Do the main set: {phrase}'],
    [3, 'Cool down and stretch for five minutes'],
    [5, 'Log how it felt on a scale of 1 to 10'],
    [6, 'Plan when the next session happens'],
  ],
  practice: [
    [4, 'Set up your space and materials'],
    [2, 'Warm up with something easy for five minutes'],
    [1, 'Give 20 focused minutes to {object}'],
    [3, 'Repeat the trickiest part of {object} slowly three times'],
    [5, 'Record yourself and listen back or look again'],
    [6, 'Note what to work on next time'],
  ],
  learn: [
    [3, 'Gather the material for {object}'],
    [5, 'Skim {object} first to see the big picture'],
    [1, 'Study {object} for 25 focused minutes'],
    [2, 'Write down three key points in your own words'],
    [4, 'Test yourself without notes'],
    [6, 'Mark what still feels shaky for next time'],
  ],
  make: [
    [2, 'List the materials and tools for {object}'],
    [4, 'Gather everything before you start'],
    [5, 'Clear and set up your workspace'],
    [1, 'Do the first part of {object}'],
    [3, 'Finish {object} and check the result'],
    [6, 'Clean up and note what you would do differently'],
  ],
  clean: [
    [5, 'Take a before photo of {object}'],
    [3, 'Grab bags or boxes for keep, donate and bin'],
    [1, 'Clear the first section of {object}'],
    [2, 'Sort every item into keep, donate or bin'],
    [4, 'Put the keep pile back where it belongs'],
    [6, 'Take the donate and bin bags out today'],
  ],
  money: [
    [3, 'Open your banking or budgeting app'],
    [2, 'Check the exact figures you need to {phrase}'],
    [1, 'Do it now: {phrase}'],
    [4, 'Save the confirmation'],
    [5, 'Update your budget with the change'],
    [6, 'Set a reminder for the next time'],
  ],
  track: [
    [3, 'Choose where to record it: app, sheet or notebook'],
    [1, 'Measure or count it now: {object}'],
    [2, "Write down the number with today's date"],
    [4, 'Compare it with last time'],
    [5, 'Note one thing to change next time'],
    [6, 'Set a reminder for the next check'],
  ],
  apply: [
    [3, 'Read the requirements to {phrase}'],
    [2, 'Gather the documents and details you need'],
    [4, 'Fill in a first draft'],
    [5, 'Check every field and attachment'],
    [1, 'Do it now: {phrase}'],
    [6, 'Note when to follow up'],
  ],
  plan: [
    [2, 'Write down what {object} needs to cover'],
    [1, 'List the steps for {object} in order'],
    [3, 'Put a date next to each step'],
    [4, 'Check the plan fits your week'],
    [5, 'Share the plan with someone who will keep you honest'],
    [6, 'Pick the very first step and do it today'],
  ],
  general: [
    [2, 'Gather what you need to {phrase}'],
    [4, 'Block 30 minutes in your calendar for it'],
    [1, 'Start now: {phrase}'],
    [3, 'Check the result against the task: {task}'],
    [5, 'Note anything left over as a new step'],
    [6, 'Mark it done and reward yourself'],
  ],
};
