// How a bite is split, by its verb: the smallest physical steps that doing it takes, in order.
// Slots: {H} the bite's object up to its first preposition ("your card provider"), {N} the same
// without its article ("card provider"), {V} the bite's verb as written, {Ving} its -ing form.
// Priority 1 steps are the doing itself and always kept; 2 and 3 are added as detail grows.

export interface RecipeStep {
  text: string;
  minutes: number;
  priority: 1 | 2 | 3;
}

export interface Recipe {
  verbs: readonly string[];
  /** Only for a bite whose object matches: "set" a date is a choice, "set up" an app is not. */
  when?: RegExp;
  steps: readonly RecipeStep[];
}

const step = (priority: RecipeStep['priority'], text: string, minutes: number): RecipeStep => ({ text, minutes, priority });

export const RECIPES: readonly Recipe[] = [
  {
    verbs: ['call', 'phone', 'ring', 'dial'],
    steps: [
      step(2, 'Look up the number for {H} and save it in your phone', 3),
      step(3, 'Write the two questions you most need {H} to answer', 5),
      step(1, 'Call {H} and ask your first question', 10),
      step(1, 'Note what {H} told you and the next step', 3),
    ],
  },
  {
    verbs: ['email', 'message', 'text', 'contact', 'ask', 'tell', 'invite', 'thank'],
    steps: [
      step(2, 'Open a new message to {H}', 2),
      step(1, 'Write three short lines to {H}: who you are, what you need, by when', 8),
      step(1, 'Read the message to {H} aloud once, then send it', 3),
      step(3, 'Set a reminder to follow up with {H} in a week', 2),
    ],
  },
  {
    verbs: ['write', 'draft', 'rewrite', 'outline', 'summarise', 'summarize', 'sketch'],
    steps: [
      step(2, 'Open a fresh page and head it “{N}”', 2),
      step(1, 'Write a rough first version of {H} without stopping to fix it', 8),
      step(1, 'Tidy up {H}: cut one weak line and make the rest plain', 5),
      step(3, 'Read {H} aloud once and fix what trips you up', 3),
    ],
  },
  {
    verbs: ['list', 'note', 'jot', 'record', 'log', 'track', 'tally'],
    steps: [
      step(2, 'Open a new note titled “{N}”', 2),
      step(1, 'Jot down {H} as fast as it comes, without sorting', 5),
      step(1, 'Sort {H} so the most important comes first', 3),
      step(3, 'Pin the note on {N} where you will see it tomorrow', 1),
    ],
  },
  {
    verbs: ['read', 'reread', 'study', 'review', 'revise'],
    steps: [
      step(2, 'Find {H} and open it where you left off', 2),
      step(1, 'Read the first half of {H} with a pen in hand', 8),
      step(1, 'Read the rest of {H}, marking anything unclear', 8),
      step(3, 'Write the two main points of {H} in your own words', 5),
    ],
  },
  {
    verbs: ['buy', 'order', 'purchase', 'borrow', 'rent', 'hire', 'stock'],
    steps: [
      step(2, 'Write down exactly which {N} you need: type, size and price limit', 5),
      step(1, 'Compare prices for {H} at two shops or sites', 10),
      step(1, 'Order {H} from the better of the two', 5),
      step(3, 'File the receipt for {H}', 2),
    ],
  },
  {
    verbs: ['book', 'reserve', 'schedule', 'register', 'enrol', 'enroll', 'sign', 'block'],
    steps: [
      step(2, 'Find the booking page or phone number for {H}', 3),
      step(2, 'Pick two times for {H} that fit your calendar', 3),
      step(1, 'Fill in the booking details for {H} and confirm', 5),
      step(3, 'Put {H} in your calendar with a reminder', 2),
    ],
  },
  {
    verbs: ['find', 'search', 'look', 'research', 'locate', 'check', 'explore'],
    steps: [
      step(1, 'Search online for {H} and open the three best results', 5),
      step(1, 'Write down the best find for {H} with its link', 5),
      step(2, 'Note one question about {H} you still need answered', 3),
      step(3, 'Bookmark the best page about {H}', 2),
    ],
  },
  {
    verbs: ['choose', 'pick', 'decide', 'select', 'set', 'agree'],
    when: /\b(?:date|dates|target|budget|limit|goal|time|times|day|days|amount|price|name|option|options|route|plan|book|books|recipe|recipes|place|venue|course|fund|song|project|topic|theme|rule)s?\b/i,
    steps: [
      step(2, 'List three options for {H}', 5),
      step(3, 'Cross out the weakest option for {H}', 2),
      step(1, 'Circle your pick for {H} and write down why', 3),
      step(1, 'Tell one person what you settled on for {H}', 2),
    ],
  },
  {
    verbs: ['run', 'jog', 'walk', 'swim', 'ride', 'cycle', 'hike', 'row', 'climb', 'skate'],
    when: /\b(?:km|mile|miles|minutes|loop|route|run|race|lap|laps|length|lengths|pace|trail|hill|hills|stairs|5k|10k|ride|walk|swim)\b/i,
    steps: [
      step(2, 'Put on your kit and fill a water bottle for {Ving}', 5),
      step(1, 'Warm up with 5 minutes of easy movement before {Ving}', 5),
      step(1, '{V} the first half of {H}', 10),
      step(1, '{V} the second half of {H}', 10),
      step(3, 'Stretch for 5 minutes and log the {Ving}', 5),
    ],
  },
  {
    verbs: ['cook', 'bake'],
    steps: [
      step(2, 'Read the recipe for {H} through once', 3),
      step(2, 'Lay out the ingredients and pans for {H}', 5),
      step(1, 'Prep and chop everything for {H}', 10),
      step(1, 'Cook {H} and taste before serving', 15),
      step(3, 'Wash up and box any leftovers of {H}', 5),
    ],
  },
  {
    verbs: ['clean', 'tidy', 'clear', 'declutter', 'sort', 'empty', 'wash', 'organise', 'organize', 'fill'],
    steps: [
      step(2, 'Put a bin bag and a box next to {H}', 2),
      step(1, 'Clear the first half of {H}', 8),
      step(1, 'Clear the second half of {H}', 8),
      step(3, 'Take the bag out and put away what is in the box', 5),
    ],
  },
  {
    verbs: ['practise', 'practice', 'play', 'rehearse', 'repeat', 'learn'],
    steps: [
      step(2, 'Set a 10-minute timer and warm up for {H}', 3),
      step(1, 'Go through {H} slowly, once, without stopping', 5),
      step(1, 'Repeat the hardest part of {H} three times', 5),
      step(3, 'Note which part of {H} to practise next time', 2),
    ],
  },
  {
    verbs: ['send', 'submit', 'upload', 'post', 'publish', 'share', 'pay', 'transfer', 'return'],
    steps: [
      step(2, 'Open the page or app where {H} goes', 2),
      step(1, 'Check {H} once against what is asked for', 5),
      step(1, 'Press send on {H}', 2),
      step(3, 'Save the confirmation for {H} in one folder', 2),
    ],
  },
  {
    verbs: ['go', 'visit', 'attend', 'join', 'meet', 'show'],
    steps: [
      step(2, 'Check the time and address for {H}', 3),
      step(2, 'Plan how you will get to {H} and when to leave', 3),
      step(1, 'Set off for {H} with ten minutes to spare', 10),
      step(1, 'Write one line about how {H} went', 2),
    ],
  },
  {
    verbs: ['install', 'download', 'open', 'create', 'update', 'charge', 'turn'],
    steps: [
      step(2, 'Find the official page or app store entry for {H}', 3),
      step(1, 'Start {Ving} {H} and follow the first screens', 5),
      step(1, 'Finish the settings for {H} and test it once', 5),
      step(3, 'Save any login for {H} in your password manager', 2),
    ],
  },
  {
    verbs: ['measure', 'weigh', 'count', 'time', 'test', 'photograph'],
    steps: [
      step(2, 'Get the scale, tape, timer or camera ready for {H}', 2),
      step(1, '{V} {H} once and write the number down', 3),
      step(1, '{V} {H} a second time to be sure', 3),
      step(3, 'Write the date beside the figure for {H}', 1),
    ],
  },
];
