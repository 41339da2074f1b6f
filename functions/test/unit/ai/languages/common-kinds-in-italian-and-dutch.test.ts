import { describe, expect, it } from 'vitest';
import type { PlannedLanguage } from '../../../../src/ai/offline/languages/language-plan.ts';
import { LANGUAGE_PLANS } from '../../../../src/ai/offline/languages/language-list.ts';
import { themeOf } from '../../../../src/ai/offline/languages/foreign-theme.ts';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });

// Learning the language itself, cooking and learning a skill reach a plan of their own.
const KINDS: readonly [PlannedLanguage, string, string][] = [
  ['nl', 'Elke ochtend 20 minuten Nederlands oefenen', 'language'],
  ['it', 'Voglio migliorare il mio italiano entro giugno', 'language'],
  ['it', 'Imparare a cucinare piatti vegetariani', 'cook'],
  ['it', 'Fare la pasta fresca ogni domenica', 'cook'],
  ['nl', 'Ik wil leren koken voor mijn gezin', 'cook'],
  ['nl', 'Drie nieuwe recepten per week proberen', 'cook'],
  ['it', 'Voglio imparare a suonare la chitarra', 'learn'],
  ['nl', 'Ik wil leren tekenen', 'learn'],
  ['it', 'Voglio imparare l’inglese', 'language'],
  ['nl', 'Ik wil mijn prullenbak legen', 'general'],
];

describe('offline planner: the common kinds in Italian and Dutch', () => {
  it.each(KINDS)('%s "%s" is planned as %s', (language, goal, theme) => {
    expect(themeOf(LANGUAGE_PLANS[language], goal).id).toBe(theme);
  });

  it('never pastes the goal sentence into a bite of a known kind', async () => {
    for (const goal of ['Elke ochtend 20 minuten Nederlands oefenen', 'Imparare a cucinare piatti vegetariani']) {
      const plan = await planner.breakdownGoal(goal);
      const titles = plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks.map((bite) => bite.title.toLowerCase())));
      expect(titles, goal).not.toContain(goal.toLowerCase());
      expect(titles.join(' '), goal).not.toContain('vegetariani');
    }
  });
});

// A kind Italian or Dutch has no plan of is planned as that kind in English, with the notice, not as the general shell.
const BORROWED: readonly [string, RegExp][] = [
  ['Ik wil mijn rijbewijs halen', /driving instructors|practical test/],
  ['Voglio leggere 20 libri quest’anno', /books you want to read|pages/],
  ['Ik wil mijn zolder opruimen', /donate/],
  ['Voglio imparare a programmare in Python', /code|program/i],
  ['Ik wil elke ochtend mediteren', /breaths|sitting/],
];

describe('offline planner: a kind Italian and Dutch have no plan of', () => {
  it.each(BORROWED)('plans "%s" as its kind, in English with the notice', async (goal, said) => {
    const plan = await planner.breakdownGoal(goal);
    const titles = plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks.map((bite) => bite.title))).join('\n');
    expect(titles).toMatch(said);
    expect(plan.notice).toMatch(/in English/);
    expect(plan.goal).not.toMatch(/^(?:Ik wil|Voglio)\b/);
  });

  it('keeps a goal to stop a thing and a kind of its own language in that language', async () => {
    for (const goal of ['Ik wil stoppen met roken voor mijn verjaardag', 'Imparare a cucinare piatti vegetariani']) {
      expect((await planner.breakdownGoal(goal)).notice, goal).toBeUndefined();
    }
  });
});
