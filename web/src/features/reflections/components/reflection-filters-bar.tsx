import type { GoalSummary } from '@cakewalk/shared/schemas/goal.ts';
import type { ReflectionFilters } from '../model/reflection-filters.ts';

interface ReflectionFiltersBarProps {
  filters: ReflectionFilters;
  goals: readonly GoalSummary[];
  onChange: (filters: ReflectionFilters) => void;
}

export function ReflectionFiltersBar({ filters, goals, onChange }: ReflectionFiltersBarProps) {
  const set = (change: Partial<ReflectionFilters>) => onChange({ ...filters, ...change });
  return (
    <fieldset className="filters">
      <legend className="sr-only">Filter reflections</legend>
      <div className="field">
        <label htmlFor="filter-goal">Goal</label>
        <select
          id="filter-goal"
          className="input"
          value={filters.goal_id}
          onChange={(e) => set({ goal_id: e.target.value })}
        >
          <option value="">All Goals</option>
          {goals.map((goal) => (
            <option key={goal.id} value={goal.id}>
              {goal.title}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-start">Start date</label>
        <input
          id="filter-start"
          className="input"
          type="date"
          value={filters.start_date}
          max={filters.end_date || undefined}
          onChange={(e) => set({ start_date: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="filter-end">End date</label>
        <input
          id="filter-end"
          className="input"
          type="date"
          value={filters.end_date}
          min={filters.start_date || undefined}
          onChange={(e) => set({ end_date: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="filter-sort">Sort</label>
        <select
          id="filter-sort"
          className="input"
          value={filters.sort}
          onChange={(e) => set({ sort: e.target.value === 'asc' ? 'asc' : 'desc' })}
        >
          <option value="desc">Newest First</option>
          <option value="asc">Oldest First</option>
        </select>
      </div>
    </fieldset>
  );
}
