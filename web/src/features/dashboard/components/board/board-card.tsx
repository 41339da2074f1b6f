import type { ReactNode } from 'react';
import type { Pace, Progress } from '@cakewalk/shared/schemas/goal.ts';
import { ProgressMeter } from '../../../../lib/ui/progress-meter.tsx';

interface BoardCardProps {
  /** Names the region, so each card reads as its goal, subgoal or task. */
  headingId: string;
  kicker: string;
  title: string;
  progress: Progress;
  pace?: Pace;
  children: ReactNode;
}

export function BoardCard({ headingId, kicker, title, progress, pace, children }: BoardCardProps) {
  return (
    <section className="card board-card" aria-labelledby={headingId}>
      <p className="card-kicker">{kicker}</p>
      <h2 id={headingId}>{title}</h2>
      <ProgressMeter progress={progress} pace={pace} />
      {children}
    </section>
  );
}
