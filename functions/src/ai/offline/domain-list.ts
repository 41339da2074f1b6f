// Every domain the offline planner knows. On a tie in cue strength the earlier entry wins, so
// the narrower domains come first.

import type { Domain } from './domain.ts';
import { business } from './domains/business.ts';
import { career } from './domains/career.ts';
import { creative } from './domains/creative.ts';
import { declutter } from './domains/declutter.ts';
import { events } from './domains/events.ts';
import { fitness } from './domains/fitness.ts';
import { habits } from './domains/habits.ts';
import { health } from './domains/health.ts';
import { languages } from './domains/languages.ts';
import { money } from './domains/money.ts';
import { promotion } from './domains/promotion.ts';
import { quitHabit } from './domains/quit-habit.ts';
import { reading } from './domains/reading.ts';
import { renovation } from './domains/renovation.ts';
import { running } from './domains/running.ts';
import { skills } from './domains/skills.ts';
import { social } from './domains/social.ts';
import { study } from './domains/study.ts';
import { travel } from './domains/travel.ts';
import { writing } from './domains/writing.ts';

export const DOMAINS: readonly Domain[] = [
  quitHabit, running, fitness, languages, reading, writing, promotion, career, study, skills, business,
  declutter, renovation, travel, events, social, creative, health, money, habits,
];
