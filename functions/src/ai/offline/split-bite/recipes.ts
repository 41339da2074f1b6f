// How a bite is split, by its verb (with its particle: "write down" is not "write") and, where
// the verb alone does not say, by its object: the smallest physical steps that doing it takes,
// in order. The first recipe that fits wins, so a recipe for one object comes before the
// verb's own. A recipe for writing is only for writing something (a letter, a plan, a post).
// Slots: {H} the bite's object up to its first preposition ("your card provider"), {N} the same
// without its article ("card provider"), {R} what the bite says after that ("for wear"), {V} the
// verb as written, {Ving} its -ing form. Priority 1 steps are the doing itself and always kept; 2
// and 3 are added as detail grows.

export interface RecipeStep {
  text: string;
  minutes: number;
  priority: 1 | 2 | 3;
}

export interface Recipe {
  verbs: readonly string[];
  /** Only for a bite whose object matches. */
  when?: RegExp;
  steps: readonly RecipeStep[];
}

const step = (priority: RecipeStep['priority'], text: string, minutes: number): RecipeStep => ({ text, minutes, priority });

const CALENDAR = /\b(?:calendar|diary|planner|schedule)\b/i;
const COMPOSITION = /\b(?:letter|email|e-mail|message|post|blog|article|essay|chapter|scene|story|poem|song|speech|toast|pitch|bio|cv|résumé|resume|cover letter|profile|plan|run-of-show|summary|review|outline|draft|proposal|script|page|paragraph|report|introduction|abstract|thank-you|card|list of questions|answers?|notes? for)\b/i;
const EXERCISE = /\b(?:workout|exercise|exercises|class|session|stretch|stretches|yoga|pilates|plank|squats?|push-ups?|sit-ups?|lunges|warm-up|drills?|routine|circuit|laps?|lengths?)\b/i;
const REMINDER = /\b(?:reminder|alarm|timer|alert|notification)s?\b/i;

export const RECIPES: readonly Recipe[] = [
  {
    verbs: ['request', 'order', 'claim'],
    when: /\b(?:transcripts?|records?|references?|letters?|copies|certificates?|statements?|refund|quotes?|redirection|documents?|prescriptions?|appointments?)\b/i,
    steps: [
      step(2, 'Find the page or office that handles {H}', 3),
      step(1, 'Fill in the request for {H} with your details', 5),
      step(1, 'Send the request and save the confirmation', 2),
    ],
  },
  {
    verbs: ['check', 'make sure', 'confirm', 'find out'],
    when: /^(?:you|that|if|whether|your\s+\S+\s+(?:is|are|has|have))\b/i,
    steps: [
      step(2, 'Open the account, app or papers that would show it', 3),
      step(1, 'Find the answer and write it down with today’s date', 5),
      step(1, 'If the answer is no, write the first step to change it', 2),
    ],
  },
  {
    verbs: ['do', 'answer', 'complete', 'take', 'try', 'sit'],
    when: /\b(?:paper|papers|questions?|quiz|mock|test|problems|sums|exercises from|practice exam)\b/i,
    steps: [
      step(2, 'Clear your desk and set a timer for the time allowed', 2),
      step(1, 'Answer the questions of {H} without notes', 12),
      step(1, 'Mark it and note the ones you got wrong', 5),
    ],
  },
  {
    verbs: ['copy', 'draw', 'sketch', 'paint', 'trace'],
    when: /\b(?:painting|drawing|picture|photo|object|face|hand|portrait|landscape|still life|part of|section|sketch|figure|pet|friend)\b/i,
    steps: [
      step(2, 'Lay out paper, pencil and what you are drawing from', 2),
      step(1, 'Draw the outline of {H} lightly', 5),
      step(1, 'Add the shapes and shading inside the outline', 7),
      step(3, 'Sign and date it, and note one thing to try next time', 1),
    ],
  },
  {
    verbs: ['put', 'leave', 'keep'],
    when: /\b(?:another room|drawer|away|out of reach|out of sight|in a box|in your bag)\b/i,
    steps: [
      step(2, 'Choose the spot for {H}: another room, a drawer or a bag', 1),
      step(1, 'Put {H} there before you start', 1),
      step(1, 'Set a timer for when you may check {H} again', 1),
    ],
  },
  {
    verbs: ['take', 'drop', 'deliver', 'bring'],
    when: /\b(?:boxes?|bags?|donations?|donate|parcel|recycling|tip|charity shop|drop-off)\b/i,
    steps: [
      step(2, 'Load {H} into the car or by the door', 5),
      step(1, 'Take {H}{R}', 15),
      step(3, 'Note what went where, for your records', 2),
    ],
  },
  {
    verbs: ['rate', 'score', 'grade'],
    steps: [
      step(2, 'Write the list on a card, one line each', 3),
      step(1, 'Give each line a number{R}', 3),
      step(1, 'Circle the lowest and write one reason next to it', 2),
    ],
  },
  {
    verbs: ['fill'],
    when: /\b(?:plate|bowl|lunchbox)\b/i,
    steps: [
      step(2, 'Wash and cut the vegetables before you start cooking', 5),
      step(1, 'Serve the vegetables onto {H} first', 2),
      step(1, 'Add the rest of the meal to what is left of {H}', 2),
    ],
  },
  {
    verbs: ['put', 'add', 'block', 'mark', 'schedule', 'copy'],
    when: CALENDAR,
    steps: [
      step(2, 'Open your calendar at this week', 1),
      step(1, 'Pick the day and time that suit {H} best', 3),
      step(1, 'Add {H} there, with a reminder 10 minutes before', 3),
      step(3, 'Copy the same slot into next week', 2),
    ],
  },
  {
    verbs: ['set', 'turn'],
    when: REMINDER,
    steps: [
      step(2, 'Open the clock or reminders app on your phone', 1),
      step(1, 'Set {H} {R}', 2),
      step(1, 'Name it so it says what to do when it goes off', 2),
    ],
  },
  {
    verbs: ['set up', 'open', 'create', 'turn on', 'sign up', 'register', 'start'],
    when: /\b(?:account|app|site|pot|alerts?|order|debit|payments?|round-ups|profile|page|folder|spreadsheet|tracker|list|group|shop|savings)\b/i,
    steps: [
      step(2, 'Open the app or website for {H}', 2),
      step(1, 'Find where to set up {H} and fill in the details', 5),
      step(1, 'Test {H} once', 3),
      step(3, 'Note where to find {H} again', 1),
    ],
  },
  {
    verbs: ['write', 'draft', 'rewrite', 'outline', 'summarise', 'summarize', 'redo', 'edit'],
    when: COMPOSITION,
    steps: [
      step(2, 'Open a fresh page and head it “{N}”', 2),
      step(1, 'Write a rough first version of {H} without stopping to fix it', 8),
      step(1, 'Tidy up {H}: cut one weak line and make the rest plain', 5),
      step(3, 'Read {H} aloud once and fix what trips you up', 3),
    ],
  },
  {
    verbs: ['write down', 'write', 'note', 'note down', 'jot down', 'jot', 'list', 'record', 'log', 'track', 'tally', 'mark down'],
    steps: [
      step(2, 'Take a card, or open a note on your phone', 1),
      step(1, 'Write {H} first, in a few words', 3),
      step(1, 'Add {A}, then read it back once', 3),
      step(3, 'Put the note where you will see it tomorrow', 1),
    ],
  },
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
    verbs: ['email', 'message', 'text', 'contact', 'ask', 'tell', 'invite', 'thank', 'reply', 'say'],
    steps: [
      step(2, 'Open a new message to {H}', 2),
      step(1, 'Write three short lines: what you want to say or ask, and by when', 8),
      step(1, 'Read the message aloud once, then send it', 3),
      step(3, 'Set a reminder to follow up in a week if no answer comes', 2),
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
    verbs: ['go through', 'look through', 'look at', 'check'],
    when: /\b(?:statement|statements|bills?|receipts?|inbox|emails|list|notes|wardrobe|drawer|cupboard|photos|files|papers|accounts?)\b/i,
    steps: [
      step(2, 'Open {H} and have a pen or highlighter ready', 2),
      step(1, 'Go through the first half of {H}{R}', 6),
      step(1, 'Go through the rest of {H} the same way', 6),
      step(3, 'Count what you marked and note the total', 2),
    ],
  },
  {
    verbs: ['check', 'look at', 'see'],
    steps: [
      step(2, 'Open the app, site or page that shows {H}', 3),
      step(1, 'Look at {H}{R} and note what you see', 5),
      step(1, 'Write down one thing to act on, or a tick if all is fine', 2),
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
    verbs: ['compare'],
    steps: [
      step(2, 'Open {H} side by side', 3),
      step(1, 'Note the price and the one difference that matters for each', 5),
      step(1, 'Circle the better one and write down why', 2),
    ],
  },
  {
    verbs: ['book', 'reserve', 'register', 'enrol', 'enroll', 'sign', 'apply', 'arrange'],
    steps: [
      step(2, 'Find the booking page or phone number for {H}', 3),
      step(2, 'Pick two times for {H} that fit your calendar', 3),
      step(1, 'Fill in the booking details for {H} and confirm', 5),
      step(3, 'Put {H} in your calendar with a reminder', 2),
    ],
  },
  {
    verbs: ['find', 'look for', 'dig out', 'locate'],
    when: /\s(?:in|on)\s+(?:your|the)\s/i,
    steps: [
      step(1, 'Look{R} for {H}', 5),
      step(1, 'Note {H} with the date on it', 2),
      step(3, 'Save a copy in one folder for this goal', 2),
    ],
  },
  {
    verbs: ['look up', 'find', 'search', 'research', 'locate', 'explore', 'look'],
    steps: [
      step(1, 'Search online for {O} and open the three best results', 5),
      step(1, 'Write down the best answer with its link', 5),
      step(3, 'Note one question about it you still need answered', 3),
    ],
  },
  {
    verbs: ['choose', 'pick', 'decide', 'select', 'set', 'agree', 'settle'],
    when: /\b(?:date|dates|target|budget|limit|goal|time|times|day|days|amount|price|name|option|options|route|plan|book|books|recipe|recipes|place|venue|course|fund|song|project|topic|theme|rule|idea|ideas|class|kind|kinds|one|two|three|bedtime|hour|pace|distance|race)s?\b/i,
    steps: [
      step(2, 'List three options for {H}', 5),
      step(3, 'Cross out the weakest option for {H}', 2),
      step(1, 'Circle your pick for {H} and write down why', 3),
      step(1, 'Tell one person what you settled on for {H}', 2),
    ],
  },
  {
    verbs: ['add up', 'add', 'work out', 'divide', 'count', 'total', 'average', 'calculate'],
    when: /\b(?:balances?|totals?|amounts?|figures?|costs?|numbers?|savings|bills?|spending|income|hours|steps|times|pages|words|calories|miles|kilometres)\b/i,
    steps: [
      step(2, 'Gather the figures for {H} in one place', 5),
      step(1, 'Add them up with your phone’s calculator', 3),
      step(1, 'Write the result down with today’s date', 2),
    ],
  },
  {
    verbs: ['measure', 'weigh', 'count', 'time', 'test'],
    steps: [
      step(2, 'Get the scale, tape, timer or phone ready for {H}', 2),
      step(1, '{V} {H} once and write the number down', 3),
      step(1, '{V} {H} a second time to be sure', 3),
      step(3, 'Write the date beside the figure for {H}', 1),
    ],
  },
  {
    verbs: ['take', 'photograph', 'film', 'shoot'],
    when: /\b(?:photo|photos|picture|pictures|video|shot|shots|selfie)s?\b/i,
    steps: [
      step(2, 'Find a spot with good light and clear the background', 3),
      step(1, 'Take three versions of {H}{R}', 3),
      step(1, 'Keep the best one in a folder named for this goal', 2),
    ],
  },
  {
    verbs: ['do', 'try', 'practise', 'practice'],
    when: /\b(?:breathing|breaths?|meditation|body scan|mindfulness)\b/i,
    steps: [
      step(2, 'Sit down somewhere quiet with both feet flat on the floor', 1),
      step(1, 'Do {H} slowly, counting each breath{R}', 5),
      step(1, 'Notice how you feel and note it in one word', 1),
    ],
  },
  {
    verbs: ['make', 'scan', 'copy', 'print', 'photocopy'],
    when: /\b(?:cop(?:y|ies)|scans?|prints?|photocopies)\b/i,
    steps: [
      step(2, 'Put the papers in one pile, in order', 3),
      step(1, 'Scan or photograph each page with your phone', 8),
      step(1, 'Save the files in one folder named for this goal', 3),
    ],
  },
  {
    verbs: ['move', 'transfer', 'pay', 'put'],
    when: /\b(?:money|cash|savings|pot|payment|deposit|[$€£]\d)\b/i,
    steps: [
      step(2, 'Open your banking app', 1),
      step(1, 'Move {H}{R}', 3),
      step(1, 'Check the money has arrived and note the new balance', 2),
    ],
  },
  {
    verbs: ['do', 'try', 'follow', 'join'],
    when: EXERCISE,
    steps: [
      step(2, 'Put on comfortable clothes and clear a space', 3),
      step(1, 'Warm up for 3 minutes with easy movement', 3),
      step(1, 'Do the main part of {H}{R}', 10),
      step(3, 'Cool down and stretch for 2 minutes', 2),
    ],
  },
  {
    verbs: ['watch', 'follow', 'listen'],
    steps: [
      step(2, 'Find {H} and have a notebook beside you', 3),
      step(1, 'Watch or follow the first half of {H}, pausing to try each step', 8),
      step(1, 'Finish {H} and write down one thing to try next time', 7),
    ],
  },
  {
    verbs: ['run', 'jog', 'walk', 'swim', 'ride', 'cycle', 'hike', 'row', 'climb', 'skate'],
    steps: [
      step(2, 'Put on your kit and fill a water bottle', 3),
      step(1, 'Start with 3 minutes at an easy pace to warm up', 3),
      step(1, '{V} {H}{R} at a pace where you can still talk', 10),
      step(3, 'Log the time and distance', 2),
    ],
  },
  {
    verbs: ['cook', 'bake', 'make', 'prep', 'batch-cook'],
    when: /\b(?:dinner|lunch|breakfast|meal|meals|soup|salad|bread|cake|pot|dish|recipe|food|snacks?|smoothie|stew|curry|pasta|porridge|eggs?|vegetables|veg)\b/i,
    steps: [
      step(2, 'Read the recipe for {H} through once', 3),
      step(2, 'Lay out the ingredients and pans for {H}', 5),
      step(1, 'Prep and chop everything for {H}', 10),
      step(1, 'Cook {H} and taste before serving', 15),
      step(3, 'Wash up and box any leftovers of {H}', 5),
    ],
  },
  {
    verbs: ['clean', 'tidy', 'clear', 'declutter', 'sort', 'empty', 'wash', 'organise', 'organize', 'wipe', 'dust', 'vacuum', 'hoover', 'mop'],
    steps: [
      step(2, 'Put a bin bag and a box next to {H}', 2),
      step(1, 'Clear the first half of {H}', 8),
      step(1, 'Clear the second half of {H}', 8),
      step(3, 'Take the bag out and put away what is in the box', 5),
    ],
  },
  {
    verbs: ['practise', 'practice', 'play', 'rehearse', 'repeat', 'learn', 'memorise', 'memorize'],
    steps: [
      step(2, 'Warm up for 3 minutes with something you already know', 3),
      step(1, 'Go through {H} slowly, once, without stopping', 5),
      step(1, 'Repeat the hardest part of {H} three times', 5),
      step(3, 'Note which part of {H} to practise next time', 2),
    ],
  },
  {
    verbs: ['send', 'submit', 'upload', 'post', 'publish', 'share', 'pay', 'transfer', 'return', 'move'],
    steps: [
      step(2, 'Open the page or app where {H} goes', 2),
      step(1, 'Check {H} once against what is asked for', 5),
      step(1, 'Send {H}{R}', 2),
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
    verbs: ['install', 'download', 'update', 'charge'],
    steps: [
      step(2, 'Find the official page or app store entry for {H}', 3),
      step(1, 'Start {Ving} {H} and follow the first screens', 5),
      step(1, 'Finish the settings for {H} and test it once', 5),
    ],
  },
  {
    verbs: ['fill in', 'fill out', 'complete'],
    when: /\b(?:form|forms|application|survey|questionnaire|return)\b/i,
    steps: [
      step(2, 'Open {H} and put the papers it asks for beside you', 3),
      step(1, 'Fill in the first half of {H}', 7),
      step(1, 'Fill in the rest and read every answer once', 7),
    ],
  },
  {
    verbs: ['pack', 'lay out', 'lay', 'prepare', 'get', 'gather', 'collect', 'put'],
    when: /\b(?:bag|kit|clothes|bottle|box|folder|documents|papers|shoes|things|everything|ingredients|tools|gear|towel|lunch)\b/i,
    steps: [
      step(2, 'Write the short list of what {H} needs', 3),
      step(1, 'Gather each thing on the list into one spot', 5),
      step(1, 'Put {H} {R}', 2),
    ],
  },
  {
    verbs: ['sand', 'paint', 'roll', 'brush', 'cut', 'mark', 'fix', 'screw', 'drill', 'glue', 'fit', 'dry-fit', 'hang', 'assemble', 'build', 'sew', 'knit', 'oil', 'varnish', 'stain', 'tighten', 'replace', 'repair'],
    steps: [
      step(2, 'Lay out the tools and materials for {Ving} {H} on a clear surface', 3),
      step(1, 'Do the first half of {Ving} {H}, slowly', 7),
      step(1, 'Finish {Ving} {H} and check it against the guide', 7),
      step(3, 'Clean the tools and put them back', 3),
    ],
  },
  {
    verbs: ['sow', 'plant', 'water', 'dig', 'weed', 'prune', 'repot'],
    steps: [
      step(2, 'Read the packet or label for depth, spacing and light', 2),
      step(1, 'Get the soil, pots and water ready by {H}', 3),
      step(1, 'Do the first half of {Ving} {H}, then the rest', 8),
      step(3, 'Label what you did with today’s date', 2),
    ],
  },
  {
    verbs: ['enter', 'type', 'input'],
    steps: [
      step(2, 'Put the papers with {H} beside you', 2),
      step(1, 'Enter the first half of {H} and check each figure', 6),
      step(1, 'Enter the rest the same way', 6),
    ],
  },
  {
    verbs: ['plan', 'map out', 'work out'],
    steps: [
      step(2, 'Write down what {H} must include', 3),
      step(1, 'Sketch {H} in three lines: what, when, where', 5),
      step(1, 'Put the first part of it in your calendar', 2),
    ],
  },
  {
    verbs: ['cancel', 'pause', 'unsubscribe', 'switch'],
    steps: [
      step(2, 'Find {H} in your bank statement or email', 3),
      step(1, 'Open the account or app of {H} and find its settings', 3),
      step(1, 'Cancel {H} there and save the confirmation', 3),
    ],
  },
  {
    verbs: ['celebrate', 'reward', 'treat'],
    steps: [
      step(1, 'Pick a small, free treat you enjoy', 2),
      step(1, 'Put it in your calendar for the day it is earned', 2),
      step(3, 'Tell one person what you are celebrating', 2),
    ],
  },
  {
    verbs: ['hide', 'put away', 'remove', 'unplug', 'delete'],
    steps: [
      step(1, 'Take {H} out of where it usually is', 1),
      step(1, 'Put {H} {R}, out of easy reach', 2),
      step(3, 'Write down where it is, so it is a choice to get it', 1),
    ],
  },
  {
    verbs: ['drink', 'eat', 'swap'],
    steps: [
      step(2, 'Put {H} where you will see it before the moment comes', 2),
      step(1, 'Have {H}{R}', 3),
      step(3, 'Tick it off on a note by the kitchen', 1),
    ],
  },
];
