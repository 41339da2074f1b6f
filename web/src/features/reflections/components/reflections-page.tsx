import { useState } from 'react';
import { useCurrentUser } from '../../../lib/infra/current-user.ts';
import { useGoalOptions } from '../api/goal-options.ts';
import { useReflections } from '../api/reflections.ts';
import { FormError } from '../../../lib/ui/form-message.tsx';
import { DEFAULT_FILTERS, endsBeforeStart, isUnfiltered, type ReflectionFilters } from '../model/reflection-filters.ts';
import { ReflectionFiltersBar } from './reflection-filters-bar.tsx';
import { ReflectionList } from './reflection-list.tsx';
import { WriteReflectionForm } from './write-reflection-form.tsx';
import './reflections.css';

export function ReflectionsPage() {
  const { data: user } = useCurrentUser();
  const [filters, setFilters] = useState<ReflectionFilters>(DEFAULT_FILTERS);
  const goals = useGoalOptions(user?.id).data ?? [];
  const badRange = endsBeforeStart(filters);
  const reflections = useReflections(user?.id, filters, !badRange);
  // A failed refetch of pages already shown keeps them on screen; only a list never loaded fails.
  const loaded = reflections.data?.pages.flatMap((page) => page.items);
  // Filters for a list still empty (or not yet loaded) filter nothing: the empty state stands alone.
  const unfiltered = isUnfiltered(filters);
  const filterable = !unfiltered || (loaded?.length ?? 0) > 0;

  return (
    <div className="container page reflections-page">
      <title>Your Reflections · Cakewalk</title>
      <h1 id="reflections-heading" tabIndex={-1}>
        Your Reflections
      </h1>
      <div className="reflections-layout">
        <div className="reflections-side">
          {user && <WriteReflectionForm userId={user.id} goals={goals} shown={filters} />}
        </div>
        <div className="reflections-main">
          {filterable && <ReflectionFiltersBar filters={filters} goals={goals} onChange={setFilters} />}
          {badRange ? (
            <FormError>The end date is before the start date. Pick an end date on or after the start date.</FormError>
          ) : (
            <ReflectionList
              unfiltered={unfiltered}
              reflections={loaded}
              failed={reflections.isError && !loaded}
              onRetry={() => void reflections.refetch()}
              more={{
                available: reflections.hasNextPage,
                loading: reflections.isFetchingNextPage,
                failed: reflections.isFetchNextPageError,
                onLoad: () => void reflections.fetchNextPage(),
              }}
            />
          )}
        </div>
      </div>
    </div>
  );
}
