import { beforeAll, describe, expect, it } from 'vitest';
import { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { GOALS, figures, planAll, type FailedGoal, type Figures, type PlannedGoal } from '../../../eval/planner-eval.ts';

// The thresholds `npm run eval:planner` reports against, held on its goal set. (Speed is
// measured by the eval script, not asserted here.)
let planned: PlannedGoal[];
let failed: FailedGoal[];
let result: Figures;
let measured: Figures;

beforeAll(async () => {
  ({ planned, failed } = await planAll());
  result = figures(planned.filter(({ goal }) => goal.part === 'tune'));
  measured = figures(planned.filter(({ goal }) => goal.part === 'measure'));
});

describe('planner eval', () => {
  it('has at least 60 goals of every kind, a third of them only ever measured, each planned within the shared schema', () => {
    expect(GOALS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(GOALS.map((goal) => goal.kind)).size).toBeGreaterThanOrEqual(15);
    expect(GOALS.filter((goal) => goal.part === 'measure').length).toBeGreaterThanOrEqual(GOALS.length / 4);
    expect(failed).toEqual([]);
    expect(planned.filter(({ plan }) => !Breakdown.safeParse(plan).success).map(({ goal }) => goal.text)).toEqual([]);
  });

  it('holds the same figures on the goals it was never tuned on', () => {
    expect(measured.genericShare).toBeLessThanOrEqual(0.1);
    expect(measured.worstOverlap.share, measured.worstOverlap.between.join(' / ')).toBeLessThanOrEqual(0.15);
    expect(measured.seams).toEqual([]);
    expect(measured.childrenRepeatingParent).toEqual([]);
    expect(measured.datesWrong).toEqual([]);
  });

  it('writes es/de/fr/pt plans in their language, and no title without a word', () => {
    expect([...result.foreignInEnglish, ...measured.foreignInEnglish]).toEqual([]);
    expect([...result.titlesWithoutWords, ...measured.titlesWithoutWords]).toEqual([]);
  });

  it('keeps generic bites to 10% and two plans to 15% in common', () => {
    expect(result.genericShare).toBeLessThanOrEqual(0.1);
    expect(result.worstOverlap.share, result.worstOverlap.between.join(' / ')).toBeLessThanOrEqual(0.15);
  });

  it('has no seams in plans or re-breakdowns', () => {
    expect(result.seams).toEqual([]);
  });

  it('breaks bites down without repeating them or using content-free stems, mostly in their own words', () => {
    expect(result.childrenRepeatingParent).toEqual([]);
    expect(result.childrenWithGenericStem).toEqual([]);
    expect(result.childrenSharingWord).toBeGreaterThanOrEqual(0.6);
  });

  it('reads every date right', () => {
    expect(result.datesWrong).toEqual([]);
  });
});
