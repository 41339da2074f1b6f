import type { Reflection } from '@cakewalk/shared/schemas/reflection.ts';
import { ReflectionCard } from './reflection-card.tsx';

interface ReflectionListProps {
  reflections: Reflection[] | undefined;
  failed: boolean;
  onRetry: () => void;
}

export function ReflectionList({ reflections, failed, onRetry }: ReflectionListProps) {
  if (failed) {
    return (
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        Try again
      </button>
    );
  }
  if (!reflections) {
    return (
      <p className="page-loading" role="status">
        Loading reflections...
      </p>
    );
  }
  if (reflections.length === 0) {
    return <p className="card muted reflections-empty">No reflections found for these filters.</p>;
  }
  return (
    <ul className="reflection-list" aria-label="Reflections">
      {reflections.map((reflection) => (
        <li key={reflection.id}>
          <ReflectionCard reflection={reflection} />
        </li>
      ))}
    </ul>
  );
}
