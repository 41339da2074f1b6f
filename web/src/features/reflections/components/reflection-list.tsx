import { useId } from 'react';
import type { Reflection } from '@cakewalk/shared/schemas/reflection.ts';
import { RetryButton } from '../../../lib/ui/retry-button.tsx';
import { ReflectionCard } from './reflection-card.tsx';

/** The next page: whether there is one, and how fetching it goes. */
interface MorePages {
  available: boolean;
  loading: boolean;
  failed: boolean;
  onLoad: () => void;
}

interface ReflectionListProps {
  reflections: Reflection[] | undefined;
  failed: boolean;
  onRetry: () => void;
  more: MorePages;
  /** No filters are set, so an empty list means the user has written none yet. */
  unfiltered: boolean;
}

function LoadMore({ available, loading, failed, onLoad }: MorePages) {
  const failureId = useId();
  const retry = failed && !loading;
  // One button through every state, so keyboard focus stays on it while the next page loads
  // (aria-disabled, not disabled, for the same reason) and after it fails.
  return (
    <>
      {retry && (
        <p id={failureId} className="form-error">
          More reflections could not be loaded.
        </p>
      )}
      {available && (
        <button
          type="button"
          className="btn btn-secondary"
          aria-disabled={loading || undefined}
          aria-describedby={retry ? failureId : undefined}
          onClick={() => {
            if (!loading) onLoad();
          }}
        >
          {loading ? 'Loading more...' : retry ? 'Try again' : 'Load more'}
        </button>
      )}
      <p className="sr-only" role="status">
        {loading ? 'Loading more reflections...' : ''}
      </p>
    </>
  );
}

export function ReflectionList({ reflections, failed, onRetry, more, unfiltered }: ReflectionListProps) {
  if (failed) return <RetryButton failure="Your reflections could not be loaded." onRetry={onRetry} />;
  if (!reflections) {
    return (
      <p className="page-loading" role="status">
        Loading reflections...
      </p>
    );
  }
  if (reflections.length === 0 && unfiltered) {
    return (
      <p className="card muted reflections-empty">
        No reflections yet. Write your first one: a line on what went well, what got in the way, or what comes next.
        Answers to your check-ins land here too.
      </p>
    );
  }
  if (reflections.length === 0) {
    return <p className="card muted reflections-empty">No reflections found for these filters.</p>;
  }
  return (
    <>
      <ul className="reflection-list" aria-label="Reflections">
        {reflections.map((reflection) => (
          <li key={reflection.id}>
            <ReflectionCard reflection={reflection} />
          </li>
        ))}
      </ul>
      <div className="reflections-more">
        <LoadMore {...more} />
      </div>
    </>
  );
}
