import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';
import { NOTICES } from '../../../../src/words/notice-words.ts';
import { offlineStepPlanner as steps } from '../../../../src/ai/offline/offline-step-planner.ts';

// A Saturday late in the year: "this weekend" is tomorrow and December is three days off.
const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-28T12:00:00Z') });
const titles = (plan: Breakdown) => plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks.map((bite) => bite.title)));
const words = (title: string) => new Set(title.toLowerCase().match(/\p{L}+/gu) ?? []);

describe('offline planner: the person’s first things merge into a known kind’s plan', () => {
  it('lets a first thing the kind already has stand for that bite, first, so no bite is said twice', async () => {
    const cases = [
      { goal: 'Get a new job in marketing', answer: 'update my LinkedIn, ask two friends for referrals', name: 'linkedin' },
      { goal: 'Learn to play the violin', answer: 'book a lesson, rent a violin', name: 'lesson' },
    ];
    for (const { goal, answer, name } of cases) {
      const plan = await planner.breakdownGoal(goal, { answers: [{ id: 'first', answer }] });
      const all = titles(plan);
      const naming = all.filter((title) => words(title).has(name));
      expect(naming, goal).toHaveLength(1);
      expect(plan.subgoals[0]?.tasks[0]?.microtasks.map((bite) => bite.title), goal).toContain(naming[0]);
      expect(new Set(all).size, goal).toBe(all.length);
    }
  });

  it('keeps a thing that names what the kind only sorts ("a violin", not "an instrument") in the person’s words, once', async () => {
    const all = titles(await planner.breakdownGoal('Learn to play the violin', { answers: [{ id: 'first', answer: 'rent a violin' }] }));
    expect(all).toContain('Rent a violin');
    expect(all.filter((title) => /\brent\b/i.test(title))).toHaveLength(1);
  });

  it('splits a first thing in the person’s words into real steps, never a scaffold of its words', async () => {
    const scaffold = /\b(?:get out what|with its easiest part|and check it is done)\b/i;
    for (const bite of ['Rent a violin', 'Read about hive types', 'Get a harness for the puppy', 'Talk to my landlord', 'See my doctor', 'Update LinkedIn', 'Start walking after dinner', 'Get a quote from two painters', 'Choose a hardwood stain', "Collect grandma's recipes", 'Photograph the dishes']) {
      const split = await steps.breakdownMicrotask({ title: bite, taskTitle: 'Your first things', goalTitle: 'A goal' });
      const said = split.map((step) => step.title);
      expect(said.length, bite).toBeGreaterThanOrEqual(2);
      for (const step of said) {
        expect(step, bite).not.toMatch(scaffold);
        expect(step, bite).not.toMatch(/\b(?:about|of|for|to|with)\s+(?:about|with)\b|\bFind about\b|\bstarting \w+ing\b/i);
      }
    }
  });

  it('splits a count into parts that add up to it, none said twice', async () => {
    const counted: Record<string, number> = { one: 1, next: 1 };
    for (const [bite, total] of [['Book 5 lessons with a joiner', 5], ['Book 4 lessons', 4], ['Call 3 venues', 3], ['Read 7 chapters', 7]] as const) {
      for (const detail of [1, 3, 5]) {
        const said = (await steps.breakdownMicrotask({ title: bite, taskTitle: 'Your first things', goalTitle: 'A goal' }, { detail })).map((step) => step.title);
        const sum = said.reduce((all, step) => all + (Number(/\b(\d+)\b/.exec(step)?.[1]) || counted[/\b(one|next)\b/.exec(step)?.[1] ?? ''] || 1), 0);
        expect(sum, `${bite}: ${said.join(' | ')}`).toBe(total);
        expect(new Set(said).size, bite).toBe(said.length);
      }
    }
  });

  it('splits a choice with what it weighs as a choice of the thing, never a spliced list', async () => {
    const split = await steps.breakdownMicrotask({ title: 'Decide which tent you need: type, size and price limit', taskTitle: 'Buy a tent', goalTitle: 'A goal' });
    for (const step of split) expect(step.title).not.toMatch(/\bthe which\b|you need:|which \w+ you need/);
    expect(split.map((step) => step.title).join('\n')).toMatch(/the tent/);
  });

  it('opens a message to the person the bite names, not to what is said to them', async () => {
    const split = await steps.breakdownMicrotask({ title: 'Tell one person what you settled', taskTitle: 'Share it', goalTitle: 'A goal' });
    expect(split[0]?.title).toBe('Open a new message to one person');
  });
});

describe('offline planner: deadlines as a person means them', () => {
  it('dates "this weekend" the coming Sunday and "next weekend" a week later, and does not ask by when', async () => {
    expect((await planner.breakdownGoal('Go camping with my kids this weekend')).due_date).toBe('2026-11-29');
    expect((await planner.breakdownGoal('Clear out the shed next weekend')).due_date).toBe('2026-12-06');
    expect((await planner.breakdownGoal('Hike every weekend')).due_date).toBeNull();
    expect((await planner.goalQuestions('Go camping with my kids this weekend')).map((q) => q.id)).not.toContain('due');
  });

  it('dates a month only days away at its end, and one further off as it starts', async () => {
    expect((await planner.breakdownGoal('Repaint the spare bedroom by December')).due_date).toBe('2026-12-31');
    expect((await planner.breakdownGoal('Ahorrar 500 euros para diciembre')).due_date).toBe('2026-12-31');
    expect((await planner.breakdownGoal('Finish my portfolio by March')).due_date).toBe('2027-03-01');
  });

  it('leaves a request to the coach out of the goal’s title, in any language', async () => {
    expect((await planner.breakdownGoal('Run a 10k in spring, can you help me?')).goal).toBe('Run a 10k in spring');
    expect((await planner.breakdownGoal('Quero guardar dinheiro para uma viagem, você me ajuda?')).goal).not.toMatch(/ajuda/);
    expect((await planner.breakdownGoal('Quiero ahorrar 1000 euros, ¿me ayudas?')).goal).not.toMatch(/ayud/);
  });
});

describe('offline planner: questions only where an answer means something', () => {
  it('does not ask a money goal where it starts or its time a week, and still asks a skill', async () => {
    for (const goal of ['Pay off $7,000 credit card debt', 'Save $5,000 for a house deposit', 'Cut my energy bills']) {
      const ids = (await planner.goalQuestions(goal)).map((q) => q.id);
      expect(ids, goal).not.toContain('start');
      expect(ids, goal).not.toContain('time');
    }
    expect((await planner.goalQuestions('Learn to play the guitar')).map((q) => q.id)).toContain('time');
  });

  it('says a money pace as money, not with the goal’s words after it', async () => {
    const all = titles(await planner.breakdownGoal('Pay off $7,000 credit card debt by June'));
    expect(all.some((title) => /\$[\d,]+ a (?:week|month)\b/.test(title))).toBe(true);
    expect(all.join('\n')).not.toMatch(/\$[\d,]+ credit card debt a (?:week|month)/);
  });

  it('says so when "this year" late in the year leaves only weeks, and not when it leaves months', async () => {
    expect((await planner.breakdownGoal('Read 12 books this year')).notice).toBe(NOTICES.shortYear);
    const spring = new OfflineGoalPlanner({ now: () => new Date('2026-04-02T12:00:00Z') });
    expect((await spring.breakdownGoal('Read 12 books this year')).notice).toBeUndefined();
  });
});

describe('offline planner: a skill of the body is practised, not studied', () => {
  it('plans juggling, surfing, a handstand and dancing with the movement itself, never a court, a game or a study session', async () => {
    for (const goal of ['Learn to juggle three clubs', 'Learn to surf', 'Learn to do a handstand', 'Take tango classes']) {
      const all = titles(await planner.breakdownGoal(goal)).join('\n');
      expect(all, goal).toMatch(/Practise the first drill/);
      expect(all, goal).not.toMatch(/\bStudy\b|\bcourts?\b|regular game/);
    }
    expect(titles(await planner.breakdownGoal('Take tango classes')).join('\n')).not.toMatch(/classes and write/);
  });

  it('dates a season only days away at its end: "this winter" said in late November is by the end of February', async () => {
    expect((await planner.breakdownGoal('Learn to ski this winter')).due_date).toBe('2027-02-28');
    expect((await planner.breakdownGoal('Learn to surf by summer')).due_date).toBe('2027-06-01');
  });
});

describe('offline planner: the right kind, not the nearest', () => {
  it('plans a step count as walking, with its number and walks a person can do, not a gym induction', async () => {
    const plan = await planner.breakdownGoal('Walk 12,000 steps every day');
    const all = titles(plan).join('\n');
    expect(all).not.toMatch(/\bgym\b|induction/i);
    expect(all).toMatch(/12,000 steps/);
    for (const bite of plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks))) expect(bite.title, 'a walk of thousands of steps is no bite').not.toMatch(/^Walk [\d,]+ steps$/);
  });

  it('plans a call to someone as keeping in touch with them, the call itself a quarter of an hour, not family evenings', async () => {
    const plan = await planner.breakdownGoal('Call my grandad every Sunday');
    const act = plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks)).find((bite) => bite.title === 'Call your grandad every Sunday');
    expect(act?.minutes).toBe(15);
    expect(act?.repeat?.every).toBe('week');
    expect(titles(plan).join('\n')).not.toMatch(/family member|phones? in a basket|Call a parent or grandparent/i);
  });

  it('plans repainting a room as painting it yourself, not a renovation with tradespeople', async () => {
    const all = titles(await planner.breakdownGoal('Repaint the living room blue')).join('\n');
    expect(all).toMatch(/roller/);
    expect(all).not.toMatch(/tradespeople|quotes|fixture/i);
    expect(titles(await planner.breakdownGoal('Renovate the bathroom')).join('\n')).toMatch(/tradespeople/);
  });
});

describe('offline planner: the goal’s own details survive whole', () => {
  it('keeps a figure with a slash whole: "130/80" is never "80"', async () => {
    const all = titles(await planner.breakdownGoal('Get my blood pressure under 135/85')).join('\n');
    expect(all).toMatch(/135\/85/);
    expect(all).not.toMatch(/“85”/);
  });

  it('reads "3 months of expenses" as the amount, not a deadline, and does not ask how much', async () => {
    expect((await planner.breakdownGoal('Save 4 months of expenses as an emergency fund')).due_date).toBeNull();
    expect((await planner.breakdownGoal("Save six months' worth of rent")).due_date).toBeNull();
    expect((await planner.goalQuestions('Save 4 months of expenses as an emergency fund')).map((q) => q.id)).not.toContain('amount');
    expect((await planner.breakdownGoal('Learn Spanish in six months')).due_date).toBe('2027-05-28');
  });

  it('says a sitting practice of three times a week without "daily" or "each day"', async () => {
    expect(titles(await planner.breakdownGoal('Meditate 3 times a week')).join('\n')).not.toMatch(/\bdaily\b|\beach day\b/i);
  });
});

describe('offline planner: a habit in another language keeps its act', () => {
  it('puts a habit no theme knows into the plan as the act itself, at its pace, in the goal’s words with the time of day it names', async () => {
    for (const [goal, act] of [['Ik wil elke ochtend mijn planten water geven', 'Mijn planten water geven, elke ochtend'], ['Je veux écrire dans mon journal chaque soir', 'Écrire dans mon journal, chaque soir']] as const) {
      const bite = (await planner.breakdownGoal(goal)).subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks)).find((b) => b.title === act);
      expect(bite?.repeat?.every, goal).toBe('day');
    }
  });

  it('does not ask a habit in another language by when, nor its time a week', async () => {
    for (const goal of ['Ik wil elke ochtend mediteren', 'Quiero correr 3 veces por semana']) {
      const ids = (await planner.goalQuestions(goal)).map((q) => q.id);
      expect(ids, goal).not.toContain('due');
      expect(ids, goal).not.toContain('time');
    }
    expect((await planner.goalQuestions('Quiero aprender a tocar la guitarra')).map((q) => q.id)).toContain('due');
  });

  it('never reads "cada mañana" or "chaque lundi" as a deadline', async () => {
    expect((await planner.breakdownGoal('Quiero meditar cada mañana')).due_date).toBeNull();
    expect((await planner.breakdownGoal('Je veux courir chaque lundi')).due_date).toBeNull();
    expect((await planner.breakdownGoal('Quiero correr mañana')).due_date).toBe('2026-11-29');
  });
});

describe('offline planner: camping is camping', () => {
  it('plans a camping trip with a campsite, a tent and the kit, never flights or a passport', async () => {
    expect(titles(await planner.breakdownGoal('Go camping with my kids this weekend')).join('\n')).toMatch(/campsite/);
    const all = titles(await planner.breakdownGoal('Take the kids camping in the summer')).join('\n');
    expect(all).toMatch(/campsite/);
    expect(all).toMatch(/tent/);
    expect(all).not.toMatch(/flight|passport|leave allowance/i);
  });
});

describe('offline planner: training an animal', () => {
  it('plans teaching a pet with treats, short sessions and a trainer, keeping what is taught, and walking the dog stays a habit', async () => {
    const all = titles(await planner.breakdownGoal('Teach my dog to sit')).join('\n');
    expect(all).toMatch(/treats/);
    expect(all).toMatch(/trainer/);
    expect(all).toMatch(/teaching your dog to sit/);
    expect(titles(await planner.breakdownGoal('Walk the dog every morning')).join('\n')).not.toMatch(/step count/);
  });
});

describe('offline planner: a first thing with a count keeps every part of it', () => {
  it('keeps each part of a counted first thing ("the first 6", "the last 6"), so the parts still add up to the count', async () => {
    const cases = [
      { goal: 'Make a stop-motion film with my nephew', answer: 'model 10 clay figures, build a cardboard set', noun: 'figures', total: 10 },
      { goal: 'Bind a handmade notebook for each cousin', answer: 'fold 6 signatures, sew the spine', noun: 'signatures', total: 6 },
    ];
    for (const { goal, answer, noun, total } of cases) {
      const plan = await planner.breakdownGoal(goal, { answers: [{ id: 'first', answer }] });
      const parts = titles(plan).filter((title) => new RegExp(`\\b\\d+ (?:\\p{L}+ )?${noun}\\b`, 'u').test(title));
      const counted = parts.reduce((sum, title) => sum + Number(/\d+/.exec(title)?.[0] ?? 0), 0);
      expect(parts.length, goal).toBeGreaterThanOrEqual(2);
      expect(counted, goal).toBe(total);
    }
  });
});

describe('offline planner: a first thing that lists what to get keeps its whole list', () => {
  it('reads "buy sandpaper, wood filler and a tack cloth" as one thing whose bites name each item, never a fragment of the list on its own', async () => {
    const cases = [
      { goal: 'Refinish the old oak dresser from my aunt', answer: 'buy sandpaper, wood filler and a tack cloth, then strip the old paint', items: ['sandpaper', 'wood filler', 'tack cloth'], apart: /^(?:wood filler|a tack cloth)/i },
      { goal: "Make a quilt from my late dad's shirts", answer: 'wash the shirts, buy batting, thread and a rotary cutter', items: ['batting', 'thread', 'rotary cutter'], apart: /^(?:thread and|note what and)/i },
    ];
    for (const { goal, answer, items, apart } of cases) {
      const plan = await planner.breakdownGoal(goal, { answers: [{ id: 'first', answer }] });
      const said = [...plan.subgoals.flatMap((s) => s.tasks.map((t) => t.title)), ...titles(plan)];
      for (const item of items) expect(titles(plan).some((title) => title.toLowerCase().includes(item)), `${goal}: ${item}`).toBe(true);
      expect(said.filter((title) => apart.test(title)), goal).toEqual([]);
    }
  });
});

describe('offline planner: a first thing no recipe fits is said in agreement with its thing', () => {
  it('notes what many things "still need" and what one thing "still needs"', async () => {
    const said = async (title: string) => (await steps.breakdownMicrotask({ title, taskTitle: 'Your first things', goalTitle: 'A goal' })).map((step) => step.title);
    expect(await said('Scan the letters')).toContain('Look over the letters and note what they still need');
    expect(await said('Strip the old paint')).toContain('Look over the old paint and note what it still needs');
  });
});
