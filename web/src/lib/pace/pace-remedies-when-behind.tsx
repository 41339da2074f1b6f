import { lazy, Suspense, type ComponentProps } from 'react';
import { catchUpPerDay } from '@cakewalk/shared/rules/pace.ts';

// Only a goal behind its pace needs the remedies, so their code stays off a page's first load.
const PaceRemedies = lazy(async () => ({ default: (await import('./pace-remedies.tsx')).PaceRemedies }));

/** The remedies (pace-remedies.tsx) of a goal that is behind; nothing for one on pace. */
export function PaceRemediesWhenBehind(props: ComponentProps<typeof PaceRemedies>) {
  if (catchUpPerDay(props.goal, props.today) === null) return null;
  return (
    <Suspense fallback={null}>
      <PaceRemedies {...props} />
    </Suspense>
  );
}
