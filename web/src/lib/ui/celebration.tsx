import type { ReactNode } from 'react';

/** A bite done, in words with a pop (none under prefers-reduced-motion); the live region says it too. */
export function Celebration({ children }: { children: ReactNode }) {
  return <p className="celebration">{children}</p>;
}
