// How people wrap a goal in words, as compromise patterns: the openings to strip ("I really
// want to", "My goal for this year is to"), the clauses that give a reason rather than the goal
// ("so that I can", "because"), and the words that hint at the coaching voice they want.

import type { Tone } from '@cakewalk/shared/schemas/common.ts';

export const LEAD_INS = [
  '(i|we|i\'d|we\'d|i\'ll|we\'ll) (really|also|finally|seriously|actually|just|definitely|still)? (want|wanna|need|hope|plan|intend|aim|wish|would|will|shall|must|should|have|am|are|gotta|promise|decided|expect|mean|like|love|dream|try|trying|going|gonna|about|ready)+ (like|love|going|trying|able|really|finally|to)* to?',
  '(my|our|the) (main|big|biggest|new|next|first|only|personal|#Duration)? (goal|aim|plan|dream|resolution|target|intention|mission|objective|challenge|wish) (for #Duration)? (is|:|would be|will be)? (to)?',
  '(new year\'s|new years|new year) resolution (is|:)? to?',
  '(goal|aim|target|resolution|objective|challenge|todo|to-do) (is|:)? to?',
  '(please|pls|can you|could you|help me|help us|i need help|show me how) (help me|help us|to)? (to)?',
  '(how do i|how can i|how to|how should i|what should i do to)',
  'be able to',
  '(hi|hello|hey|ok|okay|so|well|basically|honestly|ideally|somehow|finally|really|seriously|actually|just)',
  'to',
];

export const REASON_MARKERS =
  '(so that|so i|so we|so my|so our|so it|because|since|in order to|as i|as we|which|to help me|to help us|to prove|to feel|while|even though|but i|but we)';

export const TONE_CUES: Readonly<Record<Tone, string>> = {
  strict: '(accountable|accountability|excuses|discipline|disciplined|strict|tough love|push me|procrastinate|procrastinating|procrastination|lazy|deadline|no matter what|keep me honest)',
  friendly: '(gentle|gently|overwhelmed|anxious|anxiety|slowly|stress|stressed|burnout|burned out|nervous|scared|afraid|depressed|exhausted)',
  motivational: '(excited|pumped|dream|dreams|motivated|motivation|inspire|inspired|inspiring|passionate|epic|crush|unstoppable|fired up)',
};
