import { useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useGoalOptions } from '../api/goal-options.ts';
import { useReflections } from '../api/reflections.ts';
import { DEFAULT_FILTERS, type ReflectionFilters } from '../model/reflection-filters.ts';
import { ReflectionFiltersBar } from './reflection-filters-bar.tsx';
import { ReflectionList } from './reflection-list.tsx';
import { WriteReflectionForm } from './write-reflection-form.tsx';
import './reflections.css';

export function ReflectionsPage() {
  const { data: user } = useCurrentUser();
  const [filters, setFilters] = useState<ReflectionFilters>(DEFAULT_FILTERS);
  const goals = useGoalOptions(user?.id).data ?? [];
  const reflections = useReflections(user?.id, filters);

  return (
    <div className="container page reflections-page">
      <title>Your Reflections · Cakewalk</title>
      <h1>Your Reflections</h1>
      <div className="reflections-layout">
        <div className="reflections-side">
          {user && <WriteReflectionForm userId={user.id} goals={goals} shown={filters} />}
        </div>
        <div className="reflections-main">
          <ReflectionFiltersBar filters={filters} goals={goals} onChange={setFilters} />
          <ReflectionList
            reflections={reflections.data}
            failed={reflections.isError}
            onRetry={() => void reflections.refetch()}
          />
        </div>
      </div>
    </div>
  );
}
