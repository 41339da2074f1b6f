// What the named obstacle does to the plan besides its if-then: it reshapes the goal's own
// sessions where that answers it (shorter for someone short of time, before work for someone
// tired after it), and puts a bite of its own into the first week, said of this goal's practice
// ("Ask a friend to join you for running once this week") or of its family (a debt's motivation
// is a card in the wallet, a project's a photo of how it looks now).

import { fill } from '../../../words/fill.ts';
import { QUESTION_WORDS } from '../../../words/question-words.ts';
import type { ObstacleFamily, ObstacleId, PlanLanguage } from '../../../words/schemas.ts';
import { swapPerson } from '../reading/english-words.ts';
import type { RawSubgoal } from '../compose/plan-parts.ts';
import type { GoalReading } from '../reading/read-goal.ts';
import { practiceDoing, sessionsEarlier, sessionsShorter } from './answered-sessions.ts';

/** The obstacle as answered: a choice's id, or the person's own words and the id they come closest to. */
export interface NamedObstacle {
  id: ObstacleId | undefined;
  /** The person's own words, said back as they wrote them. */
  own: string | undefined;
}

interface ObstaclePlan {
  subgoals: RawSubgoal[];
  bite: string;
}

export function withObstacle(subgoals: RawSubgoal[], obstacle: NamedObstacle, family: ObstacleFamily | 'practice', language: PlanLanguage, goal: Pick<GoalReading, 'text' | 'clauses'>): ObstaclePlan {
  const words = QUESTION_WORDS[language];
  if (!obstacle.id) return { subgoals, bite: words.ownObstacleBite.replace('{if}', language === 'en' ? swapPerson(obstacle.own ?? '') : (obstacle.own ?? '')) };
  const said = words.obstacles[obstacle.id];
  const practice = family === 'practice';
  const shaped = practice && obstacle.id === 'short' ? sessionsShorter(subgoals, goal.text) : practice && obstacle.id === 'tired' ? sessionsEarlier(subgoals, words.earlier) : subgoals;
  const doing = practice && said.doing ? (practiceDoing(language === 'en' ? goal.clauses[0] : undefined) ?? words.practice) : undefined;
  const kind = practice ? undefined : said.kinds?.[family];
  return { subgoals: shaped, bite: kind ?? (doing && said.doing ? fill(said.doing, { doing }) : said.bite) };
}
