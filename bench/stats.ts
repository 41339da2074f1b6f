// Percentiles by nearest rank: with 100 samples p99 is the 99th smallest, with 30 the largest.
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) throw new Error('percentile of no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1]!;
}

export const median = (samples: readonly number[]) => percentile(samples, 50);

export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

export const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

export interface Timing {
  p50_ms: number;
  p99_ms: number;
}

export function timing(samples: readonly number[]): Timing {
  return { p50_ms: round(percentile(samples, 50)), p99_ms: round(percentile(samples, 99)) };
}

export async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await run();
  return { ms: performance.now() - start, value };
}
