import { useLayoutEffect, useRef } from 'react';

/** How long a row's buttons wait, after a new bite slides under them, before a press counts. */
export const SETTLE_MS = 600;

/**
 * Once a bite is done the next one takes its row, under the same Done. Focus moves on to the
 * celebration, so a second Enter presses nothing; a second tap, though, lands where the first did
 * and was meant for the bite that left, so a press counts only once the row has held `key` (its
 * bite) for SETTLE_MS.
 */
export function useSettledPress(key: string): () => boolean {
  const last = useRef({ key, changedAt: Number.NEGATIVE_INFINITY });
  useLayoutEffect(() => {
    if (last.current.key !== key) last.current = { key, changedAt: performance.now() };
  }, [key]);
  return () => performance.now() - last.current.changedAt >= SETTLE_MS;
}
