import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { draftFromBreakdown } from './drafts/breakdown-draft.ts';
import { HabitsNote } from './habits-note.tsx';

const plan = (bites: { title: string; repeat: { every: 'day' | 'week'; times: number; per_period?: number } | null }[]) =>
  draftFromBreakdown({
    goal: 'Journal every morning', tone: 'friendly', due_date: null, source: 'offline',
    subgoals: [{ title: 'Write', tasks: [{ title: 'Pages', microtasks: bites.map((bite) => ({ ...bite, minutes: 5 })) }] }],
  });

describe('the habits a plan makes, said before the save', () => {
  it('names the habit and how often', () => {
    render(<HabitsNote draft={plan([{ title: 'Buy a notebook', repeat: null }, { title: 'Write for 5 minutes', repeat: { every: 'day', times: 30 } }])} />);
    expect(screen.getByText(/^This plan makes a habit/)).toHaveTextContent('This plan makes a habit. It shows on Today, to tick, once you reach its part of the plan:');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Write for 5 minutes · every day for 30 days']);
  });

  it('lists several, each with how often, and says nothing for a plan without one', () => {
    const { rerender } = render(<HabitsNote draft={plan([{ title: 'Write', repeat: { every: 'day', times: 30 } }, { title: 'Read back', repeat: { every: 'week', times: 8, per_period: 2 } }])} />);
    expect(screen.getByText(/^This plan makes 2 habits/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Write · every day for 30 days', 'Read back · 2× a week for 8 weeks']);
    rerender(<HabitsNote draft={plan([{ title: 'Buy a notebook', repeat: null }])} />);
    expect(screen.queryByText(/habit/)).toBeNull();
  });
});
