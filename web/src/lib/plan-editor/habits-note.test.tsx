import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { draftFromBreakdown } from './drafts/breakdown-draft.ts';
import { HabitsNote } from './habits-note.tsx';

type Bite = { title: string; repeat: { every: 'day' | 'week'; times: number; per_period?: number } | null };
const plan = (slices: Bite[][], goal = 'Journal every morning') =>
  draftFromBreakdown({
    goal, tone: 'friendly', due_date: null, source: 'offline',
    subgoals: slices.map((bites, s) => ({ title: `Part ${s}`, tasks: [{ title: 'Pages', microtasks: bites.map((bite) => ({ ...bite, minutes: 5 })) }] })),
  });
const items = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('the habits a plan makes, said before the save', () => {
  it('names the habit, how often, and that it starts today', () => {
    render(<HabitsNote draft={plan([[{ title: 'Buy a notebook', repeat: null }, { title: 'Write for 5 minutes', repeat: { every: 'day', times: 30 } }]])} newGoal={{ dueDate: '2027-01-31' }} />);
    expect(screen.getByText(/^This plan makes a habit/)).toHaveTextContent('This plan makes a habit, to tick on Today.');
    expect(screen.getByText('Starting today:')).toBeInTheDocument();
    expect(screen.queryByText(/^Starting when/)).toBeNull();
    expect(items()).toEqual(['Write for 5 minutes · every day for 30 days']);
  });

  it("says the goal's own habit starts today and, undated, has no end, while a later part's habit waits for it", () => {
    render(<HabitsNote
      draft={plan([[{ title: 'Tune it', repeat: null }], [{ title: 'Practise guitar for 20 minutes', repeat: { every: 'day', times: 366 } }, { title: 'Play the song through', repeat: { every: 'day', times: 16 } }]], 'Practise guitar 20 minutes every day')}
      newGoal={{ dueDate: null }}
    />);
    expect(screen.getByText(/^This plan makes 2 habits/)).toBeInTheDocument();
    const list = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(list('Starting today:')).toBe('Practise guitar for 20 minutes · every day with no end date');
    expect(list('Starting when the plan reaches it:')).toBe('Play the song through · every day for 16 days');
  });

  it('says "them" for several habits that wait for a later part', () => {
    render(<HabitsNote
      draft={plan([[{ title: 'Tune it', repeat: null }], [{ title: 'Practise guitar for 20 minutes', repeat: { every: 'day', times: 366 } }, { title: 'Play the song through', repeat: { every: 'day', times: 16 } }, { title: 'Record a take', repeat: { every: 'week', times: 4 } }]], 'Practise guitar 20 minutes every day')}
      newGoal={{ dueDate: null }}
    />);
    const list = screen.getByText('Starting when the plan reaches them:').nextElementSibling;
    expect(within(list as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
  });

  it('lists a saved plan\'s habits with how often only, and says nothing for a plan without one', () => {
    const { rerender } = render(<HabitsNote draft={plan([[{ title: 'Write', repeat: { every: 'day', times: 30 } }, { title: 'Read back', repeat: { every: 'week', times: 8, per_period: 2 } }]])} />);
    expect(items()).toEqual(['Write · every day for 30 days', 'Read back · 2× a week for 8 weeks']);
    rerender(<HabitsNote draft={plan([[{ title: 'Buy a notebook', repeat: null }]])} />);
    expect(screen.queryByText(/habit/)).toBeNull();
  });
});
