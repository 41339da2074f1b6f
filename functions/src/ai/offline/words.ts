// Word lists the offline planner tags text with, as data. compromise/one tokenises and matches;
// these lists give it the few word classes the planner needs without the 300 KB tagger of the
// full build (see the bundle budget note in offline/nlp.ts).

export const MONTHS = [
  'january', 'february', 'march', 'april', 'may', 'june',
  'july', 'august', 'september', 'october', 'november', 'december',
] as const;

export const MONTH_ABBREVIATIONS: Readonly<Record<string, number>> = {
  jan: 0, feb: 1, mar: 2, apr: 3, jun: 5, jul: 6, aug: 7, sep: 8, sept: 8, oct: 9, nov: 10, dec: 11,
};

/** Length of one unit in weeks. */
export const DURATION_WEEKS: Readonly<Record<string, number>> = {
  day: 1 / 7, days: 1 / 7, week: 1, weeks: 1, fortnight: 2, fortnights: 2,
  month: 4.345, months: 4.345, year: 52.18, years: 52.18,
};

/** Month (0-11) and day of named dates; seasons use the northern solstices and equinoxes. */
export const NAMED_DATES: Readonly<Record<string, { month: number; day: number }>> = {
  spring: { month: 2, day: 20 },
  summer: { month: 5, day: 21 },
  fall: { month: 8, day: 22 },
  autumn: { month: 8, day: 22 },
  winter: { month: 11, day: 21 },
  christmas: { month: 11, day: 25 },
  xmas: { month: 11, day: 25 },
  halloween: { month: 9, day: 31 },
  valentine: { month: 1, day: 14 },
  "valentine's": { month: 1, day: 14 },
};

export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60,
  ninety: 90, hundred: 100, couple: 2, few: 3, several: 4, dozen: 12,
};

export type QuantityKind = 'money' | 'distance' | 'weight' | 'count';

/** Unit words after a number, with what they measure; 'k' alone is a distance or money. */
export const UNIT_KINDS: Readonly<Record<string, readonly QuantityKind[]>> = {
  dollars: ['money'], dollar: ['money'], bucks: ['money'], euros: ['money'], euro: ['money'], usd: ['money'],
  eur: ['money'], gbp: ['money'], grand: ['money'],
  km: ['distance'], kms: ['distance'], kilometers: ['distance'], kilometres: ['distance'], miles: ['distance'],
  mile: ['distance'], mi: ['distance'], k: ['distance', 'money'],
  kg: ['weight'], kgs: ['weight'], kilos: ['weight'], kilograms: ['weight'], lb: ['weight'], lbs: ['weight'],
  pounds: ['weight', 'money'], stone: ['weight'],
};


/** Race names that are distances in themselves, in km. */
export const NAMED_DISTANCES: Readonly<Record<string, number>> = {
  'half marathon': 21.1, marathon: 42.2, ultramarathon: 50, ultra: 50,
};

/** Small words that never name a counted thing ("3 of my", "10 more"). */
export const STOP_WORDS = [
  'a', 'an', 'the', 'my', 'our', 'your', 'his', 'her', 'their', 'its', 'this', 'that', 'these', 'those', 'some', 'any',
  'i', 'me', 'we', 'us', 'you', 'it', 'they', 'them', 'myself', 'mine', 'im', "i'm", "i'd", "i'll", 'ive', "i've",
  'and', 'or', 'but', 'so', 'then', 'than', 'to', 'of', 'in', 'on', 'at', 'by', 'for', 'with', 'from', 'into',
  'about', 'before', 'after', 'until', 'till', 'within', 'over', 'during', 'up', 'out', 'off', 'as', 'per',
  'is', 'am', 'are', 'be', 'been', 'being', 'was', 'were', 'will', 'would', 'can', 'could', 'should', 'must',
  'want', 'wanna', 'need', 'like', 'love', 'hope', 'plan', 'try', 'trying', 'going', 'get', 'finally', 'really',
  'just', 'more', 'less', 'very', 'also', 'every', 'each', 'all', 'next', 'last', 'end', 'start', 'goal',
  'have', 'has', 'do', 'does', 'make', 'able', 'not', 'no', 'yes', 'please', 'help', 'new', 'own', 'lot', 'lots',
];

export const DETERMINERS = ['a', 'an', 'the', 'my', 'our', 'your', 'his', 'her', 'their', 'this', 'that', 'these', 'those', 'some'];

export const PREPOSITIONS = [
  'for', 'with', 'to', 'in', 'on', 'at', 'by', 'from', 'about', 'before', 'after', 'until', 'till', 'within',
  'over', 'during', 'without', 'so', 'because', 'while', 'and', 'or', 'but', 'which', 'that', 'who', 'when', 'as',
  'around', 'through', 'across', 'near', 'under', 'into', 'onto', 'among', 'per', 'via', 'like', 'than', 'if',
];

/** First-person words turned to second person when the goal is said back to the user. */
export const PERSON_SWAP: Readonly<Record<string, string>> = {
  i: 'you', me: 'you', my: 'your', mine: 'yours', myself: 'yourself', we: 'you', us: 'you', our: 'your',
  ours: 'yours', ourselves: 'yourselves', am: 'are', "i'm": "you're", "i've": "you've", "i'll": "you'll", "i'd": "you'd",
};

/**
 * Phrasal openings that are one verb for planning purposes ("get better at chess" is about chess).
 * Single verbs are the union of these and the families in step-patterns.ts.
 */
export const PHRASAL_VERBS = [
  'get better at', 'get good at', 'become better at', 'become fluent in', 'get fluent in', 'get into',
  'learn to', 'learn how to', 'figure out', 'set up', 'clean up', 'clear out', 'pay off', 'pay down',
  'sign up for', 'find out', 'get back into', 'get back to', 'take up', 'work on', 'be able to',
  'get rid of', 'cut down on', 'cut back on', 'give up', 'wake up', 'go to', 'move to', 'switch to',
];

export const OTHER_VERBS = [
  'learn', 'become', 'be', 'get', 'start', 'begin', 'finish', 'complete', 'achieve', 'reach', 'improve', 'master',
  'launch', 'open', 'grow', 'build', 'create', 'make', 'lose', 'gain', 'quit', 'stop', 'reduce', 'increase',
  'earn', 'land', 'pass', 'visit', 'travel', 'host', 'throw', 'organize', 'organise', 'renovate', 'redo',
  'remodel', 'declutter', 'publish', 'release', 'record', 'sing', 'dance', 'knit', 'sew', 'draw', 'paint',
  'speak', 'read', 'write', 'run', 'walk', 'swim', 'cycle', 'bike', 'ride', 'climb', 'hike', 'lift', 'train',
  'eat', 'drink', 'sleep', 'meditate', 'cook', 'bake', 'fix', 'repair', 'move', 'find', 'buy', 'sell', 'save',
  'pay', 'invest', 'apply', 'prepare', 'study', 'practice', 'practise', 'play', 'plan', 'take', 'go', 'do',
  'have', 'keep', 'stay', 'feel', 'join', 'teach', 'finish', 'ship', 'design', 'develop', 'code', 'program',
  'film', 'shoot', 'photograph', 'compose', 'produce', 'volunteer', 'adopt', 'raise', 'celebrate', 'marry',
  'retire', 'graduate', 'memorize', 'memorise', 'understand', 'transition', 'switch', 'change', 'overcome',
  // The verbs the planner's own templates start with, so its steps can be broken down again.
  'accept', 'ace', 'add', 'adjust', 'aim', 'anchor', 'arrive', 'automate', 'avoid', 'back', 'beat',
  'boost', 'box', 'break', 'bring', 'capture', 'carry', 'chase', 'chat', 'circle', 'close', 'collect', 'come', 'cool',
  'copy', 'counter', 'cover', 'cross', 'cut', 'double', 'download', 'drop', 'end', 'enjoy', 'explain', 'fill',
  'finalise', 'finalize', 'follow', 'fund', 'gather', 'give', 'grab', 'group', 'guard', 'handle', 'hit', 'immerse',
  'inspect', 'invoice', 'jot', 'know', 'label', 'lay', 'lead', 'leave', 'lengthen', 'let', 'limit', 'line', 'lock',
  'mark', 'match', 'mentor', 'mix', 'name', 'narrate', 'notice', 'offer', 'pair', 'picture', 'pin', 'price',
  'progress', 'promote', 'protect', 'push', 'put', 'rank', 'reconnect', 'recover', 'redirect', 'refresh', 'remove',
  'repeat', 'reply', 'reread', 'reset', 'rest', 'retake', 'retest', 'revisit', 'reward', 'roll', 'say', 'scope',
  'score', 'secure', 'see', 'shadow', 'shape', 'shop', 'show', 'shrink', 'simulate', 'size', 'skim', 'skip', 'spend',
  'split', 'spot', 'stack', 'stand', 'stick', 'stock', 'store', 'suggest', 'swap', 'tackle', 'taper', 'tick', 'treat',
  'turn', 'use', 'validate', 'wait', 'warm', 'wear', 'wind', 'work', 'wrap', 'fit', 'sketch', 'hold', 'tell',
  'widen', 'introduce', 'recommend', 'solve', 'check', 'share', 'update', 'set', 'test', 'quiz', 'complete', 'prep',
  'note', 'reflect', 'throw', 'agree', 'try', 'squat', 'cross-train', 'launch', 'ship', 'write down', 'set up', 'reach',
  'list', 'bookmark', 'commit', 'rebuild', 'redesign', 'hand', 'restart', 'invite', 'host', 'keep', 'celebrate', 'look',
];
