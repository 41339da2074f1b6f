import { describe, expect, it } from 'vitest';
import type { Reflection } from '@cakewalk/shared/schemas/reflection.ts';
import { DEFAULT_FILTERS, withNewReflection } from './reflection-filters.ts';

const old: Reflection = { id: 'r1', created_at: '2025-03-01T08:00:00Z', goal_id: null, goal_name: null, content: 'a' };
const fresh: Reflection = { id: 'r2', created_at: '2025-03-05T08:00:00Z', goal_id: 'g1', goal_name: 'G', content: 'b' };

describe('withNewReflection', () => {
  it('puts a new reflection first when newest come first, last when oldest come first', () => {
    expect(withNewReflection([old], fresh, DEFAULT_FILTERS).map((r) => r.id)).toEqual(['r2', 'r1']);
    expect(withNewReflection([old], fresh, { ...DEFAULT_FILTERS, sort: 'asc' }).map((r) => r.id)).toEqual(['r1', 'r2']);
  });

  it('leaves it out when the filters on screen exclude it', () => {
    expect(withNewReflection([old], fresh, { ...DEFAULT_FILTERS, goal_id: 'g2' })).toEqual([old]);
    expect(withNewReflection([old], fresh, { ...DEFAULT_FILTERS, end_date: '2025-03-04' })).toEqual([old]);
    expect(withNewReflection([old], fresh, { ...DEFAULT_FILTERS, start_date: '2025-03-06' })).toEqual([old]);
    expect(withNewReflection([old], fresh, { ...DEFAULT_FILTERS, start_date: '2025-03-05', end_date: '2025-03-05' })).toHaveLength(2);
  });

  it('does not add the same reflection twice', () => {
    expect(withNewReflection([fresh, old], fresh, DEFAULT_FILTERS)).toHaveLength(2);
  });
});
