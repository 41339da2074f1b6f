// The few English word lists the goal reader needs, kept as data.

/** Verbs a goal or a step starts with. A goal's first word in this list is its verb. */
export const VERBS = new Set(`
accept achieve add adopt apply arrange ask attend bake be become begin book boost breed brew bring budget build buy
cultivate ferment harvest paddle propagate upholster reupholster
call campaign cancel change check choose clean clear climb code collect compete complete compose connect convert cook
create cut cycle dance date declutter decorate deliver design develop do donate downsize draft draw drink drive
drop earn eat edit email enrol enroll enter exercise expand file fill find finish fix fly fundraise garden get give
go grow have help hike hire host improve increase install invest join journal jog keep knit land launch learn leave
lift list live lose make manage marry master meditate meet mentor move open organise organize paint pass pay perform
pick plan plant play post practice practise prepare present print publish quit raise reach read rebuild record
redecorate reduce refinance register renew renovate rent repaint repair replace research restore retire return
review ride run sail save schedule see sell send set sew share shoot sign sing sit skate ski sleep sort speak spend
stand start stay stop study submit swim take talk teach tidy train travel try turn update upgrade use visit
volunteer wake walk wash watch weld win work write memorise memorize tackle beat overcome conquer ace lower negotiate
switch service
floss stretch brush pray hydrate moisturise moisturize skip limit text water feed iron vacuum hoover shower nap plank
squat recycle compost commute bike tell thank smile breathe rest unplug log track measure weigh
score throw potty teach juggle bake paint sand
tick print circle highlight label tune pin plot kick answer chop box freeze format comment deploy commit introduce suggest
adjust copy swap cross rate request enter fill sow fit hang repaint sketch draft rewrite outline mark underline
say hug dig mix hum row hop dye mop tap zip dip fry hem aim act bid owe own lend bend mend fold roll wrap sip
`.trim().split(/\s+/));

/** My goal, said back to me: "fix my bike" becomes "fix your bike". */
const PERSON_SWAP: Readonly<Record<string, string>> = {
  i: 'you', me: 'you', my: 'your', mine: 'yours', myself: 'yourself', "i'm": "you're", im: "you're", "i've": "you've",
  "i'll": "you'll", "i'd": "you'd", we: 'you', us: 'you', our: 'your', ours: 'yours', ourselves: 'yourselves',
};

/** The words said back to the person: "fix my bike" becomes "fix your bike". */
export const swapPerson = (text: string) => text.replace(/[\p{L}']+/gu, (word) => PERSON_SWAP[word.toLowerCase()] ?? word);

/** Words that carry no content of their own. */
export const STOP_WORDS = new Set(`
a an the and or but if then so to of in on at by for with from into onto over under about as than too very
is are was were be been being am do does did done have has had it its it's this that these those there here
i me my mine you your yours we us our he him his she her they them their what which who whom how when where why
up down out off again more most some any all each every no not only own same such can will just should would
could may might must shall get got go going make made new one two first next last per each day week month year
time times
`.trim().split(/\s+/));

// A verb's last consonant doubles before -ing when the syllable it closes is stressed: every
// one-syllable verb ending consonant, vowel, consonant ("run", "plan"; not w, x or y), and the
// longer verbs stressed at the end, which spelling alone cannot tell from "visit" or "open".
const ONE_SYLLABLE_CVC = /^[^aeiou]*[aeiou][^aeiouwxy]$/;
const END_STRESSED = new Set([
  'admit', 'begin', 'commit', 'compel', 'control', 'equip', 'expel', 'forbid', 'forget', 'omit', 'occur', 'patrol',
  'permit', 'prefer', 'propel', 'quit', 'refer', 'regret', 'submit', 'transfer', 'upset',
]);

/** "weld" -> "welding", "bake" -> "baking", "swim" -> "swimming", "submit" -> "submitting". */
export function gerund(verb: string): string {
  const lower = verb.toLowerCase();
  // "get back to playing football": a word that is already an -ing form stays one.
  if (/[^aeiou]ing$/.test(lower) && lower.length > 5) return lower;
  if (lower === 'travel') return 'travelling';
  if (ONE_SYLLABLE_CVC.test(lower) || END_STRESSED.has(lower)) return `${lower}${lower.at(-1)}ing`;
  if (lower === 'be') return 'being';
  if (/ie$/.test(lower)) return `${lower.slice(0, -2)}ying`;
  if (/[^aeiouy]e$/.test(lower)) return `${lower.slice(0, -1)}ing`;
  return `${lower}ing`;
}
