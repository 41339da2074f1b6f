import { describe, expect, it } from 'vitest';
import { dashboardFixture } from '../../../../test/fixtures.ts';
import { firstBiteChoices, reviewContent } from './weekly-review.ts';

describe('the weekly review', () => {
  it('is one text, a line an answer, leaving out what was left empty', () => {
    expect(reviewContent({ wentWell: '  Three runs ', inTheWay: '', firstBite: 'Tempo 20 min' })).toBe(
      "Weekly review\nWhat went well: Three runs\nNext week's first bite: Tempo 20 min",
    );
    expect(reviewContent({ wentWell: '', inTheWay: 'Rain', firstBite: undefined })).toBe('Weekly review\nWhat got in the way: Rain');
  });

  it('offers the bites not done and no habit, the current one picked', () => {
    const run = dashboardFixture().goals.find((goal) => goal.id === 'g1')!;
    const habit = { ...run.subgoals[2]!.tasks[0]!.microtasks[0]!, repeat: { every: 'day' as const, times: 10 } };
    const withHabit = { ...run, subgoals: [run.subgoals[0]!, run.subgoals[1]!, { ...run.subgoals[2]!, tasks: [{ ...run.subgoals[2]!.tasks[0]!, microtasks: [habit] }] }] };
    const { current, choices } = firstBiteChoices(withHabit);
    expect(current?.title).toBe('5 x 400 m');
    expect(choices.map((bite) => bite.title)).toEqual(['5 x 400 m', '6 x 400 m', 'Tempo 20 min', 'Tempo 15 min']);
  });
});
