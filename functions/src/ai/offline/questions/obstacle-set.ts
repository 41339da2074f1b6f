// What may get in the way depends on the kind of goal and on what the goal already says: a money
// goal meets impulse buys and surprise bills, not tiredness after work; a project meets jobs that
// grow and waiting on parts; an event meets late replies and costs; stopping smoking or drinking
// meets cravings, stress and others who do it. A habit the goal already sets in the morning is
// never moved to the morning: its risk is getting up. A habit at another time of day is kept at
// that time, and one every hour is not about being tired at all.

import type { ObstacleFamily, ObstacleId } from '../../../words/schemas.ts';
import type { Archetype } from '../archetype.ts';
import { foreignThemeId } from '../compose/foreign-plan.ts';
import type { GoalReading } from '../reading/read-goal.ts';

interface ObstacleKind {
  family: ObstacleFamily;
  obstacles: readonly ObstacleId[];
  /** The English kinds of goal (archetype ids) and the themes of the other languages it covers. */
  archetypes: readonly string[];
  themes: readonly string[];
}

const MONEY: ObstacleKind = {
  family: 'money',
  obstacles: ['spending', 'bill', 'outings', 'motivation'],
  archetypes: ['save-money', 'pay-off-debt', 'cut-bills', 'make-a-budget', 'invest', 'buy-a-car', 'buy-a-home'],
  themes: ['save', 'debt'],
};

const PROJECT: ObstacleKind = {
  family: 'project',
  obstacles: ['short', 'bigger', 'waiting', 'motivation', 'plans'],
  archetypes: ['renovate-room', 'paint-a-room', 'fix-repair', 'build-something', 'declutter-home', 'clear-the-garage', 'finish-a-project', 'sort-paperwork', 'move-home', 'sell-a-home', 'do-taxes', 'make-a-will', 'grow-a-garden', 'build-an-app'],
  themes: ['home'],
};

const KINDS: readonly ObstacleKind[] = [
  MONEY,
  PROJECT,
  {
    family: 'event',
    obstacles: ['short', 'replies', 'costs', 'next', 'plans'],
    archetypes: ['organise-event', 'throw-a-party', 'plan-a-wedding', 'plan-a-trip', 'go-camping', 'fundraise', 'community-campaign'],
    themes: ['event'],
  },
  {
    family: 'quit',
    obstacles: ['cravings', 'stress', 'company', 'motivation'],
    archetypes: ['quit-smoking', 'quit-drinking'],
    themes: ['smoke'],
  },
  {
    family: 'quit',
    obstacles: ['cravings', 'stress', 'motivation', 'next'],
    archetypes: ['quit-a-habit'],
    themes: [],
  },
];

/** A practice: a habit, learning, health. What gets in the way is time, energy and drive. */
const PRACTICE: readonly ObstacleId[] = ['short', 'tired', 'motivation', 'next', 'plans'];

const MORNING = /(?<!\p{L})(?:mornings?|before (?:work|breakfast)|when i wake|morgens|jeden morgen|am morgen|frühmorgens|vor der arbeit|por la mañana|las mañanas|cada mañana|antes del trabajo|le matin|les matins|chaque matin|avant le travail|de manhã|as manhãs|cada manhã|antes do trabalho|la mattina|ogni mattina|le mattine|di mattina|prima del lavoro|'s ochtends|ochtend|voor het werk)(?!\p{L})/iu;
const HOURLY = /(?<!\p{L})(?:every hour|each hour|hourly|stündlich|jede stunde|cada hora|chaque heure|toda hora|ogni ora|elk uur|ieder uur)(?!\p{L})/iu;
const LATER = /(?<!\p{L})(?:evenings?|nights?|tonight|bedtime|before bed|after (?:work|dinner)|lunchtime|abends|jeden abend|am abend|nach der arbeit|por la noche|las noches|cada noche|antes de dormir|después del trabajo|le soir|les soirs|chaque soir|avant de dormir|après le travail|à noite|as noites|cada noite|depois do trabalho|la sera|ogni sera|le sere|prima di dormire|dopo il lavoro|'s avonds|avond|voor het slapen|na het werk)(?!\p{L})/iu;

/** A goal about putting money by, whatever it is for ("Put money aside for a trip"): its obstacles are money's. */
const SAYS_MONEY = /\b(?:money|savings?|save\s+(?:up|for)|put\s+(?:\w+\s+)?aside|emergency\s+fund|debts?|overdraft)\b/i;

function kindOf(reading: GoalReading, archetype: Archetype | undefined): ObstacleKind | undefined {
  const theme = archetype ? undefined : foreignThemeId(reading);
  const money = reading.language === 'en' && SAYS_MONEY.test(reading.text) ? MONEY : undefined;
  return money ?? KINDS.find(({ archetypes, themes }) => (archetype ? archetypes.includes(archetype.id) : theme !== undefined && themes.includes(theme)));
}

/** The family of goal an obstacle's bite is said for: a practice (a habit, learning, health) when none of the others. */
export const obstacleFamily = (reading: GoalReading, archetype: Archetype | undefined): ObstacleFamily | 'practice' => kindOf(reading, archetype)?.family ?? 'practice';

/** The obstacles offered for a goal, in the order they are asked. */
export function obstacleSet(reading: GoalReading, archetype: Archetype | undefined): readonly ObstacleId[] {
  const kind = kindOf(reading, archetype);
  if (kind) return kind.obstacles;
  const { text } = reading;
  if (HOURLY.test(text)) return PRACTICE.filter((id) => id !== 'tired');
  const tired: ObstacleId = MORNING.test(text) ? 'morning' : LATER.test(text) ? 'late' : 'tired';
  return PRACTICE.map((id) => (id === 'tired' ? tired : id));
}

