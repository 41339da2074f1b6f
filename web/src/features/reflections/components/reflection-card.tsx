import type { Reflection } from '@cakewalk/shared/schemas/reflection.ts';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeFormat.format(date);
}

export function ReflectionCard({ reflection }: { reflection: Reflection }) {
  return (
    <article className="card reflection-card">
      <p className="reflection-meta">
        <time dateTime={reflection.created_at}>{formatTime(reflection.created_at)}</time>
      </p>
      <p className="reflection-goal">Goal: {reflection.goal_name ?? 'N/A'}</p>
      <p className="reflection-content">{reflection.content || 'No content'}</p>
    </article>
  );
}
