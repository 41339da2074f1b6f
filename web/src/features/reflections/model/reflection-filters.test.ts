import { describe, expect, it } from 'vitest';
import type { Reflection } from '@cakewalk/shared/schemas/reflection.ts';
import { DEFAULT_FILTERS, withNewReflection, type ReflectionPage } from './reflection-filters.ts';

const old: Reflection = { id: 'r1', created_at: '2025-03-01T08:00:00Z', goal_id: null, goal_name: null, content: 'a' };
const middle: Reflection = { id: 'r0', created_at: '2025-03-03T08:00:00Z', goal_id: null, goal_name: null, content: 'm' };
const fresh: Reflection = { id: 'r2', created_at: '2025-03-05T08:00:00Z', goal_id: 'g1', goal_name: 'G', content: 'b' };

const onePage = (...items: Reflection[]): ReflectionPage[] => [{ items, next: null }];
const ids = (pages: ReflectionPage[]) => pages.map((page) => page.items.map((r) => r.id));
const asc = { ...DEFAULT_FILTERS, sort: 'asc' as const };

describe('withNewReflection', () => {
  it('puts a new reflection first when newest come first, last when oldest come first', () => {
    expect(ids(withNewReflection(onePage(old), fresh, DEFAULT_FILTERS))).toEqual([['r2', 'r1']]);
    expect(ids(withNewReflection(onePage(old), fresh, asc))).toEqual([['r1', 'r2']]);
  });

  it('newest first: it goes on top of the first page, more pages or not', () => {
    const pages: ReflectionPage[] = [
      { items: [middle], next: 'c1' },
      { items: [old], next: 'c2' },
    ];
    expect(ids(withNewReflection(pages, fresh, DEFAULT_FILTERS))).toEqual([['r2', 'r0'], ['r1']]);
  });

  it('oldest first: it joins only once the last page is loaded, at the end of that page', () => {
    const partial: ReflectionPage[] = [{ items: [old], next: 'c1' }];
    expect(withNewReflection(partial, fresh, asc)).toEqual(partial);

    const complete: ReflectionPage[] = [
      { items: [old], next: 'c1' },
      { items: [middle], next: null },
    ];
    expect(ids(withNewReflection(complete, fresh, asc))).toEqual([['r1'], ['r0', 'r2']]);
  });

  it('leaves it out when the filters on screen exclude it', () => {
    expect(withNewReflection(onePage(old), fresh, { ...DEFAULT_FILTERS, goal_id: 'g2' })).toEqual(onePage(old));
    expect(withNewReflection(onePage(old), fresh, { ...DEFAULT_FILTERS, end_date: '2025-03-04' })).toEqual(onePage(old));
    expect(withNewReflection(onePage(old), fresh, { ...DEFAULT_FILTERS, start_date: '2025-03-06' })).toEqual(onePage(old));
    const sameDay = { ...DEFAULT_FILTERS, start_date: '2025-03-05', end_date: '2025-03-05' };
    expect(ids(withNewReflection(onePage(old), fresh, sameDay))).toEqual([['r2', 'r1']]);
  });

  it('does not add the same reflection twice, whichever page holds it', () => {
    const pages: ReflectionPage[] = [
      { items: [old], next: 'c1' },
      { items: [fresh], next: null },
    ];
    expect(withNewReflection(pages, fresh, DEFAULT_FILTERS)).toEqual(pages);
  });
});
