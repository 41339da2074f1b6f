import { vi } from 'vitest';
import { logger } from '../../src/logger.ts';

export interface Output {
  /** Every line written to stdout and stderr since the capture began. */
  lines: string[];
  /** Prints again. */
  restore(): void;
}

/** Keeps what is written to stdout and stderr instead of printing it. */
export function captureOutput(): Output {
  const lines: string[] = [];
  const keep = (chunk: unknown) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  };
  const spies = [vi.spyOn(process.stdout, 'write').mockImplementation(keep), vi.spyOn(process.stderr, 'write').mockImplementation(keep)];
  return { lines, restore: () => spies.forEach((spy) => spy.mockRestore()) };
}

/** What `run` writes with the logger at `level` (the level it had is put back after). */
export async function outputAt(level: Parameters<typeof logger.setLogLevel>[0], run: () => Promise<unknown>): Promise<string[]> {
  const before = logger.getLevelName();
  logger.setLogLevel(level);
  const output = captureOutput();
  try {
    await run();
  } finally {
    output.restore();
    logger.setLogLevel(before);
  }
  return output.lines;
}

export const jsonLines = (lines: readonly string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

/** The metrics among the lines: their embedded-metric-format lines, parsed. */
export const metricLines = (lines: readonly string[]) => jsonLines(lines.filter((line) => line.includes('"_aws"')));
