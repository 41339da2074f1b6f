import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';
import { offlineStepPlanner as steps } from '../../../../src/ai/offline/offline-step-planner.ts';
import { readFirstThings } from '../../../../src/ai/offline/reading/first-things.ts';
import { NOTICES } from '../../../../src/words/notice-words.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-28T12:00:00Z') });
const bites = (plan: Breakdown) => plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks));
const titles = (plan: Breakdown) => bites(plan).map((bite) => bite.title);
const split = async (title: string) => (await steps.breakdownMicrotask({ title, taskTitle: 'Do the first things', goalTitle: 'A goal' })).map((step) => step.title);

/** Goals no kind of goal fits, with the first things a person might say they take. */
const OWN: readonly { goal: string; first: string; ends: RegExp }[] = [
  { goal: 'Carve a chess set for my brother', first: 'buy basswood and a carving knife, carve a pawn', ends: /^Give the chess set to your brother$/ },
  { goal: 'Record an album of my songs', first: 'write lyrics first, build a home recording setup, pick the ten best songs', ends: /^Finish the album\b/ },
  { goal: 'Sew a quilt from my dad’s old shirts for my sister', first: 'wash the shirts, cut them into squares', ends: /^Give the quilt to your sister$/ },
  { goal: 'Train my sheepdog for a herding trial', first: 'find a trainer with sheep, enter a novice trial', ends: /^Train your sheepdog for \d+ minutes$/ },
];

describe('offline planner: a goal no kind fits, planned from the person’s own first things', () => {
  it('keeps each thing as the person wrote it, with only the list’s order words taken off', () => {
    expect(readFirstThings('write lyrics first, then book a studio to start with')).toEqual(['Write lyrics', 'Book a studio']);
    expect(readFirstThings('sort the boxes into keep and sell, photograph the good things')).toEqual(['Sort the boxes into keep and sell', 'Photograph the good things']);
  });

  it.each(OWN)('goes on past "$first" to the goal’s own end, not only calendar slots', async ({ goal, first, ends }) => {
    const plan = await planner.breakdownGoal(goal, { answers: [{ id: 'first', answer: first }, { id: 'time', answer: '2 hours' }] });
    expect(plan.notice).toBe(NOTICES.ownSteps);
    const later = plan.subgoals.slice(1).flatMap((s) => s.tasks.flatMap((t) => t.microtasks.map((bite) => bite.title)));
    expect(later.some((title) => ends.test(title)), later.join(' | ')).toBe(true);
    expect(later.every((title) => /calendar/.test(title)), later.join(' | ')).toBe(false);
  });

  it.each(OWN)('breaks each bite of "$goal" into different next actions, never the bite pasted into a timer or a guide never found', async ({ goal, first }) => {
    const plan = await planner.breakdownGoal(goal, { answers: [{ id: 'first', answer: first }] });
    const said = titles(plan);
    for (const title of said) {
      const smaller = await split(title);
      expect(smaller.length, title).toBeGreaterThanOrEqual(2);
      expect(new Set(smaller).size, title).toBe(smaller.length);
      for (const step of smaller) {
        expect(step, title).not.toMatch(/^Set a timer for \d+ minutes$|until the timer goes off$/);
        if (/\bthe guide\b/.test(step)) expect(said.some((earlier) => /guide/i.test(earlier)), step).toBe(true);
      }
    }
  });

  it('breaks a part of a job down to a mark and what is left, never halving the half again', async () => {
    expect(await split('Do the first half of varnishing the deck, slowly')).toEqual(['Mark where the first half of the deck ends, so you know when to stop', 'Varnish the deck up to that mark', 'Stop at the mark and note what is left']);
    for (const bite of ['Weed the first half of the allotment', 'Label the rest of the jars', 'Do the first half of the job slowly, one step at a time']) {
      expect((await split(bite)).join(' | '), bite).not.toMatch(/half of the first half|second half of the|\bDo \w+ing\b|slowly one step/);
    }
  });

  it('reads the person’s own things by their grammar: a new act after a comma, an occasion is no one to show', async () => {
    expect(readFirstThings('borrow a good camera, film him at work')).toEqual(['Borrow a good camera', 'Film him at work']);
    const poem = titles(await planner.breakdownGoal('Memorise a poem for my grandad’s funeral', { answers: [{ id: 'first', answer: 'choose the poem, practise in front of my wife' }] }));
    expect(poem.join(' | ')).not.toMatch(/Show your grandad|through front of|part of front of/);
  });

  it('enters a trial, a show or a fair by its entry form, never as figures typed in', async () => {
    for (const bite of ['Enter a novice trial', 'Enter my jam at the village show', 'Enter a carving at the county fair']) {
      const smaller = (await split(bite)).join(' | ');
      expect(smaller, bite).toMatch(/entry form/);
      expect(smaller, bite).not.toMatch(/first half|check each figure/);
    }
  });
});

describe('offline planner: the week’s own time sets a custom plan’s load', () => {
  const week = async (answer: string) => {
    const plan = await planner.breakdownGoal('Carve a chess set for my brother', { answers: [{ id: 'first', answer: 'carve a pawn' }, { id: 'time', answer }] });
    const session = bites(plan).find((bite) => /^Work on (?:the next part of )?the chess set for \d+ minutes$/.test(bite.title));
    const perWeek = session?.repeat?.every === 'day' ? 7 : session?.repeat?.every === 'weekday' ? 5 : (session?.repeat?.per_period ?? 1);
    return (session?.minutes ?? 0) * perWeek;
  };

  it.each([['2 hours', 120], ['3 hours', 180], ['4 h a week', 240], ['90 min', 90]] as const)('gives "%s" about %i minutes of sessions a week', async (answer, minutes) => {
    const total = await week(answer);
    expect(Math.abs(total - minutes), `${answer}: ${total}`).toBeLessThanOrEqual(minutes * 0.15);
  });
});

describe('offline planner: the starter plan never pastes a long goal into a slot', () => {
  it.each([
    'Digitize all our old family photos and make an album for mum',
    'Catalogue every single record in my late uncle’s jazz collection',
  ])('"%s" is said by its parts, grammatically', async (goal) => {
    const said = titles(await planner.breakdownGoal(goal));
    for (const title of said) {
      expect(title).not.toMatch(/\ball an\b|\bfor \d+ minutes\b.*\bfor\b|someone \w+ing all\b/);
      expect(title.split(' ').length, title).toBeLessThanOrEqual(16);
    }
    // A session in a timer names the goal's act in at most four words ("Catalogue the records"), never its whole sentence.
    expect(said.filter((title) => / for \d+ minutes$/.test(title) && !/^(?:Do the smallest job|Work on)\b/.test(title) && title.split(' ').length > 8)).toEqual([]);
  });
});

describe('offline planner: a goal no kind fits reaches its own last act', () => {
  it.each([
    ['Digitize all our old family photos and make an album for mum', 'Make an album for mum'],
    ['Learn to whittle and enter a carving at the village show', 'Enter a carving at the village show'],
    ['Sand the old pews and sell them at the church fête', 'Sell them at the church fête'],
  ])('"%s" ends with "%s", never only research and a look back', async (goal, last) => {
    expect(titles(await planner.breakdownGoal(goal))).toContain(last);
  });

  it('asks a goal that only a verb’s general kind fits ("learn to …", "finish …") for its first things too', async () => {
    for (const goal of ['Learn to tie fly-fishing flies', 'Finish restoring the dresser in the hall']) {
      expect((await planner.goalQuestions(goal)).map((question) => question.id), goal).toContain('first');
    }
  });
});

