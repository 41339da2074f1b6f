import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Breakdown, type Breakdown as Plan } from '@cakewalk/shared/schemas/breakdown.ts';
import { OfflineGoalPlanner } from '../../../src/ai/offline/offline-goal-planner.ts';
import { offlineStepPlanner } from '../../../src/ai/offline/offline-step-planner.ts';
import { NOTICES } from '../../../src/words/notice-words.ts';
import { takesLong } from '../../../src/ai/offline/compose/act-minutes.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });
const bites = (plan: Plan) => plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks));
const text = (plan: Plan) => JSON.stringify(plan.subgoals);

describe('offline planner: reading the intent', () => {
  it('plans organising a charity 5k as an event, not as running training', async () => {
    const plan = await planner.breakdownGoal('Organize a charity 5k for the school');
    expect(text(plan)).toMatch(/venue|permits|invitation/i);
    expect(text(plan)).not.toMatch(/training plan|long run|race pace/i);
  });

  it("plans a master's thesis as a thesis, not as a novel", async () => {
    const plan = await planner.breakdownGoal("Finish my master's thesis by June");
    expect(text(plan)).toMatch(/supervisor|chapter/i);
    expect(text(plan)).not.toMatch(/novel|characters|premise/i);
  });

  it('plans "learn to weld" around welding, with a class and safety gear', async () => {
    const plan = await planner.breakdownGoal('Learn to weld');
    expect(text(plan)).toContain('welding');
    expect(text(plan)).toMatch(/safety gear/);
    expect(text(plan)).not.toMatch(/for weld\b/);
  });

  it('reads a rate as a rate', async () => {
    const plan = await planner.breakdownGoal('Get 100 sales a month for my Etsy shop');
    expect(text(plan)).toContain('100 sales a month');
    expect(text(plan)).not.toMatch(/100 sales(?! a month)/);
  });
});

describe('offline planner: the answer', () => {
  it('answers the shared schema with the due date, the source and minutes on every bite', async () => {
    const plan = await planner.breakdownGoal('I want to run a marathon by next October');
    expect(Breakdown.safeParse(plan).success).toBe(true);
    expect(plan).toMatchObject({ goal: 'Run a marathon by next October', due_date: '2027-10-01', source: 'offline' });
    expect(plan.notice).toBeUndefined();
    expect(bites(plan).every((bite) => bite.minutes >= 5 && (bite.minutes <= 15 || takesLong(bite.title)))).toBe(true);
  });

  it('dates the phases to the timeframe, setting up and the last one-off phase within two weeks each', async () => {
    const plan = await planner.breakdownGoal('Write a novel in 6 months');
    expect(plan.subgoals.map((s) => s.title.match(/\((weeks? [\d-]+)\)$/)?.[1])).toEqual(['weeks 1-2', 'weeks 3-13', 'weeks 14-24', 'weeks 25-26']);
    const debt = await planner.breakdownGoal('Pay off my $4,000 credit card in 10 months');
    const payments = debt.subgoals.find((s) => s.tasks.some((t) => t.microtasks.some((b) => /extra payment/.test(b.title))));
    expect(Number(payments?.title.match(/\(weeks (\d+)/)?.[1])).toBeLessThanOrEqual(6);
  });

  it('marks habit bites with repeat: the goal’s own cadence, from their phase until the goal is due when the goal is the habit (30 days without a timeframe)', async () => {
    const month = await planner.breakdownGoal('Meditate every day for 30 days');
    expect(month.subgoals[1]?.title).toBe('Sit regularly (week 2)');
    expect(bites(month).find((bite) => /Sit for 5 minutes/.test(bite.title))?.repeat).toEqual({ every: 'day', times: 23 });
    const weekdays = await planner.breakdownGoal('Meditate every weekday');
    expect(bites(weekdays).find((bite) => /Sit for 5 minutes/.test(bite.title))?.repeat?.every).toBe('weekday');
    const open = await planner.breakdownGoal('Start running');
    expect(bites(open).filter((bite) => bite.repeat).every((bite) => bite.repeat!.times >= 1 && bite.repeat!.times <= 30)).toBe(true);
  });

  it('repeats a habit that is one step of a larger goal through its own phase, not until the goal is due', async () => {
    const plan = await planner.breakdownGoal('Pass my driving test in 6 months');
    const phase = plan.subgoals.find((s) => s.tasks.some((t) => t.microtasks.some((b) => /theory practice questions/.test(b.title))));
    const [, first = 0, last = 0] = (phase?.title.match(/\(weeks (\d+)-(\d+)\)$/) ?? []).map(Number);
    const theory = phase?.tasks.flatMap((t) => t.microtasks).find((b) => /theory practice questions/.test(b.title));
    expect(theory?.repeat?.every).toBe('day');
    expect(theory?.repeat?.times).toBeLessThanOrEqual((last - first + 1) * 7);
    expect(theory?.repeat?.times).toBeLessThan(100);
  });

  it('keeps the moment a habit goal names in the act itself', async () => {
    const sundays = await planner.breakdownGoal('Call my mum on Sundays');
    expect(bites(sundays).some((bite) => bite.title === 'Call your mum on Sundays' && bite.repeat?.every === 'week')).toBe(true);
    const mornings = await planner.breakdownGoal('Stretch every morning');
    expect(bites(mornings).some((bite) => bite.title === 'Stretch every morning' && bite.repeat?.every === 'day')).toBe(true);
  });

  it('keeps a habit goal’s times a period and minutes on its practice bites, and its reviews weekly', async () => {
    const plan = await planner.breakdownGoal('Cycle 40 minutes 3 times a week');
    const practice = bites(plan).filter((bite) => bite.repeat?.per_period === 3);
    expect(practice.length).toBeGreaterThan(0);
    expect(practice.every((bite) => bite.repeat?.every === 'week' && bite.minutes === 40 && !/\b(?:15|20) minutes\b/.test(bite.title))).toBe(true);
    expect(bites(plan).filter((bite) => /^(?:Count|Compare|Note)\b/.test(bite.title) && bite.repeat).every((bite) => !bite.repeat?.per_period)).toBe(true);
  });

  it('reads the cadence of a goal in Spanish, German, French and Portuguese too', async () => {
    for (const [goal, perPeriod] of [['Quiero correr 20 minutos tres veces por semana', 3], ['Ich möchte 2 Mal pro Woche joggen', 2], ['Je veux courir quatre fois par semaine', 4], ['Quero correr 3 vezes por semana', 3]] as const) {
      const repeats = bites(await planner.breakdownGoal(goal)).map((bite) => bite.repeat);
      expect(repeats).toContainEqual(expect.objectContaining({ every: 'week', per_period: perPeriod }));
    }
  });

  it('plans both goals of one sentence as slices, each labelled with its own verb and what it acts on', async () => {
    const plan = await planner.breakdownGoal('Run a half marathon and learn Spanish next year');
    const labels = plan.subgoals.map((s) => s.title.split(':')[0]);
    expect(labels).toContain('Run a half marathon');
    expect(labels).toContain('Learn Spanish');
    const gym = (await planner.breakdownGoal('Go to the gym three times a week and save 2000 dollars for a trip to Madrid')).subgoals.map((s) => s.title.split(':')[0]);
    expect([...new Set(gym)]).toEqual(['Go to the gym', 'Save 2000 dollars']);
  });

  it('splits a sentence only into goals of their own: not a half about "it", not one goal said twice', async () => {
    const titles = async (goal: string) => (await planner.breakdownGoal(goal)).subgoals.map((s) => s.title);
    expect((await titles('Stretch for 10 minutes and do it every morning')).filter((title) => title.includes(':'))).toEqual([]);
    const twice = await titles('Manage my asthma and keep my peak flow above 400');
    expect(new Set(twice.map((title) => title.replace(/^[^:]*:\s*/, ''))).size).toBe(twice.length);
    expect((await titles('Recover from shoulder surgery and get back to playing tennis')).join(' ')).not.toMatch(/inging/);
    expect(text(await planner.breakdownGoal('Get better at chess and reach a 1500 rating'))).toContain('1500 rating');
  });

  it('names the goal’s thing whole once and short after, as a person would', async () => {
    const titles = (await planner.breakdownGoal('Fix the leaking kitchen tap', { detail: 3 })).subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks.map((b) => b.title)));
    expect(titles.filter((title) => title.includes('the leaking kitchen tap'))).toHaveLength(1);
    expect(titles.filter((title) => /\bthe tap\b/.test(title)).length).toBeGreaterThan(1);
  });

  it('gives a goal no archetype fits the starter plan, in natural English, with its verb and thing but not the rest of its sentence, and says so', async () => {
    const plan = await planner.breakdownGoal('Frame my grandmother’s embroidery so it hangs in the hall');
    expect(plan.notice).toBe(NOTICES.starter);
    expect(plan.subgoals.map((s) => s.title)).toEqual(['See the whole job', 'Find help', 'Make a start', 'Review and adjust']);
    expect(text(plan)).toContain('List every job it will take to get there, one line each');
    expect(text(plan)).toContain('Search for a beginner’s guide to framing your grandmother’s embroidery and save the best one');
    expect(text(plan)).not.toMatch(/hangs|hall/i);
    expect(text(plan)).toContain('Buy or borrow the first thing on that list');
    expect(text(await planner.breakdownGoal('Get a mentor in my industry'))).not.toMatch(/buy or borrow/i);
  });

  it('plans a goal no archetype fits by what its verb implies: mending is finding what is wrong, the parts, one repair at a time and a test', async () => {
    const plan = await planner.breakdownGoal('Restore an old sailboat so it floats again');
    expect(plan.notice).toBe(NOTICES.starter);
    expect(plan.subgoals.map((s) => s.title)).toEqual(['Find what is wrong', 'Get the parts', 'One repair at a time', 'Test it']);
    expect(text(plan)).toContain('List every fault on the old sailboat, one line each, the worst first');
    expect(text(plan)).not.toMatch(/floats/i);
  });

  it('gives a way of being or a skill to grow a plan to practise it, not a shopping list', async () => {
    const plan = await planner.breakdownGoal('Become a better listener with my teenage son');
    expect(plan.subgoals.map((s) => s.title)).toEqual(['See where you are', 'Learn one way to do it better', 'Practise on purpose', 'Look back']);
    expect(text(plan)).toContain('Search for one proven technique in your goal’s own words and write it on a card');
    expect(text(plan)).not.toMatch(/listener|teenage/);
    expect(text(plan)).not.toMatch(/buy or borrow/i);
  });

  it('gives a habit no archetype fits the habit\'s shape: a cue, the act itself at its pace, the missed day, a weekly look back', async () => {
    const plan = await planner.breakdownGoal('Stretch for 10 minutes every morning');
    expect(plan.notice).toBe(NOTICES.starter);
    expect(plan.subgoals.map((s) => s.title)).toEqual(['Make it easy', 'Do it', 'Plan for the missed day', 'Look back']);
    const act = bites(plan).find((bite) => bite.title === 'Stretch for 10 minutes every morning');
    expect(act).toMatchObject({ minutes: 10, repeat: { every: 'day' } });
    expect(text(plan)).not.toMatch(/finish line|how you will know you have managed/);
  });

  it('plans a goal in Spanish, German, French or Portuguese in that language, with its amount, and splits its bites in it too', async () => {
    const plan = await planner.breakdownGoal('Quiero ahorrar 2000 euros para el verano');
    expect(plan).toMatchObject({ goal: 'Ahorrar 2000 euros para el verano', due_date: '2027-06-01' });
    expect(plan.notice).toBeUndefined();
    expect(bites(plan).map((bite) => bite.title)).toContain('Programa una transferencia de 330 euros al mes a tu cuenta de ahorro el día de cobro');
    expect(bites(plan).filter((bite) => /\b(?:the|your|and|write)\b/i.test(bite.title))).toEqual([]);
    const [first] = bites(plan);
    const steps = await offlineStepPlanner.breakdownMicrotask({ title: first!.title, taskTitle: '', goalTitle: plan.goal });
    expect(steps.map((step) => step.title)).toEqual(['Decide la cantidad exacta que quieres reunir', 'Escríbela con la fecha en una tarjeta', 'Pega la tarjeta donde la veas cada día']);
    for (const [goal, word] of [['Ich möchte bis zum Sommer 5 Kilo abnehmen', 'Wieg'], ['Je veux apprendre à jouer de la guitare', 'Écris'], ['Quero correr uma maratona no próximo ano', 'tênis']]) {
      expect(JSON.stringify((await planner.breakdownGoal(goal!)).subgoals), goal).toContain(word);
    }
  });

  it('gives a goal in any other language an English plan that never pastes the goal, and says why, with no title made of signs', async () => {
    const goal = 'Хочу научиться готовить для своей семьи';
    const plan = await planner.breakdownGoal(goal);
    expect(plan.notice).toBe(NOTICES.otherLanguage);
    const titles = plan.subgoals.flatMap((s) => [s.title, ...s.tasks.flatMap((t) => [t.title, ...t.microtasks.map((m) => m.title)])]);
    expect(titles.filter((title) => title.includes('готовить') || !/\p{L}/u.test(title))).toEqual([]);
    expect(titles.some((title) => title.includes('your goal'))).toBe(true);
  });

  it('writes more bites at a higher detail', async () => {
    const counts = await Promise.all([1, 3, 5].map(async (detail) => bites(await planner.breakdownGoal('Learn to play the guitar', { detail })).length));
    expect(counts[0]).toBeLessThan(counts[1]!);
    expect(counts[1]).toBeLessThanOrEqual(counts[2]!);
  });

  it("reads dates in the user's time zone", async () => {
    const late = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T23:30:00Z') });
    expect((await late.breakdownGoal('Renew my passport by tomorrow')).due_date).toBe('2026-11-24');
    expect((await late.breakdownGoal('Renew my passport by tomorrow', { timeZone: 'Pacific/Auckland' })).due_date).toBe('2026-11-25');
  });

  it('reads "by May" as the next May ahead where the user is: on 1 May in Auckland that is next year\'s, and a day before May its end', async () => {
    const lastOfApril = new OfflineGoalPlanner({ now: () => new Date('2027-04-30T20:00:00Z') });
    expect((await lastOfApril.breakdownGoal('Run a half marathon by May')).due_date).toBe('2027-05-31');
    expect((await lastOfApril.breakdownGoal('Run a half marathon by May', { timeZone: 'Pacific/Auckland' })).due_date).toBe('2028-05-01');
  });

  it('suggests the tone the goal asks for', async () => {
    expect((await planner.breakdownGoal('Learn to swim, and be strict with me')).tone).toBe('strict');
  });
});

describe('offline planner: breaking a bite down', () => {
  const split = async (title: string, detail?: number) => (await offlineStepPlanner.breakdownMicrotask({ title, taskTitle: 'Task', goalTitle: 'Goal' }, { detail })).map((bite) => bite.title);

  it('gives a bite the planner wrote its own steps, with the slots and numbers the plan filled in', async () => {
    const [bite] = (await planner.breakdownGoal('Learn to swim by summer')).subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks));
    const steps = await split(bite?.title ?? '');
    expect(steps.length).toBeGreaterThanOrEqual(2);
    expect(steps.map((step) => step.toLowerCase())).not.toContain(bite?.title.toLowerCase());
    expect(await split('Put three 20-minute slots in this week’s calendar')).toContain('Open your calendar and find three 20-minute slots that are free this week');
  });

  it('splits a habit the person wrote as one time of doing it, said to them', async () => {
    const steps = await split('Call my sister every Sunday');
    expect(steps.join(' ')).toContain('your sister');
    expect(steps.join(' ')).not.toMatch(/\bmy\b|every Sunday/);
    expect((await split('Stretch twice a day')).join(' ')).not.toContain('twice a day');
  });

  it('splits a bite the person wrote themselves with two actions into those actions', async () => {
    expect(await split('Book the village hall and get written confirmation')).toEqual(['Book the village hall', 'Get written confirmation']);
  });

  it('cleans a thing with a cloth and a cleaner, and clears a space with a bag and a box', async () => {
    expect(await split('Clean the bellows', 3)).toContain('Get out a cloth, a brush and a cleaner that suits the bellows');
    expect((await split('Clean the bellows', 3)).join(' ')).not.toMatch(/bin bag/);
    expect(await split('Tidy your desk', 3)).toContain('Put a bin bag and a box next to your desk');
  });

  it('splits a list into one step per item', async () => {
    expect(await split('Pack a towel, goggles and a padlock in one bag')).toEqual(['Pack a towel', 'Pack the goggles', 'Pack a padlock']);
  });

  it('splits a count of things into parts, and a length of time into a timer and the bite until it rings', async () => {
    expect(await split('Write down ten films you want to watch', 1)).toEqual(['Write down the first 5 films you want to watch', 'Write down the last 5 films you want to watch']);
    expect(await split('Stretch your calves for 5 minutes')).toEqual(['Set a timer for 5 minutes', 'Stretch your calves until the timer goes off']);
    expect(await split('Swap 15 minutes of scrolling for reading')).not.toContainEqual(expect.stringMatching(/first 5 minutes|5 more minutes/));
  });

  it('fits the recipe to what the bite is: a log is kept, an application filled in and sent, no recipe fed a vague word', async () => {
    expect(await split('Log every coffee you drink this week')).toContain('Add the first entry now, with the date');
    expect(await split('Apply for two grants this month', 3)).toContain('Fill in the application and attach the papers it needs');
    expect((await split('Buy the first thing on that list')).join(' ')).not.toMatch(/which first thing|prices for the first thing/);
  });

  it('splits a bite no recipe fits into its first part and what its thing still needs, in its own words, never a timer or a reminder that fits any bite', async () => {
    for (const title of ['Groom the horse', 'Negotiate the rent with your landlord', 'Meditate before bed', 'Renew the car insurance']) {
      const steps = await split(title, 3);
      expect(steps.join(' ')).not.toMatch(/set a reminder|reminder goes off|Pick a time/i);
      expect(steps.every((step) => step !== title)).toBe(true);
    }
    expect(await split('Groom the horse', 3)).toEqual(['Get out what grooming the horse needs and clear a space for it', 'Spend 10 minutes grooming the horse, stopping at a natural break', 'Look over the horse and note what it still needs']);
    expect(await split('Begin grooming the horse', 3)).toEqual(['Set out what grooming the horse needs where you will do it', 'Take the first few minutes slowly, one step at a time', 'Stop at a natural break and note where you got to']);
    expect(await split('Scan the letters', 3)).toEqual(['Scan the first few letters', 'Scan the rest of the letters', 'Look over the letters and note what they still need']);
    expect(await split('Groom the horse for 10 minutes', 3)).toEqual(['Set a timer for 10 minutes', 'Groom the horse until the timer goes off']);
    expect(await split('Renew your passport', 3)).toContain('Fill in the renewal for your passport and pay');
  });

  it("follows the verb's own steps, in the bite's words", async () => {
    const steps = await split('Call your card provider about a lower rate', 4);
    expect(steps).toEqual([
      'Look up the number for your card provider and save it in your phone',
      'Write the two questions you most need your card provider to answer',
      'Call your card provider and ask your first question',
      'Note what your card provider told you and the next step',
    ]);
  });

  it('never repeats the bite, never stacks a prefix, and gives 2 to 8 steps at every detail', async () => {
    for (const title of ['Water new plants in the evening', 'Quarterly tax paperwork', 'Start now: call the bank', 'Sit for 5 minutes and count your breaths from 1 to 10', '✍️ ✅ → Aprender a nadar']) {
      for (const detail of [1, 3, 5]) {
        const steps = await split(title, detail);
        expect(steps.length).toBeGreaterThanOrEqual(2);
        expect(steps.length).toBeLessThanOrEqual(8);
        expect(steps.filter((step) => step.toLowerCase().includes(title.toLowerCase()) || /^[^:]+:[^:]+:/.test(step))).toEqual([]);
      }
    }
  });

  it('never fails on any bite, in any words: at least two steps, the plain title of a plan in another language too', async () => {
    expect(await split('Divide la cantidad entre los meses que quedan')).toHaveLength(2);
    const title = fc.oneof(fc.string({ minLength: 1, maxLength: 60 }), fc.constantFrom('Teil den Betrag', 'Arruma', 'Écris', 'Do it', 'x'));
    await fc.assert(fc.asyncProperty(title, async (said) => {
      fc.pre(/[\p{L}\p{N}]/u.test(said));
      expect((await split(said)).length).toBeGreaterThanOrEqual(2);
    }), { numRuns: 200 });
  });
});
