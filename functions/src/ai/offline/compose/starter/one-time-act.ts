// Whether a goal is one act on a thing (paint a seascape, join the orchestra), which a plan can
// end by doing, or a state, a feeling, a habit or an endurance ("Be less stressed", "Keep my desk
// tidy", "Sit through a workday"), which the plan's practice gets to and no single bite does.

/** Verbs of being, feeling, keeping up, leaving off or lasting: no one act does them. */
const NOT_ONE_ACT = new Set([
  'be', 'feel', 'become', 'stay', 'remain', 'keep', 'seem', 'stop', 'quit', 'avoid', 'sleep', 'worry', 'relax', 'live',
  'last', 'survive', 'endure', 'cope', 'tolerate', 'handle', 'manage', 'maintain', 'reduce', 'limit',
]);

/** An object that says how, how much or through what, not a thing: "less stressed", "through the winter", "better at chess". */
const NO_THING = /^(?:through|over|less|more|better|worse|calmer|fitter|healthier|happier|rid\s+of|used\s+to|into\s+the\s+habit|back\s+(?:to|into))\b|^\p{L}+ing\b/iu;

/** Words that make a goal something done again and again. */
const AGAIN = /\b(?:every|each|daily|nightly|weekly|regularly|always|never|anymore|habit|routine|a\s+(?:day|week|night|month))\b/i;

/** The goal is one act done to a thing, as its verb and what it acts on say. */
export function isOneTimeAct(verb: string, object: string, goal: string): boolean {
  // "sit through" read as the verb, or "sit" with "through a workday" as what it acts on, is one endurance.
  const [first = '', ...rest] = `${verb} ${object}`.trim().split(/\s+/);
  return !NOT_ONE_ACT.has(first.toLowerCase()) && !NO_THING.test(rest.join(' ')) && !AGAIN.test(goal);
}
