import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { GoalQuestion } from '@cakewalk/shared/schemas/goal-questions.ts';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';
import { NOTICES } from '../../../../src/words/notice-words.ts';
import { QUESTION_WORDS } from '../../../../src/words/question-words.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });
const bites = (plan: Breakdown) => plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks));
const titles = (plan: Breakdown) => bites(plan).map((bite) => bite.title);

/** Goals of many kinds, none of them a habit that says its own rhythm. */
const GOALS = [
  'Learn to play the guitar',
  'Pass my driving test',
  'Manage my type 2 diabetes',
  'Get promoted to senior engineer',
  'Declutter my garage',
  'Save money for a new car',
  'Write a novel',
  'Get fit',
  'Learn Spanish',
  'Restore a 1970s sailboat',
  'Organise a street party for the neighbours',
] as const;

describe('offline planner: every answer changes the plan, or is not asked', () => {
  it('asks valid questions, and changing one answer at a time changes the plan', async () => {
    for (const goal of GOALS) {
      const questions = await planner.goalQuestions(goal);
      for (const question of questions) expect(GoalQuestion.safeParse(question).success, `${goal}: ${question.id}`).toBe(true);
      const unanswered = JSON.stringify(await planner.breakdownGoal(goal));
      for (const question of questions.filter((q) => q.choices.length > 0)) {
        const plans = await Promise.all(question.choices.map(async (answer) => JSON.stringify(await planner.breakdownGoal(goal, { answers: [{ id: question.id, answer }] }))));
        expect(new Set([unanswered, ...plans]).size, `${goal}: ${question.id}`).toBe(question.choices.length + 1);
      }
    }
  });

  it('turns each answer to what gets in the way into a bite of the plan, not only an if-then line', async () => {
    for (const goal of ['Learn to play the guitar', 'Brew my first batch of mead', 'Quiero ahorrar 2000 euros']) {
      // A goal asks at most three questions; the obstacle's answers shape its plan whenever they are given.
      const choices = (await planner.goalQuestions(goal)).find((q) => q.id === 'obstacle')?.choices ?? (['short', 'tired', 'motivation'] as const).map((id) => QUESTION_WORDS.en.obstacles[id].choice);
      const plans = await Promise.all([...choices, 'my kids need me in the evenings'].map(async (answer) => JSON.stringify((await planner.breakdownGoal(goal, { answers: [{ id: 'obstacle', answer }] })).subgoals)));
      expect(new Set([...plans, JSON.stringify((await planner.breakdownGoal(goal)).subgoals)]).size, goal).toBe(choices.length + 2);
    }
    const tired = titles(await planner.breakdownGoal('Learn to play the guitar', { answers: [{ id: 'obstacle', answer: 'Too tired after work' }] }));
    expect(tired).toContain('Lay out what playing the guitar needs the night before, so the morning needs only the doing');
    expect(tired.some((title) => /^Practise for \d+ minutes with a timer, before work$/.test(title))).toBe(true);
    const own = titles(await planner.breakdownGoal('Brew my first batch of mead', { answers: [{ id: 'obstacle', answer: 'my kids need me in the evenings' }] }));
    expect(own).toContain('Write on a card what you will do when your kids need you in the evenings');
  });

  it("keeps the person's own first things in a plan of a known kind, first, in their words", async () => {
    for (const goal of ['Run a half marathon in April', 'Declutter my garage', 'Learn Spanish']) {
      const plan = await planner.breakdownGoal(goal, { answers: [{ id: 'first', answer: 'ask Sam to help, then buy a notebook' }] });
      const first = plan.subgoals[0]?.tasks[0]?.microtasks.map((bite) => bite.title);
      expect(first, goal).toEqual(['Ask Sam to help', 'Buy a notebook']);
      expect(JSON.stringify(plan.subgoals), goal).not.toBe(JSON.stringify((await planner.breakdownGoal(goal)).subgoals));
    }
  });

  it('no longer asks the person to find their obstacle once they have named it', async () => {
    const asking = /most likely to stop you|“If … then …”/;
    for (const goal of ['Frame my grandmother’s embroidery', 'Map every drinking fountain in my town', 'Do 20 pushups every morning']) {
      expect(titles(await planner.breakdownGoal(goal)).some((title) => asking.test(title)), goal).toBe(true);
      const named = await planner.breakdownGoal(goal, { answers: [{ id: 'obstacle', answer: 'Short on time' }] });
      expect(titles(named).filter((title) => asking.test(title)), goal).toEqual([]);
      expect(named.if_then, goal).toBeDefined();
    }
  });

  it('leaves a bite that names its own moment ("after each game", "after you brush your teeth") at its own cadence, whatever time is given', async () => {
    const cases = [
      { goal: 'Take up tennis', moment: /after each game/ },
      { goal: 'Tidy up my life and routines', moment: /after you brush/ },
    ];
    for (const { goal, moment } of cases) {
      const at = async (answers: { id: 'time'; answer: string }[]) => bites(await planner.breakdownGoal(goal, { answers })).find((b) => moment.test(b.title));
      const own = await at([]);
      expect(own?.repeat, goal).toBeTruthy();
      for (const answer of ['30 minutes', '5 hours or more']) expect((await at([{ id: 'time', answer }]))?.repeat, `${goal}: ${answer}`).toEqual(own?.repeat);
    }
  });

  it('gives half an hour a week and five hours a week different plans: fewer, shorter sessions against daily, longer ones', async () => {
    for (const goal of ['Learn to play the guitar', 'Declutter my garage', 'Learn Spanish', 'Get fit']) {
      const [little, lots] = await Promise.all(['30 minutes', '5 hours or more'].map((answer) => planner.breakdownGoal(goal, { answers: [{ id: 'time', answer }] })));
      expect(JSON.stringify(little!.subgoals), goal).not.toBe(JSON.stringify(lots!.subgoals));
      const times = (plan: Breakdown) => bites(plan).filter((b) => b.repeat && b.repeat.every !== 'week').length;
      expect(times(lots!), goal).toBeGreaterThan(times(little!));
    }
    const guitar = async (answer: string) => bites(await planner.breakdownGoal('Learn to play the guitar', { answers: [{ id: 'time', answer }] })).find((b) => /^Practise for \d+ minutes/.test(b.title));
    expect(await guitar('30 minutes')).toMatchObject({ title: 'Practise for 15 minutes with a timer', minutes: 15, repeat: { every: 'week', per_period: 2 } });
    expect(await guitar('5 hours or more')).toMatchObject({ title: 'Practise for 45 minutes with a timer', minutes: 45, repeat: { every: 'day' } });
    // The starter plan spends the week's time on the goal's own work, as many sessions as the time holds.
    const sailboat = async (answer: string) => bites(await planner.breakdownGoal('Restore a 1970s sailboat', { answers: [{ id: 'time', answer }] })).find((b) => /^Work on the 1970s sailboat/.test(b.title));
    expect(await sailboat('1 hour')).toMatchObject({ title: 'Work on the 1970s sailboat for 20 minutes', repeat: { every: 'week', per_period: 3 } });
    expect(await sailboat('2 to 3 hours')).toMatchObject({ title: 'Work on the 1970s sailboat for 30 minutes', repeat: { every: 'weekday' } });
  });

  it('skips only what someone who has done it before has done, never a step every level needs', async () => {
    const kept: [string, RegExp][] = [
      ['Manage my type 2 diabetes', /doctor/],
      ['Pass my driving test', /^Book the (?:theory|practical)/],
      ['Get promoted to senior engineer', /expectations for the next level/],
    ];
    for (const [goal, needed] of kept) {
      for (const answer of ['I\'ve done some before', 'I already do it and want more']) {
        const plan = await planner.breakdownGoal(goal, { answers: [{ id: 'start', answer }] });
        expect(titles(plan).some((title) => needed.test(title)), `${goal}: ${answer}`).toBe(true);
      }
    }
    const beginner = titles(await planner.breakdownGoal('Learn to play the guitar', { answers: [{ id: 'start', answer: 'Complete beginner' }] }));
    const going = titles(await planner.breakdownGoal('Learn to play the guitar', { answers: [{ id: 'start', answer: 'I already do it and want more' }] }));
    expect(beginner.some((title) => /beginner/i.test(title))).toBe(true);
    expect(going.some((title) => /beginner/i.test(title))).toBe(false);
  });

  it('does not ask where someone starts from when no answer would change the plan', async () => {
    const ids = (await planner.goalQuestions('Declutter my garage')).map((q) => q.id);
    expect(ids).not.toContain('start');
    expect(ids).toContain('time');
    // Having done it before changes nothing in a party's or a repainted room's plan.
    for (const goal of ['Throw a surprise party for my brother', 'Repaint the spare room']) expect((await planner.goalQuestions(goal)).map((q) => q.id), goal).not.toContain('start');
  });

  it('offers only the choices that change the plan: no "No date" for a plan that has no date anyway', async () => {
    const due = (await planner.goalQuestions('Repaint the spare room')).find((q) => q.id === 'due');
    expect(due?.choices).toEqual(['In a month', 'In 3 months', 'In 6 months', 'In a year']);
  });

  it('asks a saving goal in another language how much, in that language, and plans with the answer', async () => {
    for (const [goal, language, answer] of [['Ahorrar para un viaje a Perú', 'es', '3.000 euros'], ['Poupar para uma viagem ao Peru', 'pt-BR', '1.000 reais'], ['Économiser pour un voyage au Pérou', 'fr', '1\u202f000 euros']] as const) {
      const amount = (await planner.goalQuestions(goal)).find((q) => q.id === 'amount');
      expect(amount, goal).toEqual({ id: 'amount', ...QUESTION_WORDS[language].amount.save });
      const said = titles(await planner.breakdownGoal(goal, { answers: [{ id: 'amount', answer }] })).join(' | ');
      expect(said.replace(/\s/g, ' '), goal).toContain(answer.replace(/\s/g, ' '));
    }
    expect((await planner.goalQuestions('Ahorrar 3000 euros para un coche')).map((q) => q.id)).not.toContain('amount');
  });

  it('asks an event how many people will come, unless it says, and plans for that many', async () => {
    const guests = (await planner.goalQuestions('Throw a surprise party for my brother')).find((q) => q.id === 'guests');
    expect(guests).toEqual({ id: 'guests', text: QUESTION_WORDS.en.guests.text, choices: QUESTION_WORDS.en.guests.choices });
    expect((await planner.goalQuestions('Host a dinner party for 8 friends')).map((q) => q.id)).not.toContain('guests');
    expect((await planner.goalQuestions('Learn to play the guitar')).map((q) => q.id)).not.toContain('guests');
    const own = await planner.breakdownGoal('Throw a surprise party for my brother', { answers: [{ id: 'guests', answer: 'about 50 of us' }] });
    expect(titles(own)).toContain(QUESTION_WORDS.en.guests.bites[2]);
    const french = (await planner.goalQuestions("Organiser l'anniversaire de ma fille")).find((q) => q.id === 'guests');
    expect(french?.text).toBe(QUESTION_WORDS.fr.guests.text);
  });

  it('asks a job that makes or mends a thing what is already done, and skips that part of the plan, never what is left', async () => {
    const goal = 'Renovate the downstairs bathroom';
    expect((await planner.goalQuestions(goal)).find((q) => q.id === 'done')?.choices).toEqual(QUESTION_WORDS.en.done.choices);
    const [planned, bought, half] = await Promise.all(QUESTION_WORDS.en.done.choices.map(async (answer) => titles(await planner.breakdownGoal(goal, { answers: [{ id: 'done', answer }] }))));
    expect(planned?.some((title) => /^Measure the downstairs bathroom/.test(title))).toBe(false);
    expect(bought?.some((title) => /^(?:Buy|Order)\b/.test(title))).toBe(false);
    expect(half?.length).toBeLessThan(planned?.length ?? 0);
    expect(half?.at(-1)).toBe(titles(await planner.breakdownGoal(goal)).at(-1));
    expect((await planner.goalQuestions('Declutter the attic')).map((q) => q.id)).not.toContain('done');
  });

  it('gives a complete beginner a bite of their own, in the goal’s language', async () => {
    const beginner = await planner.breakdownGoal('Learn to play the guitar', { answers: [{ id: 'start', answer: 'Complete beginner' }] });
    expect(beginner.subgoals[0]?.tasks[0]?.microtasks.map((bite) => bite.title)).toContain(QUESTION_WORDS.en.beginnerBite);
    const spanish = await planner.breakdownGoal('Quiero correr una media maratón', { answers: [{ id: 'start', answer: 'Desde cero' }] });
    expect(titles(spanish)).toContain(QUESTION_WORDS.es.beginnerBite);
  });
});

describe('offline planner: a goal no kind fits asks for the person’s own first things', () => {
  it('asks "What are the first two or three things this will take?", answered in their own words', async () => {
    const questions = await planner.goalQuestions('Restore a 1970s sailboat');
    expect(questions.find((q) => q.id === 'first')).toEqual({ id: 'first', text: 'What are the first two or three things this will take?', choices: [] });
    expect((await planner.goalQuestions('Learn to play the guitar')).map((q) => q.id)).not.toContain('first');
  });

  it('builds the plan from those things: each one a crumb in their words, split into bites by its verb, with their nouns', async () => {
    const plan = await planner.breakdownGoal('Restore a 1970s sailboat', { answers: [{ id: 'first', answer: 'sand the hull, buy marine varnish and brushes, then find a winter mooring' }] });
    expect(plan.notice).toBe(NOTICES.ownSteps);
    const [first] = plan.subgoals;
    expect(first?.tasks.map((task) => task.title)).toEqual(['Sand the hull', 'Buy marine varnish and brushes', 'Find a winter mooring']);
    for (const task of first?.tasks ?? []) {
      expect(task.microtasks.length, task.title).toBeGreaterThanOrEqual(2);
      expect(task.microtasks.every((bite) => bite.title !== task.title)).toBe(true);
    }
    expect(JSON.stringify(first)).toMatch(/hull[^"]*"[\s\S]*varnish[\s\S]*mooring/);
    const bees = await planner.breakdownGoal('Keep bees on my balcony', { answers: [{ id: 'first', answer: 'Ask my landlord. Join a beekeeping course; buy a hive and a bee suit' }] });
    expect(bees.subgoals[0]?.tasks.map((task) => task.title)).toEqual(['Ask your landlord', 'Join a beekeeping course', 'Buy a hive and a bee suit']);
    expect(JSON.stringify(bees.subgoals[0])).not.toBe(JSON.stringify(plan.subgoals[0]));
  });
});

describe('offline planner: the starter plan stays honest when the question is skipped', () => {
  const STARTERS = ['Restore a 1970s sailboat', 'Keep bees on my balcony', 'Become a better listener', 'Carve a wooden spoon', 'Carve a wooden spoon for every member of my family', 'Compose a song for my sister', 'Get a mentor in my industry'];
  const REFERS: readonly [RegExp, RegExp][] = [
    [/\bthat list\b|\b(?:from|on) your list\b|\bhave not ticked\b/i, /^(?:List|Write down what you need)\b/],
    [/\byou circled\b/i, /^Circle\b/],
    [/\byour guide\b/i, /^Search for a beginner/],
    [/\bthe plans\b/i, /^Find plans\b/],
    [/\byou marked\b/i, /\bmark three places\b/],
  ];

  it('never refers to a list or a circled job no earlier bite made, at any detail and timeframe', async () => {
    for (const goal of STARTERS) {
      for (const detail of [1, 2, 3, 4, 5]) {
        for (const due of ['', ' by next week', ' in 3 weeks', ' by next June']) {
          const said = titles(await planner.breakdownGoal(`${goal}${due}`, { detail }));
          for (const [i, title] of said.entries()) {
            for (const [reference, maker] of REFERS) {
              if (reference.test(title)) expect(said.slice(0, i).some((earlier) => maker.test(earlier)), `${goal}${due} @${detail}: "${title}"`).toBe(true);
            }
          }
        }
      }
    }
  });

  it('names the goal’s own verb and thing, never the rest of its sentence pasted in', async () => {
    const cases: readonly [string, string, RegExp][] = [
      ['Restore a 1970s sailboat so I can sail it to France', 'the 1970s sailboat', /france|sail it/i],
      ['Keep bees on my balcony', 'keeping bees', /balcony/i],
      ['Carve a wooden spoon for every member of my family', 'the wooden spoon', /member|family/i],
      ['Map every public drinking fountain in my town', 'mapping the public drinking fountains', /town|drink(?!ing fountains)/i],
    ];
    for (const [goal, doing, tail] of cases) {
      const said = titles(await planner.breakdownGoal(goal));
      expect(said.join(' '), goal).toContain(doing);
      // The rest of the sentence may be a bite of its own ("Sail it to France"), never glued to a template.
      expect(said.filter((title) => title.includes(doing)).join(' '), goal).not.toMatch(tail);
    }
  });
});
