import { describe, expect, it } from 'vitest';
import { newHabitIds } from './new-habits.ts';

describe('habits new on Today', () => {
  it('marks none on a first visit ever, then those that joined since, for today only', () => {
    expect([...newHabitIds('u1', ['h1', 'h2'], '2026-11-29')]).toEqual([]);
    expect([...newHabitIds('u1', ['h1', 'h2', 'h3', 'h4'], '2026-11-29')]).toEqual(['h3', 'h4']);
    expect([...newHabitIds('u1', ['h1', 'h2', 'h3', 'h4'], '2026-11-29')]).toEqual(['h3', 'h4']);
    expect([...newHabitIds('u1', ['h1', 'h2', 'h3', 'h4'], '2026-11-30')]).toEqual([]);
  });
});
