import type { GoalSummary } from '@cakewalk/shared/schemas/goal.ts';
import { InputField, SelectField } from '../../../lib/ui/field.tsx';
import type { ReflectionFilters } from '../model/reflection-filters.ts';
import { GoalOptions } from './goal-options.tsx';

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
      <SelectField id="filter-goal" label="Goal" value={filters.goal_id} onValueChange={(goal_id) => set({ goal_id })}>
        <option value="">All Goals</option>
        <GoalOptions goals={goals} />
      </SelectField>
      <InputField
        id="filter-start"
        label="Start date"
        type="date"
        value={filters.start_date}
        max={filters.end_date || undefined}
        onValueChange={(start_date) => set({ start_date })}
      />
      <InputField
        id="filter-end"
        label="End date"
        type="date"
        value={filters.end_date}
        min={filters.start_date || undefined}
        onValueChange={(end_date) => set({ end_date })}
      />
      <SelectField
        id="filter-sort"
        label="Sort"
        value={filters.sort}
        onValueChange={(sort) => set({ sort: sort === 'asc' ? 'asc' : 'desc' })}
      >
        <option value="desc">Newest First</option>
        <option value="asc">Oldest First</option>
      </SelectField>
    </fieldset>
  );
}
